#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A kind of ride the service offers for a trip, with its pickup estimate and prices, SiriKit's
/// `INRideOption`.
///
/// ```swift
/// var option = RideOption(name: "Small car", estimatedPickupDate: now.addingTimeInterval(300))
/// option.priceRange = try PriceRange(firstPrice: .usd(56_00), secondPrice: .usd(68_00))
/// ```
public struct RideOption: Hashable, Sendable, Codable {
  /// The option's name, such as "Small car".
  public var name: String

  /// When a vehicle of this option can be at the pickup location.
  public var estimatedPickupDate: Date

  /// The indicative range of prices for the trip.
  public var priceRange: PriceRange?

  /// A Boolean value that indicates whether the driver meters the fare, in which case the price
  /// range is only indicative.
  public var usesMeteredFare: Bool?

  /// A note for the rider, such as "This ride may make multiple stops".
  public var disclaimerMessage: String?

  /// The party sizes the option accepts; an empty array means the size needn't be chosen.
  public var availablePartySizeOptions: [RidePartySizeOption]?

  /// The prompt shown when the rider chooses a party size.
  public var availablePartySizeOptionsSelectionPrompt: String?

  /// A note about special pricing, such as "1.5x Surge" or "Sale".
  public var specialPricing: String?

  /// The lines the fare is made of.
  public var fareLineItems: [RideFareLineItem]?

  /// An activity that books this option in the app instead of through the assistant.
  ///
  /// Leave it `nil` to let the assistant book the ride, which SiriKit prefers.
  public var userActivityForBookingInApplication: UserActivity?

  /// Creates a ride option.
  public init(name: String, estimatedPickupDate: Date) {
    self.name = name
    self.estimatedPickupDate = estimatedPickupDate
  }
}
