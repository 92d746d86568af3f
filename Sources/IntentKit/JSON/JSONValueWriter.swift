/// JSON text written in ``StrictJSONEncoder``'s canonical form by types that write themselves
/// (``JSONCodable``), without `Codable`'s containers.
///
/// A type writes each object's members in the order of their names' UTF-8 bytes, as the
/// canonical form requires; debug builds check that order.
struct JSONValueWriter {
  var bytes: [UInt8] = []

  init(capacity: Int = 256) {
    bytes.reserveCapacity(capacity)
  }

  mutating func null() {
    bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
  }

  mutating func bool(_ value: Bool) {
    if value {
      bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])  // true
    } else {
      bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])  // false
    }
  }

  mutating func string(_ value: String) {
    JSONTextWriter.appendString(value, to: &bytes)
  }

  mutating func integer<Value: FixedWidthInteger>(_ value: Value) {
    JSONTextWriter.appendInteger(value, to: &bytes)
  }

  mutating func double(_ value: Double) throws(StrictJSONError) {
    guard value.isFinite else {
      throw StrictJSONError(
        code: .unencodableValue,
        path: "",
        message: "\(value) can't be written as a JSON number"
      )
    }
    JSONTextWriter.appendNumber(value.description, to: &bytes)
  }

  /// Writes a value that writes itself.
  @inline(__always)
  mutating func write<Value: JSONEncodable>(_ value: Value) throws(StrictJSONError) {
    try value.write(json: &self)
  }

  /// Writes a string-backed enumeration as its raw value.
  mutating func write<Value: RawRepresentable>(_ value: Value) where Value.RawValue == String {
    string(value.rawValue)
  }

  /// Writes an integer-backed enumeration as its raw value.
  mutating func write<Value: RawRepresentable>(_ value: Value) where Value.RawValue == Int {
    integer(value.rawValue)
  }

  /// Writes any `Encodable` value: through its own JSON writing if it has one, else through
  /// `Codable` with ``StrictJSONEncoder``.
  mutating func writeAny<Value: Encodable>(_ value: Value) throws(StrictJSONError) {
    if let native = value as? any JSONEncodable {
      try native.write(json: &self)
    } else {
      bytes.append(contentsOf: try StrictJSONEncoder().encodedBytes(value))
    }
  }

  /// Appends text that is already one canonical JSON value.
  mutating func raw(_ json: some Sequence<UInt8>) {
    bytes.append(contentsOf: json)
  }

  /// Writes an object; `body` writes its members in the order of their names.
  mutating func object(
    _ body: (inout JSONObjectWriter) throws(StrictJSONError) -> Void
  ) throws(StrictJSONError) {
    var object = JSONObjectWriter()
    swap(&object.writer.bytes, &bytes)
    object.writer.bytes.append(UInt8(ascii: "{"))
    defer {
      object.writer.bytes.append(UInt8(ascii: "}"))
      swap(&object.writer.bytes, &bytes)
    }
    try body(&object)
  }

  /// Writes an array with one element per item of a sequence.
  mutating func array<Elements: Sequence>(
    _ elements: Elements,
    _ writeElement: (inout JSONValueWriter, Elements.Element) throws(StrictJSONError) -> Void
  ) throws(StrictJSONError) {
    bytes.append(UInt8(ascii: "["))
    var isFirst = true
    for element in elements {
      if !isFirst { bytes.append(UInt8(ascii: ",")) }
      isFirst = false
      try writeElement(&self, element)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes an array of strings.
  mutating func strings(_ elements: [String]) {
    bytes.append(UInt8(ascii: "["))
    for (position, element) in elements.enumerated() {
      if position > 0 { bytes.append(UInt8(ascii: ",")) }
      string(element)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes an array of values that write themselves.
  mutating func array<Element: JSONEncodable>(_ elements: [Element]) throws(StrictJSONError) {
    bytes.append(UInt8(ascii: "["))
    for (position, element) in elements.enumerated() {
      if position > 0 { bytes.append(UInt8(ascii: ",")) }
      try element.write(json: &self)
    }
    bytes.append(UInt8(ascii: "]"))
  }
}

/// The members of an object being written, in the order of their names.
struct JSONObjectWriter {
  var writer = JSONValueWriter(capacity: 0)
  private var isFirst = true
  #if DEBUG
    private var previousName: [UInt8]?
  #endif

  /// Starts a member: writes its name; the caller writes its value next.
  mutating func key(_ name: StaticString) {
    key(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
  }

  /// Starts a member whose name is known only at run time.
  mutating func key(dynamic name: String) {
    var name = name
    name.withUTF8 { key($0) }
  }

  private mutating func key(_ utf8: UnsafeBufferPointer<UInt8>) {
    #if DEBUG
      if let previousName {
        assert(
          previousName.lexicographicallyPrecedes(utf8),
          "JSON members must be written in the order of their names: "
            + "'\(String(decoding: utf8, as: UTF8.self))' after "
            + "'\(String(decoding: previousName, as: UTF8.self))'"
        )
      }
      previousName = Array(utf8)
    #endif
    if !isFirst { writer.bytes.append(UInt8(ascii: ",")) }
    isFirst = false
    JSONTextWriter.appendString(utf8, to: &writer.bytes)
    writer.bytes.append(UInt8(ascii: ":"))
  }

  // MARK: Typed members

  mutating func string(_ name: StaticString, _ value: String) {
    key(name)
    writer.string(value)
  }

  /// Writes a string member whose name is known only at run time.
  mutating func string(dynamic name: String, _ value: String) {
    key(dynamic: name)
    writer.string(value)
  }

  mutating func stringIfPresent(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    string(name, value)
  }

  mutating func bool(_ name: StaticString, _ value: Bool) {
    key(name)
    writer.bool(value)
  }

  mutating func integer<Value: FixedWidthInteger>(_ name: StaticString, _ value: Value) {
    key(name)
    writer.integer(value)
  }

  mutating func integerIfPresent<Value: FixedWidthInteger>(_ name: StaticString, _ value: Value?) {
    guard let value else { return }
    integer(name, value)
  }

  mutating func double(_ name: StaticString, _ value: Double) throws(StrictJSONError) {
    key(name)
    try writer.double(value)
  }

  mutating func doubleIfPresent(_ name: StaticString, _ value: Double?) throws(StrictJSONError) {
    guard let value else { return }
    try double(name, value)
  }

  @inline(__always)
  mutating func write<Value: JSONEncodable>(
    _ name: StaticString,
    _ value: Value
  ) throws(StrictJSONError) {
    key(name)
    try value.write(json: &writer)
  }

  @inline(__always)
  mutating func writeIfPresent<Value: JSONEncodable>(
    _ name: StaticString,
    _ value: Value?
  ) throws(StrictJSONError) {
    guard let value else { return }
    try write(name, value)
  }

  mutating func write<Value: RawRepresentable>(_ name: StaticString, _ value: Value)
  where Value.RawValue == String {
    key(name)
    writer.write(value)
  }

  mutating func write<Value: RawRepresentable>(_ name: StaticString, _ value: Value)
  where Value.RawValue == Int {
    key(name)
    writer.write(value)
  }

  mutating func writeIfPresent<Value: RawRepresentable>(_ name: StaticString, _ value: Value?)
  where Value.RawValue == String {
    guard let value else { return }
    write(name, value)
  }

  mutating func writeIfPresent<Value: RawRepresentable>(_ name: StaticString, _ value: Value?)
  where Value.RawValue == Int {
    guard let value else { return }
    write(name, value)
  }

  mutating func array<Element: JSONEncodable>(
    _ name: StaticString,
    _ elements: [Element]
  ) throws(StrictJSONError) {
    key(name)
    try writer.array(elements)
  }

  mutating func strings(_ name: StaticString, _ elements: [String]) {
    key(name)
    writer.strings(elements)
  }

  /// Writes any `Encodable` member, as ``JSONValueWriter/writeAny(_:)`` does.
  mutating func writeAny<Value: Encodable>(
    _ name: StaticString,
    _ value: Value
  ) throws(StrictJSONError) {
    key(name)
    try writer.writeAny(value)
  }

  mutating func writeAnyIfPresent<Value: Encodable>(
    _ name: StaticString,
    _ value: Value?
  ) throws(StrictJSONError) {
    guard let value else { return }
    try writeAny(name, value)
  }

  /// Writes an object member whose own members `body` writes.
  mutating func object(
    _ name: StaticString,
    _ body: (inout JSONObjectWriter) throws(StrictJSONError) -> Void
  ) throws(StrictJSONError) {
    key(name)
    try writer.object(body)
  }
}
