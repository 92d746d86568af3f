import IntentKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `intentkit-bench`: measures IntentKit against baselines run in the same process.
///
/// Usage: `swift run -c release intentkit-bench [--quick] [--only <suite>]` (`--help` lists the
/// suites; an unknown argument exits with status 2). Standard output is the table; standard
/// error shows progress, a line per suite and per long phase.
@main
struct IntentKitBench {
  static let usage = """
    usage: intentkit-bench [--quick] [--only <suite>]

      --quick         fewer iterations: checks the benchmarks run, not their timings
      --only <suite>  one suite: \(Suite.allCases.map(\.rawValue).joined(separator: ", "))
      --help          this text

    Build it in release first: swift build -c release --product intentkit-bench
    """

  static func main() async throws {
    let options: Options
    switch Options.parse(CommandLine.arguments.dropFirst()) {
    case .success(let parsed): options = parsed
    case .failure(.help):
      print(usage)
      return
    case .failure(.invalid(let message)):
      Progress.writeToStandardError("intentkit-bench: \(message)\n\n\(usage)\n")
      exit(2)
    }
    let (quick, only) = (options.quick, options.only?.rawValue)
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

/// What the command line asks for.
struct Options {
  var quick = false
  var only: Suite?

  enum Problem: Error {
    case help
    case invalid(String)
  }

  static func parse(_ arguments: ArraySlice<String>) -> Result<Options, Problem> {
    var options = Options()
    var arguments = arguments
    while let argument = arguments.popFirst() {
      switch argument {
      case "--help", "-h":
        return .failure(.help)
      case "--quick":
        options.quick = true
      case "--only":
        guard let name = arguments.popFirst() else {
          return .failure(.invalid("--only needs a suite"))
        }
        guard let suite = Suite(rawValue: name) else {
          return .failure(.invalid("no suite named \(name.debugDescription)"))
        }
        options.only = suite
      default:
        return .failure(.invalid("unknown argument \(argument.debugDescription)"))
      }
    }
    return .success(options)
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
  case generate
  case peers

  func run(quick: Bool) async throws -> [BenchmarkResult] {
    switch self {
    case .dispatch: try await DispatchBenchmark.run(quick: quick)
    case .conversation: try await ConversationBenchmark.run(quick: quick)
    case .json: try await JSONBenchmark.run(quick: quick)
    case .throughput: try await ThroughputBenchmark.run(quick: quick)
    case .directory: try await DirectoryBenchmark.run(quick: quick)
    case .coverage: try await CoverageBenchmark.run(quick: quick)
    case .generate: try await GenerateBenchmark.run(quick: quick)
    case .peers: try await PeersBenchmark.run(quick: quick)
    }
  }
}
