/// A point on the Earth in degrees of latitude and longitude (WGS 84), CoreLocation's
/// `CLLocationCoordinate2D` in portable form.
///
/// Coordinates are validated when they are made and when they are decoded: both numbers must be
/// finite, the latitude within ±90 and the longitude within ±180, so a `NaN` or a swapped pair
/// never reaches a coverage check.
///
/// ```swift
/// let applePark = try LocationCoordinate(latitude: 37.3349, longitude: -122.0090)
/// ```
public struct LocationCoordinate: Hashable, Sendable, CustomStringConvertible {
  /// The latitude in degrees, from -90 (south) to 90 (north).
  public let latitude: Double

  /// The longitude in degrees, from -180 (west) to 180 (east).
  public let longitude: Double

  /// Creates a coordinate.
  ///
  /// - Parameters:
  ///   - latitude: Degrees north, from -90 to 90.
  ///   - longitude: Degrees east, from -180 to 180.
  /// - Throws: ``CoordinateError`` if either number isn't finite or is out of range.
  public init(latitude: Double, longitude: Double) throws(CoordinateError) {
    if let problem = Self.problem(latitude: latitude, longitude: longitude) {
      throw CoordinateError(latitude: latitude, longitude: longitude, message: problem)
    }
    self.init(uncheckedLatitude: latitude, longitude: longitude)
  }

  /// Creates a coordinate from numbers already known to be valid.
  package init(uncheckedLatitude latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Returns what is wrong with a latitude and longitude, or `nil` if they make a coordinate.
  static func problem(latitude: Double, longitude: Double) -> String? {
    guard latitude.isFinite, longitude.isFinite else {
      return "latitude \(latitude) and longitude \(longitude) must be finite numbers"
    }
    guard (-90...90).contains(latitude) else {
      return "latitude \(latitude) is outside -90…90"
    }
    guard (-180...180).contains(longitude) else {
      return "longitude \(longitude) is outside -180…180"
    }
    return nil
  }

  public var description: String {
    "\(latitude), \(longitude)"
  }
}

// MARK: - Codable

extension LocationCoordinate: Codable {
  private enum CodingKeys: String, CodingKey {
    case latitude, longitude
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let latitude = try container.decode(Double.self, forKey: .latitude)
    let longitude = try container.decode(Double.self, forKey: .longitude)
    if let problem = Self.problem(latitude: latitude, longitude: longitude) {
      throw DecodingError.dataCorruptedError(
        forKey: .latitude,
        in: container,
        debugDescription: problem
      )
    }
    self.init(uncheckedLatitude: latitude, longitude: longitude)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(latitude, forKey: .latitude)
    try container.encode(longitude, forKey: .longitude)
  }
}
