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
        try withUnsafePointer(to: intent) { try entry(name).speak($0, context) },
        parameter.value(in: intent)?.spokenPhrase(in: context),
        name
      )
    }
    XCTAssertEqual(
      try withUnsafePointer(to: intent) { try entry("currencyAmount").speak($0, context) },
      "$50.00"
    )
    XCTAssertNil(try withUnsafePointer(to: intent) { try entry("note").speak($0, context) })
  }

  func testParametersMadeWhereTheirValueTypeIsKnown_carryTheirOwnEntries() {
    func check<Root: Intent>(_ type: Root.Type) {
      for parameter in Root.parameters {
        XCTAssertEqual(
          parameter._dialog != nil,
          parameter.valueType is any ParameterValue.Type,
          "\(Root.wireName).\(parameter.name)"
        )
      }
    }
    check(SendPaymentIntent.self)
    check(RequestPaymentIntent.self)
    check(TransferMoneyIntent.self)
    check(SearchForAccountsIntent.self)
    check(PayBillIntent.self)
    check(SearchForBillsIntent.self)
    check(RequestRideIntent.self)
    check(ListRideOptionsIntent.self)
    check(SendRideFeedbackIntent.self)
    check(OrderSoupIntent.self)
  }

  func testAParameterErasedInGenericCode_getsAnEntryThatSpeaksAndReadsTheSame() throws {
    func erased<Value>(
      _ parameter: IntentParameter<SendPaymentIntent, Value>
    ) -> PartialIntentParameter<SendPaymentIntent> {
      PartialIntentParameter(parameter)
    }
    let generic = erased(IntentParameter<SendPaymentIntent, CurrencyAmount>.currencyAmount)
    XCTAssertNil(generic._dialog, "made where the value type isn't known to be a ParameterValue")
    let opened = _IntentDialog<SendPaymentIntent>.entry(for: generic)
    let made = try entry("currencyAmount")

    let blank = SendPaymentIntent()
    var (viaOpened, viaMade) = (blank, blank)
    XCTAssertTrue(opened.read("$12", context, &viaOpened))
    XCTAssertTrue(made.read("$12", context, &viaMade))
    XCTAssertEqual(viaOpened, viaMade)
    XCTAssertEqual(viaOpened.currencyAmount, .usd(12_00))
    XCTAssertFalse(opened.read("lots", context, &viaOpened))
    XCTAssertEqual(withUnsafePointer(to: viaOpened) { opened.speak($0, context) }, "$12.00")
    XCTAssertEqual(
      withUnsafePointer(to: viaOpened) { opened.speak($0, context) },
      withUnsafePointer(to: viaMade) { made.speak($0, context) }
    )
    let value = AnyParameterValue(CurrencyAmount.usd(7_25))
    XCTAssertEqual(opened.speakValue(value, context), "$7.25")
    XCTAssertNil(opened.speakValue(AnyParameterValue("$7.25"), context))
  }

  func testSpeakValue_speaksValuesOfTheParametersType_only() throws {
    let amount = try entry("currencyAmount")
    XCTAssertEqual(amount.speakValue(AnyParameterValue(CurrencyAmount.usd(7_25)), context), "$7.25")
    XCTAssertNil(amount.speakValue(AnyParameterValue("$7.25"), context), "a String isn't an amount")
  }
}
