import Foundation
import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

/// Bad input is refused with a clear answer and changes nothing: every test compares every
/// balance before and after.
final class PaymentsBadInputTests: XCTestCase {
  /// A fresh sample world and its balances before anything happens.
  private func arrange() async throws -> (PaymentsSampleWorld, [String: Int64]) {
    let world = try await PaymentsSampleWorld.testing()
    return (world, try await world.balances())
  }

  private func assertBalancesUnchanged(
    in world: PaymentsSampleWorld,
    since before: [String: Int64],
    file: StaticString = #filePath,
    line: UInt = #line
  ) async throws {
    let after = try await world.balances()
    XCTAssertEqual(after, before, "balances changed", file: file, line: line)
    let payments = await world.payments()
    XCTAssertEqual(payments, [], "something was posted", file: file, line: line)
  }

  private func send(
    _ payee: String,
    _ amount: CurrencyAmount,
    in world: PaymentsSampleWorld
  ) async throws -> IntentOutcome<SendPaymentIntent> {
    try await world.dispatcher().dispatch(
      SendPaymentIntent(payee: .named(payee), currencyAmount: amount)
    )
  }

  private func dispatchJSON(
    _ intent: String,
    in world: PaymentsSampleWorld
  ) async -> IntentDispatchError? {
    let json = #"{"intentName": "SendPaymentIntent", "intent": "# + intent + "}"
    do {
      _ = try await world.dispatcher().dispatch(json: Data(json.utf8))
      return nil
    } catch {
      return error as? IntentDispatchError
    }
  }

  private func reply(
    _ text: String,
    toAmountFor payee: String,
    in world: PaymentsSampleWorld
  ) async throws -> ConversationTurn.Event? {
    var conversation = try await world.engine().start(SendPaymentIntent(payee: .named(payee)))
    try await world.engine().reply(.text(text), to: &conversation)
    return conversation.transcript.last?.event
  }

  // MARK: - Amounts

  func testZeroAndNegativeAmounts_areUnsupportedAndChangeNothing() async throws {
    let (world, before) = try await arrange()
    for minorUnits: Int64 in [0, -1, -50_00, .min] {
      let outcome = try await send("Bob", .usd(minorUnits), in: world)

      XCTAssertEqual(outcome.parameterRequest?.parameterName, "currencyAmount")
      XCTAssertEqual(outcome.parameterRequest?.resolution, .unsupported(reason: nil))
    }
    try await assertBalancesUnchanged(in: world, since: before)
  }

  func testOverflowingAmounts_areRefusedAndChangeNothing() async throws {
    let (world, before) = try await arrange()
    let typed = try await send("Bob", .usd(.max), in: world)
    let json = await dispatchJSON(
      #"{"identifier": "x", "payee": {"displayName": "Bob"}, "currencyAmount": {"minorUnits": 9223372036854775808, "currency": "USD"}}"#,
      in: world
    )
    let spoken = try await reply("$92,233,720,368,547,758.08", toAmountFor: "Bob", in: world)

    XCTAssertEqual(
      typed.parameterRequest?.resolution.unsupportedReason?.identifier,
      "paymentsAmountAboveMaximum"
    )
    XCTAssertEqual(json?.code, .invalidIntent)
    XCTAssertEqual(spoken, .rejectedValue(parameter: "currencyAmount", reason: "amountTooLarge"))
    try await assertBalancesUnchanged(in: world, since: before)
  }

  func testOverPreciseAmounts_areExplainedAndChangeNothing() async throws {
    let (world, before) = try await arrange()
    let spoken = try await reply("0.001 USD", toAmountFor: "Bob", in: world)
    let spokenCents = try await reply("$12.345", toAmountFor: "Bob", in: world)
    let json = await dispatchJSON(
      #"{"identifier": "x", "payee": {"displayName": "Bob"}, "currencyAmount": {"minorUnits": 0.5, "currency": "USD"}}"#,
      in: world
    )

    XCTAssertEqual(spoken, .rejectedValue(parameter: "currencyAmount", reason: "amountTooPrecise"))
    XCTAssertEqual(
      spokenCents,
      .rejectedValue(parameter: "currencyAmount", reason: "amountTooPrecise")
    )
    XCTAssertEqual(json?.code, .invalidIntent)
    XCTAssertThrowsError(try CurrencyAmount(decimalString: "0.001", currency: .usd)) { error in
      XCTAssertEqual((error as? MoneyError)?.code, .excessPrecision)
    }
    try await assertBalancesUnchanged(in: world, since: before)
  }

  func testUnknownAndUnsupportedCurrencies_areRefusedAndChangeNothing() async throws {
    let (world, before) = try await arrange()
    let json = await dispatchJSON(
      #"{"identifier": "x", "payee": {"displayName": "Bob"}, "currencyAmount": {"minorUnits": 500, "currency": "XYZ"}}"#,
      in: world
    )
    let spoken = try await reply("50 XYZ", toAmountFor: "Bob", in: world)
    let euros = try await send("Bob", .eur(5_00), in: world)

    XCTAssertEqual(json?.code, .invalidIntent)
    XCTAssertEqual(spoken, .didNotUnderstand(parameter: "currencyAmount"))
    XCTAssertEqual(
      euros.parameterRequest?.resolution.unsupportedReason?.identifier,
      "paymentsCurrencyUnsupported"
    )
    try await assertBalancesUnchanged(in: world, since: before)
  }

  // MARK: - Names

  func testEmptyNames_askForANameAndChangeNothing() async throws {
    let (world, before) = try await arrange()
    let typed = try await send("", .usd(5_00), in: world)
    var conversation = try await world.engine().start(SendPaymentIntent())
    try await world.engine().reply("   ", to: &conversation)

    XCTAssertEqual(typed.parameterRequest?.parameterName, "payee")
    XCTAssertEqual(typed.parameterRequest?.resolution, .needsValue)
    XCTAssertEqual(conversation.transcript.last?.event, .didNotUnderstand(parameter: "payee"))
    try await assertBalancesUnchanged(in: world, since: before)
  }

  func testTenThousandCharacterNames_areRefusedAndChangeNothing() async throws {
    let (world, before) = try await arrange()
    let name = String(repeating: "Jane ", count: 2_000)
    let typed = try await send(name, .usd(5_00), in: world)
    let json = await dispatchJSON(
      #"{"identifier": "x", "payee": {"displayName": ""# + name + #""}}"#,
      in: world
    )
    var conversation = try await world.engine().start(SendPaymentIntent())
    try await world.engine().reply(.text(name), to: &conversation)

    XCTAssertEqual(typed.parameterRequest?.resolution, .unsupported(reason: nil))
    XCTAssertEqual(json?.code, .invalidIntent)
    XCTAssertEqual(conversation.transcript.last?.event, .didNotUnderstand(parameter: "payee"))
    let matches = world.directory.contacts(matching: name, limit: 10)
    XCTAssertEqual(matches, [])
    try await assertBalancesUnchanged(in: world, since: before)
  }

  // MARK: - Repeated and reused identifiers

  func testHandlingTheSameIntentTwice_postsOnce_withOrWithoutTheDispatchersStore() async throws {
    for configuration in [IntentDispatcher.Configuration(), .withoutIdempotencyStore] {
      let world = try await PaymentsSampleWorld.testing()
      let dispatcher = world.dispatcher(configuration: configuration)
      let intent = SendPaymentIntent(
        identifier: "pay-1",
        payee: .named("Bob"),
        currencyAmount: .usd(25_00)
      )

      let first = try await dispatcher.dispatch(intent)
      let second = try await dispatcher.dispatch(intent)

      XCTAssertEqual(first.response?.code, .success)
      XCTAssertEqual(second.response, first.response)
      XCTAssertEqual(second.isReplay, configuration.idempotencyStore != nil)
      let postings = await world.postings(withKey: "pay-1")
      XCTAssertEqual(postings.count, 1)
      let balances = try await world.balances()
      XCTAssertEqual(balances["checking"], 975_00)
      XCTAssertEqual(balances["bob-brown-usd"], 25_00)
    }
  }

  func testRetryingAPaymentThatSpentEverything_withoutTheStore_answersSuccessAgain() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher(configuration: .withoutIdempotencyStore)
    let payment = SendPaymentIntent(
      identifier: "pay-all",
      payee: .named("Bob"),
      currencyAmount: .usd(1_000_00)
    )
    // Savings holds $5,000.00 and a transfer moves at most $2,500.00: two empty it.
    let transfers = ["move-1", "move-2"].map { identifier in
      TransferMoneyIntent(
        identifier: identifier,
        from: PaymentAccount(nickname: "savings"),
        to: PaymentAccount(nickname: "checking"),
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(2_500_00))
      )
    }

    _ = try await dispatcher.dispatch(payment)
    let retriedPayment = try await dispatcher.dispatch(payment)
    for transfer in transfers {
      _ = try await dispatcher.dispatch(transfer)
    }
    let retriedTransfer = try await dispatcher.dispatch(transfers[1])

    // Confirm sees that the ledger already holds these postings, so the retries are confirmed
    // and replayed instead of refused for the money they spent.
    XCTAssertEqual(retriedPayment.response?.code, .success)
    XCTAssertEqual(retriedTransfer.response?.code, .success)
    let balances = try await world.balances()
    XCTAssertEqual(balances["checking"], 5_000_00)
    XCTAssertEqual(balances["savings"], 0)
    XCTAssertEqual(balances["bob-brown-usd"], 1_000_00)
    let payments = await world.payments()
    XCTAssertEqual(payments.map(\.idempotencyKey), ["pay-all", "move-1", "move-2"])
  }

  func testTheSameIdentifierWithADifferentAmount_isAMismatch_andPostsNothingMore() async throws {
    let (world, before) = try await arrange()
    let intent = SendPaymentIntent(
      identifier: "pay-1",
      payee: .named("Bob"),
      currencyAmount: .usd(25_00)
    )
    var changed = intent
    changed.currencyAmount = .usd(26_00)

    // The dispatcher's idempotency store rejects the reuse first…
    let dispatcher = world.dispatcher()
    _ = try await dispatcher.dispatch(intent)
    await assertThrowsError({ try await dispatcher.dispatch(changed) }) { error in
      XCTAssertEqual((error as? IntentDispatchError)?.code, .idempotencyKeyReused)
    }
    // …and without the store the ledger's own key check refuses it.
    let storeless = world.dispatcher(configuration: .withoutIdempotencyStore)
    let outcome = try await storeless.dispatch(changed)

    XCTAssertEqual(outcome.response?.code, .failure)
    XCTAssertEqual((outcome.failure?.error as? LedgerError)?.code, .idempotencyKeyReused)
    let postings = await world.postings(withKey: "pay-1")
    XCTAssertEqual(postings.map(\.transfer.amount), [.usd(25_00)])
    let balances = try await world.balances()
    XCTAssertEqual(balances["checking"], before["checking"].map { $0 - 25_00 })
    XCTAssertEqual(balances["bob-brown-usd"], 25_00)
  }

  // MARK: - Requests and transfers

  func testBadRequestsAndTransfers_areRefusedAndChangeNothing() async throws {
    let (world, before) = try await arrange()
    let dispatcher = world.dispatcher()
    let request = try await dispatcher.dispatch(
      RequestPaymentIntent(payer: .named("Bob"), currencyAmount: .usd(0))
    )
    let transfer = try await dispatcher.dispatch(
      TransferMoneyIntent(
        from: PaymentAccount(nickname: "checking"),
        to: PaymentAccount(nickname: "savings"),
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(-10_00))
      )
    )
    let note = try await dispatcher.dispatch(
      TransferMoneyIntent(
        from: PaymentAccount(nickname: "checking"),
        to: PaymentAccount(nickname: "savings"),
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(10_00)),
        transactionNote: String(repeating: "x", count: 10_000)
      )
    )

    XCTAssertEqual(request.parameterRequest?.resolution, .unsupported(reason: nil))
    XCTAssertEqual(transfer.parameterRequest?.parameterName, "transactionAmount")
    XCTAssertEqual(note.parameterRequest?.parameterName, "transactionNote")
    let requests = await world.ledger.requests(withStatus: nil)
    XCTAssertEqual(requests, [])
    try await assertBalancesUnchanged(in: world, since: before)
  }
}
