import IntentKit
import IntentKitTesting
import XCTest

/// Both ledgers read back the postings they made, though they keep them compact.
///
/// A ledger keeps a posting's accounts by position and neither its currency nor its key, and
/// rebuilds it when it is read back: a replay, a history, a last payment. These tests check that
/// what comes back is the posting that was made, and that a replay compares every field of the
/// transfer, including the ones the compact form doesn't store.
final class LedgerReadBackTests: XCTestCase {
  /// An account whose identifier isn't ASCII, so that it is found by canonical equivalence.
  private static let cafe = LedgerAccount(
    id: "caf\u{E9}",
    currency: .usd,
    holder: Person(displayName: "Caf\u{E9}", contactIdentifier: "cafe")
  )

  /// Both ledgers, with the fixture's accounts and the café's, and $1,000.00 in checking.
  private func makeLedgers() async throws -> [any Ledger] {
    let accounts = LedgerFixture.accounts + [Self.cafe]
    let clock = ManualWallClock(now: .testNow)
    let actor = InMemoryLedger(accounts: accounts, limits: LedgerFixture.limits, clock: clock)
    try await actor.deposit(.usd(1_000_00), into: "checking", idempotencyKey: "deposit")
    let sharded = ShardedLedger(
      accounts: accounts,
      limits: LedgerFixture.limits,
      clock: clock,
      shardCount: 4
    )
    try sharded.deposit(.usd(1_000_00), into: "checking", idempotencyKey: "deposit")
    return [actor, sharded]
  }

  func testReplay_returnsThePostingMade_andMovesNothing() async throws {
    for ledger in try await makeLedgers() {
      let transfer = LedgerTransfer(
        from: "checking",
        to: "jane",
        amount: .usd(12_34),
        memo: "Lunch \u{1F96A}"
      )

      let made = try await ledger.post(transfer, idempotencyKey: "lunch")
      let replayed = try await ledger.post(transfer, idempotencyKey: "lunch")
      try await ledger.validate(transfer, idempotencyKey: "lunch")

      XCTAssertEqual(replayed, made, "\(type(of: ledger))")
      XCTAssertEqual(replayed.transfer, transfer)
      XCTAssertEqual(replayed.postedAt, .testNow)
      let balance = try await ledger.balance(of: "jane")
      let history = await ledger.postings(involving: "jane")
      let recent = await ledger.mostRecentPayment(from: "checking")
      XCTAssertEqual(balance, .usd(12_34))
      XCTAssertEqual(history, [made])
      XCTAssertEqual(recent, made)
    }
  }

  func testReplay_ofADifferentTransferUnderTheKey_isRefused_fieldByField() async throws {
    let transfer = LedgerTransfer(from: "checking", to: "jane", amount: .usd(5_00), memo: "Tea")
    let changed = [
      LedgerTransfer(from: "checking", to: "jane", amount: .usd(5_01), memo: "Tea"),
      // The same minor units in another currency: the compact form keeps no currency.
      LedgerTransfer(from: "checking", to: "jane", amount: .eur(5_00), memo: "Tea"),
      LedgerTransfer(from: "checking", to: "jane", amount: .usd(5_00), memo: "Coffee"),
      LedgerTransfer(from: "checking", to: "jane", amount: .usd(5_00), memo: nil),
      LedgerTransfer(from: "checking", to: "savings", amount: .usd(5_00), memo: "Tea"),
      LedgerTransfer(from: "savings", to: "jane", amount: .usd(5_00), memo: "Tea"),
    ]
    for ledger in try await makeLedgers() {
      let made = try await ledger.post(transfer, idempotencyKey: "tea")

      for other in changed {
        do {
          _ = try await ledger.post(other, idempotencyKey: "tea")
          XCTFail("\(type(of: ledger)) replayed \(other) as \(transfer)")
        } catch let error as LedgerError {
          XCTAssertEqual(error.code, .idempotencyKeyReused, "\(other)")
        }
        do {
          try await ledger.validate(other, idempotencyKey: "tea")
          XCTFail("\(type(of: ledger)) validated \(other) as a replay of \(transfer)")
        } catch let error as LedgerError {
          XCTAssertEqual(error.code, .idempotencyKeyReused, "\(other)")
        }
      }

      let jane = try await ledger.balance(of: "jane")
      let savings = try await ledger.balance(of: "savings")
      let every = await ledger.postings(involving: nil)
      XCTAssertEqual(jane, .usd(5_00))
      XCTAssertEqual(savings, .usd(0))
      XCTAssertEqual(every.last, made)
      XCTAssertEqual(every.count, 2, "the deposit and the tea")
    }
  }

  func testAnAccountNamedByAnEquivalentSpelling_isTheAccount_andReadsBackInTheLedgersSpelling()
    async throws
  {
    let decomposed = LedgerAccount.ID(rawValue: "cafe\u{301}")
    for ledger in try await makeLedgers() {
      let transfer = LedgerTransfer(from: "checking", to: decomposed, amount: .usd(3_50))

      let made = try await ledger.post(transfer, idempotencyKey: "coffee")
      let replayed = try await ledger.post(transfer, idempotencyKey: "coffee")

      XCTAssertEqual(made.transfer, transfer)
      XCTAssertEqual(replayed, made)
      let balance = try await ledger.balance(of: Self.cafe.id)
      let history = await ledger.postings(involving: decomposed)
      XCTAssertEqual(balance, .usd(3_50))
      XCTAssertEqual(history.map(\.idempotencyKey), ["coffee"])
      // Equal as strings, and spelled as the ledger's account is.
      XCTAssertEqual(
        Array(history.first?.transfer.to.rawValue.unicodeScalars ?? "".unicodeScalars),
        Array(Self.cafe.id.rawValue.unicodeScalars),
        "\(type(of: ledger))"
      )
    }
  }

  func testHistories_acrossManyPostings_listEachAccountsPostingsOldestFirst() async throws {
    let payees: [LedgerAccount.ID] = ["jane", "savings", Self.cafe.id, "card"]
    for ledger in try await makeLedgers() {
      var expected: [LedgerAccount.ID: [String]] = [:]
      var lastPayment: String?
      for index in 0..<200 {
        let payee = payees[(index * 7 + index / 3) % payees.count]
        let key = "p\(index)"
        _ = try await ledger.post(
          LedgerTransfer(from: "checking", to: payee, amount: .usd(Int64(1 + index % 9))),
          idempotencyKey: key
        )
        expected[payee, default: []].append(key)
        // Jane and the café are people; savings and the card are the user's own accounts.
        if payee == "jane" || payee == Self.cafe.id { lastPayment = key }
      }

      for payee in payees {
        let keys = await ledger.postings(involving: payee).map(\.idempotencyKey)
        XCTAssertEqual(keys, expected[payee], "\(type(of: ledger)), \(payee)")
      }
      let checking = await ledger.postings(involving: "checking")
      XCTAssertEqual(checking.map(\.idempotencyKey), ["deposit"] + (0..<200).map { "p\($0)" })
      XCTAssertEqual(checking.map(\.id), Array(1...201))
      let last = await ledger.mostRecentPayment(from: "checking")
      XCTAssertNotNil(lastPayment)
      XCTAssertEqual(last?.idempotencyKey, lastPayment)
    }
  }
}
