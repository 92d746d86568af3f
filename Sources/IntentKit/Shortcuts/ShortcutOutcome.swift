#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A value that reports where running a shortcut ended, with the response's code name and
/// handling status.
///
/// It is the type-erased summary of the ``IntentOutcome`` the dispatcher returned for the
/// shortcut's intent; ``response(for:)`` recovers the typed response.
///
/// ```swift
/// let outcome = try await dispatcher.dispatch(shortcut)
/// print(outcome.ending, outcome.responseCodeName ?? "-")  // handled success
/// ```
public struct ShortcutOutcome: Sendable {
  /// The intent as its lifecycle left it, with resolved values written in; `nil` for a
  /// shortcut that continues an activity.
  public let intent: AnyIntent?

  /// Where running the shortcut ended.
  public let ending: Ending

  /// The response the lifecycle ended with, if it got as far as one.
  public let response: (any IntentResponse)?

  /// A Boolean value that indicates whether the response was replayed because the same request
  /// was handled before.
  public let isReplay: Bool

  /// Creates the summary of an intent's outcome.
  public init<HandledIntent: Intent>(_ outcome: IntentOutcome<HandledIntent>) {
    self.intent = AnyIntent(outcome.intent)
    self.response = outcome.response
    self.isReplay = outcome.isReplay
    switch outcome.ending {
    case .handled: self.ending = .handled
    case .needsUserInput(let request):
      self.ending = .needsUserInput(parameter: request.parameterName)
    case .confirmationFailed: self.ending = .confirmationFailed
    case .intercepted(let phase, _): self.ending = .intercepted(phase)
    case .failed(_, let failure): self.ending = .failed(failure.phase, failure.description)
    }
  }

  /// Creates the outcome of a shortcut that continues an activity in the app.
  public init(continuing activity: UserActivity) {
    self.intent = nil
    self.response = nil
    self.isReplay = false
    self.ending = .continuesInApp(activity)
  }

  /// A value that says where running a shortcut ended.
  public enum Ending: Sendable, Equatable {
    /// Handle ran (or was replayed) and answered, whatever the response's code.
    case handled
    /// The intent stopped at a parameter that needs the user.
    case needsUserInput(parameter: String)
    /// Confirm answered with a code that doesn't proceed to handle.
    case confirmationFailed
    /// An interceptor, such as a ``DevicePolicy``, answered in the handler's place.
    case intercepted(LifecyclePhase.Stage)
    /// A handler threw or timed out in the phase; the string describes the failure.
    case failed(LifecyclePhase, String)
    /// The shortcut continues an activity, which the app opens.
    case continuesInApp(UserActivity)
  }

  /// A Boolean value that indicates whether handle ran (or was replayed).
  public var isHandled: Bool {
    ending == .handled
  }

  /// The name of the response's code, such as `success` or `failureRequiringAppLaunch`.
  public var responseCodeName: String? {
    response?.code.name
  }

  /// The handling status the response's code stands for.
  public var handlingStatus: IntentHandlingStatus? {
    response?.handlingStatus
  }

  /// The activity to continue in the app: the shortcut's own, or the response's.
  public var userActivity: UserActivity? {
    if case .continuesInApp(let activity) = ending { return activity }
    return response?.userActivity
  }

  /// Returns the activity the app continues from when the shortcut leads there; `nil`
  /// otherwise.
  ///
  /// A shortcut that continues an activity hands the app that activity. A shortcut that runs an
  /// intent leads to the app when its response requires an app launch, and hands the app the
  /// response's activity (or one named after the intent) with its
  /// ``UserActivity/interaction`` holding the intent and the response, as SiriKit does; see
  /// ``UserActivity/appLaunch(for:response:date:)``.
  ///
  /// - Parameter date: When the interaction happened; now by default.
  /// - Returns: The activity to continue in the app, or `nil`.
  public func appLaunchUserActivity(date: Date = Date()) -> UserActivity? {
    if case .continuesInApp(let activity) = ending { return activity }
    guard let intent, let response else { return nil }
    func launch<HandledIntent: Intent>(_ intent: HandledIntent) -> UserActivity? {
      guard let response = response as? HandledIntent.Response else { return nil }
      return UserActivity.appLaunch(for: intent, response: response, date: date)
    }
    return launch(intent.base)
  }

  /// Returns the response typed for its intent, if the shortcut's intent has the given type.
  public func response<HandledIntent: Intent>(
    for intentType: HandledIntent.Type
  ) -> HandledIntent.Response? {
    response as? HandledIntent.Response
  }
}
