/// A value that describes a task to continue in the app, SiriKit's use of `NSUserActivity`.
///
/// Responses whose code requires an app launch carry one, so that the app can pick the task up
/// where the assistant left it. Its ``userInfo`` holds the app's private state as JSON values:
///
/// ```swift
/// let activity = UserActivity(
///   activityType: "com.example.orderSoup",
///   userInfo: ["soup": "clam", "quantity": 2]
/// )
/// return OrderSoupIntentResponse(code: .continueInApp, userActivity: activity)
/// ```
///
/// When the assistant hands the task to the app, the activity it gives the app also holds the
/// intent and the response in ``interaction``, as SiriKit's does; see
/// ``IntentOutcome/appLaunchUserActivity(date:)``.
///
/// An activity can also be a shortcut (``Shortcut/userActivity(_:)``), with a
/// ``suggestedInvocationPhrase`` and the experiences it is offered in,
/// ``shortcutAvailability``.
public struct UserActivity: Hashable, Sendable, Codable {
  /// The activity's values, behind one reference: every response carries an optional activity,
  /// almost always `nil`, and inline it made each response, outcome and stored record about
  /// 110 bytes larger to copy.
  private var storage: Storage

  /// The kind of activity, in reverse-DNS form; by SiriKit's convention the intent's name when
  /// the system launches the app for an intent.
  public var activityType: String {
    get { storage.activityType }
    set { uniqueStorage().activityType = newValue }
  }

  /// A user-visible title for the activity.
  public var title: String? {
    get { storage.title }
    set { uniqueStorage().title = newValue }
  }

  /// The app's private state needed to resume the task, as JSON values.
  ///
  /// String literals still make values, so `["soupID": "clam"]` is a valid `userInfo`; a
  /// string held in a variable goes in as `.string(soupID)`.
  public var userInfo: [String: JSONValue] {
    get { storage.userInfo }
    _modify { yield &uniqueStorage().userInfo }
  }

  /// The phrase the app suggests for a voice shortcut that continues this activity, SiriKit's
  /// `NSUserActivity.suggestedInvocationPhrase` (iOS 12).
  public var suggestedInvocationPhrase: String? {
    get { storage.suggestedInvocationPhrase }
    set { uniqueStorage().suggestedInvocationPhrase = newValue }
  }

  /// The system experiences in which a shortcut for this activity is offered, SiriKit's
  /// `NSUserActivity.shortcutAvailability` (iOS 14); empty by default.
  public var shortcutAvailability: ShortcutAvailabilityOptions {
    get { storage.shortcutAvailability }
    set { uniqueStorage().shortcutAvailability = newValue }
  }

  /// The interaction the activity continues, stored without naming ``Interaction``, which
  /// belongs to a layer above; `UserActivity.interaction` reads and writes it.
  var erasedInteraction: (any ErasedInteraction)? {
    get { storage.erasedInteraction }
    set { uniqueStorage().erasedInteraction = newValue }
  }

  /// Creates an activity.
  ///
  /// - Parameters:
  ///   - activityType: The kind of activity, in reverse-DNS form.
  ///   - title: A user-visible title.
  ///   - userInfo: The app's private state.
  ///   - suggestedInvocationPhrase: A phrase to suggest for a voice shortcut.
  ///   - shortcutAvailability: The experiences in which a shortcut is offered.
  public init(
    activityType: String,
    title: String? = nil,
    userInfo: [String: JSONValue] = [:],
    suggestedInvocationPhrase: String? = nil,
    shortcutAvailability: ShortcutAvailabilityOptions = []
  ) {
    storage = Storage(
      activityType: activityType,
      title: title,
      userInfo: userInfo,
      suggestedInvocationPhrase: suggestedInvocationPhrase,
      shortcutAvailability: shortcutAvailability,
      erasedInteraction: nil
    )
  }

  /// Returns the storage, copied first if another activity shares it.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// An activity's values: copy-on-write storage, mutated only through `uniqueStorage()` when
  /// no other activity holds it.
  private final class Storage: @unchecked Sendable {  // reason: copy-on-write, unique writes
    var activityType: String
    var title: String?
    var userInfo: [String: JSONValue]
    var suggestedInvocationPhrase: String?
    var shortcutAvailability: ShortcutAvailabilityOptions
    var erasedInteraction: (any ErasedInteraction)?

    init(
      activityType: String,
      title: String?,
      userInfo: [String: JSONValue],
      suggestedInvocationPhrase: String?,
      shortcutAvailability: ShortcutAvailabilityOptions,
      erasedInteraction: (any ErasedInteraction)?
    ) {
      self.activityType = activityType
      self.title = title
      self.userInfo = userInfo
      self.suggestedInvocationPhrase = suggestedInvocationPhrase
      self.shortcutAvailability = shortcutAvailability
      self.erasedInteraction = erasedInteraction
    }

    func copy() -> Storage {
      Storage(
        activityType: activityType,
        title: title,
        userInfo: userInfo,
        suggestedInvocationPhrase: suggestedInvocationPhrase,
        shortcutAvailability: shortcutAvailability,
        erasedInteraction: erasedInteraction
      )
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.storage === rhs.storage { return true }
    guard lhs.activityType == rhs.activityType, lhs.title == rhs.title,
      lhs.userInfo == rhs.userInfo,
      lhs.suggestedInvocationPhrase == rhs.suggestedInvocationPhrase,
      lhs.shortcutAvailability == rhs.shortcutAvailability
    else { return false }
    switch (lhs.erasedInteraction, rhs.erasedInteraction) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return lhs.isEqual(to: rhs)
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(activityType)
    hasher.combine(title)
    hasher.combine(userInfo)
    hasher.combine(suggestedInvocationPhrase)
    hasher.combine(shortcutAvailability)
    hasher.combine(erasedInteraction != nil)
    erasedInteraction?.hash(into: &hasher)
  }
}

// MARK: - JSON

// `{"activityType": …, "interaction": {…}, "shortcutAvailability": [names],
// "suggestedInvocationPhrase": …, "title": …, "userInfo": {…}}`; the optional members are left
// out when they are empty, so an activity without them reads as earlier versions wrote it.
// Reading an interaction needs an ``IntentTypeRegistry`` in the decoder's user info, as reading
// any intent does.

extension UserActivity: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      activityType: try object.string("activityType"),
      title: try object.stringIfPresent("title"),
      userInfo: try JSONValue.members(of: object.value("userInfo")),
      suggestedInvocationPhrase: try object.nameIfPresent("suggestedInvocationPhrase"),
      shortcutAvailability: []
    )
    if let availability = object.presentValue("shortcutAvailability") {
      shortcutAvailability = try ShortcutAvailabilityOptions(json: availability)
    }
    if let interaction = object.presentValue("interaction") {
      guard let reader = ErasedInteractionReadingKey.reader(in: json.context.userInfo) else {
        throw interaction.invalid(
          "Decoding an activity's interaction needs an IntentTypeRegistry; use "
            + "IntentTypeRegistry.decode(_:from:)"
        )
      }
      erasedInteraction = try reader.readInteraction(json: interaction)
    }
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.string("activityType", activityType)
      if let erasedInteraction {
        object.key("interaction")
        try erasedInteraction.write(json: &object.writer)
      }
      if !shortcutAvailability.isEmpty {
        object.key("shortcutAvailability")
        try shortcutAvailability.write(json: &object.writer)
      }
      object.stringIfPresent("suggestedInvocationPhrase", suggestedInvocationPhrase)
      object.stringIfPresent("title", title)
      object.key("userInfo")
      object.writer.object(userInfo)
    }
  }
}
