// libFuzzer target for IntentKit's JSON boundary; built by Scripts/fuzz.sh, not by SwiftPM.
//
// Each input is dispatched as a JSON request, `IntentDispatcher.dispatch(json:)`, to a dispatcher
// with every domain registered over in-memory services. The input must be answered with an
// outcome or an `IntentDispatchError`, and the money invariants must hold afterwards; anything
// else traps, so libFuzzer reports the input. The input is also decoded as each intent type's
// envelope, and as a stored conversation, without dispatching.

import Dispatch
import Foundation
import IntentKit

/// The world every input runs against, built once.
private let world: FuzzWorld = FuzzWorld.make()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  decodeEveryType(data)
  world.dispatch(data)
  return 0
}

/// Decodes the input as the envelope of every wire name and as stored conversations; errors
/// are expected, crashes aren't.
private func decodeEveryType(_ data: Data) {
  let decoder = JSONDecoder()
  _ = try? decoder.decode(Envelope<SendPaymentIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<RequestPaymentIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<SearchForAccountsIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<TransferMoneyIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<PayBillIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<SearchForBillsIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<RequestRideIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<ListRideOptionsIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<GetRideStatusIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<CancelRideIntent>.self, from: data)
  _ = try? decoder.decode(Envelope<SendRideFeedbackIntent>.self, from: data)
  _ = try? decoder.decode(Conversation<SendPaymentIntent>.self, from: data)
  _ = try? decoder.decode(Conversation<PayBillIntent>.self, from: data)
  _ = try? decoder.decode(Conversation<RequestRideIntent>.self, from: data)
  _ = try? CoverageArea(geoJSON: data)
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
  print("IntentJSONFuzzer invariant violated: \(message)")
  abort()
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
        let clock = ManualWallClock(now: Date(timeIntervalSince1970: 1_795_348_800))
        let payments = try await PaymentsSampleWorld.make(clock: clock)
        let bills = BillService(ledger: payments.ledger, clock: clock)
        try await bills.addPaymentAccount("checking", isDefault: true)
        var dispatcher = payments.dispatcher()
        dispatcher.register(PayBillHandler(service: bills))
        dispatcher.register(SearchForBillsHandler(service: bills))
        dispatcher.registerRideHandlers(RideService(configuration: .bayArea, clock: clock))
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

  /// Dispatches one request and checks the answer and the invariants.
  func dispatch(_ data: Data) {
    let world = self
    blocking {
      let postingsBefore = await world.ledger.postings(involving: nil).count
      do {
        let reply = try await world.dispatcher.dispatch(json: data)
        guard
          let object = try? JSONSerialization.jsonObject(with: reply) as? [String: Any],
          object["ending"] is String
        else { violation("the reply isn't an outcome") }
      } catch is IntentDispatchError {
        let postingsAfter = await world.ledger.postings(involving: nil).count
        if postingsAfter != postingsBefore { violation("a rejected request posted money") }
      } catch {
        violation("untyped error \(error)")
      }
      await world.checkInvariants()
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
