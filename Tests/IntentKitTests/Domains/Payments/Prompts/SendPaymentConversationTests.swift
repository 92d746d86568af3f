import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

/// The four scenarios of Apple's payments sample, played as conversations, and the situations
/// around them: two Janes, yen, too little money, too much money, a suggested payee.
final class SendPaymentConversationTests: XCTestCase {
  // MARK: - The seed's four scenarios

  func testSendFiftyToJane_withEveryParameter_confirmsOnceAndSends() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let intent = SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00))

    let conversation = try await playConversation(
      intent,
      saying: "Send $50 to Jane",
      replies: ["yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send $50 to Jane
      Assistant: Send $50.00 to Jane Appleseed?
      User: yes
      Assistant: Sent $50.00 to Jane Appleseed.
      """
    )
    XCTAssertEqual(conversation.response?.paymentRecord?.status, .completed)
    let balances = try await world.balances()
    XCTAssertEqual(balances["checking"], 950_00)
    XCTAssertEqual(balances["jane-appleseed-usd"], 50_00)
    let postings = await world.postings(withKey: intent.identifier)
    XCTAssertEqual(postings.map(\.transfer.amount), [.usd(50_00)])
  }

  func testSendMoneyToJane_withoutAmount_asksHowMuchThenSends() async throws {
    let world = try await PaymentsSampleWorld.seed()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Jane")),
      saying: "Send money to Jane",
      replies: ["$50", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send money to Jane
      Assistant: How much do you want to send to Jane Appleseed?
      User: $50
      Assistant: Send $50.00 to Jane Appleseed?
      User: yes
      Assistant: Sent $50.00 to Jane Appleseed.
      """
    )
    let janes = try await world.ledger.balance(of: "jane-appleseed-usd")
    XCTAssertEqual(janes, .usd(50_00))
  }

  func testSendMoneyToJane_afterAnEarlierPayment_suggestsTheLastAmount() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let earlier = SendPaymentIntent(payee: .named("Bob"), currencyAmount: .usd(20_00))
    _ = try await world.dispatcher().dispatch(earlier)

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Jane")),
      saying: "Send money to Jane",
      replies: ["yes", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send money to Jane
      Assistant: Do you want to send $20.00 again?
      User: yes
      Assistant: Send $20.00 to Jane Appleseed?
      User: yes
      Assistant: Sent $20.00 to Jane Appleseed.
      """
    )
  }

  func testSendMoneyToDave_whoIsNoContact_explainsAndAsksUntilTheRetryLimit() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let before = try await world.balances()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Dave")),
      saying: "Send money to Dave",
      replies: ["Dave", "Dave", "Dave"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send money to Dave
      Assistant: I couldn't find Dave in your contacts. Who do you want to pay?
      User: Dave
      Assistant: I couldn't find Dave in your contacts. Who do you want to pay?
      User: Dave
      Assistant: I couldn't find Dave in your contacts. Who do you want to pay?
      User: Dave
      Assistant: Sorry, I still don't have the recipient, so I'll stop here. Nothing was done.
      """
    )
    XCTAssertEqual(conversation.ending, .retryLimitReached(parameter: "payee"))
    let after = try await world.balances()
    XCTAssertEqual(after, before)
  }

  func testSendMoneyToDave_thenNamingJane_sendsToJane() async throws {
    let world = try await PaymentsSampleWorld.seed()
    var script = ConversationScript<SendPaymentIntent>(engine: world.engine())

    try await script.start(SendPaymentIntent(payee: .named("Dave")), saying: "Send money to Dave")
    script.assertRejects("payee")
    try await script.reply("Jane")
    script.assertAsks(for: "currencyAmount")
    try await script.reply("50 dollars")
    script.assertAsksFinalConfirmation("Send $50.00 to Jane Appleseed?")
    try await script.reply("yes")

    script.assertEnded(with: .success)
  }

  func testSendMoney_withNothingGivenAndNoHistory_asksForPayeeThenAmountThenConfirms()
    async throws
  {
    let world = try await PaymentsSampleWorld.seed()

    let conversation = try await playConversation(
      SendPaymentIntent(),
      saying: "Send money",
      replies: ["Bob", "20 dollars", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send money
      Assistant: Who do you want to pay?
      User: Bob
      Assistant: How much do you want to send to Bob Brown?
      User: 20 dollars
      Assistant: Send $20.00 to Bob Brown?
      User: yes
      Assistant: Sent $20.00 to Bob Brown.
      """
    )
  }

  func testSendMoney_withNothingGivenAfterAPayment_suggestsTheLastPayeeAndAmount() async throws {
    let world = try await PaymentsSampleWorld.seed()
    _ = try await world.dispatcher().dispatch(
      SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00))
    )

    let conversation = try await playConversation(
      SendPaymentIntent(),
      saying: "Send money",
      replies: ["yes", "yes", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send money
      Assistant: Do you want to pay Jane Appleseed again?
      User: yes
      Assistant: Do you want to send $50.00 again?
      User: yes
      Assistant: Send $50.00 to Jane Appleseed?
      User: yes
      Assistant: Sent $50.00 to Jane Appleseed.
      """
    )
    let janes = try await world.ledger.balance(of: "jane-appleseed-usd")
    XCTAssertEqual(janes, .usd(100_00))
  }

  // MARK: - Around the seed

  func testSendToJane_withTwoJanes_offersBothAndSendsToTheOneChosen() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00)),
      saying: "Send $50 to Jane",
      replies: ["the second one", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send $50 to Jane
      Assistant: Which Jane?
        1. Jane Appleseed
        2. Jane Doe
      User: the second one
      Assistant: Send $50.00 to Jane Doe?
      User: yes
      Assistant: Sent $50.00 to Jane Doe.
      """
    )
    let balances = try await world.balances()
    XCTAssertEqual(balances["jane-doe-usd"], 50_00)
    XCTAssertEqual(balances["jane-appleseed-usd"], 0)
  }

  func testSendYen_toKenji_movesWholeYenWithNoMinorUnits() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Kenji"), currencyAmount: .jpy(5_000)),
      saying: "Send ¥5,000 to Kenji",
      replies: ["yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send ¥5,000 to Kenji
      Assistant: Send ¥5,000 to Kenji Tanaka?
      User: yes
      Assistant: Sent ¥5,000 to Kenji Tanaka.
      """
    )
    let balances = try await world.balances()
    XCTAssertEqual(balances["yen"], 95_000)
    XCTAssertEqual(balances["kenji-tanaka-jpy"], 5_000)
    XCTAssertEqual(balances["checking"], 1_000_00)
  }

  func testSendYen_inJapanese_asksAndAnswersInJapanese() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("田中")),
      saying: "田中さんに送金して",
      replies: ["5000円", "はい"],
      with: world.engine(),
      language: .japanese
    )

    assertTranscript(
      conversation,
      """
      User: 田中さんに送金して
      Assistant: Kenji Tanakaさんにいくら送金しますか？
      User: 5000円
      Assistant: Kenji Tanakaさんに5,000円を送金しますか？
      User: はい
      Assistant: Kenji Tanakaさんに5,000円を送金しました。
      """
    )
  }

  func testSendMoreThanTheBalance_endsWithInsufficientFundsAndMovesNothing() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let before = try await world.balances()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Bob"), currencyAmount: .usd(2_000_00)),
      saying: "Send $2,000 to Bob",
      replies: [],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send $2,000 to Bob
      Assistant: You don't have enough money to send $2,000.00.
      """
    )
    XCTAssertEqual(conversation.ending, .confirmationFailed(.init(code: .failureInsufficientFunds)))
    let after = try await world.balances()
    XCTAssertEqual(after, before)
  }

  func testSendAboveTheMaximum_explainsTheLimitAndAsksForAnotherAmount() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Bob"), currencyAmount: .usd(3_000_00)),
      saying: "Send $3,000 to Bob",
      replies: ["$30", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send $3,000 to Bob
      Assistant: $3,000.00 is more than the maximum amount. How much do you want to send to Bob Brown?
      User: $30
      Assistant: Send $30.00 to Bob Brown?
      User: yes
      Assistant: Sent $30.00 to Bob Brown.
      """
    )
    let bobs = try await world.ledger.balance(of: "bob-brown-usd")
    XCTAssertEqual(bobs, .usd(30_00))
  }

  func testSendToMyLandlord_aVocabularyAlias_paysTheAliasedContact() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("My Landlord"), currencyAmount: .usd(800_00)),
      saying: "Send $800 to my landlord",
      replies: ["yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Send $800 to my landlord
      Assistant: Send $800.00 to John Appleseed?
      User: yes
      Assistant: Sent $800.00 to John Appleseed.
      """
    )
    let johns = try await world.ledger.balance(of: "john-appleseed-usd")
    XCTAssertEqual(johns, .usd(800_00))
  }

  func testSendToJane_declinedAtTheFinalQuestion_movesNothing() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let before = try await world.balances()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00)),
      replies: ["no"],
      with: world.engine()
    )

    XCTAssertEqual(conversation.ending, .declined)
    XCTAssertEqual(conversation.assistantText, "OK, I won't do that.")
    let after = try await world.balances()
    XCTAssertEqual(after, before)
  }
}
