#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The ride options between two places, SiriKit's `INListRideOptionsIntentResponse`.
public struct ListRideOptionsIntentResponse: IntentResponse, DialogArgumentProviding {
  /// The codes of a ride-options request; raw values match SiriKit's
  /// `INListRideOptionsIntentResponseCode`.
  public enum Code: Int, IntentResponseCode {
    /// There is no specified response code.
    case unspecified = 0
    /// The handler is ready to list options.
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
    /// The options are listed.
    case success = 3
    /// The options couldn't be listed.
    case failure = 4
    /// The user must continue in the app.
    case failureRequiringAppLaunch = 5
    /// The user must sign in to the app.
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    /// The service doesn't serve the pickup or drop-off location.
    case failureRequiringAppLaunchNoServiceInArea = 7
    /// The service can't be reached right now.
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 8
    /// A ride in progress must finish first.
    case failureRequiringAppLaunchPreviousRideNeedsCompletion = 9
    /// The previous ride needs feedback first (iOS 11 and later in SiriKit); no app launch.
    case failurePreviousRideNeedsFeedback = 10

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
      case .failure, .failurePreviousRideNeedsFeedback: .failure
      case .failureRequiringAppLaunch, .failureRequiringAppLaunchMustVerifyCredentials,
        .failureRequiringAppLaunchNoServiceInArea,
        .failureRequiringAppLaunchServiceTemporarilyUnavailable,
        .failureRequiringAppLaunchPreviousRideNeedsCompletion:
        .deferredToApplication
      default:
        // Only the deprecated `inProgress` (2) is left; naming it here would warn.
        .inProgress
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The options, each with its pickup estimate, prices and party sizes.
  public var rideOptions: [RideOption]?

  /// The ways the user can pay.
  public var paymentMethods: [PaymentMethod]?

  /// When the options stop being valid.
  public var expirationDate: Date?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  /// Returns the `{options}` placeholder: each option with its price and pickup estimate, such as
  /// "Small car, $56.00–$68.00, 5 minutes away".
  public func dialogArguments(in context: DialogContext) -> [String: String] {
    guard let rideOptions else { return [:] }
    let separator = context.language == .english ? "; " : "、"
    let template =
      context.prompts.template(forKey: "ride.optionSummary", language: context.language)
      ?? "{name}, {price}, {eta}"
    let summaries = rideOptions.map { option in
      PromptTemplate.render(
        template,
        [
          "name": option.name,
          "price": option.priceRange?.spokenPhrase(in: context) ?? "",
          "eta": RideStatus.duration(
            from: context.now,
            to: option.estimatedPickupDate,
            in: context
          ),
        ]
      )
    }
    return ["options": summaries.joined(separator: separator)]
  }
}
