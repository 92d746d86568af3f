/// The outcome of confirming or handling a ``TransferMoneyIntent``, SiriKit's
/// `INTransferMoneyIntentResponse`.
public struct TransferMoneyIntentResponse: IntentResponse, Hashable, Codable {
  /// The outcomes a transfer step can report; names and raw values match SiriKit's (0–7).
  public enum Code: Int, IntentResponseCode {
    /// The response didn't specify a code.
    case unspecified = 0
    /// Confirm found everything in place to transfer.
    case ready = 1
    /// The transfer was accepted and is being processed.
    case inProgress = 2
    /// The money moved.
    case success = 3
    /// The transfer failed.
    case failure = 4
    /// The user must finish in the app.
    case failureRequiringAppLaunch = 5
    /// The user's credentials couldn't be verified.
    case failureCredentialsUnverified = 6
    /// The source account doesn't hold enough money.
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

  /// The source account, as resolved.
  public var fromAccount: PaymentAccount?

  /// The destination account, as resolved.
  public var toAccount: PaymentAccount?

  /// The amount moved.
  public var transactionAmount: PaymentAmount?

  /// When the money moves.
  public var transactionScheduledDate: DateComponentsRange?

  /// The note.
  public var transactionNote: String?

  /// The fee charged for the transfer.
  public var transferFee: CurrencyAmount?

  public init(code: Code, userActivity: UserActivity?) {
    self.code = code
    self.userActivity = userActivity
  }
}

// MARK: - JSON

extension TransferMoneyIntentResponse: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      code: try object.decode("code"),
      userActivity: try object.decodeIfPresent("userActivity")
    )
    fromAccount = try object.decodeIfPresent("fromAccount")
    toAccount = try object.decodeIfPresent("toAccount")
    transactionAmount = try object.decodeIfPresent("transactionAmount")
    transactionScheduledDate = try object.decodeAnyIfPresent("transactionScheduledDate")
    transactionNote = try object.stringIfPresent("transactionNote")
    transferFee = try object.decodeIfPresent("transferFee")
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.write("code", code)
      try object.writeIfPresent("fromAccount", fromAccount)
      try object.writeIfPresent("toAccount", toAccount)
      try object.writeIfPresent("transactionAmount", transactionAmount)
      object.stringIfPresent("transactionNote", transactionNote)
      try object.writeAnyIfPresent("transactionScheduledDate", transactionScheduledDate)
      try object.writeIfPresent("transferFee", transferFee)
      try object.writeIfPresent("userActivity", userActivity)
    }
  }
}
