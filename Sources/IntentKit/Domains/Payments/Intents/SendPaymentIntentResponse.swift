/// The outcome of confirming or handling a ``SendPaymentIntent``, SiriKit's
/// `INSendPaymentIntentResponse`.
public struct SendPaymentIntentResponse: IntentResponse, Hashable, Codable {
  /// The outcomes a send-payment step can report; names and raw values match SiriKit's (0–13).
  public enum Code: Int, IntentResponseCode {
    /// The response didn't specify a code.
    case unspecified = 0
    /// Confirm found everything in place to send the payment.
    case ready = 1
    /// The payment details were received but the funds haven't moved yet.
    case inProgress = 2
    /// The payment was sent.
    case success = 3
    /// The funds couldn't be sent.
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
    /// The user's account doesn't hold enough money.
    case failureInsufficientFunds = 10
    /// The user has no bank account set up.
    case failureNoBankAccount = 11
    /// The user isn't eligible to send money.
    case failureNotEligible = 12
    /// The user must accept the app's payment terms first.
    case failureTermsAndConditionsAcceptanceRequired = 13

    public var handlingStatus: IntentHandlingStatus {
      switch self {
      case .unspecified: .unspecified
      case .ready: .ready
      case .inProgress: .inProgress
      case .success: .success
      case .failureRequiringAppLaunch: .deferredToApplication
      case .failure, .failureCredentialsUnverified, .failurePaymentsAmountBelowMinimum,
        .failurePaymentsAmountAboveMaximum, .failurePaymentsCurrencyUnsupported,
        .failureInsufficientFunds, .failureNoBankAccount, .failureNotEligible,
        .failureTermsAndConditionsAcceptanceRequired:
        .failure
      }
    }
  }

  public let code: Code
  public var userActivity: UserActivity?

  /// The payment: pending after confirm, completed after handle.
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

// MARK: - JSON

extension SendPaymentIntentResponse: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      code: try object.decode("code"),
      userActivity: try object.decodeIfPresent("userActivity")
    )
    paymentRecord = try object.decodeIfPresent("paymentRecord")
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.write("code", code)
      try object.writeIfPresent("paymentRecord", paymentRecord)
      try object.writeIfPresent("userActivity", userActivity)
    }
  }
}
