#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#elseif canImport(WASILibc)
  import WASILibc
#endif

// The few transcendental functions relevance and suggestion scoring need, from the platform's C
// library (FoundationEssentials doesn't export them).

enum ShortcutMath {
  /// The mean radius of the Earth, in metres (IUGG).
  static let earthRadius = 6_371_008.8

  /// Returns 2 raised to `exponent`.
  static func powerOfTwo(_ exponent: Double) -> Double {
    exp2(exponent)
  }

  /// Returns the great-circle distance between two coordinates, in metres, by the haversine
  /// formula.
  static func distance(
    from start: Region.Coordinate,
    to end: Region.Coordinate
  ) -> Double {
    let radians = Double.pi / 180
    let latitude1 = start.latitude * radians
    let latitude2 = end.latitude * radians
    let deltaLatitude = (end.latitude - start.latitude) * radians
    let deltaLongitude = (end.longitude - start.longitude) * radians
    let a =
      sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
      + cos(latitude1) * cos(latitude2) * sin(deltaLongitude / 2) * sin(deltaLongitude / 2)
    return 2 * earthRadius * asin(min(1, a.squareRoot()))
  }

  /// Returns the time of day of a date in a calendar's time zone, in hours from midnight
  /// (19:30 is 19.5).
  static func hourOfDay(_ date: Date, in calendar: Calendar) -> Double {
    let components = calendar.dateComponents([.hour, .minute, .second], from: date)
    let hour = Double(components.hour ?? 0)
    let minute = Double(components.minute ?? 0)
    let second = Double(components.second ?? 0)
    return hour + minute / 60 + second / 3600
  }

  /// Returns the distance between two times of day around the clock, in hours: 0 to 12.
  static func hoursApart(_ first: Double, _ second: Double) -> Double {
    let difference = abs(first - second).truncatingRemainder(dividingBy: 24)
    return min(difference, 24 - difference)
  }
}
