import IntentKit
import IntentKitTesting
import XCTest

final class BillServiceSchedulerTests: XCTestCase {
  private func schedule(
    _ billID: String,
    amount: CurrencyAmount,
    on day: Date,
    key: String
  ) -> BillPaymentRequest {
    BillPaymentRequest(
      billID: billID,
      account: "checking",
      amount: amount,
      day: day,
      note: "scheduled",
      idempotencyKey: key
    )
  }

  func testPay_forALaterDay_schedulesThePayment_andMovesNothingYet() async throws {
    let bills = try await BillsFixture.english()
    let before = try await bills.balances()

    let payment = try await bills.service.pay(
      schedule("visa-12", amount: .usd(35_00), on: .day(11, 29), key: "visa-1")
    )

    XCTAssertEqual(payment.status, .pending)
    XCTAssertNil(payment.posting)
    let scheduled = await bills.service.scheduledPayments()
    XCTAssertEqual(scheduled, [payment])
    let visa = await bills.service.bill("visa-12")
    XCTAssertEqual(visa?.details.paymentStatus, .pending)
    XCTAssertEqual(visa?.details.paymentDate, .day(11, 29))
    let after = try await bills.balances()
    XCTAssertEqual(after, before)
  }

  func testRunScheduledPayments_beforeTheDay_runsNothing_andOnTheDay_paysOnce() async throws {
    let bills = try await BillsFixture.english()
    try await bills.service.pay(
      schedule("visa-12", amount: .usd(35_00), on: .day(11, 29), key: "visa-1")
    )

    await bills.clock.advance(to: Date.day(11, 29).addingTimeInterval(-1))
    let early = await bills.service.runScheduledPayments()
    let balanceBefore = try await bills.balance("checking")
    await bills.clock.advance(to: .day(11, 29))
    let onTheDay = await bills.service.runScheduledPayments()
    let again = await bills.service.runScheduledPayments()

    XCTAssertEqual(early, [])
    XCTAssertEqual(balanceBefore, 1_000_00, "nothing moves the second before the day")
    XCTAssertEqual(onTheDay.map(\.status), [.completed])
    XCTAssertEqual(onTheDay.first?.posting?.postedAt, .day(11, 29))
    XCTAssertEqual(again, [])
    let visa = await bills.service.bill("visa-12")
    XCTAssertEqual(visa?.details.paymentStatus, .completed)
    XCTAssertEqual(visa?.details.paymentDate, .day(11, 29))
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 965_00)
    XCTAssertEqual(balances["payee:visa"], 35_00)
  }

  func testScheduledPayment_refusedWhenItRuns_leavesTheBillUnpaid_andRecordsTheFailure()
    async throws
  {
    let bills = try await BillsFixture.english()
    try await bills.service.pay(
      schedule("rent-12", amount: .usd(1_800_00), on: .day(11, 30), key: "rent-1")
    )
    let before = try await bills.balances()

    await bills.clock.advance(to: .day(11, 30))
    let ran = await bills.service.runScheduledPayments()

    XCTAssertEqual(ran.map(\.status), [.failed])
    XCTAssertEqual(ran.first?.failure?.ledgerErrorCode, .insufficientFunds)
    let recorded = await bills.service.payment(withKey: "rent-1")
    XCTAssertEqual(recorded?.status, .failed)
    let rent = await bills.service.bill("rent-12")
    XCTAssertEqual(rent?.details.paymentStatus, .unpaid)
    XCTAssertNil(rent?.details.paymentDate)
    let scheduled = await bills.service.scheduledPayments()
    XCTAssertEqual(scheduled, [])
    let after = try await bills.balances()
    XCTAssertEqual(after, before)
  }

  func testStart_paysWhenTheClockReachesTheDay_andNotBefore() async throws {
    let bills = try await BillsFixture.english()
    let service = bills.service
    var events = service.events.makeAsyncIterator()
    await service.start()
    let idle = await events.next()

    try await service.pay(schedule("visa-12", amount: .usd(35_00), on: .day(11, 29), key: "v"))
    let sleeping = await events.next()
    await bills.clock.advance(to: Date.day(11, 29).addingTimeInterval(-1))
    let balanceTheSecondBefore = try await bills.balance("checking")
    let statusTheSecondBefore = await bills.status(ofBill: "visa-12")
    await bills.clock.advance(to: .day(11, 29))
    let paid = await events.next()
    let idleAgain = await events.next()
    await service.stop()

    XCTAssertEqual(idle, .waiting(until: nil))
    XCTAssertEqual(sleeping, .waiting(until: .day(11, 29)))
    XCTAssertEqual(balanceTheSecondBefore, 1_000_00)
    XCTAssertEqual(statusTheSecondBefore, .pending)
    guard case .paid(let payment)? = paid else {
      return XCTFail("Expected a payment, got \(String(describing: paid))")
    }
    XCTAssertEqual(payment.id, "v")
    XCTAssertEqual(payment.posting?.postedAt, .day(11, 29))
    XCTAssertEqual(idleAgain, .waiting(until: nil))
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 965_00)
    XCTAssertEqual(balances["payee:visa"], 35_00)
  }

  func testStart_anEarlierPaymentScheduledWhileAsleep_runsFirst() async throws {
    let bills = try await BillsFixture.english()
    let service = bills.service
    var events = service.events.makeAsyncIterator()
    await service.start()
    _ = await events.next()

    try await service.pay(schedule("visa-12", amount: .usd(35_00), on: .day(11, 29), key: "v"))
    let first = await events.next()
    try await service.pay(schedule("water-11", amount: .usd(30_00), on: .day(11, 24), key: "w"))
    let second = await events.next()
    await bills.clock.advance(to: .day(11, 24))
    let waterPaid = await events.next()
    let third = await events.next()
    let checkingAfterWater = try await bills.balance("checking")
    await bills.clock.advance(to: .day(11, 29))
    let visaPaid = await events.next()
    await service.stop()

    XCTAssertEqual(first, .waiting(until: .day(11, 29)))
    XCTAssertEqual(second, .waiting(until: .day(11, 24)))
    XCTAssertEqual(waterPaid.map(Self.paidKey), "w")
    XCTAssertEqual(third, .waiting(until: .day(11, 29)))
    XCTAssertEqual(checkingAfterWater, 970_00)
    XCTAssertEqual(visaPaid.map(Self.paidKey), "v")
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 935_00)
    XCTAssertEqual(balances["payee:water"], 30_00)
    XCTAssertEqual(balances["payee:visa"], 35_00)
  }

  func testStop_leavesScheduledPaymentsScheduled() async throws {
    let bills = try await BillsFixture.english()
    let service = bills.service
    var events = service.events.makeAsyncIterator()
    await service.start()
    _ = await events.next()
    try await service.pay(schedule("visa-12", amount: .usd(35_00), on: .day(11, 29), key: "v"))
    _ = await events.next()

    await service.stop()
    await bills.clock.advance(to: .day(11, 29))

    let scheduled = await service.scheduledPayments()
    XCTAssertEqual(scheduled.map(\.id), ["v"])
    let checking = try await bills.balance("checking")
    XCTAssertEqual(checking, 1_000_00)
  }

  private static func paidKey(_ event: BillService.Event) -> String? {
    guard case .paid(let payment) = event else { return nil }
    return payment.id
  }
}
