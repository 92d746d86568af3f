/// A value of an app-defined type that a parameter holds, named for the user, SiriKit's
/// `INObject`.
///
/// An intent definition's parameter of type Object without a custom type is an `Object`: the
/// app's identifier for the thing, and the words that show and speak it. Handlers typically offer
/// objects for the user to choose from:
///
/// ```swift
/// func resolvePlaylist(for intent: PlayPlaylistIntent) async -> ObjectResolutionResult {
///   guard let playlist = intent.playlist else {
///     return .disambiguation(with: [
///       Object(identifier: "p-1", display: "Morning Run"),
///       Object(identifier: "p-2", display: "Focus", pronunciationHint: nil, subtitle: "42 songs"),
///     ])
///   }
///   return .success(with: playlist)
/// }
/// ```
///
/// In a conversation an object is never read from words, only given as a typed reply or
/// picked from the options offered, and the assistant speaks its ``displayString``.
public struct Object: Hashable, Sendable, IntentValue, CustomStringConvertible {
  /// The app's identifier for the object, if it has one.
  public var identifier: String?

  /// The words that show and speak the object.
  public var displayString: String

  /// How to pronounce ``displayString``, if it isn't obvious.
  public var pronunciationHint: String?

  /// A second line of text shown below ``displayString``, if any.
  public var subtitleString: String?

  /// Other phrases the user may say for the object, if any.
  public var alternativeSpeakableMatches: [SpeakableString]?

  /// Creates an object, as SiriKit's `init(identifier:display:pronunciationHint:subtitle:image:)`
  /// without the image.
  ///
  /// - Parameters:
  ///   - identifier: The app's identifier for the object.
  ///   - displayString: The words that show and speak the object.
  ///   - pronunciationHint: How to pronounce `displayString`, if it isn't obvious.
  ///   - subtitleString: A second line of text shown below `displayString`.
  public init(
    identifier: String?,
    display displayString: String,
    pronunciationHint: String?,
    subtitle subtitleString: String?
  ) {
    self.identifier = identifier
    self.displayString = displayString
    self.pronunciationHint = pronunciationHint
    self.subtitleString = subtitleString
    self.alternativeSpeakableMatches = nil
  }

  /// Creates an object with a pronunciation hint, as SiriKit's
  /// `init(identifier:display:pronunciationHint:)`.
  public init(identifier: String?, display displayString: String, pronunciationHint: String?) {
    self.init(
      identifier: identifier,
      display: displayString,
      pronunciationHint: pronunciationHint,
      subtitle: nil
    )
  }

  /// Creates an object from its identifier and the words that show and speak it, as SiriKit's
  /// `init(identifier:display:)`.
  public init(identifier: String?, display displayString: String) {
    self.init(identifier: identifier, display: displayString, pronunciationHint: nil, subtitle: nil)
  }

  public var description: String {
    displayString
  }
}

// MARK: - JSON

// An object is written as `{"alternativeSpeakableMatches": […], "displayString": "Focus",
// "identifier": "p-2", "pronunciationHint": "…", "subtitleString": "42 songs"}`, each member but
// `displayString` left out when absent. Every string is a name: at most 256 bytes, without
// control or bidirectional-override characters.

extension Object: Codable {}

extension Object: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      identifier: try object.nameIfPresent("identifier"),
      display: try object.name("displayString"),
      pronunciationHint: try object.nameIfPresent("pronunciationHint"),
      subtitle: try object.nameIfPresent("subtitleString")
    )
    alternativeSpeakableMatches = try object.arrayIfPresent("alternativeSpeakableMatches")
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      if let alternativeSpeakableMatches {
        try object.array("alternativeSpeakableMatches", alternativeSpeakableMatches)
      }
      object.string("displayString", displayString)
      object.stringIfPresent("identifier", identifier)
      object.stringIfPresent("pronunciationHint", pronunciationHint)
      object.stringIfPresent("subtitleString", subtitleString)
    }
  }
}
