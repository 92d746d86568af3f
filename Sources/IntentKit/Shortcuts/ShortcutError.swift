/// An error thrown when a donation, voice shortcut or relevant shortcut can't be stored or run.
///
/// Codes that SiriKit has keep its `INIntentErrorCode` names, and ``Code/intentErrorCode`` gives
/// the matching ``IntentErrorCode`` (`donatingInteraction` is 1901). A thrown error changes nothing: the store
/// or center is left as it was.
///
/// ```swift
/// do {
///   try await center.addVoiceShortcut(for: shortcut, invocationPhrase: "Pay rent")
/// } catch let error as ShortcutError where error.code == .voiceShortcutCreationFailed {
///   print(error.message)  // "The phrase 'Pay rent' is the same as 'pay rent', which …"
/// }
/// ```
public struct ShortcutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure this is.
  public let code: Code

  /// A sentence that names the problem.
  public let message: String

  /// Creates an error.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  public var description: String {
    "\(code): \(message)"
  }
}

extension ShortcutError {
  /// A value that classifies a shortcut failure; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case donatingInteraction, deletingInteractionWithIdentifiers
      case deletingInteractionWithGroupIdentifier, voiceShortcutCreationFailed
      case voiceShortcutGetFailed, voiceShortcutDeleteFailed, encodingFailed
      case invalidRelevanceProvider
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// An interaction can't be donated: its identifiers are empty or too long, or its response
    /// says the intent wasn't completed (SiriKit's 1901).
    public static var donatingInteraction: Self { Self(.donatingInteraction) }

    /// Interactions can't be deleted by these identifiers (SiriKit's 1903).
    public static var deletingInteractionWithIdentifiers: Self {
      Self(.deletingInteractionWithIdentifiers)
    }

    /// Interactions can't be deleted by this group identifier (SiriKit's 1904).
    public static var deletingInteractionWithGroupIdentifier: Self {
      Self(.deletingInteractionWithGroupIdentifier)
    }

    /// A voice shortcut can't be added or changed, for instance because its phrase is empty or
    /// already used (SiriKit's 7000).
    public static var voiceShortcutCreationFailed: Self { Self(.voiceShortcutCreationFailed) }

    /// No voice shortcut has the identifier (SiriKit's 7001).
    public static var voiceShortcutGetFailed: Self { Self(.voiceShortcutGetFailed) }

    /// A voice shortcut can't be deleted because none has the identifier (SiriKit's 7002).
    public static var voiceShortcutDeleteFailed: Self { Self(.voiceShortcutDeleteFailed) }

    /// A shortcut's intent can't be encoded, or re-created with a new identifier
    /// (SiriKit's 8001).
    public static var encodingFailed: Self { Self(.encodingFailed) }

    /// A relevance provider is invalid, such as a date range that ends before it starts.
    ///
    /// SiriKit has no code for this; ``intentErrorCode`` is `nil`.
    public static var invalidRelevanceProvider: Self { Self(.invalidRelevanceProvider) }

    /// SiriKit's `INIntentErrorCode` with this name, if it has one.
    ///
    /// Its raw value is SiriKit's number: `donatingInteraction` is 1901.
    public var intentErrorCode: IntentErrorCode? {
      switch base {
      case .donatingInteraction: .donatingInteraction
      case .deletingInteractionWithIdentifiers: .deletingInteractionWithIdentifiers
      case .deletingInteractionWithGroupIdentifier: .deletingInteractionWithGroupIdentifier
      case .voiceShortcutCreationFailed: .voiceShortcutCreationFailed
      case .voiceShortcutGetFailed: .voiceShortcutGetFailed
      case .voiceShortcutDeleteFailed: .voiceShortcutDeleteFailed
      case .encodingFailed: .encodingFailed
      case .invalidRelevanceProvider: nil
      }
    }

    public var description: String {
      base.rawValue
    }
  }
}
