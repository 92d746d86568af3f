#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// An in-memory bill service held by an actor: the user's bills and payees, the accounts they
/// pay from, and the payments made or scheduled, with every debit posted to a ``Ledger``.
///
/// Paying a bill debits the user's account and credits the payee's ledger account through
/// ``Ledger/post(_:idempotencyKey:)``, keyed by the request's idempotency key (the intent's
/// identifier), so the same request twice debits once. A payment for a later day is scheduled:
/// it runs when the service's clock reaches that day, by ``runScheduledPayments()`` or the loop
/// that ``start()`` launches.
///
/// ```swift
/// let service = BillService(ledger: ledger, clock: clock, currencyPolicy: .only(.jpy))
/// try await service.addPaymentAccount("futsu", isDefault: true)
/// try await service.add(Bill(id: "tuition-11", details: tuition, payeeAccount: "ekarit"))
/// var dispatcher = IntentDispatcher()
/// dispatcher.registerHandlers(of: service)
/// ```
public actor BillService {
  /// An event that a service's payment scheduler reports as it works.
  public enum Event: Hashable, Sendable {
    /// The scheduler is asleep until the next scheduled payment's day, or until a payment is
    /// scheduled when the date is `nil`.
    case waiting(until: Date?)
    /// A payment completed: the ledger posted it and the bill is paid.
    case paid(BillPayment)
    /// A payment failed: nothing was posted and the bill is unpaid again.
    case failed(BillPayment)
  }

  /// The ledger that holds the accounts and records every payment.
  public nonisolated let ledger: any Ledger

  /// The clock that says what day it is and wakes the scheduler.
  public nonisolated let clock: any WallClock

  /// The calendar, with its time zone, that due dates and payment days are counted in.
  public nonisolated let calendar: Calendar

  /// The currencies the service pays bills in.
  public nonisolated let currencyPolicy: BillCurrencyPolicy

  /// Every payment made or failed, and each time the scheduler goes to sleep, in order.
  ///
  /// The stream keeps the newest 256 events that no one has read yet. Read it from one task:
  /// tests wait on it to see a scheduled payment run, instead of sleeping.
  public nonisolated let events: AsyncStream<Event>

  let eventSink: AsyncStream<Event>.Continuation
  let days: BillDays
  var billOrder: [Bill.ID] = []
  var billsByID: [Bill.ID: Bill] = [:]
  var accounts: [LedgerAccount] = []
  var defaultAccountID: LedgerAccount.ID?
  var paymentOrder: [String] = []
  var paymentsByKey: [String: BillPayment] = [:]
  /// The keys of the payments being posted, each with the callers waiting for it to finish.
  var postingKeys: [String: [CheckedContinuation<Void, Never>]] = [:]
  var scheduler: Task<Void, Never>?
  var sleeper: Task<Void, any Error>?
  var idleWaiter: CheckedContinuation<Void, Never>?

  /// A Boolean value that indicates whether the user is signed in; a signed-out user can't pay.
  public private(set) var isSignedIn = true

  /// Creates a service with no bills and no payment accounts.
  ///
  /// - Parameters:
  ///   - ledger: The ledger that holds the user's and the payees' accounts.
  ///   - clock: The clock that says what day it is; a `ManualWallClock` (from `IntentKitTesting`) in tests.
  ///   - calendar: The calendar days are counted in; Gregorian in UTC by default.
  ///   - currencyPolicy: The currencies bills are paid in; every currency by default.
  public init(
    ledger: any Ledger,
    clock: any WallClock = SystemWallClock(),
    calendar: Calendar = .gregorianUTC,
    currencyPolicy: BillCurrencyPolicy = .anyCurrency
  ) {
    self.ledger = ledger
    self.clock = clock
    self.calendar = calendar
    self.currencyPolicy = currencyPolicy
    self.days = BillDays(calendar: calendar)
    (events, eventSink) = AsyncStream.makeStream(
      of: Event.self,
      bufferingPolicy: .bufferingNewest(256)
    )
  }

  // MARK: - Setting up

  /// Adds a bill.
  ///
  /// - Throws: ``BillServiceError`` with code ``BillServiceError/Code/duplicateBill`` if a bill
  ///   has the same identifier, or ``BillServiceError/Code/invalidBill`` if it has no payee,
  ///   mixes currencies, has a negative amount or a minimum due above its amount due.
  public func add(_ bill: Bill) throws {
    guard billsByID[bill.id] == nil else {
      throw BillServiceError(
        code: .duplicateBill,
        message: "A bill \(TextLimits.quoted(bill.id)) exists."
      )
    }
    if let problem = Self.problem(with: bill) {
      throw BillServiceError(
        code: .invalidBill,
        message: "Bill \(TextLimits.quoted(bill.id)) \(problem)."
      )
    }
    var bill = bill
    if bill.details.paymentStatus == .unknown { bill.details.paymentStatus = .unpaid }
    billOrder.append(bill.id)
    billsByID[bill.id] = bill
  }

  private static func problem(with bill: Bill) -> String? {
    guard bill.payee != nil else { return "has no payee" }
    guard Set(bill.amounts.map(\.currency)).count <= 1 else { return "mixes currencies" }
    guard bill.amounts.allSatisfy({ $0.minorUnits >= 0 }) else { return "has a negative amount" }
    if let minimum = bill.details.minimumDue, let due = bill.details.amountDue,
      minimum.minorUnits > due.minorUnits
    {
      return "has a minimum due above its amount due"
    }
    return nil
  }

  /// Adds one of the user's ledger accounts as an account bills can be paid from.
  ///
  /// - Parameters:
  ///   - id: The ledger account.
  ///   - isDefault: Whether bills are paid from it when the user names no account. Without a
  ///     default, a user with several accounts is asked which one to pay from.
  /// - Throws: ``BillServiceError`` with code ``BillServiceError/Code/accountNotFound`` if the
  ///   ledger has no such account.
  public func addPaymentAccount(_ id: LedgerAccount.ID, isDefault: Bool = false) async throws {
    guard let account = await ledger.account(id) else {
      throw BillServiceError(
        code: .accountNotFound,
        message: "No ledger account \(TextLimits.quoted(id.rawValue))."
      )
    }
    if !accounts.contains(where: { $0.id == id }) { accounts.append(account) }
    if isDefault { defaultAccountID = id }
  }

  /// Signs the user in, so that bills can be paid.
  public func signIn() {
    isSignedIn = true
  }

  /// Signs the user out: handlers then answer bill payments with
  /// ``PayBillIntentResponse/Code/failureCredentialsUnverified``.
  public func signOut() {
    isSignedIn = false
  }

  // MARK: - Reading

  /// A Boolean value that indicates whether bills can be paid: the user is signed in and has
  /// set up payees and payment accounts.
  public var isReadyToPay: Bool {
    isSignedIn && !billOrder.isEmpty && !accounts.isEmpty
  }

  /// Returns the start of today, by the service's clock and calendar.
  public nonisolated func today() -> Date {
    days.startOfDay(for: clock.now)
  }

  /// Returns every bill, in the order they were added.
  public func bills() -> [Bill] {
    billOrder.compactMap { billsByID[$0] }
  }

  /// Returns the bill with an identifier, if there is one.
  public func bill(_ id: Bill.ID) -> Bill? {
    billsByID[id]
  }

  /// Returns every payee the user has bills from, in the order their first bill was added.
  public func payees() -> [BillPayee] {
    var seen = Set<BillPayee>()
    return bills().compactMap(\.payee).filter { seen.insert($0).inserted }
  }

  /// Returns the accounts bills can be paid from, in the order they were added.
  public func paymentAccounts() -> [LedgerAccount] {
    accounts
  }

  /// The account bills are paid from when the user names none.
  public var defaultPaymentAccount: LedgerAccount? {
    accounts.first { $0.id == defaultAccountID }
  }

  /// Returns every payment made, failed or scheduled, oldest first.
  public func payments() -> [BillPayment] {
    paymentOrder.compactMap { paymentsByKey[$0] }
  }

  /// Returns the payment made under an idempotency key, if any.
  public func payment(withKey key: String) -> BillPayment? {
    paymentsByKey[key]
  }

  /// Returns the payments still waiting for their day, earliest first.
  public func scheduledPayments() -> [BillPayment] {
    payments().filter { $0.status == .pending && postingKeys[$0.id] == nil }
      .sorted { $0.request.day < $1.request.day }
  }
}
