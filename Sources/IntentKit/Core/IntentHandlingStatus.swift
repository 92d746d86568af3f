/// The state of an intent's handling that a response code stands for.
///
/// The cases and raw values match SiriKit's `INIntentHandlingStatus`. Response codes map onto
/// them: `failureRequiringAppLaunch…` codes and custom codes such as `continueInApp` are
/// ``deferredToApplication``, because the task continues in the app.
public enum IntentHandlingStatus: Int, Sendable, Codable, CaseIterable {
  /// The code doesn't say.
  case unspecified = 0
  /// The confirm step found everything in place to handle the intent.
  case ready = 1
  /// The work started and continues after the response.
  case inProgress = 2
  /// The intent was handled.
  case success = 3
  /// The intent couldn't be handled.
  case failure = 4
  /// The task continues in the app, with the response's user activity.
  case deferredToApplication = 5
  /// The user must confirm before the task can go on.
  case userConfirmationRequired = 6
}

extension IntentHandlingStatus: CustomStringConvertible {
  /// The case's name, such as `success`, as prompt keys such as `status.success` spell it.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .ready: "ready"
    case .inProgress: "inProgress"
    case .success: "success"
    case .failure: "failure"
    case .deferredToApplication: "deferredToApplication"
    case .userConfirmationRequired: "userConfirmationRequired"
    }
  }
}
