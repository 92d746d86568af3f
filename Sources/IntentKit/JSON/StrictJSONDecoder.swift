#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A decoder that reads `Decodable` values from JSON exactly as RFC 8259 defines it, with
/// integers that are never rounded: IntentKit's reader for requests, conversation state and
/// stored shortcuts.
///
/// Foundation's `JSONDecoder` is lenient by design: it accepts trailing commas, ignores errors in
/// members nobody reads, keeps the first of two members with the same name, and rounds
/// `4999.9999999999999999` to the integer 5000. This decoder refuses all of that:
///
/// - Anything the grammar refuses is an error wherever it stands, in a member that is read or
///   not.
/// - Two members of one object with the same name are an error, at any depth.
/// - An integer (`Int`, `Int64`, …) is read only from an integer literal in its type's range:
///   `5000` but never `5000.0`, `5e3` or `4999.9999999999999999`. `-0` reads as 0.
/// - A `Double` is the nearest to the literal; a literal beyond `Double`'s range, such as
///   `1e400`, is an error, and one too small for it, such as `1e-400`, reads as 0.
/// - A byte order mark, text that isn't UTF-8 and `\u` escapes of lone surrogates are refused.
/// - Arrays and objects nest at most ``maximumDepth`` levels; the document has at most
///   ``maximumSize`` bytes.
///
/// Members a type doesn't read are allowed, once the grammar accepts them. `Decimal`, `URL` and
/// `Data` read as Foundation's `JSONDecoder` reads them by default: a number, a string and a
/// Base64 string.
///
/// ```swift
/// let conversation = try StrictJSONDecoder().decode(
///   Conversation<SendPaymentIntent>.self,
///   from: stored
/// )
/// ```
public struct StrictJSONDecoder: Sendable {
  /// The deepest nesting of arrays and objects a document may have; 64 by default.
  public var maximumDepth: Int

  /// The largest document, in bytes; 16 MiB by default.
  public var maximumSize: Int

  /// Values that types can read from the decoder's `userInfo` while decoding.
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// Creates a decoder.
  public init(
    maximumDepth: Int = 64,
    maximumSize: Int = 16 << 20,
    userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) {
    precondition(maximumDepth > 0, "A document must be allowed at least one level.")
    self.maximumDepth = maximumDepth
    self.maximumSize = maximumSize
    self.userInfo = userInfo
  }

  var limits: JSONReader.Limits {
    JSONReader.Limits(maximumDepth: maximumDepth, maximumSize: maximumSize)
  }

  /// Decodes a value from JSON.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: UTF-8 JSON text.
  /// - Returns: The value.
  /// - Throws: ``StrictJSONError`` naming the path and the rule broken, whether the text isn't
  ///   JSON or the type refuses a value.
  public func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    let document = try JSONDocument(parsing: data, limits: limits)
    return try decode(type, from: document, at: 0)
  }

  /// Decodes a value from JSON given as bytes.
  ///
  /// - Throws: ``StrictJSONError``, as ``decode(_:from:)-(_,Data)``.
  public func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
    let document = try JSONDocument(parsing: bytes, limits: limits)
    return try decode(type, from: document, at: 0)
  }

  /// Decodes the value at an entry of a document already read.
  func decode<Value: Decodable>(
    _ type: Value.Type,
    from document: JSONDocument,
    at index: Int
  ) throws(StrictJSONError) -> Value {
    let context = JSONDecodingContext(document: document, userInfo: userInfo.mapValues { $0 })
    do {
      return try context.decode(type, at: index)
    } catch {
      throw StrictJSONError(decoding: error)
    }
  }
}

extension StrictJSONError {
  /// The strict error for any error thrown while decoding: the decoder's own, or a type's
  /// `DecodingError` with its coding path and a sanitised description.
  init(decoding error: any Error) {
    switch error {
    case let strict as StrictJSONError:
      self = strict
    case let decoding as DecodingError:
      if let strict = decoding.context?.underlyingError as? StrictJSONError {
        self = strict
        return
      }
      let context = decoding.context
      let path = JSONPath.string(context?.codingPath ?? [])
      switch decoding {
      case .keyNotFound(let key, let context):
        self.init(
          code: .missingValue,
          path: JSONPath.string(context.codingPath + [key]),
          message: "is required but missing"
        )
      case .valueNotFound:
        self.init(code: .missingValue, path: path, message: Self.sanitized(context))
      case .typeMismatch:
        self.init(code: .typeMismatch, path: path, message: Self.sanitized(context))
      default:
        self.init(code: .invalidValue, path: path, message: Self.sanitized(context))
      }
    default:
      self.init(code: .invalidValue, path: "", message: Self.sanitized(String(describing: error)))
    }
  }

  private static func sanitized(_ context: DecodingError.Context?) -> String {
    sanitized(context?.debugDescription ?? "the value is invalid")
  }

  /// A type's own description of a problem, made safe to show: control characters escaped,
  /// at most 200 characters, no final full stop.
  static func sanitized(_ description: String) -> String {
    var text = Substring(description)
    while text.last == "." { text.removeLast() }
    return TextLimits.excerpt(text, limit: 200)
  }
}

extension DecodingError {
  /// The context of any kind of decoding error.
  var context: Context? {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      context
    @unknown default:
      nil
    }
  }
}
