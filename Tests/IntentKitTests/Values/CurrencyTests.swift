import XCTest

@testable import IntentKit

/// The ISO 4217 table: `Scripts/check-iso4217.sh` compares it with the published list (it needs
/// the network); these tests pin what that check last found, so that a change to the table is
/// deliberate.
final class CurrencyTests: XCTestCase {
  func testTable_countsTheCurrenciesOfListOneWithAMinorUnit() {
    XCTAssertEqual(Currency.iso4217.count, 165)
  }

  func testTable_hasTheCurrenciesAdded_andNotThoseWithdrawn() {
    XCTAssertEqual(Currency(code: "XCG")?.exponent, 2, "Caribbean guilder, 2025")
    XCTAssertEqual(Currency(code: "XCG")?.numericCode, 532)
    XCTAssertEqual(Currency(code: "XAD")?.exponent, 2, "Arab accounting dinar")
    XCTAssertEqual(Currency(code: "XAD")?.numericCode, 396)
    XCTAssertNil(Currency(code: "ANG"), "replaced by XCG")
    XCTAssertNil(Currency(code: "BGN"), "withdrawn when Bulgaria adopted the euro, 2026-01-01")
    XCTAssertNil(Currency(code: "HRK"), "withdrawn when Croatia adopted the euro, 2023-01-01")
    XCTAssertNil(Currency(code: "XDR"), "no minor unit")
    XCTAssertNil(Currency(code: "XTS"), "reserved for testing, no minor unit")
  }

  func testNumericCode_isISO4217sNumber() {
    XCTAssertEqual(Currency.usd.numericCode, 840)
    XCTAssertEqual(Currency.jpy.numericCode, 392)
    XCTAssertEqual(Currency.kwd.numericCode, 414)
    XCTAssertEqual(Currency(code: "ALL")?.numericCode, 8, "written 008")
    XCTAssertEqual(Currency(code: "CLF")?.numericCode, 990)
    XCTAssertEqual(Currency(code: "CLF")?.exponent, 4)
  }

  func testInitNumericCode_findsTheCurrency_orNil() {
    XCTAssertEqual(Currency(numericCode: 840), .usd)
    XCTAssertEqual(Currency(numericCode: 978), .eur)
    XCTAssertEqual(Currency(numericCode: 8)?.code, "ALL")
    XCTAssertNil(Currency(numericCode: 975), "BGN's number, withdrawn")
    XCTAssertNil(Currency(numericCode: 959), "gold has no minor unit")
    XCTAssertNil(Currency(numericCode: -840))
    XCTAssertNil(Currency(numericCode: .max))
  }

  func testTable_numericCodesAreDistinctThreeDigitNumbers() {
    let numbers = Currency.iso4217.values.map(\.numericCode)

    XCTAssertEqual(Set(numbers).count, numbers.count)
    XCTAssertTrue(numbers.allSatisfy { (1...999).contains($0) })
    XCTAssertTrue(Currency.iso4217.values.allSatisfy { (0...4).contains($0.exponent) })
  }

  func testCommonCurrencies_areTheTablesEntries() {
    let common: [Currency] = [.usd, .eur, .jpy, .gbp, .krw, .chf, .cad, .cny, .kwd]

    for currency in common {
      XCTAssertEqual(Currency(code: currency.code), currency, currency.code)
      XCTAssertEqual(Currency(numericCode: currency.numericCode), currency, currency.code)
    }
  }

  func testLayout_isNoLargerThanACodeAndOneWord() {
    XCTAssertEqual(MemoryLayout<Currency>.stride, MemoryLayout<String>.size + 8)
  }
}
