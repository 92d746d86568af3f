import IntentKit

#if canImport(FoundationEssentials)
  package import FoundationEssentials
#else
  package import Foundation
#endif

/// The demo's clock: it starts at a fixed date and moves only between scenes, so every run prints
/// the same text.
///
/// Nothing in the demo waits on it: the bill scheduler isn't started and ride statuses are read
/// from the clock's date. A sleep waits for the same span of real time, as the system clock does.
/// Tests that need sleepers woken when the clock moves use `ManualWallClock` from
/// `IntentKitTesting`.
package final class DemoClock: WallClock, Sendable {
  private let date: _Locked<Date>

  /// Creates a clock that reads `now` until it is advanced.
  package init(now: Date) {
    date = _Locked(now)
  }

  package var now: Date {
    date.withLock { $0 }
  }

  package func sleep(until deadline: Date) async throws {
    try await SystemWallClock().sleep(for: .seconds(deadline.timeIntervalSince(now)))
  }

  /// Moves the clock forward.
  package func advance(by duration: Duration) {
    let (seconds, attoseconds) = duration.components
    date.withLock { $0.addTimeInterval(Double(seconds) + Double(attoseconds) / 1e18) }
  }
}
