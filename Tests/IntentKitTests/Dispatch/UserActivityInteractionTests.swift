import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class UserActivityInteractionTests: XCTestCase {
  private let date = Date(timeIntervalSinceReferenceDate: 786_000_000)
  private let intent = OrderSoupIntent(identifier: "o-1", soup: .clamChowder, quantity: 1)

  private func dispatcher(
    answering code: OrderSoupIntentResponse.Code,
    with activity: UserActivity? = nil
  ) -> IntentDispatcher {
    var dispatcher = IntentDispatcher()
    dispatcher.register(OrderSoupIntent.self) { _ in
      OrderSoupIntentResponse(code: code, userActivity: activity)
    }
    return dispatcher
  }

  func testAppLaunch_withTheHandlersActivity_keepsItAndAddsTheInteraction() {
    let activity = UserActivity(activityType: "com.example.orderSoup", userInfo: ["soupID": "clam"])
    let response = OrderSoupIntentResponse(code: .continueInApp, userActivity: activity)

    let launch = UserActivity.appLaunch(for: intent, response: response, date: date)

    XCTAssertEqual(launch?.activityType, "com.example.orderSoup")
    XCTAssertEqual(launch?.userInfo, ["soupID": "clam"])
    XCTAssertEqual(
      launch?.interaction,
      Interaction(intent: intent, response: response, identifier: "o-1", date: date)
    )
    XCTAssertEqual(launch?.interaction?.intentHandlingStatus, .deferredToApplication)
    XCTAssertNil(response.userActivity?.interaction, "the response itself is unchanged")
  }

  func testAppLaunch_withoutAnActivity_namesOneAfterTheIntent() {
    let response = OrderSoupIntentResponse(code: .failureRequiringAppLaunch)

    let launch = UserActivity.appLaunch(for: intent, response: response, date: date)

    XCTAssertEqual(launch?.activityType, "OrderSoupIntent")
    XCTAssertEqual(launch?.userInfo, [:])
    XCTAssertEqual(launch?.interaction?.intent.value(as: OrderSoupIntent.self), intent)
    XCTAssertEqual(launch?.interaction?.response(for: OrderSoupIntent.self), response)
  }

  func testAppLaunch_codesThatDontLaunchTheApp_returnNil() {
    let activity = UserActivity(activityType: "com.example.orderSoup")
    for code in [OrderSoupIntentResponse.Code.success, .failure, .ready, .inProgress, .unspecified]
    {
      let response = OrderSoupIntentResponse(code: code, userActivity: activity)
      XCTAssertNil(UserActivity.appLaunch(for: intent, response: response, date: date), "\(code)")
    }
  }

  func testOutcome_handledWithAnAppLaunchCode_handsTheAppTheInteraction() async throws {
    let activity = UserActivity(activityType: "com.example.orderSoup", title: "Pick a bowl")
    let outcome = try await dispatcher(answering: .continueInApp, with: activity).dispatch(intent)

    let launch = outcome.appLaunchUserActivity(date: date)

    XCTAssertEqual(launch?.title, "Pick a bowl")
    XCTAssertEqual(launch?.interaction?.intent.value(as: OrderSoupIntent.self), outcome.intent)
    XCTAssertEqual(launch?.interaction?.response(for: OrderSoupIntent.self), outcome.response)
    XCTAssertEqual(launch?.interaction?.identifier, "o-1")
    XCTAssertEqual(outcome.response?.userActivity, activity, "the outcome's response is unchanged")
  }

  func testOutcome_successOrNeedsInput_hasNoLaunchActivity() async throws {
    let handled = try await dispatcher(answering: .success).dispatch(intent)
    var soupShop = IntentDispatcher()
    soupShop.register(SoupShopHandler(store: SoupStore()))
    let waiting = try await soupShop.dispatch(OrderSoupIntent(identifier: "o-2"))

    XCTAssertNil(handled.appLaunchUserActivity(date: date))
    XCTAssertNotNil(waiting.parameterRequest)
    XCTAssertNil(waiting.appLaunchUserActivity(date: date))
  }

  func testLaunchActivity_roundTripsThroughJSON() async throws {
    let outcome = try await dispatcher(answering: .failureRequiringAppLaunch).dispatch(intent)
    let launch = try XCTUnwrap(outcome.appLaunchUserActivity(date: date))

    let data = try StrictJSONEncoder().encode(launch)
    let decoded = try IntentTypeRegistry([OrderSoupIntent.self]).decode(
      UserActivity.self,
      from: data
    )

    XCTAssertEqual(decoded, launch)
    XCTAssertEqual(
      decoded.interaction?.response(for: OrderSoupIntent.self)?.code,
      .failureRequiringAppLaunch
    )
  }

  func testInteraction_isHashable_consistentlyWithEquality() {
    let first = Interaction(intent: intent, response: nil, identifier: "o-1", date: date)
    let same = Interaction(intent: intent, response: nil, identifier: "o-1", date: date)
    let answered = Interaction(
      intent: intent,
      response: OrderSoupIntentResponse(code: .success),
      identifier: "o-1",
      date: date
    )

    XCTAssertEqual(first, same)
    XCTAssertEqual(first.hashValue, same.hashValue)
    XCTAssertNotEqual(first, answered)
    XCTAssertEqual(Set([first, same, answered]).count, 2)
  }
}
