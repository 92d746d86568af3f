/// A handler that asks the user's contacts for money and keeps each request in the ledger until
/// it is paid.
///
/// - **Payer.** Resolved against the directory as ``SendPaymentHandler`` resolves payees, with
///   SiriKit's payer reasons (`noAccount`, `noValidHandle`); with no payer it asks.
/// - **Amount.** Checked as a payment's amount, with the request reasons; with no amount it asks.
/// - **Confirm** answers `ready` with a pending payment record, or `failureNoBankAccount` when the
///   user has no account to receive the currency, and the limit and currency codes.
/// - **Handle** records a ``PaymentRequest`` whose identifier is the intent's and answers
///   `success` with the record, still pending: nothing moves until the payer pays. Recording the
///   same request again returns it again; the same identifier for a different request throws
///   ``LedgerError`` with code ``LedgerError/Code/idempotencyKeyReused``.
public struct RequestPaymentHandler: RequestPaymentIntentHandling {
  /// The ledger, directory and accounts the handler works with.
  public let service: PaymentsService

  /// Creates a handler.
  public init(service: PaymentsService) {
    self.service = service
  }

  /// Resolves the payer against the directory.
  public func resolvePayer(
    for intent: RequestPaymentIntent
  ) async -> RequestPaymentPayerResolutionResult {
    guard let payer = intent.payer else { return .needsValue() }
    return await .init(
      service.resolveCounterparty(
        payer,
        noAccount: RequestPaymentPayerUnsupportedReason.noAccount,
        noValidHandle: RequestPaymentPayerUnsupportedReason.noValidHandle
      )
    )
  }

  /// Checks the amount.
  public func resolveCurrencyAmount(
    for intent: RequestPaymentIntent
  ) async -> RequestPaymentCurrencyAmountResolutionResult {
    guard let amount = intent.currencyAmount else { return .needsValue() }
    return await .init(
      service.checkAmount(amount, counterparty: intent.payer, reasons: .requestPayment)
    )
  }

  /// Keeps a note within the length limit; skips a missing one.
  public func resolveNote(for intent: RequestPaymentIntent) async -> Resolution<String> {
    service.resolveNote(intent.note)
  }

  /// Checks that the user can receive the money and that the amount is within the limits.
  public func confirm(intent: RequestPaymentIntent) async throws -> RequestPaymentIntentResponse {
    let request: Request
    switch self.request(for: intent) {
    case .success(let found): request = found
    case .failure(let refusal): return RequestPaymentIntentResponse(code: refusal.code)
    }
    let limits = await service.ledger.limits(for: request.amount.currency)
    if let limits, request.amount.minorUnits < limits.minimum {
      return RequestPaymentIntentResponse(code: .failurePaymentsAmountBelowMinimum)
    }
    if let limits, request.amount.minorUnits > limits.maximum {
      return RequestPaymentIntentResponse(code: .failurePaymentsAmountAboveMaximum)
    }
    return RequestPaymentIntentResponse(code: .ready, paymentRecord: request.record)
  }

  /// Records the request, once per intent identifier.
  public func handle(intent: RequestPaymentIntent) async throws -> RequestPaymentIntentResponse {
    let request: Request
    switch self.request(for: intent) {
    case .success(let found): request = found
    case .failure(let refusal): return RequestPaymentIntentResponse(code: refusal.code)
    }
    do {
      _ = try await service.ledger.record(
        PaymentRequest(
          id: intent.identifier,
          payer: request.payer,
          account: request.account,
          amount: request.amount,
          note: intent.note,
          requestedAt: service.clock.now
        )
      )
    } catch let error as LedgerError where !error.isKeyReuse {
      return RequestPaymentIntentResponse(code: error.requestPaymentCode)
    }
    return RequestPaymentIntentResponse(code: .success, paymentRecord: request.record)
  }

  // MARK: - The request

  private struct Request {
    let payer: Person
    let account: LedgerAccount.ID
    let amount: CurrencyAmount
    let record: PaymentRecord
  }

  private struct Refusal: Error {
    let code: RequestPaymentIntentResponse.Code
  }

  private func request(for intent: RequestPaymentIntent) -> Result<Request, Refusal> {
    guard let payer = intent.payer, let amount = intent.currencyAmount else {
      return .failure(Refusal(code: .failure))
    }
    guard let account = service.paymentAccount(in: amount.currency) else {
      return .failure(Refusal(code: .failureNoBankAccount))
    }
    guard service.account(of: payer, in: amount.currency) != nil else {
      return .failure(Refusal(code: .failurePaymentsCurrencyUnsupported))
    }
    let record = PaymentRecord(
      payee: service.user,
      payer: payer,
      currencyAmount: amount,
      paymentMethod: service.paymentMethod(for: account),
      note: intent.note,
      status: .pending
    )
    return .success(Request(payer: payer, account: account.id, amount: amount, record: record))
  }
}
