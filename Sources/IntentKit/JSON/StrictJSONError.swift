/// An error thrown when IntentKit's strict JSON reader or writer refuses a document or a value.
///
/// The error names where the problem is, as a path such as `intent.currencyAmount.minorUnits`
/// (empty for the document itself), and the rule broken. Its messages quote at most 64
/// characters of the input, with control characters escaped, so they are safe to log and to
/// return to a client:
///
/// ```swift
/// do {
///   _ = try StrictJSONDecoder().decode(CurrencyAmount.self, from: data)
/// } catch let error as StrictJSONError where error.code == .inexactNumber {
///   print(error)  // "minorUnits: 4999.9999999999999999 is not an integer"
/// }
/// ```
public struct StrictJSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem this is.
  public let code: Code

  /// Where the problem is: member names joined by dots and array indices in brackets, such as
  /// `intent.payee.handles[0]`; empty for the document as a whole.
  public let path: String

  /// The byte offset in the document where the reader stopped, for text that isn't JSON.
  public let offset: Int?

  /// A sentence that names the rule broken, quoting at most 64 characters of the input.
  public let message: String

  /// Creates an error.
  public init(code: Code, path: String, offset: Int? = nil, message: String) {
    self.code = code
    self.path = path
    self.offset = offset
    self.message = message
  }

  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }
}

extension StrictJSONError {
  /// A value that classifies a strict JSON error; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case invalidJSON, duplicateKey, tooDeep, tooLarge, typeMismatch, missingValue
      case inexactNumber, invalidValue, unencodableValue
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// The text isn't JSON as RFC 8259 defines it (or uses a form IntentKit refuses: a byte
    /// order mark, a lone surrogate, bytes that aren't UTF-8).
    public static var invalidJSON: Self { Self(.invalidJSON) }

    /// An object has two members with the same name.
    public static var duplicateKey: Self { Self(.duplicateKey) }

    /// Arrays and objects nest deeper than the reader allows.
    public static var tooDeep: Self { Self(.tooDeep) }

    /// The document is larger than the reader allows.
    public static var tooLarge: Self { Self(.tooLarge) }

    /// A value has another JSON type than the one expected, such as a string for a number.
    public static var typeMismatch: Self { Self(.typeMismatch) }

    /// A required member is missing, or is `null`.
    public static var missingValue: Self { Self(.missingValue) }

    /// A number can't be held exactly by the type that reads it: a fraction or an exponent where
    /// an integer is expected, or a value outside the type's range.
    public static var inexactNumber: Self { Self(.inexactNumber) }

    /// A value has the right JSON type but the type reading it refuses it, such as an unknown
    /// currency code or an overlong name.
    public static var invalidValue: Self { Self(.invalidValue) }

    /// A value can't be written as JSON, such as a floating-point infinity.
    public static var unencodableValue: Self { Self(.unencodableValue) }

    public var description: String {
      base.rawValue
    }
  }
}
