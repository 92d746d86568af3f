import IntentKit
import IntentKitTesting
import XCTest

/// The sharded ledger under many tasks at once, and against the in-memory ledger on the same
/// operations.
final class ShardedLedgerConcurrencyTests: XCTestCase {
  private static let accountCount = 16
  private static let opening: Int64 = 1_000_00

  private static func accountID(_ index: Int) -> LedgerAccount.ID {
    LedgerAccount.ID(rawValue: "account-\(index)")
  }

  func testConcurrentTransfers_acrossShardsBothWays_conserveMoney_andPostOncePerKey() async throws {
    let ledger = ShardedLedger(
      accounts: (0..<Self.accountCount).map {
        LedgerAccount(id: Self.accountID($0), currency: .usd)
      },
      shardCount: 4
    )
    for index in 0..<Self.accountCount {
      try ledger.deposit(
        .usd(Self.opening),
        into: Self.accountID(index),
        idempotencyKey: "d\(index)"
      )
    }
    let userTotal = Self.opening * Int64(Self.accountCount)
    let tasks = 32
    let postsPerTask = 400

    // Tasks 2k and 2k+1 post the same keys with the same transfers, so every key is delivered
    // twice at about the same time; transfers run between every pair of accounts, both ways.
    async let auditedSnapshots = Self.watchTotals(of: ledger, expecting: userTotal)
    let succeeded = try await withThrowingTaskGroup(of: Set<String>.self) { group in
      for task in 0..<tasks {
        group.addTask {
          var generator = SplitMix64(seed: UInt64(task / 2))
          var keys = Set<String>()
          for index in 0..<postsPerTask {
            let from = Int(generator.next() % UInt64(Self.accountCount))
            let step = 1 + Int(generator.next() % UInt64(Self.accountCount - 1))
            let amount = Int64(1 + generator.next() % 5_000)
            let key = "pair\(task / 2)-\(index)"
            let transfer = LedgerTransfer(
              from: Self.accountID(from),
              to: Self.accountID((from + step) % Self.accountCount),
              amount: .usd(amount)
            )
            do {
              let posting = try ledger.post(transfer, idempotencyKey: key)
              XCTAssertEqual(posting.transfer, transfer)
              keys.insert(key)
            } catch let error as LedgerError {
              XCTAssertEqual(error.code, .insufficientFunds)
            }
          }
          return keys
        }
      }
      var all = Set<String>()
      for try await keys in group { all.formUnion(keys) }
      return all
    }
    let snapshots = await auditedSnapshots

    XCTAssertGreaterThan(snapshots, 0)
    XCTAssertEqual(ledger.total(in: .usd), 0)
    XCTAssertEqual(ledger.userTotal(in: .usd), userTotal)
    let postings = ledger.postings(involving: nil).filter { !$0.idempotencyKey.hasPrefix("d") }
    XCTAssertEqual(Set(postings.map(\.idempotencyKey)), succeeded, "one posting per success")
    XCTAssertEqual(postings.count, succeeded.count, "no key posted twice")
    let everyPosting = ledger.postings(involving: nil)
    XCTAssertEqual(everyPosting.map(\.id), Array(1...everyPosting.count), "dense numbers")
    var expected = [Int64](repeating: Self.opening, count: Self.accountCount)
    for posting in postings {
      let amount = posting.transfer.amount.minorUnits
      expected[Int(posting.transfer.from.rawValue.dropFirst("account-".count)) ?? 0] -= amount
      expected[Int(posting.transfer.to.rawValue.dropFirst("account-".count)) ?? 0] += amount
    }
    for index in 0..<Self.accountCount {
      let balance = try ledger.balance(of: Self.accountID(index)).minorUnits
      XCTAssertEqual(balance, expected[index], "account \(index)")
      XCTAssertGreaterThanOrEqual(balance, 0)
      XCTAssertEqual(
        ledger.postings(involving: Self.accountID(index)).map(\.id),
        everyPosting.filter { [$0.transfer.from, $0.transfer.to].contains(Self.accountID(index)) }
          .map(\.id),
        "an account's history is its postings, in order"
      )
    }
  }

  /// Reads the totals over and over while other tasks post, checking each read is exact;
  /// returns how many reads it made.
  private static func watchTotals(of ledger: ShardedLedger, expecting userTotal: Int64) async -> Int
  {
    var reads = 0
    while reads < 200 {
      XCTAssertEqual(ledger.total(in: .usd), 0)
      XCTAssertEqual(ledger.userTotal(in: .usd), userTotal)
      reads += 1
      await Task.yield()
    }
    return reads
  }

  func testTheSameOperations_giveTheSameResults_asTheInMemoryLedger() async throws {
    let accounts = [
      LedgerAccount(id: "a", currency: .usd),
      LedgerAccount(
        id: "b",
        currency: .usd,
        holder: Person(displayName: "B", contactIdentifier: "b")
      ),
      LedgerAccount(id: "c", currency: .usd, allowsNegativeBalance: true),
      LedgerAccount(id: "y", currency: .jpy),
    ]
    let limits = [Currency.usd: AmountLimits(minimum: 5, maximum: 50_000)]
    let clock = ManualWallClock(now: .testNow)
    let actor = InMemoryLedger(accounts: accounts, limits: limits, clock: clock)
    let sharded = ShardedLedger(accounts: accounts, limits: limits, clock: clock, shardCount: 3)
    let ids: [LedgerAccount.ID] = ["a", "b", "c", "y", "nobody"]
    var generator = SplitMix64(seed: 7)
    var refusals: [LedgerError.Code: Int] = [:]

    for step in 0..<3_000 {
      let from = ids[Int(generator.next() % 5)]
      let to = ids[Int(generator.next() % 5)]
      let cents = Int64(generator.next() % 60_000) - 1_000
      let amount: CurrencyAmount = generator.next() % 10 == 0 ? .jpy(cents) : .usd(cents)
      let key = "k\(generator.next() % 400)"
      let transfer = LedgerTransfer(from: from, to: to, amount: amount)
      let expected: Result<LedgerPosting, LedgerError>
      let actual: Result<LedgerPosting, LedgerError>
      switch generator.next() % 4 {
      case 0:
        expected = await Self.result {
          try await actor.deposit(amount, into: to, idempotencyKey: key)
        }
        actual = await Self.result { try sharded.deposit(amount, into: to, idempotencyKey: key) }
      case 1:
        let request = PaymentRequest(
          id: key,
          payer: Person(displayName: "P"),
          account: to,
          amount: amount,
          note: nil,
          requestedAt: .testNow
        )
        let recordedByActor = await Self.result { try await actor.record(request) }
        let recordedBySharded = await Self.result { try sharded.record(request) }
        XCTAssertEqual(recordedBySharded, recordedByActor, "step \(step)")
        continue
      case 2:
        let validatedByActor = await Self.result { try await actor.validate(transfer) }
        let validatedBySharded = await Self.result { try sharded.validate(transfer) }
        XCTAssertEqual(
          validatedBySharded.map { true },
          validatedByActor.map { true },
          "step \(step)"
        )
        continue
      default:
        expected = await Self.result { try await actor.post(transfer, idempotencyKey: key) }
        actual = await Self.result { try sharded.post(transfer, idempotencyKey: key) }
      }
      XCTAssertEqual(actual, expected, "step \(step): \(transfer) under \(key)")
      if case .failure(let error) = expected { refusals[error.code, default: 0] += 1 }
    }
    for code in [LedgerError.Code.idempotencyKeyReused, .insufficientFunds, .accountNotFound] {
      XCTAssertGreaterThan(refusals[code, default: 0], 0, "\(code) was compared")
    }

    for id in ids.dropLast() {
      let actorBalance = try await actor.balance(of: id)
      XCTAssertEqual(try sharded.balance(of: id), actorBalance)
      let actorPostings = await actor.postings(involving: id)
      XCTAssertEqual(sharded.postings(involving: id), actorPostings)
      let actorRecent = await actor.mostRecentPayment(from: id)
      let shardedRecent = sharded.mostRecentPayment(from: id)
      XCTAssertEqual(shardedRecent, actorRecent)
    }
    let actorPostings = await actor.postings(involving: nil)
    let actorRequests = await actor.requests(withStatus: nil)
    let actorTotal = await actor.userTotal(in: .usd)
    XCTAssertEqual(sharded.postings(involving: nil), actorPostings)
    XCTAssertEqual(sharded.requests(withStatus: nil), actorRequests)
    XCTAssertGreaterThan(actorPostings.count, 100, "enough operations succeeded to compare")
    XCTAssertGreaterThan(actorRequests.count, 10)
    XCTAssertEqual(sharded.userTotal(in: .usd), actorTotal)
    XCTAssertEqual(sharded.total(in: .usd), 0)
    let actorAccounts = await actor.accounts()
    XCTAssertEqual(sharded.accounts(), actorAccounts)
  }

  func testSendPayments_fromManyUsersAtOnce_conserveMoney_andReplaysMoveNothing() async throws {
    let payers = (0..<32).map { LedgerAccount.ID(rawValue: "payer-\($0)") }
    let contacts = (0..<64).map { index in
      Contact(
        id: "payee-\(index)",
        givenName: "Payee",
        familyName: "\(index)",
        handles: [
          .emailAddress("payee\(index)@example.com")
        ]
      )
    }
    let ledger = ShardedLedger(
      accounts: payers.map { LedgerAccount(id: $0, currency: .usd) }
        + contacts.map { contact in
          LedgerAccount(
            id: LedgerAccount.ID(rawValue: "\(contact.id)-usd"),
            currency: .usd,
            holder: contact.person
          )
        },
      limits: [.usd: AmountLimits(minimum: .usd(1_00), maximum: .usd(2_500_00))],
      shardCount: 8
    )
    for payer in payers {
      try ledger.deposit(.usd(100_00), into: payer, idempotencyKey: "open-\(payer)")
    }
    let shared = try await PaymentsService(
      ledger: ledger,
      directory: InMemoryContactDirectory(contacts: contacts),
      userAccounts: []
    )
    let routes = try payers.map { payer in
      var dispatcher = IntentDispatcher(
        configuration: .init(deadlines: .none, idempotencyStore: nil)
      )
      dispatcher.registerHandlers(of: try shared.serving(user: nil, userAccounts: [payer]))
      return try dispatcher.route(for: SendPaymentIntent.self)
    }
    let people = contacts.map(\.person)

    // Each payer sends $1.00 to $1.99 forty times, and every intent is delivered twice; payer
    // 0's forty payments cost more than its $100.00, so some fail for insufficient funds.
    let sent = try await withThrowingTaskGroup(of: (Int, Int64, Int).self) { group in
      for (payer, route) in routes.enumerated() {
        group.addTask {
          var total: Int64 = 0
          var refused = 0
          for index in 0..<40 {
            let cents: Int64 = payer == 0 ? 9_00 : 1_00 + Int64(index)
            let intent = SendPaymentIntent(
              identifier: "p\(payer)-\(index)",
              payee: people[(payer * 7 + index) % people.count],
              currencyAmount: .usd(cents)
            )
            async let first = route.run(intent)
            async let second = route.run(intent)
            let codes = try await [first.response?.code, second.response?.code]
            // Without an idempotency store a repeat confirms again, so the repeat of the
            // payment that empties the account may be refused at confirm; it moves nothing.
            if codes.contains(.success) {
              XCTAssertTrue(codes.allSatisfy { $0 == .success || $0 == .failureInsufficientFunds })
              total += cents
            } else {
              XCTAssertEqual(codes, [.failureInsufficientFunds, .failureInsufficientFunds])
              refused += 1
            }
          }
          return (payer, total, refused)
        }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = ($1.1, $1.2) }
    }

    XCTAssertEqual(sent[0]?.0, 99_00, "eleven payments of $9.00 fit in $100.00")
    XCTAssertEqual(sent[0]?.1, 29)
    for (payer, id) in payers.enumerated() {
      XCTAssertEqual(try ledger.balance(of: id).minorUnits, 100_00 - (sent[payer]?.0 ?? -1))
    }
    XCTAssertEqual(ledger.userTotal(in: .usd), 100_00 * Int64(payers.count))
    XCTAssertEqual(ledger.total(in: .usd), 0)
    let succeeded = sent.values.reduce(0) { $0 + 40 - $1.1 }
    XCTAssertEqual(ledger.postings(involving: nil).count, payers.count + succeeded)
  }

  /// The result of a ledger call, with its error as a ledger error.
  private static func result<Value>(
    _ body: () async throws -> Value
  ) async -> Result<Value, LedgerError> {
    do {
      return .success(try await body())
    } catch let error as LedgerError {
      return .failure(error)
    } catch {
      return .failure(LedgerError(code: .accountNotFound, message: "unexpected \(error)"))
    }
  }
}

/// A small seeded generator, so that the tests' operations are the same on every run.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
