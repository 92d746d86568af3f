import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

/// Thousands of payments and transfers from many tasks at once, some of them delivered twice,
/// against one ledger: money is conserved and every success is exactly one posting.
final class PaymentsConcurrencyTests: XCTestCase {
  /// What one task saw for one request.
  private struct Result: Sendable {
    let identifier: String
    let amount: CurrencyAmount
    let succeeded: Bool
  }

  private static let payees = ["Jane Appleseed", "Jane Doe", "John", "Bobby", "Kenji"]

  /// The request number `index` makes: mostly payments, every fifth a transfer into checking.
  private static func request(
    _ index: Int,
    with dispatcher: IntentDispatcher
  ) async throws -> Result {
    if index % 5 == 0 {
      let amount = CurrencyAmount.usd(10_00)
      let intent = TransferMoneyIntent(
        identifier: "transfer-\(index)",
        from: PaymentAccount(nickname: "savings"),
        to: PaymentAccount(nickname: "checking"),
        transactionAmount: PaymentAmount(amountType: .unknown, amount: amount)
      )
      let outcome = try await dispatcher.dispatch(intent)
      return Result(
        identifier: intent.identifier,
        amount: amount,
        succeeded: outcome.response?.code == .success
      )
    }
    let payee = payees[index % payees.count]
    let amount: CurrencyAmount =
      payee == "Kenji" ? .jpy(Int64(100 + index % 900)) : .usd(Int64(1_00 + (index * 37) % 900))
    let intent = SendPaymentIntent(
      identifier: "payment-\(index)",
      payee: .named(payee),
      currencyAmount: amount
    )
    guard index % 7 == 0 else {
      let outcome = try await dispatcher.dispatch(intent)
      return Result(
        identifier: intent.identifier,
        amount: amount,
        succeeded: outcome.response?.code == .success
      )
    }
    // Deliver the same payment twice at once: one runs, the other is replayed or told the key
    // is in use; never two postings.
    async let first = deliver(intent, with: dispatcher)
    async let second = deliver(intent, with: dispatcher)
    let codes = try await [first, second]
    return Result(
      identifier: intent.identifier,
      amount: amount,
      succeeded: codes.contains(.success)
    )
  }

  private static func deliver(
    _ intent: SendPaymentIntent,
    with dispatcher: IntentDispatcher
  ) async throws -> SendPaymentIntentResponse.Code? {
    do {
      return try await dispatcher.dispatch(intent).response?.code
    } catch let error as IntentDispatchError where error.code == .idempotencyKeyInUse {
      return nil
    }
  }

  func testThousandsOfConcurrentPayments_conserveMoney_andEachSuccessIsOnePosting() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher(configuration: .init(deadlines: .none))
    let dollarsBefore = await world.totalHeld(in: .usd)
    let yenBefore = await world.totalHeld(in: .jpy)
    let tasks = 40
    let requestsPerTask = 75

    let results = try await withThrowingTaskGroup(of: [Result].self) { group in
      for task in 0..<tasks {
        group.addTask {
          var results: [Result] = []
          for offset in 0..<requestsPerTask {
            results.append(
              try await Self.request(task * requestsPerTask + offset, with: dispatcher)
            )
          }
          return results
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }

    XCTAssertEqual(results.count, tasks * requestsPerTask)
    let dollarsAfter = await world.totalHeld(in: .usd)
    let yenAfter = await world.totalHeld(in: .jpy)
    let dollarTotal = await world.ledger.total(in: .usd)
    XCTAssertEqual(dollarsAfter, dollarsBefore, "no dollar created or lost")
    XCTAssertEqual(yenAfter, yenBefore, "no yen created or lost")
    XCTAssertEqual(dollarTotal, 0, "double entry")

    let postings = await world.payments()
    let postingsByKey = Dictionary(grouping: postings, by: \.idempotencyKey)
    for result in results {
      let posted = postingsByKey[result.identifier] ?? []
      XCTAssertEqual(posted.count, result.succeeded ? 1 : 0, result.identifier)
      if result.succeeded { XCTAssertEqual(posted.first?.transfer.amount, result.amount) }
    }
    XCTAssertEqual(postings.count, results.filter(\.succeeded).count)
    XCTAssertTrue(results.contains { !$0.succeeded }, "the money runs out part of the way")

    for account in await world.ledger.accounts() where !account.allowsNegativeBalance {
      let balance = try await world.ledger.balance(of: account.id)
      XCTAssertGreaterThanOrEqual(balance.minorUnits, 0, "\(account.id)")
    }
  }
}
