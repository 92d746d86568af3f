import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class FileDialogTests: XCTestCase {
  private let context = DialogContext(now: .testNow)

  func testReply_isNeverReadFromWords() {
    for reply in ["receipt.pdf", "file:///tmp/receipt.pdf", "the first one", ""] {
      XCTAssertNil(File(reply: reply, context: context), reply)
    }
    XCTAssertNil(File.unsupportedReason(forReply: "receipt.pdf", context: context))
  }

  func testSpokenPhrase_isTheFilename_inEveryLanguage() {
    let file = File(
      data: Data("hi".utf8),
      filename: "notes.txt",
      typeIdentifier: "public.plain-text"
    )

    for language in [Language.english, .japanese, .korean] {
      XCTAssertEqual(file.spokenPhrase(in: DialogContext(language: language)), "notes.txt")
    }
    XCTAssertEqual(AnyParameterValue(file).spokenPhrase(in: context), "notes.txt")
  }

  func testHint_saysFilesAreChosen_inEachLanguage() {
    let prompts = PromptCatalog.standard

    XCTAssertEqual(
      prompts.template(forKey: "hint.File", language: .english),
      "Sorry, I can't take a file in words. Please choose one."
    )
    XCTAssertEqual(
      prompts.template(forKey: "hint.File", language: .japanese),
      "すみません、ファイルは言葉では受け取れません。ファイルを選んでください。"
    )
    XCTAssertEqual(
      prompts.template(forKey: "hint.File", language: .korean),
      "죄송합니다. 파일은 말로 받을 수 없어요. 파일을 선택해 주세요."
    )
  }
}
