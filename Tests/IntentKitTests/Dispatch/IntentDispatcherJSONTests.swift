import Foundation
import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class IntentDispatcherJSONTests: XCTestCase {
  private func soupDispatcher() -> IntentDispatcher {
    IntentDispatcher.with(SoupShopHandler(store: SoupStore()))
  }

  private func dispatch(_ json: String) async throws -> [String: Any] {
    let data = try await soupDispatcher().dispatch(json: Data(json.utf8))
    let object = try JSONSerialization.jsonObject(with: data)
    return object as? [String: Any] ?? [:]
  }

  private func dispatchError(_ json: String) async -> IntentDispatchError? {
    do {
      _ = try await soupDispatcher().dispatch(json: Data(json.utf8))
      return nil
    } catch {
      return error as? IntentDispatchError
    }
  }

  func testDispatchJSON_withValidIntent_returnsTheHandledOutcome() async throws {
    let reply = try await dispatch(
      #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-1", "soup": "clamChowder", "quantity": 2}}"#
    )

    XCTAssertEqual(reply["intentName"] as? String, "OrderSoupIntent")
    XCTAssertEqual(reply["ending"] as? String, "handled")
    XCTAssertEqual(reply["code"] as? String, "success")
    XCTAssertEqual(reply["status"] as? String, "success")
    let response = reply["response"] as? [String: Any]
    XCTAssertEqual(response?["code"] as? Int, 4, "codes travel as SiriKit raw values")
    XCTAssertEqual(response?["orderNumber"] as? String, "order-1")
  }

  func testDispatchJSON_withMissingValue_returnsTheParameterRequest() async throws {
    let reply = try await dispatch(
      #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-1"}}"#
    )

    XCTAssertEqual(reply["ending"] as? String, "needsUserInput")
    let request = reply["parameterRequest"] as? [String: Any]
    XCTAssertEqual(request?["parameter"] as? String, "soup")
    XCTAssertEqual((request?["resolution"] as? [String: Any])?["kind"] as? String, "needsValue")
  }

  func testDispatchJSON_withMalformedJSON_throwsMalformedRequest() async {
    let error = await dispatchError(#"{"intentName": "OrderSoupIntent", "intent": {"#)

    XCTAssertEqual(error?.code, .malformedRequest)
    XCTAssertEqual(
      error?.message,
      "The request isn't valid JSON: intent: expected a member name in double quotes, found the end "
        + "of the document (line 1, column 46)."
    )
  }

  func testDispatchJSON_withoutIntentName_throwsMalformedRequestNamingTheField() async {
    let error = await dispatchError(#"{"intent": {"identifier": "o-1"}}"#)

    XCTAssertEqual(error?.code, .malformedRequest)
    XCTAssertEqual(
      error?.message,
      "The request isn't an intent envelope: missing field 'intentName'."
    )
  }

  func testDispatchJSON_withUnknownWireName_throwsUnknownIntentNameListingKnownOnes() async {
    let error = await dispatchError(#"{"intentName": "OrderPizzaIntent", "intent": {}}"#)

    XCTAssertEqual(error?.code, .unknownIntentName)
    XCTAssertEqual(error?.intentName, "OrderPizzaIntent")
    XCTAssertEqual(
      error?.message,
      "No handler is registered for 'OrderPizzaIntent'; known intents: OrderSoupIntent."
    )
  }

  func testDispatchJSON_withMissingRequiredField_throwsInvalidIntentNamingTheField() async {
    let error = await dispatchError(
      #"{"intentName": "OrderSoupIntent", "intent": {"soup": "clamChowder"}}"#
    )

    XCTAssertEqual(error?.code, .invalidIntent)
    XCTAssertEqual(error?.message, "OrderSoupIntent: intent.identifier: is required but missing.")
  }

  func testDispatchJSON_withWrongType_throwsInvalidIntentNamingThePath() async {
    let error = await dispatchError(
      #"{"intentName": "OrderSoupIntent", "intent": {"identifier": "o-1", "quantity": "two"}}"#
    )

    XCTAssertEqual(error?.code, .invalidIntent)
    XCTAssertEqual(
      error?.message,
      "OrderSoupIntent: intent.quantity: expected an integer, found a string."
    )
  }

  func testDispatchJSON_withOverlongString_throwsInvalidIntentNamingTheLimit() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(NamedProbeIntent.self) { _ in ProbeIntentResponse(code: .success) }
    let name = String(repeating: "x", count: 10_000)
    let json =
      #"{"intentName": "NamedProbeIntent", "intent": {"identifier": "1", "person": {"displayName": "\#(name)"}}}"#

    await assertThrowsError({ try await dispatcher.dispatch(json: Data(json.utf8)) }) { error in
      let error = error as? IntentDispatchError
      XCTAssertEqual(error?.code, .invalidIntent)
      XCTAssertEqual(
        error?.message,
        "NamedProbeIntent: intent.person.displayName: is 10000 bytes long; the limit is 256."
      )
    }
  }

  func testDispatchJSON_overTheSizeLimit_throwsRequestTooLargeBeforeDecoding() async {
    let padding = String(repeating: " ", count: 70_000)
    let error = await dispatchError(#"{"intentName": "OrderSoupIntent"\#(padding)}"#)

    XCTAssertEqual(error?.code, .requestTooLarge)
  }

  // MARK: - Outcomes read by clients of earlier versions

  /// An outcome as a client reads it.
  private struct ClientOutcome: Decodable, Equatable {
    let intentName: String
    let ending: String
    let isReplay: Bool
    let intent: SendPaymentIntent
    let response: SendPaymentIntentResponse?
    let code: String?
    let status: String?
    let parameterRequest: ParameterRequest<SendPaymentIntent>?
  }

  /// The JSON value of a document, written again by `JSONSerialization` with sorted keys.
  private static func canonical(_ json: Data) throws -> String {
    let value = try JSONSerialization.jsonObject(with: json)
    let written = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    return String(decoding: written, as: UTF8.self)
  }

  /// Earlier versions wrote outcomes with Foundation's `JSONEncoder`; the strict encoder writes
  /// the same JSON values in canonical form, and a client reads either with the strict decoder.
  func testOutcome_strictEncoding_isTheSameJSONAsFoundationsAndReadsAlike() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()
    let handled = SendPaymentIntent(
      identifier: "o/1",
      payee: .named("Jane Appleseed"),
      currencyAmount: .usd(50_00),
      note: "dinner/drinks \u{1F37D}"
    )
    let outcomes = [
      try await dispatcher.dispatch(handled),
      try await dispatcher.dispatch(handled),
      try await dispatcher.dispatch(SendPaymentIntent(identifier: "o-2", payee: .named("Jane"))),
      try await dispatcher.dispatch(
        SendPaymentIntent(
          identifier: "o-3",
          payee: .named("Bob Brown"),
          currencyAmount: .usd(2_000_00)
        )
      ),
    ]
    var endings: [String] = []

    for outcome in outcomes {
      let foundation = try JSONEncoder().encode(outcome)
      let strict = try StrictJSONEncoder().encode(outcome)

      XCTAssertEqual(try Self.canonical(foundation), try Self.canonical(strict))
      let read = try StrictJSONDecoder().decode(ClientOutcome.self, from: foundation)
      XCTAssertEqual(read, try StrictJSONDecoder().decode(ClientOutcome.self, from: strict))
      endings.append(read.ending + (read.isReplay ? " (replay)" : ""))
    }

    XCTAssertEqual(
      endings,
      ["handled", "handled (replay)", "needsUserInput", "confirmationFailed"]
    )
  }
}

/// An intent with a person parameter, for the string-limit test.
private struct NamedProbeIntent: Intent {
  typealias Response = ProbeIntentResponse
  static let wireName = "NamedProbeIntent"
  static let parameters: [PartialIntentParameter<Self>] = [
    .init(IntentParameter("person", \.person))
  ]

  let identifier: String
  var person: Person?
}
