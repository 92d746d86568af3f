import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hostile JSON requests against a dispatcher with every domain registered: each is answered
/// with an outcome or an ``IntentDispatchError``, never a crash, a hang or another error; an
/// error changes nothing, and an outcome moves money only by handling, conserving it.
final class IntentJSONFuzzTests: XCTestCase {
  /// Mutated requests per run by default (`INTENTKIT_FUZZ_ITERATIONS` overrides).
  static let mutatedRequestCount = 2_000

  /// Requests with one strict attack each per run by default (`INTENTKIT_FUZZ_ITERATIONS`
  /// overrides).
  static let attackedRequestCount = 800

  /// Requests built to hit one known edge each; all of them run every time.
  static let pathologicalRequestCount = 16

  /// A single request may take this long before the test calls it a hang.
  static let hangLimit: Duration = .seconds(10)

  /// The request with its intent's identifier replaced, so that a mutated intent isn't a replay.
  private func withIdentifier(_ identifier: String, _ request: FuzzJSON) -> FuzzJSON {
    guard case .object(var members) = request,
      let index = members.firstIndex(where: { $0.key == "intent" }),
      case .object(var fields) = members[index].value
    else { return request }
    for field in fields.indices where fields[field].key == "identifier" {
      fields[field].value = .string(identifier)
    }
    members[index].value = .object(fields)
    return .object(members)
  }

  /// Dispatches one input and checks every property; returns the reply's ending, or the error's
  /// code.
  @discardableResult
  private func check(
    _ input: Data,
    in world: AllDomainsWorld,
    _ replay: @autoclosure () -> String
  ) async throws -> String {
    let before = try await world.snapshot()
    let clock = ContinuousClock()
    let started = clock.now
    let result: String
    do {
      let reply = try await world.dispatcher.dispatch(json: input)
      let after = try await world.snapshot()
      let object = (try? JSONSerialization.jsonObject(with: reply)) as? [String: Any]
      let ending = object?["ending"] as? String
      XCTAssertNotNil(ending, "the reply isn't an outcome; \(replay()) input: \(input.fuzzEscaped)")
      AllDomainsWorld.assertConserved(
        from: before,
        to: after,
        "\(replay()) input: \(input.fuzzEscaped)"
      )
      if after != before {
        XCTAssertEqual(ending, "handled", "changed state without handling; \(replay())")
        XCTAssertEqual(object?["isReplay"] as? Bool, false, "a replay changed state; \(replay())")
      }
      result = ending ?? "?"
    } catch let error as IntentDispatchError {
      let after = try await world.snapshot()
      XCTAssertEqual(
        after,
        before,
        "\(error) changed state; \(replay()) input: \(input.fuzzEscaped)"
      )
      result = error.code.description
    } catch {
      XCTFail("untyped error \(error); \(replay()) input: \(input.fuzzEscaped)")
      result = "untyped"
    }
    let elapsed = clock.now - started
    XCTAssertLessThan(
      elapsed,
      Self.hangLimit,
      "took \(elapsed); \(replay()) input: \(input.fuzzEscaped)"
    )
    return result
  }

  func testDispatchJSON_mutatedRequests_answerOrThrowTypedErrorsAndConserveMoney() async throws {
    let budget = FuzzBudget(defaultIterations: Self.mutatedRequestCount, defaultSeed: 0x10_2026)
    let world = try await AllDomainsWorld.make()
    let seeds = IntentRequestSeeds.requests(bookedRide: world.bookedRide)
    let mutator = JSONMutator()
    var results: [String: Int] = [:]

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      var seed = seeds[index % seeds.count].json
      if Bool.random(using: &generator) { seed = withIdentifier("fuzz-\(index)", seed) }
      let input = mutator.input(from: seed, focus: "intent", using: &generator)
      let result = try await check(input, in: world, "\(budget.replay(index)) (\(budget))")
      results[result, default: 0] += 1
    }

    print("IntentJSONFuzzTests: \(budget): \(results.sorted { $0.key < $1.key })")
    // Both sides of the boundary must be reached, or the mutations are too weak or too strong.
    if budget.iterations >= 500 {
      XCTAssertGreaterThan(results["handled", default: 0], 10, "\(results)")
      XCTAssertGreaterThan(results["invalidIntent", default: 0], 10, "\(results)")
      XCTAssertGreaterThan(results["malformedRequest", default: 0], 10, "\(results)")
    }
  }

  /// Every seed with one of the attacks of issue #16 at a random place is refused.
  ///
  /// The attacks are a duplicate member with a changed value, an integer written inexactly, a
  /// member nobody reads holding invalid JSON, and a trailing comma; the strict reader refuses
  /// each wherever it stands, and nothing changes.
  func testDispatchJSON_strictAttacksAnywhere_areRefusedAndChangeNothing() async throws {
    let budget = FuzzBudget(defaultIterations: Self.attackedRequestCount, defaultSeed: 0x16_2026)
    let world = try await AllDomainsWorld.make()
    let seeds = IntentRequestSeeds.requests(bookedRide: world.bookedRide)
    let mutator = JSONMutator()
    let before = try await world.snapshot()
    var results: [String: Int] = [:]

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let seed = withIdentifier("attack-\(index)", seeds[index % seeds.count].json)
      let attack = JSONMutator.Attack.allCases[
        index / seeds.count % JSONMutator.Attack.allCases.count
      ]
      guard let input = mutator.attack(attack, on: seed, using: &generator) else { continue }
      let replay =
        "\(attack), \(budget.replay(index)) (\(budget)) input: \(Data(input.utf8).fuzzEscaped)"
      let expected: IntentDispatchError.Code =
        attack == .inexactInteger ? .invalidIntent : .malformedRequest

      do {
        let reply = try await world.dispatcher.dispatch(json: Data(input.utf8))
        XCTFail("answered \(String(decoding: reply, as: UTF8.self)); \(replay)")
      } catch let error as IntentDispatchError {
        XCTAssertEqual(error.code, expected, "\(error); \(replay)")
        if attack == .inexactInteger {
          XCTAssertTrue(error.message.hasSuffix(" is not an integer."), "\(error); \(replay)")
        }
        results["\(attack): \(error.code)", default: 0] += 1
      }
    }

    let after = try await world.snapshot()
    XCTAssertEqual(after, before, "an attack changed state")
    print("IntentJSONFuzzTests: strict attacks, \(budget): \(results.sorted { $0.key < $1.key })")
    if budget.iterations >= 100 {
      XCTAssertEqual(results.count, JSONMutator.Attack.allCases.count, "\(results)")
    }
  }

  func testDispatchJSON_unmutatedSeeds_areValidRequests() async throws {
    let world = try await AllDomainsWorld.make()
    let seeds = IntentRequestSeeds.requests(bookedRide: world.bookedRide)
    let wireNames = Set(seeds.map(\.wireName))

    for seed in seeds {
      let ending = try await check(Data(seed.json.text.utf8), in: world, seed.wireName)
      // A ride is already booked, so a second booking and feedback on an active ride end at
      // confirm; every seed must still decode and run.
      XCTAssertTrue(
        ["handled", "needsUserInput", "confirmationFailed"].contains(ending),
        "\(seed.wireName): \(ending)"
      )
    }

    XCTAssertEqual(wireNames, Set(world.dispatcher.intentTypes.intentNames))
    try writeCorpusIfAsked(seeds)
  }

  func testDispatchJSON_pathologicalRequests_throwTypedErrorsAndChangeNothing() async throws {
    let world = try await AllDomainsWorld.make()
    let send = #"{"intentName":"SendPaymentIntent","intent":"#
    let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    let inputs = [
      "", "null", "[]", "{}", "\u{FEFF}{}", #"{"intentName":null}"#, #"{"intentName":1e400}"#,
      send + deep + "}",
      send
        + #"{"identifier":"p","currencyAmount":{"minorUnits":9223372036854775808,"currency":"USD"}}}"#,
      send + #"{"identifier":"p","currencyAmount":{"minorUnits":1.5,"currency":"USD"}}}"#,
      send + #"{"identifier":"p","currencyAmount":{"minorUnits":-500,"currency":"USD"}}}"#,
      send + #"{"identifier":"p","currencyAmount":{"minorUnits":500,"currency":"ZZZ"}}}"#,
      send + #"{"identifier":"\#(String(repeating: "x", count: 60_000))"}}"#,
      send + #"{"identifier":"\ud800"}}"#,
      #"{"intentName":"RequestRideIntent","intent":{"identifier":"r","pickupLocation":{"coordinate":{"latitude":91,"longitude":0}}}}"#,
      #"{"intentName":"SendRideFeedbackIntent","intent":{"identifier":"f","rideIdentifier":"x","rating":-9223372036854775808}}"#,
    ]
    XCTAssertEqual(inputs.count, Self.pathologicalRequestCount)

    for input in inputs {
      try await check(Data(input.utf8), in: world, "pathological")
    }
    try await check(Data(repeating: UInt8(ascii: " "), count: 1 << 20), in: world, "1 MiB")
  }

  /// Writes the seeds as libFuzzer's corpus when `INTENTKIT_FUZZ_WRITE_CORPUS` names a folder:
  /// `INTENTKIT_FUZZ_WRITE_CORPUS=$PWD/Fuzz/IntentJSON/corpus swift test --filter unmutatedSeeds`.
  private func writeCorpusIfAsked(_ seeds: [IntentRequestSeeds.Request]) throws {
    guard let folder = ProcessInfo.processInfo.environment["INTENTKIT_FUZZ_WRITE_CORPUS"] else {
      return
    }
    for (index, seed) in seeds.enumerated() {
      let url = URL(fileURLWithPath: folder)
        .appendingPathComponent("\(seed.wireName)-\(index).json")
      try Data((seed.json.text + "\n").utf8).write(to: url)
    }
  }
}
