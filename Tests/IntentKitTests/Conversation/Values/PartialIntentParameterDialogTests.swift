import XCTest

@testable import IntentKit

final class PartialIntentParameterDialogTests: XCTestCase {
  private let context = DialogContext()
  private let payments = _IntentDialog<SendPaymentIntent>()

  private func entry(_ name: String) throws -> _IntentDialog<SendPaymentIntent>.Entry {
    let index = try XCTUnwrap(SendPaymentIntent.parameters.firstIndex { $0.name == name })
    return try XCTUnwrap(payments.entry(at: index))
  }

  func testEntries_followTheIntentsParameters_andNoneLiesOutside() {
    XCTAssertEqual(payments.entries.count, SendPaymentIntent.parameters.count)
    XCTAssertNil(payments.entry(at: -1))
    XCTAssertNil(payments.entry(at: SendPaymentIntent.parameters.count))
  }

  func testRead_withWordsOfTheType_writesTheValue() throws {
    var intent = SendPaymentIntent()
    XCTAssertTrue(try entry("currencyAmount").read("$12", context, &intent))
    XCTAssertEqual(intent.currencyAmount, .usd(12_00))
  }

  func testRead_withWordsThatArentTheType_leavesTheIntent() throws {
    var intent = SendPaymentIntent()
    intent.currencyAmount = .usd(1_00)
    XCTAssertFalse(try entry("currencyAmount").read("lots", context, &intent))
    XCTAssertEqual(intent.currencyAmount, .usd(1_00))
  }

  func testSpeak_isTheBoxedValuesSpokenPhrase() throws {
    var intent = SendPaymentIntent()
    intent.payee = Person(displayName: "Jane Appleseed")
    intent.currencyAmount = .usd(50_00)
    for name in ["payee", "currencyAmount"] {
      let parameter = try XCTUnwrap(SendPaymentIntent.parameter(named: name))
      XCTAssertEqual(
        try entry(name).speak(intent, context),
        parameter.value(in: intent)?.spokenPhrase(in: context),
        name
      )
    }
    XCTAssertEqual(try entry("currencyAmount").speak(intent, context), "$50.00")
    XCTAssertNil(try entry("note").speak(intent, context))
  }

  func testSpeakValue_speaksValuesOfTheParametersType_only() throws {
    let amount = try entry("currencyAmount")
    XCTAssertEqual(amount.speakValue(AnyParameterValue(CurrencyAmount.usd(7_25)), context), "$7.25")
    XCTAssertNil(amount.speakValue(AnyParameterValue("$7.25"), context), "a String isn't an amount")
  }
}
