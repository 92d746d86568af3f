import IntentKit
import IntentKitTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What one seed's run did: the figures the simulation tests add up.
struct SimulationStats: Sendable {
  var conversations = 0
  var steps = 0
  var checks = 0
  /// Faults and disturbances by kind: provider faults, duplicates, resumes, reuses, retries,
  /// cancellations.
  var faults: [String: Int] = [:]

  var faultCount: Int { faults.values.reduce(0, +) }

  mutating func add(_ other: SimulationStats) {
    conversations += other.conversations
    steps += other.steps
    checks += other.checks
    faults.merge(other.faults, uniquingKeysWith: +)
  }
}

/// The result of one seed's run.
struct SimulationReport: Sendable {
  let seed: UInt64
  let setup: SimulationSetup
  let trace: [String]
  let violations: [String]
  let stats: SimulationStats

  /// The command that replays this seed alone, printing its trace.
  var replayCommand: String {
    "INTENTKIT_SIMULATION_SEED=\(seed) swift test --filter SimulationTests"
  }

  /// The seed, the setup, the violations and the end of the trace.
  var failureDescription: String {
    """
    Simulation seed \(seed) (\(setup)) broke \(violations.count) invariant checks:
    \(violations.prefix(10).map { "  - \($0)" }.joined(separator: "\n"))
    Replay: \(replayCommand)
    Last steps:
    \(trace.suffix(40).joined(separator: "\n"))
    """
  }
}

/// A deterministic simulation of many users talking to the assistant at once, with faults.
///
/// A seeded generator decides everything: the world's setup, which conversation moves next, what
/// each user says, when the clock moves, and which fault hits which step. Conversations
/// interleave turn by turn on one task, so a seed always gives the same trace; the handlers still
/// run on the dispatcher's worker tasks, with its real deadlines. After every step the
/// ``Auditor`` checks its invariants against the ledger, the bill service and the ride service.
struct Simulation {
  var generator: SeededRandomNumberGenerator
  let world: SimulationWorld
  let setup: SimulationSetup
  let conversationCount: Int
  let concurrency = 6
  var auditor = Auditor()
  var trace: [String] = []
  var stats = SimulationStats()
  var active: [any SimulatedDialogue] = []
  var retries: [any SimulatedDialogue] = []
  var reusable: [any SimulatedDialogue] = []
  var nextNumber = 0
  var stepNumber = 0

  /// Runs one seed.
  ///
  /// - Parameters:
  ///   - seed: Decides everything the run does.
  ///   - bug: A deliberate bug to put in the ledger.
  ///   - keepsIdempotencyStore: Overrides the seed's choice of an idempotency store.
  ///   - conversations: How many fresh conversations the users start.
  /// - Returns: The run's trace, violations and figures.
  /// - Throws: Any error building the world, which the sample data never causes.
  static func run(
    seed: UInt64,
    bug: InjectedBug? = nil,
    keepsIdempotencyStore: Bool? = nil,
    conversations: Int = 24
  ) async throws -> SimulationReport {
    var generator = SeededRandomNumberGenerator(seed: seed)
    var setup = SimulationSetup.picked(using: &generator)
    setup.bug = bug
    if let keepsIdempotencyStore { setup.keepsIdempotencyStore = keepsIdempotencyStore }
    var simulation = Simulation(
      generator: generator,
      world: try await SimulationWorld.make(setup),
      setup: setup,
      conversationCount: conversations
    )
    await simulation.run()
    simulation.stats.steps = simulation.stepNumber
    simulation.stats.checks = simulation.auditor.checks
    return SimulationReport(
      seed: seed,
      setup: setup,
      trace: simulation.trace,
      violations: simulation.auditor.violations,
      stats: simulation.stats
    )
  }

  private init(
    generator: SeededRandomNumberGenerator,
    world: SimulationWorld,
    setup: SimulationSetup,
    conversationCount: Int
  ) {
    self.generator = generator
    self.world = world
    self.setup = setup
    self.conversationCount = conversationCount
  }

  private mutating func run() async {
    while nextNumber < conversationCount || !active.isEmpty || !retries.isEmpty {
      stepNumber += 1
      guard stepNumber <= 5_000 else {
        auditor.expect(false, "the conversations didn't end within 5,000 steps")
        return
      }
      if roll(10) {
        let seconds = Int.random(in: 1...900, using: &generator)
        await world.clock.advance(by: .seconds(seconds))
        let run = await world.bills.runScheduledPayments()
        trace.append("\(stepNumber) clock +\(seconds)s, scheduler ran \(run.count) payments")
      }
      if !retries.isEmpty {
        stats.faults["retry after a failure", default: 0] += 1
        await start(retries.removeFirst())
      } else if !reusable.isEmpty, roll(4) {
        await redeliver()
      } else if nextNumber < conversationCount, active.count < concurrency,
        active.isEmpty || roll(33)
      {
        await start(newDialogue())
      } else if !active.isEmpty {
        let index = Int.random(in: 0..<active.count, using: &generator)
        await advance(active.remove(at: index))
      }
      await settle()
      await auditor.audit(world)
      if !auditor.violations.isEmpty { return }
    }
    let run = await world.bills.runScheduledPayments()
    trace.append("end: scheduler ran \(run.count) payments")
    await auditor.audit(world, isFinal: true)
  }

  // MARK: - Steps

  private mutating func newDialogue() -> any SimulatedDialogue {
    nextNumber += 1
    if roll(10), let original = reusable.randomElement(using: &generator),
      let reuse = original.reuse(number: nextNumber)
    {
      stats.faults["identifier reused", default: 0] += 1
      return reuse
    }
    stats.conversations += 1
    let kind = DialogueKind.allCases.randomElement(using: &generator) ?? .sendPayment
    return SimulatedUser.request(
      kind,
      number: nextNumber,
      bookedRides: auditor.bookedRides,
      using: &generator
    )
  }

  private mutating func start(_ fresh: any SimulatedDialogue) async {
    var dialogue = fresh
    auditor.register(dialogue)
    if dialogue.role == .fresh, roll(5) { world.faults.arm(.checkThrows) }
    let before = try? dialogue.encodedState()
    var thrown: (any Error)?
    do {
      try await dialogue.start(with: world.engine)
    } catch {
      thrown = error
    }
    let fired = collectFired()
    record(dialogue, saying: "starts", fired: fired, thrown: thrown)
    if let thrown {
      checkThrown(thrown, by: dialogue, before: before, allowed: allowedErrors(for: dialogue))
      return
    }
    check(dialogue, asked: nil, reply: nil, fired: fired)
    conclude(dialogue)
  }

  private mutating func advance(_ current: any SimulatedDialogue) async {
    var dialogue = current
    guard let question = dialogue.question else { return }
    if roll(10) {
      do {
        try dialogue.resumeFromStorage()
        stats.faults["saved and resumed", default: 0] += 1
        trace.append("\(stepNumber) #\(dialogue.number) saved and resumed")
      } catch {
        auditor.expect(false, "#\(dialogue.number) couldn't be resumed from storage: \(error)")
      }
    }
    let reply: Reply =
      dialogue.turnCount > 40
      ? .cancel : SimulatedUser.answer(question, role: dialogue.role, using: &generator)
    let isFinalYes = question == .finalConfirmation && reply == .yes
    var allowed = allowedErrors(for: dialogue)
    var duplicate: Bool?  // concurrent or not
    if dialogue.role == .fresh {
      let chance = Int.random(in: 0..<100, using: &generator)
      switch chance {
      case 0..<14 where isFinalYes:
        // At once, except over a deliberate bug: the correct services answer alike however two
        // deliveries interleave, but a bug's damage may depend on it, and its seed must replay.
        duplicate = chance >= 7 && setup.bug == nil
      case 14..<22 where isFinalYes:
        world.faults.arm(Bool.random(using: &generator) ? .writeThrows : .writeThrowsAfterWriting)
      case 22..<28 where isFinalYes:
        // Rarer: each costs the handle deadline in real time.
        world.faults.arm(
          Bool.random(using: &generator) ? .writeHangsBeforeWriting : .writeHangsAfterWriting
        )
      case 0..<3:
        stats.faults["task cancelled", default: 0] += 1
        allowed.insert("CancellationError")
        await advanceInCancelledTask(dialogue, reply: reply, asked: question, allowed: allowed)
        return
      case 3..<7:
        world.faults.arm(.checkThrows)
      default:
        break
      }
    }
    if let concurrently = duplicate {
      await deliverTwice(dialogue, concurrently: concurrently, asked: question)
      return
    }
    let before = try? dialogue.encodedState()
    var thrown: (any Error)?
    do {
      try await dialogue.reply(reply, with: world.engine)
    } catch {
      thrown = error
    }
    let fired = collectFired()
    record(dialogue, saying: "\(reply)", fired: fired, thrown: thrown)
    if let thrown {
      checkThrown(thrown, by: dialogue, before: before, allowed: allowed)
      if dialogue.role != .reuse { active.append(dialogue) }
      return
    }
    check(dialogue, asked: question, reply: reply, fired: fired)
    conclude(dialogue)
  }

  // MARK: - Bookkeeping

  mutating func conclude(_ dialogue: any SimulatedDialogue) {
    auditor.learn(from: dialogue)
    guard let settlement = dialogue.settlement else {
      active.append(dialogue)
      return
    }
    // A handler that failed (threw or timed out) leaves the outcome unknown: the user retries.
    if case .failed = settlement, dialogue.role == .fresh {
      nextNumber += 1
      retries.append(dialogue.retry(number: nextNumber))
    }
    if dialogue.role == .fresh, dialogue.kind != .cancelRide,
      case .handled(_, isSuccess: true) = settlement
    {
      reusable.append(dialogue)
    }
  }

  /// Waits until no handler that missed its deadline is still running, so that the next step
  /// sees a settled world whatever the machine's speed.
  private mutating func settle() async {
    func busy() -> Bool {
      world.faults.hangingCount > 0 || (world.idempotencyStore?.inFlightCount ?? 0) > 0
    }
    var waits = 0
    while busy(), waits < 5_000 {
      waits += 1
      try? await Task.sleep(for: .milliseconds(1))
    }
    auditor.expect(!busy(), "a handler that missed its deadline never stopped")
  }

  mutating func collectFired() -> [InjectedFault] {
    let fired = world.faults.collectFired()
    for fault in fired { stats.faults[fault.rawValue, default: 0] += 1 }
    return fired
  }

  mutating func record(
    _ dialogue: any SimulatedDialogue,
    saying reply: String,
    fired: [InjectedFault],
    thrown: (any Error)?
  ) {
    let faults = fired.isEmpty ? "" : " [\(fired.map(\.rawValue).joined(separator: ", "))]"
    let state =
      thrown.map { "throws \(Self.name(of: $0))" } ?? dialogue.question.map(
        String.init(describing:)
      )
      ?? dialogue.settlement.map(String.init(describing:)) ?? "?"
    trace.append(
      "\(stepNumber) #\(dialogue.number) \(dialogue.identifier)\(dialogue.role == .fresh ? "" : " (\(dialogue.role))")"
        + "\(faults): \(reply) → \(state)"
    )
  }

  mutating func roll(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }
}
