#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A type that tells the date and time and can wait for a date, so services that schedule work
/// (bill payments, ride status updates) can run on a clock that tests control.
///
/// ```swift
/// let clock = ManualWallClock(now: startOfDay)
/// let service = RideService(configuration: .bayArea, clock: clock)
/// await clock.advance(by: .seconds(20))  // the service's timers fire
/// ```
public protocol WallClock: Sendable {
  /// The current date and time.
  var now: Date { get }

  /// Suspends until the clock reaches `deadline`.
  ///
  /// - Throws: `CancellationError` if the task is cancelled first.
  func sleep(until deadline: Date) async throws
}

extension WallClock {
  /// Suspends for a duration of clock time.
  ///
  /// - Throws: `CancellationError` if the task is cancelled first.
  public func sleep(for duration: Duration) async throws {
    try await sleep(until: now.addingTimeInterval(duration.timeInterval))
  }
}

/// The system's clock.
public struct SystemWallClock: WallClock {
  /// Creates the system clock.
  public init() {}

  public var now: Date {
    Date()
  }

  public func sleep(until deadline: Date) async throws {
    let interval = deadline.timeIntervalSince(Date())
    guard interval > 0 else { return }
    try await Task.sleep(for: .milliseconds(Int64(interval * 1_000)))
  }
}

extension Duration {
  /// The duration in seconds, as a `TimeInterval`.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
