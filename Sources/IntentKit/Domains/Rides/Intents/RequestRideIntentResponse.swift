/// The outcome of confirming or handling a ride request, SiriKit's `INRequestRideIntentResponse`.
///
/// Confirm answers ``Code/ready`` with a quote in ``rideStatus``; handle answers
/// ``Code/success`` with the booked ride, whose ``RideStatus/rideIdentifier`` is the quote's.
public struct RequestRideIntentResponse: IntentResponse, DialogArgumentProviding {
  /// The codes of a ride request; raw values match SiriKit's `INRequestRideIntentResponseCode`.
  public enum Code: Int, IntentResponseCode {
    /// There is no specified response code.
    case unspecified = 0
    /// The handler is ready to book the ride.
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
    /// The ride was booked.
    case success = 3
    /// The ride couldn't be booked.
    case failure = 4
    /// The user must continue in the app.
    case failureRequiringAppLaunch = 5
    /// The user must sign in to the app.
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    /// The pickup or drop-off location is outside the service area.
    case failureRequiringAppLaunchNoServiceInArea = 7
    /// The service can't be reached or has no vehicle free.
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 8
    /// A ride in progress must finish before another can be booked.
    case failureRequiringAppLaunchPreviousRideNeedsCompletion = 9
    /// The scheduled pickup time is too far ahead (iOS 12 and later in SiriKit).
    case failureRequiringAppLaunchRideScheduledTooFar = 10

    /// Every code in raw-value order, the deprecated ``inProgress`` included.
    ///
    /// Swift doesn't derive `allCases` for an enumeration with a deprecated case, and listing
    /// the case here would warn, so the codes come from their raw values.
    public static let allCases: [Self] = (0...10).compactMap(Self.init(rawValue:))

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .success: .success
      case .failure: .failure
      case .failureRequiringAppLaunch, .failureRequiringAppLaunchMustVerifyCredentials,
        .failureRequiringAppLaunchNoServiceInArea,
        .failureRequiringAppLaunchServiceTemporarilyUnavailable,
        .failureRequiringAppLaunchPreviousRideNeedsCompletion,
        .failureRequiringAppLaunchRideScheduledTooFar:
        .deferredToApplication
      default:
        // Only the deprecated `inProgress` (2) is left; naming it here would warn.
        .inProgress
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The quoted ride (from confirm) or the booked ride (from handle).
  public var rideStatus: RideStatus?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  /// Returns the ride's `{eta}` ("5 minutes"), `{price}` ("$56.00–$68.00"), `{driver}` and
  /// `{vehicle}`, for those the status has.
  public func dialogArguments(in context: DialogContext) -> [String: String] {
    rideStatus?.dialogArguments(in: context) ?? [:]
  }
}
