import Foundation
import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class RideServiceTests: XCTestCase {
  private let world = RideWorld()

  private func request(
    _ identifier: String = "request-1",
    from pickup: String = "Apple Park",
    to dropOff: String = "Cupertino",
    option: String? = "Small car",
    partySize: Int = 1,
    scheduled: DateComponentsRange? = nil
  ) -> RideRequest {
    RideRequest(
      identifier: identifier,
      pickupLocation: world.place(pickup),
      dropOffLocation: world.place(dropOff),
      rideOptionName: option,
      partySize: partySize,
      scheduledPickupTime: scheduled
    )
  }

  private func assertError(
    _ code: RideError.Code,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ expression: () async throws -> some Any
  ) async {
    await assertThrowsError(expression, file: file, line: line) { error in
      XCTAssertEqual((error as? RideError)?.code, code, "\(error)", file: file, line: line)
    }
  }

  // MARK: - Booking

  func testRequestRide_phasesFollowTheClock_fromReceivedToCompleted() async throws {
    let booked = try await world.service.requestRide(request())
    var phases: [(TimeInterval, RidePhase)] = []
    // Pickup in 290 s; the driver accepts after 15 s and approaches for the last 120 s; the
    // passenger boards after 60 s; 2,441 m to Cupertino take 245 s more.
    for second in [0, 14, 15, 169, 170, 289, 290, 349, 350, 594, 595, 10_000] {
      await world.clock.advance(to: Date.testNow.addingTimeInterval(TimeInterval(second)))
      phases.append(
        (
          TimeInterval(second),
          try await world.service.status(ofRide: booked.rideIdentifier ?? "").phase
        )
      )
    }

    XCTAssertEqual(booked.phase, .received)
    XCTAssertEqual(
      phases.map(\.1),
      [
        .received, .received, .confirmed, .confirmed, .approachingPickup, .approachingPickup,
        .pickup, .pickup, .ongoing, .ongoing, .completed, .completed,
      ]
    )
    XCTAssertEqual(booked.estimatedPickupDate, .testNow.addingTimeInterval(290))
    XCTAssertEqual(booked.estimatedDropOffDate, .testNow.addingTimeInterval(595))
    XCTAssertEqual(booked.estimatedPickupEndDate, .testNow.addingTimeInterval(590))
    XCTAssertEqual(booked.driver?.displayName, "John Appleseed")
    XCTAssertEqual(booked.vehicle?.model, "Prius")
  }

  func testRequestRide_vehicleMovesToThePickupThenTheDropOff() async throws {
    let booked = try await world.service.requestRide(request())
    let rideIdentifier = try XCTUnwrap(booked.rideIdentifier)

    await world.clock.advance(by: .seconds(145))
    let halfway = try await world.service.status(ofRide: rideIdentifier).vehicle
    await world.clock.advance(to: .testNow.addingTimeInterval(300))
    let atPickup = try await world.service.status(ofRide: rideIdentifier).vehicle
    await world.clock.advance(to: .testNow.addingTimeInterval(700))
    let atDropOff = try await world.service.status(ofRide: rideIdentifier).vehicle

    XCTAssertEqual(booked.vehicle?.location, RideFixtures.coordinate(37.3609, -122.0090))
    XCTAssertEqual(try XCTUnwrap(halfway?.location?.latitude), 37.3479, accuracy: 1e-9)
    XCTAssertEqual(try XCTUnwrap(halfway?.course), 180, accuracy: 1e-9, "heading due south")
    XCTAssertEqual(atPickup?.location, world.place("Apple Park").coordinate)
    XCTAssertEqual(atDropOff?.location, world.place("Cupertino").coordinate)
  }

  func testRequestRide_completed_settlesTheFareAndAsksForFeedback() async throws {
    let booked = try await world.service.requestRide(request())

    await world.clock.advance(by: .seconds(600))
    let status = try await world.service.status(ofRide: booked.rideIdentifier ?? "")

    XCTAssertEqual(status.completionStatus?.paymentAmount, .usd(7_00))
    XCTAssertEqual(status.completionStatus?.isOutstanding, false)
    XCTAssertEqual(status.completionStatus?.feedbackType, [.rate, .tip])
    XCTAssertEqual(
      status.completionStatus?.defaultTippingOptions,
      [.usd(1_05), .usd(1_40), .usd(1_75)]
    )
    XCTAssertNil(status.userActivityForCancelingInApplication)
    XCTAssertEqual(
      booked.userActivityForCancelingInApplication?.userInfo["rideIdentifier"]?.stringValue,
      booked.rideIdentifier
    )
  }

  func testRequestRide_withoutPaymentMethods_leavesTheFareOutstanding() async throws {
    var configuration = RideService.Configuration.bayArea
    configuration.paymentMethods = []
    let world = RideWorld(configuration: configuration)
    let booked = try await world.book()

    await world.clock.advance(by: .seconds(600))
    let completion = try await world.service.status(ofRide: booked.rideIdentifier ?? "")
      .completionStatus

    XCTAssertEqual(
      completion,
      {
        var expected = RideCompletionStatus.completed(outstanding: .usd(7_00))
        expected.feedbackType = [.rate, .tip]
        expected.defaultTippingOptions = [.usd(1_05), .usd(1_40), .usd(1_75)]
        expected.completionUserActivity = UserActivity(
          activityType: "SettleRidePayment",
          title: "Pay for your ride",
          userInfo: ["rideIdentifier": .string(booked.rideIdentifier ?? "")]
        )
        return expected
      }()
    )
  }

  func testRequestRide_scheduled_arrivesAtTheScheduledTime() async throws {
    let inAnHour = Date.testNow.addingTimeInterval(3_600)
    let components = Calendar.gregorianUTC.dateComponents(
      [.year, .month, .day, .hour, .minute],
      from: inAnHour
    )

    let booked = try await world.service.requestRide(
      request(scheduled: DateComponentsRange(start: components))
    )

    XCTAssertEqual(booked.estimatedPickupDate, inAnHour)
    XCTAssertEqual(booked.scheduledPickupTime?.startDateComponents, components)
    await world.clock.advance(by: .seconds(3_600 - 300))
    let beforeApproach = try await world.service.status(ofRide: booked.rideIdentifier ?? "")
    XCTAssertEqual(beforeApproach.phase, .confirmed)
    XCTAssertEqual(beforeApproach.vehicle?.location, RideFixtures.coordinate(37.3609, -122.0090))
  }

  // MARK: - Idempotency and identifiers

  func testRequestRide_sameRequestTwice_booksOneRide() async throws {
    let first = try await world.service.requestRide(request())
    await world.clock.advance(by: .seconds(20))
    let second = try await world.service.requestRide(request())

    let rides = await world.service.rideIdentifiers
    XCTAssertEqual(rides, [first.rideIdentifier])
    XCTAssertEqual(second.rideIdentifier, first.rideIdentifier)
    XCTAssertEqual(second.phase, .confirmed, "the same ride, as it is now")
  }

  func testRequestRide_sameIdentifierWithOtherParameters_throwsAndBooksNothingMore() async throws {
    _ = try await world.service.requestRide(request())

    await assertError(.requestConflict) {
      try await self.world.service.requestRide(self.request(partySize: 2))
    }
    await assertError(.requestConflict) {
      try await self.world.service.quote(self.request(to: "Mountain View"))
    }
    let rides = await world.service.rideIdentifiers
    XCTAssertEqual(rides.count, 1)
  }

  func testRideIdentifier_isDerivedFromTheRequestIdentifier() async throws {
    let quote = try await world.service.quote(request("abc"))
    let booked = try await world.service.requestRide(request("abc"))

    XCTAssertEqual(quote.rideIdentifier, booked.rideIdentifier)
    XCTAssertEqual(quote.phase, .unknown)
    XCTAssertNil(quote.driver)
    XCTAssertEqual(world.service.rideIdentifier(forRequest: "abc"), booked.rideIdentifier)
    XCTAssertNotEqual(world.service.rideIdentifier(forRequest: "abd"), booked.rideIdentifier)
    // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c.
    XCTAssertEqual(world.service.rideIdentifier(forRequest: "a"), "ride-af63dc4c8601ec8c")
  }

  // MARK: - Refusals

  func testRequestRide_whileARideIsActive_needsThePreviousRideCompleted() async throws {
    _ = try await world.service.requestRide(request())

    await assertError(.previousRideNeedsCompletion) {
      try await self.world.service.requestRide(self.request("request-2"))
    }
    await world.clock.advance(by: .seconds(600))
    let next = try await world.service.requestRide(request("request-2"))
    XCTAssertEqual(next.driver?.displayName, "John Appleseed", "the first ride freed the car")
  }

  func testRequestRide_badRequests_throwTheMatchingCodeAndBookNothing() async throws {
    let lastWeek = Calendar.gregorianUTC.dateComponents(
      [.year, .month, .day, .hour],
      from: Date.testNow.addingTimeInterval(-7 * 86_400)
    )
    let nextMonth = Calendar.gregorianUTC.dateComponents(
      [.year, .month, .day, .hour],
      from: Date.testNow.addingTimeInterval(30 * 86_400)
    )
    var unnamed = request()
    unnamed.dropOffLocation = Placemark(name: "Cupertino")
    let cases: [(RideError.Code, RideRequest)] = [
      (.missingLocation, unnamed),
      (.noServiceInArea, request(from: "Sacramento")),
      (.noServiceInArea, request(from: "Moffett Field")),
      (.noServiceInArea, request(to: "South Lake Tahoe")),
      (.unknownRideOption, request(option: "Helicopter")),
      (.invalidPartySize, request(partySize: 0)),
      (.invalidPartySize, request(partySize: 5)),
      (.invalidPartySize, request(option: "Large car", partySize: 100)),
      (.pickupTimeInPast, request(scheduled: DateComponentsRange(start: lastWeek))),
      (.scheduledTooFar, request(scheduled: DateComponentsRange(start: nextMonth))),
    ]

    for (code, request) in cases {
      await assertError(code) { try await self.world.service.requestRide(request) }
    }
    let rides = await world.service.rideIdentifiers
    XCTAssertTrue(rides.isEmpty)
  }

  func testRequestRide_noVehicleOfTheOption_isUnavailable() async throws {
    var configuration = RideService.Configuration.bayArea
    configuration.fleet.removeAll { $0.productIdentifier == "shared" }
    let world = RideWorld(configuration: configuration)

    await assertError(.noVehicleAvailable) { try await world.book(option: "Shared ride") }
    let options = try await world.service.rideOptions(from: world.place("Apple Park"), to: nil)
    XCTAssertEqual(options.map(\.name), ["Small car", "Large car"])
  }

  func testRideOptions_outsideTheAreaOrDuringARide_throw() async throws {
    await assertError(.noServiceInArea) {
      try await self.world.service.rideOptions(from: self.world.place("Sacramento"), to: nil)
    }
    await assertError(.missingLocation) {
      try await self.world.service.rideOptions(from: Placemark(name: "Somewhere"), to: nil)
    }
    try await world.book()
    await assertError(.previousRideNeedsCompletion) {
      try await self.world.service.rideOptions(from: self.world.place("Apple Park"), to: nil)
    }
  }

  func testStatus_unknownRide_throws() async {
    await assertError(.unknownRide) { try await self.world.service.status(ofRide: "ride-nope") }
    let current = await world.service.currentRideStatus()
    XCTAssertNil(current)
  }
}
