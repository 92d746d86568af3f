import IntentKit

/// `intentkit-bench`: measures IntentKit against baselines run in the same process.
///
/// Usage: `swift run -c release intentkit-bench [--quick] [--only <suite>]`. Standard output is
/// the table; standard error shows progress, a line per suite and per long phase.
@main
struct IntentKitBench {
  static func main() async throws {
    let arguments = CommandLine.arguments.dropFirst()
    let quick = arguments.contains("--quick")
    let only = arguments.firstIndex(of: "--only").flatMap { index in
      arguments.index(after: index) < arguments.endIndex
        ? arguments[arguments.index(after: index)] : nil
    }
    // Benchmarks run off the main actor: on Linux, hops from it cost 10–20 µs.
    let results = try await Task.detached {
      if await !Harness.allocationCounterWorks() {
        print("warning: heap allocations can't be counted here; allocation rows are unreliable")
      }
      return try await runSuites(only: only, quick: quick)
    }.value
    let clock = Harness.measuresCPUTime ? "process CPU time" : "wall-clock time"
    print(
      "IntentKit benchmarks (\(quick ? "quick" : "full") run, release build, medians of \(Harness.repetitions) batches of \(clock))"
    )
    Report.print(results)
  }

  private static func runSuites(only: String?, quick: Bool) async throws -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    let suites = Suite.allCases.filter { only == nil || only == $0.rawValue }
    for (offset, suite) in suites.enumerated() {
      results += try await Progress.suite(suite.rawValue, number: offset + 1, of: suites.count) {
        try await suite.run(quick: quick)
      }
    }
    return results
  }
}

/// The benchmark suites, in the order they run.
enum Suite: String, CaseIterable {
  case dispatch
  case conversation
  case json
  case throughput
  case directory
  case coverage

  func run(quick: Bool) async throws -> [BenchmarkResult] {
    switch self {
    case .dispatch: try await DispatchBenchmark.run(quick: quick)
    case .conversation: try await ConversationBenchmark.run(quick: quick)
    case .json: try await JSONBenchmark.run(quick: quick)
    case .throughput: try await ThroughputBenchmark.run(quick: quick)
    case .directory: try await DirectoryBenchmark.run(quick: quick)
    case .coverage: try await CoverageBenchmark.run(quick: quick)
    }
  }
}
