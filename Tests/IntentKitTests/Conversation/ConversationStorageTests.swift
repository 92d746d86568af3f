import IntentKitTesting
import XCTest

@testable import IntentKit

/// A conversation holds its values behind one reference: copies are cheap and independent, and
/// a reply that throws leaves every value as it was.
final class ConversationStorageTests: XCTestCase {
  private let soup = SoupStore()
  private var engine: ConversationEngine { .testing(soup: soup) }

  func testLayout_isOneReference() {
    XCTAssertEqual(
      MemoryLayout<Conversation<OrderSoupIntent>>.size,
      MemoryLayout<AnyObject>.size
    )
  }

  func testCopy_beforeAReply_keepsItsValues() async throws {
    var conversation = try await engine.start(OrderSoupIntent(identifier: "o-1"))
    let copy = conversation

    try await engine.reply("clam chowder", to: &conversation)

    XCTAssertEqual(copy.question, .value(parameter: "soup"))
    XCTAssertEqual(copy.transcript.count, 1)
    XCTAssertNil(copy.intent.soup)
    XCTAssertEqual(copy._stepIndex, 0)
    XCTAssertFalse(copy.isFinished)
    XCTAssertEqual(conversation.intent.soup, .clamChowder)
    XCTAssertEqual(conversation.transcript.count, 3)
  }

  func testReplyThatThrows_afterItWasRecorded_restoresEveryValue() async throws {
    var conversation = try await engine.start(OrderSoupIntent(soup: .clamChowder, quantity: 12))
    try await engine.reply("what?", to: &conversation)
    XCTAssertEqual(conversation._failedAttempts, ["quantity": 1])
    let before = conversation

    await assertThrowsError({
      try await self.engine.reply(.value(CurrencyAmount.usd(1_00)), to: &conversation)
    }) {
      XCTAssertEqual(($0 as? ConversationError)?.code, .unexpectedReply)
    }

    XCTAssertEqual(conversation.intent, before.intent)
    XCTAssertEqual(conversation.state, before.state)
    XCTAssertEqual(conversation.transcript, before.transcript)
    XCTAssertEqual(conversation._stepIndex, before._stepIndex)
    XCTAssertEqual(conversation._failedAttempts, before._failedAttempts)
    XCTAssertEqual(conversation._confirmedValues, before._confirmedValues)
    XCTAssertEqual(conversation._rejectedValues, before._rejectedValues)
    XCTAssertEqual(conversation._isRestored, before._isRestored)
  }

  func testReplyCancelledAfterItsResolversRan_restoresTheIntentAndHandlesNothing() async throws {
    // The soup is asked for; the quantity is given, so the reply resolves both in place and
    // stops at confirm, which sees the cancelled task.
    let started = try await engine.start(OrderSoupIntent(identifier: "o-3", quantity: 2))
    XCTAssertEqual(started.question, .value(parameter: "soup"))
    let engine = self.engine

    let (replied, error) = await Task { () -> (Conversation<OrderSoupIntent>, (any Error)?) in
      withUnsafeCurrentTask { $0?.cancel() }
      var conversation = started
      do {
        try await engine.reply("clam chowder", to: &conversation)
        return (conversation, nil)
      } catch {
        return (conversation, error)
      }
    }.value

    XCTAssertTrue(error is CancellationError, "\(String(describing: error))")
    XCTAssertNil(replied.intent.soup)
    XCTAssertEqual(replied.intent, started.intent)
    XCTAssertEqual(replied.state, started.state)
    XCTAssertEqual(replied.transcript, started.transcript)
    XCTAssertEqual(replied._stepIndex, started._stepIndex)
    let orders = await soup.orders
    XCTAssertTrue(orders.isEmpty)
  }
}
