import Synchronization

/// A ledger held in memory whose accounts are spread over lock-protected shards, so that
/// transfers between different accounts post in parallel on every core.
///
/// It follows ``InMemoryLedger``'s rules to the letter: the same accounts, funding accounts,
/// limits, refusals and idempotency, with the same error codes. The difference is concurrency.
/// The actor runs one call at a time and every call is an actor hop; this ledger's methods never
/// suspend, and calls that touch different accounts don't wait for each other. Use it where many
/// tasks move money at once, such as a server handling many users' payments.
///
/// ```swift
/// let ledger = ShardedLedger(accounts: accounts, limits: [.usd: limits])
/// try ledger.deposit(.usd(500_00), into: "checking", idempotencyKey: "opening")
/// let posting = try ledger.post(
///   LedgerTransfer(from: "checking", to: "jane", amount: .usd(50_00)),
///   idempotencyKey: intent.identifier
/// )
/// ```
///
/// ## How it stays exact
///
/// - Accounts are fixed when the ledger is created. Each account's balance and latest posting
///   live in one of ``shardCount`` account shards, each behind its own lock.
/// - Idempotency keys live in key shards chosen by the key's hash, each behind its own lock,
///   with the postings made under them; each posting links to the one before it in each of its
///   accounts' histories.
/// - A post locks the key's shard, then the shards of its two accounts in ascending order (one
///   lock when they share a shard). The key check, every refusal check and both entries happen
///   under those locks, so a transfer is applied whole or not at all, and two posts with the same
///   key never both move money. Locks are always taken in that order, so posts never deadlock.
/// - ``total(in:)`` and ``userTotal(in:)`` lock every account shard at once, so they see a state
///   in which every transfer is either wholly applied or not at all: the totals are exact even
///   while other tasks post.
///
/// Posting identifiers count from 1 across the ledger; one account's postings always have
/// increasing identifiers, and ``postings(involving:)`` lists postings in identifier order.
public final class ShardedLedger: Ledger {
  /// The number of account shards; each holds the balances of every ``shardCount``-th account.
  public let shardCount: Int

  /// Every account, in the order given, then the funding accounts.
  private let ordered: [LedgerAccount]
  private let indexByID: FixedKeyTable
  /// What checks need of each account, by index, without copying the account.
  private let facts: [AccountFacts]
  private let amountLimits: CurrencyLimits
  private let clock: any WallClock
  private let shards: Shards<AccountShard>
  private let keyShards: Shards<LedgerKeyTable<KeyUse>>
  private let requestLog = _Locked<[PaymentRequest]>([])
  private let lastPostingID = Atomic<Int>(0)

  /// The balances and latest postings of the accounts in one shard, by slot.
  ///
  /// An account's history is a chain: its latest posting links to the one before it (see
  /// ``KeyUse``), so a posting adds no entry per account and the shard's arrays don't grow.
  private struct AccountShard {
    var balances: [Int64]
    /// Each account's most recent posting, or ``PostingReference/none``.
    var lastPosting: [PostingReference]
    /// Each account's most recent payment: a posting out of it to another person's account.
    var lastPayment: [PostingReference]

    /// Stores an account's new balance and makes a posting its latest, and its last payment if
    /// it is one, and returns the posting it followed.
    mutating func record(
      _ balance: Int64,
      posting: PostingReference,
      at slot: Int,
      isPayment: Bool = false
    ) -> PostingReference {
      balances[slot] = balance
      let previous = lastPosting[slot]
      lastPosting[slot] = posting
      if isPayment { lastPayment[slot] = posting }
      return previous
    }
  }

  /// What an idempotency key was used for.
  private enum KeyUse {
    /// A posting, and the posting before it in the history of each of its two accounts.
    case posting(CompactPosting, previous: (from: PostingReference, to: PostingReference))
    case request(index: Int)
  }

  /// Where a posting is kept: a key shard and an entry in its table.
  private struct PostingReference {
    let keyShard: Int32
    let entry: Int32

    /// No posting: the end of an account's chain.
    static let none = PostingReference(keyShard: -1, entry: -1)

    /// A Boolean value that indicates whether the reference is to a posting.
    var exists: Bool { keyShard >= 0 }
  }

  /// Where an account's balance lives, and what the checks need to know about it.
  private struct AccountFacts {
    let shard: Int
    let slot: Int
    let currency: Currency
    let allowsNegativeBalance: Bool
    /// The limits on one transfer in the account's currency.
    let limits: AmountLimits?
  }

  /// Creates a ledger with accounts at a zero balance, plus a funding account per currency.
  ///
  /// - Parameters:
  ///   - accounts: The accounts; identifiers must be unique.
  ///   - limits: The smallest and largest transfer per currency; currencies without limits have
  ///     none beyond the balance.
  ///   - clock: The clock that dates postings.
  ///   - shardCount: The number of account shards, and of key shards; 64 by default. More
  ///     shards make two concurrent transfers less likely to wait for each other.
  /// - Precondition: Account identifiers are unique, none starts with `funding:`, and
  ///   `shardCount` is positive.
  public init(
    accounts: [LedgerAccount],
    limits: [Currency: AmountLimits] = [:],
    clock: any WallClock = SystemWallClock(),
    shardCount: Int = 64
  ) {
    precondition(shardCount > 0, "A sharded ledger needs at least one shard.")
    let (ordered, indexByID) = LedgerRules.orderedAccounts(accounts)
    self.shardCount = shardCount
    self.ordered = ordered
    self.indexByID = indexByID
    self.facts = ordered.enumerated().map { index, account in
      AccountFacts(
        shard: index % shardCount,
        slot: index / shardCount,
        currency: account.currency,
        allowsNegativeBalance: account.allowsNegativeBalance,
        limits: limits[account.currency]
      )
    }
    self.amountLimits = CurrencyLimits(limits)
    self.clock = clock
    self.shards = Shards(
      (0..<shardCount).map { shard in
        let slots = (ordered.count - shard + shardCount - 1) / shardCount
        return AccountShard(
          balances: Array(repeating: 0, count: slots),
          lastPosting: Array(repeating: .none, count: slots),
          lastPayment: Array(repeating: .none, count: slots)
        )
      }
    )
    self.keyShards = Shards(Array(repeating: LedgerKeyTable(), count: shardCount))
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
    let facts = facts[index]
    let balance = shards.withLock(facts.shard) { $0.balances[facts.slot] }
    return CurrencyAmount(minorUnits: balance, currency: facts.currency)
  }

  public func limits(for currency: Currency) -> AmountLimits? {
    amountLimits[currency]
  }

  /// Returns the money held in a currency's accounts other than its funding account: the sum of
  /// every deposit, whatever has moved since.
  ///
  /// The sum is taken with every shard locked, so it is exact even while other tasks post.
  public func userTotal(in currency: Currency) -> Int64 {
    let funding = indexByID.position(of: LedgerAccount.ID.funding(currency).rawValue)
    return sum(in: currency) { $0 != funding }
  }

  /// Returns the sum of every balance in a currency, the funding account included: always zero.
  ///
  /// The sum is taken with every shard locked, so it is exact even while other tasks post.
  public func total(in currency: Currency) -> Int64 {
    sum(in: currency) { _ in true }
  }

  private func sum(in currency: Currency, where included: (Int) -> Bool) -> Int64 {
    let balances = snapshot()
    var total: Int64 = 0
    for (index, facts) in facts.enumerated()
    where facts.currency == currency && included(index) {
      total &+= balances[index]
    }
    return total
  }

  /// Every account's balance, by account index, read with every shard locked at once.
  private func snapshot() -> [Int64] {
    var balances = [Int64](repeating: 0, count: ordered.count)
    read(from: 0, into: &balances)
    return balances
  }

  /// Locks the shards from `shard` up, in ascending order, copying each one's balances; the
  /// locks are all held at once before any is released.
  private func read(from shard: Int, into balances: inout [Int64]) {
    guard shard < shards.count else { return }
    shards.withLock(shard) { state in
      for slot in state.balances.indices {
        balances[slot * shardCount + shard] = state.balances[slot]
      }
      read(from: shard + 1, into: &balances)
    }
  }

  // MARK: - Moving money

  public func validate(_ transfer: LedgerTransfer) throws {
    let (from, to) = try check(transfer, enforcingLimits: true)
    // The balances are read under their locks and checked after: no closure that captures the
    // ledger, which would retain it.
    let (fromBalance, toBalance) = balances(of: from, to)
    _ = try balancesAfter(transfer, from: from, fromBalance, toBalance)
  }

  public func validate(_ transfer: LedgerTransfer, idempotencyKey: String) throws {
    let hash = idempotencyKey.hashValue
    let earlier = keyShards.withLock(keyShardIndex(hash)) { table in
      table.entry(forKey: idempotencyKey, hash: hash).map { table[$0] }
    }
    switch earlier {
    case .posting(let posting, _)? where posting.posts(transfer, in: ordered):
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
    let shard = keyShardIndex(hash)
    return try keyShards.withLock(shard) { table in
      if let entry = table.entry(forKey: idempotencyKey, hash: hash) {
        guard case .posting(let posting, _) = table[entry], posting.posts(transfer, in: ordered)
        else { throw LedgerRules.keyReused(idempotencyKey) }
        return posting.posting(key: table.keys[entry], in: ordered)
      }
      let reference = PostingReference(
        keyShard: Int32(truncatingIfNeeded: shard),
        entry: Int32(truncatingIfNeeded: table.count)
      )
      let (from, to) = try check(transfer, enforcingLimits: enforcingLimits)
      let (posting, previous) = try updateBalances(of: from, to, posting: reference) {
        fromBalance,
        toBalance in
        let balances = try balancesAfter(transfer, from: from, fromBalance, toBalance)
        let posting = LedgerPosting(
          id: lastPostingID.wrappingAdd(1, ordering: .relaxed).newValue,
          idempotencyKey: idempotencyKey,
          transfer: transfer,
          postedAt: clock.now
        )
        return (balances.from, balances.to, posting)
      }
      table.insert(
        .posting(CompactPosting(posting, from: from, to: to), previous: previous),
        forKey: idempotencyKey,
        hash: hash
      )
      return posting
    }
  }

  /// Checks what a transfer's accounts and amount allow without reading a balance, and
  /// returns the two accounts' indices.
  private func check(
    _ transfer: LedgerTransfer,
    enforcingLimits: Bool
  ) throws -> (from: Int, to: Int) {
    try LedgerRules.checkAccounts(
      of: transfer,
      in: indexByID,
      enforcingLimits: enforcingLimits,
      currency: { facts[$0].currency },
      limits: { facts[$0].limits }
    )
  }

  /// Returns the two balances a checked transfer would leave, or throws if it would overflow
  /// or overdraw the source account.
  private func balancesAfter(
    _ transfer: LedgerTransfer,
    from: Int,
    _ fromBalance: Int64,
    _ toBalance: Int64
  ) throws -> (from: Int64, to: Int64) {
    try LedgerRules.balances(
      after: transfer,
      from: fromBalance,
      to: toBalance,
      allowsNegativeBalance: facts[from].allowsNegativeBalance
    )
  }

  private func existing(_ id: LedgerAccount.ID) throws -> Int {
    try LedgerRules.index(of: id, in: indexByID)
  }

  // MARK: - Locking

  /// The number of the key shard that holds keys with a hash.
  private func keyShardIndex(_ hash: Int) -> Int {
    Int(UInt(bitPattern: hash) % UInt(keyShards.count))
  }

  /// Returns the balances of two different accounts, read together with their shards locked
  /// in ascending order.
  private func balances(of first: Int, _ second: Int) -> (Int64, Int64) {
    let (a, b) = (facts[first], facts[second])
    if a.shard == b.shard {
      return shards.withLock(a.shard) { ($0.balances[a.slot], $0.balances[b.slot]) }
    }
    return lockingPair(a.shard, b.shard) { first, second in
      (first.balances[a.slot], second.balances[b.slot])
    }
  }

  /// Runs `update` with the balances of the account money leaves and the one it enters, two
  /// different accounts, their shards locked in ascending order, and stores what it returns.
  ///
  /// The balances `update` returns are stored and the posting becomes both accounts' latest;
  /// if `update` throws, nothing changes.
  ///
  /// - Returns: The posting `update` returns, and the two accounts' postings before it.
  ///
  /// Inlined into ``post(_:idempotencyKey:enforcingLimits:)``, its one caller, so that `update`
  /// needs no closure context: a context that captures the ledger retains and releases it on
  /// every post, and every thread's posts share its reference count.
  @inline(__always)
  private func updateBalances(
    of first: Int,
    _ second: Int,
    posting reference: PostingReference,
    _ update: (Int64, Int64) throws -> (Int64, Int64, LedgerPosting)
  ) throws -> (LedgerPosting, previous: (from: PostingReference, to: PostingReference)) {
    let (a, b) = (facts[first], facts[second])
    // A payment: money out of the first account into another person's.
    let isPayment = ordered[second].holder != nil
    if a.shard == b.shard {
      return try shards.withLock(a.shard) { state in
        let (newA, newB, posting) = try update(state.balances[a.slot], state.balances[b.slot])
        let previousA = state.record(newA, posting: reference, at: a.slot, isPayment: isPayment)
        let previousB = state.record(newB, posting: reference, at: b.slot)
        return (posting, (previousA, previousB))
      }
    }
    return try lockingPair(a.shard, b.shard) { first, second in
      let (newA, newB, posting) = try update(first.balances[a.slot], second.balances[b.slot])
      let previousA = first.record(newA, posting: reference, at: a.slot, isPayment: isPayment)
      let previousB = second.record(newB, posting: reference, at: b.slot)
      return (posting, (previousA, previousB))
    }
  }

  /// Locks two different shards, the lower-numbered first, and runs `body` with them in the
  /// order they were named.
  private func lockingPair<Result>(
    _ first: Int,
    _ second: Int,
    _ body: (inout AccountShard, inout AccountShard) throws -> Result
  ) rethrows -> Result {
    if first < second {
      return try shards.withLock(first) { low in
        try shards.withLock(second) { high in try body(&low, &high) }
      }
    }
    return try shards.withLock(second) { low in
      try shards.withLock(first) { high in try body(&high, &low) }
    }
  }

  // MARK: - History

  public func postings(involving id: LedgerAccount.ID?) -> [LedgerPosting] {
    guard let id else {
      var all: [LedgerPosting] = []
      for shard in 0..<keyShards.count {
        keyShards.withLock(shard) { table in
          for (entry, use) in table.values.enumerated() {
            guard case .posting(let posting, _) = use else { continue }
            all.append(posting.posting(key: table.keys[entry], in: ordered))
          }
        }
      }
      return all.sorted { $0.id < $1.id }
    }
    guard let index = indexByID.position(of: id.rawValue) else { return [] }
    let facts = facts[index]
    var next = shards.withLock(facts.shard) { $0.lastPosting[facts.slot] }
    var history: [LedgerPosting] = []
    // Each posting links to the account's one before, back to its first.
    while let kept = posting(at: next) {
      history.append(kept.posting)
      next = kept.source == index ? kept.previous.from : kept.previous.to
    }
    return history.reversed()
  }

  /// Returns the most recent posting out of an account that went to another person's account.
  public func mostRecentPayment(from id: LedgerAccount.ID) -> LedgerPosting? {
    guard let index = indexByID.position(of: id.rawValue) else { return nil }
    let facts = facts[index]
    let reference = shards.withLock(facts.shard) { $0.lastPayment[facts.slot] }
    return posting(at: reference)?.posting
  }

  /// A posting read back, with the postings before it in its two accounts' histories.
  private struct KeptPosting {
    let posting: LedgerPosting
    let previous: (from: PostingReference, to: PostingReference)
    /// The position of the account the money left.
    let source: Int
  }

  /// Returns the posting a reference is to, or `nil` for ``PostingReference/none``.
  ///
  /// A reference is taken from an account shard after the posting is recorded there, and the
  /// posting is added to its key table before the key shard's lock is let go, so the entry is
  /// there by the time the lock is ours.
  private func posting(at reference: PostingReference) -> KeptPosting? {
    guard reference.exists else { return nil }
    let entry = Int(reference.entry)
    return keyShards.withLock(Int(reference.keyShard)) { table in
      guard entry < table.count, case .posting(let stored, let previous) = table[entry] else {
        return nil
      }
      return KeptPosting(
        posting: stored.posting(key: table.keys[entry], in: ordered),
        previous: previous,
        source: Int(stored.from)
      )
    }
  }

  // MARK: - Requests

  public func record(_ request: PaymentRequest) throws -> PaymentRequest {
    let hash = request.id.hashValue
    return try keyShards.withLock(keyShardIndex(hash)) { table in
      if let entry = table.entry(forKey: request.id, hash: hash) {
        guard case .request(let index) = table[entry] else {
          throw LedgerRules.keyReused(request.id)
        }
        let recorded = requestLog.withLock { $0[index] }
        guard recorded.matches(request) else { throw LedgerRules.keyReused(request.id) }
        return recorded
      }
      try checkRequest(request)
      let index = requestLog.withLock { log in
        log.append(request)
        return log.count - 1
      }
      table.insert(.request(index: index), forKey: request.id, hash: hash)
      return request
    }
  }

  private func checkRequest(_ request: PaymentRequest) throws {
    try LedgerRules.checkRequest(
      request,
      accountCurrency: facts[try existing(request.account)].currency,
      limits: amountLimits[request.amount.currency]
    )
  }

  public func requests(withStatus status: PaymentStatus?) -> [PaymentRequest] {
    let log = requestLog.withLock { $0 }
    guard let status else { return log }
    return log.filter { $0.status == status }
  }
}

/// A ledger's shards, each behind a lock of its own.
///
/// Every payment locks shards that the other threads lock too. Locking one through a plain
/// reference would retain and release it, and each change of its reference count would move
/// the count's cache line from the thread that locked it last. So the shards are locked
/// through unmanaged references, which the ledger's strong ones keep valid for its lifetime.
private struct Shards<State: Sendable>: Sendable {
  /// The locks, owned: they live as long as the ledger.
  private let owned: [_Locked<State>]
  /// The same locks, unmanaged, which lend them without retaining them.
  private let locks: [Unmanaged<_Locked<State>>]

  /// Puts each state behind a lock of its own.
  init(_ states: [State]) {
    owned = states.map { _Locked($0) }
    locks = owned.map { Unmanaged.passUnretained($0) }
  }

  /// The number of shards.
  var count: Int {
    locks.count
  }

  /// Runs `body` with a shard's state, the shard locked.
  @inline(__always)
  func withLock<Result>(
    _ shard: Int,
    _ body: (inout State) throws -> Result
  ) rethrows -> Result {
    // reason: `owned` holds every lock for as long as this value exists.
    try locks[shard]._withUnsafeGuaranteedRef { try $0.withLock(body) }
  }
}
