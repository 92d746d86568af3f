import IntentKit
import IntentKitSamples

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// IntentKit's strict JSON codec against Foundation's `JSONDecoder` and `JSONEncoder` on the
/// same documents, and the JSON front end against typed dispatch of the same payment.
///
/// The documents: a conversation waiting for the user (the payment dialogue's state after its
/// first turn), a send-payment request with a full payee, and a 1 MB list of stored
/// interactions, all as Foundation's `JSONEncoder` writes them. The strict decoder reads them
/// into IntentKit's types; Foundation's reads them into plain `Codable` structs of the same shape
/// (`JSONMirrors.swift`), its fastest case. Before it reports, the benchmark checks that both read
/// the same content: each result, written canonically, gives the same bytes.
enum JSONBenchmark {
  static func run(quick: Bool) async throws -> [BenchmarkResult] {
    let documents = try await Documents.make()
    let scale = quick ? 1 : 10
    var results: [BenchmarkResult] = []

    results += try compare(
      "conversation state",
      documents.state,
      iterations: 2_000 * scale,
      strict: { try StrictJSONDecoder().decode(Conversation<SendPaymentIntent>.self, from: $0) },
      foundation: { try JSONDecoder().decode(MirrorConversation.self, from: $0) }
    )
    results += try compare(
      "send-payment request",
      documents.request,
      iterations: 2_000 * scale,
      strict: { try StrictJSONDecoder().decode(Envelope<SendPaymentIntent>.self, from: $0) },
      foundation: { try JSONDecoder().decode(MirrorEnvelope<MirrorSendPayment>.self, from: $0) }
    )
    let registry = documents.registry
    results += try compare(
      "stored interactions",
      documents.interactions,
      iterations: 2 * scale,
      strict: { try registry.decode([Interaction].self, from: $0) },
      foundation: { try JSONDecoder().decode([MirrorInteraction].self, from: $0) }
    )

    let conversation = try StrictJSONDecoder().decode(
      Conversation<SendPaymentIntent>.self,
      from: documents.state
    )
    let mirror = try JSONDecoder().decode(MirrorConversation.self, from: documents.state)
    let foundationEncoder = JSONEncoder()
    foundationEncoder.outputFormatting = [.sortedKeys]
    let strictEncode = try Harness.timeSynchronously(iterations: 2_000 * scale) {
      _ = try StrictJSONEncoder().encode(conversation)
    }
    let foundationEncode = try Harness.timeSynchronously(iterations: 2_000 * scale) {
      _ = try foundationEncoder.encode(mirror)
    }
    let megabytes = Double(documents.state.count) / 1e6
    results.append(
      BenchmarkResult(
        name: "json: encode conversation state, strict vs JSONEncoder (sorted keys)",
        value: megabytes / (strictEncode.median / 1e9),
        unit: "MB/s",
        baseline: megabytes / (foundationEncode.median / 1e9)
      )
    )

    results += try await WirePayments.run(iterations: 1_000 * scale)
    return results
  }

  /// Times both decoders on one document and reports the strict one's throughput against
  /// Foundation's.
  private static func compare<Strict: Encodable, Mirror: Encodable>(
    _ name: String,
    _ document: Data,
    iterations: Int,
    strict: (Data) throws -> Strict,
    foundation: (Data) throws -> Mirror
  ) throws -> [BenchmarkResult] {
    let encoder = StrictJSONEncoder()
    guard try encoder.encode(strict(document)) == encoder.encode(foundation(document)) else {
      throw BenchmarkError.unexpected("the decoders read different \(name)s")
    }
    var sink = 0
    let strictTime = try Harness.timeSynchronously(iterations: iterations) {
      sink &+= withExtendedLifetime(try strict(document)) { 1 }
    }
    let foundationTime = try Harness.timeSynchronously(iterations: iterations) {
      sink &+= withExtendedLifetime(try foundation(document)) { 1 }
    }
    guard sink > 0 else { return [] }
    let megabytes = Double(document.count) / 1e6
    let strictRate = megabytes / (strictTime.median / 1e9)
    let foundationRate = megabytes / (foundationTime.median / 1e9)
    return [
      BenchmarkResult(
        name: "json: decode \(name) (\(document.count) B), strict vs JSONDecoder",
        value: strictRate,
        unit: "MB/s",
        baseline: foundationRate,
        target: "≥ 3× JSONDecoder",
        isMet: strictRate >= 3 * foundationRate
      )
    ]
  }
}

/// The request envelope `dispatch(json:)` reads: `{"intentName": …, "intent": {…}}`.
private struct Envelope<Requested: Intent>: Codable {
  let intentName: String
  let intent: Requested
}

/// The documents the decoders read.
private struct Documents {
  let state: Data
  let request: Data
  let interactions: Data
  let registry: IntentTypeRegistry

  static func make() async throws -> Documents {
    let world = try await PaymentsSampleWorld.make(
      contacts: WirePayments.contactsWithoutReadings.filter { $0.id != "jane-doe" }
    )
    let engine = ConversationEngine(
      dispatcher: world.dispatcher(configuration: .init(deadlines: .none, idempotencyStore: nil))
    )
    let conversation = try await engine.start(
      SendPaymentIntent(identifier: "dialogue-1", payee: Person(displayName: "Jane")),
      saying: "Send money to Jane"
    )
    let payment = WirePayments.intent(number: 1)
    let interactions = (0..<1_600).map { index in
      Interaction(
        intent: TransferMoneyIntent(
          identifier: "transfer-\(index)",
          from: PaymentAccount(nickname: "Checking", number: "12-\(index)"),
          to: PaymentAccount(nickname: "Savings", number: "34-\(index)"),
          transactionAmount: PaymentAmount(
            amountType: .amountDue,
            amount: .usd(Int64(index) * 100 + 99)
          ),
          transactionNote: "Monthly savings \(index)"
        ),
        response: TransferMoneyIntentResponse(code: .success),
        identifier: "interaction-\(index)",
        groupIdentifier: "savings",
        date: Date(timeIntervalSinceReferenceDate: 786_000_000 + Double(index) * 86_400)
      )
    }
    // Both decoders read what Foundation writes, so neither reads its own canonical form.
    let encoder = JSONEncoder()
    return Documents(
      state: try encoder.encode(conversation),
      request: WirePayments.request(for: payment),
      interactions: try encoder.encode(interactions),
      registry: IntentTypeRegistry([TransferMoneyIntent.self])
    )
  }
}

/// Real send payments through `dispatch(json:)` against `dispatch` of the same decoded intents,
/// with the same dispatcher and handlers.
private enum WirePayments {
  /// The sample contacts without their katakana and hangul readings, so that the documents
  /// stay the size they were measured at in BENCHMARKS.md.
  static let contactsWithoutReadings = PaymentsSampleWorld.contacts.map { contact in
    var contact = contact
    contact.phoneticNames = []
    return contact
  }

  /// The payee as the directory has her, with her handles and name parts.
  static let payee: Person =
    contactsWithoutReadings.first { $0.id == "jane-appleseed" }?.person
    ?? Person(displayName: "Jane Appleseed")

  static func intent(number: Int) -> SendPaymentIntent {
    SendPaymentIntent(
      identifier: identifier(number),
      payee: payee,
      currencyAmount: .usd(1_00),
      note: "Dinner at the harbour on Friday, the tickets for the concert, and the taxi home "
        + "afterwards. Thanks for organising everything!"
    )
  }

  /// A fixed-width identifier, so that requests differ only in its digits.
  static func identifier(_ number: Int) -> String {
    let digits = String(number)
    return "wire-" + String(repeating: "0", count: max(0, 9 - digits.count)) + digits
  }

  /// The request for a payment, as a client writes it.
  static func request(for intent: SendPaymentIntent) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    struct Request: Encodable {
      let intentName = SendPaymentIntent.wireName
      let intent: SendPaymentIntent
    }
    return (try? encoder.encode(Request(intent: intent))) ?? Data()
  }

  static func run(iterations: Int) async throws -> [BenchmarkResult] {
    let world = try await PaymentsSampleWorld.make(
      contacts: WirePayments.contactsWithoutReadings.filter { $0.id != "jane-doe" }
    )
    try await world.ledger.deposit(
      .usd(Int64(1_000_000_000) * 100),
      into: "checking",
      idempotencyKey: "bench-funding"
    )
    let template = Array(request(for: intent(number: 0)))
    let marker = Array(identifier(0).utf8)
    guard let digitsAt = template.firstRange(of: marker)?.lowerBound else {
      throw BenchmarkError.unexpected("the request has no identifier")
    }
    let digitsStart = digitsAt + marker.count - 9

    var results: [BenchmarkResult] = []
    for (label, configuration) in [
      (
        "lean configuration",
        IntentDispatcher.Configuration(deadlines: .none, idempotencyStore: nil)
      ),
      ("default configuration", IntentDispatcher.Configuration()),
    ] {
      let dispatcher = world.dispatcher(configuration: configuration)
      var number = label == "lean configuration" ? 1 : 100_000_000
      let count = label == "lean configuration" ? iterations : iterations / 4
      let typed = try await Harness.time(iterations: count) {
        number += 1
        guard try await dispatcher.dispatch(intent(number: number)).response?.code == .success
        else {
          throw BenchmarkError.unexpected("a typed payment failed")
        }
      }
      var request = template
      let wire = try await Harness.time(iterations: count) {
        number += 1
        var remaining = number
        for index in stride(from: digitsStart + 8, through: digitsStart, by: -1) {
          request[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
          remaining /= 10
        }
        let reply = try await dispatcher.dispatch(json: Data(request))
        guard reply.count > 100 else { throw BenchmarkError.unexpected("a JSON payment failed") }
      }
      results.append(
        BenchmarkResult(
          name: "json: dispatch(json:) of a send payment (\(template.count) B), \(label)",
          value: wire.median,
          unit: "ns",
          baseline: typed.median,
          target: "≤ 2× dispatch",
          isMet: wire.median <= 2 * typed.median
        )
      )
    }
    results += try await parts(of: world, iterations: iterations)
    try await verify(world)
    return results
  }

  /// What the JSON front end adds to a payment, part by part: reading the request's intent and
  /// writing the outcome, each timed on its own.
  private static func parts(
    of world: PaymentsSampleWorld,
    iterations: Int
  ) async throws -> [BenchmarkResult] {
    let dispatcher = world.dispatcher(configuration: .init(deadlines: .none, idempotencyStore: nil))
    let payment = intent(number: 999_999_998)
    let intentJSON = try StrictJSONEncoder().encode(payment)
    let outcome = try await dispatcher.dispatch(payment)
    let outcomeJSON = try StrictJSONEncoder().encode(outcome)
    var sink = 0
    let read = try Harness.timeSynchronously(iterations: iterations * 4) {
      sink &+= try StrictJSONDecoder().decode(SendPaymentIntent.self, from: intentJSON)
        .identifier.utf8.count
    }
    let write = try Harness.timeSynchronously(iterations: iterations * 4) {
      sink &+= try StrictJSONEncoder().encode(outcome).count
    }
    guard sink > 0 else { return [] }
    return [
      BenchmarkResult(
        name: "json: of which reading the intent (\(intentJSON.count) B)",
        value: read.median,
        unit: "ns"
      ),
      BenchmarkResult(
        name: "json: of which writing the outcome (\(outcomeJSON.count) B)",
        value: write.median,
        unit: "ns"
      ),
    ]
  }

  /// Checks that a JSON payment moves exactly its amount, once.
  private static func verify(_ world: PaymentsSampleWorld) async throws {
    let dispatcher = world.dispatcher(configuration: .init(deadlines: .none, idempotencyStore: nil))
    let before = try await world.ledger.balance(of: "jane-appleseed-usd")
    let total = await world.totalHeld(in: .usd)
    let payment = request(for: intent(number: 999_999_999))
    let reply = try await dispatcher.dispatch(json: payment)
    let replay = try await dispatcher.dispatch(json: payment)
    let after = try await world.ledger.balance(of: "jane-appleseed-usd")
    guard String(decoding: reply, as: UTF8.self).contains(#""code":"success""#),
      String(decoding: replay, as: UTF8.self).contains(#""code":"success""#),
      after.minorUnits - before.minorUnits == 1_00,
      await world.totalHeld(in: .usd) == total
    else { throw BenchmarkError.unexpected("the JSON payment didn't move exactly $1.00 once") }
  }
}
