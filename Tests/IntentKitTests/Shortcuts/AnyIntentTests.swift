import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class AnyIntentTests: XCTestCase {
  private let transfer = ShortcutsFixtures.makeTransfer(
    from: "checking",
    to: "savings",
    amount: .usd(20_00),
    identifier: "transfer-1"
  )

  func testEquality_isTypedEquality() {
    let soup = OrderSoupIntent(identifier: "transfer-1", soup: .clamChowder)

    XCTAssertEqual(AnyIntent(transfer), AnyIntent(transfer))
    XCTAssertNotEqual(AnyIntent(transfer), AnyIntent(soup))
    var other = transfer
    other.transactionNote = "rainy day"
    XCTAssertNotEqual(AnyIntent(transfer), AnyIntent(other))
  }

  func testParameterValues_holdTheGivenValues_andNamesKeepSiriKitsOrder() {
    let erased = AnyIntent(transfer)

    XCTAssertEqual(erased.wireName, "TransferMoneyIntent")
    XCTAssertEqual(erased.identifier, "transfer-1")
    XCTAssertEqual(
      erased.parameterNames,
      [
        "fromAccount", "toAccount", "transactionAmount", "transactionScheduledDate",
        "transactionNote",
      ]
    )
    XCTAssertEqual(
      erased.parameterValues.keys.sorted(),
      ["fromAccount", "toAccount", "transactionAmount"]
    )
    XCTAssertEqual(
      erased.parameterValues["toAccount"]?.value(as: PaymentAccount.self)?.nickname,
      "savings"
    )
    XCTAssertEqual(erased.value(as: TransferMoneyIntent.self), transfer)
    XCTAssertNil(erased.value(as: SendPaymentIntent.self))
  }

  func testCodable_usesTheDispatchersEnvelope_andRoundTrips() throws {
    let encoder = StrictJSONEncoder()
    let registry = IntentTypeRegistry([TransferMoneyIntent.self, OrderSoupIntent.self])

    let data = try encoder.encode(AnyIntent(OrderSoupIntent(identifier: "o-1", soup: .clamChowder)))
    let decoded = try registry.decode(AnyIntent.self, from: data)

    XCTAssertEqual(
      String(decoding: data, as: UTF8.self),
      #"{"intent":{"identifier":"o-1","soup":"clamChowder"},"intentName":"OrderSoupIntent"}"#
    )
    XCTAssertEqual(decoded, AnyIntent(OrderSoupIntent(identifier: "o-1", soup: .clamChowder)))
  }

  func testDecode_unknownIntentOrNoRegistry_throws() throws {
    let data = try StrictJSONEncoder().encode(AnyIntent(transfer))

    XCTAssertThrowsError(
      try IntentTypeRegistry([OrderSoupIntent.self]).decode(AnyIntent.self, from: data)
    ) {
      XCTAssertTrue("\($0)".contains("Unknown intent 'TransferMoneyIntent'"), "\($0)")
    }
    XCTAssertThrowsError(try StrictJSONDecoder().decode(AnyIntent.self, from: data)) {
      XCTAssertTrue("\($0)".contains("IntentTypeRegistry"), "\($0)")
    }
    // Foundation's decoder, which has no registry, refuses every intent.
    XCTAssertThrowsError(try JSONDecoder().decode(AnyIntent.self, from: data)) {
      XCTAssertTrue("\($0)".contains("IntentTypeRegistry"), "\($0)")
    }
  }

  func testRegistry_listsNamesSorted_andIgnoresRepeats() {
    var registry = IntentTypeRegistry([TransferMoneyIntent.self, OrderSoupIntent.self])

    registry.register(TransferMoneyIntent.self)

    XCTAssertEqual(registry.intentNames, ["OrderSoupIntent", "TransferMoneyIntent"])
    XCTAssertTrue(registry.intentType(named: "OrderSoupIntent") == OrderSoupIntent.self)
    XCTAssertNil(registry.intentType(named: "Nope"))
  }

  func testReplacingIdentifier_keepsEveryValue() throws {
    let renamed = try AnyIntent(transfer).replacingIdentifier(with: "run-2")

    XCTAssertEqual(renamed.value(as: TransferMoneyIntent.self), transfer.value(identifier: "run-2"))
    XCTAssertEqual(renamed.identifier, "run-2")
  }

  func testReplacingIdentifier_withAnInvalidIdentifier_throws() {
    for identifier in ["", "bad\u{202E}id", String(repeating: "x", count: 300)] {
      XCTAssertThrowsError(try AnyIntent(transfer).replacingIdentifier(with: identifier)) {
        XCTAssertEqual(($0 as? ShortcutError)?.code, .encodingFailed)
      }
    }
  }

  func testDescription_namesTheIntentAndItsValues() {
    XCTAssertEqual(
      AnyIntent(OrderSoupIntent(identifier: "o-1", soup: .clamChowder, quantity: 2)).description,
      "OrderSoupIntent(soup: clamChowder, quantity: 2)"
    )
  }
}

extension TransferMoneyIntent {
  /// The same transfer under another identifier.
  fileprivate func value(identifier: String) -> TransferMoneyIntent {
    TransferMoneyIntent(
      identifier: identifier,
      from: fromAccount,
      to: toAccount,
      transactionAmount: transactionAmount,
      transactionScheduledDate: transactionScheduledDate,
      transactionNote: transactionNote
    )
  }
}
