#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Confirming and handling: turning a resolved intent into a payment request, and the service's
// answer into a response filled with what was (or will be) paid.

extension PayBillHandler {
  /// Checks that the bill can be paid as resolved and fills the response with the amount,
  /// account, scheduled date, note and bill.
  public func confirm(intent: PayBillIntent) async throws -> PayBillIntentResponse {
    guard await service.isReadyToPay else {
      return PayBillIntentResponse(code: .failureCredentialsUnverified)
    }
    guard let plan = await plan(for: intent) else { return PayBillIntentResponse(code: .failure) }
    do {
      try await service.validate(plan.request)
    } catch {
      return await response(to: plan, code: Self.code(for: error))
    }
    return await response(to: plan, code: .ready)
  }

  /// Pays the bill now, or schedules its payment, at most once per intent identifier.
  public func handle(intent: PayBillIntent) async throws -> PayBillIntentResponse {
    try Task.checkCancellation()
    guard await service.isReadyToPay else {
      return PayBillIntentResponse(code: .failureCredentialsUnverified)
    }
    guard let plan = await plan(for: intent) else { return PayBillIntentResponse(code: .failure) }
    let payment: BillPayment
    do {
      payment = try await service.pay(plan.request)
    } catch {
      return await response(to: plan, code: Self.code(for: error))
    }
    return await response(to: plan, code: code(for: payment))
  }

  // MARK: - Planning

  /// What a resolved intent asks the service to do.
  private struct Plan {
    let bill: Bill
    let account: LedgerAccount
    let amountType: AmountType
    let request: BillPaymentRequest
  }

  /// Turns a resolved intent into a payment request, or returns `nil` if it lacks the bill,
  /// the account or the amount.
  private func plan(for intent: PayBillIntent) async -> Plan? {
    guard let bill = await bill(for: intent) else { return nil }
    let account: LedgerAccount?
    if let named = intent.fromAccount {
      let matches = await service.paymentAccounts(matching: named)
      account = matches.count == 1 ? matches[0] : nil
    } else {
      let accounts = await service.paymentAccounts()
      account = await service.defaultPaymentAccount ?? (accounts.count == 1 ? accounts[0] : nil)
    }
    guard let account, let requested = intent.transactionAmount,
      let amount = requested.amount ?? bill.amount(for: requested.amountType)
    else { return nil }
    let now = service.clock.now
    let day =
      intent.transactionScheduledDate.flatMap { service.days.scheduledDay(of: $0, now: now) }
      ?? service.days.startOfDay(for: now)
    let request = BillPaymentRequest(
      billID: bill.id,
      account: account.id,
      amount: amount,
      day: day,
      note: intent.transactionNote,
      idempotencyKey: intent.identifier
    )
    return Plan(bill: bill, account: account, amountType: requested.amountType, request: request)
  }

  // MARK: - Responses

  private func response(
    to plan: Plan,
    code: PayBillIntentResponse.Code
  ) async -> PayBillIntentResponse {
    var response = PayBillIntentResponse(code: code)
    let balance = try? await service.ledger.balance(of: plan.account.id)
    response.fromAccount = plan.account.paymentAccount(balance: balance)
    response.billDetails = await service.bill(plan.bill.id)?.details ?? plan.bill.details
    response.transactionAmount = PaymentAmount(
      amountType: plan.amountType,
      amount: plan.request.amount
    )
    response.transactionScheduledDate = DateComponentsRange(
      start: service.days.components(of: plan.request.day)
    )
    response.transactionNote = plan.request.note
    return response
  }

  /// The code for a refusal: insufficient funds and a signed-out user have their own codes.
  private static func code(for error: any Error) -> PayBillIntentResponse.Code {
    if (error as? LedgerError)?.code == .insufficientFunds { return .failureInsufficientFunds }
    if (error as? BillServiceError)?.code == .notSignedIn { return .failureCredentialsUnverified }
    return .failure
  }

  /// The code for a payment: paid or scheduled is success, still posting is in progress.
  private func code(for payment: BillPayment) -> PayBillIntentResponse.Code {
    switch payment.status {
    case .completed:
      return .success
    case .pending:
      return payment.request.day > service.today() ? .success : .inProgress
    case .failed:
      return payment.failure?.ledgerErrorCode == .insufficientFunds
        ? .failureInsufficientFunds : .failure
    case .unknown, .canceled, .unpaid:
      return .failure
    }
  }
}
