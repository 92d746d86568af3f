#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Decimal parameters keep every digit they are given: a number from JSON or from a reply is
// read whole or refused, never rounded.

extension Decimal {
  /// The most significant digits a `Decimal` holds exactly.
  static let maximumSignificantDigits = 38

  /// Returns the decimal that a number literal writes, or `nil` if a `Decimal` can't hold every
  /// digit of it.
  ///
  /// A `Decimal` holds 38 significant digits with an exponent from -128 to 127. A literal
  /// beyond that would be rounded, read as zero or lost, so it is refused.
  ///
  /// - Parameter literal: A JSON number literal or plain decimal text, such as `-12.50` or
  ///   `1e-7`. Check its grammar first: `Decimal(string:)`, which reads it, stops at the first
  ///   character it doesn't expect.
  /// - Returns: The decimal, or `nil` if it would lose a digit.
  static func exactly(literal: some StringProtocol) -> Decimal? {
    let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
    let digits = mantissa.drop { !$0.isNumber || $0 == "0" }.filter(\.isNumber)
    let significant = digits.reversed().drop { $0 == "0" }.count
    guard significant <= maximumSignificantDigits,
      let decimal = Decimal(string: String(literal)), decimal.isFinite,
      !(decimal.isZero && significant > 0)
    else { return nil }
    return decimal
  }
}
