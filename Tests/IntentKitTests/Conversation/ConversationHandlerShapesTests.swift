import IntentKit
import IntentKitTesting
import XCTest

/// The conversation engine calls the shape of a resolve method a handler implements, as the
/// dispatcher does: an unknown payee rejected by SiriKit's completion-handler method is explained
/// and asked for again, never paid.
final class ConversationHandlerShapesTests: XCTestCase {
  private func engine(for handler: some SendPaymentIntentHandling) -> ConversationEngine {
    ConversationEngine(
      dispatcher: IntentDispatcher.with(handler),
      configuration: .init(now: { .testNow })
    )
  }

  func testCompletionShapedPayee_unknownDave_isRejectedAndAskedAgainThenJaneIsPaid()
    async throws
  {
    let handler = CompletionPayeeHandler()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Dave"), currencyAmount: .usd(50_00)),
      saying: "Send $50 to Dave",
      replies: ["Jane", "yes"],
      with: engine(for: handler)
    )

    assertTranscript(
      conversation,
      """
      User: Send $50 to Dave
      Assistant: Dave can't receive payments yet. Who do you want to pay?
      User: Jane
      Assistant: Send $50.00 to Jane Appleseed?
      User: yes
      Assistant: Sent $50.00 to Jane Appleseed.
      """
    )
    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(conversation.intent.payee, PayeeDirectory.jane)
    XCTAssertEqual(
      handler.log.values,
      ["resolvePayee(for:with:)", "resolvePayee(for:with:)", "handle(intent:)"]
    )
  }

  func testCompletionShapedPayee_unknownDaveEveryTime_stopsAtTheRetryLimitWithoutPaying()
    async throws
  {
    let handler = CompletionPayeeHandler()
    var script = ConversationScript<SendPaymentIntent>(engine: engine(for: handler))

    try await script.start(
      SendPaymentIntent(payee: .named("Dave"), currencyAmount: .usd(50_00)),
      saying: "Send $50 to Dave"
    )
    script.assertRejects("payee", reason: "noAccount")
    for _ in 0..<3 {
      try await script.reply("Dave")
    }

    script.assertEnded(.retryLimitReached(parameter: "payee"))
    XCTAssertEqual(handler.log.count(of: "resolvePayee(for:with:)"), 4)
    XCTAssertEqual(handler.log.count(of: "handle(intent:)"), 0, "Dave was never paid")
  }

  func testIOS10CompletionShapedPayee_unknownDave_isRejectedAndAskedAgain() async throws {
    let handler = LegacyCompletionPayeeHandler()
    var script = ConversationScript<SendPaymentIntent>(engine: engine(for: handler))

    try await script.start(
      SendPaymentIntent(payee: .named("Dave"), currencyAmount: .usd(50_00)),
      saying: "Send $50 to Dave"
    )
    script.assertRejects("payee", reason: "noAccount")
    try await script.reply("Jane")
    script.assertAsksFinalConfirmation("Send $50.00 to Jane Appleseed?")
  }
}
