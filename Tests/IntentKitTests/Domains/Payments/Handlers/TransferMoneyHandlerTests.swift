import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class TransferMoneyHandlerTests: XCTestCase {
  private func amount(_ money: CurrencyAmount) -> PaymentAmount {
    PaymentAmount(amountType: .unknown, amount: money)
  }

  private func account(_ nickname: SpeakableString) -> PaymentAccount {
    PaymentAccount(nickname: nickname)
  }

  func testTransferFromCheckingToSavings_movesTheMoneyAfterTheFinalQuestion() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let intent = TransferMoneyIntent(
      from: account("checking"),
      to: account("savings"),
      transactionAmount: amount(.usd(200_00))
    )

    let conversation = try await playConversation(
      intent,
      saying: "Transfer $200 from checking to savings",
      replies: ["yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Transfer $200 from checking to savings
      Assistant: Transfer $200.00 from Checking to Savings?
      User: yes
      Assistant: Transferred $200.00 from Checking to Savings.
      """
    )
    let balances = try await world.balances()
    XCTAssertEqual(balances["checking"], 800_00)
    XCTAssertEqual(balances["savings"], 5_200_00)
    XCTAssertEqual(conversation.response?.transferFee, .usd(0))
    XCTAssertEqual(conversation.response?.toAccount?.nickname, "Savings")
  }

  func testTransfer_withoutSource_asksForItAndOffersTheBanksAccounts() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await playConversation(
      TransferMoneyIntent(to: account("savings"), transactionAmount: amount(.usd(20_00))),
      saying: "Transfer $20 to savings",
      replies: ["Example Bank", "Checking", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Transfer $20 to savings
      Assistant: Which account do you want to transfer from?
      User: Example Bank
      Assistant: I couldn't find an account called Example Bank. Which account do you want to transfer from?
      User: Checking
      Assistant: Transfer $20.00 from Checking to Savings?
      User: yes
      Assistant: Transferred $20.00 from Checking to Savings.
      """
    )
  }

  func testResolveFromAccount_namingSeveralAccounts_offersThem() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = TransferMoneyHandler(service: world.service)
    let bank = PaymentAccount(nickname: nil, organizationName: "Example Bank")

    let resolution = await handler.resolveFromAccount(for: TransferMoneyIntent(from: bank))

    guard case .disambiguation(let options) = resolution else {
      return XCTFail("Expected a choice, got \(resolution)")
    }
    XCTAssertEqual(options.compactMap(\.nickname), ["Checking", "Savings", "Yen Wallet"])
    XCTAssertEqual(options.map(\.accountNumber), ["checking", "savings", "yen"])
  }

  func testResolveToAccount_sameAccountOrOtherCurrencyOrSomeoneElses_isUnsupported() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = TransferMoneyHandler(service: world.service)
    let checking = account("checking")

    let toItself = await handler.resolveToAccount(
      for: TransferMoneyIntent(from: checking, to: checking)
    )
    let toYen = await handler.resolveToAccount(
      for: TransferMoneyIntent(from: checking, to: account("yen wallet"))
    )
    let toJane = await handler.resolveToAccount(
      for: TransferMoneyIntent(
        from: checking,
        to: PaymentAccount(nickname: nil, number: "jane-appleseed-usd")
      )
    )
    let missing = await handler.resolveToAccount(for: TransferMoneyIntent(from: checking))

    XCTAssertEqual(toItself, .unsupported())
    XCTAssertEqual(toYen, .unsupported())
    XCTAssertEqual(toJane, .unsupported(), "only the user's own accounts")
    XCTAssertEqual(missing, .needsValue())
  }

  func testResolveTransactionAmount_amountTypes_areWorkedOutFromTheSourceAccount() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = TransferMoneyHandler(service: world.service)
    func resolve(
      _ type: AmountType,
      from nickname: SpeakableString
    ) async -> Resolution<
      PaymentAmount
    > {
      await handler.resolveTransactionAmount(
        for: TransferMoneyIntent(
          from: account(nickname),
          transactionAmount: PaymentAmount(amountType: type, amount: nil)
        )
      )
    }

    let balance = await resolve(.currentBalance, from: "checking")
    let maximum = await resolve(.maximumTransferAmount, from: "savings")
    let minimum = await resolve(.minimumTransferAmount, from: "yen wallet")
    let emptyCard = await resolve(.currentBalance, from: "travel card")
    let billType = await resolve(.minimumDue, from: "checking")

    XCTAssertEqual(balance.resolvedValue?.amount, .usd(1_000_00))
    XCTAssertEqual(balance.resolvedValue?.amountType, .currentBalance)
    XCTAssertEqual(maximum.resolvedValue?.amount, .usd(2_500_00), "capped by the ledger")
    XCTAssertEqual(minimum.resolvedValue?.amount, .jpy(100))
    XCTAssertEqual(emptyCard, .unsupported())
    XCTAssertEqual(billType, .unsupported())
  }

  func testResolveTransactionAmount_badAmounts_areUnsupported() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = TransferMoneyHandler(service: world.service)
    func resolve(_ money: CurrencyAmount) async -> Resolution<PaymentAmount> {
      await handler.resolveTransactionAmount(
        for: TransferMoneyIntent(from: account("checking"), transactionAmount: amount(money))
      )
    }

    let zero = await resolve(.usd(0))
    let yen = await resolve(.jpy(500))
    let tooMuch = await resolve(.usd(2_500_01))
    let fine = await resolve(.usd(2_500_00))

    XCTAssertEqual(zero, .unsupported())
    XCTAssertEqual(yen.unsupportedReason?.identifier, "paymentsCurrencyUnsupported")
    XCTAssertEqual(tooMuch.unsupportedReason?.identifier, "paymentsAmountAboveMaximum")
    XCTAssertEqual(fine, .success(with: amount(.usd(2_500_00))))
  }

  func testTransferTomorrow_isRefused_andToday_isAccepted() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let tomorrow = try XCTUnwrap(
      DateComponentsRange(reply: "tomorrow", context: DialogContext(now: .testNow))
    )

    let conversation = try await playConversation(
      TransferMoneyIntent(
        from: account("checking"),
        to: account("savings"),
        transactionAmount: amount(.usd(10_00)),
        transactionScheduledDate: tomorrow
      ),
      replies: ["today", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      Assistant: I can only transfer money today, not Monday, November 23. What date would you like?
      User: today
      Assistant: Transfer $10.00 from Checking to Savings?
      User: yes
      Assistant: Transferred $10.00 from Checking to Savings.
      """
    )
  }

  func testTransferMoreThanTheSourceHolds_failsWithInsufficientFundsAndMovesNothing() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let before = try await world.balances()

    let conversation = try await world.engine().start(
      TransferMoneyIntent(
        from: account("checking"),
        to: account("savings"),
        transactionAmount: amount(.usd(2_000_00))
      )
    )

    XCTAssertEqual(conversation.response?.code, .failureInsufficientFunds)
    XCTAssertEqual(
      conversation.assistantText,
      "Checking doesn't have enough money for that transfer."
    )
    let after = try await world.balances()
    XCTAssertEqual(after, before)
  }

  func testHandle_sameIdentifierTwice_movesTheMoneyOnce() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher(configuration: .withoutIdempotencyStore)
    let intent = TransferMoneyIntent(
      identifier: "t-1",
      from: account("savings"),
      to: account("checking"),
      transactionAmount: amount(.usd(100_00))
    )

    let first = try await dispatcher.dispatch(intent)
    let second = try await dispatcher.dispatch(intent)

    XCTAssertEqual(first.response?.code, .success)
    XCTAssertEqual(second.response, first.response)
    let balances = try await world.balances()
    XCTAssertEqual(balances["checking"], 1_100_00)
    XCTAssertEqual(balances["savings"], 4_900_00)
  }
}
