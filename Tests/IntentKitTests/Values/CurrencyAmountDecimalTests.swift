import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// SiriKit's `INCurrencyAmount` members: `init(amount:currencyCode:)`, `amount` and
/// `currencyCode`, exact.
final class CurrencyAmountDecimalTests: XCTestCase {
  private func decimal(_ text: String) throws -> Decimal {
    try XCTUnwrap(Decimal(string: text), text)
  }

  func testInitAmount_thatFitsTheMinorUnit_isExact() throws {
    XCTAssertEqual(CurrencyAmount(amount: 50, currencyCode: "USD"), .usd(50_00))
    XCTAssertEqual(CurrencyAmount(amount: try decimal("12.34"), currencyCode: "USD"), .usd(12_34))
    XCTAssertEqual(CurrencyAmount(amount: try decimal("0.5"), currencyCode: "usd"), .usd(50))
    XCTAssertEqual(CurrencyAmount(amount: try decimal("-3.10"), currencyCode: "EUR"), .eur(-3_10))
    XCTAssertEqual(CurrencyAmount(amount: 1_000, currencyCode: "JPY"), .jpy(1_000))
    XCTAssertEqual(
      CurrencyAmount(amount: try decimal("1.234"), currencyCode: "KWD"),
      CurrencyAmount(minorUnits: 1_234, currency: .kwd)
    )
    XCTAssertEqual(
      CurrencyAmount(amount: try decimal("92233720368547758.07"), currencyCode: "USD"),
      .usd(.max)
    )
  }

  func testInitAmount_thatCantBeHeldExactly_isRefused() throws {
    XCTAssertNil(CurrencyAmount(amount: try decimal("0.001"), currencyCode: "USD"))
    XCTAssertNil(CurrencyAmount(amount: try decimal("100.5"), currencyCode: "JPY"))
    XCTAssertNil(CurrencyAmount(amount: try decimal("92233720368547758.08"), currencyCode: "USD"))
    XCTAssertNil(CurrencyAmount(amount: try decimal("1e40"), currencyCode: "USD"))
    XCTAssertNil(CurrencyAmount(amount: .nan, currencyCode: "USD"))
  }

  func testInitAmount_withACodeThatIsNoCurrency_isRefused() {
    XCTAssertNil(CurrencyAmount(amount: 5, currencyCode: "XYZ"))
    XCTAssertNil(CurrencyAmount(amount: 5, currencyCode: "XAU"), "gold has no minor unit")
    XCTAssertNil(CurrencyAmount(amount: 5, currencyCode: ""))
  }

  func testAmount_isTheExactDecimalInMajorUnits() throws {
    XCTAssertEqual(CurrencyAmount.usd(50_25).amount, try decimal("50.25"))
    XCTAssertEqual(CurrencyAmount.usd(50).amount, try decimal("0.5"))
    XCTAssertEqual(CurrencyAmount.usd(-5).amount, try decimal("-0.05"))
    XCTAssertEqual(CurrencyAmount.jpy(1_000).amount, 1_000)
    XCTAssertEqual(CurrencyAmount.usd(.min).amount, try decimal("-92233720368547758.08"))
  }

  func testAmountAndCurrencyCode_roundTripThroughInitAmount() throws {
    let amounts: [CurrencyAmount] = [
      .usd(0), .usd(1), .usd(-99), .usd(.max), .usd(.min), .jpy(7), .krw(15_000),
      CurrencyAmount(minorUnits: 1_001, currency: .kwd),
    ]
    for original in amounts {
      let amount = try XCTUnwrap(original.amount)
      let code = try XCTUnwrap(original.currencyCode)
      XCTAssertEqual(CurrencyAmount(amount: amount, currencyCode: code), original, "\(original)")
    }
  }

  func testCurrencyCode_isTheCurrencysCode() {
    XCTAssertEqual(CurrencyAmount.usd(1).currencyCode, "USD")
    XCTAssertEqual(CurrencyAmount.jpy(1).currencyCode, "JPY")
  }
}
