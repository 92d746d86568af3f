import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class DonationStoreTests: XCTestCase {
  private let transfer = ShortcutsFixtures.makeTransfer(
    from: "checking",
    to: "savings",
    amount: .usd(20_00),
    identifier: "transfer-1"
  )

  // MARK: - The seed's makeTransfer

  func testDonate_seedsMakeTransfer_isStoredWithoutAResponse() async throws {
    let donations = DonationStore()
    let date = ShortcutsFixtures.date(day: 1, hour: 20)

    let interaction = Interaction(intent: transfer, response: nil, date: date)
    try await interaction.donate(to: donations)

    let stored = await donations.interactions()
    XCTAssertEqual(stored, [interaction])
    XCTAssertEqual(stored.first?.intent.value(as: TransferMoneyIntent.self), transfer)
    XCTAssertEqual(stored.first?.intentHandlingStatus, .unspecified)
    XCTAssertEqual(
      stored.first?.intent.parameterValues["transactionAmount"],
      AnyParameterValue(PaymentAmount(amountType: .unknown, amount: .usd(20_00)))
    )
  }

  func testDonate_successfulResponse_isStored() async throws {
    let donations = DonationStore()

    try await donations.donate(
      Interaction(intent: transfer, response: .init(code: .success), identifier: "a")
    )

    let stored = await donations.interaction(withIdentifier: "a")
    XCTAssertEqual(stored?.intentHandlingStatus, .success)
    XCTAssertEqual(stored?.response(for: TransferMoneyIntent.self)?.code, .success)
  }

  func testDonate_sameIdentifierAgain_replacesTheFirst() async throws {
    let donations = DonationStore()
    let first = Interaction(intent: transfer, response: nil, identifier: "a", date: .testNow)
    let second = Interaction(
      intent: transfer,
      response: .init(code: .success),
      identifier: "a",
      date: .testNow.addingTimeInterval(60)
    )

    try await donations.donate(first)
    try await donations.donate(second)

    let stored = await donations.interactions()
    XCTAssertEqual(stored, [second])
  }

  func testDonate_uncompletedResponses_areRefusedAndChangeNothing() async throws {
    let donations = DonationStore()
    let codes: [TransferMoneyIntentResponse.Code] = [
      .failure, .failureInsufficientFunds, .failureRequiringAppLaunch, .ready, .unspecified,
    ]

    for code in codes {
      let interaction = Interaction(intent: transfer, response: .init(code: code))
      await assertThrowsError({ try await donations.donate(interaction) }, "\(code)") { error in
        XCTAssertEqual((error as? ShortcutError)?.code, .donatingInteraction, "\(code)")
      }
    }

    let count = await donations.count
    XCTAssertEqual(count, 0)
  }

  func testDonate_inProgressResponse_isStored() async throws {
    let donations = DonationStore()

    try await donations.donate(Interaction(intent: transfer, response: .init(code: .inProgress)))

    let count = await donations.count
    XCTAssertEqual(count, 1)
  }

  func testDonate_invalidIdentifiers_areRefused() async throws {
    let donations = DonationStore()
    let invalid = [
      Interaction(intent: transfer, response: nil, identifier: ""),
      Interaction(intent: transfer, response: nil, identifier: String(repeating: "x", count: 300)),
      Interaction(intent: transfer, response: nil, groupIdentifier: "bad\u{202E}group"),
      Interaction(intent: transfer, response: nil, groupIdentifier: ""),
    ]

    for interaction in invalid {
      await assertThrowsError({ try await donations.donate(interaction) }) { error in
        XCTAssertEqual((error as? ShortcutError)?.code, .donatingInteraction)
      }
    }

    let count = await donations.count
    XCTAssertEqual(count, 0)
  }

  // MARK: - Reading

  func testInteractions_areOldestFirst_withTiesInDonationOrder() async throws {
    let donations = DonationStore()
    let late = Interaction(intent: transfer, response: nil, identifier: "late", date: .testNow)
    let early = Interaction(
      intent: transfer,
      response: nil,
      identifier: "early",
      date: .testNow.addingTimeInterval(-60)
    )
    let tie = Interaction(intent: transfer, response: nil, identifier: "tie", date: .testNow)

    for interaction in [late, early, tie] {
      try await donations.donate(interaction)
    }

    let identifiers = await donations.interactions().map(\.identifier)
    XCTAssertEqual(identifiers, ["early", "late", "tie"])
  }

  func testCapacity_forgetsTheOldestInteractionFirst() async throws {
    let donations = DonationStore(capacity: 2)

    for (identifier, minutes) in [("b", 2.0), ("a", 1.0), ("c", 3.0)] {
      try await donations.donate(
        Interaction(
          intent: transfer,
          response: nil,
          identifier: identifier,
          date: .testNow.addingTimeInterval(minutes * 60)
        )
      )
    }

    let identifiers = await donations.interactions().map(\.identifier)
    XCTAssertEqual(identifiers, ["b", "c"])
  }

  // MARK: - Deleting

  func testDeleteWithGroupIdentifier_deletesOnlyThatGroup() async throws {
    let donations = DonationStore()
    let groups: [(String, String?)] = [
      ("s1", "savings"), ("r1", "rent"), ("s2", "savings"), ("n1", nil),
    ]
    for (identifier, group) in groups {
      try await donations.donate(
        Interaction(intent: transfer, response: nil, identifier: identifier, groupIdentifier: group)
      )
    }

    let deleted = try await donations.deleteInteractions(withGroupIdentifier: "savings")

    XCTAssertEqual(deleted, 2)
    let left = await donations.interactions().map(\.identifier)
    XCTAssertEqual(left, ["r1", "n1"])
    let savings = await donations.interactions(withGroupIdentifier: "savings")
    XCTAssertEqual(savings, [])
    let again = try await donations.deleteInteractions(withGroupIdentifier: "savings")
    XCTAssertEqual(again, 0)
  }

  func testDeleteWithIdentifiers_deletesThoseAndIgnoresUnknownOnes() async throws {
    let donations = DonationStore()
    for identifier in ["a", "b", "c"] {
      try await donations.donate(
        Interaction(intent: transfer, response: nil, identifier: identifier)
      )
    }

    let deleted = try await donations.deleteInteractions(withIdentifiers: ["a", "c", "zzz"])

    XCTAssertEqual(deleted, 2)
    let left = await donations.interactions().map(\.identifier)
    XCTAssertEqual(left, ["b"])
  }

  func testDeleteAll_deletesEverything() async throws {
    let donations = DonationStore()
    for identifier in ["a", "b"] {
      try await donations.donate(
        Interaction(intent: transfer, response: nil, identifier: identifier)
      )
    }

    let deleted = await donations.deleteAll()

    XCTAssertEqual(deleted, 2)
    let count = await donations.count
    XCTAssertEqual(count, 0)
  }

  func testDelete_invalidIdentifiers_throwAndDeleteNothing() async throws {
    let donations = DonationStore()
    try await donations.donate(
      Interaction(intent: transfer, response: nil, identifier: "a", groupIdentifier: "g")
    )

    await assertThrowsError({ try await donations.deleteInteractions(withIdentifiers: ["a", ""]) })
    {
      XCTAssertEqual(($0 as? ShortcutError)?.code, .deletingInteractionWithIdentifiers)
    }
    await assertThrowsError({ try await donations.deleteInteractions(withGroupIdentifier: "") }) {
      XCTAssertEqual(($0 as? ShortcutError)?.code, .deletingInteractionWithGroupIdentifier)
    }

    let count = await donations.count
    XCTAssertEqual(count, 1)
  }

  func testErrorCodes_keepSiriKitsRawValues() {
    XCTAssertEqual(ShortcutError.Code.donatingInteraction.intentErrorCode, .donatingInteraction)
    XCTAssertEqual(ShortcutError.Code.donatingInteraction.intentErrorCode?.rawValue, 1901)
    XCTAssertEqual(
      ShortcutError.Code.deletingInteractionWithIdentifiers.intentErrorCode,
      .deletingInteractionWithIdentifiers
    )
    XCTAssertEqual(
      ShortcutError.Code.deletingInteractionWithIdentifiers.intentErrorCode?.rawValue,
      1903
    )
    XCTAssertEqual(
      ShortcutError.Code.deletingInteractionWithGroupIdentifier.intentErrorCode,
      .deletingInteractionWithGroupIdentifier
    )
    XCTAssertEqual(
      ShortcutError.Code.deletingInteractionWithGroupIdentifier.intentErrorCode?.rawValue,
      1904
    )
    XCTAssertEqual(
      ShortcutError.Code.voiceShortcutCreationFailed.intentErrorCode,
      .voiceShortcutCreationFailed
    )
    XCTAssertEqual(ShortcutError.Code.voiceShortcutCreationFailed.intentErrorCode?.rawValue, 7000)
    XCTAssertEqual(
      ShortcutError.Code.voiceShortcutGetFailed.intentErrorCode,
      .voiceShortcutGetFailed
    )
    XCTAssertEqual(ShortcutError.Code.voiceShortcutGetFailed.intentErrorCode?.rawValue, 7001)
    XCTAssertEqual(
      ShortcutError.Code.voiceShortcutDeleteFailed.intentErrorCode,
      .voiceShortcutDeleteFailed
    )
    XCTAssertEqual(ShortcutError.Code.voiceShortcutDeleteFailed.intentErrorCode?.rawValue, 7002)
    XCTAssertEqual(ShortcutError.Code.encodingFailed.intentErrorCode, .encodingFailed)
    XCTAssertEqual(ShortcutError.Code.encodingFailed.intentErrorCode?.rawValue, 8001)
    XCTAssertNil(ShortcutError.Code.invalidRelevanceProvider.intentErrorCode)
  }
}
