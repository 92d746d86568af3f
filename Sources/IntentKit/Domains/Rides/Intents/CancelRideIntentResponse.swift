#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The outcome of confirming or handling a cancellation, SiriKit's `INCancelRideIntentResponse`.
///
/// Confirm reports the fee cancelling would cost, so the user hears it before saying yes.
public struct CancelRideIntentResponse: IntentResponse, DialogArgumentProviding {
  /// The codes of a cancellation; raw values match SiriKit's `INCancelRideIntentResponseCode`,
  /// which has no `inProgress`.
  public enum Code: Int, IntentResponseCode {
    /// There is no specified response code.
    case unspecified = 0
    /// The ride can be cancelled.
    case ready = 1
    /// The ride was cancelled.
    case success = 2
    /// The ride couldn't be cancelled.
    case failure = 3

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .success: .success
      case .failure: .failure
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The fee for cancelling, or `nil` if cancelling is free.
  public var cancellationFee: CurrencyAmount?

  /// The time after which cancelling incurs the fee, while it is still free.
  public var cancellationFeeThreshold: DateComponents?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  /// Returns `{cancellationFee}` and `{cancellationTerms}`, a sentence saying what cancelling costs
  /// (before handling) or cost (once the code is `success`).
  public func dialogArguments(in context: DialogContext) -> [String: String] {
    var arguments: [String: String] = [:]
    arguments["cancellationFee"] = cancellationFee?.spokenPhrase(in: context)
    let prefix = code == .success ? "ride.cancelled" : "ride.cancellation"
    let key = cancellationFee == nil ? "\(prefix).free" : "\(prefix).fee"
    if let template = context.prompts.template(forKey: key, language: context.language) {
      arguments["cancellationTerms"] = PromptTemplate.renderIfComplete(template, arguments)
    }
    return arguments
  }
}
