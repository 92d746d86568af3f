import IntentKit
import IntentKitTesting
import XCTest

final class PayBillHandlerScheduleTests: XCTestCase {
  private func waterIntent(on day: DateComponentsRange?, identifier: String) -> PayBillIntent {
    PayBillIntent(
      identifier: identifier,
      billPayee: BillPayee(nickname: "Water Works"),
      transactionAmount: PaymentAmount(amountType: .amountDue, amount: nil),
      transactionScheduledDate: day
    )
  }

  func testPaymentNextWeek_isScheduled_andRunsWhenTheClockReachesIt_andNotBefore() async throws {
    let bills = try await BillsFixture.english()
    let context = bills.engine.dialogContext(for: .english)
    // Today is Sunday, so "next week" is the Monday-to-Sunday week that starts tomorrow.
    let nextWeek = try XCTUnwrap(DateComponentsRange(reply: "next week", context: context))

    let conversation = try await playConversation(
      PayBillIntent(
        identifier: "visa-next-week",
        billPayee: BillPayee(nickname: "Visa"),
        transactionAmount: PaymentAmount(amountType: .minimumDue, amount: nil),
        transactionScheduledDate: nextWeek
      ),
      saying: "Pay the minimum due on my Visa bill next week",
      replies: ["yes"],
      with: bills.engine
    )
    let balancesWhenScheduled = try await bills.balances()
    var events = bills.service.events.makeAsyncIterator()
    await bills.service.start()
    let sleeping = await events.next()
    await bills.clock.advance(to: Date.day(11, 23).addingTimeInterval(-1))
    let balanceTheSecondBefore = try await bills.balance("checking")
    await bills.clock.advance(to: .day(11, 23))
    let paid = await events.next()
    await bills.service.stop()

    assertTranscript(
      conversation,
      """
      User: Pay the minimum due on my Visa bill next week
      Assistant: Pay $35.00 to Visa from Checking on Monday, November 23?
      User: yes
      Assistant: Scheduled a payment of $35.00 to Visa on Monday, November 23.
      """
    )
    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(conversation.response?.billDetails?.paymentStatus, .pending)
    XCTAssertEqual(conversation.response?.transactionScheduledDate, .day(11, 23))
    XCTAssertEqual(balancesWhenScheduled["checking"], 1_000_00)
    XCTAssertEqual(sleeping, .waiting(until: .day(11, 23)))
    XCTAssertEqual(balanceTheSecondBefore, 1_000_00)
    guard case .paid(let payment)? = paid else {
      return XCTFail("Expected the payment to run, got \(String(describing: paid))")
    }
    XCTAssertEqual(payment.id, "visa-next-week")
    let visa = await bills.service.bill("visa-12")
    XCTAssertEqual(visa?.details.paymentStatus, .completed)
    XCTAssertEqual(visa?.details.paymentDate, .day(11, 23))
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 965_00)
    XCTAssertEqual(balances["payee:visa"], 35_00)
  }

  func testPaymentAfterTheDueDate_isConfirmed_thenScheduled() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      waterIntent(on: .day(11, 27), identifier: "water-late"),
      saying: "Pay the water bill on Friday",
      replies: ["yes", "yes"],
      with: bills.engine
    )
    let balancesWhenScheduled = try await bills.balances()
    await bills.clock.advance(to: .day(11, 27))
    let ran = await bills.service.runScheduledPayments()

    assertTranscript(
      conversation,
      """
      User: Pay the water bill on Friday
      Assistant: Friday, November 27 is after the bill's due date, so a late fee may apply. \
      Pay on that day anyway?
      User: yes
      Assistant: Pay $30.00 to Water Works from Checking on Friday, November 27?
      User: yes
      Assistant: Scheduled a payment of $30.00 to Water Works on Friday, November 27.
      """
    )
    XCTAssertEqual(balancesWhenScheduled["checking"], 1_000_00)
    XCTAssertEqual(ran.map(\.id), ["water-late"])
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 970_00)
    XCTAssertEqual(balances["payee:water"], 30_00)
  }

  func testPaymentAfterTheDueDate_refused_asksForAnotherDay() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      waterIntent(on: .day(11, 27), identifier: "water-earlier"),
      replies: ["no", "tomorrow", "yes"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: Friday, November 27 is after the bill's due date, so a late fee may apply. \
      Pay on that day anyway?
      User: no
      Assistant: When do you want to pay it?
      User: tomorrow
      Assistant: Pay $30.00 to Water Works from Checking on Monday, November 23?
      User: yes
      Assistant: Scheduled a payment of $30.00 to Water Works on Monday, November 23.
      """
    )
    let payments = await bills.service.scheduledPayments()
    XCTAssertEqual(payments.map(\.request.day), [.day(11, 23)])
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testEveryTurn_readsTheEngineClock_soTomorrowMovesWithIt() async throws {
    let bills = try await BillsFixture.english()
    var conversation = try await bills.engine.start(
      waterIntent(on: .day(11, 27), identifier: "water-next-day")
    )
    try await bills.engine.reply("no", to: &conversation)

    // The user answers a day later, on Monday: tomorrow is Tuesday.
    await bills.clock.advance(by: .seconds(24 * 60 * 60))
    try await bills.engine.reply("tomorrow", to: &conversation)

    XCTAssertEqual(
      conversation.assistantText,
      "Pay $30.00 to Water Works from Checking on Tuesday, November 24?"
    )
  }

  func testPastDay_isUnsupported_andToday_paysAtOnce() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      waterIntent(on: .day(11, 20), identifier: "water-past"),
      replies: ["today", "yes"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: That day has already passed. When do you want to pay it?
      User: today
      Assistant: Pay $30.00 to Water Works from Checking today?
      User: yes
      Assistant: Paid $30.00 to Water Works.
      """
    )
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 970_00)
    XCTAssertEqual(balances["payee:water"], 30_00)
  }

  func testHandle_aScheduledPaymentTwice_schedulesItOnce() async throws {
    let bills = try await BillsFixture.english()
    let handler = PayBillHandler(service: bills.service)
    let intent = waterIntent(on: .day(11, 24), identifier: "water-once")

    let first = try await handler.handle(intent: intent)
    let second = try await handler.handle(intent: intent)
    await bills.clock.advance(to: .day(11, 24))
    let ran = await bills.service.runScheduledPayments()

    XCTAssertEqual(first.code, .success)
    XCTAssertEqual(first.billDetails?.paymentStatus, .pending)
    XCTAssertEqual(second, first)
    XCTAssertEqual(ran.map(\.id), ["water-once"])
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 970_00)
    XCTAssertEqual(balances["payee:water"], 30_00)
  }
}
