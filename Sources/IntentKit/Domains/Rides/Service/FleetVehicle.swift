/// A vehicle of a ride service's fleet: where it waits, which product it serves, and who drives
/// it.
public struct FleetVehicle: Hashable, Sendable {
  /// A stable identifier, such as "small-1".
  public var identifier: String

  /// The identifier of the ``RideProduct`` the vehicle serves.
  public var productIdentifier: String

  /// Where the vehicle waits for its next ride.
  public var position: LocationCoordinate

  /// The vehicle's driver.
  public var driver: RideDriver

  /// The vehicle's make, model and plate; its location is filled in as it moves.
  public var vehicle: RideVehicle

  /// Creates a fleet vehicle.
  public init(
    identifier: String,
    productIdentifier: String,
    position: LocationCoordinate,
    driver: RideDriver,
    vehicle: RideVehicle
  ) {
    self.identifier = identifier
    self.productIdentifier = productIdentifier
    self.position = position
    self.driver = driver
    self.vehicle = vehicle
  }
}
