/// One value of a document read by the strict reader, for types that read themselves from JSON
/// (``JSONCodable``) without `Codable`'s containers.
///
/// Every read checks the value's JSON type and throws a ``StrictJSONError`` naming its path
/// otherwise; numbers convert exactly or not at all, as ``StrictJSONDecoder`` documents.
struct JSONValueReader {
  // reason: readers live only inside a decode call, which holds the context strongly; unowned(unsafe)
  // spares a retain and a release for every value read.
  unowned(unsafe) let context: JSONDecodingContext
  let index: Int

  @inline(__always)
  var kind: JSONDocument.Kind { context.view.entries[index].kind }

  var isNull: Bool { kind == .null }

  /// The path to this value, as ``StrictJSONError/path`` spells it.
  var path: String { context.path(to: index) }

  func object() throws(StrictJSONError) -> JSONObjectReader {
    guard kind == .object else { throw mismatch("an object") }
    return JSONObjectReader(context: context, object: index)
  }

  func array() throws(StrictJSONError) -> JSONArrayReader {
    guard kind == .array else { throw mismatch("an array") }
    return JSONArrayReader(context: context, array: index)
  }

  func string() throws(StrictJSONError) -> String {
    guard kind == .string else { throw mismatch("a string") }
    return context.view.string(at: index)
  }

  func bool() throws(StrictJSONError) -> Bool {
    switch kind {
    case .true: return true
    case .false: return false
    default: throw mismatch("true or false")
    }
  }

  func integer<Value: FixedWidthInteger>(
    _ type: Value.Type = Value.self
  ) throws(StrictJSONError)
    -> Value
  {
    do {
      return try context.decodeInteger(type, at: index)
    } catch {
      throw StrictJSONError(decoding: error)
    }
  }

  func double() throws(StrictJSONError) -> Double {
    do {
      return try context.decodeDouble(at: index)
    } catch {
      throw StrictJSONError(decoding: error)
    }
  }

  /// Reads a number exactly, as its literal writes it.
  func exactNumber() throws(StrictJSONError) -> JSONNumber {
    guard kind == .number else { throw mismatch("a number") }
    let entry = context.view.entries[index]
    let start = Int(entry.start)
    let literal = UnsafeBufferPointer(
      rebasing: context.view.bytes[start..<start + Int(entry.length)]
    )
    guard let number = JSONNumber(literal: literal) else {
      throw invalid(
        "the number \(TextLimits.excerpt(context.view.text(of: index))) has an exponent beyond "
          + "±\(JSONNumber.maximumExponent)"
      )
    }
    return number
  }

  /// Reads a value that reads itself.
  @inline(__always)
  func decode<Value: JSONDecodable>(
    _ type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value {
    try Value(json: self)
  }

  /// Reads a string-backed enumeration by its raw value.
  func decode<Value: RawRepresentable>(
    _ type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value where Value.RawValue == String {
    let raw = try string()
    guard let value = Value(rawValue: raw) else {
      throw invalid("\(TextLimits.quoted(raw)) is not a \(Value.self)")
    }
    return value
  }

  /// Reads an integer-backed enumeration by its raw value.
  func decode<Value: RawRepresentable>(
    _ type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value where Value.RawValue == Int {
    let raw = try integer(Int.self)
    guard let value = Value(rawValue: raw) else {
      throw invalid("\(raw) is not a \(Value.self)")
    }
    return value
  }

  /// Reads any `Decodable` value: through its own JSON reading if it has one, else through
  /// `Codable` with ``StrictJSONDecoder``'s rules.
  func decodeAny<Value: Decodable>(
    _ type: Value.Type = Value.self
  ) throws(StrictJSONError)
    -> Value
  {
    do {
      return try context.decode(type, at: index)
    } catch {
      throw StrictJSONError(decoding: error)
    }
  }

  // MARK: - Errors

  /// An error at this value.
  func error(_ code: StrictJSONError.Code, _ message: String) -> StrictJSONError {
    StrictJSONError(code: code, path: path, message: message)
  }

  /// The error for a value that has the right JSON type but isn't acceptable.
  func invalid(_ message: String) -> StrictJSONError {
    error(.invalidValue, message)
  }

  func mismatch(_ expected: String) -> StrictJSONError {
    kind == .null
      ? error(.missingValue, "is null; expected \(expected)")
      : error(.typeMismatch, "expected \(expected), found \(context.describe(index))")
  }
}

/// An object's members, read by name.
struct JSONObjectReader {
  // reason: held strongly by the decode call this reader lives in; see JSONValueReader.
  unowned(unsafe) let context: JSONDecodingContext
  let object: Int

  var reader: JSONValueReader { JSONValueReader(context: context, index: object) }

  /// Returns the value of a member, or `nil` if the object has no such member.
  @inline(__always)
  func member(_ name: StaticString) -> JSONValueReader? {
    let utf8 = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    return context.view.member(named: utf8, in: object).map {
      JSONValueReader(context: context, index: $0)
    }
  }

  /// Returns the value of a member the object must have.
  func value(_ name: StaticString) throws(StrictJSONError) -> JSONValueReader {
    guard let value = member(name) else {
      let path = JSONPath.string(context.pathComponents(to: object) + [.key(name.description)])
      throw StrictJSONError(code: .missingValue, path: path, message: "is required but missing")
    }
    return value
  }

  /// Returns the value of a member, or `nil` if it is missing or `null`.
  @inline(__always)
  func presentValue(_ name: StaticString) -> JSONValueReader? {
    guard let value = member(name), !value.isNull else { return nil }
    return value
  }

  func contains(_ name: StaticString) -> Bool {
    member(name) != nil
  }

  // MARK: Typed members

  func string(_ name: StaticString) throws(StrictJSONError) -> String {
    try value(name).string()
  }

  func stringIfPresent(_ name: StaticString) throws(StrictJSONError) -> String? {
    try presentValue(name)?.string()
  }

  func bool(_ name: StaticString) throws(StrictJSONError) -> Bool {
    try value(name).bool()
  }

  func boolIfPresent(_ name: StaticString) throws(StrictJSONError) -> Bool? {
    try presentValue(name)?.bool()
  }

  func integer<Value: FixedWidthInteger>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value {
    try value(name).integer(type)
  }

  func integerIfPresent<Value: FixedWidthInteger>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value? {
    try presentValue(name)?.integer(type)
  }

  func double(_ name: StaticString) throws(StrictJSONError) -> Double {
    try value(name).double()
  }

  func doubleIfPresent(_ name: StaticString) throws(StrictJSONError) -> Double? {
    try presentValue(name)?.double()
  }

  /// Reads a name: at most 256 bytes, with no control or
  /// bidirectional-override characters.
  func name(_ name: StaticString) throws(StrictJSONError) -> String {
    try checkedName(value(name))
  }

  func nameIfPresent(_ name: StaticString) throws(StrictJSONError) -> String? {
    guard let value = presentValue(name) else { return nil }
    return try checkedName(value)
  }

  private func checkedName(_ value: JSONValueReader) throws(StrictJSONError) -> String {
    let text = try value.string()
    if let problem = TextLimits.problem(withName: text) { throw value.invalid(problem) }
    return text
  }

  /// Reads free text of at most `limit` UTF-8 bytes.
  func textIfPresent(
    _ name: StaticString,
    limit: Int = TextLimits.maximumNoteLength
  ) throws(StrictJSONError) -> String? {
    guard let value = presentValue(name) else { return nil }
    let text = try value.string()
    if let problem = TextLimits.problem(withText: text, limit: limit) {
      throw value.invalid(problem)
    }
    return text
  }

  @inline(__always)
  func decode<Value: JSONDecodable>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value {
    try Value(json: value(name))
  }

  @inline(__always)
  func decodeIfPresent<Value: JSONDecodable>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value? {
    guard let value = presentValue(name) else { return nil }
    return try Value(json: value)
  }

  func decode<Value: RawRepresentable>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value where Value.RawValue == String {
    try value(name).decode(type)
  }

  func decode<Value: RawRepresentable>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value where Value.RawValue == Int {
    try value(name).decode(type)
  }

  func decodeIfPresent<Value: RawRepresentable>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value? where Value.RawValue == String {
    try presentValue(name)?.decode(type)
  }

  func decodeIfPresent<Value: RawRepresentable>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value? where Value.RawValue == Int {
    try presentValue(name)?.decode(type)
  }

  /// Reads an array member whose elements read themselves.
  func array<Element: JSONDecodable>(
    _ name: StaticString,
    of type: Element.Type = Element.self
  ) throws(StrictJSONError) -> [Element] {
    try value(name).array().map(Element.self)
  }

  func arrayIfPresent<Element: JSONDecodable>(
    _ name: StaticString,
    of type: Element.Type = Element.self
  ) throws(StrictJSONError) -> [Element]? {
    try presentValue(name)?.array().map(Element.self)
  }

  /// Reads any `Decodable` member, as ``JSONValueReader/decodeAny(_:)`` does.
  func decodeAny<Value: Decodable>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value {
    try value(name).decodeAny(type)
  }

  func decodeAnyIfPresent<Value: Decodable>(
    _ name: StaticString,
    as type: Value.Type = Value.self
  ) throws(StrictJSONError) -> Value? {
    try presentValue(name)?.decodeAny(type)
  }

  /// The number of members.
  var count: Int { Int(context.view.entries[object].length) }

  /// The value of the first member in document order, or `nil` if the object has none.
  var firstValue: JSONValueReader? {
    // A member is its name's entry, then its value's.
    count > 0 ? JSONValueReader(context: context, index: object + 2) : nil
  }

  /// The members in document order, as names and values.
  var members: [(name: String, value: JSONValueReader)] {
    var members: [(name: String, value: JSONValueReader)] = []
    members.reserveCapacity(Int(context.view.entries[object].length))
    var key = object + 1
    let end = context.view.next(after: object)
    while key < end {
      members.append(
        (context.view.string(at: key), JSONValueReader(context: context, index: key + 1))
      )
      key = context.view.next(after: key + 1)
    }
    return members
  }
}

/// An array's elements, in order.
struct JSONArrayReader: Sequence {
  // reason: held strongly by the decode call this reader lives in; see JSONValueReader.
  unowned(unsafe) let context: JSONDecodingContext
  let array: Int

  var count: Int { Int(context.view.entries[array].length) }

  func makeIterator() -> Iterator {
    Iterator(context: context, position: array + 1, end: context.view.next(after: array))
  }

  struct Iterator: IteratorProtocol {
    // reason: held strongly by the decode call this iterator lives in; see JSONValueReader.
    unowned(unsafe) let context: JSONDecodingContext
    var position: Int
    let end: Int

    mutating func next() -> JSONValueReader? {
      guard position < end else { return nil }
      defer { position = context.view.next(after: position) }
      return JSONValueReader(context: context, index: position)
    }
  }

  /// Reads every element as a value that reads itself.
  func map<Element: JSONDecodable>(_ type: Element.Type) throws(StrictJSONError) -> [Element] {
    var elements: [Element] = []
    elements.reserveCapacity(count)
    for element in self {
      elements.append(try Element(json: element))
    }
    return elements
  }

  /// Reads every element as a string.
  func strings() throws(StrictJSONError) -> [String] {
    var elements: [String] = []
    elements.reserveCapacity(count)
    for element in self {
      elements.append(try element.string())
    }
    return elements
  }
}
