import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The strict codec and Foundation's values that fill generated intents' parameters: `Decimal`,
/// `URL`, `DateComponents`, `Double` and arrays, alone and type-erased.
final class IntentValueJSONTests: XCTestCase {
  private func text(_ value: some Encodable) throws -> String {
    String(decoding: try StrictJSONEncoder().encode(value), as: UTF8.self)
  }

  private func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
    try StrictJSONDecoder().decode(type, from: Data(json.utf8))
  }

  private func assertRefused<Value: Decodable>(
    _ type: Value.Type,
    _ json: String,
    code: StrictJSONError.Code,
    path: String = "",
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try decode(type, json), file: file, line: line) { error in
      let error = error as? StrictJSONError
      XCTAssertEqual(error?.code, code, "\(String(describing: error))", file: file, line: line)
      XCTAssertEqual(error?.path, path, file: file, line: line)
    }
  }

  // MARK: - Decimal

  func testDecimal_keepsEveryDigit_whenWrittenAndRead() throws {
    let literal = "12345678901234567890.123456789012345678"  // 38 significant digits
    let decimal = try XCTUnwrap(Decimal(string: literal))

    XCTAssertEqual(try text(decimal), literal)
    XCTAssertEqual(try decode(Decimal.self, literal), decimal)
    XCTAssertEqual(try decode(Decimal.self, literal).description, literal)
    XCTAssertEqual(try decode(Decimal.self, "-0.000001"), Decimal(string: "-0.000001"))
    XCTAssertEqual(try decode(Decimal.self, "25e-1"), Decimal(string: "2.5"))
  }

  func testDecimal_thatDecimalCannotHoldExactly_isAnInexactNumber() {
    assertRefused(Decimal.self, "123456789012345678901234567890123456789", code: .inexactNumber)
    assertRefused(Decimal.self, "1e-129", code: .inexactNumber)
    assertRefused(Decimal.self, "1e128", code: .inexactNumber)
  }

  func testDecimal_thatIsNotANumber_isATypeMismatch() {
    assertRefused(Decimal.self, #""2.5""#, code: .typeMismatch)
    assertRefused(Decimal.self, "null", code: .missingValue)
    assertRefused([String: Decimal].self, #"{"rate": true}"#, code: .typeMismatch, path: "rate")
  }

  // MARK: - URL

  func testURL_isWrittenAsItsAbsoluteString_andRoundTrips() throws {
    let url = try XCTUnwrap(URL(string: "https://example.com/menu?q=soup#top"))

    XCTAssertEqual(try text(url), #""https://example.com/menu?q=soup#top""#)
    XCTAssertEqual(try decode(URL.self, #""https://example.com/menu?q=soup#top""#), url)
  }

  func testURL_thatIsEmptyOrNotAString_isRefused() {
    assertRefused(URL.self, #""""#, code: .invalidValue)
    assertRefused(URL.self, #"{"relative": "https://example.com"}"#, code: .typeMismatch)
  }

  // MARK: - DateComponents

  func testDateComponents_roundTrip() throws {
    let components = DateComponents(year: 2026, month: 11, day: 23, hour: 17, minute: 30)

    XCTAssertEqual(
      try text(components),
      #"{"day":23,"hour":17,"minute":30,"month":11,"year":2026}"#
    )
    XCTAssertEqual(try decode(DateComponents.self, try text(components)), components)
  }

  func testDateComponents_withACalendarAndTimeZone_roundTrip() throws {
    var components = DateComponents(year: 2026, month: 11, day: 23)
    components.calendar = Calendar(identifier: .gregorian)
    components.timeZone = TimeZone(identifier: "Asia/Tokyo")

    let decoded = try decode(DateComponents.self, try text(components))

    XCTAssertEqual(decoded, components)
    XCTAssertEqual(decoded.timeZone?.identifier, "Asia/Tokyo")
  }

  func testDateComponents_withAFractionalField_isAnInexactNumber() {
    assertRefused(DateComponents.self, #"{"day": 1.5}"#, code: .inexactNumber, path: "day")
  }

  // MARK: - Double

  func testDouble_roundTrips_inItsShortestForm() throws {
    XCTAssertEqual(try text(2.5), "2.5")
    XCTAssertEqual(try text(90.0), "90.0")
    XCTAssertEqual(try decode(Double.self, "90"), 90)
    XCTAssertEqual(try decode(Double.self, "1e-7"), 1e-7)
  }

  func testDouble_beyondItsRange_orInfinite_isRefused() {
    assertRefused(Double.self, "1e400", code: .inexactNumber)
    XCTAssertThrowsError(try StrictJSONEncoder().encode(Double.infinity)) { error in
      XCTAssertEqual((error as? StrictJSONError)?.code, .unencodableValue)
    }
  }

  // MARK: - Arrays

  func testArrays_ofEveryKindOfValue_roundTrip() throws {
    let decimals = [Decimal(string: "0.1"), Decimal(string: "-2.50")].compactMap { $0 }
    let urls = [URL(string: "https://a.example"), URL(string: "ftp://b.example/x")].compactMap {
      $0
    }
    let files = [File(data: Data([1, 2]), filename: "a.bin", typeIdentifier: nil)]
    let objects = [
      Object(identifier: "1", display: "One"), Object(identifier: nil, display: "Two"),
    ]
    let nested = [[1, 2], [], [3]]

    XCTAssertEqual(try text(decimals), "[0.1,-2.5]")
    XCTAssertEqual(try decode([Decimal].self, text(decimals)), decimals)
    XCTAssertEqual(try text(urls), #"["https://a.example","ftp://b.example/x"]"#)
    XCTAssertEqual(try decode([URL].self, text(urls)), urls)
    XCTAssertEqual(try decode([File].self, text(files)), files)
    XCTAssertEqual(try decode([Object].self, text(objects)), objects)
    XCTAssertEqual(try decode([[Int]].self, text(nested)), nested)
    XCTAssertEqual(try decode([String].self, "[]"), [])
  }

  func testArrays_withABadElement_nameItsIndex() {
    assertRefused([Decimal].self, #"[1, "2"]"#, code: .typeMismatch, path: "[1]")
    assertRefused([String].self, #"["a", null]"#, code: .missingValue, path: "[1]")
    assertRefused([String].self, #"{"0": "a"}"#, code: .typeMismatch)
  }

  // MARK: - Type-erased values

  func testAnyParameterValue_writesFoundationValuesInTheirJSONForms() throws {
    let decimal = try XCTUnwrap(Decimal(string: "2.50"))
    let url = try XCTUnwrap(URL(string: "https://example.com"))

    XCTAssertEqual(try text(AnyParameterValue(decimal)), "2.5")
    XCTAssertEqual(try text(AnyParameterValue(url)), #""https://example.com""#)
    XCTAssertEqual(try text(AnyParameterValue([decimal])), "[2.5]")
    XCTAssertEqual(
      try text([AnyParameterValue(decimal), AnyParameterValue(url)]),
      #"[2.5,"https://example.com"]"#
    )
    let foundation = try JSONEncoder().encode(AnyParameterValue(decimal))
    XCTAssertEqual(try decode(Decimal.self, String(decoding: foundation, as: UTF8.self)), decimal)
    let foundationURL = try JSONEncoder().encode(AnyParameterValue(url))
    XCTAssertEqual(try JSONDecoder().decode(URL.self, from: foundationURL), url)
  }

  func testResolutions_ofFoundationValues_roundTripWithBothCodecs() throws {
    let decimal = try XCTUnwrap(Decimal(string: "19.99"))
    let url = try XCTUnwrap(URL(string: "https://example.com/a"))
    let resolutions: [Resolution<Decimal>] = [
      .success(with: decimal), .confirmationRequired(with: decimal),
      .disambiguation(with: [decimal, 1]),
    ]

    for resolution in resolutions {
      let strict = try StrictJSONEncoder().encode(resolution)
      XCTAssertEqual(
        try StrictJSONDecoder().decode(Resolution<Decimal>.self, from: strict),
        resolution
      )
      XCTAssertEqual(try JSONDecoder().decode(Resolution<Decimal>.self, from: strict), resolution)
    }
    let urlResolution = URLResolutionResult.success(with: url)
    XCTAssertEqual(
      try text(urlResolution),
      #"{"kind":"success","value":"https://example.com/a"}"#
    )
    XCTAssertEqual(
      try StrictJSONDecoder().decode(
        URLResolutionResult.self,
        from: JSONEncoder().encode(urlResolution)
      ),
      urlResolution
    )
    let files = FileResolutionResult.disambiguation(with: [
      File(data: Data(), filename: "a", typeIdentifier: nil)
    ])
    XCTAssertEqual(try decode(FileResolutionResult.self, text(files)), files)
    let objects = ObjectResolutionResult.success(with: Object(identifier: "1", display: "One"))
    XCTAssertEqual(try decode(ObjectResolutionResult.self, text(objects)), objects)
  }
}
