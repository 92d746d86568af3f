import IntentKitTesting
import XCTest

@testable import IntentKit

/// The exact integer conversion of number literals: every result bit for bit what
/// `Double(String)` reads.
final class JSONNumberTextTests: XCTestCase {
  private func assertMatchesSwift(
    _ literals: [String],
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for literal in literals {
      var bytes = Array(literal.utf8)
      let value = bytes.withUnsafeMutableBufferPointer {
        JSONNumberText.double(UnsafeBufferPointer($0))
      }
      XCTAssertEqual(
        value?.bitPattern,
        Double(literal)?.bitPattern,
        "\(literal): read \(String(describing: value)), Swift reads \(String(describing: Double(literal)))",
        file: file,
        line: line
      )
    }
  }

  func testDouble_coordinatesWrittenInFull_matchSwiftsConversion() {
    var generator = SeededRandomNumberGenerator(seed: 0xC00D)
    var literals: [String] = []
    for _ in 0..<20_000 {
      let longitude = Double.random(in: -180...180, using: &generator)
      let latitude = Double.random(in: -90...90, using: &generator)
      literals += [longitude.description, latitude.description, "\(longitude / 3e5)"]
    }
    assertMatchesSwift(literals)
  }

  func testDouble_longMantissasAcrossTheIntegerPath_matchSwiftsConversion() {
    var generator = SeededRandomNumberGenerator(seed: 0x1DEC)
    var literals: [String] = []
    for _ in 0..<40_000 {
      let digits = Int.random(in: 15...19, using: &generator)
      var mantissa = String(Int.random(in: 1...9, using: &generator))
      for _ in 1..<digits { mantissa += String(Int.random(in: 0...9, using: &generator)) }
      let exponent = Int.random(in: -30...30, using: &generator)
      literals.append("\(mantissa)e\(exponent)")
      // Just below, at and above a halfway point in the last digits.
      literals.append("\(mantissa.dropLast(2))49e\(exponent)")
      literals.append("\(mantissa.dropLast(2))50e\(exponent)")
      literals.append("-0.\(mantissa)")
    }
    assertMatchesSwift(literals)
  }

  /// Literals of every shape the grammar allows, so that runs of eight digits (read at once)
  /// start at every offset: before and after the point, after leading zeros, across the 19th
  /// significant digit, with and without an exponent.
  func testDouble_digitRunsAtEveryOffset_matchSwiftsConversion() {
    var generator = SeededRandomNumberGenerator(seed: 0x8D16)
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
    }
    var literals: [String] = []
    for _ in 0..<60_000 {
      let sign = Bool.random(using: &generator) ? "-" : ""
      var integer = digits(Int.random(in: 1...24, using: &generator))
      if integer.count > 1 || Int.random(in: 0..<4, using: &generator) == 0 {
        integer = String(Int.random(in: 1...9, using: &generator)) + integer.dropFirst()
      }
      if Int.random(in: 0..<4, using: &generator) == 0 { integer = "0" }
      var literal = sign + integer
      if Bool.random(using: &generator) {
        let zeros = String(repeating: "0", count: Int.random(in: 0...12, using: &generator))
        literal += "." + zeros + digits(Int.random(in: 1...24, using: &generator))
      }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        literal += ["e", "E", "e+", "e-"].randomElement(using: &generator) ?? "e"
        literal += String(Int.random(in: 0...40, using: &generator))
      }
      literals.append(literal)
    }
    assertMatchesSwift(literals)
  }

  func testDouble_edgesOfTheIntegerPath_matchSwiftsConversion() {
    assertMatchesSwift([
      "9007199254740993", "9007199254740993e-27", "9007199254740993e27", "18446744073709551615",
      "1844674407370955161e-27", "1844674407370955161e27", "1844674407370955161e28",
      "9999999999999999999e-27", "9999999999999999999e27", "1e-27", "1e27", "7e-28", "7e28",
      "180.00000000000006", "-179.99999999999997", "89.999999999999986", "0.30000000000000004",
      "4503599627370497.5", "9007199254740992.5", "9007199254740993.0000000000001",
      "0.1000000000000000055511151231257827", "1.00000000000000011102230246251565404",
    ])
  }
}
