import Foundation
import IntentKit
import IntentKitTesting
import XCTest

/// Ride options as the service prices them: ETAs from the nearest free vehicle, fares from each
/// product's tariff in exact cents.
final class RideServiceOptionsTests: XCTestCase {
  private let world = RideWorld()

  func testRideOptions_etaIsTheNearestVehiclesGreatCircleDistanceAtTheFleetSpeed() async throws {
    let pickup = world.place("Apple Park")

    let options = try await world.service.rideOptions(from: pickup, to: world.place("Cupertino"))

    // The nearest Small car waits 0.026° of latitude north of Apple Park: 0.026 × 111,195.08 m
    // ≈ 2,891 m, which takes 290 s at 10 m/s.
    XCTAssertEqual(options.map(\.name), ["Small car", "Large car", "Shared ride"])
    XCTAssertEqual(options[0].estimatedPickupDate, Date.testNow.addingTimeInterval(290))
    for (option, vehicle) in zip(options, ["small-1", "large-1", "shared-1"]) {
      let position = try XCTUnwrap(
        world.service.configuration.fleet.first { $0.identifier == vehicle }
      )
      let meters = Int64(position.position.distance(to: try XCTUnwrap(pickup.coordinate)).rounded())
      let seconds = (meters + 9) / 10
      XCTAssertEqual(option.estimatedPickupDate, .testNow.addingTimeInterval(TimeInterval(seconds)))
    }
  }

  func testFare_cupertinoToSanFrancisco_isBaseFarePlusDistancePlusBookingFee() async throws {
    let cupertino = try XCTUnwrap(world.place("Cupertino").coordinate)
    let sanFrancisco = try XCTUnwrap(world.place("San Francisco").coordinate)

    let options = try await world.service.rideOptions(
      from: world.place("Cupertino"),
      to: world.place("San Francisco")
    )

    // 61,147 m is 37.995 mi; at $1.50 a mile that is $56.99 (rounded half up to the cent).
    XCTAssertEqual(Int64(cupertino.distance(to: sanFrancisco).rounded()), 61_147)
    XCTAssertEqual(
      options[0].fareLineItems,
      [
        RideFareLineItem(title: "Base fare", price: .usd(2_50)),
        RideFareLineItem(title: "Distance (38.0 mi)", price: .usd(56_99)),
        RideFareLineItem(title: "Booking fee", price: .usd(2_00)),
      ]
    )
    // $61.49: from $61 (rounded down) to 125% = $76.86, rounded up to $77.
    XCTAssertEqual(
      options[0].priceRange,
      try PriceRange(firstPrice: .usd(61_00), secondPrice: .usd(77_00))
    )
    XCTAssertEqual(
      options[0].availablePartySizeOptions,
      [
        RidePartySizeOption(
          partySizeRange: 1...4,
          sizeDescription: "1–4 passengers",
          priceRange: nil
        )
      ]
    )
  }

  func testFare_shortTrip_isRaisedToTheMinimumFare() async throws {
    let options = try await world.service.rideOptions(
      from: world.place("Apple Park"),
      to: world.place("Cupertino")
    )

    // 2,441 m: $2.50 + $2.28 + $2.00 = $6.78, below the Small car's $7.00 minimum.
    XCTAssertEqual(
      options[0].fareLineItems?.map(\.price),
      [.usd(2_50), .usd(2_28), .usd(2_00), .usd(22)]
    )
    XCTAssertEqual(options[0].fareLineItems?.last?.title, "Minimum fare adjustment")
    XCTAssertEqual(
      options[0].priceRange,
      try PriceRange(firstPrice: .usd(7_00), secondPrice: .usd(9_00))
    )
  }

  func testPartySizeOptions_sharedRide_pricesEachPartySize() async throws {
    let options = try await world.service.rideOptions(
      from: world.place("Apple Park"),
      to: world.place("Mountain View")
    )
    let shared = try XCTUnwrap(options.last)

    // 8,731 m: $2.00 + $5.43 + $1.50 = $8.93 for one; a second passenger adds 50%, $4.47.
    XCTAssertEqual(shared.disclaimerMessage, "This ride may make multiple stops.")
    XCTAssertEqual(
      shared.availablePartySizeOptions,
      [
        RidePartySizeOption(
          partySizeRange: 1...1,
          sizeDescription: "1 passenger",
          priceRange: try PriceRange(firstPrice: .usd(8_00), secondPrice: .usd(12_00))
        ),
        RidePartySizeOption(
          partySizeRange: 2...2,
          sizeDescription: "2 passengers",
          priceRange: try PriceRange(firstPrice: .usd(13_00), secondPrice: .usd(17_00))
        ),
      ]
    )
  }

  func testRideOptions_withoutDropOff_startFromTheMinimumFare() async throws {
    let options = try await world.service.rideOptions(from: world.place("Apple Park"), to: nil)

    XCTAssertEqual(
      options.map(\.priceRange),
      [
        PriceRange(minimumPrice: .usd(7_00)), PriceRange(minimumPrice: .usd(10_00)),
        PriceRange(minimumPrice: .usd(5_00)),
      ]
    )
    XCTAssertNil(options[0].fareLineItems)
  }
}
