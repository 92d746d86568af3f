import IntentKit
import XCTest

/// A prompt that names a value nobody gave gives way to a more general one instead of being
/// said with its `{placeholder}` showing.
final class PromptFallbackTests: XCTestCase {
  private func engine(_ prompts: PromptCatalog) -> ConversationEngine {
    var dispatcher = IntentDispatcher()
    dispatcher.register(SendTipIntent.self) { _ in SendTipIntentResponse(code: .success) }
    return ConversationEngine(dispatcher: dispatcher, configuration: .init(prompts: prompts))
  }

  private func assistantLines(_ conversation: Conversation<SendTipIntent>) -> [String] {
    conversation.transcript.filter { $0.speaker == .assistant }.map(\.text)
  }

  func testFinalQuestion_namingAnAbsentValue_givesWayToTheGeneralQuestion() async throws {
    var prompts = PromptCatalog.standard
    prompts.setTemplate(
      "Tip {amount} to {recipient} for {note}?",
      forKey: "SendTipIntent.finalConfirmation",
      language: .english
    )
    let intent = SendTipIntent(recipient: Person(displayName: "Jane"), amount: .usd(2_00))

    let conversation = try await engine(prompts).start(intent)

    XCTAssertEqual(assistantLines(conversation).last, "Do you want me to go ahead?")
  }

  func testFinalQuestion_withEveryValue_isTheSpecificOne() async throws {
    var prompts = PromptCatalog.standard
    prompts.setTemplate(
      "Tip {amount} to {recipient} for {note}?",
      forKey: "SendTipIntent.finalConfirmation",
      language: .english
    )
    let intent = SendTipIntent(
      recipient: Person(displayName: "Jane"),
      amount: .usd(2_00),
      note: "lunch"
    )

    let conversation = try await engine(prompts).start(intent)

    let question = try XCTUnwrap(assistantLines(conversation).last)
    XCTAssertTrue(question.hasPrefix("Tip "), question)
    XCTAssertTrue(question.hasSuffix(" for lunch?"), question)
    XCTAssertFalse(question.contains("{"), question)
  }

  func testEveryTemplateMissingAValue_saysTheMostSpecificWithTheGapVisible() async throws {
    var prompts = PromptCatalog.standard
    prompts.setTemplate(
      "Tip for {note}?",
      forKey: "SendTipIntent.finalConfirmation",
      language: .english
    )
    prompts.setTemplate("Go ahead with {note}?", forKey: "finalConfirmation", language: .english)
    let intent = SendTipIntent(recipient: Person(displayName: "Jane"), amount: .usd(2_00))

    let conversation = try await engine(prompts).start(intent)

    XCTAssertEqual(assistantLines(conversation).last, "Tip for {note}?")
  }
}
