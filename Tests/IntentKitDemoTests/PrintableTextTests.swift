import IntentKit
import IntentKitDemoCore
import XCTest

/// Text the tool prints from input or errors: escaped, and cut to a length.
final class PrintableTextTests: XCTestCase {
  func testLine_escapesEveryControlCharacterLineBreaksIncluded() {
    XCTAssertEqual(
      PrintableText.line("a\u{1B}[31mb\u{0}\n\u{9B}\u{202E}\u{2028}"),
      #"a\u{1B}[31mb\u{0}\u{A}\u{9B}\u{202E}\u{2028}"#
    )
    XCTAssertEqual(PrintableText.line("Jane Appleseed 山田 🙂"), "Jane Appleseed 山田 🙂")
  }

  func testLine_longText_isCutAtTheMaximumWithAnEllipsis() {
    let text = String(repeating: "x", count: 60_000)

    let line = PrintableText.line(text)

    XCTAssertEqual(line, String(repeating: "x", count: PrintableText.maximumLength) + "…")
  }

  func testLines_keepsLineBreaksAndEscapesEachLine() {
    XCTAssertEqual(
      PrintableText.lines("Which Jane?\n  1. Jane\u{1B}[2J\n  2. Jane\u{0}Doe"),
      "Which Jane?\n  1. Jane\\u{1B}[2J\n  2. Jane\\u{0}Doe"
    )
  }

  func testError_escapesTheDescription() {
    struct Hostile: Error, CustomStringConvertible {
      var description: String { "bad \u{1B}[31mred\u{1B}[0m\nsecond line" }
    }

    XCTAssertEqual(
      PrintableText.error(Hostile()),
      #"bad \u{1B}[31mred\u{1B}[0m\u{A}second line"#
    )
  }

  func testConsoleTextFailure_escapesTheDescriptionInEveryLanguage() {
    for language in [Language.english, .japanese, .korean] {
      let text = ConsoleText(language: language).failure("key \u{1B}[2J\u{0} reused")

      XCTAssertTrue(text.hasSuffix(#"key \u{1B}[2J\u{0} reused"#), text)
      XCTAssertEqual(text.rawControlScalars, [], text)
    }
  }
}
