#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

// Exact decimal numbers in conversations: read from "2.5", "1,000.25", "-3", "２．５" or "twelve"
// with every digit kept; spoken in digits, as written.

extension Decimal: ParameterValue {
  /// Creates a decimal number from digits, with a sign, grouping commas and a fraction ("2.5",
  /// "1,000.25", "-3", "２．５"), or from an integer in English, Japanese or Korean words
  /// ("twelve", "十二", "열두").
  ///
  /// Every digit is kept: a number with more significant digits than a `Decimal` holds (38) is
  /// refused rather than rounded, and so are exponents ("1e3"), decimal commas ("2,5") and
  /// words around the number.
  public init?(reply: String, context: DialogContext) {
    guard let text = NumberParsing.decimalText(in: reply),
      let value = Decimal.exactly(literal: text)
    else { return nil }
    self = value
  }

  /// Returns the number in plain digits, exactly: "2.5", "-1000.25".
  public func spokenPhrase(in context: DialogContext) -> String {
    description
  }
}
