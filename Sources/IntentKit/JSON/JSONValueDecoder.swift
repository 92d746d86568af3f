/// The `Decoder` that ``StrictJSONDecoder`` hands to `init(from:)`: one value of the document.
struct JSONValueDecoder: Decoder {
  let context: JSONDecodingContext
  let index: Int

  var codingPath: [any CodingKey] { context.codingPath(to: index) }

  var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard context.kind(at: index) == .object else {
      throw context.mismatch([String: Any].self, expected: "an object", at: index)
    }
    return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(context: context, object: index))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard context.kind(at: index) == .array else {
      throw context.mismatch([Any].self, expected: "an array", at: index)
    }
    return JSONUnkeyedDecodingContainer(context: context, array: index)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONSingleValueDecodingContainer(context: context, index: index)
  }
}

// MARK: - Keyed

/// An object's members, found by name.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let context: JSONDecodingContext
  let object: Int

  var codingPath: [any CodingKey] { context.codingPath(to: object) }

  var allKeys: [Key] {
    context.keys(of: object, as: Key.self)
  }

  func contains(_ key: Key) -> Bool {
    context.member(named: key.stringValue, in: object) != nil
  }

  /// The index of a member's value; throws if the object has no such member.
  @inline(__always)
  private func value(for key: Key) throws -> Int {
    guard let index = context.member(named: key.stringValue, in: object) else {
      throw context.missingMember(key, in: object)
    }
    return index
  }

  /// The index of a member's value, or `nil` if the member is missing or `null`.
  @inline(__always)
  private func presentValue(for key: Key) -> Int? {
    guard let index = context.member(named: key.stringValue, in: object),
      context.kind(at: index) != .null
    else { return nil }
    return index
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    context.decodeNil(at: try value(for: key))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try context.decodeBool(at: value(for: key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try context.decodeString(at: value(for: key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try context.decodeDouble(at: value(for: key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try context.decodeFloat(at: value(for: key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try context.decodeInteger(type, at: value(for: key))
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try context.decode(type, at: value(for: key))
  }

  // One lookup per optional member, where the protocol's defaults make three.

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeBool(at: index)
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeString(at: index)
  }

  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeDouble(at: index)
  }

  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeFloat(at: index)
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decodeInteger(type, at: index)
  }

  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    guard let index = presentValue(for: key) else { return nil }
    return try context.decode(type, at: index)
  }

  // MARK: Nested

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try JSONValueDecoder(context: context, index: value(for: key)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try JSONValueDecoder(context: context, index: value(for: key)).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else {
      throw context.missingMember(JSONCodingKey(stringValue: "super"), in: object)
    }
    return try superDecoder(forKey: key)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueDecoder(context: context, index: try value(for: key))
  }
}

// MARK: - Unkeyed

/// An array's elements, in order.
///
/// A decode that throws doesn't move on, so `try?` can try another type for the same element.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  let context: JSONDecodingContext
  /// The array's entry and the element position, packed to keep the container within an
  /// existential's inline buffer.
  private let array: Int32
  private var position: Int32
  /// The entry of the next element.
  private var next: Int

  init(context: JSONDecodingContext, array: Int) {
    self.context = context
    self.array = Int32(array)
    self.position = 0
    self.next = array + 1
  }

  var codingPath: [any CodingKey] { context.codingPath(to: Int(array)) }

  var count: Int? { Int(context.view.entries[Int(array)].length) }

  var isAtEnd: Bool { position >= context.view.entries[Int(array)].length }

  var currentIndex: Int { Int(position) }

  /// The entry of the next element; throws at the end of the array.
  private func peek(_ type: Any.Type) throws -> Int {
    guard !isAtEnd else {
      var path = codingPath
      path.append(JSONCodingKey(intValue: currentIndex))
      let strict = StrictJSONError(
        code: .missingValue,
        path: JSONPath.string(path),
        message: "the array has only \(currentIndex) elements"
      )
      throw DecodingError.valueNotFound(
        type,
        .init(codingPath: path, debugDescription: strict.message, underlyingError: strict)
      )
    }
    return next
  }

  private mutating func advance() {
    next = context.view.next(after: next)
    position += 1
  }

  private mutating func decodeNext<Value>(
    _ type: Value.Type,
    _ read: (JSONDecodingContext, Int) throws -> Value
  ) throws -> Value {
    let value = try read(context, peek(type))
    advance()
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard context.decodeNil(at: try peek(Never.self)) else { return false }
    advance()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try decodeNext(type) { try $0.decodeBool(at: $1) }
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try decodeNext(type) { try $0.decodeString(at: $1) }
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try decodeNext(type) { try $0.decodeDouble(at: $1) }
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    try decodeNext(type) { try $0.decodeFloat(at: $1) }
  }

  mutating func decode(_ type: Int.Type) throws -> Int {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try decodeNext(type) { try $0.decodeInteger(type, at: $1) }
  }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try decodeNext(type) { try $0.decode(type, at: $1) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decodeNext(KeyedDecodingContainer<NestedKey>.self) {
      try JSONValueDecoder(context: $0, index: $1).container(keyedBy: type)
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try decodeNext((any UnkeyedDecodingContainer).self) {
      try JSONValueDecoder(context: $0, index: $1).unkeyedContainer()
    }
  }

  mutating func superDecoder() throws -> any Decoder {
    try decodeNext((any Decoder).self) { JSONValueDecoder(context: $0, index: $1) }
  }
}

// MARK: - Single value

/// One value, read as a scalar or handed to a type's `init(from:)`.
struct JSONSingleValueDecodingContainer: SingleValueDecodingContainer {
  let context: JSONDecodingContext
  let index: Int

  var codingPath: [any CodingKey] { context.codingPath(to: index) }

  func decodeNil() -> Bool { context.decodeNil(at: index) }

  func decode(_ type: Bool.Type) throws -> Bool { try context.decodeBool(at: index) }

  func decode(_ type: String.Type) throws -> String { try context.decodeString(at: index) }

  func decode(_ type: Double.Type) throws -> Double { try context.decodeDouble(at: index) }

  func decode(_ type: Float.Type) throws -> Float { try context.decodeFloat(at: index) }

  func decode(_ type: Int.Type) throws -> Int { try context.decodeInteger(type, at: index) }

  func decode(_ type: Int8.Type) throws -> Int8 { try context.decodeInteger(type, at: index) }

  func decode(_ type: Int16.Type) throws -> Int16 { try context.decodeInteger(type, at: index) }

  func decode(_ type: Int32.Type) throws -> Int32 { try context.decodeInteger(type, at: index) }

  func decode(_ type: Int64.Type) throws -> Int64 { try context.decodeInteger(type, at: index) }

  func decode(_ type: UInt.Type) throws -> UInt { try context.decodeInteger(type, at: index) }

  func decode(_ type: UInt8.Type) throws -> UInt8 { try context.decodeInteger(type, at: index) }

  func decode(_ type: UInt16.Type) throws -> UInt16 { try context.decodeInteger(type, at: index) }

  func decode(_ type: UInt32.Type) throws -> UInt32 { try context.decodeInteger(type, at: index) }

  func decode(_ type: UInt64.Type) throws -> UInt64 { try context.decodeInteger(type, at: index) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try context.decode(type, at: index)
  }
}
