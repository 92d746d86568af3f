#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A handler that pays bills from a ``BillService``, resolving all seven of
/// ``PayBillIntent``'s parameters.
///
/// - **Payee**: matched by nickname, organisation or account number; one payee with an unpaid
///   bill is used, several are offered, none is unsupported. With no payee but a bill type
///   ("pay my electricity bill"), the payees with an unpaid bill of that type are used or offered.
/// - **Account**: the named account, else the default account, else the user chooses.
/// - **Amount**: an amount type such as ``AmountType/minimumDue`` becomes the bill's concrete
///   amount; an amount type the bill doesn't carry, an amount of zero or less, or a currency the
///   service's ``BillCurrencyPolicy`` refuses is unsupported.
/// - **Scheduled date**: today when absent; a day that has passed is unsupported; a day after
///   the bill's due date needs the user's confirmation.
/// - **Note**, **bill type** and **due date**: the bill type is derived from the payee's bill when
///   absent, and the due date is the bill's.
///
/// Confirm fills the response with the amount, account, scheduled date, note and bill, and
/// answers ``PayBillIntentResponse/Code/failureCredentialsUnverified`` when the user is signed out
/// or has no payees or accounts, or ``PayBillIntentResponse/Code/failureInsufficientFunds`` when a
/// payment for today would overdraw the account. Handle pays now for today, or schedules the
/// payment for a later day and answers ``PayBillIntentResponse/Code/success``: in SiriKit's
/// terms the payment *is* scheduled, so `inProgress` is kept for a payment that is still being
/// posted.
///
/// ```swift
/// var dispatcher = IntentDispatcher()
/// dispatcher.register(PayBillHandler(service: service))
/// ```
public struct PayBillHandler: PayBillIntentHandling {
  /// The service that holds the bills and pays them.
  public let service: BillService

  /// Creates a handler over a bill service.
  public init(service: BillService) {
    self.service = service
  }

  // MARK: - Resolving

  public func resolveBillPayee(for intent: PayBillIntent) async -> Resolution<BillPayee> {
    guard await service.isReadyToPay else { return .notRequired() }
    let billType = intent.requestedBillType
    // A bill this very intent already paid still counts, so that a retried request resolves
    // as it did the first time and the service can answer it without paying again. It is asked
    // for after the unpaid bills: a bill only goes from unpaid to paid, so one that another
    // delivery of this intent pays while this one resolves is found by one question or the other.
    guard let payee = intent.billPayee else {
      guard let billType else { return .needsValue() }
      var owing = await service.payeesWithUnpaidBills(of: billType)
      if let paid = await paidBill(for: intent), paid.details.billType == billType,
        let payee = paid.payee, !owing.contains(payee)
      {
        owing.append(payee)
      }
      return choose(among: owing, ifNone: .noUnpaidBillOfType)
    }
    let matches = await service.payees(matching: payee)
    guard !matches.isEmpty else { return .unsupported(forReason: .billPayeeNotFound) }
    var payable: [BillPayee] = []
    for match in matches where await service.payableBill(for: match, billType: nil) != nil {
      payable.append(match)
    }
    var typed: Set<BillPayee>?
    if let billType { typed = Set(await service.payeesWithUnpaidBills(of: billType)) }
    let paid = await paidBill(for: intent)
    var owing = matches.filter { payable.contains($0) || $0 == paid?.payee }
    if let billType, var typed {
      if let paid, paid.details.billType == billType, let payee = paid.payee {
        typed.insert(payee)
      }
      let owingOfType = owing.filter(typed.contains)
      if !owingOfType.isEmpty { owing = owingOfType }
    }
    return choose(among: owing, ifNone: .noUnpaidBill)
  }

  private func choose<Value>(
    among candidates: [Value],
    ifNone reason: UnsupportedReason
  ) -> Resolution<Value> {
    switch candidates.count {
    case 0: .unsupported(forReason: reason)
    case 1: .success(with: candidates[0])
    default: .disambiguation(with: candidates)
    }
  }

  public func resolveFromAccount(for intent: PayBillIntent) async -> Resolution<PaymentAccount> {
    guard await service.isReadyToPay else { return .notRequired() }
    let currency = await bill(for: intent)?.currency
    func preferringBillCurrency(_ accounts: [LedgerAccount]) -> [LedgerAccount] {
      let same = accounts.filter { $0.currency == currency }
      return same.isEmpty ? accounts : same
    }
    if let named = intent.fromAccount {
      let matches = preferringBillCurrency(await service.paymentAccounts(matching: named))
      return choose(among: matches.map(Self.describe), ifNone: .billAccountNotFound)
    }
    let accounts = preferringBillCurrency(await service.paymentAccounts())
    if let preferred = await service.defaultPaymentAccount, accounts.contains(preferred) {
      return .success(with: Self.describe(preferred))
    }
    return accounts.isEmpty
      ? .notRequired() : choose(among: accounts.map(Self.describe), ifNone: .billAccountNotFound)
  }

  /// The account as the intent holds it: without a balance, which changes.
  static func describe(_ account: LedgerAccount) -> PaymentAccount {
    account.paymentAccount(balance: nil)
  }

  public func resolveTransactionAmount(
    for intent: PayBillIntent
  ) async -> Resolution<PaymentAmount> {
    guard await service.isReadyToPay else { return .notRequired() }
    guard let requested = intent.transactionAmount else { return .needsValue() }
    let bill = await bill(for: intent)
    let money: CurrencyAmount
    if requested.amountType == .unknown {
      guard let amount = requested.amount else { return .needsValue() }
      money = amount
    } else {
      guard let amount = bill?.amount(for: requested.amountType) else {
        return .unsupported(forReason: .billAmountTypeUnavailable)
      }
      money = amount
    }
    guard money.isPositive else { return .unsupported(forReason: .billAmountNotPositive) }
    guard service.currencyPolicy.accepts(money.currency),
      bill?.currency.map({ $0 == money.currency }) ?? true
    else { return .unsupported(forReason: .billCurrencyUnsupported) }
    return .success(with: PaymentAmount(amountType: requested.amountType, amount: money))
  }

  public func resolveTransactionScheduledDate(
    for intent: PayBillIntent
  ) async -> Resolution<DateComponentsRange> {
    guard await service.isReadyToPay else { return .notRequired() }
    let now = service.clock.now
    let today = service.days.startOfDay(for: now)
    guard let range = intent.transactionScheduledDate else {
      return .success(with: DateComponentsRange(start: service.days.components(of: today)))
    }
    guard let day = service.days.scheduledDay(of: range, now: now) else { return .unsupported() }
    guard day >= today else { return .unsupported(forReason: .billDateInPast) }
    let resolved = DateComponentsRange(start: service.days.components(of: day))
    if let due = await bill(for: intent)?.details.dueDate,
      let dueDay = service.days.day(of: due, now: now), day > dueDay
    {
      return .confirmationRequired(with: resolved)
    }
    return .success(with: resolved)
  }

  public func resolveTransactionNote(for intent: PayBillIntent) async -> Resolution<String> {
    guard let note = intent.transactionNote else { return .notRequired() }
    return note.utf8.count <= TextLimits.maximumNoteLength ? .success(with: note) : .unsupported()
  }

  public func resolveBillType(for intent: PayBillIntent) async -> Resolution<BillType> {
    guard let bill = await bill(for: intent), bill.details.billType != .unknown else {
      return intent.requestedBillType.map { .success(with: $0) } ?? .notRequired()
    }
    guard let requested = intent.requestedBillType, requested != bill.details.billType else {
      return .success(with: bill.details.billType)
    }
    return .confirmationRequired(with: bill.details.billType)
  }

  public func resolveDueDate(for intent: PayBillIntent) async -> Resolution<DateComponentsRange> {
    if let due = await bill(for: intent)?.details.dueDate {
      return .success(with: DateComponentsRange(start: due))
    }
    return intent.dueDate.map { .success(with: $0) } ?? .notRequired()
  }

  /// The bill an intent pays: the one already paid under its identifier, else the payee's
  /// unpaid bill, of the requested type if it has one.
  func bill(for intent: PayBillIntent) async -> Bill? {
    if let paid = await paidBill(for: intent) { return paid }
    guard let payee = intent.billPayee else { return nil }
    if let payable = await service.payableBill(for: payee, billType: intent.requestedBillType) {
      return payable
    }
    // Another delivery of this intent may have started paying the bill in between.
    return await paidBill(for: intent)
  }

  /// The bill a payment under the intent's identifier paid or scheduled, if there is one.
  private func paidBill(for intent: PayBillIntent) async -> Bill? {
    guard let payment = await service.payment(withKey: intent.identifier) else { return nil }
    return await service.bill(payment.request.billID)
  }
}

extension PayBillIntent {
  /// The bill type, or `nil` when it wasn't given.
  var requestedBillType: BillType? {
    billType == .unknown ? nil : billType
  }
}
