import IntentKit
import IntentKitTesting
import XCTest

final class PayBillHandlerAmountTests: XCTestCase {
  private func visaIntent(_ amountType: AmountType, identifier: String = "visa-1") -> PayBillIntent
  {
    PayBillIntent(
      identifier: identifier,
      billPayee: BillPayee(nickname: "Visa"),
      transactionAmount: PaymentAmount(amountType: amountType, amount: nil)
    )
  }

  // MARK: - Amount types

  func testMinimumDue_becomesTheBillsConcreteAmount_andIsWhatIsPaid() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      visaIntent(.minimumDue),
      saying: "Pay the minimum due on my Visa bill",
      replies: ["yes"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      User: Pay the minimum due on my Visa bill
      Assistant: Pay $35.00 to Visa from Checking today?
      User: yes
      Assistant: Paid $35.00 to Visa.
      """
    )
    XCTAssertEqual(
      conversation.intent.transactionAmount,
      PaymentAmount(amountType: .minimumDue, amount: .usd(35_00))
    )
    XCTAssertEqual(conversation.response?.transactionAmount?.amount, .usd(35_00))
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 965_00)
    XCTAssertEqual(balances["payee:visa"], 35_00)
  }

  func testMinimumDue_saidAsAReply_isResolvedToTheBillsAmount() async throws {
    let bills = try await BillsFixture.english()
    var script = ConversationScript<PayBillIntent>(engine: bills.engine)

    try await script.start(PayBillIntent(billPayee: BillPayee(nickname: "visa")))
    script.assertAsks(for: "transactionAmount")
    script.assertSays("How much do you want to pay Visa?")
    try await script.reply("the minimum due")

    script.assertAsksFinalConfirmation("Pay $35.00 to Visa from Checking today?")
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testStatementBalance_largerThanTheAccount_endsWithInsufficientFunds_andDebitsNothing()
    async throws
  {
    let bills = try await BillsFixture.english()
    let before = try await bills.balances()

    let conversation = try await playConversation(
      visaIntent(.statementBalance),
      replies: [],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: You don't have enough money in Checking to pay $1,250.00.
      """
    )
    XCTAssertEqual(conversation.ending, .confirmationFailed(try XCTUnwrap(conversation.response)))
    XCTAssertEqual(conversation.response?.code, .failureInsufficientFunds)
    XCTAssertEqual(conversation.response?.transactionAmount?.amount, .usd(1_250_00))
    let after = try await bills.balances()
    XCTAssertEqual(after, before)
  }

  func testAmountTypeTheBillDoesNotCarry_isUnsupported_andAnAmountIsAskedFor() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      visaIntent(.currentBalance),
      replies: ["$50", "yes"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: That bill doesn't have that amount. How much do you want to pay Visa?
      User: $50
      Assistant: Pay $50.00 to Visa from Checking today?
      User: yes
      Assistant: Paid $50.00 to Visa.
      """
    )
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 950_00)
    XCTAssertEqual(balances["payee:visa"], 50_00)
  }

  func testZeroAmount_isUnsupported() async throws {
    let bills = try await BillsFixture.english()
    var script = ConversationScript<PayBillIntent>(engine: bills.engine)

    try await script.start(
      PayBillIntent(
        billPayee: .waterWorks,
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(0))
      )
    )

    script.assertRejects("transactionAmount", reason: "billAmountNotPositive")
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  // MARK: - Paying at most once

  func testHandle_theSameIntentTwice_debitsOnce_andAnswersTheSame() async throws {
    let bills = try await BillsFixture.english()
    let handler = PayBillHandler(service: bills.service)
    let resolved = try await bills.engine.start(visaIntent(.minimumDue, identifier: "twice")).intent

    let first = try await handler.handle(intent: resolved)
    let second = try await handler.handle(intent: resolved)

    XCTAssertEqual(first.code, .success)
    XCTAssertEqual(second, first)
    let postings = await bills.ledger.postings(involving: "payee:visa")
    XCTAssertEqual(postings.map(\.idempotencyKey), ["twice"])
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 965_00)
    XCTAssertEqual(balances["payee:visa"], 35_00)
  }

  func testDispatch_theSameIntentThroughTwoDispatchers_debitsOnce() async throws {
    let bills = try await BillsFixture.english()
    func dispatcher() -> IntentDispatcher {
      var dispatcher = IntentDispatcher()
      dispatcher.register(PayBillHandler(service: bills.service))
      return dispatcher
    }
    let intent = visaIntent(.minimumDue, identifier: "retried")

    let first = try await dispatcher().dispatch(intent)
    let second = try await dispatcher().dispatch(intent)

    XCTAssertEqual(first.response?.code, .success)
    XCTAssertEqual(second.response?.code, .success)
    XCTAssertFalse(second.isReplay, "a second process has its own idempotency store")
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 965_00)
    XCTAssertEqual(balances["payee:visa"], 35_00)
  }

  func testHandle_withInsufficientFunds_answersFailureInsufficientFunds_andDebitsNothing()
    async throws
  {
    let bills = try await BillsFixture.english()
    let handler = PayBillHandler(service: bills.service)
    let before = try await bills.balances()
    let intent = PayBillIntent(
      identifier: "rent-1",
      billPayee: .oakStreet,
      transactionAmount: PaymentAmount(amountType: .amountDue, amount: nil)
    )

    let response = try await handler.handle(intent: intent)
    let again = try await handler.handle(intent: intent)

    XCTAssertEqual(response.code, .failureInsufficientFunds)
    XCTAssertEqual(response.transactionAmount?.amount, .usd(1_800_00))
    XCTAssertEqual(response.billDetails?.paymentStatus, .unpaid)
    XCTAssertEqual(again.code, .failureInsufficientFunds)
    let after = try await bills.balances()
    XCTAssertEqual(after, before)
  }
}
