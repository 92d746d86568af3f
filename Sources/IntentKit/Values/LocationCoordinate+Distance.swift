#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

// Great-circle geometry on a spherical Earth, for ETAs and trip distances.

extension LocationCoordinate {
  /// The Earth's mean radius in metres (IUGG), used for great-circle distances.
  public static let earthRadius = 6_371_008.8

  /// Returns the great-circle distance to another coordinate in metres, by the haversine
  /// formula on a sphere of radius ``earthRadius``.
  public func distance(to other: LocationCoordinate) -> Double {
    let latitude1 = latitude * .pi / 180
    let latitude2 = other.latitude * .pi / 180
    let deltaLatitude = latitude2 - latitude1
    let deltaLongitude = (other.longitude - longitude) * .pi / 180
    let sinHalfLatitude = sin(deltaLatitude / 2)
    let sinHalfLongitude = sin(deltaLongitude / 2)
    let haversine =
      sinHalfLatitude * sinHalfLatitude
      + cos(latitude1) * cos(latitude2) * sinHalfLongitude * sinHalfLongitude
    return 2 * Self.earthRadius * asin(min(1, haversine.squareRoot()))
  }

  /// Returns the initial bearing towards another coordinate, in degrees clockwise from true
  /// north, from 0 up to 360.
  func bearing(to other: LocationCoordinate) -> Double {
    let latitude1 = latitude * .pi / 180
    let latitude2 = other.latitude * .pi / 180
    let deltaLongitude = (other.longitude - longitude) * .pi / 180
    let y = sin(deltaLongitude) * cos(latitude2)
    let x = cos(latitude1) * sin(latitude2) - sin(latitude1) * cos(latitude2) * cos(deltaLongitude)
    let degrees = atan2(y, x) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  /// Returns the point a fraction of the way to another coordinate, interpolating latitude and
  /// longitude linearly; fine for the short hops of a simulated vehicle.
  func interpolated(to other: LocationCoordinate, fraction: Double) -> LocationCoordinate {
    let clamped = min(1, max(0, fraction))
    return LocationCoordinate(
      uncheckedLatitude: latitude + (other.latitude - latitude) * clamped,
      longitude: longitude + (other.longitude - longitude) * clamped
    )
  }
}
