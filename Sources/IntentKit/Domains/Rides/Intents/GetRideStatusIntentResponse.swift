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
    /// Work on the request has started; deprecated in SiriKit (iOS 10.0–11.0), kept so that raw
    /// values match.
    ///
    /// Its handling status is ``IntentHandlingStatus/inProgress``. Ride handlers answer with a
    /// final code instead, and a ride's progress is its ``RideStatus/phase``.
    @available(
      *,
      deprecated,
      message: "SiriKit deprecated this code in iOS 11; answer with a final code."
    )
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

    /// Every code in raw-value order, the deprecated ``inProgress`` included.
    ///
    /// Swift doesn't derive `allCases` for an enumeration with a deprecated case, and listing
    /// the case here would warn, so the codes come from their raw values.
    public static let allCases: [Self] = (0...7).compactMap(Self.init(rawValue:))

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .success: .success
      case .failure: .failure
      case .failureRequiringAppLaunch, .failureRequiringAppLaunchMustVerifyCredentials,
        .failureRequiringAppLaunchServiceTemporarilyUnavailable:
        .deferredToApplication
      default:
        // Only the deprecated `inProgress` (2) is left; naming it here would warn.
        .inProgress
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
