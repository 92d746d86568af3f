import IntentKit
import IntentKitTesting
import XCTest

final class HandlerDeadlinesTests: XCTestCase {
  private let parking = Parking()
  /// Preemptive deadlines: the caller stops waiting for a handler that never answers.
  private let short = HandlerDeadlines(
    resolve: .milliseconds(100),
    confirm: .milliseconds(100),
    handle: .milliseconds(100),
    enforcement: .preemptive
  )

  override func tearDown() {
    parking.releaseAll()
    super.tearDown()
  }

  func testConfirm_thatNeverAnswers_failsAsTimedOutAndNeverHandles() async throws {
    var handler = ProbeHandler()
    let parking = parking
    handler.confirmIntent = { _ in
      await parking.wait()
      return ProbeIntentResponse(code: .ready)
    }
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: short))

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.response?.code, .failure, "a silent confirm is never ready")
    XCTAssertEqual(outcome.failure?.phase, .confirm)
    XCTAssertEqual(outcome.failure?.isTimeout, true)
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 0)
  }

  func testHandle_thatNeverAnswers_failsAsTimedOutAndIsReported() async throws {
    var handler = ProbeHandler()
    let parking = parking
    handler.handleIntent = { _ in
      await parking.wait()
      return ProbeIntentResponse(code: .success)
    }
    let recorder = DiagnosticsRecorder()
    let dispatcher = IntentDispatcher.with(
      handler,
      configuration: .init(deadlines: short, diagnosticsHandler: recorder.handler)
    )

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.response?.code, .failure, "a silent handle is never success")
    XCTAssertEqual(outcome.failure?.phase, .handle)
    XCTAssertEqual(outcome.failure?.description, "handle timed out after 0.1 seconds")
    XCTAssertEqual(
      recorder.diagnostics,
      [
        IntentDiagnostic(
          intentName: "ProbeIntent",
          phase: .handle,
          kind: .timedOut(after: .milliseconds(100))
        )
      ]
    )
  }

  func testResolve_thatNeverAnswers_failsAtThatParameter() async throws {
    var handler = ProbeHandler()
    let parking = parking
    handler.resolveSecond = { _ in
      await parking.wait()
      return .success(with: 1)
    }
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: short))

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.failure?.phase, .resolve(parameter: "second"))
    XCTAssertEqual(outcome.failure?.isTimeout, true)
    let calls = await handler.log.calls
    XCTAssertFalse(calls.contains("confirm"))
  }

  func testHandle_thatAnswersAfterItsDeadline_completesTheIdempotencyRecord() async throws {
    var handler = ProbeHandler()
    handler.handleIntent = { _ in
      // A detached sleep ignores the handler's cancellation, like a slow bank.
      await Task.detached { try? await Task.sleep(for: .milliseconds(400)) }.value
      return ProbeIntentResponse(code: .success)
    }
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: short))
    let intent = ProbeIntent(identifier: "slow", first: "a", second: 1)

    let first = try await dispatcher.dispatch(intent)
    await assertThrowsError({ try await dispatcher.dispatch(intent) }) {
      XCTAssertEqual(($0 as? IntentDispatchError)?.code, .idempotencyKeyInUse)
    }
    try await Task.sleep(for: .milliseconds(800))
    let replay = try await dispatcher.dispatch(intent)

    XCTAssertEqual(first.failure?.isTimeout, true)
    XCTAssertTrue(replay.isReplay)
    XCTAssertEqual(replay.response?.code, .success, "the late answer is the first result")
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 1)
  }

  func testManyLifecyclesThatNeverAnswer_allTimeOut() async throws {
    var handler = ProbeHandler()
    let parking = parking
    handler.handleIntent = { _ in
      await parking.wait()
      return ProbeIntentResponse(code: .success)
    }
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: short))

    let timedOut = try await withThrowingTaskGroup(of: Bool.self) { group in
      for index in 0..<50 {
        group.addTask {
          let outcome = try await dispatcher.dispatch(
            ProbeIntent(identifier: "\(index)", first: "a", second: 1)
          )
          return outcome.failure?.isTimeout == true
        }
      }
      return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    XCTAssertEqual(timedOut, 50)
  }

  func testConfirmThatAnswersAfterItsDeadline_neverLeadsToHandle() async throws {
    var handler = ProbeHandler()
    handler.confirmIntent = { _ in
      // A detached sleep ignores the handler's cancellation, like a slow service.
      await Task.detached { try? await Task.sleep(for: .milliseconds(300)) }.value
      return ProbeIntentResponse(code: .ready)
    }
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: short))

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))
    try await Task.sleep(for: .milliseconds(600))

    XCTAssertEqual(outcome.failure?.phase, .confirm)
    let calls = await handler.log.calls
    XCTAssertEqual(
      calls.filter { $0 == "handle" },
      [],
      "the abandoned lifecycle stops before handle"
    )
    XCTAssertEqual(calls.filter { $0 == "confirm" }.count, 1)
  }

  func testNoDeadlines_runHandlersInline() async throws {
    var handler = ProbeHandler()
    handler.handleIntent = { _ in throw ProbeError(message: "inline") }
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: .none))

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.failure?.error as? ProbeError, ProbeError(message: "inline"))
    XCTAssertNil(HandlerDeadlines.none.limit(for: .handle))
    XCTAssertEqual(HandlerDeadlines.standard.limit(for: .resolve(parameter: "x")), .seconds(10))
  }

  func testDefaultDeadlines_areTenSecondsEnforcedCooperatively() {
    let configuration = IntentDispatcher.Configuration()

    XCTAssertEqual(configuration.deadlines, .standard)
    XCTAssertEqual(configuration.deadlines.enforcement, .cooperative)
    XCTAssertEqual(configuration.deadlines.limit(for: .confirm), .seconds(10))
  }
}

/// Cooperative deadlines, the default: handlers run on the caller's task and each answer is
/// checked against its deadline when it arrives.
final class CooperativeDeadlinesTests: XCTestCase {
  /// A 100 ms deadline for the phase under test and five seconds for the others, so that only
  /// the slow handler can miss one, even on a busy machine or under the thread sanitizer.
  private func short(_ stage: LifecyclePhase.Stage) -> HandlerDeadlines {
    let (short, long) = (Duration.milliseconds(100), Duration.seconds(5))
    return HandlerDeadlines(
      resolve: stage == .resolve ? short : long,
      confirm: stage == .confirm ? short : long,
      handle: stage == .handle ? short : long
    )
  }

  func testHandle_thatAnswersLate_failsAsTimedOutAndItsAnswerIsReplayed() async throws {
    var handler = ProbeHandler()
    handler.handleIntent = { _ in
      try await Task.sleep(for: .milliseconds(300))
      return ProbeIntentResponse(code: .success)
    }
    let recorder = DiagnosticsRecorder()
    let dispatcher = IntentDispatcher.with(
      handler,
      configuration: .init(deadlines: short(.handle), diagnosticsHandler: recorder.handler)
    )
    let intent = ProbeIntent(identifier: "slow", first: "a", second: 1)

    let first = try await dispatcher.dispatch(intent)
    let replay = try await dispatcher.dispatch(intent)

    XCTAssertEqual(first.response?.code, .failure, "a late handle is never success")
    XCTAssertEqual(first.failure?.phase, .handle)
    XCTAssertEqual(first.failure?.description, "handle timed out after 0.1 seconds")
    XCTAssertEqual(
      recorder.diagnostics,
      [
        IntentDiagnostic(
          intentName: "ProbeIntent",
          phase: .handle,
          kind: .timedOut(after: .milliseconds(100))
        )
      ]
    )
    XCTAssertTrue(replay.isReplay)
    XCTAssertEqual(replay.response?.code, .success, "the late answer is the first result")
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 1)
  }

  func testConfirm_thatAnswersLate_neverLeadsToHandle() async throws {
    var handler = ProbeHandler()
    handler.confirmIntent = { _ in
      try await Task.sleep(for: .milliseconds(300))
      return ProbeIntentResponse(code: .ready)
    }
    let dispatcher = IntentDispatcher.with(
      handler,
      configuration: .init(deadlines: short(.confirm))
    )

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.failure?.phase, .confirm)
    XCTAssertEqual(outcome.failure?.isTimeout, true)
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 0)
  }

  /// A handler whose resolver of `second` answers after its cooperative deadline, and a
  /// dispatcher that holds it to that deadline.
  private func lateSecondResolver() -> (ProbeHandler, IntentDispatcher) {
    var handler = ProbeHandler()
    handler.resolveSecond = { _ in
      try? await Task.sleep(for: .milliseconds(300))
      return .success(with: 1)
    }
    let dispatcher = IntentDispatcher.with(
      handler,
      configuration: .init(deadlines: short(.resolve))
    )
    return (handler, dispatcher)
  }

  func testResolve_thatAnswersLate_failsAtThatParameter() async throws {
    let (handler, dispatcher) = lateSecondResolver()

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.failure?.phase, .resolve(parameter: "second"))
    XCTAssertEqual(outcome.failure?.isTimeout, true)
    let calls = await handler.log.calls
    XCTAssertFalse(calls.contains("confirm"))
  }

  func testResolve_thatAnswersLate_inAConversation_endsItAtThatParameter() async throws {
    let (handler, dispatcher) = lateSecondResolver()
    let engine = ConversationEngine(dispatcher: dispatcher)

    let conversation = try await engine.start(ProbeIntent(identifier: "1", first: "a", second: 1))

    guard case .failed(let response, let failure) = conversation.ending else {
      return XCTFail("Expected a failure, got \(String(describing: conversation.ending))")
    }
    XCTAssertEqual(response.code, .failure)
    XCTAssertEqual(failure.phase, .resolve(parameter: "second"))
    XCTAssertTrue(failure.isTimeout)
    XCTAssertEqual(conversation.assistantText, "Sorry, that took too long, so I stopped.")
    XCTAssertEqual(conversation.transcript.last?.event, .failed(phase: "resolve(second)"))
    let calls = await handler.log.calls
    XCTAssertFalse(calls.contains("confirm"))
  }

  func testHandlers_thatAnswerInTime_runAsWithoutDeadlines() async throws {
    let handler = ProbeHandler()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: .standard))

    let outcome = try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertNil(outcome.failure)
  }

  func testCancellingTheCaller_cancelsTheHandler_andReleasesTheClaim() async throws {
    var handler = ProbeHandler()
    let started = AsyncStream<Void>.makeStream()
    let sawCancellation = DiagnosticsRecorder()
    handler.handleIntent = { _ in
      started.continuation.yield()
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        // The caller's cancellation reaches the handler: it runs on the caller's task.
        if Task.isCancelled {
          sawCancellation.handler(
            IntentDiagnostic(intentName: "ProbeIntent", phase: .handle, kind: .threw("cancelled"))
          )
        }
        throw error
      }
      return ProbeIntentResponse(code: .success)
    }
    let store = IdempotencyStore()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(idempotencyStore: store))
    let caller = Task {
      try await dispatcher.dispatch(ProbeIntent(identifier: "1", first: "a", second: 1))
    }
    var startedIterator = started.stream.makeAsyncIterator()
    await startedIterator.next()

    caller.cancel()
    let result = await caller.result

    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(sawCancellation.diagnostics.count, 1, "the handler saw the cancellation")
    XCTAssertEqual(store.inFlightCount, 0, "the cancelled claim is released for a retry")
  }
}
