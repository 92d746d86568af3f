package import IntentKit

/// Renders conversation turns as text for people: `User: …` and `Assistant: …` lines, with the
/// continuation lines of a multi-line turn indented by two spaces.
///
/// ```
/// User: Send $50 to Jane
/// Assistant: Which Jane?
///   1. Jane Appleseed
///   2. Jane Doe
/// ```
package enum TranscriptText {
  /// Returns the turns, one per line, without a trailing newline.
  package static func render(_ turns: some Sequence<ConversationTurn>) -> String {
    turns.map(render).joined(separator: "\n")
  }

  /// Returns one turn, its continuation lines indented.
  package static func render(_ turn: ConversationTurn) -> String {
    let speaker = turn.speaker == .user ? "User" : "Assistant"
    let lines = turn.text.split(separator: "\n", omittingEmptySubsequences: false)
    return "\(speaker): " + lines.joined(separator: "\n  ")
  }
}
