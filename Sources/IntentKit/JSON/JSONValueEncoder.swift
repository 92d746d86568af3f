/// The `Encoder` that ``StrictJSONEncoder`` hands to `encode(to:)`: one node of the tree.
struct JSONValueEncoder: Encoder {
  let storage: JSONEncodingStorage
  let node: Int32

  var codingPath: [any CodingKey] { storage.codingPath(to: node) }

  var userInfo: [CodingUserInfoKey: Any] { storage.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    storage.makeContainer(node, .object)
    return KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(storage: storage, object: node))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    storage.makeContainer(node, .array)
    return JSONUnkeyedEncodingContainer(storage: storage, array: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueEncodingContainer(storage: storage, node: node)
  }
}

// MARK: - Keyed

/// An object's members, added by name.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let storage: JSONEncodingStorage
  let object: Int32

  var codingPath: [any CodingKey] { storage.codingPath(to: object) }

  @inline(__always)
  private func member(_ key: Key) -> Int32 {
    storage.appendChild(to: object, key: key.stringValue)
  }

  mutating func encodeNil(forKey key: Key) throws { storage.setNull(member(key)) }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    storage.setBool(member(key), value)
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    storage.setString(member(key), value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    try storage.setDouble(member(key), value)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    try storage.setFloat(member(key), value)
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: Int8, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: Int16, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: Int32, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: Int64, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: UInt, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    storage.setInteger(member(key), value)
  }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try storage.encode(value, into: member(key))
  }

  // One call per optional member, where the protocol's defaults go through generic code.

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    guard let value else { return }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
    guard let value else { return }
    try storage.encode(value, into: member(key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    JSONValueEncoder(storage: storage, node: member(key)).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    JSONValueEncoder(storage: storage, node: member(key)).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    JSONValueEncoder(storage: storage, node: storage.appendChild(to: object, key: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    JSONValueEncoder(storage: storage, node: member(key))
  }
}

// MARK: - Unkeyed

/// An array's elements, appended in order.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let storage: JSONEncodingStorage
  let array: Int32

  var codingPath: [any CodingKey] { storage.codingPath(to: array) }

  var count: Int { Int(storage.nodes[Int(array)].length) }

  @inline(__always)
  private func element() -> Int32 {
    storage.appendChild(to: array, key: nil)
  }

  mutating func encodeNil() throws { storage.setNull(element()) }

  mutating func encode(_ value: Bool) throws { storage.setBool(element(), value) }

  mutating func encode(_ value: String) throws { storage.setString(element(), value) }

  mutating func encode(_ value: Double) throws { try storage.setDouble(element(), value) }

  mutating func encode(_ value: Float) throws { try storage.setFloat(element(), value) }

  mutating func encode(_ value: Int) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: Int8) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: Int16) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: Int32) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: Int64) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: UInt) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: UInt8) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: UInt16) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: UInt32) throws { storage.setInteger(element(), value) }

  mutating func encode(_ value: UInt64) throws { storage.setInteger(element(), value) }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try storage.encode(value, into: element())
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    JSONValueEncoder(storage: storage, node: element()).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    JSONValueEncoder(storage: storage, node: element()).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    JSONValueEncoder(storage: storage, node: element())
  }
}

// MARK: - Single value

/// One value: a scalar, or whatever a type's `encode(to:)` makes of it.
struct JSONSingleValueEncodingContainer: SingleValueEncodingContainer {
  let storage: JSONEncodingStorage
  let node: Int32

  var codingPath: [any CodingKey] { storage.codingPath(to: node) }

  mutating func encodeNil() throws { storage.setNull(node) }

  mutating func encode(_ value: Bool) throws { storage.setBool(node, value) }

  mutating func encode(_ value: String) throws { storage.setString(node, value) }

  mutating func encode(_ value: Double) throws { try storage.setDouble(node, value) }

  mutating func encode(_ value: Float) throws { try storage.setFloat(node, value) }

  mutating func encode(_ value: Int) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: Int8) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: Int16) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: Int32) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: Int64) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: UInt) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: UInt8) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: UInt16) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: UInt32) throws { storage.setInteger(node, value) }

  mutating func encode(_ value: UInt64) throws { storage.setInteger(node, value) }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try storage.encode(value, into: node)
  }
}
