import Foundation
import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class RequestRideHandlerTests: XCTestCase {
  private let world = RideWorld()
  private var handler: RequestRideHandler { RequestRideHandler(service: world.service) }

  private func resolvedIntent(
    _ identifier: String = "r-1",
    to dropOff: String = "San Francisco",
    partySize: Int = 2
  ) -> RequestRideIntent {
    RequestRideIntent(
      identifier: identifier,
      pickupLocation: world.place("Cupertino"),
      dropOffLocation: world.place(dropOff),
      rideOptionName: SpeakableString(vocabularyIdentifier: "small", spokenPhrase: "Small car"),
      partySize: partySize
    )
  }

  // MARK: - Resolution

  func testResolvePickupLocation_missingConfirmsTheCurrentLocation_namesResolveToPlaces() async {
    let missing = await handler.resolvePickupLocation(for: RequestRideIntent())
    let named = await handler.resolvePickupLocation(
      for: RequestRideIntent(pickupLocation: Placemark(name: "palo alto"))
    )
    let blank = await handler.resolvePickupLocation(
      for: RequestRideIntent(pickupLocation: Placemark(name: "  "))
    )

    XCTAssertEqual(missing, .confirmationRequired(with: world.place("Apple Park")))
    XCTAssertEqual(named, .success(with: world.place("Palo Alto")))
    XCTAssertEqual(blank, .needsValue())
  }

  func testResolveDropOffLocation_coordinateIsAccepted_missingIsAskedFor() async {
    let pin = Placemark(coordinate: RideFixtures.coordinate(37.5, -122.3))

    let pinned = await handler.resolveDropOffLocation(for: RequestRideIntent(dropOffLocation: pin))
    let missing = await handler.resolveDropOffLocation(for: RequestRideIntent())

    XCTAssertEqual(pinned, .success(with: pin))
    XCTAssertEqual(missing, .needsValue())
  }

  func testResolveRideOptionName_matchesNamesAndIdentifiers_orIsUnsupported() async {
    let byName = await handler.resolveRideOptionName(
      for: RequestRideIntent(rideOptionName: "LARGE CAR")
    )
    let byIdentifier = await handler.resolveRideOptionName(
      for: RequestRideIntent(
        rideOptionName: SpeakableString(vocabularyIdentifier: "shared", spokenPhrase: "?")
      )
    )
    let unknown = await handler.resolveRideOptionName(
      for: RequestRideIntent(rideOptionName: "Helicopter")
    )

    XCTAssertEqual(
      byName,
      .success(with: SpeakableString(vocabularyIdentifier: "large", spokenPhrase: "Large car"))
    )
    XCTAssertEqual(byIdentifier.resolvedValue?.spokenPhrase, "Shared ride")
    XCTAssertEqual(unknown, .unsupported(forReason: .unknownRideOption))
  }

  func testResolvePartySize_zeroOrAboveTheOptionsSeats_isUnsupported() async {
    func resolve(_ size: Int?, _ option: SpeakableString? = nil) async -> IntegerResolutionResult {
      await handler.resolvePartySize(
        for: RequestRideIntent(rideOptionName: option, partySize: size)
      )
    }

    let missing = await resolve(nil)
    let zero = await resolve(0)
    let hundred = await resolve(100)
    let sixInALargeCar = await resolve(6, "Large car")
    let threeSharing = await resolve(3, "Shared ride")

    XCTAssertEqual(missing, .needsValue())
    XCTAssertEqual(zero, .unsupported(forReason: .partySizeTooSmall))
    XCTAssertEqual(hundred, .unsupported(forReason: .partySizeAboveLimit(6)), "the largest option")
    XCTAssertEqual(sixInALargeCar, .success(with: 6))
    XCTAssertEqual(threeSharing, .unsupported(forReason: .partySizeAboveLimit(2)))
  }

  func testResolvePaymentMethod_defaultsToTheFirstAndMatchesByKind() async {
    var configuration = RideService.Configuration.bayArea
    configuration.paymentMethods.append(PaymentMethod(type: .credit, name: "Card 3"))
    let handler = RequestRideHandler(service: RideService(configuration: configuration))
    func resolve(_ method: PaymentMethod?) async -> Resolution<PaymentMethod> {
      await handler.resolvePaymentMethod(for: RequestRideIntent(paymentMethod: method))
    }

    let missing = await resolve(nil)
    let debit = await resolve(PaymentMethod(type: .debit))
    let credit = await resolve(PaymentMethod(type: .credit))
    let namedCredit = await resolve(PaymentMethod(type: .credit, name: "card 3"))
    let store = await resolve(PaymentMethod(type: .store))

    XCTAssertEqual(missing.resolvedValue?.name, "Card 1")
    XCTAssertEqual(debit.resolvedValue?.name, "Card 2")
    XCTAssertEqual(
      credit,
      .disambiguation(with: [configuration.paymentMethods[0], configuration.paymentMethods[3]])
    )
    XCTAssertEqual(namedCredit.resolvedValue?.name, "Card 3")
    XCTAssertEqual(store, .unsupported(forReason: .unknownPaymentMethod))
  }

  func testResolveScheduledPickupTime_pastIsUnsupported_missingIsNotRequired() async {
    let calendar = Calendar.gregorianUTC
    let past = DateComponentsRange(
      start: calendar.dateComponents(
        [.year, .month, .day, .hour],
        from: .testNow.addingTimeInterval(-7_200)
      )
    )
    let later = DateComponentsRange(
      start: calendar.dateComponents(
        [.year, .month, .day, .hour],
        from: .testNow.addingTimeInterval(7_200)
      )
    )

    let missing = await handler.resolveScheduledPickupTime(for: RequestRideIntent())
    let inThePast = await handler.resolveScheduledPickupTime(
      for: RequestRideIntent(scheduledPickupTime: past)
    )
    let inTwoHours = await handler.resolveScheduledPickupTime(
      for: RequestRideIntent(scheduledPickupTime: later)
    )

    XCTAssertEqual(missing, .notRequired())
    XCTAssertEqual(inThePast, .unsupported(forReason: .pickupTimeInPast))
    XCTAssertEqual(inTwoHours, .success(with: later))
  }

  // MARK: - Confirm and handle

  func testConfirmAndHandle_keepTheSameRideIdentifier() async throws {
    let intent = resolvedIntent()

    let confirmation = try await handler.confirm(intent: intent)
    let booking = try await handler.handle(intent: intent)
    let status = await world.service.currentRideStatus()

    XCTAssertEqual(confirmation.code, .ready)
    XCTAssertEqual(booking.code, .success)
    XCTAssertNotNil(confirmation.rideStatus?.rideIdentifier)
    XCTAssertEqual(booking.rideStatus?.rideIdentifier, confirmation.rideStatus?.rideIdentifier)
    XCTAssertEqual(status?.rideIdentifier, confirmation.rideStatus?.rideIdentifier)
    XCTAssertEqual(
      confirmation.rideStatus?.estimatedPickupDate,
      booking.rideStatus?.estimatedPickupDate
    )
  }

  func testConfirm_refusals_mapToSiriKitCodes() async throws {
    var tooFar = resolvedIntent()
    tooFar.scheduledPickupTime = DateComponentsRange(
      start: Calendar.gregorianUTC.dateComponents(
        [.year, .month, .day],
        from: .testNow.addingTimeInterval(30 * 86_400)
      )
    )
    var withoutDropOff = resolvedIntent()
    withoutDropOff.dropOffLocation = nil
    var configuration = RideService.Configuration.bayArea
    configuration.fleet.removeAll { $0.productIdentifier == "small" }
    let noCars = RequestRideHandler(service: RideService(configuration: configuration))

    let outside = try await handler.confirm(intent: resolvedIntent(to: "South Lake Tahoe"))
    let scheduled = try await handler.confirm(intent: tooFar)
    let incomplete = try await handler.confirm(intent: withoutDropOff)
    let unavailable = try await noCars.confirm(intent: resolvedIntent())
    let crowded = try await handler.handle(intent: resolvedIntent(partySize: 100))

    XCTAssertEqual(outside.code, .failureRequiringAppLaunchNoServiceInArea)
    XCTAssertEqual(outside.userActivity?.activityType, "RequestRideIntent")
    XCTAssertEqual(scheduled.code, .failureRequiringAppLaunchRideScheduledTooFar)
    XCTAssertEqual(incomplete.code, .failure)
    XCTAssertEqual(unavailable.code, .failureRequiringAppLaunchServiceTemporarilyUnavailable)
    XCTAssertEqual(crowded.code, .failure)
    let rides = await world.service.rideIdentifiers
    XCTAssertTrue(rides.isEmpty)
  }

  // MARK: - Idempotency through the dispatcher

  func testDispatch_sameRequestTwice_booksOneRide_withOrWithoutTheDispatchersStore() async throws {
    for store in [IdempotencyStore(), nil] {
      let world = RideWorld(idempotencyStore: store)
      let intent = resolvedIntent()

      let first = try await world.dispatcher.dispatch(intent)
      let second = try await world.dispatcher.dispatch(intent)

      XCTAssertEqual(first.response?.code, .success)
      XCTAssertEqual(
        second.response?.rideStatus?.rideIdentifier,
        first.response?.rideStatus?.rideIdentifier
      )
      XCTAssertEqual(second.isReplay, store != nil)
      let rides = await world.service.rideIdentifiers
      XCTAssertEqual(rides.count, 1)
    }
  }

  func testDispatch_sameIdentifierWithOtherParameters_isRejectedAndBooksNothingMore() async throws {
    let withStore = RideWorld()
    let withoutStore = RideWorld(idempotencyStore: nil)
    for world in [withStore, withoutStore] {
      _ = try await world.dispatcher.dispatch(resolvedIntent())
    }

    await assertThrowsError({
      try await withStore.dispatcher.dispatch(self.resolvedIntent(partySize: 3))
    }) {
      XCTAssertEqual(($0 as? IntentDispatchError)?.code, .idempotencyKeyReused)
    }
    let outcome = try await withoutStore.dispatcher.dispatch(resolvedIntent(partySize: 3))

    XCTAssertEqual(outcome.response?.code, .failure)
    guard case .threw(let error) = outcome.failure?.reason else {
      return XCTFail("Expected the handler's error, got \(String(describing: outcome.failure))")
    }
    XCTAssertEqual((error as? RideError)?.code, .requestConflict)
    for world in [withStore, withoutStore] {
      let rides = await world.service.rideIdentifiers
      XCTAssertEqual(rides.count, 1)
    }
  }

  func testDispatchJSON_requestRide_booksFromAWireRequest() async throws {
    let intent = String(
      decoding: try StrictJSONEncoder().encode(resolvedIntent("json-1")),
      as: UTF8.self
    )
    let envelope = #"{"intentName":"RequestRideIntent","intent":"# + intent + "}"

    let reply = try await world.dispatcher.dispatch(json: Data(envelope.utf8))
    let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: reply) as? [String: Any])

    XCTAssertEqual(decoded["code"] as? String, "success")
    let rides = await world.service.rideIdentifiers
    XCTAssertEqual(rides, [world.service.rideIdentifier(forRequest: "json-1")])
  }

  func testDispatchJSON_invalidCoordinate_isRejectedBeforeAnythingRuns() async throws {
    let envelope = """
      {"intentName": "RequestRideIntent", "intent": {"identifier": "json-2",
       "pickupLocation": {"name": "Null Island", "coordinate": {"latitude": 95, "longitude": 0}}}}
      """

    await assertThrowsError({ try await self.world.dispatcher.dispatch(json: Data(envelope.utf8)) })
    {
      XCTAssertEqual(($0 as? IntentDispatchError)?.code, .invalidIntent)
    }
    let rides = await world.service.rideIdentifiers
    XCTAssertTrue(rides.isEmpty)
  }

  // MARK: - Defaults

  func testDefaultResolvers_acceptWhatIsGivenAndSkipWhatIsMissing() async throws {
    struct MinimalHandler: RequestRideIntentHandling {
      func handle(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
        RequestRideIntentResponse(code: .success)
      }
    }
    var dispatcher = IntentDispatcher()
    dispatcher.register(MinimalHandler())
    let intent = RequestRideIntent(dropOffLocation: Placemark(name: "Anywhere"), partySize: 40)

    let outcome = try await dispatcher.dispatch(intent)

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(outcome.intent, intent)
    XCTAssertEqual(
      try dispatcher.route(for: RequestRideIntent.self).resolvedParameterNames,
      RequestRideIntent.parameters.map(\.name)
    )
  }
}
