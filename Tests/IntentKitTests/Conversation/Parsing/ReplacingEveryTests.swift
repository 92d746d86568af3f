import IntentKitTesting
import XCTest

@testable import IntentKit

/// `replacingEvery(_:with:)` replaces bytes where it can; these tests hold it to
/// `replacing(_:with:)`, which matches characters, on generated texts.
final class ReplacingEveryTests: XCTestCase {
  func testRandomTexts_replaceAsCharactersDo() {
    // ASCII with CR LF pairs and lone CRs and LFs, and now and then a combining mark or a
    // multi-byte character, which sends the text to the character-wise path.
    let pieces = [
      " ", " ", ",", "-", "$", "a", "b", "5", "\r\n", "\r", "\n", "us$", "\u{301}", "€", "円",
    ]
    let targets = [" ", ",", "-", "$", "us$", "a b", "\r", "\n", "\r\n", "€", " \u{301}"]
    var random = SeededRandomNumberGenerator(seed: 0x2E9_1ACE)
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...16, using: &random)
      let isASCII = Bool.random(using: &random)
      let text = (0..<length).map { _ in
        (isASCII ? pieces.prefix(12) : pieces[...]).randomElement(using: &random) ?? ""
      }.joined()
      for target in targets {
        for replacement in ["", " ", "__"] {
          XCTAssertEqual(
            text.replacingEvery(target, with: replacement),
            text.replacing(target, with: replacement),
            "\(text.debugDescription): \(target.debugDescription) → \(replacement.debugDescription)"
          )
        }
      }
    }
  }
}
