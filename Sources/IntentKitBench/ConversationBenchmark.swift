import CAllocationCounter
import IntentKit
import IntentKitSamples

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The seed's three-turn payment dialogue, played by the conversation engine against the real
/// payments handlers and ledger, against the same handler calls made directly.
///
/// The dialogue: "Send money to Jane" → the amount is asked → "50" → the payment is put to the
/// user → "yes" → paid. From the second dialogue on, the handler offers the last amount sent
/// ("Do you want to send $50.00 again?") instead of asking how much, and "50" answers it; the
/// turns and the ledger posting are the same.
enum ConversationBenchmark {
  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    let dialogues = quick ? 2_000 : 20_000
    let bench = try await PaymentDialogue.make(dialogues: dialogues)

    let direct = try await Harness.time(iterations: dialogues) {
      try await bench.playDirectly()
    }
    let lean = bench.engine(configuration: .init(deadlines: .none, idempotencyStore: nil))
    let text = try await Harness.time(iterations: dialogues) {
      try await bench.play(with: lean, replies: ["50", "yes"])
    }
    let typed = try await Harness.time(iterations: dialogues) {
      try await bench.play(with: lean, replies: [.value(CurrencyAmount.usd(50_00)), .yes])
    }
    let typedReplies: [Reply] = [.value(CurrencyAmount.usd(50_00)), .yes]
    let json = try await Harness.time(iterations: dialogues) {
      try await bench.playResumingFromJSON(with: lean, replies: typedReplies, codec: .strict)
    }
    let foundationJSON = try await Harness.time(iterations: dialogues / 4) {
      try await bench.playResumingFromJSON(with: lean, replies: typedReplies, codec: .foundation)
    }
    let production = bench.engine(configuration: .init())
    let defaults = try await Harness.time(iterations: dialogues / 4) {
      try await bench.play(with: production, replies: ["50", "yes"])
    }
    var preemptiveConfiguration = IntentDispatcher.Configuration()
    preemptiveConfiguration.deadlines.enforcement = .preemptive
    let preemptive = bench.engine(configuration: preemptiveConfiguration)
    let preemptiveDefaults = try await Harness.time(iterations: dialogues / 8) {
      try await bench.play(with: preemptive, replies: ["50", "yes"])
    }
    let allocations = try await Harness.allocations(iterations: dialogues) {
      try await bench.play(with: lean, replies: ["50", "yes"])
    }
    try await bench.verify(with: lean)
    let memory = try await bench.openConversationFootprint(
      with: lean,
      count: quick ? 2_000 : 20_000
    )

    let readings = try readReplies(
      context: lean.dialogContext(for: .english),
      iterations: quick ? 10_000 : 100_000
    )

    let turns = Double(PaymentDialogue.turns)
    let directTurn = direct.median / turns
    let readingRows = readings.map { label, nanoseconds in
      BenchmarkResult(
        name: "conversation: reading \(label) (typed turn = baseline)",
        value: nanoseconds,
        unit: "ns",
        baseline: typed.median / turns
      )
    }
    return [
      BenchmarkResult(
        name: "conversation: handler calls made directly, per turn",
        value: directTurn,
        unit: "ns"
      ),
      BenchmarkResult(
        name: "conversation: per turn, text replies",
        value: text.median / turns,
        unit: "ns",
        baseline: directTurn
      ),
      BenchmarkResult(
        name: "conversation: per turn, typed replies",
        value: typed.median / turns,
        unit: "ns",
        baseline: directTurn,
        target: "≤ 2× direct",
        isMet: typed.median / turns <= 2 * directTurn
      ),
      BenchmarkResult(
        name: "conversation: per turn, JSON save + resume (typed turn = baseline)",
        value: json.median / turns,
        unit: "ns",
        baseline: typed.median / turns,
        target: "≤ 3× typed",
        isMet: json.median <= 3 * typed.median
      ),
      BenchmarkResult(
        name: "conversation: per turn, JSON save + resume with Foundation's coders",
        value: foundationJSON.median / turns,
        unit: "ns",
        baseline: typed.median / turns
      ),
      BenchmarkResult(
        name: "conversation: per turn, default configuration (text turn = baseline)",
        value: defaults.median / turns,
        unit: "ns",
        baseline: text.median / turns,
        target: "≤ 1.5× lean",
        isMet: defaults.median <= 1.5 * text.median
      ),
      BenchmarkResult(
        name: "conversation: per turn, default with preemptive deadlines",
        value: preemptiveDefaults.median / turns,
        unit: "ns",
        baseline: text.median / turns
      ),
      BenchmarkResult(
        name: "conversation: heap allocations per turn",
        value: (allocations ?? .nan) / turns,
        unit: "allocs",
        target: "≤ 8",
        isMet: allocations.map { $0 / turns <= 8 }
      ),
      BenchmarkResult(
        name: "conversation: bytes of an open conversation, in memory",
        value: memory.heapBytes,
        unit: "B"
      ),
      BenchmarkResult(
        name: "conversation: bytes of an open conversation, as JSON",
        value: memory.jsonBytes,
        unit: "B"
      ),
    ] + readingRows
  }
}

extension ConversationBenchmark {
  /// Times reading the replies users type or say into the values a conversation asks for, each
  /// checked first: the nanoseconds per reply, by what was read.
  static func readReplies(
    context: DialogContext,
    iterations: Int
  ) throws -> [(label: String, nanoseconds: Double)] {
    let readings: [(label: String, read: () -> Bool)] = [
      ("the amount \"50\"", { CurrencyAmount(reply: "50", context: context) == .usd(50_00) }),
      (
        "the amount \"$12.30\"",
        { CurrencyAmount(reply: "$12.30", context: context) == .usd(12_30) }
      ),
      (
        "the amount \"50 dollars\"",
        { CurrencyAmount(reply: "50 dollars", context: context) == .usd(50_00) }
      ),
      ("the number \"2\"", { Int(reply: "2", context: context) == 2 }),
      (
        "the date \"tomorrow\"", { DateComponentsRange(reply: "tomorrow", context: context) != nil }
      ),
      (
        "the date \"December 3\"",
        {
          DateComponentsRange(reply: "December 3", context: context)?.startDateComponents?.day == 3
        }
      ),
    ]
    return try readings.map { label, read in
      let time = try Harness.timeSynchronously(iterations: iterations) {
        guard read() else { throw BenchmarkError.unexpected("conversation: reading \(label)") }
      }
      return (label, time.median)
    }
  }
}

/// The payments world, handler and intents one benchmark run plays its dialogues with.
private final class PaymentDialogue {
  /// The turns of one dialogue: the request and two replies.
  static let turns = 3

  let world: PaymentsSampleWorld
  let handler: SendPaymentHandler
  /// One intent per dialogue and batch, so that no identifier is handled twice.
  let intents: [SendPaymentIntent]
  private var nextIndex = 0

  init(world: PaymentsSampleWorld, intents: [SendPaymentIntent]) {
    self.world = world
    self.handler = SendPaymentHandler(service: world.service)
    self.intents = intents
  }

  static func make(dialogues: Int) async throws -> PaymentDialogue {
    // The seed's contacts without Jane Doe, so that "Jane" names one contact.
    let world = try await PaymentsSampleWorld.make(
      contacts: PaymentsSampleWorld.contacts.filter { $0.id != "jane-doe" }
    )
    // Enough money for every dialogue of the run: each sends $50.00.
    try await world.ledger.deposit(
      .usd(Int64(1_000_000_000) * 100),
      into: "checking",
      idempotencyKey: "bench-funding"
    )
    let count = dialogues * (Harness.repetitions + 1) * 8 + 10_000
    let intents = (0..<count).map {
      SendPaymentIntent(identifier: "dialogue-\($0)", payee: Person(displayName: "Jane"))
    }
    return PaymentDialogue(world: world, intents: intents)
  }

  func engine(configuration: IntentDispatcher.Configuration) -> ConversationEngine {
    ConversationEngine(dispatcher: world.dispatcher(configuration: configuration))
  }

  func nextIntent() throws -> SendPaymentIntent {
    guard nextIndex < intents.count else { throw BenchmarkError.ranOutOfIntents }
    defer { nextIndex += 1 }
    return intents[nextIndex]
  }

  /// The handler calls the engine makes in one dialogue, in its order, with no engine between.
  func playDirectly() async throws {
    var intent = try nextIntent()
    guard case .success(let payee) = await handler.resolvePayee(for: intent).resolution else {
      throw BenchmarkError.unexpected("payee")
    }
    intent.payee = payee
    _ = await handler.resolveCurrencyAmount(for: intent)
    intent.currencyAmount = .usd(50_00)
    guard case .success = await handler.resolveCurrencyAmount(for: intent).resolution else {
      throw BenchmarkError.unexpected("amount")
    }
    _ = await handler.resolveNote(for: intent)
    guard try await handler.confirm(intent: intent).code == .ready,
      try await handler.handle(intent: intent).code == .success
    else { throw BenchmarkError.unexpected("handle") }
  }

  /// Plays one dialogue through the engine.
  func play(with engine: ConversationEngine, replies: [Reply]) async throws {
    var conversation = try await engine.start(try nextIntent(), saying: "Send money to Jane")
    for reply in replies {
      try await engine.reply(reply, to: &conversation)
    }
    guard conversation.response?.code == .success else {
      throw BenchmarkError.unexpected(conversation.transcript.map(\.text).joined(separator: " / "))
    }
  }

  /// The coders a stateless server saves conversations with.
  enum Codec {
    case strict, foundation

    func encode(_ conversation: Conversation<SendPaymentIntent>) throws -> Data {
      switch self {
      case .strict: try StrictJSONEncoder().encode(conversation)
      case .foundation: try JSONEncoder().encode(conversation)
      }
    }

    func decode(_ data: Data) throws -> Conversation<SendPaymentIntent> {
      switch self {
      case .strict: try StrictJSONDecoder().decode(Conversation<SendPaymentIntent>.self, from: data)
      case .foundation: try JSONDecoder().decode(Conversation<SendPaymentIntent>.self, from: data)
      }
    }
  }

  /// Plays one dialogue, saving the conversation to JSON after every turn and resuming it from
  /// the JSON before the next, as a stateless server does.
  func playResumingFromJSON(
    with engine: ConversationEngine,
    replies: [Reply],
    codec: Codec
  ) async throws {
    let started = try await engine.start(try nextIntent(), saying: "Send money to Jane")
    var saved = try codec.encode(started)
    var finished = false
    for reply in replies {
      var conversation = try codec.decode(saved)
      try await engine.reply(reply, to: &conversation)
      saved = try codec.encode(conversation)
      finished = conversation.response?.code == .success
    }
    guard finished else { throw BenchmarkError.unexpected("paid") }
  }

  /// Checks that a dialogue reads as the seed's and that the money moved exactly.
  func verify(with engine: ConversationEngine) async throws {
    let total = await world.totalHeld(in: .usd)
    let before = try await world.ledger.balance(of: "jane-appleseed-usd")
    var conversation = try await engine.start(try nextIntent(), saying: "Send money to Jane")
    try await engine.reply("50", to: &conversation)
    try await engine.reply("yes", to: &conversation)
    let expected = [
      "Send money to Jane",
      "Do you want to send $50.00 again?",
      "50",
      "Send $50.00 to Jane Appleseed?",
      "yes",
      "Sent $50.00 to Jane Appleseed.",
    ]
    guard conversation.transcript.map(\.text) == expected else {
      throw BenchmarkError.unexpected(
        "transcript: " + conversation.transcript.map(\.text).joined(separator: " / ")
      )
    }
    let after = try await world.ledger.balance(of: "jane-appleseed-usd")
    guard after.minorUnits - before.minorUnits == 50_00,
      await world.totalHeld(in: .usd) == total
    else { throw BenchmarkError.unexpected("ledger") }
  }

  /// The bytes one conversation waiting for the amount holds: live heap per conversation while
  /// `count` of them are open, and the size of one as JSON.
  func openConversationFootprint(
    with engine: ConversationEngine,
    count: Int
  ) async throws -> (heapBytes: Double, jsonBytes: Double) {
    let intents = try (0..<count).map { _ in try nextIntent() }
    var open: [Conversation<SendPaymentIntent>] = []
    open.reserveCapacity(count)
    let before = Harness.liveHeapBytes()
    for intent in intents {
      open.append(try await engine.start(intent, saying: "Send money to Jane"))
    }
    let after = Harness.liveHeapBytes()
    guard let first = open.first,
      first.question
        == .confirmation(
          parameter: "currencyAmount",
          value: AnyParameterValue(CurrencyAmount.usd(50_00))
        )
    else { throw BenchmarkError.unexpected("open conversation") }
    let inline = Double(MemoryLayout<Conversation<SendPaymentIntent>>.stride)
    let heap =
      (before.flatMap { start in after.map { Double($0 - start) / Double(count) } })
      .map { $0 + inline } ?? .nan
    let json = Double(try StrictJSONEncoder().encode(first).count)
    return (heap, json)
  }
}

/// Why a benchmark stopped: its own check of the work failed.
enum BenchmarkError: Error, CustomStringConvertible {
  case ranOutOfIntents
  case unexpected(String)

  var description: String {
    switch self {
    case .ranOutOfIntents: "the benchmark made too few intents for its iterations"
    case .unexpected(let what): "unexpected result: \(what)"
    }
  }
}
