/// The feedback a rider sent for a ride: a rating, a tip, or both.
public struct RideFeedback: Hashable, Sendable, Codable {
  /// The rating, from 0 to 10.
  public let rating: Int?

  /// The tip for the driver.
  public let tip: CurrencyAmount?

  /// Creates feedback.
  public init(rating: Int?, tip: CurrencyAmount?) {
    self.rating = rating
    self.tip = tip
  }
}
