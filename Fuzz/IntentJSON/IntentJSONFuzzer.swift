// libFuzzer target for IntentKit's JSON boundary; built by Scripts/fuzz.sh, not by SwiftPM.
//
// Each input is dispatched as a JSON request, `IntentDispatcher.dispatch(json:)`, to a dispatcher
// with every domain registered over in-memory services. The input must be answered with an
// outcome or an `IntentDispatchError` that agrees with the strict reader's verdict on the text,
// and the money invariants must hold afterwards; anything else traps, so libFuzzer reports the
// input. The input is also decoded with `StrictJSONDecoder` as each intent type's envelope and as
// stored conversations, and, when the reader accepts it, must survive a canonical round trip:
// `StrictJSONEncoder`'s text for what was read reads back as the same value and the same bytes.

import Dispatch
import Foundation
import IntentKit
import IntentKitSamples

/// The world every input runs against, built once.
private let world: FuzzWorld = FuzzWorld.make()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = Array(UnsafeBufferPointer(start: bytes, count: count))
  decodeEveryType(input)
  let verdict = checkCanonicalRoundTrip(input)
  world.dispatch(Data(input), readerVerdict: verdict)
  return 0
}

/// Decodes the input as the envelope of every wire name and as stored conversations; errors
/// are expected, crashes aren't, and every error must be a `StrictJSONError`.
private func decodeEveryType(_ input: [UInt8]) {
  let decoder = StrictJSONDecoder()
  func attempt<Value: Decodable>(_ type: Value.Type) {
    do {
      _ = try decoder.decode(type, from: input)
    } catch is StrictJSONError {
      // Refused, with a path and a message: the expected outcome for most inputs.
    } catch {
      violation("decoding \(type) threw \(Swift.type(of: error)), not a StrictJSONError: \(error)")
    }
  }
  attempt(Envelope<SendPaymentIntent>.self)
  attempt(Envelope<RequestPaymentIntent>.self)
  attempt(Envelope<SearchForAccountsIntent>.self)
  attempt(Envelope<TransferMoneyIntent>.self)
  attempt(Envelope<PayBillIntent>.self)
  attempt(Envelope<SearchForBillsIntent>.self)
  attempt(Envelope<RequestRideIntent>.self)
  attempt(Envelope<ListRideOptionsIntent>.self)
  attempt(Envelope<GetRideStatusIntent>.self)
  attempt(Envelope<CancelRideIntent>.self)
  attempt(Envelope<SendRideFeedbackIntent>.self)
  attempt(Conversation<SendPaymentIntent>.self)
  attempt(Conversation<PayBillIntent>.self)
  attempt(Conversation<RequestRideIntent>.self)
  _ = try? CoverageArea(geoJSON: Data(input))
}

/// Reads the input as any JSON value with the dispatcher's limits, and returns the reader's
/// verdict: `nil` if it accepts the text, or the error's code.
///
/// If the reader accepts the text, the value's canonical text must read back as an equal value
/// whose canonical text is the same bytes.
private func checkCanonicalRoundTrip(_ input: [UInt8]) -> StrictJSONError.Code? {
  let configuration = IntentDispatcher.Configuration()
  let decoder = StrictJSONDecoder(
    maximumDepth: configuration.maximumRequestDepth,
    maximumSize: configuration.maximumRequestSize
  )
  do {
    _ = try decoder.decode(Anything.self, from: input)
  } catch let error as StrictJSONError {
    return error.code
  } catch {
    violation("the reader threw \(error), not a StrictJSONError")
  }
  // FuzzValue probes types with `try?`, and each failed probe builds an error whose path costs
  // O(document); on large arrays that is quadratic (64 KiB of numbers: ~50 s under ASan), so the
  // round trip checks the inputs of up to 8 KiB that libFuzzer mostly makes.
  guard input.count <= 8 << 10 else { return nil }
  let value: FuzzValue
  do {
    value = try decoder.decode(FuzzValue.self, from: input)
  } catch let error as StrictJSONError where error.code == .inexactNumber {
    return nil  // A number too large for Double: valid JSON that FuzzValue can't hold.
  } catch {
    violation("the reader accepted the text but reading it threw \(error)")
  }
  do {
    // Canonical text can be longer than the input (`1e5` is written `100000.0`), not deeper.
    let canonical = try StrictJSONEncoder().encode(value)
    let reread = try StrictJSONDecoder(maximumDepth: configuration.maximumRequestDepth)
      .decode(FuzzValue.self, from: Array(canonical))
    let recanonical = try StrictJSONEncoder().encode(reread)
    guard reread == value else { violation("the canonical text reads as another value") }
    guard recanonical == canonical else { violation("the canonical text isn't a fixed point") }
  } catch {
    violation("the canonical text of an accepted document was refused: \(error)")
  }
  return nil
}

/// Any JSON value, by probing types: an integer if it reads as an `Int64`, else a `Double`.
private indirect enum FuzzValue: Codable, Equatable {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([FuzzValue])
  case object([String: FuzzValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    func attempt<Value>(_ read: () throws -> Value) throws -> Value? {
      do {
        return try read()
      } catch DecodingError.typeMismatch {
        return nil
      }
    }
    if container.decodeNil() {
      self = .null
    } else if let value = try attempt({ try container.decode(Bool.self) }) {
      self = .bool(value)
    } else if let value = try attempt({ try container.decode(Double.self) }) {
      self = (try? container.decode(Int64.self)).map(Self.integer) ?? .double(value)
    } else if let value = try attempt({ try container.decode(String.self) }) {
      self = .string(value)
    } else if let value = try attempt({ try container.decode([FuzzValue].self) }) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: FuzzValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

/// Reads nothing, so decoding it checks only the reader's verdict on the text.
private struct Anything: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// The parts of an outcome the target checks.
private struct Reply: Decodable {
  let ending: String
}

/// The request envelope, `{"intentName": …, "intent": {…}}`.
private struct Envelope<Requested: Intent>: Decodable {
  let intentName: String
  let intent: Requested
}

/// Runs an async body to completion from the synchronous entry point.
private func blocking(_ body: @escaping @Sendable () async -> Void) {
  let done = DispatchSemaphore(value: 0)
  Task {
    await body()
    done.signal()
  }
  done.wait()
}

/// Stops the fuzzer with a message; libFuzzer saves the input as a crash.
private func violation(_ message: String) -> Never {
  // Standard error isn't buffered, so the message survives the abort when output is a file.
  FileHandle.standardError.write(Data("IntentJSONFuzzer invariant violated: \(message)\n".utf8))
  abort()
}

/// A clock that always reads the same date, so every input meets the same world; nothing in the
/// fuzzer waits on it (the bill scheduler isn't started), and a sleep waits in real time.
private struct FixedClock: WallClock {
  let now: Date

  func sleep(until deadline: Date) async throws {
    try await SystemWallClock().sleep(for: .seconds(deadline.timeIntervalSince(now)))
  }
}

/// The payments sample world, bills over its ledger, and a ride service, behind one dispatcher.
private struct FuzzWorld: Sendable {
  let ledger: InMemoryLedger
  let bills: BillService
  let dispatcher: IntentDispatcher
  let userTotals: [Currency: Int64]

  static let currencies: [Currency] = [.usd, .jpy]

  static func make() -> FuzzWorld {
    let box = Box()
    blocking {
      do {
        let clock = FixedClock(now: Date(timeIntervalSince1970: 1_795_348_800))
        let payments = try await PaymentsSampleWorld.make(clock: clock)
        let bills = BillService(ledger: payments.ledger, clock: clock)
        try await bills.addPaymentAccount("checking", isDefault: true)
        var dispatcher = payments.dispatcher()
        dispatcher.registerHandlers(of: bills)
        dispatcher.registerHandlers(of: RideService(configuration: .bayArea, clock: clock))
        var totals: [Currency: Int64] = [:]
        for currency in currencies {
          totals[currency] = await payments.ledger.userTotal(in: currency)
        }
        box.world = FuzzWorld(
          ledger: payments.ledger,
          bills: bills,
          dispatcher: dispatcher,
          userTotals: totals
        )
      } catch {
        violation("the world couldn't be built: \(error)")
      }
    }
    guard let world = box.world else { violation("no world") }
    return world
  }

  /// Dispatches one request and checks the answer, its agreement with the reader's verdict on
  /// the text, and the invariants.
  func dispatch(_ data: Data, readerVerdict: StrictJSONError.Code?) {
    let world = self
    blocking {
      let postingsBefore = await world.ledger.postings(involving: nil).count
      do {
        let reply = try await world.dispatcher.dispatch(json: data)
        guard readerVerdict == nil else {
          violation(
            "dispatched a request the reader refuses with \(String(describing: readerVerdict))"
          )
        }
        guard (try? StrictJSONDecoder().decode(Reply.self, from: reply)) != nil else {
          violation("the reply isn't an outcome")
        }
        guard let value = try? StrictJSONDecoder().decode(FuzzValue.self, from: reply),
          (try? StrictJSONEncoder().encode(value)) == reply
        else { violation("the reply isn't canonical JSON") }
      } catch let error as IntentDispatchError {
        let postingsAfter = await world.ledger.postings(involving: nil).count
        if postingsAfter != postingsBefore { violation("a rejected request posted money") }
        world.check(error, against: readerVerdict)
      } catch {
        violation("untyped error \(error)")
      }
      await world.checkInvariants()
    }
  }

  /// The dispatcher refuses text the reader refuses, with the matching code, and calls text
  /// invalid JSON only when the reader does.
  func check(_ error: IntentDispatchError, against verdict: StrictJSONError.Code?) {
    let saysInvalid = error.message.hasPrefix("The request isn't valid JSON")
    switch verdict {
    case .some(.invalidJSON), .some(.duplicateKey):
      guard error.code == .malformedRequest else {
        violation(
          "the reader refuses the text (\(String(describing: verdict))) but dispatch threw \(error.code)"
        )
      }
      if saysInvalid != (verdict == .invalidJSON) {
        violation(
          "dispatch's message disagrees with the reader's \(String(describing: verdict)): \(error.message)"
        )
      }
    case .some(.tooDeep), .some(.tooLarge):
      guard error.code == .requestTooLarge else {
        violation(
          "the reader refuses the text (\(String(describing: verdict))) but dispatch threw \(error.code)"
        )
      }
    case .some(let code):
      violation("the reader refused the text with \(code)")
    case .none:
      if saysInvalid || error.code == .requestTooLarge {
        violation("the reader accepts the text but dispatch threw \(error.code): \(error.message)")
      }
    }
  }

  func checkInvariants() async {
    for currency in Self.currencies {
      if await ledger.total(in: currency) != 0 { violation("\(currency) doesn't sum to zero") }
      if await ledger.userTotal(in: currency) != userTotals[currency] {
        violation("\(currency) was created or destroyed")
      }
    }
    for account in await ledger.accounts() where !account.allowsNegativeBalance {
      if let balance = try? await ledger.balance(of: account.id), balance.minorUnits < 0 {
        violation("\(account.id) is below zero")
      }
    }
  }
}

/// Carries the world out of the task that builds it.
private final class Box: @unchecked Sendable {
  // Written once by the building task before the semaphore is signalled, read after.
  var world: FuzzWorld?
}
