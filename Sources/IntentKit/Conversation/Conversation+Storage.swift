// A conversation's values behind one reference, copied when a shared conversation changes, and
// the checkpoint a reply restores when it throws.

extension Conversation {
  /// The values of a conversation, held by reference.
  ///
  /// Its values are all `Sendable`, and it is changed only through
  /// ``Conversation/uniqueStorage``, when no other conversation holds it, so no two tasks ever
  /// see it change.
  final class Storage: @unchecked Sendable {  // reason: copy-on-write, mutated only when unique
    var intent: HandledIntent
    let language: Language
    var state: State
    var transcript: [ConversationTurn]
    var stepIndex: Int
    var failedAttempts: [String: Int]
    var confirmedValues: [String: AnyParameterValue]
    var confirmation: HandledIntent.Response?
    var rejectedValues: [String: UnsupportedReason]
    var isRestored: Bool

    init(intent: HandledIntent, language: Language) {
      self.intent = intent
      self.language = language
      self.state = .awaitingReply(.value(parameter: ""))
      self.transcript = []
      self.stepIndex = 0
      self.failedAttempts = [:]
      self.confirmedValues = [:]
      self.confirmation = nil
      self.rejectedValues = [:]
      self.isRestored = false
    }

    init(copying other: Storage) {
      intent = other.intent
      language = other.language
      state = other.state
      transcript = other.transcript
      stepIndex = other.stepIndex
      failedAttempts = other.failedAttempts
      confirmedValues = other.confirmedValues
      confirmation = other.confirmation
      rejectedValues = other.rejectedValues
      isRestored = other.isRestored
    }
  }

  /// The values a reply may change, saved before it runs so that a reply that throws can leave
  /// the conversation as it was, without copying the transcript.
  struct Checkpoint {
    private let intent: HandledIntent
    private let state: State
    private let transcriptCount: Int
    private let stepIndex: Int
    private let failedAttempts: [String: Int]
    private let confirmedValues: [String: AnyParameterValue]
    private let confirmation: HandledIntent.Response?
    private let rejectedValues: [String: UnsupportedReason]
    private let isRestored: Bool

    /// Saves a conversation's values; a reply only appends to the transcript, so its length is
    /// enough.
    init(_ conversation: Conversation) {
      intent = conversation.intent
      state = conversation.state
      transcriptCount = conversation.transcript.count
      stepIndex = conversation.stepIndex
      failedAttempts = conversation.failedAttempts
      confirmedValues = conversation.confirmedValues
      confirmation = conversation.confirmation
      rejectedValues = conversation.rejectedValues
      isRestored = conversation.isRestored
    }

    /// Puts a conversation back as it was when the checkpoint was saved.
    func restore(_ conversation: inout Conversation) {
      conversation.intent = intent
      conversation.state = state
      if conversation.transcript.count > transcriptCount {
        conversation.transcript.removeSubrange(transcriptCount...)
      }
      conversation.stepIndex = stepIndex
      conversation.failedAttempts = failedAttempts
      conversation.confirmedValues = confirmedValues
      conversation.confirmation = confirmation
      conversation.rejectedValues = rejectedValues
      conversation.isRestored = isRestored
    }
  }
}
