import IntentKit
import IntentKitTesting
import XCTest

/// English number words, generated from the way numbers are said, and pairs of numbers said one
/// after the other, which aren't one number.
///
/// The words are spelled here, not by the parser's tables: "two thousand and five", "a hundred
/// twenty-one", "fifteen hundred", "nine hundred ninety-nine million".
final class EnglishNumberWordsTests: XCTestCase {
  private let context = DialogContext()

  private static let units = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  private static let tens = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
  ]

  /// A number from 1 to 99: "seven", "seventeen", "seventy", "seventy-seven" or "seventy seven".
  private static func belowHundred(
    _ number: Int,
    _ random: inout SeededRandomNumberGenerator
  )
    -> String
  {
    if number < 20 { return units[number] }
    let (ten, unit) = number.quotientAndRemainder(dividingBy: 10)
    guard unit > 0 else { return tens[ten] }
    return tens[ten] + (Bool.random(using: &random) ? "-" : " ") + units[unit]
  }

  /// A number from 1 to 999, with "and" after the hundreds or not, and "a hundred" for one
  /// hundred when it starts the number.
  private static func belowThousand(
    _ number: Int,
    isFirst: Bool,
    _ random: inout SeededRandomNumberGenerator
  ) -> String {
    let (hundreds, rest) = number.quotientAndRemainder(dividingBy: 100)
    var words: [String] = []
    if hundreds > 0 {
      words.append(hundreds == 1 && isFirst && Bool.random(using: &random) ? "a" : units[hundreds])
      words.append("hundred")
      if rest > 0, Bool.random(using: &random) { words.append("and") }
    }
    if rest > 0 { words.append(belowHundred(rest, &random)) }
    return words.joined(separator: " ")
  }

  /// A number below 10¹², group by group, or, for 1,100 to 9,999 with hundreds, in hundreds
  /// ("fifteen hundred", "twenty-five hundred and six").
  private static func words(_ number: Int, _ random: inout SeededRandomNumberGenerator) -> String {
    if number == 0 { return "zero" }
    let (hundreds, rest) = number.quotientAndRemainder(dividingBy: 100)
    if (11...99).contains(hundreds), hundreds % 10 != 0, Bool.random(using: &random) {
      let head = belowHundred(hundreds, &random) + " hundred"
      guard rest > 0 else { return head }
      return head + (Bool.random(using: &random) ? " and " : " ") + belowHundred(rest, &random)
    }
    var parts: [String] = []
    for (scale, name) in [(1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand")]
    where number / scale % 1_000 > 0 {
      let group = number / scale % 1_000
      let spoken =
        group == 1 && parts.isEmpty && Bool.random(using: &random)
        ? "a" : belowThousand(group, isFirst: parts.isEmpty, &random)
      parts.append(spoken + " " + name)
    }
    let last = number % 1_000
    if last > 0 {
      // "two thousand and five": British English says "and" before a last group below 100.
      let and = !parts.isEmpty && last < 100 && Bool.random(using: &random) ? "and " : ""
      parts.append(and + belowThousand(last, isFirst: parts.isEmpty, &random))
    }
    return parts.joined(separator: " ")
  }

  func testGeneratedNumbers_readAsTheNumberTheyWereMadeFrom() {
    var random = SeededRandomNumberGenerator(seed: 0xE_4611_54)
    let limits = [99, 9_999, 999_999, 999_999_999, 999_999_999_999]
    for index in 0..<10_000 {
      let number = Int.random(in: 0...limits[index % limits.count], using: &random)
      let said = Self.words(number, &random)
      XCTAssertEqual(Int(reply: said, context: context), number, said)
    }
  }

  func testTwoNumbersSaidInARow_areNotAdded() {
    // "five fifty" is $5.50 said aloud and "nineteen ninety-nine" $19.99; they once read as 55
    // and 118. Of two numbers below 100 in a row, only a tens word and a unit make one number.
    var random = SeededRandomNumberGenerator(seed: 0x7_3E2)
    for _ in 0..<5_000 {
      let first = Int.random(in: 1...99, using: &random)
      let second = Int.random(in: 1...99, using: &random)
      let said = Self.belowHundred(first, &random) + " " + Self.belowHundred(second, &random)
      let isOneNumber = first >= 20 && first % 10 == 0 && second < 10
      XCTAssertEqual(Int(reply: said, context: context), isOneNumber ? first + second : nil, said)
    }
    for said in [
      "one hundred five hundred", "a thousand million", "two thousand three million", "zero five",
      "five zero", "hundred hundred", "dozen five", "a dozen hundred", "twenty five twelve",
    ] {
      XCTAssertNil(Int(reply: said, context: context), said)
    }
  }

  func testDozens() {
    XCTAssertEqual(Int(reply: "a dozen", context: context), 12)
    XCTAssertEqual(Int(reply: "two dozen", context: context), 24)
    XCTAssertEqual(Int(reply: "dozen", context: context), 12)
  }
}
