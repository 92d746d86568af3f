import Foundation
import IntentKit
import IntentKitDemoCore
import IntentKitTesting
import XCTest

/// `intentkit handle` in process: one JSON intent in, the outcome or a clear error out.
final class HandleCommandTests: XCTestCase {
  private func handle(_ json: String) async throws -> HandleCommand.Result {
    let world = try await DemoWorld.make(clock: ManualWallClock(now: DemoWorld.demoDate))
    return await HandleCommand.run(Array(json.utf8), world: world)
  }

  private func object(_ output: String?) throws -> [String: Any] {
    let data = Data((output ?? "").utf8)
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }

  func testRun_withValidPayment_answersTheHandledOutcome() async throws {
    let result = try await handle(
      #"{"intentName": "SendPaymentIntent", "intent": {"identifier": "p-1", "payee": {"displayName": "Jane Appleseed"}, "currencyAmount": {"minorUnits": 5000, "currency": "USD"}}}"#
    )

    XCTAssertEqual(result.exitCode, 0)
    XCTAssertNil(result.error)
    let reply = try object(result.output)
    XCTAssertEqual(reply["code"] as? String, "success")
    XCTAssertEqual(reply["ending"] as? String, "handled")
  }

  func testRun_withAmbiguousPayee_answersTheQuestionTheUserWouldBeAsked() async throws {
    let result = try await handle(
      #"{"intentName": "SendPaymentIntent", "intent": {"identifier": "p-1", "payee": {"displayName": "Jane"}}}"#
    )

    XCTAssertEqual(result.exitCode, 0, "a question is an outcome, not an error")
    let reply = try object(result.output)
    XCTAssertEqual(reply["ending"] as? String, "needsUserInput")
  }

  func testRun_withRideRequest_booksTheRide() async throws {
    let result = try await handle(
      #"{"intentName": "RequestRideIntent", "intent": {"identifier": "r-1", "pickupLocation": {"name": "Cupertino"}, "dropOffLocation": {"name": "San Francisco"}, "rideOptionName": {"spokenPhrase": "Small car"}, "partySize": 1}}"#
    )

    XCTAssertEqual(result.exitCode, 0, result.error ?? "")
    let reply = try object(result.output)
    XCTAssertEqual(reply["code"] as? String, "success", result.output ?? "")
  }

  func testRun_withMalformedJSON_failsWithTheDispatchersMessage() async throws {
    let result = try await handle(#"{"intentName": "SendPaymentIntent", "intent": {"#)

    XCTAssertEqual(result.exitCode, ExitCode.failure)
    XCTAssertNil(result.output)
    XCTAssertEqual(
      result.error?.hasPrefix(
        "error: The request isn't valid JSON: intent: expected a member name"
      ),
      true,
      result.error ?? ""
    )
  }

  func testRun_withEmptyInput_failsAsMalformed() async throws {
    let result = try await handle("")

    XCTAssertEqual(result.exitCode, ExitCode.failure)
    XCTAssertEqual(
      result.error,
      "error: The request isn't valid JSON: the document is empty (line 1, column 1)."
    )
  }

  func testRun_withUnknownIntentName_failsListingTheKnownIntents() async throws {
    let result = try await handle(#"{"intentName": "OrderPizzaIntent", "intent": {}}"#)

    XCTAssertEqual(result.exitCode, ExitCode.failure)
    XCTAssertTrue(result.error?.contains("PayBillIntent, RequestPaymentIntent") ?? false)
  }

  func testRun_withMissingIdentifier_failsNamingTheField() async throws {
    let result = try await handle(#"{"intentName": "SendPaymentIntent", "intent": {}}"#)

    XCTAssertEqual(result.exitCode, ExitCode.failure)
    XCTAssertTrue(result.error?.contains("identifier") ?? false, result.error ?? "")
  }

  func testRun_withRequestOverTheSizeLimit_failsWithoutDispatching() async throws {
    let world = try await DemoWorld.make(clock: ManualWallClock(now: DemoWorld.demoDate))
    let limit = world.dispatcher.configuration.maximumRequestSize

    let result = await HandleCommand.run(
      Array(repeating: UInt8(ascii: " "), count: limit + 1),
      world: world
    )

    XCTAssertEqual(result.exitCode, ExitCode.failure)
    XCTAssertEqual(result.error, "error: The request is larger than \(limit) bytes.")
  }

  func testRun_withControlCharactersInTheRequest_writesThemEscaped() async throws {
    let cases: [(json: String, error: String)] = [
      (
        #"{"intentName": "Send\u001b[31m\u0000\u202EIntent", "intent": {}}"#,
        #"error: No handler is registered for 'Send\u{1B}[31m\u{0}\u{202E}Intent'; known"#
      ),
      (
        #"{"intentName": "SendPaymentIntent", "intent": {"identifier": "p-1", "currencyAmount": {"minorUnits": 5000, "currency": "\u001b[2J"}}}"#,
        #"error: SendPaymentIntent: intent.currencyAmount.currency: '\u{1B}[2J' is not an ISO 4217"#
      ),
      (
        #"{"intentName": "SendPaymentIntent", "intent": {"x\u009b\u2028": -01}}"#,
        #"error: The request isn't valid JSON: intent["x\u{9B}\u{2028}"]: a number can't start"#
      ),
      (
        "{\"intentName\": \"SendPaymentIntent\u{1B}[31m\", \"intent\": {}}",
        "error: The request isn't valid JSON: intentName: a control character (U+001B) must be "
      ),
    ]

    for (json, error) in cases {
      let result = try await handle(json)

      XCTAssertEqual(result.exitCode, ExitCode.failure)
      XCTAssertNil(result.output)
      XCTAssertEqual(result.error?.hasPrefix(error), true, result.error ?? "")
      XCTAssertEqual(result.error?.rawControlScalars, [], result.error ?? "")
    }
  }

  func testRun_withAnUnknownIntentNameOf60000Characters_quotesAtMost64() async throws {
    let name = String(repeating: "A", count: 60_000)

    let result = try await handle(#"{"intentName": "\#(name)", "intent": {}}"#)

    XCTAssertEqual(result.exitCode, ExitCode.failure)
    let excerpt = String(repeating: "A", count: 64) + "…"
    XCTAssertEqual(
      result.error?.hasPrefix("error: No handler is registered for '\(excerpt)'; known intents: "),
      true,
      String(result.error?.prefix(200) ?? "")
    )
    XCTAssertLessThan(result.error?.count ?? .max, 400)
  }

  func testRun_withValidJSONNested512To2000Deep_failsAsTooDeepNotAsInvalid() async throws {
    for depth in [512, 513, 2_000] {
      let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)

      let result = try await handle(#"{"intentName": "SendPaymentIntent", "intent": \#(nested)}"#)

      XCTAssertEqual(result.exitCode, ExitCode.failure)
      XCTAssertEqual(
        result.error?.contains("arrays and objects nest more than 64 levels deep"),
        true,
        "\(depth): \(result.error ?? "")"
      )
      XCTAssertEqual(result.error?.contains("valid JSON"), false, result.error ?? "")
    }
  }

  func testRun_withControlCharactersInANote_printsThemEscapedInTheOutcome() async throws {
    let result = try await handle(
      #"{"intentName": "SendPaymentIntent", "intent": {"identifier": "p-1", "payee": {"displayName": "Jane Appleseed"}, "currencyAmount": {"minorUnits": 5000, "currency": "USD"}, "note": "\u001b[2JDinner\u0007"}}"#
    )

    XCTAssertEqual(result.exitCode, 0, result.error ?? "")
    XCTAssertEqual(result.output?.contains(#""note":"\u001b[2JDinner\u0007""#), true)
    XCTAssertEqual(result.output?.rawControlScalars, [], result.output ?? "")
  }
}
