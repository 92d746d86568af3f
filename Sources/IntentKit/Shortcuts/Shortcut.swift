/// An action the user can run with a phrase or from a suggestion: an intent, or an activity in
/// the app, SiriKit's `INShortcut`.
///
/// ```swift
/// // Suggest an activity, and an intent if it is valid.
/// var suggestions = [Shortcut(userActivity: orderFavoriteBeverageActivity)]
/// if let shortcut = Shortcut(intent: orderSoupOfTheDay) {
///   suggestions.append(shortcut)
/// }
/// await center.setShortcutSuggestions(suggestions)
/// ```
public enum Shortcut: Sendable, Equatable {
  /// A shortcut that runs an intent.
  case intent(AnyIntent)

  /// A shortcut that continues an activity in the app.
  case userActivity(UserActivity)

  /// Creates a shortcut that runs an intent, or returns `nil` if the intent isn't valid.
  ///
  /// As in SiriKit, a shortcut needs a valid intent: its identifier must be a non-empty name
  /// without control characters, and it must have a value for at least one parameter, unless
  /// its type declares no parameters ("order the soup of the day").
  public init?(intent: some Intent) {
    let erased = AnyIntent(intent)
    guard erased.isValidForShortcut else { return nil }
    self = .intent(erased)
  }

  /// Creates a shortcut that continues an activity in the app.
  public init(userActivity: UserActivity) {
    self = .userActivity(userActivity)
  }

  /// The shortcut's intent, or `nil` if it continues an activity.
  public var intent: AnyIntent? {
    guard case .intent(let intent) = self else { return nil }
    return intent
  }

  /// The shortcut's activity, or `nil` if it runs an intent.
  public var userActivity: UserActivity? {
    guard case .userActivity(let activity) = self else { return nil }
    return activity
  }

  /// The phrase the app suggests for a voice shortcut that runs this shortcut: its intent's
  /// ``Intent/suggestedInvocationPhrase`` or its activity's
  /// ``UserActivity/suggestedInvocationPhrase``.
  ///
  /// Offer it to the user as the phrase to record, as SiriKit's Add to Siri sheet does:
  ///
  /// ```swift
  /// let phrase = shortcut.suggestedInvocationPhrase ?? "Order my usual"
  /// try await center.addVoiceShortcut(for: shortcut, invocationPhrase: phrase)
  /// ```
  public var suggestedInvocationPhrase: String? {
    switch self {
    case .intent(let intent): intent.suggestedInvocationPhrase
    case .userActivity(let activity): activity.suggestedInvocationPhrase
    }
  }

  /// The system experiences in which the shortcut is offered: its intent's
  /// ``Intent/shortcutAvailability`` or its activity's ``UserActivity/shortcutAvailability``.
  public var shortcutAvailability: ShortcutAvailabilityOptions {
    switch self {
    case .intent(let intent): intent.shortcutAvailability
    case .userActivity(let activity): activity.shortcutAvailability
    }
  }
}

// MARK: - Codable

extension Shortcut: Codable {
  private enum CodingKeys: String, CodingKey {
    case intent, userActivity
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .intent(let intent): try container.encode(intent, forKey: .intent)
    case .userActivity(let activity): try container.encode(activity, forKey: .userActivity)
    }
  }

  /// Decodes a shortcut; an intent's type must be registered in the decoder's
  /// ``IntentTypeRegistry``.
  ///
  /// - Throws: `DecodingError` if the shortcut has neither or both of an intent and an
  ///   activity, if the intent isn't valid for a shortcut, or if its intent can't be read (see
  ///   ``IntentTypeRegistry``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let intent = try container.decodeIfPresent(AnyIntent.self, forKey: .intent)
    let activity = try container.decodeIfPresent(UserActivity.self, forKey: .userActivity)
    switch (intent, activity) {
    case (let intent?, nil):
      guard intent.isValidForShortcut else {
        throw DecodingError.dataCorruptedError(
          forKey: .intent,
          in: container,
          debugDescription: "\(intent.wireName) isn't a valid shortcut intent."
        )
      }
      self = .intent(intent)
    case (nil, let activity?):
      self = .userActivity(activity)
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath,
          debugDescription: "A shortcut has exactly one of 'intent' and 'userActivity'."
        )
      )
    }
  }
}
