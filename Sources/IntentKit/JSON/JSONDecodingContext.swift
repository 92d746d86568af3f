#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The state one ``StrictJSONDecoder`` call shares between its decoders and containers: the
/// document, the user info, and the member tables of large objects.
///
/// Decoders and containers are small values that hold this context and the index of their
/// entry, so decoding a nested value allocates no decoder and builds no coding path: a coding
/// path is found from the document when something asks for it, which is mostly when an error
/// is thrown.
final class JSONDecodingContext {
  let document: JSONDocument
  /// The document's buffers, read without reference counting.
  let view: JSONDocument.View
  let userInfo: [CodingUserInfoKey: Any]

  /// Member tables of objects with more than ``linearLookupLimit`` members, by entry index.
  ///
  /// Keyed by the names' UTF-8, as small objects compare them: `String` equality would match
  /// canonically equivalent names, such as `café` written with U+00E9 or with U+0301.
  private var memberTables: [Int: [[UInt8]: Int]] = [:]

  /// Objects with more members than this get a hash table on their first lookup.
  private static let linearLookupLimit = 16

  /// The types read in Foundation's forms instead of through their `init(from:)`.
  private let foundationForms:
    (decimal: ObjectIdentifier, url: ObjectIdentifier, data: ObjectIdentifier)

  init(document: JSONDocument, userInfo: [CodingUserInfoKey: Any]) {
    self.document = document
    self.view = document.view
    self.userInfo = userInfo
    self.foundationForms = (
      ObjectIdentifier(Decimal.self), ObjectIdentifier(URL.self), ObjectIdentifier(Data.self)
    )
  }

  @inline(__always)
  func kind(at index: Int) -> JSONDocument.Kind {
    view.entries[index].kind
  }

  /// Returns the index of the value of an object's member with a name, or `nil`.
  func member(named name: String, in object: Int) -> Int? {
    guard view.entries[object].length > Self.linearLookupLimit else {
      return view.member(named: name, in: object)
    }
    if let table = memberTables[object] { return table[Array(name.utf8)] }
    var table: [[UInt8]: Int] = [:]
    var key = object + 1
    let end = view.next(after: object)
    while key < end {
      table[view.unescapedBytes(ofString: key)] = key + 1
      key = view.next(after: key + 1)
    }
    memberTables[object] = table
    return table[Array(name.utf8)]
  }

  /// The keys of an object's members that a key type has, in document order.
  func keys<Key: CodingKey>(of object: Int, as _: Key.Type) -> [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(Int(view.entries[object].length))
    var key = object + 1
    let end = view.next(after: object)
    while key < end {
      if let typed = Key(stringValue: view.string(at: key)) {
        keys.append(typed)
      }
      key = view.next(after: key + 1)
    }
    return keys
  }

  // MARK: - Paths

  /// Where each entry sits, built on the first path asked for.
  private lazy var pathIndex = JSONDocument.PathIndex(document)

  /// The steps from the top-level value down to the entry at `index`.
  func pathComponents(to index: Int) -> [JSONPath.Component] {
    pathIndex.components(to: index, in: document).map { component in
      switch component {
      case .member(let key): .key(view.string(at: key))
      case .element(let position): .index(position)
      }
    }
  }

  /// The path to the entry at `index`, as in ``StrictJSONError/path``: `intent.payee.handles[0]`.
  func path(to index: Int) -> String {
    JSONPath.string(pathComponents(to: index))
  }

  func codingPath(to index: Int) -> [any CodingKey] {
    pathComponents(to: index).map { component in
      switch component {
      case .key(let name): JSONCodingKey(stringValue: name)
      case .index(let position): JSONCodingKey(intValue: position)
      }
    }
  }

  // MARK: - Scalars

  func decodeNil(at index: Int) -> Bool {
    kind(at: index) == .null
  }

  func decodeBool(at index: Int) throws -> Bool {
    switch kind(at: index) {
    case .true: return true
    case .false: return false
    default: throw mismatch(Bool.self, expected: "true or false", at: index)
    }
  }

  func decodeString(at index: Int) throws -> String {
    guard kind(at: index) == .string else {
      throw mismatch(String.self, expected: "a string", at: index)
    }
    return view.string(at: index)
  }

  func decodeInteger<Value: FixedWidthInteger>(
    _ type: Value.Type,
    at index: Int
  ) throws -> Value {
    let entry = view.entries[index]
    guard entry.kind == .number else {
      throw mismatch(type, expected: "an integer", at: index)
    }
    guard entry.flags & JSONDocument.Entry.isInteger != 0 else {
      throw inexact(type, "is not an integer", at: index)
    }
    let start = Int(entry.start)
    let value = JSONNumberText.integer(
      UnsafeBufferPointer(rebasing: view.bytes[start..<start + Int(entry.length)]),
      as: type
    )
    guard let value else {
      throw inexact(
        type,
        "is outside the range of \(type) (\(Value.min)...\(Value.max))",
        at: index
      )
    }
    return value
  }

  func decodeDouble(at index: Int) throws -> Double {
    let entry = view.entries[index]
    guard entry.kind == .number else {
      throw mismatch(Double.self, expected: "a number", at: index)
    }
    let start = Int(entry.start)
    let value = JSONNumberText.double(
      UnsafeBufferPointer(rebasing: view.bytes[start..<start + Int(entry.length)])
    )
    guard let value else {
      throw inexact(Double.self, "is outside the range of Double", at: index)
    }
    return value
  }

  func decodeFloat(at index: Int) throws -> Float {
    guard kind(at: index) == .number else {
      throw mismatch(Float.self, expected: "a number", at: index)
    }
    guard let value = Float(String(view.text(of: index))), value.isFinite else {
      throw inexact(Float.self, "is outside the range of Float", at: index)
    }
    return value
  }

  // MARK: - Values

  /// Decodes any value, with Foundation's `JSONDecoder` forms for `Decimal`, `URL` and `Data`.
  func decode<Value: Decodable>(_ type: Value.Type, at index: Int) throws -> Value {
    let id = ObjectIdentifier(type)
    if id == foundationForms.decimal || id == foundationForms.url || id == foundationForms.data {
      return try decodeFoundationForm(type, at: index)
    }
    return try Value(from: JSONValueDecoder(context: self, index: index))
  }

  /// Decodes a `Decimal`, `URL` or `Data` in the form Foundation's `JSONDecoder` reads.
  @inline(never)
  private func decodeFoundationForm<Value: Decodable>(
    _ type: Value.Type,
    at index: Int
  ) throws -> Value {
    let value: Any =
      switch ObjectIdentifier(type) {
      case foundationForms.decimal: try decodeDecimal(at: index)
      case foundationForms.url: try decodeURL(at: index)
      default: try decodeData(at: index)
      }
    guard let value = value as? Value else {
      return try Value(from: JSONValueDecoder(context: self, index: index))
    }
    return value
  }

  /// Reads a `Decimal` from a number literal, refusing one it can't hold exactly.
  private func decodeDecimal(at index: Int) throws -> Decimal {
    guard kind(at: index) == .number else {
      throw mismatch(Decimal.self, expected: "a number", at: index)
    }
    guard let decimal = Decimal.exactly(literal: view.text(of: index)) else {
      throw inexact(Decimal.self, "can't be held exactly by Decimal", at: index)
    }
    return decimal
  }

  private func decodeURL(at index: Int) throws -> URL {
    let text = try decodeString(at: index)
    guard let url = URL(string: text) else {
      throw invalid(URL.self, "\(TextLimits.quoted(text)) is not a URL", at: index)
    }
    return url
  }

  private func decodeData(at index: Int) throws -> Data {
    let text = try decodeString(at: index)
    guard let data = Data(base64Encoded: text) else {
      throw invalid(Data.self, "the string is not Base64", at: index)
    }
    return data
  }

  // MARK: - Errors

  /// What a value is, for messages: `a string`, `the number 12.5`.
  func describe(_ index: Int) -> String {
    switch kind(at: index) {
    case .null: "null"
    case .true: "true"
    case .false: "false"
    case .number: "the number \(TextLimits.excerpt(view.text(of: index)))"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  func mismatch(_ type: Any.Type, expected: String, at index: Int) -> DecodingError {
    if kind(at: index) == .null {
      return DecodingError.valueNotFound(
        type,
        error(.missingValue, "is null; expected \(expected)", at: index)
      )
    }
    return DecodingError.typeMismatch(
      type,
      error(.typeMismatch, "expected \(expected), found \(describe(index))", at: index)
    )
  }

  private func inexact(_ type: Any.Type, _ rule: String, at index: Int) -> DecodingError {
    let literal = TextLimits.excerpt(view.text(of: index))
    return DecodingError.dataCorrupted(error(.inexactNumber, "\(literal) \(rule)", at: index))
  }

  private func invalid(_ type: Any.Type, _ rule: String, at index: Int) -> DecodingError {
    DecodingError.dataCorrupted(error(.invalidValue, rule, at: index))
  }

  /// A `DecodingError` context that carries the ``StrictJSONError`` the decoder reports.
  func error(
    _ code: StrictJSONError.Code,
    _ message: String,
    at index: Int
  ) -> DecodingError.Context {
    let strict = StrictJSONError(code: code, path: path(to: index), message: message)
    return DecodingError.Context(
      codingPath: codingPath(to: index),
      debugDescription: message,
      underlyingError: strict
    )
  }

  /// The error for a member an object lacks.
  func missingMember(_ key: any CodingKey, in object: Int) -> DecodingError {
    var path = codingPath(to: object)
    path.append(key)
    let strict = StrictJSONError(
      code: .missingValue,
      path: JSONPath.string(path),
      message: "is required but missing"
    )
    return DecodingError.keyNotFound(
      key,
      .init(codingPath: path, debugDescription: strict.message, underlyingError: strict)
    )
  }
}

/// A coding key for any member name or array index.
struct JSONCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}
