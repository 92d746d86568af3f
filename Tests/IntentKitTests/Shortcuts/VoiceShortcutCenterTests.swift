import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class VoiceShortcutCenterTests: XCTestCase {
  private let payRent = ShortcutsFixtures.makeTransfer(
    from: "checking",
    to: "rent",
    amount: .usd(1_200_00),
    identifier: "saved-rent"
  )

  private func rentShortcut() throws -> Shortcut {
    try XCTUnwrap(Shortcut(intent: payRent))
  }

  // MARK: - Suggestions

  func testSetShortcutSuggestions_replacesTheSuggestions_inOrder() async throws {
    let center = VoiceShortcutCenter()
    let activity = Shortcut(userActivity: UserActivity(activityType: "com.example.beverage"))
    let soup = try XCTUnwrap(Shortcut(intent: ShortcutsSoupOfTheDayIntent()))

    await center.setShortcutSuggestions([activity])
    await center.setShortcutSuggestions([activity, soup])

    let suggestions = await center.shortcutSuggestions
    XCTAssertEqual(suggestions, [activity, soup])
  }

  func testShortcutSuggestionsAvailableFor_picksThoseOfferedInAnyOfTheExperiences() async throws {
    let center = VoiceShortcutCenter()
    let reading = Shortcut(
      userActivity: UserActivity(
        activityType: "com.example.read",
        shortcutAvailability: .sleepReading
      )
    )
    let music = Shortcut(
      userActivity: UserActivity(
        activityType: "com.example.music",
        shortcutAvailability: [.sleepMusic, .sleepPodcasts]
      )
    )
    let journal = try XCTUnwrap(
      Shortcut(intent: PhrasedIntent(identifier: "j-1", shortcutAvailability: .sleepJournaling))
    )
    let anywhere = try XCTUnwrap(Shortcut(intent: ShortcutsSoupOfTheDayIntent()))
    await center.setShortcutSuggestions([reading, music, journal, anywhere])

    let windDown = await center.shortcutSuggestions(availableFor: [.sleepPodcasts, .sleepReading])
    let journaling = await center.shortcutSuggestions(availableFor: .sleepJournaling)
    let none = await center.shortcutSuggestions(availableFor: [])

    XCTAssertEqual(windDown, [reading, music])
    XCTAssertEqual(journaling, [journal])
    XCTAssertEqual(none, [])
  }

  // MARK: - Adding, updating, deleting

  func testAdd_thenLookUpByPhrase_ignoresCaseWidthSpacingAndPunctuation() async throws {
    let center = VoiceShortcutCenter()

    let added = try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    for phrase in ["Pay rent", "pay  RENT!", "Ｐａｙ ｒｅｎｔ。", "pay-rent", " pay rent? "] {
      let found = await center.voiceShortcut(forPhrase: phrase)
      XCTAssertEqual(found, added, phrase)
    }
    XCTAssertNotNil(UUID(uuidString: added.identifier))
    let all = await center.allVoiceShortcuts()
    XCTAssertEqual(all, [added])
  }

  func testLookUp_otherPhrases_findNothing() async throws {
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    for phrase in ["pay rent now", "pay", "rent pay", "payrent", "", "!!"] {
      let found = await center.voiceShortcut(forPhrase: phrase)
      XCTAssertNil(found, phrase)
    }
  }

  func testPhrases_dropApostrophes_butKeepSymbols() async throws {
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Don't forget rent")
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Send $20")

    let apostrophe = await center.voiceShortcut(forPhrase: "dont forget rent")
    let otherCurrency = await center.voiceShortcut(forPhrase: "Send €20")
    XCTAssertEqual(apostrophe?.invocationPhrase, "Don't forget rent")
    XCTAssertNil(otherCurrency)
  }

  func testAdd_samePhraseAgain_throwsAndAddsNothing() async throws {
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    await assertThrowsError({
      try await center.addVoiceShortcut(for: self.rentShortcut(), invocationPhrase: "PAY RENT.")
    }) { error in
      XCTAssertEqual((error as? ShortcutError)?.code, .voiceShortcutCreationFailed)
      XCTAssertTrue("\(error)".contains("'Pay rent'"), "\(error)")
    }
    let count = await center.allVoiceShortcuts().count
    XCTAssertEqual(count, 1)
  }

  func testAdd_invalidPhraseOrIdentifier_throws() async throws {
    let center = VoiceShortcutCenter()
    let shortcut = try rentShortcut()
    let attempts: [(phrase: String, identifier: String)] = [
      ("", "a"), ("  ", "a"), ("?!", "a"), (String(repeating: "rent ", count: 60), "a"),
      ("pay\u{7}rent", "a"), ("Pay rent", ""),
    ]

    for attempt in attempts {
      await assertThrowsError({
        try await center.addVoiceShortcut(
          for: shortcut,
          invocationPhrase: attempt.phrase,
          identifier: attempt.identifier
        )
      }) {
        XCTAssertEqual(($0 as? ShortcutError)?.code, .voiceShortcutCreationFailed, "\(attempt)")
      }
    }
    try await center.addVoiceShortcut(for: shortcut, invocationPhrase: "Pay rent", identifier: "a")
    await assertThrowsError({
      try await center.addVoiceShortcut(for: shortcut, invocationPhrase: "Rent", identifier: "a")
    }) {
      XCTAssertEqual(($0 as? ShortcutError)?.code, .voiceShortcutCreationFailed)
    }
    let count = await center.allVoiceShortcuts().count
    XCTAssertEqual(count, 1)
  }

  func testUpdate_changesThePhrase_andTheOldPhraseNoLongerMatches() async throws {
    let center = VoiceShortcutCenter()
    let added = try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    let updated = try await center.updateVoiceShortcut(
      withIdentifier: added.identifier,
      invocationPhrase: "Rent day"
    )

    XCTAssertEqual(updated.identifier, added.identifier)
    XCTAssertEqual(updated.shortcut, added.shortcut)
    let old = await center.voiceShortcut(forPhrase: "pay rent")
    let new = await center.voiceShortcut(forPhrase: "rent day")
    XCTAssertNil(old)
    XCTAssertEqual(new, updated)
  }

  func testUpdate_samePhraseDifferentlyWritten_orNewShortcut_isAllowed() async throws {
    let center = VoiceShortcutCenter()
    let added = try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "pay rent")
    let activity = Shortcut(userActivity: UserActivity(activityType: "com.example.rent"))

    let updated = try await center.updateVoiceShortcut(
      withIdentifier: added.identifier,
      invocationPhrase: "Pay Rent",
      shortcut: activity
    )

    XCTAssertEqual(updated.invocationPhrase, "Pay Rent")
    XCTAssertEqual(updated.shortcut, activity)
  }

  func testUpdate_unknownIdentifierOrTakenPhrase_throwsAndChangesNothing() async throws {
    let center = VoiceShortcutCenter()
    let rent = try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Rent day")

    await assertThrowsError({
      try await center.updateVoiceShortcut(withIdentifier: "nope", invocationPhrase: "x")
    }) {
      XCTAssertEqual(($0 as? ShortcutError)?.code, .voiceShortcutGetFailed)
    }
    await assertThrowsError({
      try await center.updateVoiceShortcut(
        withIdentifier: rent.identifier,
        invocationPhrase: "rent DAY"
      )
    }) {
      XCTAssertEqual(($0 as? ShortcutError)?.code, .voiceShortcutCreationFailed)
    }
    let unchanged = await center.voiceShortcut(withIdentifier: rent.identifier)
    XCTAssertEqual(unchanged, rent)
  }

  func testDelete_removesTheVoiceShortcut_andUnknownIdentifiersThrow() async throws {
    let center = VoiceShortcutCenter()
    let added = try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    try await center.deleteVoiceShortcut(withIdentifier: added.identifier)

    let found = await center.voiceShortcut(forPhrase: "Pay rent")
    XCTAssertNil(found)
    await assertThrowsError({
      try await center.deleteVoiceShortcut(withIdentifier: added.identifier)
    }) {
      XCTAssertEqual(($0 as? ShortcutError)?.code, .voiceShortcutDeleteFailed)
    }
  }

  // MARK: - Running

  func testRunShortcut_payRent_movesTheMoneyExactlyOnce() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let dispatcher = IntentDispatcher.with(ShortcutsTransferHandler(ledger: ledger))
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    let outcome = try await center.runShortcut(
      forPhrase: "pay rent!",
      using: dispatcher,
      identifier: "run-1"
    )

    XCTAssertEqual(outcome?.ending, .handled)
    XCTAssertEqual(outcome?.responseCodeName, "success")
    XCTAssertEqual(outcome?.handlingStatus, .success)
    XCTAssertEqual(outcome?.intent?.identifier, "run-1")
    XCTAssertEqual(
      outcome?.response(for: TransferMoneyIntent.self)?.transactionAmount?.amount,
      .usd(1_200_00)
    )
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [800_00, 0, 1_200_00, 0])
    let postings = await ledger.postings(involving: "rent")
    XCTAssertEqual(postings.map(\.idempotencyKey), ["run-1"])
  }

  func testRunShortcut_retriedWithTheSameIdentifier_replays_butANewRunPaysAgain() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let dispatcher = IntentDispatcher.with(ShortcutsTransferHandler(ledger: ledger))
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    _ = try await center.runShortcut(forPhrase: "Pay rent", using: dispatcher, identifier: "run-1")
    let retry = try await center.runShortcut(
      forPhrase: "Pay rent",
      using: dispatcher,
      identifier: "run-1"
    )
    try await ledger.deposit(.usd(2_000_00), into: "checking", idempotencyKey: "payday")
    let nextMonth = try await center.runShortcut(forPhrase: "Pay rent", using: dispatcher)

    XCTAssertEqual(retry?.isReplay, true)
    XCTAssertEqual(nextMonth?.isReplay, false)
    XCTAssertNotEqual(nextMonth?.intent?.identifier, "run-1")
    XCTAssertNotEqual(nextMonth?.intent?.identifier, "saved-rent")
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [1_600_00, 0, 2_400_00, 0])
    XCTAssertEqual(nextMonth?.responseCodeName, "success")
  }

  func testVoiceShortcut_startedAsAConversation_asksTheFinalQuestionFirst() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let engine = ConversationEngine(dispatcher: .with(ShortcutsTransferHandler(ledger: ledger)))
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")
    let found = await center.voiceShortcut(forPhrase: "pay rent")
    let saved = try XCTUnwrap(found?.shortcut.intent)
    let transfer = try XCTUnwrap(
      saved.replacingIdentifier(with: "run-1").value(as: TransferMoneyIntent.self)
    )
    var script = ConversationScript<TransferMoneyIntent>(engine: engine)

    try await script.start(transfer, saying: "Pay rent")
    script.assertAsksFinalConfirmation("Transfer $1,200.00 from checking to rent?")
    try await script.reply("yes")

    script.assertEnded(with: .success)
    let postings = await ledger.postings(involving: "rent")
    XCTAssertEqual(postings.map(\.idempotencyKey), ["run-1"])
  }

  func testRunShortcut_unknownPhrase_returnsNil() async throws {
    let center = VoiceShortcutCenter()

    let outcome = try await center.runShortcut(forPhrase: "Pay rent", using: IntentDispatcher())

    XCTAssertNil(outcome)
  }

  func testRunShortcut_activityShortcut_continuesInTheApp() async throws {
    let center = VoiceShortcutCenter()
    let activity = UserActivity(activityType: "com.example.beverage", title: "Latte")
    try await center.addVoiceShortcut(
      for: Shortcut(userActivity: activity),
      invocationPhrase: "Coffee time"
    )

    let outcome = try await center.runShortcut(forPhrase: "coffee time", using: IntentDispatcher())

    XCTAssertEqual(outcome?.ending, .continuesInApp(activity))
    XCTAssertEqual(outcome?.userActivity, activity)
    XCTAssertEqual(outcome?.appLaunchUserActivity(), activity)
    XCTAssertNil(outcome?.response)
  }

  func testRunShortcut_intentAnsweredWithAnAppLaunchCode_handsTheAppTheInteraction() async throws {
    let center = VoiceShortcutCenter()
    var dispatcher = IntentDispatcher()
    dispatcher.register(OrderSoupIntent.self) { _ in .init(code: .failureRequiringAppLaunch) }
    let soup = try XCTUnwrap(
      Shortcut(intent: OrderSoupIntent(identifier: "o-1", soup: .clamChowder))
    )
    try await center.addVoiceShortcut(for: soup, invocationPhrase: "Soup please")
    let date = Date(timeIntervalSinceReferenceDate: 786_000_000)

    let outcome = try await center.runShortcut(forPhrase: "soup please", using: dispatcher)
    let launch = try XCTUnwrap(outcome?.appLaunchUserActivity(date: date))

    XCTAssertEqual(launch.activityType, "OrderSoupIntent")
    XCTAssertEqual(launch.interaction?.intent, outcome?.intent)
    XCTAssertEqual(
      launch.interaction?.response(for: OrderSoupIntent.self)?.code,
      .failureRequiringAppLaunch
    )
    XCTAssertEqual(launch.interaction?.date, date)
    XCTAssertNil(outcome?.userActivity, "the response carried no activity of its own")
  }

  func testRunShortcut_intentThatSucceeds_hasNoLaunchActivity() async throws {
    let center = VoiceShortcutCenter()
    var dispatcher = IntentDispatcher()
    dispatcher.register(ShortcutsSoupOfTheDayIntent.self) { _ in .init(code: .success) }
    let soup = try XCTUnwrap(Shortcut(intent: ShortcutsSoupOfTheDayIntent()))
    try await center.addVoiceShortcut(for: soup, invocationPhrase: "Soup of the day")

    let outcome = try await center.runShortcut(forPhrase: "soup of the day", using: dispatcher)

    XCTAssertEqual(outcome?.isHandled, true)
    XCTAssertNil(outcome?.appLaunchUserActivity())
  }

  func testRunShortcut_intentWithoutAHandler_throwsHandlerNotFound() async throws {
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    await assertThrowsError({
      try await center.runShortcut(forPhrase: "Pay rent", using: IntentDispatcher())
    }) {
      XCTAssertEqual(($0 as? IntentDispatchError)?.code, .handlerNotFound)
    }
  }

  func testRunShortcut_invalidRunIdentifier_throwsAndMovesNothing() async throws {
    let ledger = try await ShortcutsFixtures.ledger()
    let dispatcher = IntentDispatcher.with(ShortcutsTransferHandler(ledger: ledger))
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")

    await assertThrowsError({
      try await center.runShortcut(
        forPhrase: "Pay rent",
        using: dispatcher,
        identifier: "bad\u{202E}"
      )
    }) {
      XCTAssertEqual(($0 as? ShortcutError)?.code, .encodingFailed)
    }
    let balances = try await ShortcutsFixtures.balances(in: ledger)
    XCTAssertEqual(balances, [2_000_00, 0, 0, 0])
  }

  // MARK: - Storage

  func testVoiceShortcuts_roundTripThroughJSON() async throws {
    let center = VoiceShortcutCenter()
    try await center.addVoiceShortcut(for: rentShortcut(), invocationPhrase: "Pay rent")
    try await center.addVoiceShortcut(
      for: Shortcut(userActivity: UserActivity(activityType: "com.example.beverage")),
      invocationPhrase: "Coffee time"
    )
    let saved = await center.allVoiceShortcuts()

    let data = try StrictJSONEncoder().encode(saved)
    let restored = try IntentTypeRegistry([TransferMoneyIntent.self])
      .decode([VoiceShortcut].self, from: data)

    XCTAssertEqual(restored, saved)
  }
}
