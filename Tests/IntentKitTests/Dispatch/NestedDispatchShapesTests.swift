import IntentKit
import XCTest

/// Looks up accounts; implements only handle, so its confirm is SiriKit's default.
private struct AccountsHandler: SearchForAccountsIntentHandling {
  func handle(intent: SearchForAccountsIntent) async throws -> SearchForAccountsIntentResponse {
    SearchForAccountsIntentResponse(code: .success)
  }
}

/// Sends money, checking in confirm (in the `async` shape) that the account exists by
/// dispatching an account search to another dispatcher.
private struct CheckingSendPaymentHandler: SendPaymentIntentHandling {
  let log = EventLog()
  let accounts: IntentDispatcher

  func confirm(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("confirm(intent:)")
    let search = try await accounts.dispatch(SearchForAccountsIntent(accountType: .checking))
    return SendPaymentIntentResponse(code: search.isHandled ? .ready : .failureNoBankAccount)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("handle(intent:)")
    return SendPaymentIntentResponse(code: .success)
  }
}

/// Lists ride options; implements only handle, so its resolve methods are SiriKit's defaults.
private struct OptionsHandler: ListRideOptionsIntentHandling {
  func handle(intent: ListRideOptionsIntent) async throws -> ListRideOptionsIntentResponse {
    ListRideOptionsIntentResponse(code: .success)
  }
}

/// Requests rides, resolving the pickup in SiriKit's completion-handler shape: it lists the
/// options at the pickup through another dispatcher, and rejects a pickup named "Mars".
private struct CoverageCheckingRideHandler: RequestRideIntentHandling {
  let log = EventLog()
  let options: IntentDispatcher

  func resolvePickupLocation(
    for intent: RequestRideIntent,
    with completion: @escaping (PlacemarkResolutionResult) -> Void
  ) {
    log.append("resolvePickupLocation(for:with:)")
    let completion = UncheckedCompletion(completion)
    Task { [options] in
      guard let pickup = intent.pickupLocation else { return completion.call(.needsValue()) }
      let listed = try? await options.dispatch(ListRideOptionsIntent(pickupLocation: pickup))
      guard listed?.isHandled == true, pickup.name != "Mars" else {
        return completion.call(.unsupported())
      }
      completion.call(.success(with: pickup))
    }
  }

  func handle(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
    log.append("handle(intent:)")
    return RequestRideIntentResponse(code: .success)
  }
}

/// A handler method that dispatches another intent while the dispatcher is still finding which
/// shape it implements: the other intent's defaults must not be taken for this handler's.
final class NestedDispatchShapesTests: XCTestCase {
  func testAsyncConfirm_dispatchingAnIntentWithDefaultConfirm_isCalledOnce() async throws {
    for deadlines in [HandlerDeadlines.standard, .standardPreemptive, .none] {
      let accounts = IntentDispatcher.with(
        AccountsHandler(),
        configuration: .init(deadlines: deadlines)
      )
      let handler = CheckingSendPaymentHandler(accounts: accounts)
      let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))

      for _ in 0..<3 {
        let outcome = try await dispatcher.dispatch(
          SendPaymentIntent(payee: .named("Jane"), currencyAmount: .usd(5_00))
        )
        XCTAssertEqual(outcome.response?.code, .success)
      }

      XCTAssertEqual(
        handler.log.values,
        Array(repeating: ["confirm(intent:)", "handle(intent:)"], count: 3).flatMap(\.self),
        "\(deadlines)"
      )
    }
  }

  func testCompletionResolve_dispatchingAnIntentWithTheSameParameterName_isCalled()
    async throws
  {
    for deadlines in [HandlerDeadlines.standard, .standardPreemptive, .none] {
      let options = IntentDispatcher.with(
        OptionsHandler(),
        configuration: .init(deadlines: deadlines)
      )
      // The options route has found its shapes, so its defaults run outside any probe of its own.
      _ = try await options.dispatch(ListRideOptionsIntent(pickupLocation: Placemark(name: "Pier")))
      let handler = CoverageCheckingRideHandler(options: options)
      let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: deadlines))

      for _ in 0..<3 {
        let outcome = try await dispatcher.dispatch(
          RequestRideIntent(pickupLocation: Placemark(name: "Mars"))
        )

        XCTAssertFalse(outcome.isHandled, "a ride from Mars was requested (\(deadlines))")
        XCTAssertEqual(outcome.parameterRequest?.parameterName, "pickupLocation")
        XCTAssertEqual(
          outcome.parameterRequest?.resolution(as: Placemark.self),
          .unsupported(reason: nil)
        )
      }

      XCTAssertEqual(handler.log.count(of: "resolvePickupLocation(for:with:)"), 3, "\(deadlines)")
      XCTAssertEqual(handler.log.count(of: "handle(intent:)"), 0, "\(deadlines)")
    }
  }
}
