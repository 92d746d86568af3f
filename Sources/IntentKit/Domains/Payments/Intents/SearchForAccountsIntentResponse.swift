/// The outcome of confirming or handling a ``SearchForAccountsIntent``, SiriKit's
/// `INSearchForAccountsIntentResponse`.
public struct SearchForAccountsIntentResponse: IntentResponse, Hashable, Codable {
  /// The outcomes an account search can report; names and raw values match SiriKit's (0–9).
  public enum Code: Int, IntentResponseCode {
    /// The response didn't specify a code.
    case unspecified = 0
    /// Confirm found everything in place to search.
    case ready = 1
    /// The search started and continues.
    case inProgress = 2
    /// The accounts were found.
    case success = 3
    /// The search failed.
    case failure = 4
    /// The user must finish in the app.
    case failureRequiringAppLaunch = 5
    /// The user's credentials couldn't be verified.
    case failureCredentialsUnverified = 6
    /// No account matched.
    case failureAccountNotFound = 7
    /// The user must accept the app's terms first.
    case failureTermsAndConditionsAcceptanceRequired = 8
    /// The user isn't eligible.
    case failureNotEligible = 9

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failureRequiringAppLaunch: .deferredToApplication
      case .failure, .failureCredentialsUnverified, .failureAccountNotFound,
        .failureTermsAndConditionsAcceptanceRequired, .failureNotEligible:
        .failure
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The accounts that matched, with their balances.
  public var accounts: [PaymentAccount]?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  /// Creates a response listing accounts.
  public init(code: Code, accounts: [PaymentAccount]?) {
    self.init(code: code, userActivity: nil)
    self.accounts = accounts
  }
}
