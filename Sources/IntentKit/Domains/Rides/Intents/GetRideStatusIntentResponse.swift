/// The status of the user's current ride, SiriKit's `INGetRideStatusIntentResponse`.
///
/// A response whose ``rideStatus`` is `nil` says the user has no active ride; in a stream of
/// updates it is the last one.
public struct GetRideStatusIntentResponse: IntentResponse, DialogArgumentProviding {
  /// The codes of a status request; raw values match SiriKit's
  /// `INGetRideStatusIntentResponseCode`.
  public enum Code: Int, IntentResponseCode {
    /// There is no specified response code.
    case unspecified = 0
    /// The handler is ready to report the status.
    case ready = 1
    /// Deprecated in SiriKit since iOS 11; kept so that raw values match.
    case inProgress = 2
    /// The status is reported.
    case success = 3
    /// The status couldn't be reported.
    case failure = 4
    /// The user must open the app to see the current ride.
    case failureRequiringAppLaunch = 5
    /// The user must sign in to the app.
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    /// The service can't be reached right now.
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 7

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failure: .failure
      case .failureRequiringAppLaunch, .failureRequiringAppLaunchMustVerifyCredentials,
        .failureRequiringAppLaunchServiceTemporarilyUnavailable:
        .deferredToApplication
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The current ride, or `nil` if the user has none.
  public var rideStatus: RideStatus?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  /// Returns the ride's placeholders (see ``RequestRideIntentResponse/dialogArguments(in:)``), with
  /// `{status}` saying there is no ride when there is none.
  public func dialogArguments(in context: DialogContext) -> [String: String] {
    guard let rideStatus else {
      let none = context.prompts.template(forKey: "ride.status.none", language: context.language)
      return none.map { ["status": $0] } ?? [:]
    }
    return rideStatus.dialogArguments(in: context)
  }
}
