/// A kind of ride a service sells, with its seats and its tariff, such as "Small car" or "Shared ride".
///
/// The service turns products into ``RideOption`` values for a trip: the tariff gives the fare
/// line items and the price range, the seats give the party-size options.
///
/// ```swift
/// let smallCar = RideProduct(
///   identifier: "small", name: "Small car", maximumPartySize: 4,
///   baseFare: .usd(2_50), perMile: .usd(1_50), bookingFee: .usd(2_00),
///   minimumFare: .usd(7_00), cancellationFee: .usd(5_00)
/// )
/// ```
public struct RideProduct: Hashable, Sendable {
  /// A stable identifier, used as the ride option's vocabulary identifier.
  public var identifier: String

  /// The name riders say and see, such as "Small car".
  public var name: String

  /// The most people the product seats.
  public var maximumPartySize: Int

  /// The fixed part of every fare.
  public var baseFare: CurrencyAmount

  /// The price of one mile of the trip.
  public var perMile: CurrencyAmount

  /// A fee added to every fare.
  public var bookingFee: CurrencyAmount

  /// The least a trip costs.
  public var minimumFare: CurrencyAmount

  /// The fee for cancelling once the vehicle has reached the pickup location.
  public var cancellationFee: CurrencyAmount

  /// For a shared ride, the percentage of the fare added for each passenger after the first;
  /// `nil` for products whose price doesn't depend on the party size.
  public var additionalPassengerPercentage: Int?

  /// A note for riders, such as "This ride may make multiple stops".
  public var disclaimerMessage: String?

  /// Creates a product.
  ///
  /// - Precondition: The amounts share one currency, are between zero and 10,000 major units,
  ///   and the product seats between 1 and 100 people.
  public init(
    identifier: String,
    name: String,
    maximumPartySize: Int,
    baseFare: CurrencyAmount,
    perMile: CurrencyAmount,
    bookingFee: CurrencyAmount,
    minimumFare: CurrencyAmount,
    cancellationFee: CurrencyAmount,
    additionalPassengerPercentage: Int? = nil,
    disclaimerMessage: String? = nil
  ) {
    let amounts = [baseFare, perMile, bookingFee, minimumFare, cancellationFee]
    precondition(
      (1...100).contains(maximumPartySize),
      "\(name) must seat between 1 and 100 people."
    )
    precondition(
      amounts.allSatisfy { $0.currency == baseFare.currency },
      "\(name)'s prices must share one currency."
    )
    precondition(
      amounts.allSatisfy {
        (0...10_000 * $0.currency.minorUnitsPerMajorUnit).contains($0.minorUnits)
      },
      "\(name)'s prices must be between zero and 10,000."
    )
    precondition(
      (0...1_000).contains(additionalPassengerPercentage ?? 0),
      "\(name)'s additional-passenger percentage must be between 0 and 1,000."
    )
    self.identifier = identifier
    self.name = name
    self.maximumPartySize = maximumPartySize
    self.baseFare = baseFare
    self.perMile = perMile
    self.bookingFee = bookingFee
    self.minimumFare = minimumFare
    self.cancellationFee = cancellationFee
    self.additionalPassengerPercentage = additionalPassengerPercentage
    self.disclaimerMessage = disclaimerMessage
  }

  /// The currency the product charges in.
  public var currency: Currency {
    baseFare.currency
  }
}
