import IntentKitTesting
import XCTest

@testable import IntentKit

/// `fastHasPrefix(_:)` and `fastHasSuffix(_:)` compare bytes where they can; these tests hold
/// them to `hasPrefix(_:)` and `hasSuffix(_:)`, which compare characters under canonical
/// equivalence, on generated texts and affixes.
final class FastAffixTests: XCTestCase {
  func testRandomTextsAndAffixes_answerAsCharactersDo() {
    // ASCII, CR LF and lone CR and LF, the three scalars canonically equal to ASCII (KELVIN
    // SIGN, GREEK QUESTION MARK, GREEK VARIA) and their ASCII twins, a combining mark, CJK,
    // and a Hangul syllable both composed and as jamo.
    let pieces = [
      "a", "K", ";", "`", " ", "5", "\r\n", "\r", "\n", "\u{212A}", "\u{037E}", "\u{1FEF}",
      "\u{301}", "個", "개", "\u{1100}\u{1162}",
    ]
    var random = SeededRandomNumberGenerator(seed: 0xAFF1_7E5)
    func string(maxLength: Int, asciiOnly: Bool) -> String {
      let count = Int.random(in: 0...maxLength, using: &random)
      return (0..<count).map { _ in
        (asciiOnly ? pieces.prefix(9) : pieces[...]).randomElement(using: &random) ?? ""
      }.joined()
    }
    for _ in 0..<30_000 {
      let text = string(maxLength: 6, asciiOnly: Bool.random(using: &random))
      let affix = string(maxLength: 3, asciiOnly: Bool.random(using: &random))
      // Affixes of the text itself, so that matches are common.
      let own = String(text.prefix(Int.random(in: 0...3, using: &random)))
      let ownEnd = String(text.suffix(Int.random(in: 0...3, using: &random)))
      for candidate in [affix, own, ownEnd] {
        XCTAssertEqual(
          text.fastHasPrefix(candidate),
          text.hasPrefix(candidate),
          "\(text.debugDescription) prefix \(candidate.debugDescription)"
        )
        XCTAssertEqual(
          text.fastHasSuffix(candidate),
          text.hasSuffix(candidate),
          "\(text.debugDescription) suffix \(candidate.debugDescription)"
        )
      }
    }
  }
}
