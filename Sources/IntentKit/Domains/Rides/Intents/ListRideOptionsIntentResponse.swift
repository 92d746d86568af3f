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
    /// Deprecated in SiriKit since iOS 11; kept so that raw values match.
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

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failure, .failurePreviousRideNeedsFeedback: .failure
      case .failureRequiringAppLaunch, .failureRequiringAppLaunchMustVerifyCredentials,
        .failureRequiringAppLaunchNoServiceInArea,
        .failureRequiringAppLaunchServiceTemporarilyUnavailable,
        .failureRequiringAppLaunchPreviousRideNeedsCompletion:
        .deferredToApplication
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
