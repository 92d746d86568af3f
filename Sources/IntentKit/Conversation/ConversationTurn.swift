/// A value that records one turn of a conversation: who spoke, what they said, and what it meant.
///
/// Transcripts are for people (the text) and for tests (the event), and they are `Codable` so
/// they persist with the conversation.
public struct ConversationTurn: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Who spoke.
  public let speaker: Speaker

  /// What was said.
  public let text: String

  /// What the turn did.
  public let event: Event

  /// Creates a turn.
  public init(speaker: Speaker, text: String, event: Event) {
    self.speaker = speaker
    self.text = text
    self.event = event
  }

  /// A value that says who speaks a turn.
  public enum Speaker: String, Hashable, Sendable, Codable {
    /// The person talking to the assistant.
    case user
    /// The assistant.
    case assistant
  }

  /// A value that says what a turn did.
  public enum Event: Hashable, Sendable, Codable {
    /// The user's request that started the conversation.
    case request
    /// The user's reply to the assistant's last question.
    case reply
    /// The assistant asked for a parameter's value.
    case askedForValue(parameter: String)
    /// The assistant said why a value can't be used and asked for another.
    case rejectedValue(parameter: String, reason: String?)
    /// The assistant offered numbered options for a parameter.
    case offeredChoices(parameter: String, options: [String])
    /// The assistant asked the user to confirm a suggested value.
    case askedToConfirmValue(parameter: String, value: String)
    /// The assistant didn't understand the reply and asked again.
    case didNotUnderstand(parameter: String?)
    /// The assistant asked whether to go ahead.
    case askedFinalConfirmation
    /// The assistant reported a response.
    case responded(code: String, status: IntentHandlingStatus)
    /// The assistant acknowledged the user's cancellation.
    case cancelled
    /// The assistant acknowledged the user's no to the final question.
    case declined
    /// The assistant gave up on a parameter, or on the final question when `nil`.
    case gaveUp(parameter: String?)
    /// A handler failed in the named phase.
    case failed(phase: String)
  }

  /// The turn as a transcript line: `User: …` or `Assistant: …`, with the continuation lines of
  /// a multi-line turn, such as a numbered list of choices, indented by two spaces.
  public var description: String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (speaker == .user ? "User: " : "Assistant: ") + lines.joined(separator: "\n  ")
  }
}
