#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension UserActivity {
  /// The intent and response the app is launched to continue, SiriKit's
  /// `NSUserActivity.interaction`; `nil` when the app wasn't launched for an intent.
  ///
  /// SiriKit fills it when it launches the app for a response whose code requires it; IntentKit
  /// fills it in the activity that ``IntentOutcome/appLaunchUserActivity(date:)``,
  /// ``Conversation/appLaunchUserActivity(date:)`` and
  /// ``ShortcutOutcome/appLaunchUserActivity(date:)`` hand to the app. The app reads it where
  /// it continues the activity:
  ///
  /// ```swift
  /// func continueActivity(_ activity: UserActivity) {
  ///   if let interaction = activity.interaction,
  ///     let request = interaction.intent.value(as: RequestRideIntent.self),
  ///     let response = interaction.response(for: RequestRideIntent.self)
  ///   {
  ///     showRideRequest(request, refusedWith: response.code)
  ///   }
  /// }
  /// ```
  ///
  /// SiriKit's property is read-only because only the system fills it; here the host plays the
  /// system's part, so the property is settable, for the helpers above and for a host or a test
  /// that hands the app an activity some other way.
  ///
  /// The interaction is written with the activity's JSON, intent and response included, so
  /// reading an activity that has one needs an ``IntentTypeRegistry`` that knows its intent
  /// type: use ``IntentTypeRegistry/decode(_:from:)``.
  public var interaction: Interaction? {
    get { erasedInteraction as? Interaction }
    set { erasedInteraction = newValue }
  }

  /// Returns the activity SiriKit would give the app when a response sends the user there: the
  /// response's own activity, or a new one whose type is the intent's name, with
  /// ``interaction`` holding the intent and the response; `nil` if the response's code doesn't
  /// require an app launch.
  ///
  /// A response requires an app launch when its handling status is
  /// ``IntentHandlingStatus/deferredToApplication``: the `failureRequiringAppLaunch…` codes
  /// and custom codes such as `continueInApp`. As in SiriKit, an activity the handler gave the
  /// response keeps its type, title and `userInfo`, and one the handler didn't give is made
  /// with ``Intent/wireName`` as its type. The response itself isn't changed: the interaction
  /// holds it as the handler returned it.
  ///
  /// - Parameters:
  ///   - intent: The intent as the lifecycle left it.
  ///   - response: The response it ended with.
  ///   - date: When the interaction happened; now by default.
  /// - Returns: The activity to continue in the app, or `nil`.
  public static func appLaunch<HandledIntent: Intent>(
    for intent: HandledIntent,
    response: HandledIntent.Response,
    date: Date = Date()
  ) -> UserActivity? {
    guard response.handlingStatus == .deferredToApplication else { return nil }
    var activity = response.userActivity ?? UserActivity(activityType: HandledIntent.wireName)
    activity.interaction = Interaction(
      intent: intent,
      response: response,
      identifier: intent.identifier,
      date: date
    )
    return activity
  }
}

// MARK: - ErasedInteraction

extension Interaction: ErasedInteraction {
  func isEqual(to other: any ErasedInteraction) -> Bool {
    (other as? Interaction) == self
  }
}

// MARK: - ErasedInteractionReading

extension IntentTypeRegistry: ErasedInteractionReading {
  func readInteraction(json: JSONValueReader) throws(StrictJSONError) -> any ErasedInteraction {
    try Interaction(json: json)
  }
}
