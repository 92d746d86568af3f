import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Numbers read exactly or not at all: integers from integer literals in range only, through
/// every container and every integer type; `Double` and `Float` as Swift's own conversions read
/// them; `Decimal` within what it holds.
final class StrictJSONDecoderNumberTests: XCTestCase {
  // MARK: - Integers through every container

  /// One integer type's member name and range.
  private struct IntegerType {
    let name: String
    let key: String
    let min: String
    let max: String
  }

  private static let integerTypes = [
    IntegerType(name: "Int", key: "int", min: String(Int.min), max: String(Int.max)),
    IntegerType(name: "Int8", key: "int8", min: String(Int8.min), max: String(Int8.max)),
    IntegerType(name: "Int16", key: "int16", min: String(Int16.min), max: String(Int16.max)),
    IntegerType(name: "Int32", key: "int32", min: String(Int32.min), max: String(Int32.max)),
    IntegerType(name: "Int64", key: "int64", min: String(Int64.min), max: String(Int64.max)),
    IntegerType(name: "UInt", key: "uint", min: "0", max: String(UInt.max)),
    IntegerType(name: "UInt8", key: "uint8", min: "0", max: String(UInt8.max)),
    IntegerType(name: "UInt16", key: "uint16", min: "0", max: String(UInt16.max)),
    IntegerType(name: "UInt32", key: "uint32", min: "0", max: String(UInt32.max)),
    IntegerType(name: "UInt64", key: "uint64", min: "0", max: String(UInt64.max)),
  ]

  /// Every integer type as a member: `decode(Int8.self, forKey:)` and the rest.
  private struct KeyedIntegers: Decodable {
    let int: Int
    let int8: Int8
    let int16: Int16
    let int32: Int32
    let int64: Int64
    let uint: UInt
    let uint8: UInt8
    let uint16: UInt16
    let uint32: UInt32
    let uint64: UInt64

    var values: [String?] {
      [
        "\(int)", "\(int8)", "\(int16)", "\(int32)", "\(int64)", "\(uint)", "\(uint8)", "\(uint16)",
        "\(uint32)", "\(uint64)",
      ]
    }
  }

  /// Every integer type as an optional member: `decodeIfPresent(Int8.self, forKey:)` and the rest.
  private struct OptionalIntegers: Decodable {
    let int: Int?
    let int8: Int8?
    let int16: Int16?
    let int32: Int32?
    let int64: Int64?
    let uint: UInt?
    let uint8: UInt8?
    let uint16: UInt16?
    let uint32: UInt32?
    let uint64: UInt64?

    var values: [String?] {
      [
        int.map { "\($0)" }, int8.map { "\($0)" }, int16.map { "\($0)" }, int32.map { "\($0)" },
        int64.map { "\($0)" }, uint.map { "\($0)" }, uint8.map { "\($0)" }, uint16.map { "\($0)" },
        uint32.map { "\($0)" }, uint64.map { "\($0)" },
      ]
    }
  }

  /// Every integer type as an array element: the unkeyed container's `decode(Int8.self)`.
  private struct UnkeyedIntegers: Decodable {
    let values: [String?]

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      values = [
        "\(try container.decode(Int.self))", "\(try container.decode(Int8.self))",
        "\(try container.decode(Int16.self))", "\(try container.decode(Int32.self))",
        "\(try container.decode(Int64.self))", "\(try container.decode(UInt.self))",
        "\(try container.decode(UInt8.self))", "\(try container.decode(UInt16.self))",
        "\(try container.decode(UInt32.self))", "\(try container.decode(UInt64.self))",
      ]
    }
  }

  /// Reads one integer type as a single value: `decode(Int8.self)` on the top-level value.
  private func decodeSingle(_ index: Int, _ document: [UInt8]) throws -> String {
    let decoder = StrictJSONDecoder()
    switch index {
    case 0: return "\(try decoder.decode(Int.self, from: document))"
    case 1: return "\(try decoder.decode(Int8.self, from: document))"
    case 2: return "\(try decoder.decode(Int16.self, from: document))"
    case 3: return "\(try decoder.decode(Int32.self, from: document))"
    case 4: return "\(try decoder.decode(Int64.self, from: document))"
    case 5: return "\(try decoder.decode(UInt.self, from: document))"
    case 6: return "\(try decoder.decode(UInt8.self, from: document))"
    case 7: return "\(try decoder.decode(UInt16.self, from: document))"
    case 8: return "\(try decoder.decode(UInt32.self, from: document))"
    default: return "\(try decoder.decode(UInt64.self, from: document))"
    }
  }

  /// A literal's magnitude plus one: `"127"` → `"128"`, `"-128"` → `"-129"`, `"0"` → `"-1"` when
  /// going down.
  private func beyond(_ literal: String) -> String {
    guard literal != "0" else { return "-1" }
    let negative = literal.hasPrefix("-")
    var digits = Array(literal.utf8.dropFirst(negative ? 1 : 0))
    var index = digits.count - 1
    while index >= 0, digits[index] == UInt8(ascii: "9") {
      digits[index] = UInt8(ascii: "0")
      index -= 1
    }
    if index >= 0 { digits[index] += 1 } else { digits.insert(UInt8(ascii: "1"), at: 0) }
    return (negative ? "-" : "") + String(decoding: digits, as: UTF8.self)
  }

  /// What reading a literal as an integer type gives: its value, or an error code and message.
  private enum Expected {
    case value(String)
    case error(StrictJSONError.Code, String)
  }

  /// Reads `literal` as type `index` in every container and checks the result in each.
  private func assertReads(
    _ literal: String,
    as index: Int,
    _ expected: Expected,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let type = Self.integerTypes[index]
    let members = Self.integerTypes.indices.map { other in
      "\"\(Self.integerTypes[other].key)\":\(other == index ? literal : "0")"
    }
    let elements = Self.integerTypes.indices.map { $0 == index ? literal : "0" }
    let object = Array(("{" + members.joined(separator: ",") + "}").utf8)
    let array = Array(("[" + elements.joined(separator: ",") + "]").utf8)
    let decoder = StrictJSONDecoder()
    let containers: [(String, String, () throws -> String?)] = [
      ("member", type.key, { try decoder.decode(KeyedIntegers.self, from: object).values[index] }),
      (
        "optional", type.key,
        { try decoder.decode(OptionalIntegers.self, from: object).values[index] }
      ),
      (
        "element", "[\(index)]",
        { try decoder.decode(UnkeyedIntegers.self, from: array).values[index] }
      ),
      ("single value", "", { try self.decodeSingle(index, Array(literal.utf8)) }),
    ]

    for (container, path, read) in containers {
      let context = "\(literal) as \(type.name) in a \(container)"
      switch (Result { try read() }, expected) {
      case (.success(let value), .value(let expectedValue)):
        XCTAssertEqual(value, expectedValue, context, file: file, line: line)
      case (.failure(let error as StrictJSONError), .error(let code, let message)):
        XCTAssertEqual(error.code, code, "\(context): \(error)", file: file, line: line)
        XCTAssertEqual(error.message, message, context, file: file, line: line)
        XCTAssertEqual(error.path, path, context, file: file, line: line)
      case (let result, _):
        XCTFail("\(context): \(result); expected \(expected)", file: file, line: line)
      }
    }
  }

  func testDecodeInteger_boundariesOfEveryType_readExactly() {
    for (index, type) in Self.integerTypes.enumerated() {
      assertReads(type.min, as: index, .value(type.min))
      assertReads(type.max, as: index, .value(type.max))
      assertReads("0", as: index, .value("0"))
      assertReads("-0", as: index, .value("0"))
      assertReads("1", as: index, .value("1"))
    }
  }

  func testDecodeInteger_justPastEitherBoundary_throwsInexactNumberNamingTheRange() {
    for (index, type) in Self.integerTypes.enumerated() {
      for literal in [beyond(type.max), beyond(type.min), "1" + String(repeating: "0", count: 30)] {
        let rule = "is outside the range of \(type.name) (\(type.min)...\(type.max))"

        assertReads(literal, as: index, .error(.inexactNumber, "\(literal) \(rule)"))
      }
    }
  }

  func testDecodeInteger_fractionOrExponent_throwsInexactNumberQuotingTheLiteral() {
    let literals = [
      "1.0", "0.0", "-0.0", "0.5", "1e0", "1E2", "1e+2", "100e-2", "5e3", "4999.9999999999999999",
      "5000.0000000000000001", "9223372036854775807.0",
    ]
    for index in Self.integerTypes.indices {
      for literal in literals {
        assertReads(literal, as: index, .error(.inexactNumber, "\(literal) is not an integer"))
      }
    }
  }

  func testDecodeInteger_nonNumbers_throwTypeMismatchOrMissingValue() {
    for index in Self.integerTypes.indices {
      assertReads(#""1""#, as: index, .error(.typeMismatch, "expected an integer, found a string"))
      assertReads("true", as: index, .error(.typeMismatch, "expected an integer, found true"))
      assertReads("[]", as: index, .error(.typeMismatch, "expected an integer, found an array"))
      assertReads("{}", as: index, .error(.typeMismatch, "expected an integer, found an object"))
    }
  }

  func testDecodeIfPresent_nullInteger_readsNilAndNonOptionalThrowsMissingValue() throws {
    let members = Self.integerTypes.map { "\"\($0.key)\":null" }.joined(separator: ",")
    let object = Array("{\(members)}".utf8)

    let optional = try StrictJSONDecoder().decode(OptionalIntegers.self, from: object)
    let error = Result { try StrictJSONDecoder().decode(KeyedIntegers.self, from: object) }

    XCTAssertEqual(optional.values, Array(repeating: nil, count: Self.integerTypes.count))
    XCTAssertThrowsError(try error.get()) { error in
      XCTAssertEqual((error as? StrictJSONError)?.code, .missingValue)
      XCTAssertEqual((error as? StrictJSONError)?.description, "int: is null; expected an integer")
    }
  }

  func testDecode_amountWithFractionalMinorUnits_namesTheLiteralAndPath() {
    let json = #"{"currency":"USD","minorUnits":4999.9999999999999999}"#

    XCTAssertThrowsError(try StrictJSONDecoder().decode(CurrencyAmount.self, from: Data(json.utf8)))
    {
      error in
      XCTAssertEqual((error as? StrictJSONError)?.code, .inexactNumber)
      XCTAssertEqual(
        (error as? StrictJSONError)?.description,
        "minorUnits: 4999.9999999999999999 is not an integer"
      )
    }
  }

  func testDecodeInteger_longLiteral_quotesAtMost64Characters() {
    let literal = "1." + String(repeating: "9", count: 200)

    let error = Result { try StrictJSONDecoder().decode(Int64.self, from: Array(literal.utf8)) }

    XCTAssertThrowsError(try error.get()) { error in
      let message = (error as? StrictJSONError)?.message ?? ""
      XCTAssertEqual(message, String(literal.prefix(64)) + "… is not an integer")
    }
  }

  // MARK: - Double

  /// Reads every literal in one document and compares each bit pattern with `Double(String)`;
  /// a literal `Double(String)` makes infinite must be refused on its own.
  private func assertDoublesMatchSwift(
    _ literals: [String],
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let finite = literals.filter { Double($0)?.isFinite == true }
    let document = Array(("[" + finite.joined(separator: ",") + "]").utf8)

    let values = try StrictJSONDecoder().decode([Double].self, from: document)

    XCTAssertEqual(values.count, finite.count, file: file, line: line)
    for (literal, value) in zip(finite, values) {
      XCTAssertEqual(
        value.bitPattern,
        Double(literal)?.bitPattern,
        "\(literal): read \(value), Swift reads \(String(describing: Double(literal)))",
        file: file,
        line: line
      )
    }
    for literal in literals where Double(literal)?.isFinite != true {
      XCTAssertThrowsError(
        try StrictJSONDecoder().decode(Double.self, from: Array(literal.utf8)),
        literal,
        file: file,
        line: line
      ) { error in
        XCTAssertEqual((error as? StrictJSONError)?.code, .inexactNumber, literal)
        XCTAssertEqual(
          (error as? StrictJSONError)?.message,
          "\(literal.prefix(64))\(literal.count > 64 ? "…" : "") is outside the range of Double"
        )
      }
    }
  }

  func testDecodeDouble_edgeLiterals_matchSwiftsConversion() throws {
    let zeros400 = String(repeating: "0", count: 400)
    try assertDoublesMatchSwift([
      // Zero, signs and tiny values.
      "0", "-0", "0.0", "-0.0", "0e400", "-0e-400", "1e-400", "-1e-400", "1e-324", "3e-324",
      // Subnormals and the normal boundary.
      "5e-324", "4.9e-324", "4.9406564584124654e-324", "2.4703282292062327e-324",
      "2.4703282292062328e-324", "2.2250738585072009e-308", "2.2250738585072011e-308",
      "2.2250738585072014e-308", "2.225073858507201136057409796709131975934819546351645648e-308",
      // The top of the range, and past it.
      "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
      "-1.7976931348623159e308", "1e308", "1e309", "-1e309", "1e400", "1e1000000000000",
      "1e-1000000000000", "0.\(zeros400)1e400", "1\(zeros400)e-400", "1\(zeros400)",
      // 2^53 and its neighbours: where integers stop being exact.
      "9007199254740991", "9007199254740992", "9007199254740993", "9007199254740994",
      "9007199254740995", "-9007199254740993", "18014398509481985", "9007199254740992e22",
      "9007199254740993e-22", "9007199254740991e-22", "9223372036854775807",
      "18446744073709551615", "18446744073709551616",
      // Clinger's fast path and just beyond it.
      "1e22", "1e23", "1e-22", "1e-23", "123456789e22", "123456789e-22", "4503599627370497e22",
      // 17 and more significant digits, and halfway cases.
      "0.1", "0.2", "0.3", "0.30000000000000004", "0.1000000000000000055511151231257827",
      "3.141592653589793238462643383279502884197",
      "1.00000000000000011102230246251565404236316680908203125",
      "1.00000000000000011102230246251565404236316680908203126", "1.0000000000000002",
      "1234567890123456789", "12345678901234567890", "0.1234567890123456789",
      "1.2345678901234567890123e5", "123456789012345678901234567890e-30", "8.98846567431158e307",
      "0.000000000000000000000000000000000001e36", "7.2057594037927933e16", "2.5e-1",
      "1E+2", "1e0002", "-123.456e-7",
    ])
  }

  func testDecodeDouble_randomLiterals_matchSwiftsConversion() throws {
    let budget = FuzzBudget(defaultIterations: 4_000, defaultSeed: 0x5EED_D0B1)
    var literals: [String] = []
    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      literals.append(Self.randomNumberLiteral(using: &generator))
    }

    try assertDoublesMatchSwift(literals)
  }

  func testDecodeDouble_shortestDescriptionOfRandomDoubles_readsTheSameDouble() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xD0B1E)
    var doubles: [Double] = []
    while doubles.count < 2_000 {
      let value = Double(bitPattern: generator.next())
      if value.isFinite { doubles.append(value) }
    }
    let document = Array(("[" + doubles.map(\.description).joined(separator: ",") + "]").utf8)

    let values = try StrictJSONDecoder().decode([Double].self, from: document)

    XCTAssertEqual(values.map(\.bitPattern), doubles.map(\.bitPattern))
  }

  /// A number literal JSON's grammar accepts: up to 20 integer digits and 20 fraction digits,
  /// zeros likely, and an exponent up to ±400, sometimes with leading zeros.
  static func randomNumberLiteral(using generator: inout SeededRandomNumberGenerator) -> String {
    func digits(_ count: Int) -> String {
      (0..<count).map { _ in
        Bool.random(using: &generator) ? "0" : String(Int.random(in: 0...9, using: &generator))
      }
      .joined()
    }
    var literal = Bool.random(using: &generator) ? "-" : ""
    let integerDigits = Int.random(in: 0...20, using: &generator)
    literal +=
      integerDigits == 0
      ? "0" : String(Int.random(in: 1...9, using: &generator)) + digits(integerDigits - 1)
    if Bool.random(using: &generator) {
      literal += "." + digits(Int.random(in: 1...20, using: &generator))
    }
    if Bool.random(using: &generator) {
      literal += ["e", "E", "e+", "e-", "E-", "e0"].randomElement(using: &generator) ?? "e"
      literal += String(Int.random(in: 0...400, using: &generator))
    }
    return literal
  }

  func testRandomNumberLiteral_isAlwaysValidJSON() throws {
    var generator = SeededRandomNumberGenerator(seed: 7)
    let literals = (0..<500).map { _ in Self.randomNumberLiteral(using: &generator) }
    let document = Array(("[" + literals.joined(separator: ",") + "]").utf8)

    // The literals parse; reading them may refuse a value too large for Double, not the text.
    do {
      _ = try StrictJSONDecoder().decode([JSONTestValue].self, from: document)
    } catch let error as StrictJSONError {
      XCTAssertEqual(error.code, .inexactNumber, "\(error)")
    }
    XCTAssertTrue(literals.contains { $0.contains(".") && $0.contains("e") })
  }

  // MARK: - Float

  func testDecodeFloat_literals_matchSwiftsConversionOrThrowInexactNumber() throws {
    let finite = [
      "0", "-0", "0.1", "1.5", "16777216", "16777217", "3.4028235e38", "3.4028235677973366e38",
      "1.17549435e-38", "1.4e-45", "1e-50", "-1e-50", "123456789012345678901234567890",
    ]
    let document = Array(("[" + finite.joined(separator: ",") + "]").utf8)

    let values = try StrictJSONDecoder().decode([Float].self, from: document)

    XCTAssertEqual(values.map(\.bitPattern), finite.compactMap { Float($0)?.bitPattern })
    for literal in ["3.5e38", "1e39", "-1e39", "1e400"] {
      XCTAssertThrowsError(try StrictJSONDecoder().decode(Float.self, from: Array(literal.utf8))) {
        error in
        XCTAssertEqual((error as? StrictJSONError)?.code, .inexactNumber, literal)
        XCTAssertEqual(
          (error as? StrictJSONError)?.message,
          "\(literal) is outside the range of Float"
        )
      }
    }
  }

  // MARK: - Decimal

  func testDecodeDecimal_literals_readAsDecimalAndFoundationRead() throws {
    let literals = [
      "0", "12.5", "0.1", "-3.14159", "1e10", "1E-5", "123456789012345678901234567890",
      "99999999999999999999999999999999999999", "0.00000000000000000000000000000000000001",
      "1e100", "-0.5e-3",
    ]
    let document = Data(("[" + literals.joined(separator: ",") + "]").utf8)

    let strict = try StrictJSONDecoder().decode([Decimal].self, from: document)
    let foundation = try JSONDecoder().decode([Decimal].self, from: document)

    XCTAssertEqual(strict, literals.compactMap { Decimal(string: $0) })
    XCTAssertEqual(strict, foundation)
  }

  func testDecodeDecimal_literalDecimalCannotHold_throwsInexactNumber() {
    let literals = [
      "1.000000000000000000000000000000000000001", "123456789012345678901234567890123456789",
      "1e200", "-1e200", "1e-200",
    ]
    for literal in literals {
      XCTAssertThrowsError(try StrictJSONDecoder().decode(Decimal.self, from: Array(literal.utf8)))
      {
        error in
        XCTAssertEqual((error as? StrictJSONError)?.code, .inexactNumber, literal)
        XCTAssertEqual(
          (error as? StrictJSONError)?.message,
          "\(literal) can't be held exactly by Decimal"
        )
      }
    }
  }
}
