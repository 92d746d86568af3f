import IntentKit
import IntentKitTesting
import XCTest

/// Amounts of dollars written as people type them, generated: "$12.30", "$.50", "1,234.56
/// dollars", "USD 5.5", "75 cents", "a dollar", with the end of a sentence or not.
///
/// Every reply's expected amount is worked out here from the cents it was made from; the
/// digits are written here, not by the parser.
final class EnglishAmountReadingTests: XCTestCase {
  private let context = DialogContext()

  /// Whole dollars grouped by commas in threes, or not: "1,234" or "1234".
  private static func dollars(_ whole: Int, grouped: Bool) -> String {
    let digits = Array(String(whole))
    guard grouped else { return String(digits) }
    return digits.enumerated().map { index, digit in
      (index > 0 && (digits.count - index).isMultiple(of: 3) ? "," : "") + String(digit)
    }.joined()
  }

  /// The number of an amount in cents, in one of the ways it is written.
  private static func number(_ cents: Int, _ random: inout SeededRandomNumberGenerator) -> String {
    let (whole, fraction) = cents.quotientAndRemainder(dividingBy: 100)
    let wholeText = dollars(whole, grouped: Bool.random(using: &random))
    let twoDigits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
    switch Int.random(in: 0...2, using: &random) {
    case 0 where fraction == 0: return wholeText
    case 1 where fraction % 10 == 0: return wholeText + "." + String(fraction / 10)
    case 2 where whole == 0: return "." + twoDigits
    default: return wholeText + "." + twoDigits
    }
  }

  func testGeneratedAmounts_readAsTheCentsTheyWereMadeFrom() {
    var random = SeededRandomNumberGenerator(seed: 0xD0_11A5)
    let ends = ["", ".", "!", "?", " ."]
    for index in 0..<10_000 {
      var cents = Int.random(in: 0...[999, 99_999, 999_999_999][index % 3], using: &random)
      if Bool.random(using: &random) { cents = cents / 100 * 100 }
      let number = Self.number(cents, &random)
      let forms = [
        "$" + number, "$ " + number, number + "$", number + " dollars", number + " bucks",
        "USD " + number, number + " USD", "US$" + number, number,
      ]
      var reply = forms.randomElement(using: &random) ?? ""
      if cents < 100, Bool.random(using: &random) { reply = "\(cents) cents" }
      if cents == 100, Bool.random(using: &random) { reply = "a dollar" }
      // Whole dollars, then cents: "twelve dollars and 5 cents", "12 bucks 50", "a dollar fifty".
      if cents >= 100, cents < 100_000, Bool.random(using: &random) {
        let (whole, fraction) = cents.quotientAndRemainder(dividingBy: 100)
        let wholeText = whole == 1 && Bool.random(using: &random) ? "a" : String(whole)
        let unit = ["dollars", "bucks", "dollar"].randomElement(using: &random) ?? ""
        let and = Bool.random(using: &random) ? " and " : " "
        let centsWord = Bool.random(using: &random) ? " cents" : ""
        reply = wholeText + " " + unit + and + String(fraction) + centsWord
      }
      reply += ends.randomElement(using: &random) ?? ""
      let amount = CurrencyAmount(reply: reply, context: context)
      XCTAssertEqual(amount, CurrencyAmount(minorUnits: Int64(cents), currency: .usd), reply)
    }
  }

  func testPointsBeforeDigitsAndArticles_areNotDroppedOrGuessed() {
    // ".50 dollars" and "$.50" once read as $50.00: the leading point was taken for
    // punctuation around the reply.
    XCTAssertEqual(CurrencyAmount(reply: ".50 dollars", context: context), .usd(50))
    XCTAssertEqual(CurrencyAmount(reply: "$.50", context: context), .usd(50))
    XCTAssertEqual(CurrencyAmount(reply: "a cent", context: context), .usd(1))
    for reply in ["a", "an", "..5 dollars", "$.", "."] {
      XCTAssertNil(CurrencyAmount(reply: reply, context: context), reply)
    }
    // Dollars and cents once read as cents alone: $1.50 and $0.25 for these.
    XCTAssertEqual(
      CurrencyAmount(reply: "a hundred dollars and fifty cents", context: context),
      .usd(100_50)
    )
    XCTAssertEqual(
      CurrencyAmount(reply: "twenty dollars and five cents", context: context),
      .usd(20_05)
    )
    XCTAssertEqual(CurrencyAmount(reply: "a buck fifty", context: context), .usd(1_50))
    XCTAssertEqual(
      CurrencyAmount(reply: "5 euros 20", context: context),
      CurrencyAmount(minorUnits: 520, currency: .eur)
    )
    XCTAssertEqual(CurrencyAmount(reply: "5 dollars please", context: context), .usd(5_00))
    XCTAssertEqual(CurrencyAmount(reply: "five dollars and", context: context), .usd(5_00))
    // Words after a currency's name that aren't cents alone: a second amount, a counter.
    for reply in [
      "1000 yen 5", "5 dollars 100", "5.5 dollars 50", "5 dollars cents", "10 dollars 5 dollars",
      "5 dollars 3 people", "10 dollars 1 of them", "twelve dollars a dozen", "50 dollars 2 人",
    ] {
      XCTAssertNil(CurrencyAmount(reply: reply, context: context), reply)
    }
    XCTAssertNil(Int(reply: ".50", context: context))
    XCTAssertEqual(Int(reply: ", 5", context: context), 5, "a comma, then a space, is punctuation")
    XCTAssertNil(Int(reply: "..5", context: context))
    XCTAssertNil(Decimal(reply: "..5", context: context))
  }
}
