/// A string the assistant can speak, with an optional vocabulary identifier and pronunciation
/// hint, SiriKit's `INSpeakableString`.
///
/// Account nicknames, organisation names and ride options are speakable strings, so that an app
/// can match what the user said against its own vocabulary.
public struct SpeakableString: Hashable, Sendable, IntentValue, CustomStringConvertible {
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

// MARK: - JSON

extension SpeakableString: Codable {}

extension SpeakableString: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      vocabularyIdentifier: try object.nameIfPresent("vocabularyIdentifier"),
      spokenPhrase: try object.name("spokenPhrase"),
      pronunciationHint: try object.nameIfPresent("pronunciationHint")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object in
      object.stringIfPresent("pronunciationHint", pronunciationHint)
      object.string("spokenPhrase", spokenPhrase)
      object.stringIfPresent("vocabularyIdentifier", vocabularyIdentifier)
    }
  }
}
