/// A party size a ride option accepts, with its price, SiriKit's `INRidePartySizeOption`.
///
/// SiriKit describes the sizes with an `NSRange` (`NSMakeRange(1, 2)` for one to three people);
/// IntentKit uses a closed range of people (`1...3`).
public struct RidePartySizeOption: Hashable, Sendable, Codable {
  /// The numbers of people this option accepts.
  public let partySizeRange: ClosedRange<Int>

  /// A description of the sizes, such as "1–3 passengers".
  public let sizeDescription: String

  /// The price for this party size, or `nil` if the ride option's own price range applies.
  public let priceRange: PriceRange?

  /// Creates a party-size option.
  public init(partySizeRange: ClosedRange<Int>, sizeDescription: String, priceRange: PriceRange?) {
    self.partySizeRange = partySizeRange
    self.sizeDescription = sizeDescription
    self.priceRange = priceRange
  }
}
