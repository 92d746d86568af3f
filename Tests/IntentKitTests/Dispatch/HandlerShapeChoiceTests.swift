import IntentKit
import XCTest

/// Confirms and handles in SiriKit's completion-handler shape, counting its calls.
private struct CountingCompletionLifecycleHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func confirm(
    intent: SendPaymentIntent,
    completion: @escaping (SendPaymentIntentResponse) -> Void
  ) {
    log.append("confirm(intent:completion:)")
    completion(SendPaymentIntentResponse(code: .ready))
  }

  func handle(
    intent: SendPaymentIntent,
    completion: @escaping (SendPaymentIntentResponse) -> Void
  ) {
    log.append("handle(intent:completion:)")
    completion(SendPaymentIntentResponse(code: .success))
  }
}

/// Implements both shapes of the payee method; only the `async` one should ever run.
private struct BothShapesPayeeHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func resolvePayee(for intent: SendPaymentIntent) async -> SendPaymentPayeeResolutionResult {
    log.append("resolvePayee(for:)")
    return PayeeDirectory.resolution(for: intent)
  }

  func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping (SendPaymentPayeeResolutionResult) -> Void
  ) {
    log.append("resolvePayee(for:with:)")
    completion(PayeeDirectory.resolution(for: intent))
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .success)
  }
}

/// Implements the payee method in the completion shape, and makes the first try of the `async`
/// shape visible: the `async` default forwards to the iOS 10 `async` shape, which this handler
/// overrides only to log the call before answering as the default does.
private struct ObservedProbeHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func resolvePayee(for intent: SendPaymentIntent) async -> PersonResolutionResult {
    log.append("async tried")
    return .unimplemented(for: .payee, in: intent)
  }

  func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping (SendPaymentPayeeResolutionResult) -> Void
  ) {
    log.append("resolvePayee(for:with:)")
    completion(PayeeDirectory.resolution(for: intent))
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .success)
  }
}

/// Which shape a handler implements is found once per registration and kept: every later
/// dispatch calls that shape, once.
final class HandlerShapeChoiceTests: XCTestCase {
  private let deadlineSettings: [HandlerDeadlines] = [.standard, .standardPreemptive, .none]
  private let dispatches = 4

  func testResolvePayee_completionShape_isCalledOncePerDispatch() async throws {
    for deadlines in deadlineSettings {
      let handler = CompletionPayeeHandler()
      let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))

      for _ in 0..<dispatches {
        let outcome = try await dispatcher.dispatch(SendPaymentIntent(payee: .named("Dave")))
        XCTAssertEqual(outcome.parameterRequest?.parameterName, "payee")
      }

      XCTAssertEqual(handler.log.count(of: "resolvePayee(for:with:)"), dispatches)
      XCTAssertEqual(handler.log.count(of: "handle(intent:)"), 0)
    }
  }

  func testResolvePayee_asyncShape_isCalledOncePerDispatch() async throws {
    for deadlines in deadlineSettings {
      let handler = AsyncPayeeHandler()
      let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))

      for _ in 0..<dispatches {
        let outcome = try await dispatcher.dispatch(
          SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(5_00))
        )
        XCTAssertTrue(outcome.isHandled)
      }

      XCTAssertEqual(handler.log.count(of: "resolvePayee(for:)"), dispatches)
      XCTAssertEqual(handler.log.count(of: "handle(intent:)"), dispatches)
    }
  }

  func testConfirmAndHandle_completionShape_areCalledOncePerDispatch() async throws {
    for deadlines in deadlineSettings {
      let handler = CountingCompletionLifecycleHandler()
      let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))

      for _ in 0..<dispatches {
        let outcome = try await dispatcher.dispatch(
          SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(5_00))
        )
        XCTAssertEqual(outcome.response?.code, .success)
      }

      XCTAssertEqual(handler.log.count(of: "confirm(intent:completion:)"), dispatches)
      XCTAssertEqual(handler.log.count(of: "handle(intent:completion:)"), dispatches)
    }
  }

  func testResolvePayee_bothShapesImplemented_callsOnlyTheAsyncOne() async throws {
    let handler = BothShapesPayeeHandler()
    let dispatcher = IntentDispatcher.with(handler)

    for _ in 0..<dispatches {
      _ = try await dispatcher.dispatch(SendPaymentIntent(payee: .named("Dave")))
    }

    XCTAssertEqual(handler.log.values, Array(repeating: "resolvePayee(for:)", count: dispatches))
  }

  func testResolvePayee_completionShape_isFoundOnTheFirstDispatchOnly() async throws {
    for deadlines in deadlineSettings {
      let handler = ObservedProbeHandler()
      let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))

      for _ in 0..<dispatches {
        let outcome = try await dispatcher.dispatch(SendPaymentIntent(payee: .named("Dave")))
        XCTAssertEqual(outcome.parameterRequest?.parameterName, "payee")
      }

      XCTAssertEqual(
        handler.log.values,
        ["async tried"] + Array(repeating: "resolvePayee(for:with:)", count: dispatches)
      )
    }
  }

  func testResolvePayee_completionShape_concurrentFirstDispatches_eachCallItOnce() async throws {
    let handler = CompletionPayeeHandler()
    let dispatcher = IntentDispatcher.with(handler)
    let concurrent = 16

    let stoppedAtPayee = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<concurrent {
        group.addTask {
          let outcome = try await dispatcher.dispatch(
            SendPaymentIntent(payee: .named("Dave"), currencyAmount: .usd(50_00))
          )
          return outcome.parameterRequest?.parameterName == "payee" && !outcome.isHandled
        }
      }
      return try await group.reduce(into: 0) { count, stopped in count += stopped ? 1 : 0 }
    }

    XCTAssertEqual(stoppedAtPayee, concurrent)
    XCTAssertEqual(handler.log.count(of: "resolvePayee(for:with:)"), concurrent)
    XCTAssertEqual(handler.log.count(of: "handle(intent:)"), 0)
  }
}
