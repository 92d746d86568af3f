/// A language the assistant speaks, identified by its BCP 47 code.
///
/// Languages are an open set: English, Japanese and Korean ship with prompts, and an app can add
/// others by adding templates to a ``PromptCatalog``.
public struct Language: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The language's BCP 47 code, such as `"ja"`.
  public let rawValue: String

  /// Creates a language from its BCP 47 code.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// English.
  public static let english = Language(rawValue: "en")
  /// Japanese.
  public static let japanese = Language(rawValue: "ja")
  /// Korean.
  public static let korean = Language(rawValue: "ko")

  public var description: String {
    rawValue
  }
}
