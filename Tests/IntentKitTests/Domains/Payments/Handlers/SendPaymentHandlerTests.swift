import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class SendPaymentHandlerTests: XCTestCase {
  private func handler() async throws -> (SendPaymentHandler, PaymentsSampleWorld) {
    let world = try await PaymentsSampleWorld.testing()
    return (SendPaymentHandler(service: world.service), world)
  }

  private func person(_ id: String) -> Person? {
    PaymentsSampleWorld.contacts.first { $0.id == id }?.person
  }

  // MARK: - Payee

  func testResolvePayee_withOneMatch_succeedsWithTheContact() async throws {
    let (handler, _) = try await handler()

    let resolution = await handler.resolvePayee(for: SendPaymentIntent(payee: .named("bobby")))

    XCTAssertEqual(resolution, .success(with: try XCTUnwrap(person("bob-brown"))))
  }

  func testResolvePayee_withSeveralMatches_offersThemAll() async throws {
    let (handler, _) = try await handler()

    let resolution = await handler.resolvePayee(for: SendPaymentIntent(payee: .named("Jane")))

    XCTAssertEqual(
      resolution,
      .disambiguation(with: [person("jane-appleseed"), person("jane-doe")].compactMap { $0 })
    )
  }

  func testResolvePayee_withNoMatch_isUnsupportedWithoutAReason() async throws {
    let (handler, _) = try await handler()

    let resolution = await handler.resolvePayee(for: SendPaymentIntent(payee: .named("Dave")))

    XCTAssertEqual(resolution, .unsupported())
  }

  func testResolvePayee_contactWithoutLedgerAccount_isUnsupportedForNoAccount() async throws {
    let (handler, _) = try await handler()

    let resolution = await handler.resolvePayee(for: SendPaymentIntent(payee: .named("Chris")))

    XCTAssertEqual(resolution, .unsupported(forReason: SendPaymentPayeeUnsupportedReason.noAccount))
    XCTAssertEqual(resolution.unsupportedReason?.rawValue, 3)
  }

  func testResolvePayee_contactWithoutHandle_isUnsupportedForNoValidHandle() async throws {
    let (handler, _) = try await handler()

    let resolution = await handler.resolvePayee(for: SendPaymentIntent(payee: .named("Pat Lee")))

    XCTAssertEqual(
      resolution,
      .unsupported(forReason: SendPaymentPayeeUnsupportedReason.noValidHandle)
    )
  }

  func testResolvePayee_byHandleOrIdentifier_findsTheContactWhateverTheName() async throws {
    let (handler, _) = try await handler()
    let byHandle = Person(personHandle: .emailAddress("JANE.DOE@example.com"), displayName: "?")
    let byIdentifier = Person(displayName: "Jane", contactIdentifier: "jane-appleseed")

    let handleResolution = await handler.resolvePayee(for: SendPaymentIntent(payee: byHandle))
    let identifierResolution = await handler.resolvePayee(
      for: SendPaymentIntent(payee: byIdentifier)
    )

    XCTAssertEqual(handleResolution.resolvedValue?.contactIdentifier, "jane-doe")
    XCTAssertEqual(identifierResolution.resolvedValue?.contactIdentifier, "jane-appleseed")
  }

  func testResolvePayee_withNoneGivenAndNoHistory_needsAValue() async throws {
    let (handler, _) = try await handler()

    let resolution = await handler.resolvePayee(for: SendPaymentIntent())

    XCTAssertEqual(resolution, .needsValue())
  }

  func testResolvePayee_withNoneGivenAfterAPayment_suggestsTheLastPayee() async throws {
    let (handler, world) = try await handler()
    _ = try await world.dispatcher().dispatch(
      SendPaymentIntent(payee: .named("Kenji"), currencyAmount: .jpy(1_000))
    )
    _ = try await world.dispatcher().dispatch(
      SendPaymentIntent(payee: .named("Bob"), currencyAmount: .usd(5_00))
    )

    let resolution = await handler.resolvePayee(for: SendPaymentIntent())

    XCTAssertEqual(resolution, .confirmationRequired(with: try XCTUnwrap(person("bob-brown"))))
  }

  func testResolvePayee_withABlankName_needsAValue() async throws {
    let (handler, _) = try await handler()

    let resolution = await handler.resolvePayee(for: SendPaymentIntent(payee: .named("  ")))

    XCTAssertEqual(resolution, .needsValue())
  }

  // MARK: - Amount

  func testResolveCurrencyAmount_zeroOrLess_isUnsupportedWithoutAReason() async throws {
    let (handler, _) = try await handler()

    for minorUnits: Int64 in [0, -1, .min] {
      let intent = SendPaymentIntent(currencyAmount: .usd(minorUnits))
      let resolution = await handler.resolveCurrencyAmount(for: intent)
      XCTAssertEqual(resolution, .unsupported(), "\(minorUnits)")
    }
  }

  func testResolveCurrencyAmount_currencyWithoutAnAccount_isCurrencyUnsupported() async throws {
    let (handler, _) = try await handler()
    let unsupported = Resolution<CurrencyAmount>.unsupported(
      forReason: SendPaymentCurrencyAmountUnsupportedReason.paymentsCurrencyUnsupported
    )

    let euros = await handler.resolveCurrencyAmount(
      for: SendPaymentIntent(currencyAmount: .eur(20_00))
    )
    let yenToJane = await handler.resolveCurrencyAmount(
      for: SendPaymentIntent(payee: person("jane-appleseed"), currencyAmount: .jpy(1_000))
    )

    XCTAssertEqual(euros.resolution, unsupported)
    XCTAssertEqual(yenToJane.resolution, unsupported, "Jane has no yen account")
  }

  func testResolveCurrencyAmount_outsideTheLimits_isBelowMinimumOrAboveMaximum() async throws {
    let (handler, _) = try await handler()

    let below = await handler.resolveCurrencyAmount(
      for: SendPaymentIntent(currencyAmount: .usd(99))
    )
    let above = await handler.resolveCurrencyAmount(
      for: SendPaymentIntent(currencyAmount: .usd(2_500_01))
    )
    let overflowing = await handler.resolveCurrencyAmount(
      for: SendPaymentIntent(currencyAmount: .usd(.max))
    )
    let atTheLimits = await handler.resolveCurrencyAmount(
      for: SendPaymentIntent(currencyAmount: .usd(2_500_00))
    )

    XCTAssertEqual(below.unsupportedReason?.identifier, "paymentsAmountBelowMinimum")
    XCTAssertEqual(below.unsupportedReason?.rawValue, 1)
    XCTAssertEqual(above.unsupportedReason?.identifier, "paymentsAmountAboveMaximum")
    XCTAssertEqual(overflowing.unsupportedReason?.identifier, "paymentsAmountAboveMaximum")
    XCTAssertEqual(atTheLimits, .success(with: .usd(2_500_00)))
  }

  func testResolveCurrencyAmount_withNoneGiven_needsAValueOrSuggestsTheLastAmount() async throws {
    let (handler, world) = try await handler()
    let before = await handler.resolveCurrencyAmount(for: SendPaymentIntent())
    _ = try await world.dispatcher().dispatch(
      SendPaymentIntent(payee: .named("Bob"), currencyAmount: .usd(12_34))
    )

    let after = await handler.resolveCurrencyAmount(for: SendPaymentIntent())

    XCTAssertEqual(before, .needsValue())
    XCTAssertEqual(after, .confirmationRequired(with: .usd(12_34)))
  }

  func testResolveCurrencyAmount_withNoneGiven_neverSuggestsACurrencyThePayeeCantReceive()
    async throws
  {
    let (handler, world) = try await handler()
    _ = try await world.dispatcher().dispatch(
      SendPaymentIntent(payee: .named("Bob"), currencyAmount: .usd(12_34))
    )

    let toKenji = await handler.resolveCurrencyAmount(
      for: SendPaymentIntent(payee: person("kenji-tanaka"))
    )
    let toJane = await handler.resolveCurrencyAmount(
      for: SendPaymentIntent(payee: person("jane-appleseed"))
    )

    XCTAssertEqual(toKenji, .needsValue(), "Kenji has a yen account only")
    XCTAssertEqual(toJane, .confirmationRequired(with: .usd(12_34)))
  }

  func testResolveNote_isOptionalAndLimited() async throws {
    let (handler, _) = try await handler()

    let missing = await handler.resolveNote(for: SendPaymentIntent())
    let given = await handler.resolveNote(for: SendPaymentIntent(note: "Dinner"))
    let tooLong = await handler.resolveNote(
      for: SendPaymentIntent(note: String(repeating: "x", count: 1_025))
    )

    XCTAssertEqual(missing, .notRequired())
    XCTAssertEqual(given, .success(with: "Dinner"))
    XCTAssertEqual(tooLong, .unsupported())
  }

  // MARK: - Confirm and handle

  func testConfirm_withEnoughMoney_isReadyWithAPendingRecord() async throws {
    let (handler, world) = try await handler()
    let jane = try XCTUnwrap(person("jane-appleseed"))
    let intent = SendPaymentIntent(payee: jane, currencyAmount: .usd(50_00), note: "Dinner")

    let response = try await handler.confirm(intent: intent)

    XCTAssertEqual(response.code, .ready)
    XCTAssertEqual(
      response.paymentRecord,
      PaymentRecord(
        payee: jane,
        payer: PaymentsSampleWorld.user,
        currencyAmount: .usd(50_00),
        paymentMethod: PaymentMethod(type: .checking, name: "Checking"),
        note: "Dinner",
        status: .pending
      )
    )
    let payments = await world.payments()
    XCTAssertEqual(payments, [], "confirm moves nothing")
  }

  func testConfirm_whenTheLedgerCannotSend_answersTheMatchingCode() async throws {
    let (handler, _) = try await handler()
    let jane = person("jane-appleseed")

    let tooMuch = try await handler.confirm(
      intent: SendPaymentIntent(payee: jane, currencyAmount: .usd(1_000_01))
    )
    let noEuroAccount = try await handler.confirm(
      intent: SendPaymentIntent(payee: jane, currencyAmount: .eur(10_00))
    )
    let noYenForJane = try await handler.confirm(
      intent: SendPaymentIntent(payee: jane, currencyAmount: .jpy(1_000))
    )
    let aboveMaximum = try await handler.confirm(
      intent: SendPaymentIntent(payee: jane, currencyAmount: .usd(9_000_00))
    )
    let noPayee = try await handler.confirm(intent: SendPaymentIntent(currencyAmount: .usd(1_00)))

    XCTAssertEqual(tooMuch.code, .failureInsufficientFunds)
    XCTAssertEqual(noEuroAccount.code, .failureNoBankAccount)
    XCTAssertEqual(noYenForJane.code, .failurePaymentsCurrencyUnsupported)
    XCTAssertEqual(aboveMaximum.code, .failurePaymentsAmountAboveMaximum)
    XCTAssertEqual(noPayee.code, .failure)
  }

  func testHandle_postsOnceUnderTheIntentsIdentifier_andAnswersWithACompletedRecord() async throws {
    let (handler, world) = try await handler()
    let intent = SendPaymentIntent(
      identifier: "pay-1",
      payee: person("bob-brown"),
      currencyAmount: .usd(25_00)
    )

    let first = try await handler.handle(intent: intent)
    let second = try await handler.handle(intent: intent)

    XCTAssertEqual(first.code, .success)
    XCTAssertEqual(first.paymentRecord?.status, .completed)
    XCTAssertEqual(second, first)
    let postings = await world.postings(withKey: "pay-1")
    XCTAssertEqual(postings.count, 1)
    let bobs = try await world.ledger.balance(of: "bob-brown-usd")
    XCTAssertEqual(bobs, .usd(25_00))
  }

  func testHandle_sameIdentifierDifferentAmount_throwsTheLedgersMismatchError() async throws {
    let (handler, world) = try await handler()
    let bob = person("bob-brown")
    _ = try await handler.handle(
      intent: SendPaymentIntent(identifier: "pay-1", payee: bob, currencyAmount: .usd(25_00))
    )
    let before = try await world.balances()

    await assertThrowsError({
      try await handler.handle(
        intent: SendPaymentIntent(identifier: "pay-1", payee: bob, currencyAmount: .usd(26_00))
      )
    }) { error in
      XCTAssertEqual((error as? LedgerError)?.code, .idempotencyKeyReused)
    }

    let after = try await world.balances()
    XCTAssertEqual(after, before)
  }
}
