/// An error thrown when a latitude and longitude don't make a ``LocationCoordinate``: a number
/// isn't finite, or is outside ±90° of latitude or ±180° of longitude.
public struct CoordinateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The latitude that was given.
  public let latitude: Double

  /// The longitude that was given.
  public let longitude: Double

  /// A sentence that names the problem, such as "latitude 91.0 is outside -90…90".
  public let message: String

  /// Creates an error.
  public init(latitude: Double, longitude: Double, message: String) {
    self.latitude = latitude
    self.longitude = longitude
    self.message = message
  }

  public var description: String {
    message
  }
}
