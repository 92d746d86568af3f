import IntentKit
import IntentKitTesting
import XCTest

final class ConversationEngineTests: XCTestCase {
  private let jar = TipJar()
  private let soup = SoupStore()
  private var engine: ConversationEngine { .testing(jar: jar, soup: soup) }

  // MARK: - The soup intent

  func testMissingSoup_isAskedFor_thenOrdered() async throws {
    let conversation = try await playConversation(
      OrderSoupIntent(identifier: "o-1"),
      saying: "Order soup",
      replies: ["clam chowder"],
      with: engine
    )

    assertTranscript(
      conversation,
      """
      User: Order soup
      Assistant: What soup would you like?
      User: clam chowder
      Assistant: Your order of 1 clam chowder is placed.
      """
    )
    XCTAssertEqual(conversation.response?.code, .success)
  }

  func testOutOfStockSoup_isExplainedAndAskedAgain() async throws {
    await soup.update(outOfStock: [.clamChowder])

    let conversation = try await playConversation(
      OrderSoupIntent(soup: .clamChowder, quantity: 2),
      replies: ["tomato bisque"],
      with: engine
    )

    assertTranscript(
      conversation,
      """
      Assistant: Sorry, clam chowder is out of stock. What soup would you like?
      User: tomato bisque
      Assistant: Your order of 2 tomato bisque is placed.
      """
    )
    let orders = await soup.orders
    XCTAssertEqual(orders.map(\.soup), [.tomatoBisque])
  }

  func testQuantityOfTwelve_isConfirmedOnceThenOrdered() async throws {
    var script = ConversationScript<OrderSoupIntent>(engine: engine)

    try await script.start(OrderSoupIntent(soup: .clamChowder, quantity: 12))
    script.assertAsksToConfirm("12", for: "quantity")
    script.assertSays("Do you really want 12 bowls?")
    try await script.reply("yes")

    script.assertEnded(with: .success)
    script.assertSays("Your order of 12 clam chowder is placed.")
  }

  func testQuantityOfTwelve_refused_asksForAnotherQuantity() async throws {
    var script = ConversationScript<OrderSoupIntent>(engine: engine)

    try await script.start(OrderSoupIntent(soup: .clamChowder, quantity: 12))
    try await script.reply("no")
    script.assertAsks(for: "quantity")
    script.assertSays("How many bowls would you like?")
    try await script.reply("two")

    script.assertEnded(with: .success)
    XCTAssertEqual(script.conversation?.intent.quantity, 2)
  }

  func testQuantityOfTwelve_answeredWithAnotherQuantity_resolvesThatOne() async throws {
    var script = ConversationScript<OrderSoupIntent>(engine: engine)

    try await script.start(OrderSoupIntent(soup: .clamChowder, quantity: 12))
    try await script.reply("3 please")

    script.assertEnded(with: .success)
    XCTAssertEqual(script.conversation?.intent.quantity, 3)
  }

  func testQuantityOfTwelve_answeredWithATypedQuantity_resolvesThatOne() async throws {
    var script = ConversationScript<OrderSoupIntent>(engine: engine)

    try await script.start(OrderSoupIntent(soup: .clamChowder, quantity: 12))
    try await script.reply(.value(4))

    script.assertEnded(with: .success)
    XCTAssertEqual(script.conversation?.intent.quantity, 4)
    let orders = await soup.orders
    XCTAssertEqual(orders.map(\.quantity), [4])
  }

  func testConfirmation_answeredWithAValueOfAnotherType_throwsAndChangesNothing() async throws {
    var conversation = try await engine.start(OrderSoupIntent(soup: .clamChowder, quantity: 12))
    let before = conversation.transcript

    await assertThrowsError({
      try await self.engine.reply(.value(CurrencyAmount.usd(1_00)), to: &conversation)
    }) {
      XCTAssertEqual(($0 as? ConversationError)?.code, .unexpectedReply)
    }
    XCTAssertEqual(conversation.transcript, before)
    let orders = await soup.orders
    XCTAssertEqual(orders, [])
  }

  func testClosedStore_endsWithTheCustomCodePhrased() async throws {
    await soup.update(isOpen: false)

    let conversation = try await engine.start(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(conversation.ending, .confirmationFailed(.init(code: .failureStoreClosed)))
    XCTAssertEqual(conversation.assistantText, "Sorry, the store is closed.")
  }

  // MARK: - Disambiguation and suggestions

  func testTwoMatches_areOfferedAsANumberedList_andPickedByOrdinal() async throws {
    let conversation = try await playConversation(
      SendTipIntent(identifier: "t-1", recipient: Person(displayName: "Jane")),
      saying: "Tip Jane",
      replies: ["the second one", "$5", "yes"],
      with: engine
    )

    assertTranscript(
      conversation,
      """
      User: Tip Jane
      Assistant: Which Jane?
        1. Jane Appleseed
        2. Jane Doe
      User: the second one
      Assistant: How much do you want to tip Jane Doe?
      User: $5
      Assistant: Tip $5.00 to Jane Doe?
      User: yes
      Assistant: Tipped $5.00 to Jane Doe. Your balance is $195.00.
      """
    )
    let tips = await jar.tips
    XCTAssertEqual(tips.map(\.recipient?.displayName), ["Jane Doe"])
  }

  func testChoice_byNameNumberOrJapaneseOrdinal_picksTheSameOption() async throws {
    for reply in [
      "Jane Doe", "doe", "2", "#2", "2番目", "두 번째", "the last one", "number two", "second",
    ] {
      var script = ConversationScript<SendTipIntent>(engine: engine)
      try await script.start(SendTipIntent(recipient: Person(displayName: "jane")))
      script.assertOffers(["Jane Appleseed", "Jane Doe"], for: "recipient")

      try await script.reply(.text(reply))

      XCTAssertEqual(script.conversation?.intent.recipient?.displayName, "Jane Doe", reply)
      script.assertAsks(for: "amount")
    }
  }

  func testChoice_outOfRangeOrNegative_isNotUnderstood() async throws {
    for reply in ["3", "0", "-9223372036854775808", "#99999999999999999999"] {
      var script = ConversationScript<SendTipIntent>(engine: engine)
      try await script.start(SendTipIntent(recipient: Person(displayName: "jane")))

      try await script.reply(.text(reply))

      script.assertOffers(["Jane Appleseed", "Jane Doe"])
      XCTAssertEqual(
        script.conversation?.transcript.last?.event,
        .didNotUnderstand(parameter: "recipient")
      )
    }
  }

  func testSuggestedRecipient_confirmed_isUsed() async throws {
    await jar.configure(lastRecipient: Person(displayName: "Bob Brown"))
    var script = ConversationScript<SendTipIntent>(engine: engine)

    try await script.start(SendTipIntent(amount: .usd(3_00)))
    script.assertAsksToConfirm("Bob Brown", for: "recipient")
    try await script.reply("yes")

    script.assertAsksFinalConfirmation("Tip $3.00 to Bob Brown?")
  }

  func testSuggestedRecipient_refused_asksForOne() async throws {
    await jar.configure(lastRecipient: Person(displayName: "Bob Brown"))
    var script = ConversationScript<SendTipIntent>(engine: engine)

    try await script.start(SendTipIntent(amount: .usd(3_00)))
    try await script.reply("no")
    script.assertAsks(for: "recipient")
    script.assertSays("Who do you want to tip?")
    try await script.reply("John")

    script.assertAsksFinalConfirmation("Tip $3.00 to John Appleseed?")
  }

  // MARK: - Unsupported values and re-resolution

  func testUnsupportedValue_isExplainedWithItsReason_andAskedAgain() async throws {
    var script = ConversationScript<SendTipIntent>(engine: engine)

    try await script.start(SendTipIntent(recipient: Person(displayName: "Bob")))
    try await script.reply("$500")

    script.assertRejects("amount", reason: "tooLarge")
    script.assertSays("Tips can't be more than $100. How much do you want to tip Bob Brown?")
  }

  func testValueTheUserGives_isResolvedAgainByTheSameResolver() async throws {
    var script = ConversationScript<SendTipIntent>(engine: engine)

    try await script.start(SendTipIntent(amount: .usd(1_00)))
    try await script.reply("bob")

    XCTAssertEqual(script.conversation?.intent.recipient?.displayName, "Bob Brown")
    XCTAssertEqual(script.conversation?.intent.recipient?.contactIdentifier, "bob-brown")
    let resolved = await jar.resolvedRecipients
    XCTAssertEqual(resolved, ["bob"])
  }

  func testTypedReply_isResolvedLikeText() async throws {
    var script = ConversationScript<SendTipIntent>(engine: engine)

    try await script.start(SendTipIntent(recipient: Person(displayName: "Bob")))
    try await script.reply(.value(CurrencyAmount.usd(2_50)))

    script.assertAsksFinalConfirmation("Tip $2.50 to Bob Brown?")
    XCTAssertEqual(script.conversation?.transcript.last { $0.speaker == .user }?.text, "$2.50")
  }

  // MARK: - Retry limit, cancel, decline

  func testRetryLimit_endsTheConversationNamingTheParameter() async throws {
    let conversation = try await playConversation(
      SendTipIntent(),
      replies: ["Dave", "Eve", "Zed", "Bob"],
      with: engine
    )

    XCTAssertEqual(conversation.ending, .retryLimitReached(parameter: "recipient"))
    XCTAssertEqual(
      conversation.assistantText,
      "Sorry, I still don't have the recipient, so I'll stop here. Nothing was done."
    )
    XCTAssertEqual(conversation.transcript.filter { $0.speaker == .user }.count, 3)
    let tips = await jar.tips
    XCTAssertTrue(tips.isEmpty)
  }

  func testUnparseableReply_isAskedAgainWithAHint_andCountsTowardTheLimit() async throws {
    var script = ConversationScript<SendTipIntent>(engine: engine)

    try await script.start(SendTipIntent(recipient: Person(displayName: "Bob")))
    try await script.reply("lots")
    script.assertSays(
      "Sorry, I didn't understand. Say an amount, like $50. How much do you want to tip Bob Brown?"
    )
    try await script.reply("heaps")
    try await script.reply("loads")

    script.assertEnded(.retryLimitReached(parameter: "amount"))
  }

  func testRetryLimit_isConfigurable() async throws {
    let conversation = try await playConversation(
      SendTipIntent(),
      replies: ["Dave"],
      with: .testing(jar: jar, retryLimit: 1)
    )

    XCTAssertEqual(conversation.ending, .retryLimitReached(parameter: "recipient"))
  }

  func testCancel_atAnyQuestion_endsWithNothingHandled() async throws {
    let scripts: [[Reply]] = [
      ["cancel"], ["Jane", "never mind"], ["Bob", "$5", "キャンセル"], ["Bob", "$5", .cancel],
      ["Bob", "취소"],
    ]
    for replies in scripts {
      let conversation = try await playConversation(SendTipIntent(), replies: replies, with: engine)

      XCTAssertEqual(conversation.ending, .cancelled, "\(replies)")
      XCTAssertEqual(conversation.assistantText, "OK, I've cancelled that. Nothing was done.")
    }
    let tips = await jar.tips
    XCTAssertTrue(tips.isEmpty)
  }

  func testFreeTextThatStartsWithAStopWord_isNotACancellation() async throws {
    let conversation = try await playConversation(
      SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(1_00)),
      replies: ["yes"],
      with: engine
    )
    var script = ConversationScript<SendTipIntent>(engine: engine)
    try await script.start(SendTipIntent(recipient: Person(displayName: "Stop by the bakery")))

    XCTAssertEqual(conversation.response?.code, .success)
    script.assertRejects("recipient", reason: "noSuchContact")
  }

  func testNoToTheFinalQuestion_declinesWithNothingHandled() async throws {
    let conversation = try await playConversation(
      SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(5_00)),
      replies: ["no"],
      with: engine
    )

    XCTAssertEqual(conversation.ending, .declined)
    let tips = await jar.tips
    XCTAssertTrue(tips.isEmpty)
  }

  // MARK: - Endings

  func testInsufficientFunds_atConfirm_isPhrasedAndNothingIsHandled() async throws {
    await jar.configure(balance: .usd(10_00))

    let conversation = try await engine.start(
      SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(50_00))
    )

    XCTAssertEqual(conversation.ending, .confirmationFailed(.init(code: .failureInsufficientFunds)))
    XCTAssertEqual(conversation.assistantText, "You don't have enough money to tip $50.00.")
    let tips = await jar.tips
    XCTAssertTrue(tips.isEmpty)
  }

  func testInProgressAndAppLaunchEndings_arePhrasedByStatus() async throws {
    await jar.configure(handleCode: .inProgress)
    let started = try await playConversation(
      SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(1_00)),
      replies: ["yes"],
      with: engine
    )
    await jar.configure(handleCode: .failureRequiringAppLaunch)
    let deferred = try await playConversation(
      SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(1_00)),
      replies: ["yes"],
      with: engine
    )

    XCTAssertEqual(started.assistantText, "I've started that. It will finish shortly.")
    XCTAssertEqual(deferred.assistantText, "Please continue in the app to finish this.")
    XCTAssertEqual(deferred.response?.userActivity?.activityType, "com.example.tip")
    let launch = deferred.appLaunchUserActivity()
    XCTAssertEqual(launch?.activityType, "com.example.tip")
    XCTAssertEqual(launch?.interaction?.intent.value(as: SendTipIntent.self), deferred.intent)
    XCTAssertEqual(launch?.interaction?.response(for: SendTipIntent.self), deferred.response)
    XCTAssertNil(started.appLaunchUserActivity(), "in progress doesn't launch the app")
  }

  func testHandlerThatThrows_endsWithAFailurePhrase() async throws {
    var dispatcher = IntentDispatcher()
    var handler = ProbeHandler()
    handler.handleIntent = { _ in throw ProbeError(message: "disk full") }
    dispatcher.register(handler)
    let engine = ConversationEngine(dispatcher: dispatcher)

    let conversation = try await engine.start(ProbeIntent(identifier: "1", first: "a", second: 1))

    guard case .failed(let response, let failure) = conversation.ending else {
      return XCTFail("Expected a failure, got \(String(describing: conversation.ending))")
    }
    XCTAssertEqual(response.code, .failure)
    XCTAssertEqual(failure.phase, .handle)
    XCTAssertEqual(conversation.assistantText, "Sorry, something went wrong, so I couldn't finish.")
  }

  func testInterceptorRefusal_endsBeforeAnyQuestion() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(TipHandler(jar: jar))
    dispatcher.addInterceptor(LockedDevice())
    let engine = ConversationEngine(dispatcher: dispatcher)

    let conversation = try await engine.start(SendTipIntent())

    XCTAssertEqual(
      conversation.ending,
      .intercepted(.resolve, SendTipIntentResponse(code: .failureRequiringAppLaunch))
    )
    XCTAssertEqual(conversation.transcript.count, 1)
  }

  // MARK: - Errors

  func testReplyToAnEndedConversation_throwsAndChangesNothing() async throws {
    var conversation = try await playConversation(
      SendTipIntent(),
      replies: ["cancel"],
      with: engine
    )
    let before = conversation.transcript

    await assertThrowsError({ try await self.engine.reply("yes", to: &conversation) }) {
      XCTAssertEqual(($0 as? ConversationError)?.code, .conversationEnded)
    }
    XCTAssertEqual(conversation.transcript, before)
  }

  func testTypedReplyThatCantAnswer_throwsAndChangesNothing() async throws {
    var conversation = try await engine.start(SendTipIntent(recipient: Person(displayName: "Jane")))
    let before = conversation.transcript

    await assertThrowsError({ try await self.engine.reply(.choice(index: 5), to: &conversation) }) {
      XCTAssertEqual(($0 as? ConversationError)?.code, .unexpectedReply)
    }
    await assertThrowsError({ try await self.engine.reply(.value(42), to: &conversation) })
    XCTAssertEqual(conversation.transcript, before)
  }

  func testIntentTypeWithNoHandler_throwsHandlerNotFound_atStartAndAtAReply() async throws {
    var soupOnly = IntentDispatcher()
    soupOnly.register(SoupShopHandler(store: soup))
    let engine = ConversationEngine(dispatcher: soupOnly)
    var tip = try await self.engine.start(SendTipIntent())
    let before = tip.transcript

    await assertThrowsError({ _ = try await engine.start(SendTipIntent()) }) {
      XCTAssertEqual(($0 as? IntentDispatchError)?.code, .handlerNotFound)
    }
    await assertThrowsError({ try await engine.reply("Jane", to: &tip) }) {
      XCTAssertEqual(($0 as? IntentDispatchError)?.code, .handlerNotFound)
    }
    XCTAssertEqual(tip.transcript, before)
  }

  // Found by ConversationStateFuzzTests: recording the choice as "index + 1" overflowed.
  func testTypedChoiceOfIntMax_throwsUnexpectedReplyInsteadOfCrashing() async throws {
    var choosing = try await engine.start(SendTipIntent(recipient: Person(displayName: "Jane")))
    var asking = try await engine.start(SendTipIntent())

    await assertThrowsError({ try await self.engine.reply(.choice(index: .max), to: &choosing) }) {
      XCTAssertEqual(($0 as? ConversationError)?.code, .unexpectedReply)
    }
    await assertThrowsError({ try await self.engine.reply(.choice(index: .max), to: &asking) }) {
      XCTAssertEqual(($0 as? ConversationError)?.code, .unexpectedReply)
    }
  }
}

/// Refuses everything before resolution, as a locked device would refuse payments.
private struct LockedDevice: IntentInterceptor {
  func willRun<Intercepted: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: Intercepted
  ) async throws -> Intercepted.Response? {
    guard phase == .resolve else { return nil }
    return Intercepted.Response.Code(name: "failureRequiringAppLaunch").map {
      Intercepted.Response(code: $0)
    }
  }
}
