#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The user's voice shortcuts and the app's shortcut suggestions, SiriKit's
/// `INVoiceShortcutCenter`.
///
/// The app suggests shortcuts with ``setShortcutSuggestions(_:)``; the user adds one with a
/// phrase of their own, and saying the phrase runs it through the dispatcher:
///
/// ```swift
/// let center = VoiceShortcutCenter()
/// if let shortcut = Shortcut(intent: payRent) {
///   try await center.addVoiceShortcut(for: shortcut, invocationPhrase: "Pay rent")
/// }
/// let outcome = try await center.runShortcut(forPhrase: "pay rent!", using: dispatcher)
/// print(outcome?.responseCodeName ?? "no such phrase")  // "success"
/// ```
///
/// Phrases are compared folded: case, accents, full- and halfwidth forms, white space and
/// punctuation don't matter, so "Pay rent", "pay  RENT!" and "Ｐａｙ ｒｅｎｔ。" are one phrase, and
/// no two voice shortcuts may share one. Apostrophes are dropped ("don't" is "dont"); symbols
/// such as `$` count. A phrase matches only as a whole: "pay rent now" is another phrase.
public actor VoiceShortcutCenter {
  private var voiceShortcuts: [VoiceShortcut] = []
  private var suggestions: [Shortcut] = []

  /// Creates a center with no voice shortcuts and no suggestions.
  public init() {}

  // MARK: - Suggestions

  /// Sets the shortcuts to suggest to the user, replacing the earlier suggestions.
  public func setShortcutSuggestions(_ suggestions: [Shortcut]) {
    self.suggestions = suggestions
  }

  /// The shortcuts the app suggests, in the order it gave them.
  public var shortcutSuggestions: [Shortcut] {
    suggestions
  }

  /// The suggested shortcuts offered in any of the given experiences, in the order the app gave
  /// them, such as those to show while the user winds down before sleep.
  ///
  /// ```swift
  /// let windDown = await center.shortcutSuggestions(availableFor: [.sleepReading, .sleepMusic])
  /// ```
  ///
  /// - Parameter availability: The experiences; a suggestion is included when its
  ///   ``Shortcut/shortcutAvailability`` has at least one of them.
  /// - Returns: The suggestions offered in those experiences.
  public func shortcutSuggestions(
    availableFor availability: ShortcutAvailabilityOptions
  ) -> [Shortcut] {
    suggestions.filter { !$0.shortcutAvailability.isDisjoint(with: availability) }
  }

  // MARK: - Voice shortcuts

  /// Returns every voice shortcut, in the order they were added, SiriKit's `getAllVoiceShortcuts`.
  public func allVoiceShortcuts() -> [VoiceShortcut] {
    voiceShortcuts
  }

  /// Returns the voice shortcut with an identifier, if there is one.
  public func voiceShortcut(withIdentifier identifier: String) -> VoiceShortcut? {
    voiceShortcuts.first { $0.identifier == identifier }
  }

  /// Returns the voice shortcut whose phrase is the same as `phrase` once folded, if there is
  /// one.
  public func voiceShortcut(forPhrase phrase: String) -> VoiceShortcut? {
    let folded = InvocationPhrase.fold(phrase)
    guard !folded.isEmpty else { return nil }
    return voiceShortcuts.first { InvocationPhrase.fold($0.invocationPhrase) == folded }
  }

  /// Adds a voice shortcut that runs a shortcut when the user says a phrase.
  ///
  /// - Parameters:
  ///   - shortcut: What the phrase runs.
  ///   - invocationPhrase: The phrase, as the user recorded it.
  ///   - identifier: The voice shortcut's identifier; a new UUID string by default.
  /// - Returns: The voice shortcut.
  /// - Throws: ``ShortcutError`` with code ``ShortcutError/Code/voiceShortcutCreationFailed``
  ///   if the phrase has no words, is too long or holds control characters, or is the same as
  ///   another voice shortcut's phrase, or if the identifier is invalid or taken. Nothing is
  ///   added then.
  @discardableResult
  public func addVoiceShortcut(
    for shortcut: Shortcut,
    invocationPhrase: String,
    identifier: String = UUID().uuidString
  ) throws -> VoiceShortcut {
    if identifier.isEmpty || TextLimits.problem(withName: identifier) != nil {
      throw ShortcutError(
        code: .voiceShortcutCreationFailed,
        message: "The identifier \(TextLimits.quoted(identifier)) isn't a valid identifier."
      )
    }
    if voiceShortcut(withIdentifier: identifier) != nil {
      throw ShortcutError(
        code: .voiceShortcutCreationFailed,
        message:
          "A voice shortcut with the identifier \(TextLimits.quoted(identifier)) exists already."
      )
    }
    try checkPhrase(invocationPhrase, excluding: nil)
    let voiceShortcut = VoiceShortcut(
      identifier: identifier,
      invocationPhrase: invocationPhrase,
      shortcut: shortcut
    )
    voiceShortcuts.append(voiceShortcut)
    return voiceShortcut
  }

  /// Changes a voice shortcut's phrase, its shortcut, or both.
  ///
  /// - Parameters:
  ///   - identifier: The voice shortcut's identifier.
  ///   - invocationPhrase: The new phrase, or `nil` to keep the phrase.
  ///   - shortcut: The new shortcut, or `nil` to keep the shortcut.
  /// - Returns: The updated voice shortcut.
  /// - Throws: ``ShortcutError`` with code ``ShortcutError/Code/voiceShortcutGetFailed`` if no
  ///   voice shortcut has the identifier, or ``ShortcutError/Code/voiceShortcutCreationFailed``
  ///   if the new phrase is invalid or another voice shortcut's. Nothing changes then.
  @discardableResult
  public func updateVoiceShortcut(
    withIdentifier identifier: String,
    invocationPhrase: String? = nil,
    shortcut: Shortcut? = nil
  ) throws -> VoiceShortcut {
    guard let index = voiceShortcuts.firstIndex(where: { $0.identifier == identifier }) else {
      throw ShortcutError(
        code: .voiceShortcutGetFailed,
        message: "No voice shortcut has the identifier \(TextLimits.quoted(identifier))."
      )
    }
    var updated = voiceShortcuts[index]
    if let invocationPhrase {
      try checkPhrase(invocationPhrase, excluding: identifier)
      updated.invocationPhrase = invocationPhrase
    }
    if let shortcut {
      updated.shortcut = shortcut
    }
    voiceShortcuts[index] = updated
    return updated
  }

  /// Deletes a voice shortcut.
  ///
  /// - Throws: ``ShortcutError`` with code ``ShortcutError/Code/voiceShortcutDeleteFailed`` if no
  ///   voice shortcut has the identifier.
  public func deleteVoiceShortcut(withIdentifier identifier: String) throws {
    guard let index = voiceShortcuts.firstIndex(where: { $0.identifier == identifier }) else {
      throw ShortcutError(
        code: .voiceShortcutDeleteFailed,
        message: "No voice shortcut has the identifier \(TextLimits.quoted(identifier))."
      )
    }
    voiceShortcuts.remove(at: index)
  }

  // MARK: - Running

  /// Runs the voice shortcut whose phrase the user said, through a dispatcher.
  ///
  /// The shortcut's intent runs as a new request (see
  /// ``IntentDispatcher/dispatch(_:identifier:)``), with the dispatcher's interceptors, such as
  /// a ``DevicePolicy``. The dispatcher asks the user nothing, not even the final yes/no a
  /// conversation asks before moving money; to ask, start a conversation with the intent of
  /// ``voiceShortcut(forPhrase:)`` under a new identifier (``AnyIntent/replacingIdentifier(with:)``).
  ///
  /// - Parameters:
  ///   - phrase: What the user said.
  ///   - dispatcher: The dispatcher whose handlers run the intent.
  ///   - identifier: The identifier of this run; a new UUID string by default. Reuse it to
  ///     retry the same invocation without handling it twice.
  /// - Returns: Where running ended, or `nil` if no voice shortcut has the phrase.
  /// - Throws: As ``IntentDispatcher/dispatch(_:identifier:)``.
  public nonisolated func runShortcut(
    forPhrase phrase: String,
    using dispatcher: IntentDispatcher,
    identifier: String = UUID().uuidString
  ) async throws -> ShortcutOutcome? {
    guard let voiceShortcut = await voiceShortcut(forPhrase: phrase) else { return nil }
    return try await dispatcher.dispatch(voiceShortcut.shortcut, identifier: identifier)
  }

  // MARK: - Helpers

  private func checkPhrase(_ phrase: String, excluding identifier: String?) throws {
    if let problem = TextLimits.problem(withName: phrase) {
      throw ShortcutError(code: .voiceShortcutCreationFailed, message: "The phrase \(problem).")
    }
    guard !InvocationPhrase.fold(phrase).isEmpty else {
      throw ShortcutError(code: .voiceShortcutCreationFailed, message: "The phrase has no words.")
    }
    if let existing = voiceShortcut(forPhrase: phrase), existing.identifier != identifier {
      throw ShortcutError(
        code: .voiceShortcutCreationFailed,
        message:
          "The phrase \(TextLimits.quoted(phrase)) is the same as \(TextLimits.quoted(existing.invocationPhrase)), which another "
          + "voice shortcut uses."
      )
    }
  }
}
