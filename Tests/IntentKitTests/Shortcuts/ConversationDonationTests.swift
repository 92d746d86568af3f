import IntentKit
import IntentKitTesting
import XCTest

/// A donation sink that refuses everything.
private struct BrokenDonations: InteractionDonating {
  func donate(_ interaction: Interaction) async throws {
    throw ShortcutError(code: .donatingInteraction, message: "disk full")
  }
}

/// The conversation engine's donations: after a successful handle, and never otherwise.
final class ConversationDonationTests: XCTestCase {
  private let jar = TipJar()
  private let donations = DonationStore()

  private var engine: ConversationEngine {
    var engine = ConversationEngine.testing(jar: jar)
    engine.configuration.donations = donations
    return engine
  }

  private var donatedIdentifiers: [String] {
    get async { await donations.interactions().map(\.identifier) }
  }

  func testSuccessfulHandle_donatesOnce_withTheIntentsIdentifier() async throws {
    let conversation = try await playConversation(
      SendTipIntent(identifier: "tip-1", recipient: Person(displayName: "Bob"), amount: .usd(5_00)),
      replies: ["yes"],
      with: engine
    )

    XCTAssertEqual(conversation.response?.code, .success)
    let donated = await donations.interactions()
    XCTAssertEqual(donated.map(\.identifier), ["tip-1"])
    XCTAssertEqual(donated.first?.intent.value(as: SendTipIntent.self), conversation.intent)
    XCTAssertEqual(donated.first?.response(for: SendTipIntent.self), conversation.response)
    XCTAssertEqual(donated.first?.intentHandlingStatus, .success)
    XCTAssertEqual(donated.first?.direction, .outgoing)
    XCTAssertEqual(donated.first?.date, .testNow)
  }

  func testSuccessfulHandle_withoutAQuestion_donatesFromStart() async throws {
    let conversation = try await engine.start(
      OrderSoupIntent(identifier: "order-1", soup: .clamChowder, quantity: 2)
    )

    XCTAssertEqual(conversation.response?.code, .success)
    let donated = await donatedIdentifiers
    XCTAssertEqual(donated, ["order-1"])
  }

  func testDonation_canBeDeletedByTheIntentsIdentifier() async throws {
    _ = try await engine.start(OrderSoupIntent(identifier: "order-1", soup: .clamChowder))

    let deleted = try await donations.deleteInteractions(withIdentifiers: ["order-1"])

    XCTAssertEqual(deleted, 1)
  }

  func testCancelledConversation_donatesNothing() async throws {
    for replies: [Reply] in [["cancel"], ["Bob", "$5", "cancel"]] {
      let conversation = try await playConversation(SendTipIntent(), replies: replies, with: engine)

      XCTAssertEqual(conversation.ending, .cancelled)
    }

    let donated = await donatedIdentifiers
    XCTAssertEqual(donated, [])
  }

  func testDeclinedConversation_donatesNothing() async throws {
    let conversation = try await playConversation(
      SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(5_00)),
      replies: ["no"],
      with: engine
    )

    XCTAssertEqual(conversation.ending, .declined)
    let donated = await donatedIdentifiers
    XCTAssertEqual(donated, [])
  }

  func testFailedConfirmation_donatesNothing() async throws {
    await jar.configure(balance: .usd(1_00))

    let conversation = try await engine.start(
      SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(50_00))
    )

    XCTAssertEqual(conversation.ending, .confirmationFailed(.init(code: .failureInsufficientFunds)))
    let donated = await donatedIdentifiers
    XCTAssertEqual(donated, [])
  }

  func testHandledWithAFailureInProgressOrAppLaunchCode_donatesNothing() async throws {
    let codes: [SendTipIntentResponse.Code] = [
      .failure, .failureInsufficientFunds, .inProgress, .failureRequiringAppLaunch,
    ]
    for code in codes {
      await jar.configure(handleCode: code)

      let conversation = try await playConversation(
        SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(1_00)),
        replies: ["yes"],
        with: engine
      )

      XCTAssertEqual(conversation.response?.code, code)
    }

    let donated = await donatedIdentifiers
    XCTAssertEqual(donated, [])
  }

  func testHandlerThatThrows_donatesNothing() async throws {
    var handler = ProbeHandler()
    handler.handleIntent = { _ in throw ProbeError(message: "disk full") }
    let engine = ConversationEngine(
      dispatcher: .with(handler),
      configuration: .init(donations: donations)
    )

    let conversation = try await engine.start(ProbeIntent(identifier: "1", first: "a", second: 1))

    guard case .failed = conversation.ending else {
      return XCTFail("Expected a failure, got \(String(describing: conversation.ending))")
    }
    let donated = await donatedIdentifiers
    XCTAssertEqual(donated, [])
  }

  func testRetryLimit_donatesNothing() async throws {
    let conversation = try await playConversation(
      SendTipIntent(recipient: Person(displayName: "Bob")),
      replies: ["lots", "heaps", "loads"],
      with: engine
    )

    XCTAssertEqual(conversation.ending, .retryLimitReached(parameter: "amount"))
    let donated = await donatedIdentifiers
    XCTAssertEqual(donated, [])
  }

  func testInterceptedConversation_donatesNothing() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    var dispatcher = IntentDispatcher.with(ShortcutsTransferHandler(ledger: ledger))
    dispatcher.addInterceptor(DevicePolicy(deviceState: DeviceState(isLocked: true)))
    let engine = ConversationEngine(
      dispatcher: dispatcher,
      configuration: .init(donations: donations)
    )

    let conversation = try await engine.start(
      ShortcutsFixtures.makeTransfer(from: "checking", to: "savings", amount: .usd(20_00))
    )

    guard case .intercepted(.resolve, _) = conversation.ending else {
      return XCTFail("Expected an interception, got \(String(describing: conversation.ending))")
    }
    let donated = await donatedIdentifiers
    XCTAssertEqual(donated, [])
  }

  func testFailingDonation_leavesTheConversationAlone_andIsReported() async throws {
    let diagnostics = DiagnosticsRecorder()
    var dispatcher = IntentDispatcher(configuration: .init(diagnosticsHandler: diagnostics.handler))
    dispatcher.register(SoupShopHandler(store: SoupStore()))
    let engine = ConversationEngine(
      dispatcher: dispatcher,
      configuration: .init(donations: BrokenDonations())
    )

    let conversation = try await engine.start(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(diagnostics.diagnostics.map(\.intentName), ["OrderSoupIntent"])
    XCTAssertTrue(diagnostics.diagnostics.first?.description.contains("disk full") == true)
    guard case .donationFailed = diagnostics.diagnostics.first?.kind else {
      return XCTFail("Expected a donation failure, got \(diagnostics.diagnostics)")
    }
  }

  func testSeedsTransfer_byConversation_isDonatedAndMovesMoneyOnce() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let engine = ConversationEngine(
      dispatcher: .with(ShortcutsTransferHandler(ledger: ledger)),
      configuration: .init(now: { ShortcutsFixtures.date(day: 3, hour: 20) }, donations: donations)
    )
    let transfer = ShortcutsFixtures.makeTransfer(
      from: "checking",
      to: "savings",
      amount: .usd(20_00),
      identifier: "transfer-1"
    )

    let conversation = try await playConversation(transfer, replies: ["yes"], with: engine)

    XCTAssertEqual(conversation.response?.code, .success)
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [1_980_00, 20_00, 0, 0])
    let donated = await donations.interactions()
    XCTAssertEqual(donated.map(\.identifier), ["transfer-1"])
    XCTAssertEqual(donated.first?.date, ShortcutsFixtures.date(day: 3, hour: 20))
  }
}
