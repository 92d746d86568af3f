// How the payment handlers report a ledger's refusal: as the SiriKit response code that says
// the same thing. Reuse of an idempotency key is not a business outcome and is rethrown.

extension LedgerError {
  /// The send-payment code for this refusal.
  var sendPaymentCode: SendPaymentIntentResponse.Code {
    switch code {
    case .insufficientFunds: .failureInsufficientFunds
    case .accountNotFound: .failureNoBankAccount
    case .amountBelowMinimum: .failurePaymentsAmountBelowMinimum
    case .amountAboveMaximum, .overflow: .failurePaymentsAmountAboveMaximum
    case .currencyMismatch: .failurePaymentsCurrencyUnsupported
    default: .failure
    }
  }

  /// The request-payment code for this refusal.
  var requestPaymentCode: RequestPaymentIntentResponse.Code {
    switch code {
    case .accountNotFound: .failureNoBankAccount
    case .amountBelowMinimum: .failurePaymentsAmountBelowMinimum
    case .amountAboveMaximum, .overflow: .failurePaymentsAmountAboveMaximum
    case .currencyMismatch: .failurePaymentsCurrencyUnsupported
    default: .failure
    }
  }

  /// The transfer code for this refusal.
  var transferMoneyCode: TransferMoneyIntentResponse.Code {
    code == .insufficientFunds ? .failureInsufficientFunds : .failure
  }

  /// A Boolean value that indicates whether the refusal is a reused idempotency key, which
  /// handlers throw instead of reporting as a response code.
  var isKeyReuse: Bool {
    code == .idempotencyKeyReused
  }
}
