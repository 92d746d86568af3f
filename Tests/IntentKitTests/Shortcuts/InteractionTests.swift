import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class InteractionTests: XCTestCase {
  private let transfer = ShortcutsFixtures.makeTransfer(
    from: "checking",
    to: "savings",
    amount: .usd(20_00),
    identifier: "transfer-1"
  )

  func testInit_givesEachInteractionAUniqueIdentifierAndNoDirection() {
    let first = Interaction(intent: transfer, response: nil, date: .testNow)
    let second = Interaction(intent: transfer, response: nil, date: .testNow)

    XCTAssertNotEqual(first.identifier, second.identifier)
    XCTAssertNotNil(UUID(uuidString: first.identifier))
    XCTAssertEqual(first.direction, .unspecified)
    XCTAssertNil(first.groupIdentifier)
    XCTAssertEqual(first.date, .testNow)
    XCTAssertEqual(first.dateInterval.duration, 0)
  }

  func testIntentHandlingStatus_isConsistentWithTheResponse() {
    let codes: [(TransferMoneyIntentResponse.Code, IntentHandlingStatus)] = [
      (.success, .success), (.inProgress, .inProgress), (.failureInsufficientFunds, .failure),
      (.failureRequiringAppLaunch, .deferredToApplication), (.ready, .ready),
    ]

    for (code, status) in codes {
      let interaction = Interaction(intent: transfer, response: .init(code: code))
      XCTAssertEqual(interaction.intentHandlingStatus, status, "\(code)")
    }
    XCTAssertEqual(Interaction(intent: transfer, response: nil).intentHandlingStatus, .unspecified)
  }

  func testResponseFor_returnsTheTypedResponseOnlyForItsIntentType() {
    var response = TransferMoneyIntentResponse(code: .success)
    response.transferFee = .usd(1_00)

    let interaction = Interaction(intent: transfer, response: response)

    XCTAssertEqual(interaction.response(for: TransferMoneyIntent.self), response)
    XCTAssertNil(interaction.response(for: SendPaymentIntent.self))
  }

  func testEquality_comparesIntentResponseAndMetadata() {
    let interaction = Interaction(
      intent: transfer,
      response: .init(code: .success),
      identifier: "a",
      date: .testNow
    )
    var other = interaction
    other.direction = .outgoing
    let otherResponse = Interaction(
      intent: transfer,
      response: .init(code: .inProgress),
      identifier: "a",
      date: .testNow
    )

    XCTAssertEqual(interaction, interaction)
    XCTAssertNotEqual(interaction, other)
    XCTAssertNotEqual(interaction, otherResponse)
  }

  func testCodable_roundTripsThroughARegistry() throws {
    var response = TransferMoneyIntentResponse(code: .success)
    response.transactionAmount = transfer.transactionAmount
    let interaction = Interaction(
      intent: transfer,
      response: response,
      identifier: "a",
      groupIdentifier: "savings",
      dateInterval: DateInterval(start: .testNow, duration: 90),
      direction: .outgoing
    )
    let registry = IntentTypeRegistry([TransferMoneyIntent.self])

    let data = try StrictJSONEncoder().encode(interaction)
    let decoded = try registry.decode(Interaction.self, from: data)

    XCTAssertEqual(decoded, interaction)
    XCTAssertEqual(decoded.dateInterval.duration, 90)
  }

  /// Earlier versions stored donations with Foundation's `JSONEncoder`; the registry's strict
  /// decoder reads them.
  func testDecode_interactionFoundationEncoded_readsAsTheStrictEncodingDoes() throws {
    var response = TransferMoneyIntentResponse(code: .success)
    response.transactionAmount = transfer.transactionAmount
    response.transactionNote = "rent/savings"
    let interaction = Interaction(
      intent: transfer,
      response: response,
      identifier: "a/1",
      groupIdentifier: "savings",
      dateInterval: DateInterval(start: .testNow.addingTimeInterval(0.25), duration: 90.5),
      direction: .outgoing
    )
    let registry = IntentTypeRegistry([TransferMoneyIntent.self])
    let foundation = try JSONEncoder().encode(interaction)

    let decoded = try registry.decode(Interaction.self, from: foundation)

    XCTAssertEqual(decoded, interaction)
    XCTAssertEqual(decoded.dateInterval, interaction.dateInterval)
    XCTAssertEqual(
      try StrictJSONEncoder().encode(decoded),
      try StrictJSONEncoder().encode(interaction)
    )
  }

  func testDecode_invalidIdentifier_throws() throws {
    let interaction = Interaction(
      intent: transfer,
      response: nil,
      identifier: "bad\u{202E}id",
      date: .testNow
    )
    let registry = IntentTypeRegistry([TransferMoneyIntent.self])
    let data = try StrictJSONEncoder().encode(interaction)

    XCTAssertThrowsError(try registry.decode(Interaction.self, from: data)) { error in
      XCTAssertEqual((error as? StrictJSONError)?.code, .invalidValue, "\(error)")
      XCTAssertEqual((error as? StrictJSONError)?.path, "identifier", "\(error)")
    }
  }

  func testDirection_keepsSiriKitsRawValues() {
    XCTAssertEqual(InteractionDirection.allCases.map(\.rawValue), [0, 1, 2])
    XCTAssertEqual(InteractionDirection.incoming.rawValue, 2)
  }
}
