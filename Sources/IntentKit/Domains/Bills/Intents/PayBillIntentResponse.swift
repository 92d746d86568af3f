/// The outcome of confirming or handling a ``PayBillIntent``, SiriKit's
/// `INPayBillIntentResponse`.
///
/// Confirm fills in the amount, account, scheduled date and note it is about to pay, and the
/// bill: without them the assistant can't say what it will do, and as Apple's bill-payment sample
/// warns, shows the wrong amount. Handle fills in the same with the bill as it now stands.
public struct PayBillIntentResponse: IntentResponse, Hashable, Codable {
  /// The outcomes a bill-payment step can report; names and raw values match SiriKit's (0–7).
  public enum Code: Int, IntentResponseCode {
    /// The response didn't specify a code.
    case unspecified = 0
    /// Confirm found everything in place to pay the bill.
    case ready = 1
    /// The payment details were received and the payment is still being made or scheduled.
    case inProgress = 2
    /// The bill was paid, or its payment was scheduled.
    case success = 3
    /// The bill couldn't be paid.
    case failure = 4
    /// The user must launch the app to schedule the payment.
    case failureRequiringAppLaunch = 5
    /// The user's or the payee's credentials couldn't be verified: the user is signed out, or
    /// set up no payees in advance.
    case failureCredentialsUnverified = 6
    /// The account doesn't hold enough money.
    case failureInsufficientFunds = 7

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failureRequiringAppLaunch: .deferredToApplication
      case .failure, .failureCredentialsUnverified, .failureInsufficientFunds: .failure
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The account the money comes from, with its balance.
  public var fromAccount: PaymentAccount?

  /// The bill: scheduled bills are ``PaymentStatus/pending`` and paid ones
  /// ``PaymentStatus/completed``.
  public var billDetails: BillDetails?

  /// The amount, with the concrete sum of money filled in.
  public var transactionAmount: PaymentAmount?

  /// The day the money moves.
  public var transactionScheduledDate: DateComponentsRange?

  /// The note kept with the payment.
  public var transactionNote: String?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }
}
