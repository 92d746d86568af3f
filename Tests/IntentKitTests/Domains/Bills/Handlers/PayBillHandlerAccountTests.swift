import IntentKit
import IntentKitTesting
import XCTest

final class PayBillHandlerAccountTests: XCTestCase {
  // MARK: - Accounts

  func testNamedAccount_isUsed() async throws {
    let bills = try await BillsFixture.english()

    let conversation = try await playConversation(
      PayBillIntent(
        identifier: "from-savings",
        billPayee: .cityPower,
        from: PaymentAccount(nickname: "savings"),
        transactionAmount: PaymentAmount(amountType: .amountDue, amount: nil)
      ),
      replies: ["yes"],
      with: bills.engine
    )

    XCTAssertEqual(
      conversation.transcript.first?.text,
      "Pay $82.40 to City Power from Savings today?"
    )
    XCTAssertEqual(conversation.intent.fromAccount?.accountNumber, "savings")
    let balances = try await bills.balances()
    XCTAssertEqual(balances["savings"], 4_917_60)
    XCTAssertEqual(balances["checking"], 1_000_00)
    XCTAssertEqual(balances["payee:city-power"], 82_40)
  }

  func testUnknownAccount_isExplained() async throws {
    let bills = try await BillsFixture.english()
    var script = ConversationScript<PayBillIntent>(engine: bills.engine)

    try await script.start(
      PayBillIntent(billPayee: .cityPower, from: PaymentAccount(nickname: "brokerage"))
    )

    script.assertRejects("fromAccount", reason: "billAccountNotFound")
    script.assertSays(
      "I couldn't find an account called brokerage. Which account do you want to pay from?"
    )
    let balances = try await bills.balances()
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testSeveralAccountsAndNoDefault_areOffered() async throws {
    let bills = try await BillsFixture.english(hasDefaultAccount: false)

    let conversation = try await playConversation(
      PayBillIntent(
        identifier: "choose-account",
        billPayee: .greenEnergy,
        transactionAmount: PaymentAmount(amountType: .amountDue, amount: nil)
      ),
      replies: ["savings", "yes"],
      with: bills.engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: Which account do you want to pay from?
        1. Checking
        2. Savings
      User: savings
      Assistant: Pay $45.10 to Green Energy from Savings today?
      User: yes
      Assistant: Paid $45.10 to Green Energy.
      """
    )
    let balances = try await bills.balances()
    XCTAssertEqual(balances["savings"], 4_954_90)
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  // MARK: - Credentials

  func testSignedOutUser_getsFailureCredentialsUnverified_andNothingMoves() async throws {
    let bills = try await BillsFixture.japanese()
    await bills.service.signOut()
    let before = try await bills.balances()
    let handler = PayBillHandler(service: bills.service)
    let intent = PayBillIntent(
      identifier: "signed-out",
      transactionAmount: PaymentAmount(amountType: .unknown, amount: .jpy(1_000)),
      billType: .tuition
    )

    let conversation = try await playConversation(intent, replies: [], with: bills.engine)
    let handled = try await handler.handle(intent: intent)

    assertTranscript(
      conversation,
      """
      Assistant: アカウントを確認できませんでした。アプリにサインインして、支払先を登録してください。
      """
    )
    XCTAssertEqual(conversation.response?.code, .failureCredentialsUnverified)
    XCTAssertEqual(handled.code, .failureCredentialsUnverified)
    let after = try await bills.balances()
    XCTAssertEqual(after, before)
  }

  func testUserWithoutPayees_getsFailureCredentialsUnverified() async throws {
    let clock = ManualWallClock(now: .testNow)
    let ledger = InMemoryLedger(
      accounts: [LedgerAccount(id: "checking", currency: .usd)],
      clock: clock
    )
    try await ledger.deposit(.usd(100_00), into: "checking", idempotencyKey: "opening")
    let service = BillService(ledger: ledger, clock: clock)
    try await service.addPaymentAccount("checking")
    let handler = PayBillHandler(service: service)
    let intent = PayBillIntent(billPayee: BillPayee(nickname: "City Power"))

    let payee = await handler.resolveBillPayee(for: intent)
    let confirmation = try await handler.confirm(intent: intent)

    XCTAssertEqual(payee, .notRequired, "nothing to ask: confirm explains")
    XCTAssertEqual(confirmation.code, .failureCredentialsUnverified)
    let checking = try await ledger.balance(of: "checking")
    XCTAssertEqual(checking, .usd(100_00))
  }
}
