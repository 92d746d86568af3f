/// The outcome of confirming or handling a ``RequestPaymentIntent``, SiriKit's
/// `INRequestPaymentIntentResponse`.
public struct RequestPaymentIntentResponse: IntentResponse, Hashable, Codable {
  /// The outcomes a request-payment step can report; names and raw values match SiriKit's.
  ///
  /// The raw values run from 0 to 12; there is no insufficient-funds code, because requesting
  /// money moves none.
  public enum Code: Int, IntentResponseCode {
    /// The response didn't specify a code.
    case unspecified = 0
    /// Confirm found everything in place to send the request.
    case ready = 1
    /// The request details were received but the request hasn't been sent yet.
    case inProgress = 2
    /// The request was sent.
    case success = 3
    /// The request couldn't be sent.
    case failure = 4
    /// The user must finish in the app.
    case failureRequiringAppLaunch = 5
    /// The user's credentials couldn't be verified.
    case failureCredentialsUnverified = 6
    /// The amount is below the minimum.
    case failurePaymentsAmountBelowMinimum = 7
    /// The amount is above the maximum.
    case failurePaymentsAmountAboveMaximum = 8
    /// The currency isn't supported.
    case failurePaymentsCurrencyUnsupported = 9
    /// The user has no bank account set up.
    case failureNoBankAccount = 10
    /// The user or the payer isn't eligible to take part in payments.
    case failureNotEligible = 11
    /// The user must accept the app's payment terms first.
    case failureTermsAndConditionsAcceptanceRequired = 12

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failureRequiringAppLaunch: .deferredToApplication
      case .failure, .failureCredentialsUnverified, .failurePaymentsAmountBelowMinimum,
        .failurePaymentsAmountAboveMaximum, .failurePaymentsCurrencyUnsupported,
        .failureNoBankAccount, .failureNotEligible, .failureTermsAndConditionsAcceptanceRequired:
        .failure
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The request: pending after confirm and after handle, until the payer pays.
  public var paymentRecord: PaymentRecord?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }

  /// Creates a response with a payment record.
  public init(code: Code, paymentRecord: PaymentRecord?) {
    self.init(code: code, userActivity: nil)
    self.paymentRecord = paymentRecord
  }
}
