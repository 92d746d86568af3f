import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class ListRideOptionsHandlerTests: XCTestCase {
  private let world = RideWorld()

  func testDispatch_mapsRequest_listsPricedOptionsWithoutResolving() async throws {
    let intent = ListRideOptionsIntent(
      pickupLocation: world.place("Apple Park"),
      dropOffLocation: world.place("San Francisco")
    )

    let outcome = try await world.dispatcher.dispatch(intent)
    let response = try XCTUnwrap(outcome.response)

    XCTAssertEqual(response.code, .success)
    XCTAssertEqual(response.rideOptions?.map(\.name), ["Small car", "Large car", "Shared ride"])
    XCTAssertEqual(
      response.rideOptions?.map(\.priceRange),
      [
        try PriceRange(firstPrice: .usd(61_00), secondPrice: .usd(77_00)),
        try PriceRange(firstPrice: .usd(91_00), secondPrice: .usd(115_00)),
        try PriceRange(firstPrice: .usd(41_00), secondPrice: .usd(52_00)),
      ]
    )
    XCTAssertEqual(response.paymentMethods, world.service.configuration.paymentMethods)
    XCTAssertEqual(response.expirationDate, Date.testNow.addingTimeInterval(300))
    XCTAssertEqual(outcome.intent, intent, "nothing was resolved")
  }

  func testConversation_readsTheOptions() async throws {
    let conversation = try await world.engine.start(
      ListRideOptionsIntent(dropOffLocation: Placemark(name: "San Francisco"))
    )

    XCTAssertEqual(
      conversation.assistantText,
      "Here are the rides I can book: Small car, $61.00–$77.00, pickup in 5 minutes; "
        + "Large car, $91.00–$115.00, pickup in 31 minutes; "
        + "Shared ride, $41.00–$52.00, pickup in 15 minutes."
    )
  }

  func testHandle_outsideTheAreaOrDuringARide_answersTheSiriKitCode() async throws {
    let handler = ListRideOptionsHandler(service: world.service)

    let outside = try await handler.handle(
      intent: ListRideOptionsIntent(pickupLocation: Placemark(name: "Sacramento"))
    )
    let unknown = try await handler.handle(
      intent: ListRideOptionsIntent(pickupLocation: Placemark(name: "Atlantis"))
    )
    try await world.book()
    let busy = try await handler.handle(intent: ListRideOptionsIntent())

    XCTAssertEqual(outside.code, .failureRequiringAppLaunchNoServiceInArea)
    XCTAssertEqual(outside.userActivity?.userInfo["reason"], "noServiceInArea")
    XCTAssertEqual(unknown.code, .failure)
    XCTAssertEqual(busy.code, .failureRequiringAppLaunchPreviousRideNeedsCompletion)
  }
}
