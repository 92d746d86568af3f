import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class CurrencyAmountTests: XCTestCase {
  func testDecimalString_isExactPerCurrencyExponent() throws {
    XCTAssertEqual(try CurrencyAmount(decimalString: "50", currency: .usd), .usd(50_00))
    XCTAssertEqual(try CurrencyAmount(decimalString: "20.5", currency: .eur), .eur(20_50))
    XCTAssertEqual(try CurrencyAmount(decimalString: "1000", currency: .jpy), .jpy(1_000))
    XCTAssertEqual(try CurrencyAmount(decimalString: "0.125", currency: .kwd).minorUnits, 125)
    XCTAssertEqual(try CurrencyAmount(decimalString: "-3.10", currency: .usd), .usd(-3_10))
    XCTAssertEqual(try CurrencyAmount(decimalString: "1.500", currency: .usd), .usd(1_50))
  }

  func testDecimalString_withMoreDigitsThanTheMinorUnit_throwsExcessPrecision() {
    XCTAssertThrowsError(try CurrencyAmount(decimalString: "0.001", currency: .usd)) {
      XCTAssertEqual(($0 as? MoneyError)?.code, .excessPrecision)
    }
    XCTAssertThrowsError(try CurrencyAmount(decimalString: "100.5", currency: .jpy)) {
      XCTAssertEqual(($0 as? MoneyError)?.code, .excessPrecision)
    }
  }

  func testDecimalString_thatOverflows_throwsOverflow() {
    XCTAssertThrowsError(
      try CurrencyAmount(decimalString: "92233720368547758.08", currency: .usd)
    ) {
      XCTAssertEqual(($0 as? MoneyError)?.code, .overflow)
    }
    XCTAssertEqual(
      try CurrencyAmount(decimalString: "92233720368547758.07", currency: .usd).minorUnits,
      .max
    )
    XCTAssertEqual(
      try CurrencyAmount(decimalString: "-92233720368547758.08", currency: .usd).minorUnits,
      .min
    )
    XCTAssertThrowsError(
      try CurrencyAmount(decimalString: "-92233720368547758.09", currency: .usd)
    ) {
      XCTAssertEqual(($0 as? MoneyError)?.code, .overflow)
    }
  }

  func testDecimalString_thatIsNotANumber_throwsInvalidAmount() {
    for text in ["", "-", "1.", "1.2.3", "1e3", "12,50", "abc", " 5", "NaN"] {
      XCTAssertThrowsError(try CurrencyAmount(decimalString: text, currency: .usd), text) {
        XCTAssertEqual(($0 as? MoneyError)?.code, .invalidAmount, text)
      }
    }
  }

  func testDecimalString_formatsWithTheCurrencysFractionDigits() {
    XCTAssertEqual(CurrencyAmount.usd(12_30).decimalString, "12.30")
    XCTAssertEqual(CurrencyAmount.usd(5).decimalString, "0.05")
    XCTAssertEqual(CurrencyAmount.usd(-5).decimalString, "-0.05")
    XCTAssertEqual(CurrencyAmount.jpy(1_000).decimalString, "1000")
    XCTAssertEqual(CurrencyAmount(minorUnits: 1_234, currency: .kwd).description, "1.234 KWD")
  }

  func testArithmetic_checksCurrencyAndOverflow() throws {
    XCTAssertEqual(try CurrencyAmount.usd(50_00).adding(.usd(25)), .usd(50_25))
    XCTAssertEqual(try CurrencyAmount.usd(50_00).subtracting(.usd(50_01)), .usd(-1))
    XCTAssertThrowsError(try CurrencyAmount.usd(1).adding(.jpy(1))) {
      XCTAssertEqual(($0 as? MoneyError)?.code, .currencyMismatch)
    }
    XCTAssertThrowsError(try CurrencyAmount.usd(.max).adding(.usd(1))) {
      XCTAssertEqual(($0 as? MoneyError)?.code, .overflow)
    }
  }

  func testCodable_usesMinorUnitsAndTheCurrencyCode() throws {
    let encoder = StrictJSONEncoder()

    let data = try encoder.encode(CurrencyAmount.usd(12_00))

    XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"currency":"USD","minorUnits":1200}"#)
    XCTAssertEqual(try StrictJSONDecoder().decode(CurrencyAmount.self, from: data), .usd(12_00))
  }

  func testDecoding_rejectsFractionsUnknownCurrenciesAndOverflow() {
    let invalid = [
      #"{"minorUnits": 1.5, "currency": "USD"}"#,
      #"{"minorUnits": 9223372036854775808, "currency": "USD"}"#,
      #"{"minorUnits": 100, "currency": "XYZ"}"#,
      #"{"minorUnits": 100, "currency": "usdollar"}"#,
      #"{"minorUnits": 100}"#,
    ]
    for json in invalid {
      XCTAssertThrowsError(
        try StrictJSONDecoder().decode(CurrencyAmount.self, from: Data(json.utf8)),
        json
      )
    }
  }

  func testCurrency_looksUpISO4217CodesCaseInsensitively() {
    XCTAssertEqual(Currency(code: "jpy"), .jpy)
    XCTAssertEqual(Currency(code: "BHD")?.exponent, 3)
    XCTAssertEqual(Currency(code: "CLF")?.exponent, 4)
    XCTAssertNil(Currency(code: "XYZ"))
    XCTAssertNil(Currency(code: "XAU"), "metals have no minor unit")
    XCTAssertEqual(Currency.usd.minorUnitsPerMajorUnit, 100)
    XCTAssertEqual(Currency.jpy.minorUnitsPerMajorUnit, 1)
  }

  func testFormatted_groupsThousands_andWritesEveryFractionDigit() {
    XCTAssertEqual(CurrencyAmount.usd(0).formatted(in: .english), "$0.00")
    XCTAssertEqual(CurrencyAmount.usd(5).formatted(in: .english), "$0.05")
    XCTAssertEqual(CurrencyAmount.usd(999_99).formatted(in: .english), "$999.99")
    XCTAssertEqual(CurrencyAmount.usd(1_000_00).formatted(in: .english), "$1,000.00")
    XCTAssertEqual(CurrencyAmount.usd(-1_234_567_89).formatted(in: .english), "-$1,234,567.89")
    XCTAssertEqual(CurrencyAmount.jpy(100_000).formatted(in: .japanese), "100,000円")
    XCTAssertEqual(
      CurrencyAmount(minorUnits: 1_234_5, currency: .kwd).formatted(in: .english),
      "12.345 KWD"
    )
    XCTAssertEqual(
      CurrencyAmount(minorUnits: .min, currency: .usd).formatted(in: .english),
      "-$92,233,720,368,547,758.08"
    )
  }
}
