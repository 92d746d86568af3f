/// One line of a ride's fare, such as the base fare or the distance charge, SiriKit's
/// `INRideFareLineItem`.
public struct RideFareLineItem: Hashable, Sendable, Codable {
  /// What the line charges for, such as "Base fare" or "Distance (4.2 mi)".
  public let title: String

  /// The line's price, exactly.
  public let price: CurrencyAmount

  /// Creates a fare line.
  public init(title: String, price: CurrencyAmount) {
    self.title = title
    self.price = price
  }
}
