#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A handler that moves money between the user's own accounts through the ledger.
///
/// - **Accounts.** Each is found among the user's accounts by number, nickname, type or
///   organisation (see ``SearchForAccountsHandler``): one match succeeds, several are offered,
///   none is unsupported. The destination must differ from the source and hold the same
///   currency. Missing accounts are asked for.
/// - **Amount.** A given amount must be positive, in the source account's currency and within
///   the ledger's limits. Amount types are resolved against the source account:
///   `currentBalance` is its balance, `maximumTransferAmount` the most it can send (its balance,
///   capped by the ledger's maximum), `minimumTransferAmount` the ledger's minimum. Bill amount
///   types (`minimumDue`, `amountDue`, `statementBalance`) are unsupported.
/// - **Scheduled date.** Transfers happen now: no date, or a date of today by the service's
///   clock and calendar, is accepted; any other date, and recurring transfers, are unsupported.
/// - **Confirm** checks the transfer with the ledger and answers `ready`, or
///   `failureInsufficientFunds`. **Handle** posts it once per intent identifier and answers
///   `success`; the same identifier for a different transfer throws ``LedgerError`` with code
///   ``LedgerError/Code/idempotencyKeyReused``.
public struct TransferMoneyHandler: TransferMoneyIntentHandling {
  /// The ledger, directory and accounts the handler works with.
  public let service: PaymentsService

  /// Creates a handler.
  public init(service: PaymentsService) {
    self.service = service
  }

  /// Finds the source account among the user's accounts.
  public func resolveFromAccount(
    for intent: TransferMoneyIntent
  ) async -> Resolution<PaymentAccount> {
    guard let described = intent.fromAccount else { return .needsValue() }
    return choose(service.userAccounts(matching: described))
  }

  /// Finds the destination account among the user's other accounts in the same currency.
  public func resolveToAccount(
    for intent: TransferMoneyIntent
  ) async -> Resolution<PaymentAccount> {
    guard let described = intent.toAccount else { return .needsValue() }
    var matches = service.userAccounts(matching: described)
    if let from = service.userAccount(for: intent.fromAccount) {
      matches.removeAll { $0.id == from.id || $0.currency != from.currency }
    }
    return choose(matches)
  }

  /// Checks the amount, or works it out from its type.
  public func resolveTransactionAmount(
    for intent: TransferMoneyIntent
  ) async -> Resolution<PaymentAmount> {
    guard let requested = intent.transactionAmount else { return .needsValue() }
    guard let from = service.userAccount(for: intent.fromAccount) else {
      return requested.amount?.isPositive == false ? .unsupported() : .success(with: requested)
    }
    let amount: CurrencyAmount
    switch requested.amountType {
    case .currentBalance, .maximumTransferAmount:
      guard var balance = try? await service.ledger.balance(of: from.id) else {
        return .unsupported()
      }
      if requested.amountType == .maximumTransferAmount,
        let limits = await service.ledger.limits(for: from.currency)
      {
        balance.minorUnits = min(balance.minorUnits, limits.maximum)
      }
      amount = balance
    case .minimumTransferAmount:
      let minimum = await service.ledger.limits(for: from.currency)?.minimum ?? 1
      amount = CurrencyAmount(minorUnits: minimum, currency: from.currency)
    case .unknown:
      guard let given = requested.amount else { return .needsValue() }
      amount = given
    case .minimumDue, .amountDue, .statementBalance:
      return .unsupported()
    }
    guard amount.isPositive else { return .unsupported() }
    guard amount.currency == from.currency else {
      return .unsupported(forReason: PaymentsService.AmountReasons.transfer.currencyUnsupported)
    }
    return await service.checkLimits(
      amount,
      reasons: .transfer,
      resolving: PaymentAmount(amountType: requested.amountType, amount: amount)
    )
  }

  /// Accepts no date or today; transfers aren't scheduled for later.
  public func resolveTransactionScheduledDate(
    for intent: TransferMoneyIntent
  ) async -> Resolution<DateComponentsRange> {
    guard let range = intent.transactionScheduledDate else { return .notRequired() }
    return isToday(range) ? .success(with: range) : .unsupported()
  }

  /// Keeps a note within the length limit; skips a missing one.
  public func resolveTransactionNote(for intent: TransferMoneyIntent) async -> Resolution<String> {
    service.resolveNote(intent.transactionNote)
  }

  /// Checks with the ledger that the transfer can be made now.
  public func confirm(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse {
    guard let transfer = transfer(for: intent) else {
      return TransferMoneyIntentResponse(code: .failure)
    }
    do {
      try await service.ledger.validate(transfer, idempotencyKey: intent.identifier)
    } catch let error as LedgerError where !error.isKeyReuse {
      return TransferMoneyIntentResponse(code: error.transferMoneyCode)
    }
    return response(.ready, for: intent)
  }

  /// Moves the money, once per intent identifier.
  public func handle(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse {
    guard let transfer = transfer(for: intent) else {
      return TransferMoneyIntentResponse(code: .failure)
    }
    do {
      _ = try await service.ledger.post(transfer, idempotencyKey: intent.identifier)
    } catch let error as LedgerError where !error.isKeyReuse {
      return TransferMoneyIntentResponse(code: error.transferMoneyCode)
    }
    return response(.success, for: intent)
  }

  // MARK: - Helpers

  private func choose(_ accounts: [LedgerAccount]) -> Resolution<PaymentAccount> {
    switch accounts.count {
    case 0: .unsupported()
    case 1: .success(with: accounts[0].paymentAccount(balance: nil))
    default:
      .disambiguation(
        with: accounts.prefix(PaymentsService.maximumChoices).map {
          $0.paymentAccount(balance: nil)
        }
      )
    }
  }

  private func transfer(for intent: TransferMoneyIntent) -> LedgerTransfer? {
    guard let from = service.userAccount(for: intent.fromAccount),
      let to = service.userAccount(for: intent.toAccount),
      let amount = intent.transactionAmount?.amount
    else { return nil }
    return LedgerTransfer(from: from.id, to: to.id, amount: amount, memo: intent.transactionNote)
  }

  private func response(
    _ code: TransferMoneyIntentResponse.Code,
    for intent: TransferMoneyIntent
  ) -> TransferMoneyIntentResponse {
    var response = TransferMoneyIntentResponse(code: code)
    response.fromAccount = intent.fromAccount
    response.toAccount = intent.toAccount
    response.transactionAmount = intent.transactionAmount
    response.transactionScheduledDate = intent.transactionScheduledDate
    response.transactionNote = intent.transactionNote
    response.transferFee = intent.transactionAmount?.amount.map {
      CurrencyAmount(minorUnits: 0, currency: $0.currency)
    }
    return response
  }

  private func isToday(_ range: DateComponentsRange) -> Bool {
    guard range.recurrenceRule == nil else { return false }
    let days = [range.startDateComponents, range.endDateComponents].compactMap { $0 }
    guard !days.isEmpty else { return false }
    let now = service.clock.now
    return days.allSatisfy { components in
      guard let date = service.calendar.date(from: components) else { return false }
      return service.calendar.isDate(date, inSameDayAs: now)
    }
  }
}
