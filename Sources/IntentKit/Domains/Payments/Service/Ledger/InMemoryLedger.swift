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
  // The variables below skip the run-time exclusivity checks (`@exclusivity(unchecked)`): the
  // actor serialises every access, and no method holds one across a call that reaches it again.
  /// Every account, in the order given, then the funding accounts.
  private let ordered: [LedgerAccount]
  /// Each account's position in `ordered`, by identifier.
  private let indexByID: FixedKeyTable
  /// What checks need of each account, by index, without copying the account.
  private let facts: [AccountFacts]
  /// Each account's balance, by index.
  @exclusivity(unchecked) private var balances: [Int64]
  /// Every posting, oldest first, and the idempotency key of each.
  @exclusivity(unchecked) private var log: [CompactPosting] = []
  @exclusivity(unchecked) private var logKeys: [String] = []
  @exclusivity(unchecked) private var requestLog: [PaymentRequest] = []
  /// What each idempotency key was used for; a key is hashed once per call.
  @exclusivity(unchecked) private var keys = LedgerKeyTable<KeyUse>()
  /// The index in `log` of each account's most recent payment to a person, by account index,
  /// so that suggesting the last payment doesn't scan the log.
  @exclusivity(unchecked) private var lastPaymentIndex: [Int?]
  private let amountLimits: CurrencyLimits
  private let clock: any WallClock

  /// What an idempotency key was used for.
  private enum KeyUse {
    case posting(index: Int)
    case request(index: Int)
  }

  /// What the checks need to know about an account.
  private struct AccountFacts {
    let currency: Currency
    let allowsNegativeBalance: Bool
    /// Whether a person holds the account, so that money into it is a payment.
    let hasHolder: Bool
    /// The limits on one transfer in the account's currency, if the ledger has any.
    let limits: AmountLimits?
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
    self.amountLimits = CurrencyLimits(limits)
    self.clock = clock
    let (ordered, indexByID) = LedgerRules.orderedAccounts(accounts)
    self.ordered = ordered
    self.indexByID = indexByID
    self.facts = ordered.map { account in
      AccountFacts(
        currency: account.currency,
        allowsNegativeBalance: account.allowsNegativeBalance,
        hasHolder: account.holder != nil,
        limits: limits[account.currency]
      )
    }
    self.balances = Array(repeating: 0, count: ordered.count)
    self.lastPaymentIndex = Array(repeating: nil, count: ordered.count)
  }

  // MARK: - Accounts and balances

  public func account(_ id: LedgerAccount.ID) -> LedgerAccount? {
    indexByID.position(of: id.rawValue).map { ordered[$0] }
  }

  public func accounts() -> [LedgerAccount] {
    ordered
  }

  public func balance(of id: LedgerAccount.ID) throws -> CurrencyAmount {
    let index = try existing(id)
    return CurrencyAmount(minorUnits: balances[index], currency: facts[index].currency)
  }

  /// Returns the limits on one transfer in a currency, if the ledger has any.
  ///
  /// The limits never change, so reading them takes no turn on the actor.
  public nonisolated func limits(for currency: Currency) -> AmountLimits? {
    amountLimits[currency]
  }

  /// Returns the money held in a currency's accounts other than its funding account: the sum of
  /// every deposit, whatever has moved since.
  public func userTotal(in currency: Currency) -> Int64 {
    let funding = indexByID.position(of: LedgerAccount.ID.funding(currency).rawValue)
    return sum(in: currency) { $0 != funding }
  }

  /// Returns the sum of every balance in a currency, the funding account included: always zero.
  public func total(in currency: Currency) -> Int64 {
    sum(in: currency) { _ in true }
  }

  private func sum(in currency: Currency, where included: (Int) -> Bool) -> Int64 {
    var total: Int64 = 0
    for (index, facts) in facts.enumerated() where facts.currency == currency && included(index) {
      total &+= balances[index]
    }
    return total
  }

  // MARK: - Moving money

  public func validate(_ transfer: LedgerTransfer) throws {
    try check(transfer, enforcingLimits: true)
  }

  public func validate(_ transfer: LedgerTransfer, idempotencyKey: String) throws {
    let hash = idempotencyKey.hashValue
    switch keys.entry(forKey: idempotencyKey, hash: hash).map({ keys[$0] }) {
    case .posting(let index)? where log[index].posts(transfer, in: ordered):
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
    let hash = idempotencyKey.hashValue
    switch keys.entry(forKey: idempotencyKey, hash: hash).map({ keys[$0] }) {
    case .posting(let index)? where log[index].posts(transfer, in: ordered):
      return posting(at: index)
    case .posting?, .request?:
      throw LedgerRules.keyReused(idempotencyKey)
    case nil:
      break
    }
    let checked = try check(transfer, enforcingLimits: enforcingLimits)
    balances[checked.from] = checked.fromBalance
    balances[checked.to] = checked.toBalance
    let posting = LedgerPosting(
      id: log.count + 1,
      idempotencyKey: idempotencyKey,
      transfer: transfer,
      postedAt: clock.now
    )
    keys.insert(.posting(index: log.count), forKey: idempotencyKey, hash: hash)
    if facts[checked.to].hasHolder {
      lastPaymentIndex[checked.from] = log.count
    }
    log.append(CompactPosting(posting, from: checked.from, to: checked.to))
    logKeys.append(idempotencyKey)
    return posting
  }

  /// Checks a transfer and returns its two accounts' indices and the balances it would leave.
  @discardableResult
  private func check(
    _ transfer: LedgerTransfer,
    enforcingLimits: Bool
  ) throws -> (from: Int, to: Int, fromBalance: Int64, toBalance: Int64) {
    let (from, to) = try LedgerRules.checkAccounts(
      of: transfer,
      in: indexByID,
      enforcingLimits: enforcingLimits,
      currency: { facts[$0].currency },
      limits: { facts[$0].limits }
    )
    let (fromBalance, toBalance) = try LedgerRules.balances(
      after: transfer,
      from: balances[from],
      to: balances[to],
      allowsNegativeBalance: facts[from].allowsNegativeBalance
    )
    return (from, to, fromBalance, toBalance)
  }

  private func existing(_ id: LedgerAccount.ID) throws -> Int {
    try LedgerRules.index(of: id, in: indexByID)
  }

  // MARK: - History

  public func postings(involving id: LedgerAccount.ID?) -> [LedgerPosting] {
    guard let id else { return log.indices.map(posting(at:)) }
    guard let account = indexByID.position(of: id.rawValue).map(Int32.init) else { return [] }
    return log.indices.filter { log[$0].from == account || log[$0].to == account }
      .map(posting(at:))
  }

  /// Returns the most recent posting out of an account that went to another person's account.
  public func mostRecentPayment(from id: LedgerAccount.ID) -> LedgerPosting? {
    indexByID.position(of: id.rawValue).flatMap { lastPaymentIndex[$0] }.map(posting(at:))
  }

  /// Returns the most recent payment out of any of several accounts, in one turn on the actor.
  public func mostRecentPayment(fromAnyOf ids: [LedgerAccount.ID]) -> LedgerPosting? {
    var latest: Int?
    for id in ids {
      guard let index = indexByID.position(of: id.rawValue).flatMap({ lastPaymentIndex[$0] })
      else { continue }
      let posting = log[index]
      if let current = latest.map({ log[$0] }),
        (current.postedAt, current.id) >= (posting.postedAt, posting.id)
      {
        continue
      }
      latest = index
    }
    return latest.map(posting(at:))
  }

  /// The posting at a position of the log, in full.
  private func posting(at index: Int) -> LedgerPosting {
    log[index].posting(key: logKeys[index], in: ordered)
  }

  // MARK: - Requests

  public func record(_ request: PaymentRequest) throws -> PaymentRequest {
    let hash = request.id.hashValue
    switch keys.entry(forKey: request.id, hash: hash).map({ keys[$0] }) {
    case .request(let index)? where requestLog[index].matches(request):
      return requestLog[index]
    case .request?, .posting?:
      throw LedgerRules.keyReused(request.id)
    case nil:
      break
    }
    try LedgerRules.checkRequest(
      request,
      accountCurrency: facts[try existing(request.account)].currency,
      limits: amountLimits[request.amount.currency]
    )
    keys.insert(.request(index: requestLog.count), forKey: request.id, hash: hash)
    requestLog.append(request)
    return request
  }

  public func requests(withStatus status: PaymentStatus?) -> [PaymentRequest] {
    guard let status else { return requestLog }
    return requestLog.filter { $0.status == status }
  }
}
