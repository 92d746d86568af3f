import IntentKit
import IntentKitTesting
import XCTest

final class SearchForBillsHandlerTests: XCTestCase {
  private let thisMonth = DateComponentsRange(start: DateComponents(year: 2026, month: 11))

  func testUnpaidBillsDueThisMonth_areListedEarliestFirst() async throws {
    let bills = try await BillsFixture.english()
    let before = try await bills.balances()

    let conversation = try await playConversation(
      SearchForBillsIntent(identifier: "due-1", status: .unpaid, dueDateRange: thisMonth),
      saying: "Which bills are still unpaid this month?",
      replies: [],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      User: Which bills are still unpaid this month?
      Assistant: Here's what I found:
        Water Works: $30.00 due Wednesday, November 25 (unpaid)
        City Power: $82.40 due Saturday, November 28 (unpaid)
        Green Energy: $45.10 due Monday, November 30 (unpaid)
      """
    )
    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(
      conversation.response?.bills?.map(\.billPayee),
      [.waterWorks, .cityPower, .greenEnergy]
    )
    let after = try await bills.balances()
    XCTAssertEqual(after, before, "searching moves no money")
  }

  func testUnpaidBillsDueThisMonth_inJapanese() async throws {
    let bills = try await BillsFixture.japanese()

    let conversation = try await playConversation(
      SearchForBillsIntent(status: .unpaid, dueDateRange: thisMonth),
      saying: "今月の未払いの請求は？",
      replies: [],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      User: 今月の未払いの請求は？
      Assistant: 見つかった請求です。
        イーカリット：1,000円（支払期限 11月30日(月)、未払い）
      """
    )
    let balances = try await bills.balances()
    XCTAssertEqual(balances["futsu"], 50_000)
  }

  func testAPaidBill_isFoundByItsPaymentDate_andAScheduledOneByItsStatus() async throws {
    let bills = try await BillsFixture.english()
    try await bills.service.pay(
      BillPaymentRequest(
        billID: "city-power-11",
        account: "checking",
        amount: .usd(82_40),
        day: .day(11, 26),
        idempotencyKey: "scheduled"
      )
    )
    var dispatcher = IntentDispatcher()
    dispatcher.register(SearchForBillsHandler(service: bills.service))

    let paidEarly = try await dispatcher.dispatch(
      SearchForBillsIntent(
        paymentDateRange: DateComponentsRange(start: .day(11, 1), end: .day(11, 15))
      )
    )
    let scheduled = try await dispatcher.dispatch(
      SearchForBillsIntent(billType: .electricity, status: .pending)
    )

    XCTAssertEqual(paidEarly.response?.bills?.map(\.billPayee), [.mobileCo])
    XCTAssertEqual(scheduled.response?.bills?.map(\.billPayee), [.cityPower])
    XCTAssertEqual(scheduled.response?.bills?.first?.paymentDate, .day(11, 26))
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00, "the scheduled payment hasn't run")
  }

  func testSearchByPayee_resolvesTheName() async throws {
    let bills = try await BillsFixture.english()
    var script = ConversationScript<SearchForBillsIntent>(engine: bills.engine)

    try await script.start(SearchForBillsIntent(billPayee: BillPayee(nickname: "first bank")))

    script.assertEnded(with: .success)
    script.assertSays("Here's what I found:\nVisa: $1,250.00 due Saturday, December 5 (unpaid)")
    XCTAssertEqual(script.conversation?.intent.billPayee, .visa)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testSearchByAnUnknownPayee_isExplained() async throws {
    let bills = try await BillsFixture.english()
    var script = ConversationScript<SearchForBillsIntent>(engine: bills.engine)

    try await script.start(SearchForBillsIntent(billPayee: BillPayee(nickname: "Gas Co")))

    script.assertRejects("billPayee", reason: "billPayeeNotFound")
    script.assertSays(
      "I couldn't find Gas Co among your payees. Whose bills should I look for?"
    )
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testNoMatchingBill_endsWithFailureBillNotFound() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      SearchForBillsIntent(billType: .water, status: .completed),
      replies: [],
      with: bills.engine
    )

    assertTranscript(conversation, "Assistant: I couldn't find any bills like that.")
    XCTAssertEqual(conversation.response?.code, .failureBillNotFound)
    XCTAssertNil(conversation.response?.bills)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testRangeThatNamesNoDay_isUnsupported() async throws {
    let bills = try await BillsFixture.english()
    let handler = SearchForBillsHandler(service: bills.service)

    let resolution = await handler.resolveDueDateRange(
      for: SearchForBillsIntent(dueDateRange: DateComponentsRange(start: DateComponents(hour: 9)))
    )

    XCTAssertEqual(resolution, .unsupported())
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testSignedOutUser_getsFailureCredentialsUnverified() async throws {
    let bills = try await BillsFixture.english()
    await bills.service.signOut()

    let conversation = try await playConversation(
      SearchForBillsIntent(status: .unpaid),
      replies: [],
      with: bills.engine
    )

    XCTAssertEqual(conversation.response?.code, .failureCredentialsUnverified)
    XCTAssertNil(conversation.response?.bills)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }
}
