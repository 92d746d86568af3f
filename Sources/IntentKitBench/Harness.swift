import CAllocationCounter

#if canImport(Glibc)
  import Glibc
#endif

/// One row of the benchmark table.
struct BenchmarkResult: Sendable {
  /// What was measured.
  let name: String
  /// The measured cost, in the row's unit.
  let value: Double
  /// The unit of `value`, such as "ns/op".
  let unit: String
  /// The baseline measured in the same run, if the row is a ratio.
  var baseline: Double?
  /// The target, in words, such as "≤ 4× direct".
  var target: String?
  /// Whether the target is met, if there is one.
  var isMet: Bool?

  /// The ratio of the value to its baseline.
  var ratio: Double? {
    guard let baseline, baseline > 0 else { return nil }
    return value / baseline
  }
}

/// Times operations and counts their heap allocations.
enum Harness {
  /// The number of timed batches per measurement; the median and minimum are reported.
  static let repetitions = 5

  /// Runs `body` `iterations` times per batch and returns nanoseconds per operation: the median
  /// and the minimum over the batches.
  ///
  /// The time is the CPU time the whole process spent, every thread included, where the platform
  /// can read it, and wall-clock time elsewhere: on a shared machine, other processes then slow
  /// the measurement down much less than they slow the wall clock.
  static func time(
    iterations: Int,
    _ body: () async throws -> Void
  ) async rethrows -> (median: Double, minimum: Double) {
    for _ in 0..<min(iterations, 1_000) { try await body() }  // warm up
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = now()
      for _ in 0..<iterations { try await body() }
      samples.append((now() - start) / Double(iterations))
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0])
  }

  /// Runs synchronous `body` `iterations` times per batch, as ``time(iterations:_:)``.
  static func timeSynchronously(
    iterations: Int,
    _ body: () throws -> Void
  ) rethrows -> (median: Double, minimum: Double) {
    for _ in 0..<min(iterations, 1_000) { try body() }  // warm up
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = now()
      for _ in 0..<iterations { try body() }
      samples.append((now() - start) / Double(iterations))
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0])
  }

  /// Runs `body` once and returns its result with the nanoseconds it took, measured as
  /// ``time(iterations:_:)`` measures: for one-off work such as building an index.
  static func once<Result>(_ body: () throws -> Result) rethrows -> (Result, nanoseconds: Double) {
    let start = now()
    let result = try body()
    return (result, now() - start)
  }

  /// A Boolean value that indicates whether ``time(iterations:_:)`` measures CPU time.
  static var measuresCPUTime: Bool { processCPUTime() != nil }

  /// The process's CPU time, or else the wall clock, in nanoseconds.
  private static func now() -> Double {
    processCPUTime() ?? nanoseconds(ContinuousClock.now - start)
  }

  private static let start = ContinuousClock.now

  /// The CPU time of every thread of the process, in nanoseconds, where it can be read.
  private static func processCPUTime() -> Double? {
    #if canImport(Glibc)
      var time = timespec()
      guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return nil }
      return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    #else
      return nil
    #endif
  }

  /// Returns the heap allocations per operation of `body`, or `nil` where they can't be counted.
  static func allocations(
    iterations: Int,
    _ body: () async throws -> Void
  ) async rethrows -> Double? {
    for _ in 0..<min(iterations, 1_000) { try await body() }
    let before = intentkit_allocation_count()
    guard before >= 0 else { return nil }
    for _ in 0..<iterations { try await body() }
    return Double(intentkit_allocation_count() - before) / Double(iterations)
  }

  /// A Boolean value that indicates whether allocation counting works: one array allocation
  /// per operation must count as one.
  static func allocationCounterWorks() async -> Bool {
    var sink = 0
    let counted = await allocations(iterations: 1_000) {
      sink &+= [Int](repeating: sink, count: 64).count
    }
    return counted.map { $0 >= 0.99 && $0 <= 1.01 } ?? false
  }

  /// Reads how many bytes the process's heap holds: the bytes malloc has handed out and not
  /// taken back, or `nil` where that can't be read.
  static func liveHeapBytes() -> Int? {
    let bytes = intentkit_live_heap_bytes()
    return bytes >= 0 ? Int(bytes) : nil
  }

  /// Converts a duration to nanoseconds.
  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// Prints results as an aligned table.
enum Report {
  static func print(_ results: [BenchmarkResult]) {
    let header = ["benchmark", "value", "baseline", "ratio", "target", "met"]
    let rows = results.map { result -> [String] in
      [
        result.name,
        format(result.value, result.unit),
        result.baseline.map { format($0, result.unit) } ?? "",
        result.ratio.map(formatRatio) ?? "",
        result.target ?? "",
        result.isMet.map { $0 ? "yes" : "NO" } ?? "",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    for row in [header] + rows {
      let cells = row.enumerated().map { column, cell in
        column == 0 ? cell.padding(to: widths[column]) : cell.leftPadding(to: widths[column])
      }
      Swift.print(cells.joined(separator: "  "))
    }
  }

  static func format(_ value: Double, _ unit: String) -> String {
    switch unit {
    case "ns": value >= 10_000 ? fixed(value / 1_000, 1) + " µs" : fixed(value, 1) + " ns"
    case "/s": value >= 1_000_000 ? fixed(value / 1e6, 2) + " M/s" : fixed(value / 1e3, 0) + " k/s"
    default: fixed(value, value < 10 ? 2 : 1) + " " + unit
    }
  }

  /// Formats a ratio to a baseline; one far below 1 as a fraction, such as "1/9600×".
  static func formatRatio(_ ratio: Double) -> String {
    ratio >= 0.1 || ratio <= 0 ? fixed(ratio, 2) + "×" : "1/" + fixed(1 / ratio, 0) + "×"
  }

  /// Formats a number with a fixed number of fraction digits.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int64(scaled / scale)
    let fraction = Int64(scaled) - whole * Int64(scale)
    var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
    if digits > 0 {
      let digitsText = String(fraction)
      text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }
    return text
  }
}

extension String {
  func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  func leftPadding(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
