import IntentKit
import XCTest

final class ObjectDialogTests: XCTestCase {
  private let context = DialogContext(now: .testNow)

  func testReply_isNeverReadFromWords() {
    for reply in ["Focus", "p-1", "the second one", ""] {
      XCTAssertNil(Object(reply: reply, context: context), reply)
    }
    XCTAssertNil(Object.unsupportedReason(forReply: "Focus", context: context))
  }

  func testSpokenPhrase_isTheDisplayString_inEveryLanguage() {
    let object = Object(
      identifier: "p-2",
      display: "Focus",
      pronunciationHint: "focus",
      subtitle: "42 songs"
    )

    for language in [Language.english, .japanese, .korean] {
      XCTAssertEqual(object.spokenPhrase(in: DialogContext(language: language)), "Focus")
    }
    XCTAssertEqual(AnyParameterValue(object).spokenPhrase(in: context), "Focus")
  }

  func testHint_asksToChoose_inEachLanguage() {
    let prompts = PromptCatalog.standard

    XCTAssertEqual(
      prompts.template(forKey: "hint.Object", language: .english),
      "Sorry, I can't take that in words. Please choose one."
    )
    XCTAssertEqual(
      prompts.template(forKey: "hint.Object", language: .japanese),
      "すみません、言葉では受け取れません。選択肢から選んでください。"
    )
    XCTAssertEqual(
      prompts.template(forKey: "hint.Object", language: .korean),
      "죄송합니다. 말로는 받을 수 없어요. 항목을 선택해 주세요."
    )
  }
}
