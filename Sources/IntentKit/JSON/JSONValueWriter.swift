/// JSON text written in ``StrictJSONEncoder``'s canonical form by types that write themselves
/// (``JSONCodable``), without `Codable`'s containers.
///
/// A type writes each object's members in the order of their names' UTF-8 bytes, as the
/// canonical form requires; debug builds check that order.
struct JSONValueWriter {
  let output: JSONOutput

  init(capacity: Int = 256) {
    output = JSONOutput(capacity: capacity)
  }

  init(output: JSONOutput) {
    self.output = output
  }

  /// The bytes written so far.
  var bytes: [UInt8] { output.bytes }

  func null() {
    literal("null")
  }

  func bool(_ value: Bool) {
    literal(value ? "true" : "false")
  }

  private func literal(_ text: StaticString) {
    output.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  func string(_ value: String) {
    JSONTextWriter.appendString(value, to: output)
  }

  func integer<Value: FixedWidthInteger>(_ value: Value) {
    JSONTextWriter.appendInteger(value, to: output)
  }

  func double(_ value: Double) throws(StrictJSONError) {
    guard value.isFinite else {
      throw StrictJSONError(
        code: .unencodableValue,
        path: "",
        message: "\(value) can't be written as a JSON number"
      )
    }
    JSONTextWriter.appendNumber(value.description, to: output)
  }

  /// Writes an exact number in its canonical form.
  func number(_ value: JSONNumber) {
    JSONTextWriter.appendNumber(value.description, to: output)
  }

  /// Writes a value that writes itself.
  @inline(__always)
  func write<Value: JSONEncodable>(_ value: Value) throws(StrictJSONError) {
    var writer = self
    try value.write(json: &writer)
  }

  /// Writes a string-backed enumeration as its raw value.
  func write<Value: RawRepresentable>(_ value: Value) where Value.RawValue == String {
    string(value.rawValue)
  }

  /// Writes an integer-backed enumeration as its raw value.
  func write<Value: RawRepresentable>(_ value: Value) where Value.RawValue == Int {
    integer(value.rawValue)
  }

  /// Writes any `Encodable` value: through its own JSON writing if it has one, else through
  /// `Codable` with ``StrictJSONEncoder``.
  func writeAny<Value: Encodable>(_ value: Value) throws(StrictJSONError) {
    if JSONBridge.hasFoundationForm(Value.self) {
      try writeFoundationForm(value)
      return
    }
    do {
      // A type that writes itself recognises the direct encoder and writes into the output;
      // any other type encodes into a tree, written when it is done. Calling `encode(to:)`
      // borrows the value, where casting it to the protocol would copy it.
      try value.encode(to: JSONDirectEncoder(output: output))
    } catch {
      output.pendingTree = nil
      throw StrictJSONError(encoding: error)
    }
    if let tree = output.pendingTree {
      output.pendingTree = nil
      tree.write(to: output)
    }
  }

  /// Writes a `Decimal`, `URL` or `Data` in Foundation's form, as the strict encoder's
  /// containers do; its own `encode(to:)` would write another.
  @inline(never)
  private func writeFoundationForm<Value: Encodable>(_ value: Value) throws(StrictJSONError) {
    let storage = JSONEncodingStorage(userInfo: [:])
    do {
      try storage.encode(value, into: JSONEncodingStorage.root)
    } catch {
      throw StrictJSONError(encoding: error)
    }
    storage.write(to: output)
  }

  /// Writes an object; `body` writes its members in the order of their names.
  func object(
    _ body: (inout JSONObjectWriter) throws(StrictJSONError) -> Void
  ) throws(StrictJSONError) {
    var object = JSONObjectWriter(writer: self)
    output.append(UInt8(ascii: "{"))
    try body(&object)
    output.append(UInt8(ascii: "}"))
  }

  /// Writes an array with one element per item of a sequence.
  func array<Elements: Sequence>(
    _ elements: Elements,
    _ writeElement: (inout JSONValueWriter, Elements.Element) throws(StrictJSONError) -> Void
  ) throws(StrictJSONError) {
    output.append(UInt8(ascii: "["))
    var isFirst = true
    for element in elements {
      if !isFirst { output.append(UInt8(ascii: ",")) }
      isFirst = false
      var writer = self
      try writeElement(&writer, element)
    }
    output.append(UInt8(ascii: "]"))
  }

  /// Writes an array of strings.
  func strings(_ elements: [String]) {
    output.append(UInt8(ascii: "["))
    for (position, element) in elements.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      string(element)
    }
    output.append(UInt8(ascii: "]"))
  }

  /// Writes an array of values that write themselves.
  func array<Element: JSONEncodable>(_ elements: [Element]) throws(StrictJSONError) {
    output.append(UInt8(ascii: "["))
    for (position, element) in elements.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      var writer = self
      try element.write(json: &writer)
    }
    output.append(UInt8(ascii: "]"))
  }
}

/// The members of an object being written, in the order of their names.
struct JSONObjectWriter {
  var writer: JSONValueWriter
  private var isFirst = true
  #if DEBUG
    private var previousName: [UInt8]?
  #endif

  init(writer: JSONValueWriter) {
    self.writer = writer
  }

  /// Starts a member: writes its name; the caller writes its value next.
  mutating func key(_ name: StaticString) {
    key(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), isPlain: true)
  }

  /// Starts a member whose name is known only at run time.
  mutating func key(dynamic name: String) {
    name.withUTF8Bytes { key($0, isPlain: false) }
  }

  /// Writes a member's name; a name written in IntentKit's source (`isPlain`) is printable ASCII
  /// with nothing to escape, and goes out as it is.
  private mutating func key(_ utf8: UnsafeBufferPointer<UInt8>, isPlain: Bool) {
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
    if !isFirst { writer.output.append(UInt8(ascii: ",")) }
    isFirst = false
    if isPlain {
      assert(
        utf8.allSatisfy { (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C },
        "a member name in the source has characters to escape"
      )
      writer.output.append(UInt8(ascii: "\""))
      writer.output.append(utf8)
      writer.output.append(UInt8(ascii: "\""))
    } else {
      JSONTextWriter.appendString(utf8, to: writer.output)
    }
    writer.output.append(UInt8(ascii: ":"))
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
