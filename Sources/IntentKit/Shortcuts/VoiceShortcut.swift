/// A shortcut the user added with a phrase of their own, SiriKit's `INVoiceShortcut`.
///
/// Saying the phrase runs the shortcut: see ``VoiceShortcutCenter/runShortcut(forPhrase:using:identifier:)``.
public struct VoiceShortcut: Sendable, Equatable, Identifiable {
  /// The voice shortcut's identifier, a UUID string.
  public let identifier: String

  /// The phrase the user says to run the shortcut, as they recorded it.
  public var invocationPhrase: String

  /// What the phrase runs.
  public var shortcut: Shortcut

  /// Creates a voice shortcut.
  public init(identifier: String, invocationPhrase: String, shortcut: Shortcut) {
    self.identifier = identifier
    self.invocationPhrase = invocationPhrase
    self.shortcut = shortcut
  }

  public var id: String {
    identifier
  }
}

// MARK: - Codable

extension VoiceShortcut: Codable {
  private enum CodingKeys: String, CodingKey {
    case identifier, invocationPhrase, shortcut
  }

  /// Decodes a voice shortcut; its intent's type must be registered in the decoder's
  /// ``IntentTypeRegistry``.
  ///
  /// - Throws: `DecodingError` if the identifier or phrase is empty, too long or holds control
  ///   characters, or as ``Shortcut/init(from:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let phrase = try container.decodeName(forKey: .invocationPhrase)
    guard !InvocationPhrase.fold(phrase).isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .invocationPhrase,
        in: container,
        debugDescription: "'invocationPhrase' has no words."
      )
    }
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      invocationPhrase: phrase,
      shortcut: try container.decode(Shortcut.self, forKey: .shortcut)
    )
  }
}
