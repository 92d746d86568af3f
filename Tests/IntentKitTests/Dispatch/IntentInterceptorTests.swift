import IntentKit
import IntentKitTesting
import XCTest

/// Records what it sees and optionally answers in the handler's place.
private struct RecordingInterceptor: IntentInterceptor {
  let name: String
  let events: EventLog
  var refuse: LifecyclePhase.Stage?
  var failing = false

  func willRun<Intercepted: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: Intercepted
  ) async throws -> Intercepted.Response? {
    events.append("\(name) will \(phase.rawValue) \(Intercepted.wireName)")
    if failing { throw ProbeError(message: "\(name) refused") }
    guard phase == refuse else { return nil }
    return Intercepted.Response(code: Intercepted.Response.Code.failure)
  }

  func didRun<Intercepted: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: Intercepted,
    response: Intercepted.Response
  ) async -> Intercepted.Response {
    events.append("\(name) did \(phase.rawValue) \(response.code.name)")
    return response
  }
}

/// Rewrites every handled probe response's note.
private struct NotingInterceptor: IntentInterceptor {
  func didRun<Intercepted: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: Intercepted,
    response: Intercepted.Response
  ) async -> Intercepted.Response {
    guard var probe = response as? ProbeIntentResponse, phase == .handle else { return response }
    probe.note = "audited"
    return (probe as? Intercepted.Response) ?? response
  }
}

final class IntentInterceptorTests: XCTestCase {
  func testInterceptors_runInOrderBeforeAndInReverseAfter() async throws {
    let events = EventLog()
    var dispatcher = IntentDispatcher.with(ProbeHandler())
    dispatcher.addInterceptor(RecordingInterceptor(name: "outer", events: events))
    dispatcher.addInterceptor(RecordingInterceptor(name: "inner", events: events))

    _ = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(
      events.values,
      [
        "outer will resolve ProbeIntent", "inner will resolve ProbeIntent",
        "outer will confirm ProbeIntent", "inner will confirm ProbeIntent",
        "inner did confirm ready", "outer did confirm ready",
        "outer will handle ProbeIntent", "inner will handle ProbeIntent",
        "inner did handle success", "outer did handle success",
      ]
    )
  }

  func testInterceptor_answeringBeforeResolution_stopsEverything() async throws {
    let handler = ProbeHandler()
    var dispatcher = IntentDispatcher.with(handler)
    dispatcher.addInterceptor(
      RecordingInterceptor(name: "lock", events: .init(), refuse: .resolve)
    )

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    guard case .intercepted(.resolve, let response) = outcome.ending else {
      return XCTFail("Expected an interception, got \(outcome.ending)")
    }
    XCTAssertEqual(response.code, .failure)
    let calls = await handler.log.calls
    XCTAssertEqual(calls, [])
  }

  func testInterceptor_answeringBeforeHandle_preventsHandling() async throws {
    let handler = ProbeHandler()
    var dispatcher = IntentDispatcher.with(handler)
    dispatcher.addInterceptor(RecordingInterceptor(name: "lock", events: .init(), refuse: .handle))

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    guard case .intercepted(.handle, _) = outcome.ending else {
      return XCTFail("Expected an interception, got \(outcome.ending)")
    }
    let calls = await handler.log.calls
    XCTAssertEqual(calls.last, "confirm")
  }

  func testInterceptor_thatThrows_propagatesTheError() async {
    var dispatcher = IntentDispatcher.with(ProbeHandler())
    dispatcher.addInterceptor(RecordingInterceptor(name: "auth", events: .init(), failing: true))

    await assertThrowsError({ try await dispatcher.dispatch(ProbeIntent(identifier: "1")) }) {
      XCTAssertEqual($0 as? ProbeError, ProbeError(message: "auth refused"))
    }
  }

  func testInterceptor_canReplaceTheResponse() async throws {
    var dispatcher = IntentDispatcher.with(ProbeHandler())
    dispatcher.addInterceptor(NotingInterceptor())

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.response?.note, "audited")
  }
}
