import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class DecimalDialogTests: XCTestCase {
  private let context = DialogContext(now: .testNow)

  private func read(_ reply: String) -> String? {
    Decimal(reply: reply, context: context)?.description
  }

  func testReply_withDigitsSignsGroupingAndFractions_isReadExactly() {
    XCTAssertEqual(read("2.5"), "2.5")
    XCTAssertEqual(read("1,000.25"), "1000.25")
    XCTAssertEqual(read("-3"), "-3")
    XCTAssertEqual(read("−0.75"), "-0.75", "a minus sign")
    XCTAssertEqual(read("+4"), "4")
    XCTAssertEqual(read("minus 1.5"), "-1.5")
    XCTAssertEqual(read(".5"), "0.5")
    XCTAssertEqual(read("  12.0  "), "12")
    XCTAssertEqual(read("2.5."), "2.5", "a full stop after the number")
    XCTAssertEqual(read("1,234,567.891"), "1234567.891")
  }

  func testReply_withFullWidthDigits_isRead() {
    XCTAssertEqual(read("２．５"), "2.5")
    XCTAssertEqual(read("１，０００"), "1000")
    XCTAssertEqual(read("－３"), "-3")
    XCTAssertEqual(read("マイナス2.5"), "-2.5")
    XCTAssertEqual(read("마이너스 7"), "-7")
  }

  func testReply_withNumberWords_isReadAsAnInteger() {
    XCTAssertEqual(read("twelve"), "12")
    XCTAssertEqual(read("minus five"), "-5")
    XCTAssertEqual(read("十二"), "12")
    XCTAssertEqual(read("열두"), "12")
    XCTAssertEqual(read("1万"), "10000")
  }

  func testReply_keepsEveryDigit_upToWhatDecimalHolds() {
    let digits = "1234567890123456789.0123456789012345678"  // 38 significant digits
    XCTAssertEqual(read(digits), digits)
    XCTAssertEqual(read("0.1"), "0.1", "no binary rounding")
    XCTAssertNil(read("1234567890123456789.01234567890123456789"), "39 digits would be rounded")
  }

  func testReply_thatIsNotANumber_isRefused() {
    for reply in [
      "", "  ", "lots", "2.5 apples please", "1e3", "2,5", "1,00", "1.2.3", "$5", "two point five",
      "--3", "- -3", "3-", "0x10", "∞", "NaN",
    ] {
      XCTAssertNil(read(reply), reply)
    }
  }

  func testUnsupportedReason_isNone() {
    XCTAssertNil(Decimal.unsupportedReason(forReply: "lots", context: context))
  }

  func testSpokenPhrase_isTheDigits_inEveryLanguage() throws {
    let value = try XCTUnwrap(Decimal(string: "-1000.25"))

    for language in [Language.english, .japanese, .korean] {
      XCTAssertEqual(value.spokenPhrase(in: DialogContext(language: language)), "-1000.25")
    }
    XCTAssertEqual(Decimal(42).spokenPhrase(in: context), "42")
  }

  func testSpokenPhrase_readsBack() throws {
    for text in ["0.001", "-12.5", "99999999999999999999999999999999999999"] {
      let value = try XCTUnwrap(Decimal(string: text))
      XCTAssertEqual(Decimal(reply: value.spokenPhrase(in: context), context: context), value)
    }
  }
}
