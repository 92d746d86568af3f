import IntentKit
import XCTest

final class ConversationTurnTests: XCTestCase {
  func testDescription_namesTheSpeaker() {
    let user = ConversationTurn(speaker: .user, text: "Send $50 to Jane", event: .request)
    let assistant = ConversationTurn(speaker: .assistant, text: "Sent.", event: .cancelled)

    XCTAssertEqual(user.description, "User: Send $50 to Jane")
    XCTAssertEqual(assistant.description, "Assistant: Sent.")
  }

  func testDescription_indentsTheContinuationLinesOfAMultilineTurn() {
    let turn = ConversationTurn(
      speaker: .assistant,
      text: "Which Jane?\n1. Jane Appleseed\n2. Jane Doe",
      event: .offeredChoices(parameter: "payee", options: ["Jane Appleseed", "Jane Doe"])
    )

    XCTAssertEqual(turn.description, "Assistant: Which Jane?\n  1. Jane Appleseed\n  2. Jane Doe")
  }
}
