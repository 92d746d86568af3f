import IntentKit
import IntentKitTesting
import XCTest

final class IntentDispatcherTests: XCTestCase {
  func testDispatch_withEveryParameterGiven_resolvesConfirmsAndHandlesInOrder() async throws {
    let handler = ProbeHandler()
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 2))

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertTrue(outcome.isHandled)
    let calls = await handler.log.calls
    XCTAssertEqual(
      calls,
      ["resolve first", "resolve second", "resolve third", "confirm", "handle"]
    )
  }

  func testDispatch_withNoHandler_throwsHandlerNotFoundNamingTheIntent() async {
    let dispatcher = IntentDispatcher()

    await assertThrowsError({ try await dispatcher.dispatch(ProbeIntent(identifier: "1")) }) {
      let error = $0 as? IntentDispatchError
      XCTAssertEqual(error?.code, .handlerNotFound)
      XCTAssertEqual(error?.intentName, "ProbeIntent")
      XCTAssertEqual(error?.message, "No handler is registered for ProbeIntent.")
    }
  }

  func testDispatch_withMissingValue_stopsAtThatParameterWithNeedsValue() async throws {
    let handler = ProbeHandler()
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a"))

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "second")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Int.self), .needsValue)
    XCTAssertNil(outcome.response)
    let calls = await handler.log.calls
    XCTAssertEqual(calls, ["resolve first", "resolve second"])
  }

  func testDispatch_withEachUserFacingResolution_reportsItTyped() async throws {
    let cases: [(Resolution<Int>, String)] = [
      (.disambiguation(with: [1, 2]), "disambiguation"),
      (.confirmationRequired(with: 9), "confirmationRequired"),
      (.unsupported(forReason: UnsupportedReason("tooLarge")), "unsupported"),
      (.needsValue(), "needsValue"),
    ]
    for (resolution, label) in cases {
      var handler = ProbeHandler()
      handler.resolveSecond = { _ in resolution }
      let dispatcher = IntentDispatcher.with(handler)

      let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: label, first: "a"))

      XCTAssertEqual(outcome.parameterRequest?.resolution(as: Int.self), resolution, label)
      XCTAssertNil(outcome.parameterRequest?.resolution(as: String.self), label)
    }
  }

  func testDispatch_withNotRequired_skipsTheParameter() async throws {
    var handler = ProbeHandler()
    handler.resolveSecond = { _ in .notRequired() }
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a"))

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertNil(outcome.intent.second)
  }

  func testDispatch_withPrefilledInvalidValue_resolvesItAndStops() async throws {
    var handler = ProbeHandler()
    handler.resolveSecond = { intent in
      guard let second = intent.second else { return .needsValue() }
      return second < 0 ? .unsupported() : .success(with: second)
    }
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(
      ProbeIntent(identifier: "1", first: "a", second: -4)
    )

    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Int.self), .unsupported())
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 0)
  }

  func testDispatch_withSuccessValueDifferentFromInput_writesTheResolvedValue() async throws {
    var handler = ProbeHandler()
    handler.resolveFirst = { intent in .success(with: (intent.first ?? "").uppercased()) }
    handler.handleIntent = { intent in
      var response = ProbeIntentResponse(code: .success)
      response.note = intent.first
      return response
    }
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(
      ProbeIntent(identifier: "1", first: "jane", second: 1)
    )

    XCTAssertEqual(outcome.intent.first, "JANE")
    XCTAssertEqual(outcome.response?.note, "JANE", "later phases see the resolved value")
  }

  func testDispatch_whenConfirmFails_endsWithThatResponseAndNeverHandles() async throws {
    var handler = ProbeHandler()
    handler.confirmIntent = { _ in ProbeIntentResponse(code: .failureSpecial) }
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    guard case .confirmationFailed(let response) = outcome.ending else {
      return XCTFail("Expected confirmationFailed, got \(outcome.ending)")
    }
    XCTAssertEqual(response.code, .failureSpecial)
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 0)
  }

  func testDispatch_whenConfirmReturnsSuccess_proceedsToHandleAsApplesSampleExpects() async throws {
    var handler = ProbeHandler()
    handler.confirmIntent = { _ in ProbeIntentResponse(code: .success) }
    handler.handleIntent = { _ in ProbeIntentResponse(code: .inProgress) }
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.response?.code, .inProgress)
  }

  func testDispatch_withAppLaunchResponse_carriesTheUserActivity() async throws {
    var handler = ProbeHandler()
    let activity = UserActivity(activityType: "com.example.probe", userInfo: ["step": "2"])
    handler.handleIntent = { _ in
      ProbeIntentResponse(code: .failureRequiringAppLaunch, userActivity: activity)
    }
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.response?.userActivity, activity)
    XCTAssertEqual(outcome.response?.handlingStatus, .deferredToApplication)
  }

  func testDispatch_whenHandleThrows_returnsFailureResponseWithTheError() async throws {
    var handler = ProbeHandler()
    handler.handleIntent = { _ in throw ProbeError(message: "database down") }
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.response?.code, .failure)
    XCTAssertEqual(outcome.failure?.phase, .handle)
    XCTAssertEqual(outcome.failure?.error as? ProbeError, ProbeError(message: "database down"))
  }

  func testDispatch_whenConfirmThrows_failsAtConfirmAndNeverHandles() async throws {
    var handler = ProbeHandler()
    handler.confirmIntent = { _ in throw ProbeError(message: "no service") }
    let dispatcher = IntentDispatcher.with(handler)

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.response?.code, .failure)
    XCTAssertEqual(outcome.failure?.phase, .confirm)
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 0)
  }

  func testRegister_twiceForOneIntentType_keepsTheLastHandler() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(ProbeIntent.self) { _ in ProbeIntentResponse(code: .failure) }
    dispatcher.register(ProbeIntent.self) { _ in ProbeIntentResponse(code: .success) }

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1"))

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(dispatcher.intentTypes.intentNames, ["ProbeIntent"])
  }

  func testClosureRegistration_skipsResolutionAndConfirmsReady() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(ProbeIntent.self) { intent in
      var response = ProbeIntentResponse(code: .success)
      response.note = intent.identifier
      return response
    }

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "glue"))

    XCTAssertEqual(outcome.response?.note, "glue")
    XCTAssertEqual(try dispatcher.route(for: ProbeIntent.self).resolvedParameterNames, [])
  }

  func testRoute_listsResolvedParametersInDeclarationOrder() throws {
    let dispatcher = IntentDispatcher.with(ProbeHandler())

    let route = try dispatcher.route(for: ProbeIntent.self)

    XCTAssertEqual(route.resolvedParameterNames, ["first", "second", "third"])
    XCTAssertTrue(dispatcher.canHandle(ProbeIntent.self))
    XCTAssertFalse(dispatcher.canHandle(OrderSoupIntent.self))
  }

  func testDispatcher_isSendableAcrossTasks() async throws {
    let handler = ProbeHandler()
    let dispatcher = IntentDispatcher.with(handler)

    let codes = try await withThrowingTaskGroup(of: ProbeIntentResponse.Code?.self) { group in
      for index in 0..<50 {
        group.addTask {
          try await dispatcher.dispatch(ProbeIntent(identifier: "\(index)", first: "a", second: 1))
            .response?.code
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    XCTAssertEqual(codes.count, 50)
    XCTAssertTrue(codes.allSatisfy { $0 == .success })
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 50)
  }

  func testDispatch_inCancelledTask_throwsCancellationAndHandlesNothing() async {
    let started = AsyncStream<Void>.makeStream()
    var handler = ProbeHandler()
    handler.resolveSecond = { intent in
      started.continuation.yield()
      try? await Task.sleep(for: .seconds(5))
      return .success(with: intent.second ?? 0)
    }
    let dispatcher = IntentDispatcher.with(handler)

    let task = Task {
      try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))
    }
    var iterator = started.stream.makeAsyncIterator()
    await iterator.next()
    task.cancel()

    await assertThrowsError({ try await task.value }) { error in
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    let calls = await handler.log.calls
    XCTAssertFalse(calls.contains("confirm"))
    XCTAssertFalse(calls.contains("handle"))
  }
}
