import IntentKit
import IntentKitTesting
import XCTest

/// Amounts of yen and won said as Japanese and Korean write them, generated from their grammar.
///
/// A reply is a number in kanji or Hangul numerals with their units (二万五千, 만 오천), in
/// digits with the units (1万5千, 12만 3천), in digits under 万 (1万2345) or in grouped digits
/// (15,000), and the currency as a word or a symbol. The numerals are spelled here, not by the
/// parser's tables, and every reply must read as the number it was made from: no more, no less.
final class CJKAmountReadingTests: XCTestCase {
  private struct Script {
    /// The digit characters, 0 to 9.
    let digits: [String]
    /// Ten, a hundred and a thousand.
    let smallUnits: [String]
    /// Ten thousand and a hundred million.
    let largeUnits: [String]
    /// The currency as a word after the number, and as a symbol before it.
    let word: String
    let symbol: String
    /// A space between sections, such as Korean writes ("1만 5천"), or none.
    let spaces: [String]
  }

  private static let japanese = Script(
    digits: ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"],
    smallUnits: ["十", "百", "千"],
    largeUnits: ["万", "億"],
    word: "円",
    symbol: "¥",
    spaces: [""]
  )

  private static let korean = Script(
    digits: ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"],
    smallUnits: ["십", "백", "천"],
    largeUnits: ["만", "억"],
    word: "원",
    symbol: "₩",
    spaces: ["", " "]
  )

  /// A section below ten thousand, in one of three ways: numerals with units ("二千五百",
  /// "천오백", with or without the one before a unit), digits with units ("2千5百"), or plain
  /// digits ("2500").
  private static func section(
    _ value: Int,
    _ script: Script,
    style: Int,
    _ random: inout SeededRandomNumberGenerator
  ) -> String {
    if style == 2 { return String(value) }
    var text = ""
    var rest = value
    for (place, unit) in zip([1_000, 100, 10], script.smallUnits.reversed()) {
      let digit = rest / place
      rest %= place
      guard digit > 0 else { continue }
      if style == 1 {
        text += String(digit) + unit
      } else {
        let saysOne = digit > 1 || Bool.random(using: &random)
        text += (saysOne ? script.digits[digit] : "") + unit
      }
    }
    if rest > 0 { text += style == 1 ? String(rest) : script.digits[rest] }
    return text
  }

  /// A number below 10¹², section by section from the largest.
  private static func numeral(
    _ number: Int,
    _ script: Script,
    _ random: inout SeededRandomNumberGenerator
  ) -> String {
    let style = Int.random(in: 0...2, using: &random)
    let sections = [number / 100_000_000, number / 10_000 % 10_000, number % 10_000]
    let space = script.spaces.randomElement(using: &random) ?? ""
    var parts: [String] = []
    for (index, value) in sections.enumerated() where value > 0 {
      var part = section(value, script, style: style, &random)
      if index < 2 {
        // 一万 or 万, 일만 or 만: a large unit may stand alone for one of it.
        if value == 1, style == 0, Bool.random(using: &random) { part = "" }
        part += script.largeUnits[1 - index]
      }
      parts.append(part)
    }
    return parts.joined(separator: space)
  }

  /// Digits grouped by commas in threes: 15,000.
  private static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    return digits.enumerated().map { index, digit in
      (index > 0 && (digits.count - index).isMultiple(of: 3) ? "," : "") + String(digit)
    }.joined()
  }

  func testGeneratedAmounts_readAsTheNumberTheyWereMadeFrom() {
    var random = SeededRandomNumberGenerator(seed: 0xA_3E1E)
    let limits = [9_999, 99_999, 99_999_999, 999_999_999_999]
    for index in 0..<6_000 {
      let script = index.isMultiple(of: 2) ? Self.japanese : Self.korean
      let language: Language = index.isMultiple(of: 2) ? .japanese : .korean
      var number = Int.random(in: 1...limits[index / 2 % limits.count], using: &random)
      // Amounts people say are mostly round: 15,000, 2,500, 50,000,000.
      if Bool.random(using: &random) {
        var scale = 1
        while number / scale >= 100 { scale *= 10 }
        number = number / scale * scale
      }
      let numeral =
        index % 7 == 0
        ? Self.grouped(number) : Self.numeral(number, script, &random)
      let reply =
        Bool.random(using: &random)
        ? script.symbol + numeral
        : numeral + (script.spaces.randomElement(using: &random) ?? "") + script.word
      let amount = CurrencyAmount(reply: reply, context: DialogContext(language: language))
      // One digit last, right after a thousand or more ("1万5", "二千五"), means one thing as
      // written and another as said (10,005 or 15,000): no amount.
      let compact = Array(numeral.filter { $0 != " " })
      let thousands: Set<Character> = ["千", "万", "億", "천", "만", "억"]
      let nonzeroDigits = Set(
        (script.digits.dropFirst() + (1...9).map(String.init)).map(Character.init)
      )
      let isAmbiguous =
        compact.count >= 2 && thousands.contains(compact[compact.count - 2])
        && nonzeroDigits.contains(compact[compact.count - 1])
      XCTAssertEqual(amount?.minorUnits, isAmbiguous ? nil : Int64(number), reply)
      if !isAmbiguous {
        XCTAssertEqual(amount?.currency, script.word == "円" ? .jpy : .krw, reply)
      }
    }
  }

  func testMultipliersAfterPositionalNumerals_areNotAppendedAsZeros() {
    // Once read as 10,005,000 and 20,005,000 yen, 10,005,000 and 120,003,000 won; and 5,000
    // yen and won for fifty million.
    let cases: [(String, Int64)] = [
      ("1万5千円", 15_000), ("二万五千円", 25_000), ("1만 5천 원", 15_000), ("만오천 원", 15_000),
      ("12만 3천 원", 123_000), ("5千万円", 50_000_000), ("오천만 원", 50_000_000), ("만 원", 10_000),
    ]
    for reply in ["1万5円", "7万5", "二千五円", "만 오 원", "2천5원"] {
      XCTAssertNil(CurrencyAmount(reply: reply, context: DialogContext(language: .japanese)), reply)
    }
    for (reply, minorUnits) in cases {
      XCTAssertEqual(
        CurrencyAmount(reply: reply, context: DialogContext(language: .korean))?.minorUnits,
        minorUnits,
        reply
      )
    }
  }
}
