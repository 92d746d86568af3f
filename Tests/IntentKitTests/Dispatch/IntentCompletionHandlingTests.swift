import IntentKit
import XCTest

/// A completion-style soup handler whose handle behaviour each test scripts.
private struct LegacySoupHandler: IntentHandling {
  typealias HandledIntent = OrderSoupIntent

  let handleBody:
    @Sendable (OrderSoupIntent, @escaping @Sendable (OrderSoupIntentResponse) -> Void) -> Void

  var parameterResolvers: [ParameterResolver<OrderSoupIntent>] {
    [
      ParameterResolver(.soup) { intent, completion in
        completion(intent.soup.map { .success(with: $0) } ?? .needsValue())
      }
    ]
  }

  func handle(
    intent: OrderSoupIntent,
    completion: @escaping @Sendable (OrderSoupIntentResponse) -> Void
  ) {
    handleBody(intent, completion)
  }
}

/// Keeps a completion handler alive without calling it.
private final class CompletionHolder: Sendable {
  let held = TestLock<(@Sendable (OrderSoupIntentResponse) -> Void)?>(nil)
}

final class IntentCompletionHandlingTests: XCTestCase {
  private let short = HandlerDeadlines(
    resolve: .milliseconds(100),
    confirm: .milliseconds(100),
    handle: .milliseconds(100),
    enforcement: .preemptive
  )

  func testCompletionHandler_calledOnce_answersThePhase() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(LegacySoupHandler { _, completion in completion(.init(code: .success)) })

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .success)
  }

  func testCompletionHandler_calledLaterFromAnotherTask_answersThePhase() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(
      LegacySoupHandler { _, completion in
        Task {
          try? await Task.sleep(for: .milliseconds(20))
          completion(.init(code: .inProgress))
        }
      }
    )

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .inProgress)
  }

  func testCompletionResolver_withMissingValue_asksForIt() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(LegacySoupHandler { _, completion in completion(.init(code: .success)) })

    let outcome = try await dispatcher.dispatch(OrderSoupIntent())

    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Soup.self), .needsValue)
  }

  func testCompletionHandler_calledTwice_keepsTheFirstAndReportsTheSecond() async throws {
    let recorder = DiagnosticsRecorder()
    var dispatcher = IntentDispatcher(configuration: .init(diagnosticsHandler: recorder.handler))
    dispatcher.register(
      LegacySoupHandler { _, completion in
        completion(.init(code: .success))
        completion(.init(code: .failure))
      }
    )

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(
      recorder.diagnostics,
      [
        IntentDiagnostic(
          intentName: "OrderSoupIntent",
          phase: .handle,
          kind: .completionCalledTwice
        )
      ]
    )
  }

  func testCompletionHandler_releasedWithoutBeingCalled_failsAtOnce() async throws {
    let recorder = DiagnosticsRecorder()
    var dispatcher = IntentDispatcher(configuration: .init(diagnosticsHandler: recorder.handler))
    dispatcher.register(LegacySoupHandler { _, _ in })

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .failure, "never success")
    guard case .completionNeverCalled = outcome.failure?.reason else {
      return XCTFail("Expected completionNeverCalled, got \(String(describing: outcome.failure))")
    }
    XCTAssertEqual(
      recorder.diagnostics,
      [
        IntentDiagnostic(
          intentName: "OrderSoupIntent",
          phase: .handle,
          kind: .completionNeverCalled
        )
      ],
      "one release, one diagnostic"
    )
  }

  func testCompletionHandler_heldButNeverCalled_failsAtTheDeadline() async throws {
    let holder = CompletionHolder()
    var dispatcher = IntentDispatcher(configuration: .init(deadlines: short))
    dispatcher.register(
      LegacySoupHandler { _, completion in holder.held.withLock { $0 = completion } }
    )

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .failure)
    XCTAssertEqual(outcome.failure?.isTimeout, true)
    holder.held.withLock { $0 = nil }
  }

  func testCompletionHandler_withoutDeadlines_stillDetectsARelease() async throws {
    var dispatcher = IntentDispatcher(configuration: .init(deadlines: .none))
    dispatcher.register(LegacySoupHandler { _, _ in })

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .failure)
  }
}
