import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Stored conversations, saved with ``StrictJSONEncoder`` and mutated: each decodes with
/// ``StrictJSONDecoder`` to a ``StrictJSONError`` or to a conversation that can be replied to
/// without crashing, where a failed reply changes nothing and money moves only by handling after
/// the final yes, within the ledger's limits; a duplicate member, invalid JSON in a member
/// nobody reads or a trailing comma never decodes.
final class ConversationStateFuzzTests: XCTestCase {
  /// Mutated states per run by default, spread over payments, bills and rides
  /// (`INTENTKIT_FUZZ_ITERATIONS` overrides).
  static let mutatedStateCount = 900

  /// States with one strict attack each per run by default (`INTENTKIT_FUZZ_ITERATIONS`
  /// overrides).
  static let attackedStateCount = 600

  private static let replies: [Reply] = [
    "yes", "no", "cancel", "Jane", "Jane Appleseed", "$50", "50", "¥1000", "$2,499.99", "1",
    "the second one", "tomorrow", "Checking", "Savings", "Small car", "City Power", "", "はい",
    "네", "\u{202E}", .text(String(repeating: "9", count: 500)), .yes, .no, .cancel,
    .choice(index: 0),
    .choice(index: 1), .choice(index: -1), .choice(index: Int.max), .value(CurrencyAmount.usd(1)),
    .value(CurrencyAmount.usd(-5)), .value(Person(displayName: "Jane Doe")), .value(3),
  ]

  /// The states a conversation about `intent` passes through on `replies`, encoded.
  private func states<Talked: Intent>(
    of intent: Talked,
    replies: [Reply],
    engine: ConversationEngine
  ) async throws -> [FuzzJSON] {
    var conversation = try await engine.start(intent)
    var states: [FuzzJSON] = []
    for reply in replies + [nil] {
      let text = String(decoding: try StrictJSONEncoder().encode(conversation), as: UTF8.self)
      if let state = FuzzJSON(parsing: text) { states.append(state) }
      guard let reply, !conversation.isFinished else { break }
      try await engine.reply(reply, to: &conversation)
    }
    return states
  }

  /// Decodes one mutated state and replies to it, checking every property.
  private func check<Talked: Intent>(
    _ input: Data,
    as type: Talked.Type,
    in world: AllDomainsWorld,
    using generator: inout SeededRandomNumberGenerator,
    _ replay: @autoclosure () -> String
  ) async throws {
    var conversation: Conversation<Talked>
    do {
      conversation = try StrictJSONDecoder().decode(Conversation<Talked>.self, from: input)
    } catch is StrictJSONError {
      return
    } catch {
      return XCTFail("untyped decoding error \(error); \(replay()) input: \(input.fuzzEscaped)")
    }
    for _ in 0..<Int.random(in: 1...3, using: &generator) where !conversation.isFinished {
      let reply = Self.replies.randomElement(using: &generator) ?? "yes"
      let question = conversation.question
      let (kept, before) = (conversation, try await world.snapshot())
      do {
        try await world.engine.reply(reply, to: &conversation)
      } catch is ConversationError, is IntentDispatchError {
        let after = try await world.snapshot()
        XCTAssertEqual(after, before, "a failed reply changed state; \(replay())")
        XCTAssertEqual(conversation.transcript, kept.transcript, "\(replay())")
        continue
      } catch {
        return XCTFail("untyped error \(error); \(replay()) input: \(input.fuzzEscaped)")
      }
      let after = try await world.snapshot()
      AllDomainsWorld.assertConserved(from: before, to: after, "\(replay()) \(input.fuzzEscaped)")
      assertWithinLimits(
        after.paymentsLedger.postings.dropFirst(before.paymentsLedger.postings.count),
        replay()
      )
      if after != before {
        guard case .handled = conversation.ending else {
          return XCTFail("state changed without handling; \(replay()) \(input.fuzzEscaped)")
        }
        if Talked.requiresFinalConfirmation {
          XCTAssertEqual(question, .finalConfirmation, "handled without the final yes; \(replay())")
        }
      }
    }
  }

  private func assertWithinLimits(_ postings: ArraySlice<LedgerPosting>, _ replay: String) {
    for posting in postings {
      let amount = posting.transfer.amount
      guard let limits = PaymentsSampleWorld.limits[amount.currency] else { continue }
      XCTAssertGreaterThanOrEqual(amount.minorUnits, limits.minimum, replay)
      XCTAssertLessThanOrEqual(amount.minorUnits, limits.maximum, replay)
    }
  }

  /// The states of a payment, a bill and a ride conversation, encoded.
  private func storedStates(
    in world: AllDomainsWorld
  ) async throws -> (payments: [FuzzJSON], bills: [FuzzJSON], rides: [FuzzJSON]) {
    let payments = try await states(
      of: SendPaymentIntent(identifier: "c-send", payee: Person(displayName: "Jane")),
      replies: ["Jane Appleseed", "$50"],
      engine: world.engine
    )
    let bills = try await states(
      of: PayBillIntent(identifier: "c-bill", billPayee: BillPayee(nickname: "Visa")),
      replies: ["minimum due", "Checking", "tomorrow"],
      engine: world.engine
    )
    let rides = try await states(
      of: RequestRideIntent(identifier: "c-ride", dropOffLocation: Placemark(name: "Cupertino")),
      replies: ["Apple Park", "Small car", "2"],
      engine: world.engine
    )
    XCTAssertGreaterThan(payments.count + bills.count + rides.count, 6)
    return (payments, bills, rides)
  }

  func testDecodeAndReply_mutatedStoredConversations_failTypedOrConserveMoney() async throws {
    let budget = FuzzBudget(defaultIterations: Self.mutatedStateCount, defaultSeed: 0xC0_2026)
    let world = try await AllDomainsWorld.make(bookingARide: false)
    let (payments, bills, rides) = try await storedStates(in: world)
    let mutator = JSONMutator()

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let replay = "\(budget.replay(index)) (\(budget))"
      switch index % 3 {
      case 0:
        let input = mutator.input(from: payments[index / 3 % payments.count], using: &generator)
        try await check(input, as: SendPaymentIntent.self, in: world, using: &generator, replay)
      case 1:
        let input = mutator.input(from: bills[index / 3 % bills.count], using: &generator)
        try await check(input, as: PayBillIntent.self, in: world, using: &generator, replay)
      default:
        let input = mutator.input(from: rides[index / 3 % rides.count], using: &generator)
        try await check(input, as: RequestRideIntent.self, in: world, using: &generator, replay)
      }
    }
  }

  /// Stored states with a duplicate member, invalid JSON in a member nobody reads, or a trailing
  /// comma, anywhere: the strict decoder refuses every one, naming the rule.
  func testDecode_storedConversationsWithStrictAttacks_neverDecode() async throws {
    let budget = FuzzBudget(defaultIterations: Self.attackedStateCount, defaultSeed: 0x5_2026)
    let world = try await AllDomainsWorld.make(bookingARide: false)
    let (payments, bills, rides) = try await storedStates(in: world)
    let states = payments + bills + rides
    let attacks: [JSONMutator.Attack] = [.duplicateMember, .invalidIgnoredMember, .trailingComma]
    let mutator = JSONMutator()
    var results: [String: Int] = [:]

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let attack = attacks[index % attacks.count]
      let which = index / attacks.count % states.count
      guard let input = mutator.attack(attack, on: states[which], using: &generator) else {
        continue
      }
      let replay =
        "\(attack), \(budget.replay(index)) (\(budget)) input: \(Data(input.utf8).fuzzEscaped)"
      let expected: StrictJSONError.Code = attack == .duplicateMember ? .duplicateKey : .invalidJSON
      let decoded: Result<Void, any Error>
      switch which {
      case ..<payments.count:
        decoded = Result {
          _ = try StrictJSONDecoder().decode(
            Conversation<SendPaymentIntent>.self,
            from: Data(input.utf8)
          )
        }
      case ..<(payments.count + bills.count):
        decoded = Result {
          _ = try StrictJSONDecoder().decode(
            Conversation<PayBillIntent>.self,
            from: Data(input.utf8)
          )
        }
      default:
        decoded = Result {
          _ = try StrictJSONDecoder().decode(
            Conversation<RequestRideIntent>.self,
            from: Data(input.utf8)
          )
        }
      }

      guard case .failure(let error) = decoded else {
        XCTFail("decoded; \(replay)")
        continue
      }
      XCTAssertEqual((error as? StrictJSONError)?.code, expected, "\(error); \(replay)")
      results[
        "\(attack): \((error as? StrictJSONError)?.code.description ?? "untyped")",
        default: 0
      ] += 1
    }

    print(
      "ConversationStateFuzzTests: strict attacks, \(budget): \(results.sorted { $0.key < $1.key })"
    )
  }
}
