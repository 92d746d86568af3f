import IntentKit
import IntentKitTesting
import XCTest

/// A clock reading tests can move forward.
private final class ManualInstant: Sendable {
  private let current = TestLock(ContinuousClock.now)
  func advance(by duration: Duration) { current.withLock { $0 += duration } }
  var now: @Sendable () -> ContinuousClock.Instant { { self.current.withLock { $0 } } }
}

final class IdempotencyStoreTests: XCTestCase {
  func testSameIntentTwice_replaysTheFirstResultAndHandlesOnce() async throws {
    let handler = ProbeHandler()
    let dispatcher = IntentDispatcher.with(handler)
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    let first = try await dispatcher.dispatch(intent)
    let second = try await dispatcher.dispatch(intent)

    XCTAssertFalse(first.isReplay)
    XCTAssertTrue(second.isReplay)
    XCTAssertEqual(second.response, first.response)
    let calls = await handler.log.calls
    XCTAssertEqual(calls.filter { $0 == "handle" || $0 == "confirm" }, ["confirm", "handle"])
  }

  func testSameIdentifierWithDifferentParameters_isRejectedAndHandlesNothing() async throws {
    let handler = ProbeHandler()
    let dispatcher = IntentDispatcher.with(handler)
    _ = try await dispatcher.dispatch(ProbeIntent(identifier: "pay-1", first: "a", second: 1))

    await assertThrowsError({
      try await dispatcher.dispatch(ProbeIntent(identifier: "pay-1", first: "a", second: 999))
    }) {
      XCTAssertEqual(($0 as? IntentDispatchError)?.code, .idempotencyKeyReused)
    }
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 1)
  }

  func testConcurrentDuplicates_handleExactlyOnce() async throws {
    let handler = ProbeHandler()
    let dispatcher = IntentDispatcher.with(handler)
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    let results = await withTaskGroup(of: String.self) { group in
      for _ in 0..<64 {
        group.addTask {
          do {
            let outcome = try await dispatcher.dispatch(intent)
            return outcome.isReplay ? "replay" : "handled"
          } catch let error as IntentDispatchError {
            return error.code.description
          } catch {
            return "unexpected \(error)"
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    XCTAssertEqual(results.filter { $0 == "handled" }.count, 1)
    XCTAssertTrue(results.allSatisfy { ["handled", "replay", "idempotencyKeyInUse"].contains($0) })
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 1)
  }

  func testFailedConfirmation_leavesTheIdentifierFree() async throws {
    let open = TestLock(false)
    var handler = ProbeHandler()
    handler.confirmIntent = { _ in
      ProbeIntentResponse(code: open.withLock { $0 } ? .ready : .failureSpecial)
    }
    let dispatcher = IntentDispatcher.with(handler)
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    let refused = try await dispatcher.dispatch(intent)
    open.withLock { $0 = true }
    let handled = try await dispatcher.dispatch(intent)

    XCTAssertNil(refused.response.flatMap { $0.code == .success ? $0 : nil })
    XCTAssertEqual(handled.response?.code, .success)
    XCTAssertFalse(handled.isReplay)
  }

  func testThrowingHandle_savesNothing_soARetryHandlesAgain() async throws {
    let attempts = TestLock(0)
    var handler = ProbeHandler()
    handler.handleIntent = { _ in
      let attempt = attempts.increment()
      // The first attempt loses its connection; whether its effect happened is unknown.
      if attempt == 1 { throw ProbeError(message: "connection lost") }
      return ProbeIntentResponse(code: .success)
    }
    let store = IdempotencyStore()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(idempotencyStore: store))
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    let failed = try await dispatcher.dispatch(intent)
    XCTAssertEqual(failed.failure?.error as? ProbeError, ProbeError(message: "connection lost"))
    XCTAssertEqual(store.count, 0, "a thrown error is no answer to save")
    let retried = try await dispatcher.dispatch(intent)
    let replayed = try await dispatcher.dispatch(intent)

    XCTAssertFalse(retried.isReplay)
    XCTAssertEqual(retried.response?.code, .success)
    XCTAssertTrue(replayed.isReplay, "the answer is saved")
    XCTAssertEqual(replayed.response?.code, .success)
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 2)
  }

  func testWithoutStore_everyDispatchHandles() async throws {
    let handler = ProbeHandler()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(idempotencyStore: nil))
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    _ = try await dispatcher.dispatch(intent)
    _ = try await dispatcher.dispatch(intent)

    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 2)
  }

  func testCapacity_aboveWhatTheTableNumbers_keepsInt32Max() {
    XCTAssertEqual(IdempotencyStore(capacity: Int.max).capacity, Int(Int32.max))
    XCTAssertEqual(IdempotencyStore(capacity: Int(Int32.max) + 1).capacity, Int(Int32.max))
    XCTAssertEqual(IdempotencyStore(capacity: Int(Int32.max)).capacity, Int(Int32.max))
    XCTAssertEqual(IdempotencyStore(capacity: 1).capacity, 1)
  }

  func testCapacity_evictsTheOldestCompletedEntry() async throws {
    let handler = ProbeHandler()
    let store = IdempotencyStore(capacity: 2)
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(idempotencyStore: store))
    let intents = (1...3).map { ProbeIntent(identifier: "pay-\($0)", first: "a", second: 1) }

    for intent in intents { _ = try await dispatcher.dispatch(intent) }
    let oldest = try await dispatcher.dispatch(intents[0])
    let newest = try await dispatcher.dispatch(intents[2])

    XCTAssertFalse(oldest.isReplay, "evicted, so handled again")
    XCTAssertTrue(newest.isReplay)
    XCTAssertEqual(store.count, 2)
  }

  func testTimeToLive_forgetsExpiredEntries() async throws {
    let handler = ProbeHandler()
    let clock = ManualInstant()
    let store = IdempotencyStore(timeToLive: .seconds(60), now: clock.now)
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(idempotencyStore: store))
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    _ = try await dispatcher.dispatch(intent)
    clock.advance(by: .seconds(59))
    let withinLifetime = try await dispatcher.dispatch(intent)
    clock.advance(by: .seconds(2))
    let afterExpiry = try await dispatcher.dispatch(intent)

    XCTAssertTrue(withinLifetime.isReplay)
    XCTAssertFalse(afterExpiry.isReplay)
    let handled = await handler.log.count(of: "handle")
    XCTAssertEqual(handled, 2)
  }

  func testInFlightCount_countsClaimsUntilTheHandlerStops() async throws {
    let parking = Parking()
    var handler = ProbeHandler()
    handler.handleIntent = { _ in
      await parking.wait()
      return ProbeIntentResponse(code: .success)
    }
    let store = IdempotencyStore()
    let dispatcher = IntentDispatcher.with(
      handler,
      configuration: .init(
        deadlines: HandlerDeadlines(
          resolve: nil,
          confirm: nil,
          handle: .milliseconds(50),
          enforcement: .preemptive
        ),
        idempotencyStore: store
      )
    )
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    let outcome = try await dispatcher.dispatch(intent)

    XCTAssertEqual(outcome.failure?.isTimeout, true)
    XCTAssertEqual(store.inFlightCount, 1, "a handler past its deadline keeps its claim")
    parking.releaseAll()
    var waits = 0
    while store.inFlightCount > 0, waits < 500 {
      waits += 1
      try await Task.sleep(for: .milliseconds(2))
    }
    XCTAssertEqual(store.inFlightCount, 0, "its late answer completes the claim")
    XCTAssertEqual(store.count, 1)
    let replay = try await dispatcher.dispatch(intent)
    XCTAssertEqual(replay.response?.code, .success, "the late answer is the one replayed")
  }

  // MARK: - Lifecycles that stop before handle

  func testHandleThatDoesNotStart_leavesTheIdentifierFree() async throws {
    // 0: answers in the handler's place at handle; 1: throws at handle; then lets it run.
    let mode = TestLock(0)
    let handler = ProbeHandler()
    let store = IdempotencyStore()
    var dispatcher = IntentDispatcher.with(
      handler,
      configuration: .init(idempotencyStore: store)
    )
    dispatcher.addInterceptor(HandleGate(mode: mode))
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    let intercepted = try await dispatcher.dispatch(intent)
    guard case .intercepted(.handle, _) = intercepted.ending else {
      return XCTFail("Expected an interception at handle, got \(intercepted.ending)")
    }
    XCTAssertEqual(store.inFlightCount, 0, "an intercepted handle holds no claim")
    mode.withLock { $0 = 1 }
    await assertThrowsError({ try await dispatcher.dispatch(intent) }) {
      XCTAssertEqual($0 as? ProbeError, ProbeError(message: "gate closed"))
    }
    XCTAssertEqual(store.inFlightCount, 0, "an interceptor's error at handle holds no claim")
    mode.withLock { $0 = 2 }
    let handled = try await dispatcher.dispatch(intent)

    XCTAssertFalse(handled.isReplay)
    XCTAssertEqual(handled.response?.code, .success)
    XCTAssertEqual(store.count, 1)
    let handles = await handler.log.count(of: "handle")
    XCTAssertEqual(handles, 1)
  }

  func testCancelledDuringConfirm_leavesTheIdentifierFree() async throws {
    let confirms = TestLock(0)
    var handler = ProbeHandler()
    handler.confirmIntent = { _ in
      let count = confirms.increment()
      if count == 1 { try await Task.sleep(for: .seconds(600)) }
      return ProbeIntentResponse(code: .ready)
    }
    let store = IdempotencyStore()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(idempotencyStore: store))
    let intent = ProbeIntent(identifier: "pay-1", first: "a", second: 1)

    let first = Task { try await dispatcher.dispatch(intent) }
    var waits = 0
    while confirms.withLock({ $0 }) == 0, waits < 2_000 {
      waits += 1
      try await Task.sleep(for: .milliseconds(1))
    }
    first.cancel()
    await assertThrowsError({ try await first.value }) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(store.inFlightCount, 0, "a lifecycle cancelled in confirm holds no claim")
    let retried = try await dispatcher.dispatch(intent)

    XCTAssertFalse(retried.isReplay)
    XCTAssertEqual(retried.response?.code, .success)
    let handles = await handler.log.count(of: "handle")
    XCTAssertEqual(handles, 1)
  }
}

/// Answers in the handler's place at handle, or throws there, as its mode says.
private struct HandleGate: IntentInterceptor {
  let mode: TestLock<Int>

  func willRun<Intercepted: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: Intercepted
  ) async throws -> Intercepted.Response? {
    guard phase == .handle else { return nil }
    switch mode.withLock({ $0 }) {
    case 0: return Intercepted.Response(code: Intercepted.Response.Code.failure)
    case 1: throw ProbeError(message: "gate closed")
    default: return nil
    }
  }
}
