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
}
