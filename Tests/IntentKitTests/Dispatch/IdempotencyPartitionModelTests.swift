import IntentKitTesting
import XCTest

@testable import IntentKit

/// Checks one intent type's idempotency partition against a model written from its documented
/// rules alone, over random sequences of claims, look-ups, completions of claims, releases and clock moves.
final class IdempotencyPartitionModelTests: XCTestCase {
  /// What a look-up or claim reported, comparable.
  private enum Status: Equatable {
    case unknown, inFlight, reused
    case completed(ProbeIntentResponse.Code)

    init(_ status: _IdempotencyStatus<ProbeIntentResponse>) {
      switch status {
      case .unknown: self = .unknown
      case .inFlight: self = .inFlight
      case .reused: self = .reused
      case .completed(let response): self = .completed(response.code)
      }
    }
  }

  /// The rules, kept naively: every completion in a list, looked up by scanning it.
  private struct Model {
    struct Completion {
      let intent: ProbeIntent
      let code: ProbeIntentResponse.Code
      let at: Duration
      var isForgotten = false
    }

    let capacity: Int
    let timeToLive: Duration
    var inFlight: [String: ProbeIntent] = [:]
    var completions: [Completion] = []

    /// The completions the partition still remembers: among the last `capacity`, those not
    /// forgotten because they expired or their identifier completed again.
    var remembered: [Int] {
      completions.indices.suffix(capacity).filter { !completions[$0].isForgotten }
    }

    mutating func status(of intent: ProbeIntent, now: Duration) -> Status {
      if let claimant = inFlight[intent.identifier] {
        return claimant == intent ? .inFlight : .reused
      }
      let identifier = intent.identifier
      guard let index = remembered.first(where: { completions[$0].intent.identifier == identifier })
      else { return .unknown }
      if now - completions[index].at > timeToLive {
        completions[index].isForgotten = true
        return .unknown
      }
      return completions[index].intent == intent ? .completed(completions[index].code) : .reused
    }

    mutating func claim(_ intent: ProbeIntent, now: Duration) -> Status {
      let status = status(of: intent, now: now)
      if status == .unknown { inFlight[intent.identifier] = intent }
      return status
    }

    mutating func complete(_ intent: ProbeIntent, code: ProbeIntentResponse.Code, now: Duration) {
      inFlight[intent.identifier] = nil
      let identifier = intent.identifier
      for index in completions.indices where completions[index].intent.identifier == identifier {
        completions[index].isForgotten = true
      }
      completions.append(Completion(intent: intent, code: code, at: now))
    }
  }

  func testRandomOperations_matchTheModel() throws {
    try checkRandomOperations(seeds: 0..<300, hash: nil)
  }

  /// Every identifier with the same hash: each look-up goes past other identifiers' entries, and
  /// deleting one shifts the rest of a long run.
  func testRandomOperations_withEveryHashColliding_matchTheModel() throws {
    try checkRandomOperations(seeds: 300..<500) { _ in 42 }
  }

  /// Hashes shared by pairs of identifiers (`pay-0` and `pay-1`, …), negative, whose home slots
  /// are the table's last three: runs wrap around its end.
  func testRandomOperations_withHashesSharedInPairs_matchTheModel() throws {
    try checkRandomOperations(seeds: 500..<700) { identifier in
      -1 - Int((identifier.utf8.last ?? 0) - UInt8(ascii: "0")) / 2
    }
  }

  /// Hashes that differ only above their low 32 bits, which are all the table keeps: each
  /// identifier's entry is placed and found among the others' by its identifier alone.
  func testRandomOperations_withHashesDifferingOnlyInTheirHighBits_matchTheModel() throws {
    try checkRandomOperations(seeds: 700..<800) { identifier in
      (identifier.hashValue & ~0xFFFF_FFFF) | 0x1234_5678
    }
  }

  /// Runs random operations on a partition, with `String.hashValue` or the given hash, against
  /// the model.
  private func checkRandomOperations(
    seeds: Range<Int>,
    hash: (@Sendable (String) -> Int)?
  ) throws {
    let codes: [ProbeIntentResponse.Code] = [.success, .failure, .inProgress, .failureSpecial]
    for seed in seeds {
      var random = SeededRandomNumberGenerator(seed: UInt64(seed))
      let capacity = [1, 2, 3, 5, 8][seed % 5]
      let start = ContinuousClock.now
      let elapsed = TestLock(Duration.zero)
      let store = IdempotencyStore(
        capacity: capacity,
        timeToLive: .seconds(60),
        now: { start + elapsed.withLock { $0 } }
      )
      let partition =
        hash.map { _IdempotencyPartition<ProbeIntent>(store: store, hash: $0) }
        ?? store._partition(for: ProbeIntent.self)
      var model = Model(capacity: capacity, timeToLive: .seconds(60))

      for step in 0..<400 {
        let intent = ProbeIntent(
          identifier: "pay-\(Int.random(in: 0..<6, using: &random))",
          second: Int.random(in: 0..<2, using: &random)
        )
        let now = elapsed.withLock { $0 }
        let context = "seed \(seed), capacity \(capacity), step \(step), \(intent.identifier)"
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
          let status = Status(
            partition.lookUp(intent, identifierHash: partition.identifierHash(of: intent))
          )
          XCTAssertEqual(status, model.status(of: intent, now: now), context)
        case 2, 3, 4:
          let hash = partition.identifierHash(of: intent)
          XCTAssertEqual(
            Status(partition.claim(intent, identifierHash: hash)),
            model.claim(intent, now: now),
            context
          )
        case 5, 6, 7:
          // A route completes only the claim it holds.
          let claims = model.inFlight.keys.sorted()
          guard !claims.isEmpty, let claimant = model.inFlight[claims[step % claims.count]]
          else { continue }
          let code = codes[Int.random(in: 0..<codes.count, using: &random)]
          partition.complete(
            claimant,
            with: ProbeIntentResponse(code: code),
            identifierHash: partition.identifierHash(of: claimant)
          )
          model.complete(claimant, code: code, now: now)
        case 8:
          partition.release(intent, identifierHash: partition.identifierHash(of: intent))
          model.inFlight[intent.identifier] = nil
        default:
          let seconds = Int.random(in: 0...40, using: &random)
          elapsed.withLock { $0 += .seconds(seconds) }
        }
        XCTAssertEqual(partition.inFlightCount, model.inFlight.count, context)
        XCTAssertEqual(partition.count, model.inFlight.count + model.remembered.count, context)
        XCTAssertLessThanOrEqual(partition.count - partition.inFlightCount, capacity, context)
      }
    }
  }
}
