import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class JSONNumberTests: XCTestCase {
  private func number(
    _ text: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws
    -> JSONNumber
  {
    try XCTUnwrap(JSONNumber(text), text, file: file, line: line)
  }

  func testInitText_refusesWhatTheGrammarRefuses() {
    let refused = [
      "", "-", "+1", "01", "-01", ".5", "5.", "2.e3", "1e", "1e+", "0x10", "1_000", " 1", "1 ",
      "NaN", "Infinity", "1.5.2", "1e5e5", "--1", "1e1000000000",
    ]
    for text in refused {
      XCTAssertNil(JSONNumber(text), text)
    }
  }

  func testDescription_isCanonical_andKeepsEveryDigit() throws {
    let cases = [
      ("0", "0"), ("-0", "0"), ("-0.000", "0"), ("0e99", "0"),
      ("12.30", "12.3"), ("1.50", "1.5"), ("15e-1", "1.5"), ("1e3", "1000"), ("1E+3", "1000"),
      ("5000.0", "5000"), ("-42", "-42"),
      ("99999999999999999999", "99999999999999999999"),
      ("4999.9999999999999999", "4999.9999999999999999"),
      ("0.000125", "0.000125"), ("0.000001", "0.000001"), ("1e20", "100000000000000000000"),
      ("1e21", "1e21"), ("1.5e-7", "1.5e-7"), ("0.0000001", "1e-7"),
      ("123456789012345678901", "123456789012345678901"),
      ("1234567890123456789012", "1.234567890123456789012e21"), ("1e25", "1e25"),
      ("-2.5E-10", "-2.5e-10"), ("1e999999999", "1e999999999"),
    ]
    for (text, canonical) in cases {
      XCTAssertEqual(try number(text).description, canonical, text)
      XCTAssertEqual(
        try number(canonical),
        try number(text),
        "canonical form of \(text) reads back"
      )
    }
  }

  func testEquality_isByValue() throws {
    XCTAssertEqual(try number("1.50"), try number("15e-1"))
    XCTAssertEqual(try number("100"), JSONNumber(100))
    XCTAssertEqual(Set([try number("1.0"), try number("1"), 1]).count, 1)
    XCTAssertNotEqual(try number("0.1"), try number("0.10000000000000001"))
    XCTAssertNotEqual(try number("-1"), try number("1"))
  }

  func testInteger_readsOnlyIntegersInRange() throws {
    XCTAssertEqual(try number("5e3").integer(as: Int.self), 5000)
    XCTAssertEqual(try number("5000.0").integer(as: Int.self), 5000)
    XCTAssertNil(try number("12.5").integer(as: Int.self))
    XCTAssertEqual(try number("127").integer(as: Int8.self), 127)
    XCTAssertNil(try number("128").integer(as: Int8.self))
    XCTAssertEqual(try number("-128").integer(as: Int8.self), -128)
    XCTAssertNil(try number("-1").integer(as: UInt.self))
    XCTAssertEqual(JSONNumber(Int64.min).integer(as: Int64.self), Int64.min)
    XCTAssertEqual(JSONNumber(UInt64.max).integer(as: UInt64.self), UInt64.max)
    XCTAssertNil(try number("1e40").integer(as: Int64.self))
    XCTAssertNil(try number("1e999999999").integer(as: Int64.self))
    XCTAssertEqual(try number("0").integer(as: Int.self), 0)
    XCTAssertTrue(try number("1e3").isInteger)
    XCTAssertFalse(try number("0.5").isInteger)
  }

  func testDoubleValue_isTheNearestDouble() throws {
    XCTAssertEqual(try number("0.1").doubleValue, 0.1)
    XCTAssertEqual(try number("-2.5e-10").doubleValue, -2.5e-10)
    XCTAssertNil(try number("1e400").doubleValue)
    XCTAssertEqual(try number("1e-400").doubleValue, 0)
  }

  func testInitDouble_usesTheShortestDecimal_andRefusesNonFinite() {
    XCTAssertEqual(JSONNumber(0.1)?.description, "0.1")
    XCTAssertEqual(JSONNumber(-0.0)?.description, "0")
    XCTAssertEqual(JSONNumber(1e-7)?.description, "1e-7")
    XCTAssertNil(JSONNumber(Double.infinity))
    XCTAssertNil(JSONNumber(Double.nan))
  }

  func testJSON_readsExactly_andWritesTheCanonicalForm() throws {
    let document = #"[12.30, 99999999999999999999, 4999.9999999999999999, -0, 1E+3]"#

    let numbers = try StrictJSONDecoder().decode([JSONNumber].self, from: Data(document.utf8))
    let written = try StrictJSONEncoder().encode(numbers)

    XCTAssertEqual(
      String(decoding: written, as: UTF8.self),
      "[12.3,99999999999999999999,4999.9999999999999999,0,1000]"
    )
  }

  func testJSON_refusesNonNumbersAndHugeExponents() {
    for document in [#""12""#, "true", "null", "[1]", "1e1000000000"] {
      XCTAssertThrowsError(
        try StrictJSONDecoder().decode(JSONNumber.self, from: Data(document.utf8)),
        document
      ) { error in
        XCTAssertNotNil(error as? StrictJSONError, document)
      }
    }
  }
}
