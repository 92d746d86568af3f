#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A ledger held in memory by an actor, for tests, demos and single-process services.
///
/// Each currency gets a funding account that deposits come from and that may go negative, so
/// the balances of every account in a currency, the funding account included, always sum to
/// exactly zero; ``userTotal(in:)`` is the money held in the other accounts.
///
/// ```swift
/// let ledger = InMemoryLedger(accounts: [
///   LedgerAccount(id: "checking", currency: .usd, nickname: "Checking"),
///   LedgerAccount(id: "jane", currency: .usd, holder: jane),
/// ], limits: [.usd: AmountLimits(minimum: 1, maximum: 10_000_00)])
/// try await ledger.deposit(.usd(500_00), into: "checking", idempotencyKey: "opening")
/// let posting = try await ledger.post(
///   LedgerTransfer(from: "checking", to: "jane", amount: .usd(50_00)),
///   idempotencyKey: intent.identifier
/// )
/// ```
public actor InMemoryLedger: Ledger {
  private var order: [LedgerAccount.ID] = []
  private var accountsByID: [LedgerAccount.ID: LedgerAccount] = [:]
  private var balances: [LedgerAccount.ID: Int64] = [:]
  private var log: [LedgerPosting] = []
  private var requestLog: [PaymentRequest] = []
  private var keys: [String: KeyUse] = [:]
  /// The index in `log` of each account's most recent payment to a person, so that suggesting
  /// the last payment doesn't scan the log.
  private var lastPaymentIndex: [LedgerAccount.ID: Int] = [:]
  private let amountLimits: [Currency: AmountLimits]
  private let clock: any WallClock

  /// What an idempotency key was used for.
  private enum KeyUse {
    case posting(index: Int)
    case request(index: Int)
  }

  /// Creates a ledger with accounts at a zero balance, plus a funding account per currency.
  ///
  /// - Parameters:
  ///   - accounts: The accounts; identifiers must be unique.
  ///   - limits: The smallest and largest transfer per currency; currencies without limits have
  ///     none beyond the balance.
  ///   - clock: The clock that dates postings.
  /// - Precondition: Account identifiers are unique and none starts with `funding:`.
  public init(
    accounts: [LedgerAccount],
    limits: [Currency: AmountLimits] = [:],
    clock: any WallClock = SystemWallClock()
  ) {
    self.amountLimits = limits
    self.clock = clock
    let funding = Set(accounts.map(\.currency)).sorted { $0.code < $1.code }.map { currency in
      LedgerAccount(
        id: .funding(currency),
        currency: currency,
        nickname: "Funding",
        accountType: .unknown,
        allowsNegativeBalance: true
      )
    }
    var byID: [LedgerAccount.ID: LedgerAccount] = [:]
    for account in accounts {
      precondition(byID[account.id] == nil, "Duplicate ledger account \(account.id).")
      precondition(!account.id.rawValue.hasPrefix("funding:"), "\(account.id) is reserved.")
      byID[account.id] = account
    }
    for account in funding { byID[account.id] = account }
    self.order = (accounts + funding).map(\.id)
    self.accountsByID = byID
    self.balances = byID.mapValues { _ in 0 }
  }

  // MARK: - Accounts and balances

  public func account(_ id: LedgerAccount.ID) -> LedgerAccount? {
    accountsByID[id]
  }

  public func accounts() -> [LedgerAccount] {
    order.compactMap { accountsByID[$0] }
  }

  public func balance(of id: LedgerAccount.ID) throws -> CurrencyAmount {
    let account = try existing(id)
    return CurrencyAmount(minorUnits: balances[id, default: 0], currency: account.currency)
  }

  public func limits(for currency: Currency) -> AmountLimits? {
    amountLimits[currency]
  }

  /// Returns the money held in a currency's accounts other than its funding account: the sum of
  /// every deposit, whatever has moved since.
  public func userTotal(in currency: Currency) -> Int64 {
    balances.filter { id, _ in
      accountsByID[id]?.currency == currency && id != .funding(currency)
    }
    .values.reduce(0, &+)
  }

  /// Returns the sum of every balance in a currency, the funding account included: always zero.
  public func total(in currency: Currency) -> Int64 {
    balances.filter { id, _ in accountsByID[id]?.currency == currency }.values.reduce(0, &+)
  }

  // MARK: - Moving money

  public func validate(_ transfer: LedgerTransfer) throws {
    try check(transfer, enforcingLimits: true)
  }

  public func validate(_ transfer: LedgerTransfer, idempotencyKey: String) throws {
    switch keys[idempotencyKey] {
    case .posting(let index)? where log[index].transfer == transfer:
      return
    case .posting?, .request?:
      throw LedgerRules.keyReused(idempotencyKey)
    case nil:
      try validate(transfer)
    }
  }

  public func post(_ transfer: LedgerTransfer, idempotencyKey: String) throws -> LedgerPosting {
    try post(transfer, idempotencyKey: idempotencyKey, enforcingLimits: true)
  }

  /// Adds money from outside the ledger to an account, once per idempotency key.
  ///
  /// Deposits come from the currency's funding account and skip the transfer limits.
  ///
  /// - Throws: ``LedgerError`` as ``post(_:idempotencyKey:)``.
  @discardableResult
  public func deposit(
    _ amount: CurrencyAmount,
    into id: LedgerAccount.ID,
    idempotencyKey: String
  ) throws -> LedgerPosting {
    try post(
      LedgerRules.deposit(amount, into: id),
      idempotencyKey: idempotencyKey,
      enforcingLimits: false
    )
  }

  private func post(
    _ transfer: LedgerTransfer,
    idempotencyKey: String,
    enforcingLimits: Bool
  ) throws -> LedgerPosting {
    switch keys[idempotencyKey] {
    case .posting(let index)? where log[index].transfer == transfer:
      return log[index]
    case .posting?, .request?:
      throw LedgerRules.keyReused(idempotencyKey)
    case nil:
      break
    }
    let (fromBalance, toBalance) = try check(transfer, enforcingLimits: enforcingLimits)
    balances[transfer.from] = fromBalance
    balances[transfer.to] = toBalance
    let posting = LedgerPosting(
      id: log.count + 1,
      idempotencyKey: idempotencyKey,
      transfer: transfer,
      postedAt: clock.now
    )
    keys[idempotencyKey] = .posting(index: log.count)
    if accountsByID[transfer.to]?.holder != nil {
      lastPaymentIndex[transfer.from] = log.count
    }
    log.append(posting)
    return posting
  }

  /// Checks a transfer and returns the two balances it would leave.
  @discardableResult
  private func check(
    _ transfer: LedgerTransfer,
    enforcingLimits: Bool
  ) throws -> (from: Int64, to: Int64) {
    try LedgerRules.checkShape(of: transfer)
    let from = try existing(transfer.from)
    let to = try existing(transfer.to)
    try LedgerRules.checkCurrency(of: from.id, holding: from.currency, for: transfer.amount)
    try LedgerRules.checkCurrency(of: to.id, holding: to.currency, for: transfer.amount)
    if enforcingLimits {
      try LedgerRules.checkLimits(of: transfer.amount, amountLimits[transfer.amount.currency])
    }
    return try LedgerRules.balances(
      after: transfer,
      from: balances[from.id, default: 0],
      to: balances[to.id, default: 0],
      allowsNegativeBalance: from.allowsNegativeBalance
    )
  }

  private func existing(_ id: LedgerAccount.ID) throws -> LedgerAccount {
    guard let account = accountsByID[id] else {
      throw LedgerRules.accountNotFound(id)
    }
    return account
  }

  // MARK: - History

  public func postings(involving id: LedgerAccount.ID?) -> [LedgerPosting] {
    guard let id else { return log }
    return log.filter { $0.transfer.from == id || $0.transfer.to == id }
  }

  /// Returns the most recent posting out of an account that went to another person's account.
  public func mostRecentPayment(from id: LedgerAccount.ID) -> LedgerPosting? {
    lastPaymentIndex[id].map { log[$0] }
  }

  // MARK: - Requests

  public func record(_ request: PaymentRequest) throws -> PaymentRequest {
    switch keys[request.id] {
    case .request(let index)? where requestLog[index].matches(request):
      return requestLog[index]
    case .request?, .posting?:
      throw LedgerRules.keyReused(request.id)
    case nil:
      break
    }
    try LedgerRules.checkRequest(
      request,
      accountCurrency: try existing(request.account).currency,
      limits: amountLimits[request.amount.currency]
    )
    keys[request.id] = .request(index: requestLog.count)
    requestLog.append(request)
    return request
  }

  public func requests(withStatus status: PaymentStatus?) -> [PaymentRequest] {
    guard let status else { return requestLog }
    return requestLog.filter { $0.status == status }
  }
}
