/// A value that holds what the user answered: free text, or a typed answer from an app's UI.
///
/// Text is read according to the question: a value of the parameter's type ("$50", "tomorrow"),
/// an option by number or name ("the second one", "Jane Doe"), or yes/no in English, Japanese or
/// Korean. "Cancel" (キャンセル, 취소) ends the conversation from any question.
///
/// ```swift
/// try await engine.reply("50 dollars", to: &conversation)
/// try await engine.reply(.choice(index: 1), to: &conversation)
/// try await engine.reply(.value(CurrencyAmount.usd(50_00)), to: &conversation)
/// ```
public enum Reply: Sendable, Equatable, ExpressibleByStringLiteral {
  /// Words the user said or typed.
  case text(String)
  /// A value for the parameter being asked about.
  case value(AnyParameterValue)
  /// The option at this zero-based index of the offered list.
  case choice(index: Int)
  /// Yes.
  case yes
  /// No.
  case no
  /// Stop: end the conversation with nothing handled.
  case cancel

  /// Returns a reply that gives a typed value.
  public static func value(_ value: some ParameterValue) -> Reply {
    .value(AnyParameterValue(value))
  }

  public init(stringLiteral text: String) {
    self = .text(text)
  }
}
