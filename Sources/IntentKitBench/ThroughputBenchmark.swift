import IntentKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Send-payment lifecycles per second on every core: many tasks run the payments handlers
/// through dispatcher routes into one real in-memory ledger, and the ledger is audited after.
///
/// Every figure is a ratio to a baseline run in the same process with the same task layout:
/// the dispatcher's ceiling (no-op lifecycles of a three-parameter probe intent and of
/// `SendPaymentIntent` itself), and the 64-task send-payment run for the variants. The CPU time
/// per lifecycle is reported too, because other processes on a shared machine lower
/// lifecycles per second but not the CPU each lifecycle costs.
enum ThroughputBenchmark {
  /// The concurrent tasks of the many-task runs.
  static let tasks = 64

  /// The lean configuration: no deadlines, so no worker task per lifecycle, and no idempotency
  /// store; the ledger's idempotency keys (the intent identifiers) keep handling idempotent.
  static let lean = IntentDispatcher.Configuration(deadlines: .none, idempotencyStore: nil)

  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    let perTask = quick ? 2_000 : 10_000
    let repetitions = quick ? 1 : 3

    let sharded = try await PaymentsWorkload.make(.sharded)
    let probe = try await probeCeiling(perTask: perTask * 2, repetitions: repetitions)
    let noOpSend = try await noOpSendCeiling(sharded, perTask: perTask, repetitions: repetitions)

    var tally = Tally(workload: sharded)
    let many = try await sharded.measure(
      configuration: lean,
      tasks: tasks,
      perTask: perTask,
      repetitions: repetitions,
      run: "m",
      into: &tally
    )
    let single = try await sharded.measure(
      configuration: lean,
      tasks: 1,
      perTask: perTask * 16,
      repetitions: repetitions,
      run: "s",
      into: &tally
    )
    let standard = try await sharded.measure(
      configuration: IntentDispatcher.Configuration(),
      tasks: tasks,
      perTask: perTask / 16,
      repetitions: repetitions,
      run: "d",
      into: &tally
    )
    try await sharded.audit(tally, replayingWith: lean)

    let actor = try await PaymentsWorkload.make(.actor)
    var actorTally = Tally(workload: actor)
    let actorMany = try await actor.measure(
      configuration: lean,
      tasks: tasks,
      perTask: perTask / 8,
      repetitions: repetitions,
      run: "a",
      into: &actorTally
    )
    try await actor.audit(actorTally, replayingWith: lean)

    return [
      BenchmarkResult(
        name: "throughput: no-op ProbeIntent, \(tasks) tasks (dispatcher ceiling)",
        value: probe.perSecond,
        unit: "/s"
      ),
      BenchmarkResult(
        name: "throughput: no-op send-payment handler, \(tasks) tasks",
        value: noOpSend.perSecond,
        unit: "/s",
        baseline: probe.perSecond
      ),
      BenchmarkResult(
        name: "throughput: send-payment, ShardedLedger, lean, \(tasks) tasks",
        value: many.perSecond,
        unit: "/s",
        baseline: noOpSend.perSecond,
        target: "≥ 500 k/s",
        isMet: many.perSecond >= 500_000
      ),
      BenchmarkResult(
        name: "throughput: send-payment, ShardedLedger, lean, 1 task",
        value: single.perSecond,
        unit: "/s",
        baseline: many.perSecond
      ),
      BenchmarkResult(
        name: "throughput: send-payment, ShardedLedger, \(tasks) tasks ÷ 1 task",
        value: many.perSecond / single.perSecond,
        unit: "×",
        target: "≥ 1.7×",
        isMet: many.perSecond >= 1.7 * single.perSecond
      ),
      BenchmarkResult(
        name: "throughput: send-payment, InMemoryLedger actor, lean, \(tasks) tasks",
        value: actorMany.perSecond,
        unit: "/s",
        baseline: many.perSecond
      ),
      BenchmarkResult(
        name: "throughput: send-payment, ShardedLedger, default config, \(tasks) tasks",
        value: standard.perSecond,
        unit: "/s",
        baseline: many.perSecond
      ),
      BenchmarkResult(
        name: "throughput: CPU per send-payment lifecycle, \(tasks) tasks",
        value: many.cpuPerLifecycle,
        unit: "ns",
        baseline: noOpSend.cpuPerLifecycle
      ),
      BenchmarkResult(
        name: "throughput: CPU per send-payment lifecycle, 1 task",
        value: single.cpuPerLifecycle,
        unit: "ns",
        baseline: many.cpuPerLifecycle
      ),
    ]
  }

  // MARK: - Ceilings

  /// No-op lifecycles of the three-parameter probe intent, from ``tasks`` tasks.
  static func probeCeiling(perTask: Int, repetitions: Int) async throws -> Throughput {
    let route = try IntentDispatcher.with(NoOpHandler(), configuration: lean)
      .route(for: ProbeIntent.self)
    return try await Throughput.measure(repetitions: repetitions) { repetition in
      try await fanOut(tasks: tasks) { task in
        var handled = 0
        for index in 0..<perTask {
          let intent = ProbeIntent(
            identifier: identifier("p\(repetition)", task, index),
            first: index,
            second: task,
            third: 3
          )
          if try await route.run(intent).isHandled { handled += 1 }
        }
        return handled
      }
    }
  }

  /// No-op lifecycles of `SendPaymentIntent`, built as the payment runs build them, from
  /// ``tasks`` tasks: what the dispatcher costs for this intent's shape.
  static func noOpSendCeiling(
    _ workload: PaymentsWorkload,
    perTask: Int,
    repetitions: Int
  ) async throws -> Throughput {
    let route = try IntentDispatcher.with(NoOpSendPaymentHandler(), configuration: lean)
      .route(for: SendPaymentIntent.self)
    let people = workload.people
    return try await Throughput.measure(repetitions: repetitions) { repetition in
      try await fanOut(tasks: tasks) { task in
        var handled = 0
        for index in 0..<perTask {
          let intent = SendPaymentIntent(
            identifier: identifier("n\(repetition)", task, index),
            payee: people[(task &* 40_503 &+ index) % people.count],
            currencyAmount: .usd(Int64(1_00 + index % 997))
          )
          if try await route.run(intent).response?.code == .success { handled += 1 }
        }
        return handled
      }
    }
  }

  // MARK: - Helpers

  /// Runs `body` in `tasks` child tasks and returns the sum of what they return.
  static func fanOut(
    tasks: Int,
    _ body: @escaping @Sendable (Int) async throws -> Int
  ) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<tasks {
        group.addTask { try await body(task) }
      }
      return try await group.reduce(0, +)
    }
  }

  /// A short identifier, unique per run, task and index, that fits Swift's inline small string.
  static func identifier(_ run: String, _ task: Int, _ index: Int) -> String {
    run + String(task, radix: 36) + "." + String(index, radix: 36)
  }
}

/// Lifecycles per second and CPU time per lifecycle: medians over timed runs.
struct Throughput {
  let perSecond: Double
  let cpuPerLifecycle: Double

  /// Runs `body` once to warm up and then `repetitions` times; `body` returns how many
  /// lifecycles it ran.
  static func measure(
    repetitions: Int,
    _ body: (Int) async throws -> Int
  ) async throws -> Throughput {
    var rates: [Double] = []
    var cpu: [Double] = []
    for repetition in 0..<repetitions + 1 {
      let (start, cpuStart) = (ContinuousClock.now, processCPUNanoseconds())
      let count = try await body(repetition)
      let elapsed = Harness.nanoseconds(ContinuousClock.now - start)
      let cpuElapsed = Double(processCPUNanoseconds() - cpuStart)
      guard repetition > 0 else { continue }
      rates.append(Double(count) / elapsed * 1e9)
      cpu.append(cpuElapsed / Double(count))
    }
    return Throughput(perSecond: median(rates), cpuPerLifecycle: median(cpu))
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }

  /// The CPU time the process has used, on every thread.
  private static func processCPUNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}

/// A send-payment handler that resolves what it is given and confirms and handles without
/// doing anything, for the dispatcher's cost with `SendPaymentIntent`'s values.
struct NoOpSendPaymentHandler: SendPaymentIntentHandling {
  @inline(never) func resolvePayee(for intent: SendPaymentIntent) async -> Resolution<Person> {
    intent.payee.map { .success(with: $0) } ?? .needsValue()
  }

  @inline(never) func confirm(
    intent: SendPaymentIntent
  ) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .ready)
  }

  @inline(never) func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .success)
  }
}

/// A check of the ledger after a run that failed.
struct AuditFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
