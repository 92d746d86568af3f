/// A handler that sends money to the user's contacts through a ledger, SiriKit's payments
/// sample made real.
///
/// - **Payee.** One matching contact is the payee, several are offered, none is unsupported
///   (`noValidHandle` or `noAccount` when the one contact can't be paid). With no payee it
///   suggests the last person paid, or asks.
/// - **Amount.** Zero or less is unsupported; a currency the user or payee has no account in is
///   `paymentsCurrencyUnsupported`; the ledger's limits give `paymentsAmountBelowMinimum` and
///   `paymentsAmountAboveMaximum`. With no amount it suggests the last amount sent if the payee could receive it, or asks.
/// - **Note.** Optional; at most 1,024 bytes.
/// - **Confirm** checks the transfer with the ledger and answers `ready` with a pending payment
///   record, or the code for what's wrong: `failureInsufficientFunds`, `failureNoBankAccount`, a
///   limit, an unsupported currency.
/// - **Handle** posts the transfer with the intent's identifier as the idempotency key and
///   answers `success` with a completed record. Handling the same intent again returns the same
///   response without a second posting. The same identifier with a different payment throws
///   ``LedgerError`` with code ``LedgerError/Code/idempotencyKeyReused``, which the dispatcher
///   reports as a failure whose ``IntentFailure/error`` is that error.
///
/// ```swift
/// dispatcher.register(SendPaymentHandler(service: service))
/// ```
public struct SendPaymentHandler: SendPaymentIntentHandling {
  /// The ledger, directory and accounts the handler works with.
  public let service: PaymentsService

  /// Creates a handler.
  public init(service: PaymentsService) {
    self.service = service
  }

  /// Resolves the payee against the directory, or suggests the last person paid.
  public func resolvePayee(
    for intent: SendPaymentIntent
  ) async -> SendPaymentPayeeResolutionResult {
    guard let payee = intent.payee else {
      if let recent = await service.suggestedPayee() { return .confirmationRequired(with: recent) }
      return .needsValue()
    }
    return await .init(
      service.resolveCounterparty(
        payee,
        noAccount: SendPaymentPayeeUnsupportedReason.noAccount,
        noValidHandle: SendPaymentPayeeUnsupportedReason.noValidHandle
      )
    )
  }

  /// Checks the amount, or suggests the last amount sent when it could be sent to this payee.
  public func resolveCurrencyAmount(
    for intent: SendPaymentIntent
  ) async -> SendPaymentCurrencyAmountResolutionResult {
    guard let amount = intent.currencyAmount else {
      if let last = await service.suggestedAmount(for: intent.payee) {
        return .confirmationRequired(with: last)
      }
      return .needsValue()
    }
    return await .init(
      service.checkAmount(amount, counterparty: intent.payee, reasons: .sendPayment)
    )
  }

  /// Keeps a note within the length limit; skips a missing one.
  public func resolveNote(for intent: SendPaymentIntent) async -> Resolution<String> {
    service.resolveNote(intent.note)
  }

  /// Checks with the ledger that the payment can be sent now.
  public func confirm(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    let payment: Payment
    switch self.payment(for: intent) {
    case .success(let found): payment = found
    case .failure(let refusal): return SendPaymentIntentResponse(code: refusal.code)
    }
    do {
      try await service.ledger.validate(payment.transfer, idempotencyKey: intent.identifier)
    } catch let error as LedgerError where !error.isKeyReuse {
      return SendPaymentIntentResponse(code: error.sendPaymentCode)
    }
    return SendPaymentIntentResponse(code: .ready, paymentRecord: record(of: payment, .pending))
  }

  /// Sends the payment, once per intent identifier.
  public func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    let payment: Payment
    switch self.payment(for: intent) {
    case .success(let found): payment = found
    case .failure(let refusal): return SendPaymentIntentResponse(code: refusal.code)
    }
    do {
      _ = try await service.ledger.post(payment.transfer, idempotencyKey: intent.identifier)
    } catch let error as LedgerError where !error.isKeyReuse {
      return SendPaymentIntentResponse(code: error.sendPaymentCode)
    }
    return SendPaymentIntentResponse(code: .success, paymentRecord: record(of: payment, .completed))
  }

  // MARK: - The payment

  /// A resolved payment: the ledger transfer, the payee, and which of the user's accounts pays.
  private struct Payment {
    let transfer: LedgerTransfer
    let payee: Person
    let account: Int
  }

  /// Why a resolved intent can't become a payment.
  private struct Refusal: Error {
    let code: SendPaymentIntentResponse.Code
  }

  private func payment(for intent: SendPaymentIntent) -> Result<Payment, Refusal> {
    guard let payee = intent.payee, let amount = intent.currencyAmount else {
      return .failure(Refusal(code: .failure))
    }
    guard let from = service.paymentAccountIndex(in: amount.currency) else {
      return .failure(Refusal(code: .failureNoBankAccount))
    }
    guard let to = service.account(of: payee, in: amount.currency) else {
      let knowsPayee = payee.contactIdentifier.map(service.hasAccounts(contact:))
      return .failure(
        Refusal(code: knowsPayee == true ? .failurePaymentsCurrencyUnsupported : .failure)
      )
    }
    let transfer = LedgerTransfer(
      from: service.userAccounts[from].id,
      to: to,
      amount: amount,
      memo: intent.note
    )
    return .success(Payment(transfer: transfer, payee: payee, account: from))
  }

  /// The payment as a SiriKit payment record.
  private func record(of payment: Payment, _ status: PaymentStatus) -> PaymentRecord {
    PaymentRecord(
      payee: payment.payee,
      payer: service.user,
      currencyAmount: payment.transfer.amount,
      paymentMethod: service.paymentMethod(for: service.userAccounts[payment.account]),
      note: payment.transfer.memo,
      status: status
    )
  }
}
