import IntentKit
import IntentKitTesting
import XCTest

final class PayBillHandlerTests: XCTestCase {
  // MARK: - The seed article

  func testSeedRequest_tuitionInYen_isConfirmedInJapaneseAndPaid() async throws {
    let bills = try await BillsFixture.japanese()

    let conversation = try await playConversation(
      PayBillIntent(
        identifier: "seed-1",
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .jpy(1_000)),
        billType: .tuition
      ),
      saying: "学費1000円を支払って",
      replies: ["はい"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      User: 学費1000円を支払って
      Assistant: 今日、普通預金からイーカリットに1,000円を支払いますか？
      User: はい
      Assistant: イーカリットに1,000円を支払いました。
      """
    )
    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(conversation.response?.billDetails?.paymentStatus, .completed)
    XCTAssertEqual(conversation.response?.billDetails?.paymentDate, .day(11, 22))
    let balances = try await bills.balances()
    XCTAssertEqual(balances["futsu"], 49_000)
    XCTAssertEqual(balances["payee:ekarit"], 1_000)
  }

  func testSeedRequest_resolvesEveryParameter_andConfirmFillsTheResponse() async throws {
    let bills = try await BillsFixture.japanese()
    let handler = PayBillHandler(service: bills.service)

    let conversation = try await bills.engine.start(
      PayBillIntent(
        identifier: "seed-2",
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .jpy(1_000)),
        billType: .tuition
      )
    )
    let resolved = conversation.intent
    let confirmation = try await handler.confirm(intent: resolved)

    XCTAssertEqual(conversation.question, .finalConfirmation)
    XCTAssertEqual(resolved.billPayee, .ekarit)
    XCTAssertEqual(resolved.fromAccount?.nickname, "普通預金")
    XCTAssertEqual(resolved.fromAccount?.accountNumber, "futsu")
    XCTAssertEqual(resolved.transactionScheduledDate, .day(11, 22), "today when absent")
    XCTAssertEqual(resolved.billType, .tuition)
    XCTAssertEqual(resolved.dueDate, .day(11, 30))
    XCTAssertEqual(confirmation.code, .ready)
    XCTAssertEqual(
      confirmation.transactionAmount,
      PaymentAmount(amountType: .unknown, amount: .jpy(1_000))
    )
    XCTAssertEqual(confirmation.fromAccount?.balance, BalanceAmount(.jpy(50_000)))
    XCTAssertEqual(confirmation.transactionScheduledDate, .day(11, 22))
    XCTAssertEqual(confirmation.billDetails?.billPayee, .ekarit)
    XCTAssertEqual(confirmation.billDetails?.paymentStatus, .unpaid)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["futsu"], 50_000, "nothing moves before the user says yes")
    XCTAssertEqual(balances["payee:ekarit"], 0)
  }

  func testSeedRequest_inKorean_readsNaturally() async throws {
    let bills = try await BillsFixture.japanese()

    let conversation = try await playConversation(
      PayBillIntent(
        identifier: "seed-ko",
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .jpy(1_000)),
        billType: .tuition
      ),
      saying: "학비 1000엔 납부해 줘",
      replies: ["네"],
      with: bills.engine,
      language: .korean
    )

    assertTranscript(
      conversation,
      """
      User: 학비 1000엔 납부해 줘
      Assistant: 오늘 普通預金에서 イーカリット에 1,000엔을 납부할까요?
      User: 네
      Assistant: イーカリット에 1,000엔을 납부했습니다.
      """
    )
    let balances = try await bills.balances()
    XCTAssertEqual(balances["futsu"], 49_000)
    XCTAssertEqual(balances["payee:ekarit"], 1_000)
  }

  // MARK: - Currency policy

  func testDollarAmount_isRejectedByTheYenOnlyPolicy_thenPaidInYen() async throws {
    let bills = try await BillsFixture.japanese()
    var script = ConversationScript<PayBillIntent>(engine: bills.engine)

    try await script.start(
      PayBillIntent(
        identifier: "usd-1",
        billPayee: BillPayee(nickname: "イーカリット"),
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(10_00))
      ),
      saying: "イーカリットに10ドル支払って"
    )
    script.assertRejects("transactionAmount", reason: "billCurrencyUnsupported")
    let balancesWhenRejected = try await bills.balances()
    try await script.reply("1000円")
    script.assertAsksFinalConfirmation()
    try await script.reply("はい")

    let conversation = try XCTUnwrap(script.conversation)
    assertTranscript(
      conversation,
      """
      User: イーカリットに10ドル支払って
      Assistant: 申し訳ありません。その金額（$10.00）は扱えません。この通貨には対応していません。イーカリットにいくら支払いますか？
      User: 1000円
      Assistant: 今日、普通預金からイーカリットに1,000円を支払いますか？
      User: はい
      Assistant: イーカリットに1,000円を支払いました。
      """
    )
    XCTAssertEqual(balancesWhenRejected["futsu"], 50_000)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["futsu"], 49_000)
    XCTAssertEqual(balances["payee:ekarit"], 1_000)
  }

  // MARK: - Payees

  func testElectricityBill_withTwoElectricityPayees_offersBoth_thenPaysTheChosenOne()
    async throws
  {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      PayBillIntent(identifier: "power-1", billType: .electricity),
      saying: "Pay my electricity bill",
      replies: ["the second one", "the amount due", "yes"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      User: Pay my electricity bill
      Assistant: Which one do you want to pay?
        1. City Power
        2. Green Energy
      User: the second one
      Assistant: How much do you want to pay Green Energy?
      User: the amount due
      Assistant: Pay $45.10 to Green Energy from Checking today?
      User: yes
      Assistant: Paid $45.10 to Green Energy.
      """
    )
    XCTAssertEqual(conversation.response?.code, .success)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 954_90)
    XCTAssertEqual(balances["payee:green-energy"], 45_10)
    XCTAssertEqual(balances["payee:city-power"], 0)
  }

  func testUnknownPayee_isExplained_andAnotherNameIsResolved() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      PayBillIntent(
        identifier: "gas-1",
        billPayee: BillPayee(nickname: "Gas Co"),
        transactionAmount: PaymentAmount(amountType: .amountDue, amount: nil)
      ),
      replies: ["county water", "no"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: I couldn't find Gas Co among your payees. Which bill do you want to pay?
      User: county water
      Assistant: Pay $30.00 to Water Works from Checking today?
      User: no
      Assistant: OK, I won't do that.
      """
    )
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
    XCTAssertEqual(balances["payee:water"], 0)
  }

  func testPaidBill_hasNothingToPay() async throws {
    let bills = try await BillsFixture.english()
    var script = ConversationScript<PayBillIntent>(engine: bills.engine)

    try await script.start(PayBillIntent(billPayee: BillPayee(nickname: "Mobile Co")))

    script.assertRejects("billPayee", reason: "noUnpaidBill")
    script.assertSays("You have no unpaid bill from Mobile Co. Which bill do you want to pay?")
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
    XCTAssertEqual(balances["payee:mobile"], 0)
  }

  func testBillTypeWithoutUnpaidBills_isExplained() async throws {
    let bills = try await BillsFixture.english()
    var script = ConversationScript<PayBillIntent>(engine: bills.engine)

    try await script.start(PayBillIntent(billType: .internet))

    script.assertRejects("billPayee", reason: "noUnpaidBillOfType")
    script.assertSays("You have no unpaid internet bill. Which bill do you want to pay?")
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testPayeeAndBillTypeThatDisagree_askToConfirmThePayeesBillType() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      PayBillIntent(
        identifier: "water-as-gas",
        billPayee: BillPayee(nickname: "Water Works"),
        transactionAmount: PaymentAmount(amountType: .amountDue, amount: nil),
        billType: .gas
      ),
      replies: ["yes", "yes"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: Your bill from Water Works is a water bill. Pay that one?
      User: yes
      Assistant: Pay $30.00 to Water Works from Checking today?
      User: yes
      Assistant: Paid $30.00 to Water Works.
      """
    )
    XCTAssertEqual(conversation.intent.billType, .water)
    let balances = try await bills.balances()
    XCTAssertEqual(balances["payee:water"], 30_00)
  }
}
