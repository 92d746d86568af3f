#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// An encoder that writes `Encodable` values as JSON in one canonical form: IntentKit's writer
/// for outcomes, conversation state and stored shortcuts.
///
/// Equal values are written as equal bytes: no whitespace; each object's members sorted by the
/// UTF-8 of their names; integers in decimal; other numbers in their shortest form that reads
/// back as the same value (`12.5`, `1e-07`); strings with `"`, `\`, the control characters, the
/// line separators and the bidirectional controls escaped, so no output can move a terminal's
/// cursor or reorder the text around it, and every other character as UTF-8. A floating-point
/// infinity or NaN can't be written and throws.
/// `Decimal`, `URL` and `Data` are written as Foundation's `JSONEncoder` writes them by default.
///
/// ```swift
/// let stored = try StrictJSONEncoder().encode(conversation)
/// ```
public struct StrictJSONEncoder: Sendable {
  /// Values that types can read from the encoder's `userInfo` while encoding.
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// Creates an encoder.
  public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.userInfo = userInfo
  }

  /// Encodes a value as JSON.
  ///
  /// - Parameter value: The value.
  /// - Returns: UTF-8 JSON text.
  /// - Throws: ``StrictJSONError`` with code ``StrictJSONError/Code/unencodableValue`` for a
  ///   value JSON can't hold, and any error the value's `encode(to:)` throws, as a
  ///   ``StrictJSONError``.
  public func encode<Value: Encodable>(_ value: Value) throws -> Data {
    try encodedOutput(value).data
  }

  /// Encodes a value as JSON bytes.
  func encodedBytes<Value: Encodable>(_ value: Value) throws(StrictJSONError) -> [UInt8] {
    try encodedOutput(value).bytes
  }

  /// Encodes a value into a new output buffer: directly if its type writes itself, else through
  /// `Codable`'s containers and a tree.
  func encodedOutput<Value: Encodable>(_ value: Value) throws(StrictJSONError) -> JSONOutput {
    let output = JSONOutput(capacity: 1024)
    if Value.self is any JSONEncodable.Type {
      try JSONValueWriter(output: output).writeAny(value)
    } else {
      try tree(of: value).write(to: output)
    }
    return output
  }

  /// Encodes a value into a tree that can be changed before it is written.
  func tree<Value: Encodable>(of value: Value) throws(StrictJSONError) -> JSONEncodingStorage {
    let storage = JSONEncodingStorage(userInfo: userInfo.mapValues { $0 })
    do {
      try storage.encode(value, into: JSONEncodingStorage.root)
    } catch {
      throw StrictJSONError(encoding: error)
    }
    return storage
  }
}

extension StrictJSONError {
  /// The strict error for any error thrown while encoding.
  init(encoding error: any Error) {
    switch error {
    case let strict as StrictJSONError:
      self = strict
    case EncodingError.invalidValue(_, let context):
      if let strict = context.underlyingError as? StrictJSONError {
        self = strict
      } else {
        self.init(
          code: .unencodableValue,
          path: JSONPath.string(context.codingPath),
          message: Self.sanitized(context.debugDescription)
        )
      }
    default:
      self.init(
        code: .unencodableValue,
        path: "",
        message: Self.sanitized(String(describing: error))
      )
    }
  }
}
