import IntentKit
import XCTest

/// A send-payment handler whose completion-handler payee method each test scripts.
private struct ScriptedPayeeHandler: SendPaymentIntentHandling {
  let log = EventLog()
  let resolvePayeeBody:
    @Sendable (SendPaymentIntent, @escaping (SendPaymentPayeeResolutionResult) -> Void) -> Void

  func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping (SendPaymentPayeeResolutionResult) -> Void
  ) {
    resolvePayeeBody(intent, completion)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("handle(intent:)")
    return SendPaymentIntentResponse(code: .success)
  }
}

/// Keeps a payee completion handler alive without calling it.
private final class PayeeCompletionHolder: Sendable {
  let held = TestLock<(@Sendable (SendPaymentPayeeResolutionResult) -> Void)?>(nil)
}

/// A domain protocol's completion-shaped resolve method is held to the same rules as
/// completion-shaped confirm and handle (see `IntentCompletionHandlingTests`): the first call
/// answers, a second is reported, a released handler fails at once, a held one at the deadline.
final class ResolveCompletionHandlingTests: XCTestCase {
  private let short = HandlerDeadlines(
    resolve: .milliseconds(100),
    confirm: .milliseconds(100),
    handle: .milliseconds(100),
    enforcement: .preemptive
  )

  private var daveFifty: SendPaymentIntent {
    SendPaymentIntent(payee: .named("Dave"), currencyAmount: .usd(50_00))
  }

  func testResolvePayeeCompletion_calledLaterFromAnotherTask_answersThePhase() async throws {
    let handler = ScriptedPayeeHandler { intent, completion in
      let answer = PayeeDirectory.resolution(for: intent)
      let completion = UncheckedCompletion(completion)
      Task {
        try? await Task.sleep(for: .milliseconds(20))
        completion.call(answer)
      }
    }

    let outcome = try await IntentDispatcher.with(handler).dispatch(daveFifty)

    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: Person.self),
      .unsupported(forReason: SendPaymentPayeeUnsupportedReason.noAccount)
    )
    XCTAssertEqual(handler.log.values, [])
  }

  func testResolvePayeeCompletion_calledTwice_keepsTheFirstAndReportsTheSecond() async throws {
    for deadlines in [HandlerDeadlines.standard, .standardPreemptive, .none] {
      let recorder = DiagnosticsRecorder()
      let handler = ScriptedPayeeHandler { _, completion in
        completion(.unsupported(forReason: .noAccount))
        completion(.success(with: PayeeDirectory.jane))
      }
      let dispatcher = IntentDispatcher.with(
        handler,
        configuration: .init(deadlines: deadlines, diagnosticsHandler: recorder.handler)
      )

      let outcome = try await dispatcher.dispatch(daveFifty)

      XCTAssertEqual(outcome.parameterRequest?.parameterName, "payee")
      XCTAssertEqual(
        outcome.parameterRequest?.resolution(as: Person.self),
        .unsupported(forReason: SendPaymentPayeeUnsupportedReason.noAccount)
      )
      XCTAssertEqual(outcome.intent.payee, .named("Dave"), "the second answer wrote nothing")
      XCTAssertEqual(handler.log.values, [], "nothing was handled")
      XCTAssertEqual(
        recorder.diagnostics,
        [
          IntentDiagnostic(
            intentName: "SendPaymentIntent",
            phase: .resolve(parameter: "payee"),
            kind: .completionCalledTwice
          )
        ]
      )
    }
  }

  func testResolvePayeeCompletion_releasedWithoutBeingCalled_failsAtOnce() async throws {
    for deadlines in [HandlerDeadlines.standard, .standardPreemptive, .none] {
      let recorder = DiagnosticsRecorder()
      let handler = ScriptedPayeeHandler { _, _ in }
      let dispatcher = IntentDispatcher.with(
        handler,
        configuration: .init(deadlines: deadlines, diagnosticsHandler: recorder.handler)
      )

      let outcome = try await dispatcher.dispatch(daveFifty)

      XCTAssertEqual(outcome.response?.code, .failure, "never success")
      XCTAssertEqual(outcome.failure?.phase, .resolve(parameter: "payee"))
      guard case .completionNeverCalled = outcome.failure?.reason else {
        XCTFail("Expected completionNeverCalled, got \(String(describing: outcome.failure))")
        continue
      }
      XCTAssertEqual(handler.log.values, [], "nothing was handled")
      XCTAssertEqual(
        recorder.diagnostics,
        [
          IntentDiagnostic(
            intentName: "SendPaymentIntent",
            phase: .resolve(parameter: "payee"),
            kind: .completionNeverCalled
          )
        ]
      )
    }
  }

  func testResolvePayeeCompletion_heldButNeverCalled_failsAtTheDeadline() async throws {
    let holder = PayeeCompletionHolder()
    let recorder = DiagnosticsRecorder()
    let handler = ScriptedPayeeHandler { _, completion in
      let completion = UncheckedCompletion(completion)
      holder.held.withLock { $0 = { completion.call($0) } }
    }
    let dispatcher = IntentDispatcher.with(
      handler,
      configuration: .init(deadlines: short, diagnosticsHandler: recorder.handler)
    )

    let outcome = try await dispatcher.dispatch(daveFifty)

    XCTAssertEqual(outcome.response?.code, .failure)
    XCTAssertEqual(outcome.failure?.phase, .resolve(parameter: "payee"))
    XCTAssertEqual(outcome.failure?.isTimeout, true)
    XCTAssertEqual(handler.log.values, [], "nothing was handled")
    XCTAssertEqual(recorder.diagnostics.map(\.phase), [.resolve(parameter: "payee")])
    holder.held.withLock { $0 = nil }
  }
}
