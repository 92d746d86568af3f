import IntentKit
import XCTest

/// A soup handler that resolves the soup in the `async` shape and the quantity in SiriKit's
/// completion-handler shape, written as SiriKit code is.
private struct MixedShapeSoupHandler: OrderSoupIntentHandling {
  let log = EventLog()

  func resolveSoup(for intent: OrderSoupIntent) async -> OrderSoupSoupResolutionResult {
    log.append("resolveSoup(for:)")
    guard let soup = intent.soup else { return .needsValue() }
    guard soup != .chickenNoodle else { return .unsupported(forReason: .outOfStock) }
    return .success(with: soup)
  }

  func resolveQuantity(
    for intent: OrderSoupIntent,
    with completion: @escaping (OrderSoupQuantityResolutionResult) -> Void
  ) {
    log.append("resolveQuantity(for:with:)")
    guard let quantity = intent.quantity else { return completion(.success(with: 1)) }
    if quantity < 1 { return completion(.unsupported(forReason: .negativeNumbersNotSupported)) }
    if quantity > 100 { return completion(.unsupported(forReason: .greaterThanMaximumValue)) }
    completion(.success(with: quantity))
  }

  func handle(intent: OrderSoupIntent) async throws -> OrderSoupIntentResponse {
    log.append("handle(intent:)")
    return OrderSoupIntentResponse(code: .success)
  }
}

/// A soup handler that implements only handle.
private struct HandleOnlySoupHandler: OrderSoupIntentHandling {
  let log = EventLog()

  func handle(intent: OrderSoupIntent) async throws -> OrderSoupIntentResponse {
    log.append("handle(intent:)")
    return OrderSoupIntentResponse(code: .success)
  }
}

/// A custom intent protocol binds both shapes of its resolve methods with
/// `ParameterResolver(_:resolve:resolveWithCompletion:)` and defaults to
/// `unimplemented(for:in:)`: the shape a handler implements is called, a typealiased
/// `ResolutionResult` infers its own reasons, and unimplemented methods accept values as given.
final class ParameterResolverShapesTests: XCTestCase {
  func testCompletionShapedQuantity_aboveTheMaximum_stopsWithItsOwnReason() async throws {
    let handler = MixedShapeSoupHandler()

    let outcome = try await IntentDispatcher.with(handler)
      .dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 500))

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "quantity")
    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: Int.self),
      .unsupported(forReason: OrderSoupQuantityUnsupportedReason.greaterThanMaximumValue)
    )
    XCTAssertEqual(handler.log.values, ["resolveSoup(for:)", "resolveQuantity(for:with:)"])
  }

  func testAsyncShapedSoup_outOfStock_stopsWithItsOwnReason() async throws {
    let handler = MixedShapeSoupHandler()

    let outcome = try await IntentDispatcher.with(handler)
      .dispatch(OrderSoupIntent(soup: .chickenNoodle, quantity: 2))

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "soup")
    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: Soup.self),
      .unsupported(forReason: OrderSoupSoupUnsupportedReason.outOfStock)
    )
    XCTAssertEqual(handler.log.values, ["resolveSoup(for:)"])
  }

  func testMixedShapes_validOrder_resolvesBothAndHandlesEveryTime() async throws {
    let handler = MixedShapeSoupHandler()
    let dispatcher = IntentDispatcher.with(handler, configuration: .init(deadlines: .none))

    let first = try await dispatcher.dispatch(OrderSoupIntent(soup: .tomatoBisque))
    let second = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 3))

    XCTAssertEqual(first.response?.code, .success)
    XCTAssertEqual(first.intent.quantity, 1, "the completion shape's value is written back")
    XCTAssertEqual(second.intent.quantity, 3)
    XCTAssertEqual(
      handler.log.values,
      Array(
        repeating: ["resolveSoup(for:)", "resolveQuantity(for:with:)", "handle(intent:)"],
        count: 2
      )
      .flatMap(\.self)
    )
  }

  func testHandleOnly_withEveryValueGiven_keepsThemAndHandles() async throws {
    let handler = HandleOnlySoupHandler()
    let intent = OrderSoupIntent(soup: .chickenNoodle, quantity: 500)

    let outcome = try await IntentDispatcher.with(handler).dispatch(intent)

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(outcome.intent, intent)
    XCTAssertEqual(handler.log.values, ["handle(intent:)"])
  }

  func testHandleOnly_withNothingGiven_asksNothingAndHandles() async throws {
    let handler = HandleOnlySoupHandler()

    let outcome = try await IntentDispatcher.with(handler).dispatch(OrderSoupIntent())

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertNil(outcome.intent.soup)
    XCTAssertNil(outcome.intent.quantity)
    XCTAssertEqual(handler.log.values, ["handle(intent:)"])
  }

  func testResolutionResultTypealias_unsupportedForReason_carriesTheReason() {
    let result = OrderSoupQuantityResolutionResult.unsupported(
      forReason: .negativeNumbersNotSupported
    )

    XCTAssertEqual(
      result.unsupportedReason,
      OrderSoupQuantityUnsupportedReason.negativeNumbersNotSupported.unsupportedReason
    )
    XCTAssertFalse(result.isResolved)
  }
}
