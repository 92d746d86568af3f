import IntentKit
import IntentKitTesting
import XCTest

final class InMemoryLedgerTests: XCTestCase {
  private let jane = LedgerFixture.jane

  private func makeLedger() async throws -> InMemoryLedger {
    let ledger = InMemoryLedger(
      accounts: LedgerFixture.accounts,
      limits: LedgerFixture.limits,
      clock: ManualWallClock(now: .testNow)
    )
    try await ledger.deposit(.usd(1_000_00), into: "checking", idempotencyKey: "deposit-1")
    try await ledger.deposit(.jpy(50_000), into: "yen", idempotencyKey: "deposit-2")
    return ledger
  }

  /// Every balance, for checking that a refused transfer changed nothing.
  private func balances(_ ledger: InMemoryLedger) async throws -> [String: Int64] {
    var result: [String: Int64] = [:]
    for account in await ledger.accounts() {
      result[account.id.rawValue] = try await ledger.balance(of: account.id).minorUnits
    }
    return result
  }

  func testPost_movesTheExactAmount_andConservesTheTotal() async throws {
    let ledger = try await makeLedger()

    let posting = try await ledger.post(
      LedgerTransfer(from: "checking", to: "jane", amount: .usd(50_00), memo: "Dinner"),
      idempotencyKey: "pay-1"
    )

    XCTAssertEqual(posting.id, 3)
    XCTAssertEqual(posting.postedAt, .testNow)
    let checking = try await ledger.balance(of: "checking")
    let janes = try await ledger.balance(of: "jane")
    let total = await ledger.total(in: .usd)
    let userTotal = await ledger.userTotal(in: .usd)
    XCTAssertEqual(checking, .usd(950_00))
    XCTAssertEqual(janes, .usd(50_00))
    XCTAssertEqual(total, 0, "double entry: every currency sums to zero with its funding account")
    XCTAssertEqual(userTotal, 1_000_00, "only the deposit changed the money users hold")
  }

  func testPost_withTheSameKeyAndTransfer_returnsTheFirstPostingAndMovesNothing() async throws {
    let ledger = try await makeLedger()
    let transfer = LedgerTransfer(from: "checking", to: "jane", amount: .usd(50_00))

    let first = try await ledger.post(transfer, idempotencyKey: "pay-1")
    let second = try await ledger.post(transfer, idempotencyKey: "pay-1")

    XCTAssertEqual(second, first)
    let janes = try await ledger.balance(of: "jane")
    let postings = await ledger.postings(involving: "jane")
    XCTAssertEqual(janes, .usd(50_00))
    XCTAssertEqual(postings.count, 1)
  }

  func testPost_withTheSameKeyAndADifferentTransfer_throwsReusedAndMovesNothing() async throws {
    let ledger = try await makeLedger()
    _ = try await ledger.post(
      LedgerTransfer(from: "checking", to: "jane", amount: .usd(50_00)),
      idempotencyKey: "pay-1"
    )
    let before = try await balances(ledger)

    await assertThrowsError({
      try await ledger.post(
        LedgerTransfer(from: "checking", to: "jane", amount: .usd(60_00)),
        idempotencyKey: "pay-1"
      )
    }) { XCTAssertEqual(($0 as? LedgerError)?.code, .idempotencyKeyReused) }

    let after = try await balances(ledger)
    XCTAssertEqual(after, before)
  }

  func testRefusals_throwTypedErrors_andChangeNothing() async throws {
    let ledger = try await makeLedger()
    let before = try await balances(ledger)
    let refusals: [(LedgerTransfer, LedgerError.Code)] = [
      (LedgerTransfer(from: "checking", to: "jane", amount: .usd(0)), .nonPositiveAmount),
      (LedgerTransfer(from: "checking", to: "jane", amount: .usd(-5_00)), .nonPositiveAmount),
      (LedgerTransfer(from: "checking", to: "checking", amount: .usd(1_00)), .sameAccount),
      (LedgerTransfer(from: "checking", to: "nobody", amount: .usd(1_00)), .accountNotFound),
      (LedgerTransfer(from: "checking", to: "yen", amount: .usd(1_00)), .currencyMismatch),
      (LedgerTransfer(from: "checking", to: "jane", amount: .jpy(100)), .currencyMismatch),
      (LedgerTransfer(from: "checking", to: "jane", amount: .usd(2_500_01)), .amountAboveMaximum),
      (LedgerTransfer(from: "savings", to: "jane", amount: .usd(1_00)), .insufficientFunds),
      (LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_000_01)), .insufficientFunds),
    ]

    for (index, (transfer, code)) in refusals.enumerated() {
      await assertThrowsError({
        try await ledger.post(transfer, idempotencyKey: "refused-\(index)")
      }) {
        XCTAssertEqual(($0 as? LedgerError)?.code, code, "\(transfer)")
      }
      await assertThrowsError({ try await ledger.validate(transfer) }) {
        XCTAssertEqual(($0 as? LedgerError)?.code, code, "\(transfer)")
      }
    }

    let after = try await balances(ledger)
    let postings = await ledger.postings(involving: nil)
    XCTAssertEqual(after, before)
    XCTAssertEqual(postings.count, 2, "only the two deposits")
  }

  func testAKeyUsedForARefusedTransfer_canBeUsedAgain() async throws {
    let ledger = try await makeLedger()
    let transfer = LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_200_00))
    await assertThrowsError({ try await ledger.post(transfer, idempotencyKey: "pay-1") })

    try await ledger.deposit(.usd(500_00), into: "checking", idempotencyKey: "top-up")
    let posting = try await ledger.post(transfer, idempotencyKey: "pay-1")

    XCTAssertEqual(posting.transfer, transfer)
  }

  func testCreditAccounts_mayGoNegative() async throws {
    let ledger = try await makeLedger()

    _ = try await ledger.post(
      LedgerTransfer(from: "card", to: "jane", amount: .usd(30_00)),
      idempotencyKey: "card-1"
    )

    let card = try await ledger.balance(of: "card")
    XCTAssertEqual(card, .usd(-30_00))
  }

  func testOverflow_isRefused() async throws {
    let ledger = InMemoryLedger(accounts: [
      LedgerAccount(id: "a", currency: .usd), LedgerAccount(id: "b", currency: .usd),
    ])
    try await ledger.deposit(.usd(.max), into: "a", idempotencyKey: "1")

    await assertThrowsError({ try await ledger.deposit(.usd(1), into: "a", idempotencyKey: "2") }) {
      XCTAssertEqual(($0 as? LedgerError)?.code, .overflow)
    }
    let total = await ledger.total(in: .usd)
    XCTAssertEqual(total, 0)
  }

  func testMostRecentPayment_isTheLastPaymentToAPerson() async throws {
    let ledger = try await makeLedger()
    _ = try await ledger.post(
      LedgerTransfer(from: "checking", to: "jane", amount: .usd(5_00)),
      idempotencyKey: "1"
    )
    _ = try await ledger.post(
      LedgerTransfer(from: "checking", to: "savings", amount: .usd(7_00)),
      idempotencyKey: "2"
    )

    let recent = await ledger.mostRecentPayment(from: "checking")

    XCTAssertEqual(recent?.transfer.to, "jane")
    XCTAssertEqual(recent?.transfer.amount, .usd(5_00))
  }

  func testRequests_areRecordedOncePerIdentifier() async throws {
    let ledger = try await makeLedger()
    let request = PaymentRequest(
      id: "req-1",
      payer: jane,
      account: "checking",
      amount: .usd(20_00),
      note: "Lunch",
      requestedAt: .testNow
    )

    let first = try await ledger.record(request)
    let again = try await ledger.record(request)
    await assertThrowsError({
      try await ledger.record(
        PaymentRequest(
          id: "req-1",
          payer: jane,
          account: "checking",
          amount: .usd(99_00),
          note: nil,
          requestedAt: .testNow
        )
      )
    }) { XCTAssertEqual(($0 as? LedgerError)?.code, .idempotencyKeyReused) }
    await assertThrowsError({
      try await ledger.record(
        PaymentRequest(
          id: "req-2",
          payer: jane,
          account: "yen",
          amount: .usd(1_00),
          note: nil,
          requestedAt: .testNow
        )
      )
    }) { XCTAssertEqual(($0 as? LedgerError)?.code, .currencyMismatch) }

    XCTAssertEqual(again, first)
    let pending = await ledger.requests(withStatus: .pending)
    XCTAssertEqual(pending, [request])
  }

  func testConcurrentPayments_conserveMoney_andPostOncePerSuccess() async throws {
    let ledger = try await makeLedger()
    let attempts = 4_000

    let outcomes = await withTaskGroup(of: (Int, Bool).self) { group in
      for index in 0..<attempts {
        group.addTask {
          // Every fourth attempt repeats an earlier key with the same transfer.
          let key = "pay-\(index % 4 == 3 ? index - 1 : index)"
          let amount = CurrencyAmount.usd(Int64((index % 4 == 3 ? index - 1 : index) % 7 + 1) * 10)
          do {
            _ = try await ledger.post(
              LedgerTransfer(from: "checking", to: "jane", amount: amount),
              idempotencyKey: key
            )
            return (index, true)
          } catch {
            return (index, false)
          }
        }
      }
      return await group.reduce(into: [(Int, Bool)]()) { $0.append($1) }
    }

    let postings = await ledger.postings(involving: "jane")
    let checking = try await ledger.balance(of: "checking")
    let janes = try await ledger.balance(of: "jane")
    let total = await ledger.total(in: .usd)
    let userTotal = await ledger.userTotal(in: .usd)
    XCTAssertEqual(total, 0)
    XCTAssertEqual(userTotal, 1_000_00)
    XCTAssertEqual(checking.minorUnits + janes.minorUnits, 1_000_00)
    XCTAssertEqual(janes.minorUnits, postings.reduce(0) { $0 + $1.transfer.amount.minorUnits })
    XCTAssertEqual(Set(postings.map(\.idempotencyKey)).count, postings.count, "one posting per key")
    let succeededKeys = Set(outcomes.filter(\.1).map { "pay-\($0.0 % 4 == 3 ? $0.0 - 1 : $0.0)" })
    XCTAssertEqual(succeededKeys, Set(postings.map(\.idempotencyKey)))
  }

  func testValidateWithKey_afterThePostingSpentTheFunds_passes_becausePostingAgainReplays()
    async
    throws
  {
    let ledger = try await makeLedger()
    let forwarding = FaultInjectingLedger(base: ledger)
    let everything = LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_000_00))
    _ = try await ledger.post(everything, idempotencyKey: "pay-all")

    for validating in [ledger, forwarding] as [any Ledger] {
      try await validating.validate(everything, idempotencyKey: "pay-all")
      await assertThrowsError({ try await validating.validate(everything) }) {
        XCTAssertEqual(($0 as? LedgerError)?.code, .insufficientFunds)
      }
      await assertThrowsError({
        try await validating.validate(everything, idempotencyKey: "another-payment")
      }) {
        XCTAssertEqual(($0 as? LedgerError)?.code, .insufficientFunds)
      }
      let different = LedgerTransfer(from: "checking", to: "jane", amount: .usd(1_00))
      await assertThrowsError({
        try await validating.validate(different, idempotencyKey: "pay-all")
      }) {
        XCTAssertEqual(($0 as? LedgerError)?.code, .idempotencyKeyReused)
      }
    }
    let balance = try await ledger.balance(of: "checking")
    XCTAssertEqual(balance, .usd(0))
  }
}
