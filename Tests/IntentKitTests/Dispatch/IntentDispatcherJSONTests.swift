import Foundation
import IntentKit
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
