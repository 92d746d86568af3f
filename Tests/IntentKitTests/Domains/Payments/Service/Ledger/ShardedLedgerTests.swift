import IntentKit
import IntentKitTesting
import XCTest

/// The sharded ledger keeps the in-memory ledger's rules exactly; every test runs with one
/// shard (both accounts of a transfer share a lock), two, and the default 64.
final class ShardedLedgerTests: XCTestCase {
  private let jane = LedgerFixture.jane
  private static let shardCounts = [1, 2, 64]

  private func makeLedger(shardCount: Int) throws -> ShardedLedger {
    let ledger = ShardedLedger(
      accounts: LedgerFixture.accounts,
      limits: LedgerFixture.limits,
      clock: ManualWallClock(now: .testNow),
      shardCount: shardCount
    )
    try ledger.deposit(.usd(1_000_00), into: "checking", idempotencyKey: "deposit-1")
    try ledger.deposit(.jpy(50_000), into: "yen", idempotencyKey: "deposit-2")
    return ledger
  }

  /// Every balance, for checking that a refused transfer changed nothing.
  private func balances(_ ledger: ShardedLedger) throws -> [String: Int64] {
    var result: [String: Int64] = [:]
    for account in ledger.accounts() {
      result[account.id.rawValue] = try ledger.balance(of: account.id).minorUnits
    }
    return result
  }

  func testPost_movesTheExactAmount_andConservesTheTotal() throws {
    for shardCount in Self.shardCounts {
      let ledger = try makeLedger(shardCount: shardCount)

      let posting = try ledger.post(
        LedgerTransfer(from: "checking", to: "jane", amount: .usd(50_00), memo: "Dinner"),
        idempotencyKey: "pay-1"
      )

      XCTAssertEqual(posting.id, 3, "after the two deposits")
      XCTAssertEqual(posting.postedAt, .testNow)
      XCTAssertEqual(try ledger.balance(of: "checking"), .usd(950_00))
      XCTAssertEqual(try ledger.balance(of: "jane"), .usd(50_00))
      XCTAssertEqual(ledger.total(in: .usd), 0, "every currency sums to zero with its funding")
      XCTAssertEqual(ledger.userTotal(in: .usd), 1_000_00, "only the deposit added money")
      XCTAssertEqual(ledger.userTotal(in: .jpy), 50_000)
    }
  }

  func testPost_withTheSameKeyAndTransfer_returnsTheFirstPostingAndMovesNothing() throws {
    for shardCount in Self.shardCounts {
      let ledger = try makeLedger(shardCount: shardCount)
      let transfer = LedgerTransfer(from: "checking", to: "jane", amount: .usd(50_00))

      let first = try ledger.post(transfer, idempotencyKey: "pay-1")
      let second = try ledger.post(transfer, idempotencyKey: "pay-1")

      XCTAssertEqual(second, first)
      XCTAssertEqual(try ledger.balance(of: "jane"), .usd(50_00))
      XCTAssertEqual(ledger.postings(involving: "jane").count, 1)
    }
  }

  func testPost_withTheSameKeyAndADifferentTransfer_throwsReusedAndMovesNothing() async throws {
    for shardCount in Self.shardCounts {
      let ledger = try makeLedger(shardCount: shardCount)
      _ = try ledger.post(
        LedgerTransfer(from: "checking", to: "jane", amount: .usd(50_00)),
        idempotencyKey: "pay-1"
      )
      let before = try balances(ledger)

      await assertThrowsError({
        try ledger.post(
          LedgerTransfer(from: "checking", to: "jane", amount: .usd(60_00)),
          idempotencyKey: "pay-1"
        )
      }) { XCTAssertEqual(($0 as? LedgerError)?.code, .idempotencyKeyReused) }
      await assertThrowsError({
        try ledger.deposit(.usd(1_00), into: "jane", idempotencyKey: "pay-1")
      }) { XCTAssertEqual(($0 as? LedgerError)?.code, .idempotencyKeyReused) }

      XCTAssertEqual(try balances(ledger), before)
    }
  }

  func testPost_withACanonicallyEquivalentKey_isTheSameKey() throws {
    let ledger = try makeLedger(shardCount: 64)
    let transfer = LedgerTransfer(from: "checking", to: "jane", amount: .usd(5_00))

    let precomposed = try ledger.post(transfer, idempotencyKey: "caf\u{E9}-1")
    let decomposed = try ledger.post(transfer, idempotencyKey: "cafe\u{301}-1")

    XCTAssertEqual(decomposed, precomposed, "Swift's String equality decides what one key is")
    XCTAssertEqual(try ledger.balance(of: "jane"), .usd(5_00))
  }

  func testRefusals_throwTypedErrors_andChangeNothing() async throws {
    for shardCount in Self.shardCounts {
      let ledger = try makeLedger(shardCount: shardCount)
      let before = try balances(ledger)
      let refusals: [(LedgerTransfer, LedgerError.Code)] = [
        (LedgerTransfer(from: "checking", to: "jane", amount: .usd(0)), .nonPositiveAmount),
        (LedgerTransfer(from: "checking", to: "jane", amount: .usd(-5_00)), .nonPositiveAmount),
        (LedgerTransfer(from: "checking", to: "checking", amount: .usd(1_00)), .sameAccount),
        (LedgerTransfer(from: "checking", to: "nobody", amount: .usd(1_00)), .accountNotFound),
        (LedgerTransfer(from: "nobody", to: "jane", amount: .usd(1_00)), .accountNotFound),
        (LedgerTransfer(from: "checking", to: "yen", amount: .usd(1_00)), .currencyMismatch),
        (LedgerTransfer(from: "checking", to: "jane", amount: .jpy(100)), .currencyMismatch),
        (LedgerTransfer(from: "checking", to: "jane", amount: .usd(2_500_01)), .amountAboveMaximum),
        (LedgerTransfer(from: "savings", to: "jane", amount: .usd(1_00)), .insufficientFunds),
        (LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_000_01)), .insufficientFunds),
      ]

      for (index, (transfer, code)) in refusals.enumerated() {
        await assertThrowsError({
          try ledger.post(transfer, idempotencyKey: "refused-\(index)")
        }) {
          XCTAssertEqual(($0 as? LedgerError)?.code, code, "\(transfer)")
        }
        await assertThrowsError({ try ledger.validate(transfer) }) {
          XCTAssertEqual(($0 as? LedgerError)?.code, code, "\(transfer)")
        }
      }

      XCTAssertEqual(try balances(ledger), before)
      XCTAssertEqual(ledger.postings(involving: nil).count, 2, "only the two deposits")
    }
  }

  func testAKeyUsedForARefusedTransfer_canBeUsedAgain() async throws {
    for shardCount in Self.shardCounts {
      let ledger = try makeLedger(shardCount: shardCount)
      let transfer = LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_200_00))
      await assertThrowsError({ try ledger.post(transfer, idempotencyKey: "pay-1") })

      try ledger.deposit(.usd(500_00), into: "checking", idempotencyKey: "top-up")
      let posting = try ledger.post(transfer, idempotencyKey: "pay-1")

      XCTAssertEqual(posting.transfer, transfer)
      XCTAssertEqual(posting.id, 4, "the refusal used no posting number")
    }
  }

  func testCreditAccounts_mayGoNegative() throws {
    let ledger = try makeLedger(shardCount: 2)

    _ = try ledger.post(
      LedgerTransfer(from: "card", to: "jane", amount: .usd(30_00)),
      idempotencyKey: "card-1"
    )

    XCTAssertEqual(try ledger.balance(of: "card"), .usd(-30_00))
    XCTAssertEqual(ledger.total(in: .usd), 0)
  }

  func testOverflow_isRefused() async throws {
    let ledger = ShardedLedger(accounts: [
      LedgerAccount(id: "a", currency: .usd), LedgerAccount(id: "b", currency: .usd),
    ])
    try ledger.deposit(.usd(.max), into: "a", idempotencyKey: "1")

    await assertThrowsError({ try ledger.deposit(.usd(1), into: "a", idempotencyKey: "2") }) {
      XCTAssertEqual(($0 as? LedgerError)?.code, .overflow)
    }
    XCTAssertEqual(ledger.total(in: .usd), 0)
    XCTAssertEqual(try ledger.balance(of: "a"), .usd(.max))
  }

  func testPostings_listEachAccountsPostingsInOrder_andEveryPostingByNumber() throws {
    for shardCount in Self.shardCounts {
      let ledger = try makeLedger(shardCount: shardCount)
      for (index, to) in ["jane", "savings", "jane", "card"].enumerated() {
        _ = try ledger.post(
          LedgerTransfer(from: "checking", to: LedgerAccount.ID(rawValue: to), amount: .usd(1_00)),
          idempotencyKey: "p\(index)"
        )
      }

      XCTAssertEqual(ledger.postings(involving: "jane").map(\.idempotencyKey), ["p0", "p2"])
      XCTAssertEqual(
        ledger.postings(involving: "checking").map(\.idempotencyKey),
        ["deposit-1", "p0", "p1", "p2", "p3"]
      )
      XCTAssertEqual(ledger.postings(involving: nil).map(\.id), [1, 2, 3, 4, 5, 6])
      XCTAssertEqual(ledger.postings(involving: "nobody"), [])
    }
  }

  func testMostRecentPayment_isTheLastPaymentToAPerson() throws {
    let ledger = try makeLedger(shardCount: 64)
    _ = try ledger.post(
      LedgerTransfer(from: "checking", to: "jane", amount: .usd(5_00)),
      idempotencyKey: "1"
    )
    _ = try ledger.post(
      LedgerTransfer(from: "checking", to: "savings", amount: .usd(7_00)),
      idempotencyKey: "2"
    )

    let recent = ledger.mostRecentPayment(from: "checking")
    let none = ledger.mostRecentPayment(from: "savings")

    XCTAssertEqual(recent?.transfer.to, "jane")
    XCTAssertEqual(recent?.transfer.amount, .usd(5_00))
    XCTAssertNil(none)
  }

  func testRequests_areRecordedOncePerIdentifier_andShareKeysWithPostings() async throws {
    let ledger = try makeLedger(shardCount: 64)
    let request = PaymentRequest(
      id: "req-1",
      payer: jane,
      account: "checking",
      amount: .usd(20_00),
      note: "Lunch",
      requestedAt: .testNow
    )
    func refused(_ request: PaymentRequest, _ code: LedgerError.Code) async {
      await assertThrowsError({ try ledger.record(request) }) {
        XCTAssertEqual(($0 as? LedgerError)?.code, code)
      }
    }

    let first = try ledger.record(request)
    let again = try ledger.record(request)
    await refused(
      PaymentRequest(
        id: "req-1",
        payer: jane,
        account: "checking",
        amount: .usd(99_00),
        note: nil,
        requestedAt: .testNow
      ),
      .idempotencyKeyReused
    )
    await refused(
      PaymentRequest(
        id: "req-2",
        payer: jane,
        account: "yen",
        amount: .usd(1_00),
        note: nil,
        requestedAt: .testNow
      ),
      .currencyMismatch
    )
    await refused(
      PaymentRequest(
        id: "deposit-1",
        payer: jane,
        account: "checking",
        amount: .usd(1_00),
        note: nil,
        requestedAt: .testNow
      ),
      .idempotencyKeyReused
    )
    await assertThrowsError({
      try ledger.post(
        LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_00)),
        idempotencyKey: "req-1"
      )
    }) { XCTAssertEqual(($0 as? LedgerError)?.code, .idempotencyKeyReused) }

    XCTAssertEqual(again, first)
    XCTAssertEqual(ledger.requests(withStatus: .pending), [request])
    XCTAssertEqual(ledger.requests(withStatus: nil), [request])
  }

  func testValidateWithKey_afterThePostingSpentTheFunds_passes_becausePostingAgainReplays() throws {
    for shardCount in Self.shardCounts {
      let ledger = try makeLedger(shardCount: shardCount)
      let everything = LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_000_00))
      _ = try ledger.post(everything, idempotencyKey: "pay-all")

      try ledger.validate(everything, idempotencyKey: "pay-all")
      XCTAssertThrowsError(try ledger.validate(everything)) {
        XCTAssertEqual(($0 as? LedgerError)?.code, .insufficientFunds)
      }
      XCTAssertThrowsError(try ledger.validate(everything, idempotencyKey: "another-payment")) {
        XCTAssertEqual(($0 as? LedgerError)?.code, .insufficientFunds)
      }
      let different = LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_00))
      XCTAssertThrowsError(try ledger.validate(different, idempotencyKey: "pay-all")) {
        XCTAssertEqual(($0 as? LedgerError)?.code, .idempotencyKeyReused)
      }
      XCTAssertEqual(try ledger.balance(of: "checking"), .usd(0))
    }
  }
}
