/// The smallest and largest amount a ledger moves in one transfer, for one currency.
public struct AmountLimits: Hashable, Sendable, Codable {
  /// The smallest amount, in minor units.
  public let minimum: Int64

  /// The largest amount, in minor units.
  public let maximum: Int64

  /// Creates limits.
  ///
  /// - Precondition: `0 < minimum <= maximum`.
  public init(minimum: Int64, maximum: Int64) {
    precondition(minimum > 0 && minimum <= maximum, "Limits need 0 < minimum <= maximum.")
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Creates limits from two amounts in the same currency.
  ///
  /// - Precondition: Both amounts are in the same currency and `0 < minimum <= maximum`.
  public init(minimum: CurrencyAmount, maximum: CurrencyAmount) {
    precondition(minimum.currency == maximum.currency, "Limits need one currency.")
    self.init(minimum: minimum.minorUnits, maximum: maximum.minorUnits)
  }
}
