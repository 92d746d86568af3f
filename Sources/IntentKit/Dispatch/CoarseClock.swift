#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A monotonic clock that reads in a few nanoseconds, to within a few milliseconds.
///
/// Deadlines of seconds and lifetimes of hours don't need `ContinuousClock`'s nanoseconds, which
/// cost 50–100 ns a reading on Linux: on the lifecycle's hot path that was a tenth of a whole
/// lifecycle. Linux's coarse clock is one read of a value the kernel keeps current, through the
/// vDSO; elsewhere this reads `ContinuousClock`.
@usableFromInline
enum _CoarseClock {
  /// Nanoseconds since a fixed, unspecified origin.
  @usableFromInline
  static func nanoseconds() -> Int64 {
    #if os(Linux)
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
      return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    #else
      let (seconds, attoseconds) = origin.duration(to: .now).components
      return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    #endif
  }

  #if !os(Linux)
    /// The instant this clock counts from.
    private static let origin = ContinuousClock.now
  #endif

  /// A duration in nanoseconds, saturating at `Int64.max`.
  static func nanoseconds(in duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (sum, overflowed) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
    return overflowed ? .max : sum
  }
}
