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

  func testTranscriptLine_labelsTheSpeakerInTheContextsLanguage() {
    let user = ConversationTurn(speaker: .user, text: "はい", event: .reply)
    let assistant = ConversationTurn(
      speaker: .assistant,
      text: "どのジェーンさんですか？\n1. Jane Appleseed",
      event: .offeredChoices(parameter: "payee", options: ["Jane Appleseed"])
    )

    XCTAssertEqual(user.transcriptLine(in: DialogContext(language: .japanese)), "ユーザー：はい")
    XCTAssertEqual(
      assistant.transcriptLine(in: DialogContext(language: .japanese)),
      "アシスタント：どのジェーンさんですか？\n  1. Jane Appleseed"
    )
    XCTAssertEqual(user.transcriptLine(in: DialogContext(language: .korean)), "사용자: はい")
    XCTAssertEqual(user.transcriptLine(in: DialogContext()), user.description)
    XCTAssertEqual(assistant.description.prefix(11), "Assistant: ", "description stays English")
  }

  func testTranscriptLine_usesTheCatalogsLabels() {
    var prompts = PromptCatalog.standard
    prompts.setTemplate("Siri: ", forKey: "speaker.assistant", language: .english)
    let turn = ConversationTurn(speaker: .assistant, text: "Sent.", event: .cancelled)

    XCTAssertEqual(turn.transcriptLine(in: DialogContext(prompts: prompts)), "Siri: Sent.")
  }
}
