public import IntentKit
import XCTest

/// Returns a conversation's transcript as text, one turn per line (`User: …`, `Assistant: …`),
/// with the lines of a multi-line turn indented by two spaces.
public func transcriptText<HandledIntent: Intent>(
  _ conversation: Conversation<HandledIntent>
) -> String {
  conversation.transcript.map(\.description).joined(separator: "\n")
}

/// Asserts that a conversation's transcript reads exactly as expected, and on failure shows a
/// line-by-line diff.
///
/// ```swift
/// assertTranscript(conversation, """
///   User: Send money to Jane
///   Assistant: How much do you want to send to Jane Appleseed?
///   User: 50
///   Assistant: Send $50.00 to Jane Appleseed?
///   """)
/// ```
public func assertTranscript<HandledIntent: Intent>(
  _ conversation: Conversation<HandledIntent>,
  _ expected: String,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  let actual = transcriptText(conversation)
  guard actual != expected else { return }
  XCTFail(
    "Transcript differs (- expected, + actual):\n" + lineDiff(expected, actual),
    file: file,
    line: line
  )
}

/// Plays a whole conversation, the user's replies in order, and returns it.
///
/// - Parameters:
///   - intent: The request the user starts with.
///   - utterance: What the user said, for the transcript.
///   - replies: The user's answers, in order; replying stops early if the conversation ends.
///   - engine: The engine that plays the assistant.
///   - language: The language to speak, if not the engine's.
/// - Returns: The conversation after the last reply.
/// - Throws: What ``ConversationEngine/start(_:saying:language:)`` and
///   ``ConversationEngine/reply(_:to:)`` throw.
public func playConversation<HandledIntent: Intent>(
  _ intent: HandledIntent,
  saying utterance: String? = nil,
  replies: [Reply],
  with engine: ConversationEngine,
  language: Language? = nil
) async throws -> Conversation<HandledIntent> {
  var conversation = try await engine.start(intent, saying: utterance, language: language)
  for reply in replies where !conversation.isFinished {
    try await engine.reply(reply, to: &conversation)
  }
  return conversation
}

/// Asserts that an async expression throws, then hands the error to `verify`.
///
/// `XCTAssertThrowsError` can't evaluate `async` expressions; this can:
///
/// ```swift
/// await assertThrowsError({ try await dispatcher.dispatch(intent) }) { error in
///   XCTAssertEqual((error as? IntentDispatchError)?.code, .handlerNotFound)
/// }
/// ```
public func assertThrowsError<Value>(
  _ expression: () async throws -> Value,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line,
  _ verify: (any Error) -> Void = { _ in }
) async {
  do {
    _ = try await expression()
    XCTFail(message().isEmpty ? "Expected an error" : message(), file: file, line: line)
  } catch {
    verify(error)
  }
}

/// A line diff of two texts, from their longest common subsequence of lines.
func lineDiff(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var lines: [String] = []
  var (i, j) = (0, 0)
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  \(old[i])")
      i += 1
      j += 1
    } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
      lines.append("+ \(new[j])")
      j += 1
    } else {
      lines.append("- \(old[i])")
      i += 1
    }
  }
  return lines.joined(separator: "\n")
}
