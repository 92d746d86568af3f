import IntentKit
import IntentKitTesting
import XCTest

/// Confirms and handles in SiriKit's completion-handler shape, written as SiriKit code is.
private struct CompletionLifecycleHandler: SendPaymentIntentHandling {
  let log = EventLog()
  let confirmCode: SendPaymentIntentResponse.Code
  let handleCode: SendPaymentIntentResponse.Code

  func confirm(
    intent: SendPaymentIntent,
    completion: @escaping (SendPaymentIntentResponse) -> Void
  ) {
    log.append("confirm(intent:completion:)")
    completion(SendPaymentIntentResponse(code: confirmCode))
  }

  func handle(
    intent: SendPaymentIntent,
    completion: @escaping (SendPaymentIntentResponse) -> Void
  ) {
    log.append("handle(intent:completion:)")
    completion(SendPaymentIntentResponse(code: handleCode))
  }
}

/// Confirms and handles in the `async` shape.
private struct AsyncLifecycleHandler: SendPaymentIntentHandling {
  let log = EventLog()
  let confirmCode: SendPaymentIntentResponse.Code
  let handleCode: SendPaymentIntentResponse.Code

  func confirm(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("confirm(intent:)")
    return SendPaymentIntentResponse(code: confirmCode)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("handle(intent:)")
    return SendPaymentIntentResponse(code: handleCode)
  }
}

/// Every shape of a send-payment handler's methods is called: the four shapes of the payee
/// resolve method (the case, where a SiriKit-shaped method was silently ignored and a
/// payment to an unknown "Dave" was handled), and both shapes of confirm and handle.
final class HandlerShapesTests: XCTestCase {
  private let configurations: [(name: String, configuration: IntentDispatcher.Configuration)] = [
    ("standard deadlines", IntentDispatcher.Configuration()),
    ("no deadlines", IntentDispatcher.Configuration(deadlines: .none)),
  ]

  private var daveFifty: SendPaymentIntent {
    SendPaymentIntent(payee: .named("Dave"), currencyAmount: .usd(50_00))
  }

  // MARK: - Payee: the four shapes

  func testResolvePayee_completionShapeOnly_stopsAnUnknownDaveAtPayee() async throws {
    let handler = CompletionPayeeHandler()

    try await assertStopsDaveAtPayee(handler, log: handler.log, method: "resolvePayee(for:with:)")
  }

  func testResolvePayee_asyncShapeOnly_stopsAnUnknownDaveAtPayee() async throws {
    let handler = AsyncPayeeHandler()

    try await assertStopsDaveAtPayee(handler, log: handler.log, method: "resolvePayee(for:)")
  }

  func testResolvePayee_iOS10CompletionShapeOnly_stopsAnUnknownDaveAtPayee() async throws {
    let handler = LegacyCompletionPayeeHandler()

    try await assertStopsDaveAtPayee(
      handler,
      log: handler.log,
      method: "resolvePayee(for:with:) iOS 10"
    )
  }

  func testResolvePayee_iOS10AsyncShapeOnly_stopsAnUnknownDaveAtPayee() async throws {
    let handler = LegacyAsyncPayeeHandler()

    try await assertStopsDaveAtPayee(
      handler,
      log: handler.log,
      method: "resolvePayee(for:) iOS 10"
    )
  }

  func testResolvePayee_inEveryShape_resolvesJaneToTheContactAndHandles() async throws {
    let completion = CompletionPayeeHandler()
    let async = AsyncPayeeHandler()
    let legacyCompletion = LegacyCompletionPayeeHandler()
    let legacyAsync = LegacyAsyncPayeeHandler()
    let handlers: [(String, any SendPaymentIntentHandling, EventLog)] = [
      ("completion", completion, completion.log),
      ("async", async, async.log),
      ("iOS 10 completion", legacyCompletion, legacyCompletion.log),
      ("iOS 10 async", legacyAsync, legacyAsync.log),
    ]

    for (name, handler, log) in handlers {
      for (setting, configuration) in configurations {
        var dispatcher = IntentDispatcher(configuration: configuration)
        dispatcher.register(handler)

        let outcome = try await dispatcher.dispatch(
          SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00))
        )

        XCTAssertEqual(outcome.response?.code, .success, "\(name), \(setting)")
        XCTAssertEqual(outcome.intent.payee, PayeeDirectory.jane, "\(name), \(setting)")
      }
      XCTAssertEqual(log.count(of: "handle(intent:)"), 2, name)
    }
  }

  // MARK: - Confirm and handle

  func testConfirm_completionShape_isCalledAndItsFailureEndsTheLifecycle() async throws {
    for (setting, configuration) in configurations {
      let handler = CompletionLifecycleHandler(
        confirmCode: .failureInsufficientFunds,
        handleCode: .success
      )

      let outcome = try await IntentDispatcher.with(handler, configuration: configuration)
        .dispatch(SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00)))

      guard case .confirmationFailed(let response) = outcome.ending else {
        XCTFail("\(setting): expected a failed confirmation, got \(outcome.ending)")
        continue
      }
      XCTAssertEqual(response.code, .failureInsufficientFunds, setting)
      XCTAssertEqual(handler.log.values, ["confirm(intent:completion:)"], setting)
    }
  }

  func testHandle_completionShape_isCalledAndAnswers() async throws {
    for (setting, configuration) in configurations {
      let handler = CompletionLifecycleHandler(confirmCode: .ready, handleCode: .inProgress)

      let outcome = try await IntentDispatcher.with(handler, configuration: configuration)
        .dispatch(SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00)))

      XCTAssertTrue(outcome.isHandled, setting)
      XCTAssertEqual(outcome.response?.code, .inProgress, setting)
      XCTAssertEqual(
        handler.log.values,
        ["confirm(intent:completion:)", "handle(intent:completion:)"],
        setting
      )
    }
  }

  func testConfirm_asyncShape_isCalledAndItsFailureEndsTheLifecycle() async throws {
    for (setting, configuration) in configurations {
      let handler = AsyncLifecycleHandler(confirmCode: .failureNotEligible, handleCode: .success)

      let outcome = try await IntentDispatcher.with(handler, configuration: configuration)
        .dispatch(SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00)))

      guard case .confirmationFailed(let response) = outcome.ending else {
        XCTFail("\(setting): expected a failed confirmation, got \(outcome.ending)")
        continue
      }
      XCTAssertEqual(response.code, .failureNotEligible, setting)
      XCTAssertEqual(handler.log.values, ["confirm(intent:)"], setting)
    }
  }

  func testHandle_asyncShape_isCalledAndAnswers() async throws {
    for (setting, configuration) in configurations {
      let handler = AsyncLifecycleHandler(confirmCode: .ready, handleCode: .inProgress)

      let outcome = try await IntentDispatcher.with(handler, configuration: configuration)
        .dispatch(SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(50_00)))

      XCTAssertTrue(outcome.isHandled, setting)
      XCTAssertEqual(outcome.response?.code, .inProgress, setting)
      XCTAssertEqual(handler.log.values, ["confirm(intent:)", "handle(intent:)"], setting)
    }
  }

  // MARK: - Helpers

  /// Dispatches "send $50 to Dave" with and without deadlines, and asserts that each time it
  /// stops at the payee with the handler's `noAccount` and nothing is handled.
  private func assertStopsDaveAtPayee(
    _ handler: some SendPaymentIntentHandling,
    log: EventLog,
    method: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async throws {
    for (setting, configuration) in configurations {
      let outcome = try await IntentDispatcher.with(handler, configuration: configuration)
        .dispatch(daveFifty)

      XCTAssertFalse(outcome.isHandled, "Dave was paid (\(setting))", file: file, line: line)
      XCTAssertNil(outcome.response, setting, file: file, line: line)
      XCTAssertEqual(outcome.parameterRequest?.parameterName, "payee", file: file, line: line)
      XCTAssertEqual(
        outcome.parameterRequest?.resolution(as: Person.self),
        .unsupported(forReason: SendPaymentPayeeUnsupportedReason.noAccount),
        setting,
        file: file,
        line: line
      )
    }
    XCTAssertEqual(log.values, [method, method], file: file, line: line)
  }
}
