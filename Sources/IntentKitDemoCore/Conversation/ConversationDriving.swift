package import IntentKit

/// A conversation in progress about any intent: the console and the demo talk to it without
/// knowing the intent's type.
package protocol ConversationDriving: Sendable {
  /// Every turn so far, in order.
  var transcript: [ConversationTurn] { get }

  /// A Boolean value that indicates whether the conversation has ended.
  var isFinished: Bool { get }

  /// Answers the assistant's last question and runs the conversation until the assistant needs
  /// the user again or the conversation ends.
  ///
  /// - Throws: What ``ConversationEngine/reply(_:to:)`` throws; the conversation is then
  ///   unchanged.
  mutating func reply(_ text: String) async throws

  /// Ends the conversation as the user's "cancel" does, with nothing handled.
  ///
  /// - Throws: What ``ConversationEngine/reply(_:to:)`` throws; the conversation is then
  ///   unchanged.
  mutating func cancel() async throws
}

/// A conversation about one intent type, with the engine that plays the assistant.
package struct DrivenConversation<Talked: Intent>: ConversationDriving {
  /// The engine that plays the assistant.
  let engine: ConversationEngine

  /// The conversation so far.
  package private(set) var conversation: Conversation<Talked>

  /// Starts a conversation about an intent.
  static func start(
    _ intent: Talked,
    _ engine: ConversationEngine,
    _ utterance: String,
    _ language: Language?,
    _ rejections: [String: UnsupportedReason] = [:]
  ) async throws -> DrivenConversation {
    let conversation = try await engine.start(
      intent,
      saying: utterance,
      language: language,
      rejecting: rejections
    )
    return DrivenConversation(engine: engine, conversation: conversation)
  }

  package var transcript: [ConversationTurn] {
    conversation.transcript
  }

  package var isFinished: Bool {
    conversation.isFinished
  }

  package mutating func reply(_ text: String) async throws {
    try await engine.reply(.text(text), to: &conversation)
  }

  package mutating func cancel() async throws {
    try await engine.reply(.cancel, to: &conversation)
  }
}
