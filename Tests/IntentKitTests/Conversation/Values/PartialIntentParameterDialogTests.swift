import XCTest

@testable import IntentKit

final class PartialIntentParameterDialogTests: XCTestCase {
  private let context = DialogContext()

  private func parameter(_ name: String) throws -> PartialIntentParameter<SendPaymentIntent> {
    try XCTUnwrap(SendPaymentIntent.parameter(named: name))
  }

  func testSetValueParsing_withWordsOfTheType_writesTheValue() throws {
    var intent = SendPaymentIntent()
    XCTAssertTrue(
      try parameter("currencyAmount")._setValue(parsing: "$12", in: context, in: &intent)
    )
    XCTAssertEqual(intent.currencyAmount, .usd(12_00))
  }

  func testSetValueParsing_withWordsThatArentTheType_leavesTheIntent() throws {
    var intent = SendPaymentIntent()
    intent.currencyAmount = .usd(1_00)
    XCTAssertFalse(
      try parameter("currencyAmount")._setValue(parsing: "lots", in: context, in: &intent)
    )
    XCTAssertEqual(intent.currencyAmount, .usd(1_00))
  }

  func testSpokenValue_isTheBoxedValuesSpokenPhrase() throws {
    var intent = SendPaymentIntent()
    intent.payee = Person(displayName: "Jane Appleseed")
    intent.currencyAmount = .usd(50_00)
    for name in ["payee", "currencyAmount"] {
      let parameter = try parameter(name)
      XCTAssertEqual(
        parameter._spokenValue(in: intent, context: context),
        parameter.value(in: intent)?.spokenPhrase(in: context),
        name
      )
    }
    XCTAssertEqual(
      try parameter("currencyAmount")._spokenValue(in: intent, context: context),
      "$50.00"
    )
    XCTAssertNil(try parameter("note")._spokenValue(in: intent, context: context))
  }
}
