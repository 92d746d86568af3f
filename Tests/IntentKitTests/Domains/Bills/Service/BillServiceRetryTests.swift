import IntentKit
import IntentKitTesting
import XCTest

/// Retried bill payments move the money once.
///
/// A payment whose posting is interrupted, so that nobody knows whether the ledger posted it,
/// stays pending and completes on the next attempt under its key; the same request delivered
/// many times at once answers alike. Either way the money moves once. The
/// deterministic simulation found both bugs: an interrupted payment was marked failed and its
/// bill unpaid while the ledger held its posting, and a concurrent duplicate answered "in
/// progress" or "failure" while the first answered "success".
final class BillServiceRetryTests: XCTestCase {
  /// The English household, with a fault switch in front of its ledger.
  private func makeFixture() async throws -> (bills: BillsFixture, faults: FaultSwitch) {
    let faults = FaultSwitch()
    let bills = try await BillsFixture.english {
      FaultInjectingLedger(base: $0, faults: faults)
    }
    return (bills, faults)
  }

  private let request = BillPaymentRequest(
    billID: "water-11",
    account: "checking",
    amount: .usd(30_00),
    day: .day(11, 22),
    idempotencyKey: "pay-1"
  )

  func testPay_whenTheLedgerCallFailsAmbiguously_staysPendingAndPaysOnTheRetry() async throws {
    let fixture = try await makeFixture()
    fixture.faults.arm(.writeThrows)

    let interrupted = try await fixture.bills.service.pay(request)

    XCTAssertEqual(interrupted.status, .pending, "unknown whether it posted: not failed")
    let pendingBill = await fixture.bills.service.bill("water-11")
    XCTAssertEqual(pendingBill?.details.paymentStatus, .pending)
    let retried = try await fixture.bills.service.pay(request)
    XCTAssertEqual(retried.status, .completed)
    let balance = try await fixture.bills.ledger.balance(of: "checking")
    XCTAssertEqual(balance, .usd(970_00))
  }

  func testPay_cancelledAfterTheLedgerPosted_completesOnTheRetryWithOnePosting() async throws {
    let fixture = try await makeFixture()
    fixture.faults.arm(.writeHangsAfterWriting)
    let (service, request) = (fixture.bills.service, request)
    let attempt = Task { try await service.pay(request) }
    while fixture.faults.hangingCount == 0 { await Task.yield() }
    attempt.cancel()

    let interrupted = try await attempt.value

    XCTAssertEqual(interrupted.status, .pending)
    let retried = try await fixture.bills.service.pay(request)
    XCTAssertEqual(retried.status, .completed)
    XCTAssertEqual(retried.posting?.idempotencyKey, "pay-1")
    let postings = await fixture.bills.ledger.postings(involving: "payee:water")
    XCTAssertEqual(postings.count, 1, "the retry found the first posting")
    let balance = try await fixture.bills.ledger.balance(of: "checking")
    XCTAssertEqual(balance, .usd(970_00))
    let bill = await fixture.bills.service.bill("water-11")
    XCTAssertEqual(bill?.details.paymentStatus, .completed)
  }

  func testPay_theSameRequestManyTimesAtOnce_answersAlikeAndPostsOnce() async throws {
    let fixture = try await makeFixture()
    let (service, request) = (fixture.bills.service, request)

    let payments = try await withThrowingTaskGroup(of: BillPayment.self) { group in
      for _ in 0..<8 { group.addTask { try await service.pay(request) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    XCTAssertEqual(payments.map(\.status), Array(repeating: .completed, count: 8))
    XCTAssertEqual(Set(payments.compactMap(\.posting?.id)).count, 1)
    let postings = await fixture.bills.ledger.postings(involving: "payee:water")
    XCTAssertEqual(postings.count, 1)
  }

  func testStart_retriesAnInterruptedPaymentAfterAPause_andPaysItOnce() async throws {
    let fixture = try await makeFixture()
    let service = fixture.bills.service
    fixture.faults.arm(.writeThrows)
    let interrupted = try await service.pay(request)
    var events = service.events.makeAsyncIterator()
    // The scheduler's first run is interrupted too: it tries again a minute later, not at once.
    fixture.faults.arm(.writeThrows)

    await service.start()
    let retryAt = await events.next()
    await fixture.bills.clock.advance(by: .seconds(59))
    let balanceBefore = try await fixture.bills.balance("checking")
    await fixture.bills.clock.advance(by: .seconds(1))
    let paid = await events.next()
    await service.stop()

    XCTAssertEqual(interrupted.status, .pending)
    XCTAssertEqual(retryAt, .waiting(until: Date.testNow.addingTimeInterval(60)))
    XCTAssertEqual(balanceBefore, 1_000_00)
    guard case .paid(let payment)? = paid else {
      return XCTFail("Expected a payment, got \(String(describing: paid))")
    }
    XCTAssertEqual(payment.id, "pay-1")
    let postings = await fixture.bills.ledger.postings(involving: "payee:water")
    XCTAssertEqual(postings.count, 1)
  }
}
