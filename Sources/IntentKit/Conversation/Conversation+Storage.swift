// A conversation's values behind one reference, copied when a shared conversation changes, and
// the checkpoint a reply restores when it throws.

extension Conversation {
  /// The values of a conversation, held by reference.
  ///
  /// Its values are all `Sendable`, and it is changed only through
  /// `_uniqueStorage`, when no other conversation holds it, so no two tasks ever
  /// see it change.
  ///
  /// Its variables are reached only through the conversation's own properties, whose
  /// exclusive access the compiler checks statically, so they skip the run-time checks a class's
  /// variables get (`@exclusivity(unchecked)`): those were about 60 calls into the runtime per
  /// dialogue.
  @usableFromInline
  final class _Storage: @unchecked Sendable {  // reason: copy-on-write, mutated only when unique
    @usableFromInline @exclusivity(unchecked) var intent: HandledIntent
    @usableFromInline let language: Language
    @usableFromInline @exclusivity(unchecked) var state: State
    @usableFromInline @exclusivity(unchecked) var transcript: [ConversationTurn]
    @usableFromInline @exclusivity(unchecked) var stepIndex: Int
    @usableFromInline @exclusivity(unchecked) var failedAttempts: [String: Int]
    @usableFromInline @exclusivity(unchecked) var confirmedValues: [String: AnyParameterValue]
    @usableFromInline @exclusivity(unchecked) var confirmation: HandledIntent.Response?
    @usableFromInline @exclusivity(unchecked) var rejectedValues: [String: UnsupportedReason]
    @usableFromInline @exclusivity(unchecked) var isRestored: Bool

    @inlinable
    init(intent: consuming HandledIntent, language: Language) {
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

    /// Calls `body` with a pointer to the intent where it lies, without copying it.
    ///
    /// Passed as an argument, the property was copied first, every value retained, since
    /// `body` could change the storage; so was a borrow of it passed to a function that isn't
    /// inlined. `body` must not change the storage.
    @inlinable
    func withIntent<Result>(_ body: (UnsafePointer<HandledIntent>) -> Result) -> Result {
      withUnsafeMutablePointer(to: &intent) { body($0) }
    }

    /// Calls `body` with a pointer to the state where it lies, without copying it; as
    /// ``withIntent(_:)``, `body` must not change the storage.
    @inlinable
    func withState<Result, Failure>(
      _ body: (UnsafePointer<State>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
      try withUnsafeMutablePointer(to: &state) { state throws(Failure) in try body(state) }
    }

    @usableFromInline
    init(copying other: _Storage) {
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
  @usableFromInline
  struct _Checkpoint {
    @usableFromInline let intent: HandledIntent
    @usableFromInline let state: State
    @usableFromInline let transcriptCount: Int
    @usableFromInline let stepIndex: Int
    @usableFromInline let failedAttempts: [String: Int]
    @usableFromInline let confirmedValues: [String: AnyParameterValue]
    @usableFromInline let confirmation: HandledIntent.Response?
    @usableFromInline let rejectedValues: [String: UnsupportedReason]
    @usableFromInline let isRestored: Bool

    /// Saves a conversation's values; a reply only appends to the transcript, so its length is
    /// enough.
    @inlinable
    init(_ conversation: Conversation) {
      intent = conversation.intent
      state = conversation.state
      transcriptCount = conversation.transcript.count
      stepIndex = conversation._stepIndex
      failedAttempts = conversation._failedAttempts
      confirmedValues = conversation._confirmedValues
      confirmation = conversation._confirmation
      rejectedValues = conversation._rejectedValues
      isRestored = conversation._isRestored
    }

    /// Puts a conversation back as it was when the checkpoint was saved.
    @inlinable
    func restore(_ conversation: inout Conversation) {
      conversation.intent = intent
      conversation.state = state
      if conversation.transcript.count > transcriptCount {
        conversation.transcript.removeSubrange(transcriptCount...)
      }
      conversation._stepIndex = stepIndex
      conversation._failedAttempts = failedAttempts
      conversation._confirmedValues = confirmedValues
      conversation._confirmation = confirmation
      conversation._rejectedValues = rejectedValues
      conversation._isRestored = isRestored
    }
  }
}
