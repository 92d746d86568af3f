import XCTest

@testable import IntentKit

/// A value that fills a parameter but is never read from words: spoken by its description.
private struct Booth: IntentValue, CustomStringConvertible {
  var number: Int
  var description: String { "booth \(number)" }
}

private struct ReserveBoothIntent: Intent {
  typealias Response = SendTipIntentResponse
  static let wireName = "ReserveBoothIntent"
  var identifier = "r-1"
  var booth: Booth?
  var seats: Int?

  static var parameters: [PartialIntentParameter<Self>] {
    [.init(IntentParameter("booth", \.booth)), .init(IntentParameter("seats", \.seats))]
  }
}

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

  func testAParameterThatIsOnlyAnIntentValue_isSpokenByItsDescription_andNeverRead() throws {
    let dialog = _IntentDialog<ReserveBoothIntent>()
    let booth = try XCTUnwrap(dialog.entry(at: 0))
    var intent = ReserveBoothIntent()
    XCTAssertNil(booth.speak(intent, context))
    intent.booth = Booth(number: 4)
    XCTAssertEqual(booth.speak(intent, context), "booth 4")
    XCTAssertNil(booth.speakValue(AnyParameterValue(Booth(number: 5)), context))
    XCTAssertFalse(booth.read("booth 5", context, &intent))
    XCTAssertEqual(intent.booth?.number, 4)

    // The `ParameterValue` beside it is spoken and read in its own type.
    let seats = try XCTUnwrap(dialog.entry(at: 1))
    XCTAssertTrue(seats.read("four", context, &intent))
    XCTAssertEqual(intent.seats, 4)
    XCTAssertEqual(seats.speak(intent, context), "4")
  }
}
