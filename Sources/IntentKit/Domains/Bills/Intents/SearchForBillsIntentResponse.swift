/// The outcome of confirming or handling a ``SearchForBillsIntent``, SiriKit's
/// `INSearchForBillsIntentResponse`.
public struct SearchForBillsIntentResponse: IntentResponse, Hashable, Codable {
  /// The outcomes a bill search can report; names and raw values match SiriKit's (0–7).
  public enum Code: Int, IntentResponseCode {
    /// The response didn't specify a code.
    case unspecified = 0
    /// Confirm found everything in place to search.
    case ready = 1
    /// The search started and continues.
    case inProgress = 2
    /// Bills were found.
    case success = 3
    /// The search failed.
    case failure = 4
    /// The user must finish in the app.
    case failureRequiringAppLaunch = 5
    /// The user's credentials couldn't be verified.
    case failureCredentialsUnverified = 6
    /// No bill matched.
    case failureBillNotFound = 7

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failureRequiringAppLaunch: .deferredToApplication
      case .failure, .failureCredentialsUnverified, .failureBillNotFound: .failure
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The bills that matched, earliest due first.
  public var bills: [BillDetails]?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  /// Creates a response listing bills.
  public init(code: Code, bills: [BillDetails]?) {
    self.init(code: code, userActivity: nil)
    self.bills = bills
  }
}
