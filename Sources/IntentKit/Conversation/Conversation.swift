/// A value that holds one conversation with the user about one intent: the intent as resolved so
/// far, what the assistant is waiting for, and a transcript of every turn.
///
/// A conversation is plain data: it is `Codable`, so a stateless server can store it between
/// turns, with ``StrictJSONEncoder``, and resume it in another process with
/// ``ConversationEngine/reply(_:to:)``.
///
/// ```swift
/// var conversation = try await engine.start(
///   SendPaymentIntent(payee: Person(displayName: "Jane Appleseed"))
/// )
/// print(conversation.assistantText ?? "")  // "How much do you want to send to Jane Appleseed?"
/// try await engine.reply("50", to: &conversation)
/// let saved = try StrictJSONEncoder().encode(conversation)
/// ```
///
/// A decoded conversation isn't trusted: before confirm or handle runs on it, every parameter is
/// resolved again from the first, and confirm runs again before handle, so state changed in
/// storage can only choose values the handlers accept. A handler's confirm should therefore
/// answer as before for an intent it already handled, as the ledger's `validate` does for a
/// transfer it already posted under the same key: a stored final yes may arrive twice.
public struct Conversation<HandledIntent: Intent>: Sendable {
  /// The version of the encoded form this library writes; decoding accepts this version and older.
  public static var formatVersion: Int { 1 }

  /// The conversation's values, shared by copies until one of them changes.
  ///
  /// A conversation holds its intent, its state (whose ending can hold a large response) and
  /// its transcript behind one reference, so that copying a conversation copies a pointer and a
  /// reply changes the values in place.
  @usableFromInline var _storage: _Storage

  /// The intent as resolved so far, with every value the user gave and every resolved value.
  @inlinable
  public internal(set) var intent: HandledIntent {
    get { _storage.intent }
    _modify { yield &_uniqueStorage.intent }
  }

  /// The language the assistant speaks in this conversation.
  @inlinable
  public var language: Language { _storage.language }

  /// What the assistant is waiting for, or how the conversation ended.
  @inlinable
  public internal(set) var state: State {
    get { _storage.state }
    _modify { yield &_uniqueStorage.state }
  }

  /// Every turn so far, in order.
  @inlinable
  public internal(set) var transcript: [ConversationTurn] {
    get { _storage.transcript }
    _modify { yield &_uniqueStorage.transcript }
  }

  /// The index of the resolver the conversation is on.
  @inlinable
  var _stepIndex: Int {
    get { _storage.stepIndex }
    _modify { yield &_uniqueStorage.stepIndex }
  }

  /// Unsuccessful replies per parameter; the key `finalConfirmation` counts the final question.
  @inlinable
  var _failedAttempts: [String: Int] {
    get { _storage.failedAttempts }
    _modify { yield &_uniqueStorage.failedAttempts }
  }

  /// Values the user confirmed, by parameter: a handler that asks to confirm one again is taken
  /// at its word the first time.
  @inlinable
  var _confirmedValues: [String: AnyParameterValue] {
    get { _storage.confirmedValues }
    _modify { yield &_uniqueStorage.confirmedValues }
  }

  /// Confirm's response, kept while the assistant asks the final yes/no question.
  @inlinable
  var _confirmation: HandledIntent.Response? {
    get { _storage.confirmation }
    _modify { yield &_uniqueStorage.confirmation }
  }

  /// Why values the request stated can't be used, by parameter, until resolution reaches the
  /// parameter: the assistant says the reason and asks for a value there.
  @inlinable
  var _rejectedValues: [String: UnsupportedReason] {
    get { _storage.rejectedValues }
    _modify { yield &_uniqueStorage.rejectedValues }
  }

  /// A Boolean value that indicates whether the conversation was decoded from storage, so that
  /// its state is checked again before confirm or handle runs; never encoded.
  @inlinable
  var _isRestored: Bool {
    get { _storage.isRestored }
    _modify { yield &_uniqueStorage.isRestored }
  }

  @inlinable
  init(intent: HandledIntent, language: Language) {
    _storage = _Storage(intent: intent, language: language)
  }

  /// The storage, copied first if another conversation shares it.
  @inlinable
  var _uniqueStorage: _Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&_storage) { _storage = _Storage(copying: _storage) }
      return _storage
    }
  }

  /// A value that says what the assistant is waiting for, or how the conversation ended.
  public enum State: Sendable, Equatable {
    /// The assistant asked something and waits for the user's reply.
    case awaitingReply(Question)
    /// The conversation is over.
    case ended(Ending)
  }

  /// A value that says what the assistant asked.
  public enum Question: Sendable, Equatable {
    /// A value for the parameter, because it was missing or the last one was unsupported.
    case value(parameter: String)
    /// One of the numbered options for the parameter.
    case choice(parameter: String, options: [AnyParameterValue])
    /// Yes or no to a suggested value for the parameter.
    case confirmation(parameter: String, value: AnyParameterValue)
    /// Yes or no to going ahead, for intents that move money or book rides.
    case finalConfirmation
  }

  /// A value that says how a conversation ended.
  public enum Ending: Sendable, Equatable {
    /// Handle ran (or was replayed) and answered with this response, whatever its code.
    case handled(HandledIntent.Response)
    /// Confirm answered with a code that doesn't proceed to handle.
    case confirmationFailed(HandledIntent.Response)
    /// An interceptor answered in the handler's place.
    case intercepted(LifecyclePhase.Stage, HandledIntent.Response)
    /// A handler threw or timed out; the response has code `failure`.
    case failed(HandledIntent.Response, ConversationFailure)
    /// The user cancelled; nothing was handled.
    case cancelled
    /// The user said no to the final question; nothing was handled.
    case declined
    /// The user's replies to the named parameter, or to the final question when `nil`, kept
    /// failing; nothing was handled.
    case retryLimitReached(parameter: String?)
  }

  // MARK: - Reading the state

  /// A Boolean value that indicates whether the conversation has ended.
  @inlinable
  public var isFinished: Bool {
    if case .ended = state { return true }
    return false
  }

  /// What the assistant is waiting for, or `nil` if the conversation has ended.
  @inlinable
  public var question: Question? {
    guard case .awaitingReply(let question) = state else { return nil }
    return question
  }

  /// How the conversation ended, or `nil` while it goes on.
  @inlinable
  public var ending: Ending? {
    guard case .ended(let ending) = state else { return nil }
    return ending
  }

  /// The response the conversation ended with, if it got as far as a response.
  @inlinable
  public var response: HandledIntent.Response? {
    switch ending {
    case .handled(let response), .confirmationFailed(let response),
      .intercepted(_, let response), .failed(let response, _):
      response
    case .cancelled, .declined, .retryLimitReached, nil:
      nil
    }
  }

  /// The assistant's last words.
  @inlinable
  public var assistantText: String? {
    // Found by index, so that only the words are copied out: `last(where:)` copied the whole
    // turn, its event's words too.
    let transcript = self.transcript
    guard let index = transcript.lastIndex(where: { $0.speaker == .assistant }) else { return nil }
    return transcript[index].text
  }
}

/// A value that explains why a handler call ended a conversation: the phase, whether it timed
/// out, and a description of the error.
public struct ConversationFailure: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The phase whose handler call failed.
  public let phase: LifecyclePhase

  /// A Boolean value that indicates whether the handler missed its deadline.
  public let isTimeout: Bool

  /// A description of what went wrong.
  public let description: String

  /// Creates a failure from the dispatcher's diagnosis.
  public init(_ failure: IntentFailure) {
    self.phase = failure.phase
    self.isTimeout = failure.isTimeout
    self.description = failure.description
  }
}
