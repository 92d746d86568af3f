import Foundation
import IntentKit
import IntentKitTesting
import XCTest

// A port of the Swift code of the "Intent Handling Reference" (seeds/intent-handling-reference.md),
// as a SiriKit developer would make it, compiled and run. `OrderSoupIntent` is the test target's
// custom intent (Support/OrderSoupIntent.swift): SiriKit generates it from an .intentdefinition
// file, IntentKit has it written in Swift ("Writing a Custom Intent"). The seed gives some
// methods in several versions; each extra version sits in a handler type of its own, since one
// type can't have two `handle(intent:)`.
//
// How to read it: `IN` is dropped throughout, and every other edit is marked by a comment
// `// PORT(n): what and why` on the line above the one it changes (the 100-column limit leaves
// no room at the end of most lines); n counts edits across the five files in this folder. Not
// edits: swift-format's layout (indentation, line breaks, the `return`s and `case let`s it
// rewrites), `private` on the sample's top-level declarations (so that each file's `Contact` or
// `IntentHandler` stays its own), and lint's `swift-format-ignore` for the seeds' force unwraps.
// Everything after "Sample app scaffolding" is the app code the seed calls but doesn't show.
//
// Not ported: `INSendMessageIntent`, its `MessageHandler` and `resolveRecipient(for:)` (messaging
// isn't modelled: IntentKit covers payments, bills and rides), and the .intentdefinition file.

// MARK: - Port of the extension's principal class

// PORT(25): no `INExtension` subclass: its `handler(for:)` switch becomes registering each handler
//   with an `IntentDispatcher`, which routes by intent type; an intent with no handler throws
//   `handlerNotFound` where the switch reached `fatalError`
private func makeDispatcher() -> IntentDispatcher {
  var dispatcher = IntentDispatcher()
  dispatcher.register(OrderSoupIntentHandler())
  return dispatcher
}

// MARK: - Port of OrderSoupIntentHandler

// PORT(26): `final`: handlers are `Sendable`, and only a final class can be
private final class OrderSoupIntentHandler: NSObject, OrderSoupIntentHandling {
  // PORT(27): the soup parameter's own result, `OrderSoupSoupResolutionResult`, which carries its
  //   reasons (so `.outOfStock` infers), for the seed's `SoupResolutionResult`; a method whose
  //   return type isn't the protocol's is another method, never called
  func resolveSoup(for intent: OrderSoupIntent) async -> OrderSoupSoupResolutionResult {
    guard let soup = intent.soup else {
      return .needsValue()
    }

    if !isAvailable(soup) {
      return .unsupported(forReason: .outOfStock)
    }

    return .success(with: soup)
  }

  // PORT(28): `OrderSoupQuantityResolutionResult`, as in PORT(27), for `INIntegerResolutionResult`,
  //   which has no quantity reasons in SiriKit either
  func resolveQuantity(for intent: OrderSoupIntent) async -> OrderSoupQuantityResolutionResult {
    let quantity = intent.quantity ?? 1

    if quantity < 1 {
      return .unsupported(forReason: .negativeNumbersNotSupported)
    }

    if quantity > 10 {
      return .confirmationRequired(with: quantity)
    }

    return .success(with: quantity)
  }

  func confirm(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
    // Check if service is available
    guard StoreService.shared.isOpen else {
      return OrderSoupIntentResponse(code: .failureStoreClosed, userActivity: nil)
    }

    // Check user account
    guard UserManager.shared.isSignedIn else {
      return OrderSoupIntentResponse(code: .failureRequiresLogin, userActivity: nil)
    }

    // Ready to proceed
    return OrderSoupIntentResponse(code: .ready, userActivity: nil)
  }

  func handle(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
    guard let soup = intent.soup else {
      return OrderSoupIntentResponse(code: .failure, userActivity: nil)
    }

    do {
      let order = try await OrderService.shared.placeOrder(
        soup: soup,
        quantity: intent.quantity ?? 1
      )

      // Success with details for Siri to speak
      // PORT(29): `var`: responses are values
      var response = OrderSoupIntentResponse(code: .success, userActivity: nil)
      response.orderNumber = order.number
      // PORT(30): `response.estimatedTime = order.estimatedTime` goes: the fixture's intent
      //   definition gives the response no `estimatedTime`
      return response

    } catch {
      return OrderSoupIntentResponse(code: .failure, userActivity: nil)
    }
  }
}

// MARK: - Port of the other versions the seed gives

/// "Launch App for Complex Tasks".
private final class ContinueInAppSoupHandler: NSObject, OrderSoupIntentHandling {
  func handle(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
    // Create activity to continue in app
    // PORT(31): `var`: an activity is a value
    // PORT(32): `UserActivity` for Foundation's `NSUserActivity`
    var activity = UserActivity(activityType: "com.app.orderSoup")
    // PORT(33): `rawValue`: `Soup` is a Swift enumeration; `INObject`'s `identifier` isn't modelled
    // PORT(57): `.string(…)`: `userInfo` holds JSON values, and a `String` expression (unlike a
    //   literal) isn't one
    activity.userInfo = ["soupID": .string(intent.soup?.rawValue ?? "")]

    // Tell Siri to launch app
    return OrderSoupIntentResponse(code: .continueInApp, userActivity: activity)
  }
}

/// "Unsupported with Reason".
private final class QuantityLimitSoupHandler: NSObject, OrderSoupIntentHandling {
  // Define reasons in intent definition file
  // PORT(34): `OrderSoupQuantityResolutionResult`, as in PORT(28)
  func resolveQuantity(for intent: OrderSoupIntent) async -> OrderSoupQuantityResolutionResult {
    if intent.quantity ?? 0 > 100 {
      return .unsupported(forReason: .greaterThanMaximumValue)
    }
    return .success(with: intent.quantity ?? 1)
  }
}

/// "Modern Async/Await (iOS 15+)".
private final class AsyncSoupHandler: NSObject, OrderSoupIntentHandling {
  func handle(intent: OrderSoupIntent) async -> OrderSoupIntentResponse {
    // swift-format-ignore: NeverForceUnwrap
    // PORT(35): `_ =` for the seed's unused `let result`, a warning and so an error under this
    //   package's `-warnings-as-errors` (not an IntentKit difference)
    _ = await OrderService.shared.placeOrder(intent.soup!)
    return OrderSoupIntentResponse(code: .success, userActivity: nil)
  }
}

/// "Completion Handler (Legacy)".
private final class LegacySoupHandler: NSObject, OrderSoupIntentHandling {
  func handle(
    intent: OrderSoupIntent,
    completion: @escaping (OrderSoupIntentResponse) -> Void
  ) {
    // swift-format-ignore: NeverForceUnwrap
    OrderService.shared.placeOrder(intent.soup!) { result in
      completion(OrderSoupIntentResponse(code: .success, userActivity: nil))
    }
  }
}

// MARK: - Sample app scaffolding (not part of the port)

// The names Xcode generates for the custom `Soup` enumeration; the seed uses both.
private typealias SoupResolutionResult = Resolution<Soup>
private typealias SoupTypeResolutionResult = Resolution<Soup>

extension OrderSoupIntentHandler {
  func isAvailable(_ soup: Soup) -> Bool {
    !StoreService.shared.outOfStock.contains(soup)
  }
}

private struct Store: Sendable {
  var isOpen = true
  var outOfStock: Set<Soup> = []
}

private struct Account: Sendable {
  var isSignedIn = true
}

private struct Order: Sendable {
  let number: String
  let estimatedTime: Date
}

/// The kitchen: records the orders it places.
private final class Kitchen: Sendable {
  private let orders = TestLock<[(soup: Soup, quantity: Int)]>([])

  var placed: [(soup: Soup, quantity: Int)] { orders.withLock { $0 } }

  func placeOrder(soup: Soup, quantity: Int) async throws -> Order {
    let count = orders.withLock { orders in
      orders.append((soup, quantity))
      return orders.count
    }
    return Order(number: "order-\(count)", estimatedTime: Date(timeIntervalSinceNow: 15 * 60))
  }

  func placeOrder(_ soup: Soup) async -> Order {
    // The kitchen never fails an order of one.
    (try? await placeOrder(soup: soup, quantity: 1))
      ?? Order(number: "", estimatedTime: Date())
  }

  func placeOrder(_ soup: Soup, completion: (Order) -> Void) {
    let count = orders.withLock { orders in
      orders.append((soup, 1))
      return orders.count
    }
    completion(Order(number: "order-\(count)", estimatedTime: Date(timeIntervalSinceNow: 15 * 60)))
  }
}

// The app's singletons, task-local so that each test sets up its own.
private enum StoreService {
  @TaskLocal static var shared = Store()
}

private enum UserManager {
  @TaskLocal static var shared = Account()
}

private enum OrderService {
  @TaskLocal static var shared = Kitchen()
}

// MARK: - The seed's scenarios, run

final class IntentHandlingReferencePortTests: XCTestCase {
  private func engine() -> ConversationEngine {
    ConversationEngine(dispatcher: makeDispatcher(), configuration: .init(prompts: .testing))
  }

  func testOrderClamChowder_whenOutOfStock_isUnsupportedForTheSeedsReason() async throws {
    let outcome = try await StoreService.$shared.withValue(Store(outOfStock: [.clamChowder])) {
      try await makeDispatcher().dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 2))
    }

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "soup")
    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: Soup.self)?.unsupportedReason,
      OrderSoupSoupUnsupportedReason.outOfStock.unsupportedReason
    )
  }

  func testOrderClamChowder_whenOutOfStock_isExplainedAndAnotherSoupOrdered() async throws {
    let kitchen = Kitchen()
    var script = ConversationScript<OrderSoupIntent>(engine: engine())

    try await StoreService.$shared.withValue(Store(outOfStock: [.clamChowder])) {
      try await OrderService.$shared.withValue(kitchen) {
        try await script.start(OrderSoupIntent(soup: .clamChowder, quantity: 2))
        script.assertRejects("soup", reason: "outOfStock")
        try await script.reply("tomato bisque")
      }
    }

    script.assertEnded(with: .success)
    XCTAssertEqual(kitchen.placed.map(\.soup), [.tomatoBisque])
    XCTAssertEqual(kitchen.placed.map(\.quantity), [2])
  }

  func testOrderTwelveBowls_asksToConfirmTheQuantityThenOrdersTwelve() async throws {
    let kitchen = Kitchen()

    let outcome = try await makeDispatcher().dispatch(
      OrderSoupIntent(soup: .tomatoBisque, quantity: 12)
    )
    let conversation = try await OrderService.$shared.withValue(kitchen) {
      try await playConversation(
        OrderSoupIntent(soup: .tomatoBisque, quantity: 12),
        replies: ["yes"],
        with: engine()
      )
    }

    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Int.self), .confirmationRequired(12))
    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(conversation.response?.orderNumber, "order-1")
    XCTAssertEqual(kitchen.placed.map(\.quantity), [12])
  }

  func testOrderTenBowls_isOrderedWithoutAsking() async throws {
    let kitchen = Kitchen()

    let outcome = try await OrderService.$shared.withValue(kitchen) {
      try await makeDispatcher().dispatch(OrderSoupIntent(soup: .chickenNoodle, quantity: 10))
    }

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(kitchen.placed.map(\.soup), [.chickenNoodle])
    XCTAssertEqual(kitchen.placed.map(\.quantity), [10])
  }

  func testOrderZeroBowls_isUnsupportedAsNotPositive() async throws {
    let outcome = try await makeDispatcher().dispatch(
      OrderSoupIntent(soup: .clamChowder, quantity: 0)
    )

    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: Int.self)?.unsupportedReason,
      OrderSoupQuantityUnsupportedReason.negativeNumbersNotSupported.unsupportedReason
    )
  }

  func testConfirm_whenClosedOrSignedOut_failsWithTheSeedsCodesAndOrdersNothing() async throws {
    let kitchen = Kitchen()
    let intent = OrderSoupIntent(soup: .clamChowder, quantity: 1)

    let (closed, signedOut) = try await OrderService.$shared.withValue(kitchen) {
      let closed = try await StoreService.$shared.withValue(Store(isOpen: false)) {
        try await makeDispatcher().dispatch(intent)
      }
      let signedOut = try await UserManager.$shared.withValue(Account(isSignedIn: false)) {
        try await makeDispatcher().dispatch(intent)
      }
      return (closed, signedOut)
    }

    guard case .confirmationFailed(let closedResponse) = closed.ending,
      case .confirmationFailed(let signedOutResponse) = signedOut.ending
    else { return XCTFail("Expected confirm to stop both: \(closed.ending), \(signedOut.ending)") }
    XCTAssertEqual(closedResponse.code, .failureStoreClosed)
    XCTAssertEqual(signedOutResponse.code, .failureRequiresLogin)
    XCTAssertTrue(kitchen.placed.isEmpty)
  }

  func testAnIntentWithNoHandler_throwsInsteadOfReachingFatalError() async throws {
    let dispatcher = makeDispatcher()

    await assertThrowsError({ try await dispatcher.dispatch(SendPaymentIntent()) }) { error in
      XCTAssertEqual((error as? IntentDispatchError)?.code, .handlerNotFound)
    }
  }

  func testLaunchAppVersion_continuesInTheAppWithTheSoup() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(ContinueInAppSoupHandler())

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 1))

    XCTAssertEqual(outcome.response?.code, .continueInApp)
    let activity = try XCTUnwrap(outcome.response?.userActivity)
    XCTAssertEqual(activity.activityType, "com.app.orderSoup")
    XCTAssertTrue(String(describing: activity.userInfo).contains("clamChowder"))
  }

  func testUnsupportedWithReasonVersion_refusesMoreThanAHundred() async throws {
    var dispatcher = IntentDispatcher()
    dispatcher.register(QuantityLimitSoupHandler())

    let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 101))
    let hundred = await QuantityLimitSoupHandler().resolveQuantity(
      for: OrderSoupIntent(soup: .clamChowder, quantity: 100)
    )

    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: Int.self)?.unsupportedReason,
      OrderSoupQuantityUnsupportedReason.greaterThanMaximumValue.unsupportedReason
    )
    XCTAssertEqual(hundred, .success(with: 100))
  }

  func testAsyncAndCompletionVersions_bothPlaceTheOrder() async throws {
    let kitchen = Kitchen()
    var asyncDispatcher = IntentDispatcher()
    asyncDispatcher.register(AsyncSoupHandler())
    var legacyDispatcher = IntentDispatcher()
    legacyDispatcher.register(LegacySoupHandler())

    let (modern, legacy) = try await OrderService.$shared.withValue(kitchen) {
      (
        try await asyncDispatcher.dispatch(OrderSoupIntent(soup: .tomatoBisque)),
        try await legacyDispatcher.dispatch(OrderSoupIntent(soup: .clamChowder))
      )
    }

    XCTAssertEqual(modern.response?.code, .success)
    XCTAssertEqual(legacy.response?.code, .success)
    XCTAssertEqual(kitchen.placed.map(\.soup), [.tomatoBisque, .clamChowder])
  }

  func testResolutionResultTable_keepsSiriKitsNames() {
    let contacts = [Person(displayName: "Jane Appleseed"), Person(displayName: "Jane Doe")]
    let placemark = Placemark(name: "Cupertino")
    let amount = CurrencyAmount.usd(5_00)

    // The seed's "Type-Specific Resolution Classes", one expression each.
    XCTAssertEqual(StringResolutionResult.success(with: "value"), .success("value"))
    XCTAssertEqual(IntegerResolutionResult.success(with: 5), .success(5))
    XCTAssertEqual(PersonResolutionResult.disambiguation(with: contacts), .disambiguation(contacts))
    XCTAssertEqual(PlacemarkResolutionResult.success(with: placemark), .success(placemark))
    XCTAssertEqual(CurrencyAmountResolutionResult.success(with: amount), .success(amount))
    XCTAssertEqual(SoupTypeResolutionResult.success(with: .tomatoBisque), .success(.tomatoBisque))
  }
}
