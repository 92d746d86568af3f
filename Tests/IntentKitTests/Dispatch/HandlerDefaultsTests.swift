import IntentKit
import IntentKitTesting
import XCTest

/// A send-payment handler that implements no method at all: it compiles, because every method
/// of both shapes has a default.
private struct EmptySendPaymentHandler: SendPaymentIntentHandling {}

/// A send-payment handler that implements only handle, in the `async` shape.
private struct HandleOnlySendPaymentHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("handle(intent:)")
    return SendPaymentIntentResponse(code: .success)
  }
}

/// A send-payment handler that implements only handle, in SiriKit's completion-handler shape.
private struct CompletionHandleOnlySendPaymentHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func handle(
    intent: SendPaymentIntent,
    completion: @escaping (SendPaymentIntentResponse) -> Void
  ) {
    log.append("handle(intent:completion:)")
    completion(SendPaymentIntentResponse(code: .success))
  }
}

/// What the defaults of both shapes do together.
///
/// A handler without handle ends failed at handle with ``UnimplementedHandleError``, and one with
/// only handle gets SiriKit's resolve and confirm defaults. Every dispatch runs under two-second
/// deadlines, so a default that called itself, or a dispatcher that kept probing, would end as a
/// timeout rather than hang.
final class HandlerDefaultsTests: XCTestCase {
  private let deadlines = HandlerDeadlines(
    resolve: .seconds(2),
    confirm: .seconds(2),
    handle: .seconds(2),
    enforcement: .preemptive
  )

  private var everyParameter: SendPaymentIntent {
    SendPaymentIntent(payee: .named("Dave"), currencyAmount: .usd(12_34), note: "Lunch")
  }

  // MARK: - Neither handle shape

  func testHandle_neitherShapeImplemented_failsAtHandleWithUnimplementedHandleError()
    async throws
  {
    for deadlines in [deadlines, .none] {
      let recorder = DiagnosticsRecorder()
      let dispatcher = IntentDispatcher.with(
        EmptySendPaymentHandler(),
        configuration: .init(deadlines: deadlines, diagnosticsHandler: recorder.handler)
      )
      let intent = everyParameter

      let outcome = try await dispatcher.dispatch(intent)

      XCTAssertFalse(outcome.isHandled)
      XCTAssertEqual(outcome.response?.code, .failure)
      XCTAssertEqual(outcome.failure?.phase, .handle)
      XCTAssertEqual(
        outcome.failure?.error as? UnimplementedHandleError,
        UnimplementedHandleError(intentName: "SendPaymentIntent"),
        "not a timeout or another failure: \(String(describing: outcome.failure))"
      )
      let unimplemented = UnimplementedHandleError(intentName: "SendPaymentIntent")
      XCTAssertEqual(
        recorder.diagnostics,
        [
          IntentDiagnostic(
            intentName: "SendPaymentIntent",
            phase: .handle,
            kind: .threw(String(describing: unimplemented))
          )
        ]
      )
      XCTAssertEqual(outcome.intent, intent, "every value is kept as given")
    }
  }

  func testHandle_neitherShapeImplemented_failsTheSameWayOnEveryDispatch() async throws {
    let dispatcher = IntentDispatcher.with(
      EmptySendPaymentHandler(),
      configuration: .init(deadlines: deadlines)
    )

    for _ in 0..<3 {
      let outcome = try await dispatcher.dispatch(everyParameter)

      XCTAssertEqual(outcome.failure?.phase, .handle)
      XCTAssertTrue(outcome.failure?.error is UnimplementedHandleError)
    }
  }

  func testUnimplementedHandleError_description_namesTheIntentAndBothShapes() {
    XCTAssertEqual(
      UnimplementedHandleError(intentName: "SendPaymentIntent").description,
      "The handler for SendPaymentIntent implements neither handle(intent:) nor "
        + "handle(intent:completion:)."
    )
  }

  func testNeitherShapeImplemented_withNothingGiven_asksNothingBeforeFailingAtHandle()
    async throws
  {
    let dispatcher = IntentDispatcher.with(
      EmptySendPaymentHandler(),
      configuration: .init(deadlines: deadlines)
    )

    let outcome = try await dispatcher.dispatch(SendPaymentIntent())

    XCTAssertNil(outcome.parameterRequest)
    XCTAssertEqual(outcome.failure?.phase, .handle, "confirm answered ready")
  }

  // MARK: - Only handle

  func testHandleOnly_withEveryParameter_keepsEveryValueAndHandlesOnce() async throws {
    for deadlines in [deadlines, .none] {
      let handler = HandleOnlySendPaymentHandler()
      let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))
      let intent = everyParameter

      let outcome = try await dispatcher.dispatch(intent)

      XCTAssertEqual(outcome.response?.code, .success)
      XCTAssertEqual(outcome.intent, intent)
      XCTAssertEqual(handler.log.values, ["handle(intent:)"])
    }
  }

  func testHandleOnly_withNothingGiven_asksNothingAndHandles() async throws {
    let handler = HandleOnlySendPaymentHandler()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))

    let outcome = try await dispatcher.dispatch(SendPaymentIntent())

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertNil(outcome.intent.payee)
    XCTAssertNil(outcome.intent.currencyAmount)
    XCTAssertNil(outcome.intent.note)
    XCTAssertEqual(handler.log.values, ["handle(intent:)"])
  }

  func testCompletionHandleOnly_withEveryParameter_keepsEveryValueAndHandlesOnce() async throws {
    for deadlines in [deadlines, .none] {
      let handler = CompletionHandleOnlySendPaymentHandler()
      let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))
      let intent = everyParameter

      let first = try await dispatcher.dispatch(intent)
      let second = try await dispatcher.dispatch(
        SendPaymentIntent(payee: .named("Bob"), currencyAmount: .usd(1_00))
      )

      XCTAssertEqual(first.response?.code, .success)
      XCTAssertEqual(first.intent, intent)
      XCTAssertEqual(second.response?.code, .success)
      XCTAssertEqual(
        handler.log.values,
        ["handle(intent:completion:)", "handle(intent:completion:)"]
      )
    }
  }
}
