import IntentKit
import XCTest

/// The seed's `OrderSoupIntent`, end to end through the dispatcher.
final class OrderSoupIntentTests: XCTestCase {
  private let store = SoupStore()
  private var dispatcher: IntentDispatcher { .with(SoupShopHandler(store: store)) }

  func testOrder_withSoupAndQuantity_placesTheOrder() async throws {
    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 2))

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(outcome.response?.orderNumber, "order-1")
    let orders = await store.orders
    XCTAssertEqual(orders.map(\.soup), [.clamChowder])
  }

  func testOrder_withoutSoup_needsAValue() async throws {
    let outcome = try await dispatcher.dispatch(OrderSoupIntent())

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "soup")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Soup.self), .needsValue)
  }

  func testOrder_withoutQuantity_defaultsToOne() async throws {
    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .tomatoBisque))

    XCTAssertEqual(outcome.intent.quantity, 1)
    XCTAssertEqual(outcome.response?.code, .success)
  }

  func testOrder_ofAnOutOfStockSoup_isUnsupportedForThatReason() async throws {
    await store.update(outOfStock: [.clamChowder])

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    let resolution = outcome.parameterRequest?.resolution(as: Soup.self)
    XCTAssertEqual(resolution?.unsupportedReason, UnsupportedReason("outOfStock", rawValue: 1))
    let orders = await store.orders
    XCTAssertTrue(orders.isEmpty)
  }

  func testOrder_ofTwelve_needsConfirmation() async throws {
    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 12))

    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Int.self), .confirmationRequired(12))
  }

  func testOrder_ofNegativeOrHugeQuantities_isUnsupportedWithTheSeedsReasons() async throws {
    let negative = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder, quantity: -1))
    let huge = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 500))

    XCTAssertEqual(
      negative.parameterRequest?.resolution(as: Int.self)?.unsupportedReason?.identifier,
      "negativeNumbersNotSupported"
    )
    XCTAssertEqual(
      huge.parameterRequest?.resolution(as: Int.self)?.unsupportedReason?.identifier,
      "greaterThanMaximumValue"
    )
  }

  func testOrder_whileTheStoreIsClosed_failsConfirmWithTheCustomCode() async throws {
    await store.update(isOpen: false)

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    guard case .confirmationFailed(let response) = outcome.ending else {
      return XCTFail("Expected confirmationFailed, got \(outcome.ending)")
    }
    XCTAssertEqual(response.code, .failureStoreClosed)
    XCTAssertEqual(response.code.rawValue, 100)
    let orders = await store.orders
    XCTAssertTrue(orders.isEmpty)
  }

  func testOrder_signedOut_failsConfirmWithRequiresLogin() async throws {
    await store.update(isSignedIn: false)

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))

    XCTAssertEqual(outcome.response?.code, .failureRequiresLogin)
  }
}
