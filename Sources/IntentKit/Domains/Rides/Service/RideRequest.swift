/// A ride to quote or book: what ``RequestRideHandler`` asks a ``RideService`` for, built from a
/// resolved ``RequestRideIntent``.
public struct RideRequest: Hashable, Sendable {
  /// The request's identifier, the intent's; booking is idempotent on it.
  public var identifier: String

  /// Where the ride begins; it needs a coordinate.
  public var pickupLocation: Placemark

  /// Where the ride ends; it needs a coordinate.
  public var dropOffLocation: Placemark

  /// The product's name or identifier, or `nil` for the service's first product.
  public var rideOptionName: String?

  /// The number of people riding.
  public var partySize: Int

  /// How the rider pays, or `nil` for the service's default method.
  public var paymentMethod: PaymentMethod?

  /// When the rider wants to be picked up, or `nil` for now.
  public var scheduledPickupTime: DateComponentsRange?

  /// Creates a request.
  public init(
    identifier: String,
    pickupLocation: Placemark,
    dropOffLocation: Placemark,
    rideOptionName: String? = nil,
    partySize: Int = 1,
    paymentMethod: PaymentMethod? = nil,
    scheduledPickupTime: DateComponentsRange? = nil
  ) {
    self.identifier = identifier
    self.pickupLocation = pickupLocation
    self.dropOffLocation = dropOffLocation
    self.rideOptionName = rideOptionName
    self.partySize = partySize
    self.paymentMethod = paymentMethod
    self.scheduledPickupTime = scheduledPickupTime
  }
}
