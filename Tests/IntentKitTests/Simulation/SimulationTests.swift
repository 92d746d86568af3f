import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The deterministic simulation: many seeds of concurrent conversations with injected faults,
/// each audited after every step.
///
/// `swift test` runs 300 seeds, four at a time, in about 20 seconds; CI runs 1,000, which take
/// about a minute in the debug build (`.ci/run`). Run thousands (5,000 take about four
/// minutes), or replay one seed with its whole trace:
///
/// ```sh
/// INTENTKIT_SIMULATION_SEEDS=5000 swift test --filter SimulationTests
/// INTENTKIT_SIMULATION_SEED=1234 swift test --filter SimulationTests
/// ```
///
/// `INTENTKIT_SIMULATION_FIRST_SEED` moves the first seed of a run.
final class SimulationTests: XCTestCase {
  private static let environment = ProcessInfo.processInfo.environment

  func testSimulation_manySeeds_keepEveryInvariant() async throws {
    let replayed = Self.environment["INTENTKIT_SIMULATION_SEED"].flatMap { UInt64($0) }
    let first = Self.environment["INTENTKIT_SIMULATION_FIRST_SEED"].flatMap { UInt64($0) } ?? 1
    let count = Self.environment["INTENTKIT_SIMULATION_SEEDS"].flatMap { UInt64($0) } ?? 300
    let seeds = replayed.map { $0...$0 } ?? first...(first + max(count, 1) - 1)

    var totals = SimulationStats()
    for report in try await Self.run(seeds) {
      if replayed != nil {
        print("Seed \(report.seed) (\(report.setup)):\n" + report.trace.joined(separator: "\n"))
      }
      guard report.violations.isEmpty else {
        XCTFail(report.failureDescription)
        return
      }
      totals.add(report.stats)
    }
    if replayed == nil, seeds.count >= 50 {
      XCTAssertGreaterThan(totals.faultCount, 0, "the seeds injected no faults")
      for fault in InjectedFault.allCases {
        XCTAssertGreaterThan(totals.faults[fault.rawValue] ?? 0, 0, "no seed injected \(fault)")
      }
    }
    print(
      """
      Simulation: \(seeds.count) seeds, \(totals.conversations) conversations, \
      \(totals.steps) steps, \(totals.faultCount) faults injected, \
      \(totals.checks) invariant checks, 0 violations.
      Faults: \(totals.faults.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
      """
    )
  }

  /// Runs seeds four at a time.
  ///
  /// Each seed is deterministic on its own, and the injected hangs spend most of a run waiting
  /// for deadlines. Reports come back in seed order.
  private static func run(_ seeds: ClosedRange<UInt64>) async throws -> [SimulationReport] {
    try await withThrowingTaskGroup(of: SimulationReport.self) { group in
      var reports: [SimulationReport] = []
      var next = seeds.makeIterator()
      for _ in 0..<4 {
        guard let seed = next.next() else { break }
        group.addTask { try await Simulation.run(seed: seed) }
      }
      while let report = try await group.next() {
        reports.append(report)
        if let seed = next.next() {
          group.addTask { try await Simulation.run(seed: seed) }
        }
      }
      return reports.sorted { $0.seed < $1.seed }
    }
  }

  func testSimulation_sameSeed_reproducesTheSameTrace() async throws {
    for seed: UInt64 in [3, 17, 42] {
      let first = try await Simulation.run(seed: seed)
      let second = try await Simulation.run(seed: seed)
      XCTAssertEqual(first.trace, second.trace, "seed \(seed)")
      XCTAssertEqual(first.stats.checks, second.stats.checks, "seed \(seed)")
      XCTAssertGreaterThan(first.trace.count, 24, "seed \(seed) ran")
    }
  }

  func testSimulation_differentSeeds_takeDifferentPaths() async throws {
    let first = try await Simulation.run(seed: 1)
    let second = try await Simulation.run(seed: 2)
    XCTAssertNotEqual(first.trace, second.trace)
  }

  /// The auditor can fail: a ledger that posts before it checks the idempotency key is caught,
  /// and its seed reproduces the same violations.
  func testSimulation_ledgerThatPostsBeforeCheckingTheKey_isCaughtAndReproducible() async throws {
    var caught: SimulationReport?
    for seed: UInt64 in 1...50 {
      let report = try await Simulation.run(
        seed: seed,
        bug: .postsBeforeCheckingKey,
        keepsIdempotencyStore: false
      )
      if !report.violations.isEmpty {
        caught = report
        break
      }
    }
    let report = try XCTUnwrap(
      caught,
      "50 seeds ran over a buggy ledger and the auditor saw nothing"
    )
    XCTAssertTrue(
      report.violations.contains { $0.contains("that no payment request asked for") },
      report.failureDescription
    )
    XCTAssertTrue(report.failureDescription.contains("INTENTKIT_SIMULATION_SEED=\(report.seed)"))
    let replay = try await Simulation.run(
      seed: report.seed,
      bug: .postsBeforeCheckingKey,
      keepsIdempotencyStore: false
    )
    XCTAssertEqual(replay.violations, report.violations)
    XCTAssertEqual(replay.trace, report.trace)
  }
}
