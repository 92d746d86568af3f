/// The vehicle that serves a ride, SiriKit's `INRideVehicle`.
public struct RideVehicle: Hashable, Sendable, Codable {
  /// Where the vehicle is.
  public var location: LocationCoordinate?

  /// The direction the vehicle is heading, in degrees clockwise from true north (0 to 360).
  ///
  /// SiriKit reads it from the location's `course`, to rotate the vehicle's map annotation.
  public var course: Double?

  /// The licence plate, such as "7ABC123".
  public var registrationPlate: String?

  /// The maker, such as "Toyota".
  public var manufacturer: String?

  /// The model, such as "Prius".
  public var model: String?

  /// Creates a vehicle.
  public init(
    location: LocationCoordinate? = nil,
    course: Double? = nil,
    registrationPlate: String? = nil,
    manufacturer: String? = nil,
    model: String? = nil
  ) {
    self.location = location
    self.course = course
    self.registrationPlate = registrationPlate
    self.manufacturer = manufacturer
    self.model = model
  }
}
