/// A string the assistant can speak, with an optional vocabulary identifier and pronunciation
/// hint, SiriKit's `INSpeakableString`.
///
/// Account nicknames, organisation names and ride options are speakable strings, so that an app
/// can match what the user said against its own vocabulary.
public struct SpeakableString: Hashable, Sendable, ParameterValue, CustomStringConvertible {
  /// The identifier of the vocabulary entry this string matches, if any.
  public var vocabularyIdentifier: String?

  /// The text to speak and show.
  public var spokenPhrase: String

  /// How to pronounce the phrase, if it isn't obvious.
  public var pronunciationHint: String?

  /// Creates a speakable string.
  public init(
    vocabularyIdentifier: String? = nil,
    spokenPhrase: String,
    pronunciationHint: String? = nil
  ) {
    self.vocabularyIdentifier = vocabularyIdentifier
    self.spokenPhrase = spokenPhrase
    self.pronunciationHint = pronunciationHint
  }

  /// Creates a speakable string from the phrase alone.
  public init(spokenPhrase: String) {
    self.init(vocabularyIdentifier: nil, spokenPhrase: spokenPhrase, pronunciationHint: nil)
  }

  public var description: String {
    spokenPhrase
  }
}

// MARK: - ExpressibleByStringLiteral

extension SpeakableString: ExpressibleByStringLiteral {
  public init(stringLiteral phrase: String) {
    self.init(spokenPhrase: phrase)
  }
}

// MARK: - Codable

extension SpeakableString: Codable {
  private enum CodingKeys: String, CodingKey {
    case vocabularyIdentifier, spokenPhrase, pronunciationHint
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      vocabularyIdentifier: try container.decodeNameIfPresent(forKey: .vocabularyIdentifier),
      spokenPhrase: try container.decodeName(forKey: .spokenPhrase),
      pronunciationHint: try container.decodeNameIfPresent(forKey: .pronunciationHint)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(vocabularyIdentifier, forKey: .vocabularyIdentifier)
    try container.encode(spokenPhrase, forKey: .spokenPhrase)
    try container.encodeIfPresent(pronunciationHint, forKey: .pronunciationHint)
  }
}
