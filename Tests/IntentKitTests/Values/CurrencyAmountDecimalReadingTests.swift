import IntentKitTesting
import XCTest

@testable import IntentKit

/// `CurrencyAmount(decimalString:currency:)` reads bytes; these tests hold it to the reader it
/// replaced, which read characters, on generated texts: every rule of the grammar
/// `[+-]digits[.digits]`, each broken in every place, and the bounds of 64 bits and of each
/// currency's exponent.
final class CurrencyAmountDecimalReadingTests: XCTestCase {
  /// Currencies with 0, 2 and 3 fraction digits.
  private let currencies: [Currency] = [.jpy, .usd, .kwd]

  func testRandomTexts_readAsTheCharacterReaderReadsThem() {
    // Pieces that are digits, the grammar's punctuation, and what looks like them but isn't:
    // other scripts' digits, combining marks that join a digit, sign or point into another
    // character, a line break of two scalars, and bytes beside "0" and "9".
    let pieces = [
      "0", "1", "5", "9", "0", "7", ".", "-", "+", " ", "\u{301}", "\u{20E3}", "５", "٣", "e",
      ",", "/", ":", "\r\n", "\u{0}", "é", "−", "·",
    ]
    var random = SeededRandomNumberGenerator(seed: 0x5EED_DEC1)
    for _ in 0..<40_000 {
      let length = Int.random(in: 0...12, using: &random)
      let text = (0..<length).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
      for currency in currencies {
        assertReadsAsModel(text, currency)
      }
    }
  }

  func testWellFormedNumbers_readAsTheCharacterReaderReadsThem() {
    // Numbers the grammar accepts, from no digits to past 64 bits, with up to five fraction
    // digits and trailing zeros: the exponent and overflow checks get every boundary.
    var random = SeededRandomNumberGenerator(seed: 0xD1617)
    for _ in 0..<40_000 {
      let sign = ["", "-", "+"].randomElement(using: &random) ?? ""
      let whole = digits(Int.random(in: 0...22, using: &random), using: &random)
      let fraction = digits(Int.random(in: 0...5, using: &random), using: &random)
      let zeros = String(repeating: "0", count: Int.random(in: 0...3, using: &random))
      let point = Bool.random(using: &random) ? "." : ""
      let text = sign + whole + point + (point.isEmpty ? "" : fraction + zeros)
      for currency in currencies {
        assertReadsAsModel(text, currency)
      }
    }
  }

  func testTheBoundsOf64Bits_readAsTheCharacterReaderReadsThem() {
    // Int64.max and .min as minor units of each currency, and one unit either side.
    for currency in currencies {
      for minorUnits in [Int64.max, .max - 1, .min, .min + 1, 0, 1, -1] {
        let amount = CurrencyAmount(minorUnits: minorUnits, currency: currency).decimalString
        for text in [amount, amount + "0", "+" + amount, "0" + amount, bumped(amount)] {
          assertReadsAsModel(text, currency)
        }
      }
    }
  }

  func testADigitWithACombiningMark_isNotADigit() {
    // Each sorts between "0" and "9" as a character; the reader before this one read their
    // marks' bytes as digits ("1\u{20E3}0" was 197,450 dollars).
    for text in ["5\u{301}", "1\u{20E3}0", "0\u{308}.5", "1.0\u{301}", "-\u{301}5", "+5\u{20DD}"] {
      XCTAssertThrowsError(try CurrencyAmount(decimalString: text, currency: .usd), text) {
        XCTAssertEqual(($0 as? MoneyError)?.code, .invalidAmount, text.debugDescription)
      }
    }
  }

  func testAnOverlongFraction_isRefusedWithAShortMessage() {
    let text = "0." + String(repeating: "0", count: 100_000) + "1"
    XCTAssertThrowsError(try CurrencyAmount(decimalString: text, currency: .usd)) {
      let error = $0 as? MoneyError
      XCTAssertEqual(error?.code, .excessPrecision)
      XCTAssertLessThan(error?.message.count ?? .max, 200)
    }
  }

  // MARK: - Helpers

  private func assertReadsAsModel(
    _ text: String,
    _ currency: Currency,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let expected = Self.modelReading(text, exponent: currency.exponent)
    let actual: CurrencyAmount.DecimalReading
    do {
      actual = .minorUnits(try CurrencyAmount(decimalString: text, currency: currency).minorUnits)
    } catch let error as MoneyError {
      switch error.code {
      case .invalidAmount: actual = .invalid
      case .excessPrecision: actual = .excessPrecision
      case .overflow: actual = .overflow
      default:
        XCTFail("\(text.debugDescription): unexpected \(error)", file: file, line: line)
        return
      }
    } catch {
      XCTFail("\(text.debugDescription): unexpected \(error)", file: file, line: line)
      return
    }
    XCTAssertEqual(
      actual,
      expected,
      "\(text.debugDescription) in \(currency.code)",
      file: file,
      line: line
    )
  }

  private func digits(_ count: Int, using random: inout SeededRandomNumberGenerator) -> String {
    String((0..<count).map { _ in "0123456789".randomElement(using: &random) ?? "0" })
  }

  /// The text with its last digit one higher, carried: past the bound it was at.
  private func bumped(_ text: String) -> String {
    var characters = Array(text)
    var index = characters.count - 1
    while index >= 0 {
      guard let digit = characters[index].wholeNumberValue else {
        index -= 1
        continue
      }
      if digit < 9 {
        characters[index] = Character(String(digit + 1))
        return String(characters)
      }
      characters[index] = "0"
      index -= 1
    }
    return "1" + String(characters)
  }

  /// The reader `init(decimalString:currency:)` had until 2026-11-30, character by character,
  /// with its digit test corrected.
  private static func modelReading(_ text: String, exponent: Int) -> CurrencyAmount.DecimalReading {
    var digits = Substring(text)
    let isNegative = digits.first == "-"
    if isNegative || digits.first == "+" { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    // One ASCII digit alone. The old reader's `("0"..."9").contains($0)` also took a digit with
    // a combining mark ("5\u{301}" sorts between "0" and "9"), and then added its mark's bytes
    // as digits: "5\u{301}" read as 21.41 dollars.
    let isDigit: (Character) -> Bool = { $0.isASCII && ("0"..."9").contains($0) }
    guard
      !whole.isEmpty || !fraction.isEmpty,
      whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit),
      parts.count == 1 || !fraction.isEmpty
    else { return .invalid }
    let significantFraction = fraction.reversed().drop(while: { $0 == "0" }).reversed()
    guard significantFraction.count <= exponent else { return .excessPrecision }
    let paddedFraction =
      String(significantFraction)
      + String(repeating: "0", count: exponent - significantFraction.count)
    var total: Int64 = 0
    for digit in (whole + paddedFraction).utf8 {
      let (shifted, overflowed) = total.multipliedReportingOverflow(by: 10)
      let value = Int64(digit - 48)
      let (sum, overflowedAgain) =
        isNegative
        ? shifted.subtractingReportingOverflow(value) : shifted.addingReportingOverflow(value)
      guard !overflowed, !overflowedAgain else { return .overflow }
      total = sum
    }
    return .minorUnits(total)
  }
}
