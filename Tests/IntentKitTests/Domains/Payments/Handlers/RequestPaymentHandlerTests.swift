import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class RequestPaymentHandlerTests: XCTestCase {
  private func person(_ id: String) -> Person? {
    PaymentsSampleWorld.contacts.first { $0.id == id }?.person
  }

  func testRequestTwentyFromJohn_recordsAPendingRequestAndMovesNoMoney() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let before = try await world.balances()
    let intent = RequestPaymentIntent(
      identifier: "request-1",
      payer: .named("John"),
      currencyAmount: .usd(20_00),
      note: "Lunch"
    )

    let conversation = try await playConversation(
      intent,
      saying: "Request $20 from John for lunch",
      replies: ["yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Request $20 from John for lunch
      Assistant: Request $20.00 from John Appleseed?
      User: yes
      Assistant: Requested $20.00 from John Appleseed.
      """
    )
    XCTAssertEqual(conversation.response?.paymentRecord?.status, .pending)
    XCTAssertEqual(conversation.response?.paymentRecord?.payee, PaymentsSampleWorld.user)
    let pending = await world.ledger.requests(withStatus: .pending)
    XCTAssertEqual(pending.map(\.id), ["request-1"])
    XCTAssertEqual(pending.first?.payer.contactIdentifier, "john-appleseed")
    XCTAssertEqual(pending.first?.account, "checking")
    XCTAssertEqual(pending.first?.note, "Lunch")
    let after = try await world.balances()
    XCTAssertEqual(after, before)
  }

  func testRequestMoney_withNothingGiven_asksForThePayerThenTheAmount() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await playConversation(
      RequestPaymentIntent(),
      saying: "Request money",
      replies: ["Jane", "Jane Doe", "¥1000", "15 dollars", "yes"],
      with: world.engine()
    )

    assertTranscript(
      conversation,
      """
      User: Request money
      Assistant: Who do you want to request money from?
      User: Jane
      Assistant: Which Jane?
        1. Jane Appleseed
        2. Jane Doe
      User: Jane Doe
      Assistant: How much do you want to request from Jane Doe?
      User: ¥1000
      Assistant: Sorry, that currency isn't supported. How much do you want to request from Jane Doe?
      User: 15 dollars
      Assistant: Request $15.00 from Jane Doe?
      User: yes
      Assistant: Requested $15.00 from Jane Doe.
      """
    )
  }

  func testResolvePayer_usesTheRequestReasons() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = RequestPaymentHandler(service: world.service)

    let chris = await handler.resolvePayer(for: RequestPaymentIntent(payer: .named("Chris")))
    let pat = await handler.resolvePayer(for: RequestPaymentIntent(payer: .named("Pat")))
    let dave = await handler.resolvePayer(for: RequestPaymentIntent(payer: .named("Dave")))
    let nobody = await handler.resolvePayer(for: RequestPaymentIntent())

    XCTAssertEqual(chris, .unsupported(forReason: RequestPaymentPayerUnsupportedReason.noAccount))
    XCTAssertEqual(chris.unsupportedReason?.rawValue, 2)
    XCTAssertEqual(pat.unsupportedReason?.rawValue, 3)
    XCTAssertEqual(dave, .unsupported())
    XCTAssertEqual(nobody, .needsValue())
  }

  func testResolveCurrencyAmount_usesTheRequestReasons() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = RequestPaymentHandler(service: world.service)

    let below = await handler.resolveCurrencyAmount(
      for: RequestPaymentIntent(currencyAmount: .jpy(99))
    )
    let euros = await handler.resolveCurrencyAmount(
      for: RequestPaymentIntent(currencyAmount: .eur(5_00))
    )
    let none = await handler.resolveCurrencyAmount(for: RequestPaymentIntent())

    XCTAssertEqual(
      below,
      .unsupported(
        forReason: RequestPaymentCurrencyAmountUnsupportedReason.paymentsAmountBelowMinimum
      )
    )
    XCTAssertEqual(euros.unsupportedReason?.rawValue, 3)
    XCTAssertEqual(none, .needsValue(), "requests suggest no amount")
  }

  func testConfirm_whenTheUserCannotReceiveTheCurrency_failsWithNoBankAccount() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = RequestPaymentHandler(service: world.service)

    let euros = try await handler.confirm(
      intent: RequestPaymentIntent(payer: person("bob-brown"), currencyAmount: .eur(5_00))
    )
    let yenFromBob = try await handler.confirm(
      intent: RequestPaymentIntent(payer: person("bob-brown"), currencyAmount: .jpy(500))
    )
    let tooMuch = try await handler.confirm(
      intent: RequestPaymentIntent(payer: person("bob-brown"), currencyAmount: .usd(3_000_00))
    )

    XCTAssertEqual(euros.code, .failureNoBankAccount)
    XCTAssertEqual(yenFromBob.code, .failurePaymentsCurrencyUnsupported)
    XCTAssertEqual(tooMuch.code, .failurePaymentsAmountAboveMaximum)
  }

  func testHandle_twiceWithOneIdentifier_recordsOneRequest_andADifferentOneThrows() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let handler = RequestPaymentHandler(service: world.service)
    let bob = person("bob-brown")
    let intent = RequestPaymentIntent(identifier: "r-1", payer: bob, currencyAmount: .usd(9_00))

    let first = try await handler.handle(intent: intent)
    let second = try await handler.handle(intent: intent)
    await assertThrowsError({
      try await handler.handle(
        intent: RequestPaymentIntent(identifier: "r-1", payer: bob, currencyAmount: .usd(10_00))
      )
    }) { error in
      XCTAssertEqual((error as? LedgerError)?.code, .idempotencyKeyReused)
    }

    XCTAssertEqual(first.code, .success)
    XCTAssertEqual(second, first)
    let requests = await world.ledger.requests(withStatus: nil)
    XCTAssertEqual(requests.map(\.amount), [.usd(9_00)])
  }
}
