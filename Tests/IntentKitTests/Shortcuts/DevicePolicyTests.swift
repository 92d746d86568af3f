import IntentKit
import IntentKitTesting
import XCTest

final class DevicePolicyTests: XCTestCase {
  private let transfer = ShortcutsFixtures.makeTransfer(
    from: "checking",
    to: "savings",
    amount: .usd(20_00),
    identifier: "transfer-1"
  )

  private func dispatcher(
    _ ledger: InMemoryLedger,
    device: DeviceState,
    restrictedWhileLocked: Set<String> = []
  ) -> IntentDispatcher {
    var dispatcher = IntentDispatcher.with(ShortcutsTransferHandler(ledger: ledger))
    dispatcher.register(SoupShopHandler(store: SoupStore()))
    dispatcher.register(ShortcutsSoupOfTheDayIntent.self) { _ in .init(code: .success) }
    dispatcher.addInterceptor(
      DevicePolicy(deviceState: device, restrictedWhileLocked: restrictedWhileLocked)
    )
    return dispatcher
  }

  // MARK: - _Locked device

  func testLockedDevice_refusesAPayment_beforeResolution_andMovesNothing() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let dispatcher = dispatcher(ledger, device: DeviceState(isLocked: true))

    let outcome = try await dispatcher.dispatch(transfer)

    guard case .intercepted(.resolve, let response) = outcome.ending else {
      return XCTFail("Expected a refusal before resolution, got \(outcome.ending)")
    }
    XCTAssertEqual(response.code, .failureRequiringAppLaunch)
    XCTAssertEqual(response.handlingStatus, .deferredToApplication)
    XCTAssertEqual(
      response.userActivity,
      UserActivity(
        activityType: "TransferMoneyIntent",
        title: "Unlock your device to continue",
        userInfo: ["reason": .string(DevicePolicy.deviceLockedReason), "identifier": "transfer-1"]
      )
    )
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [2_000_00, 0, 0, 0])
  }

  func testUnlockedDevice_letsThePaymentRun() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let device = DeviceState(isLocked: true)
    let dispatcher = dispatcher(ledger, device: device)

    await device.unlock()
    let outcome = try await dispatcher.dispatch(transfer)

    XCTAssertEqual(outcome.response?.code, .success)
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [1_980_00, 20_00, 0, 0])
  }

  func testLockedDevice_letsUnrestrictedIntentsRun() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let dispatcher = dispatcher(ledger, device: DeviceState(isLocked: true))

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .success)
  }

  func testRestrictedWhileLocked_listedWireNames_areRefused() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let dispatcher = dispatcher(
      ledger,
      device: DeviceState(isLocked: true),
      restrictedWhileLocked: ["OrderSoupIntent", "SoupOfTheDayIntent"]
    )

    let soup = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))
    let soupOfTheDay = try await dispatcher.dispatch(ShortcutsSoupOfTheDayIntent())

    guard case .intercepted(.resolve, let soupResponse) = soup.ending,
      case .intercepted(.resolve, let soupOfTheDayResponse) = soupOfTheDay.ending
    else {
      return XCTFail("Expected refusals, got \(soup.ending) and \(soupOfTheDay.ending)")
    }
    XCTAssertEqual(soupResponse.code, .failureRequiringAppLaunch)
    XCTAssertEqual(soupOfTheDayResponse.code, .failure, "no app-launch code: falls back")
    XCTAssertEqual(soupOfTheDayResponse.userActivity?.activityType, "SoupOfTheDayIntent")
  }

  func testIsRestrictedWhileLocked_coversEveryPaymentIntentAndListedNames() {
    let policy = DevicePolicy(
      deviceState: DeviceState(),
      restrictedWhileLocked: ["OrderSoupIntent"]
    )

    XCTAssertTrue(policy.isRestrictedWhileLocked(SendPaymentIntent.self))
    XCTAssertTrue(policy.isRestrictedWhileLocked(RequestPaymentIntent.self))
    XCTAssertTrue(policy.isRestrictedWhileLocked(SearchForAccountsIntent.self))
    XCTAssertTrue(policy.isRestrictedWhileLocked(TransferMoneyIntent.self))
    XCTAssertTrue(policy.isRestrictedWhileLocked(OrderSoupIntent.self))
    XCTAssertFalse(policy.isRestrictedWhileLocked(SendTipIntent.self))
  }

  // MARK: - Siri authorization

  func testUnauthorizedAssistant_refusesEveryIntentWithFailure() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    for status in [SiriAuthorizationStatus.notDetermined, .restricted, .denied] {
      let device = DeviceState(isLocked: false, siriAuthorizationStatus: status)
      let dispatcher = dispatcher(ledger, device: device)

      let payment = try await dispatcher.dispatch(transfer)
      let soup = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

      XCTAssertEqual(payment.response?.code, .failure, "\(status)")
      XCTAssertNil(payment.response?.userActivity)
      XCTAssertEqual(soup.response?.code, .failure, "\(status)")
      XCTAssertFalse(soup.isHandled)
    }
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [2_000_00, 0, 0, 0])
  }

  func testAuthorizationGranted_letsIntentsRun() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let device = DeviceState(siriAuthorizationStatus: .notDetermined)
    let dispatcher = dispatcher(ledger, device: device)

    await device.setSiriAuthorizationStatus(.authorized)
    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .success)
    let status = await device.siriAuthorizationStatus
    XCTAssertEqual(status, .authorized)
  }

  func testAuthorizationStatus_keepsSiriKitsRawValues() {
    XCTAssertEqual(SiriAuthorizationStatus.allCases.map(\.rawValue), [0, 1, 2, 3])
    XCTAssertEqual(SiriAuthorizationStatus.authorized.rawValue, 3)
  }

  // MARK: - Conversations and voice shortcuts

  func testConversation_onALockedDevice_isRefusedBeforeAnyQuestion() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let engine = ConversationEngine(
      dispatcher: dispatcher(ledger, device: DeviceState(isLocked: true))
    )

    let conversation = try await engine.start(
      TransferMoneyIntent(to: ShortcutsFixtures.savings),
      saying: "Transfer money to savings"
    )

    assertTranscript(
      conversation,
      """
      User: Transfer money to savings
      Assistant: Please continue in the app to finish this.
      """
    )
    XCTAssertEqual(conversation.response?.code, .failureRequiringAppLaunch)
  }

  func testConversation_deviceLockedBetweenTurns_isRefusedAtHandle() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let device = DeviceState()
    let engine = ConversationEngine(dispatcher: dispatcher(ledger, device: device))
    var script = ConversationScript<TransferMoneyIntent>(engine: engine)

    try await script.start(transfer)
    script.assertAsksFinalConfirmation("Transfer $20.00 from checking to savings?")
    await device.lock()
    try await script.reply("yes")

    guard case .intercepted(.handle, let response) = script.conversation?.ending else {
      return XCTFail("Expected a refusal at handle:\n\(script.transcript)")
    }
    XCTAssertEqual(response.code, .failureRequiringAppLaunch)
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [2_000_00, 0, 0, 0])
  }

  func testVoiceShortcut_onALockedDevice_isRefused() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let device = DeviceState(isLocked: true)
    let dispatcher = dispatcher(ledger, device: device)
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(
      for: try XCTUnwrap(Shortcut(intent: transfer)),
      invocationPhrase: "Save twenty"
    )

    let locked = try await center.runShortcut(forPhrase: "save twenty", using: dispatcher)
    await device.unlock()
    let unlocked = try await center.runShortcut(forPhrase: "save twenty", using: dispatcher)

    XCTAssertEqual(locked?.ending, .intercepted(.resolve))
    XCTAssertEqual(locked?.responseCodeName, "failureRequiringAppLaunch")
    XCTAssertEqual(locked?.userActivity?.userInfo["reason"], "deviceLocked")
    XCTAssertEqual(unlocked?.responseCodeName, "success")
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [1_980_00, 20_00, 0, 0])
  }
}
