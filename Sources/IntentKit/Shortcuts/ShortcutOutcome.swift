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

  /// Returns the response typed for its intent, if the shortcut's intent has the given type.
  public func response<HandledIntent: Intent>(
    for intentType: HandledIntent.Type
  ) -> HandledIntent.Response? {
    response as? HandledIntent.Response
  }
}
