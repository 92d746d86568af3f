#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress lines on standard error, so that a run of several minutes shows where it is while
/// standard output stays the table alone.
///
/// ```
/// intentkit-bench: [5/6] directory…
/// intentkit-bench:   directory: generating 1,000,000 contacts…
/// intentkit-bench:   directory: building the index 2 times…
/// intentkit-bench: [5/6] directory done in 18.2 s
/// ```
enum Progress {
  /// When the run started, for the times the lines give.
  private static let start = ContinuousClock.now

  /// Reports the start of a suite and, when it returns, how long it took.
  static func suite<Result>(
    _ name: String,
    number: Int,
    of count: Int,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let begun = ContinuousClock.now
    report("[\(number)/\(count)] \(name)…")
    let result = try await body()
    report("[\(number)/\(count)] \(name) done in \(seconds(since: begun))")
    return result
  }

  /// Reports the start of a long phase inside a suite.
  static func phase(_ text: String) {
    report("  \(text)…")
  }

  /// Returns a count with thousands separators: 1,000,000.
  static func grouped(_ count: Int) -> String {
    let digits = Array(String(count.magnitude))
    var text = count < 0 ? "-" : ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  private static func seconds(since instant: ContinuousClock.Instant) -> String {
    let duration = ContinuousClock.now - instant
    let tenths =
      duration.components.seconds * 10 + duration.components.attoseconds / 100_000_000_000_000_000
    return "\(tenths / 10).\(tenths % 10) s"
  }

  private static func report(_ line: String) {
    writeToStandardError("intentkit-bench: \(line)\n")
  }

  /// Writes text to standard error in one call, unbuffered, so it shows at once.
  static func writeToStandardError(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
      _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count)
    }
  }
}
