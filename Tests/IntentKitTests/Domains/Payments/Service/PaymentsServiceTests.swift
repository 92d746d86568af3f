import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class PaymentsServiceTests: XCTestCase {
  func testInit_withAnUnknownUserAccount_throwsAccountNotFound() async throws {
    let world = try await PaymentsSampleWorld.testing()

    await assertThrowsError({
      try await PaymentsService(
        ledger: world.ledger,
        directory: world.directory,
        userAccounts: ["checking", "no-such-account"]
      )
    }) { error in
      XCTAssertEqual((error as? LedgerError)?.code, .accountNotFound)
    }
  }

  func testRegisterHandlers_routesTheFourPaymentIntents() async throws {
    let world = try await PaymentsSampleWorld.testing()
    var dispatcher = IntentDispatcher()

    dispatcher.registerHandlers(of: world.service)

    XCTAssertEqual(
      dispatcher.intentTypes.intentNames,
      [
        "RequestPaymentIntent", "SearchForAccountsIntent", "SendPaymentIntent",
        "TransferMoneyIntent",
      ]
    )
  }

  func testAccounts_paymentAccountIsTheFirstInTheCurrency_andContactsComeFromHolders() async throws
  {
    let world = try await PaymentsSampleWorld.testing()
    let service = world.service

    XCTAssertEqual(service.paymentAccount(in: .usd)?.id, "checking")
    XCTAssertEqual(service.paymentAccount(in: .jpy)?.id, "yen")
    XCTAssertNil(service.paymentAccount(in: .eur))
    XCTAssertEqual(service.accounts(ofContact: "kenji-tanaka").map(\.id), ["kenji-tanaka-jpy"])
    XCTAssertEqual(service.accounts(ofContact: "chris-green"), [])
    XCTAssertEqual(service.userAccounts.map(\.id), ["checking", "savings", "yen", "card"])
  }

  func testService_overAnyLedger_sendsAndSuggests() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let service = try await PaymentsService(
      ledger: FaultInjectingLedger(base: world.ledger),
      directory: world.directory,
      userAccounts: ["checking"],
      user: PaymentsSampleWorld.user
    )
    var dispatcher = IntentDispatcher()
    dispatcher.registerHandlers(of: service)
    _ = try await dispatcher.dispatch(
      SendPaymentIntent(payee: .named("Jane Doe"), currencyAmount: .usd(7_00))
    )

    let suggestion = await SendPaymentHandler(service: service).resolvePayee(
      for: SendPaymentIntent()
    )

    XCTAssertEqual(suggestion.isResolved, false)
    guard case .confirmationRequired(let payee) = suggestion.resolution else {
      return XCTFail("Expected a suggestion, got \(suggestion)")
    }
    XCTAssertEqual(payee.contactIdentifier, "jane-doe")
  }

  func testServing_anotherUser_sendsFromTheirAccountsOverTheSameLedger() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let sam = Person(displayName: "Sam Saver", contactIdentifier: "sam", isMe: true)
    let service = try world.service.serving(user: sam, userAccounts: ["savings"])
    var dispatcher = IntentDispatcher(configuration: .init(deadlines: .none))
    dispatcher.registerHandlers(of: service)

    let outcome = try await dispatcher.dispatch(
      SendPaymentIntent(payee: .named("Jane Doe"), currencyAmount: .usd(7_00))
    )

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(outcome.response?.paymentRecord?.payer, sam)
    XCTAssertEqual(outcome.response?.paymentRecord?.paymentMethod?.type, .savings)
    XCTAssertEqual(service.userAccounts.map(\.id), ["savings"])
    XCTAssertEqual(service.accounts(ofContact: "jane-doe").map(\.id), ["jane-doe-usd"])
    XCTAssertEqual(world.service.userAccounts.map(\.id), ["checking", "savings", "yen", "card"])
    let savings = try await world.ledger.balance(of: "savings")
    let checking = try await world.ledger.balance(of: "checking")
    XCTAssertEqual(savings, .usd(4_993_00))
    XCTAssertEqual(checking, .usd(1_000_00))
  }

  func testServing_withAnUnknownAccount_throwsAccountNotFound() async throws {
    let world = try await PaymentsSampleWorld.testing()

    await assertThrowsError({
      try world.service.serving(user: nil, userAccounts: ["checking", "no-such-account"])
    }) { error in
      XCTAssertEqual((error as? LedgerError)?.code, .accountNotFound)
    }
  }
}
