import IntentKitTesting
import XCTest

@testable import IntentKit

/// ``AmountParsing/reading(of:defaultCurrency:)`` reads a reply that is a plain number without
/// reading it word by word; these tests hold that shortcut to the word-by-word reading.
final class AmountParsingTests: XCTestCase {
  func testPlainDecimals_areTheRepliesOfDigitsWithAnOptionalFraction() {
    for reply in ["0", "50", "0050", "12.30", "1.2345", "99999999999999999999"] {
      XCTAssertTrue(AmountParsing.isPlainDecimal(reply), reply)
    }
    for reply in ["", ".", ".5", "5.", "1.2.3", "1,000", " 5", "5 ", "-5", "+5", "５", "5\u{301}"] {
      XCTAssertFalse(AmountParsing.isPlainDecimal(reply), reply.debugDescription)
    }
  }

  func testRandomReplies_readAsWordByWord() {
    // Digits and points, with now and then a byte the shortcut refuses, so that both sides of
    // its test are reached: every generated reply is read both ways in three exponents.
    let pieces = ["0", "1", "5", "9", "0", ".", ".", ",", " ", "-", "e", "$"]
    var random = SeededRandomNumberGenerator(seed: 0xA_3007)
    var plain = 0
    for _ in 0..<30_000 {
      let length = Int.random(in: 0...24, using: &random)
      let isDigitsOnly = Int.random(in: 0..<4, using: &random) != 0
      let reply = (0..<length).map { _ in
        (isDigitsOnly ? pieces.prefix(7) : pieces[...]).randomElement(using: &random) ?? ""
      }.joined()
      if AmountParsing.isPlainDecimal(reply) { plain += 1 }
      for currency in [Currency.jpy, .usd, .kwd] {
        XCTAssertEqual(
          AmountParsing.reading(of: reply, defaultCurrency: currency),
          AmountParsing.readingWords(of: reply, defaultCurrency: currency),
          "\(reply.debugDescription) in \(currency.code)"
        )
      }
    }
    XCTAssertGreaterThan(plain, 2_000, "the shortcut is taken often enough to be tested")
  }
}
