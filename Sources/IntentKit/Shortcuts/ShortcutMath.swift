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
  /// Returns 2 raised to `exponent`.
  static func powerOfTwo(_ exponent: Double) -> Double {
    exp2(exponent)
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
