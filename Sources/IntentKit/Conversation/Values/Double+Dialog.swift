// Floating-point numbers in conversations, for durations and measurements (never money): read
// from a plain decimal number; spoken without a trailing ".0".

extension Double: ParameterValue {
  /// Creates a number from digits, with a sign, grouping commas and a fraction ("2.5", "-3",
  /// "1,000.25", "２．５"), or from an integer in English, Japanese or Korean words, as
  /// `Decimal` reads it, to the nearest `Double`.
  ///
  /// A number too large for a `Double` is refused.
  public init?(reply: String, context: DialogContext) {
    guard let text = NumberParsing.decimalText(in: reply), let value = Double(text),
      value.isFinite
    else { return nil }
    self = value
  }

  /// Returns the number in digits: a whole number without a fraction ("3", not "3.0"), any
  /// other in the shortest form that reads back as the same number ("2.5", "1e-07").
  public func spokenPhrase(in context: DialogContext) -> String {
    if rounded() == self, magnitude < 1e15 { return String(Int64(self)) }
    return description
  }
}
