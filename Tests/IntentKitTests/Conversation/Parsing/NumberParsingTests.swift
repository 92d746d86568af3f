import IntentKitTesting
import XCTest

@testable import IntentKit

final class NumberParsingTests: XCTestCase {
  /// Runs of ASCII digits of every length around the 18 that the shortcut reads, with leading
  /// zeros, past `Int.max`, and with a sign or grouping that sends them the long way.
  func testDigitRuns_readAsIntDoes() {
    var random = SeededRandomNumberGenerator(seed: 0xD161_75)
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...22, using: &random)
      let digits = String(
        (0..<count).map { _ in "0123456789".randomElement(using: &random) ?? "0" }
      )
      XCTAssertEqual(NumberParsing.digits(digits), count == 0 ? nil : Int(digits), digits)
      XCTAssertEqual(NumberParsing.integer(in: digits), count == 0 ? nil : Int(digits), digits)
      let negative = "-" + digits
      XCTAssertEqual(NumberParsing.digits(negative), count == 0 ? nil : Int(negative), negative)
    }
    XCTAssertEqual(NumberParsing.digits("9223372036854775807"), .max)
    XCTAssertNil(NumberParsing.digits("9223372036854775808"))
    XCTAssertEqual(NumberParsing.digits("1,000,000"), 1_000_000)
    XCTAssertNil(NumberParsing.digits("1,00"))
  }
}
