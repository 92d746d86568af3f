import Foundation
import IntentKit
import IntentKitTesting
import XCTest

// A port of the Swift code of Apple's "Booking Rides with SiriKit" (seeds/rides-sirikit-sample.md),
// as a SiriKit developer would make it, compiled and run. The seed excerpts its
// `ListRideOptionsIntent` handler (`...`): the elided lines are left out, and the one declaration
// the excerpt uses without showing it is marked as such.
//
// How to read it: `IN` is dropped throughout, and every other edit is marked by a comment
// `// PORT(n): what and why` on the line above the one it changes (the 100-column limit leaves
// no room at the end of most lines); n counts edits across the five files in this folder. Not
// edits: swift-format's layout (indentation, line breaks, the `return`s and `case let`s it
// rewrites), `private` on the sample's top-level declarations (so that each file's `Contact` or
// `IntentHandler` stays its own), and lint's `swift-format-ignore` for the seeds' force unwraps.
// Everything after "Sample app scaffolding" is the app code the seed calls but doesn't show.
//
// Not ported: `GetRideStatusHandler` (the seed shows no code for it), the Maps ride tab, the
// Info.plist `IntentsSupported` keys (the handlers are registered with an `IntentDispatcher`
// instead), the `CoverageArea.geojson` check the article mentions but doesn't show, and the
// `INUIHostedViewControlling` ride card (UIKit, Intents UI).

// MARK: - Port of the sample's RideRequestHandler

// PORT(11): `final`: handlers are `Sendable`, and only a final class can be
private final class RideRequestHandler: NSObject, RequestRideIntentHandling {
  func resolvePickupLocation(
    for intent: RequestRideIntent,
    with completion: @escaping (PlacemarkResolutionResult) -> Void
  ) {
    // Always check if parameter is not nil
    if let pickup = intent.pickupLocation {
      completion(.success(with: pickup))
    } else {
      completion(.confirmationRequired(with: intent.pickupLocation))
    }
  }

  func resolveDropOffLocation(
    for intent: RequestRideIntent,
    with completion: @escaping (PlacemarkResolutionResult) -> Void
  ) {
    if let dropOff = intent.dropOffLocation {
      completion(.success(with: dropOff))
    } else {
      completion(.confirmationRequired(with: intent.dropOffLocation))
    }
  }

  func confirm(
    intent: RequestRideIntent,
    completion: @escaping (RequestRideIntentResponse) -> Void
  ) {
    let rideOption = RideOption(
      name: "Small car",
      estimatedPickupDate: Date(timeIntervalSinceNow: 5 * 60)
    )
    // PORT(12): `var`: a ride status is a value
    var rideStatus = RideStatus()
    rideStatus.rideOption = rideOption
    rideStatus.estimatedPickupDate = Date(timeIntervalSinceNow: 5 * 60)
    // This ride identifier must match the one in handleRequestRide and getRideStatus
    rideStatus.rideIdentifier = NSUUID().uuidString

    // set pickup and dropoff locations
    // PORT(13): `var`: responses are values
    var response = RequestRideIntentResponse(code: .success, userActivity: nil)
    response.rideStatus = rideStatus

    completion(response)
  }

  func handle(
    intent: RequestRideIntent,
    completion: @escaping (RequestRideIntentResponse) -> Void
  ) {
    // Build response shown to user after tapping "Request."
    // PORT(14): `var`: responses are values
    var response = RequestRideIntentResponse(code: .success, userActivity: .none)

    // Populate status with all information you want to display on screen.
    // PORT(15): `var`: a ride status is a value
    var status = RideStatus()
    status.rideIdentifier = NSUUID().uuidString
    // Set current ride status
    status.phase = .confirmed
    status.pickupLocation = intent.pickupLocation
    status.dropOffLocation = intent.dropOffLocation
    status.completionStatus = .completed()

    // Add driver field
    // PORT(16): a `RideDriver` isn't a `Person`: it has a phone number and a rating, and no
    //   `personHandle` (the email handle goes), `contactIdentifier`, `customIdentifier`, `aliases`
    //   or `suggestionType`
    status.driver = RideDriver(
      // PORT(17): IntentKit's portable name components, not Foundation's `PersonNameComponents`
      nameComponents: Person.NameComponents(),
      // PORT(18): no `image:`, `INImage` isn't modelled
      displayName: "John Doe"
    )

    // Add ETA field
    status.estimatedPickupDate = Calendar.current.date(
      byAdding: DateComponents(minute: 5),
      to: Date()
    )
    // PORT(19): `var`: a vehicle is a value
    var vehicle = RideVehicle()
    vehicle.model = "1984 Small Car"
    status.vehicle = vehicle

    response.rideStatus = status
    completion(response)
  }
}

// MARK: - Port of the sample's ListRideOptionsHandler (excerpt)

// PORT(20): `final`: handlers are `Sendable`, and only a final class can be
private final class ListRideOptionsHandler: NSObject, ListRideOptionsIntentHandling {
  let rideNames: [String]
  let poolOptions: [RidePartySizeOption]
  let fareLineItems: [RideFareLineItem]

  init(rideNames: [String], poolOptions: [RidePartySizeOption], fareLineItems: [RideFareLineItem]) {
    self.rideNames = rideNames
    self.poolOptions = poolOptions
    self.fareLineItems = fareLineItems
  }

  func handle(
    intent: ListRideOptionsIntent,
    completion: @escaping (ListRideOptionsIntentResponse) -> Void
  ) {
    var rideOptions: [RideOption] = []  // Not in the seed's excerpt, which uses it.
    for (index, name) in rideNames.enumerated() {
      // PORT(21): `var`: a ride option is a value
      var rideOption = RideOption(
        name: name,
        estimatedPickupDate: Date(timeIntervalSinceNow: 120)
      )
      // Populate ride options
      if index == 0 {
        rideOption.availablePartySizeOptions = poolOptions
        rideOption.fareLineItems = fareLineItems
        // PORT(22): a price is a `CurrencyAmount` (exact minor units), not an `NSDecimalNumber` and
        //   a currency code
        rideOption.priceRange = PriceRange(price: .usd(6_00))
      }
      rideOptions.append(rideOption)
    }

    let paymentOptions = [
      PaymentMethod(
        type: .credit,
        name: "Card 1",
        // PORT(23): no `icon:`, `INImage` isn't modelled
        identificationHint: "••••1111"
      )
    ]

    // PORT(24): `var`: responses are values
    var response = ListRideOptionsIntentResponse(code: .success, userActivity: nil)
    response.expirationDate = Date(timeIntervalSinceNow: 60 * 5)
    response.paymentMethods = paymentOptions
    response.rideOptions = rideOptions

    completion(response)
  }
}

// MARK: - Sample app scaffolding (not part of the port)

private let cupertino = Placemark(name: "Cupertino")
private let sanFrancisco = Placemark(name: "San Francisco")

private func makeListRideOptionsHandler() -> ListRideOptionsHandler {
  ListRideOptionsHandler(
    rideNames: ["Pool", "Small car", "Large car"],
    poolOptions: [
      RidePartySizeOption(partySizeRange: 1...1, sizeDescription: "1 passenger", priceRange: nil),
      RidePartySizeOption(
        partySizeRange: 2...2,
        sizeDescription: "2 passengers",
        priceRange: PriceRange(price: .usd(9_00))
      ),
    ],
    fareLineItems: [RideFareLineItem(title: "Base fare", price: .usd(6_00))]
  )
}

// MARK: - The sample's scenarios, run

final class RidesSamplePortTests: XCTestCase {
  private func dispatcher() -> IntentDispatcher {
    var dispatcher = IntentDispatcher()
    dispatcher.register(RideRequestHandler())
    dispatcher.register(makeListRideOptionsHandler())
    return dispatcher
  }

  func testBookARideFromCupertinoToSanFrancisco_isBookedWithTheSampleRideStatus() async throws {
    let before = Date()
    let intent = RequestRideIntent(
      pickupLocation: cupertino,
      dropOffLocation: sanFrancisco
    )

    let outcome = try await dispatcher().dispatch(intent)
    let after = Date()

    XCTAssertEqual(outcome.response?.code, .success)
    let status = try XCTUnwrap(outcome.response?.rideStatus)
    XCTAssertEqual(status.phase, .confirmed)
    XCTAssertEqual(status.pickupLocation, cupertino)
    XCTAssertEqual(status.dropOffLocation, sanFrancisco)
    XCTAssertEqual(status.completionStatus?.isCompleted, true)
    XCTAssertEqual(status.driver?.displayName, "John Doe")
    XCTAssertEqual(status.vehicle?.model, "1984 Small Car")
    XCTAssertNotNil(status.rideIdentifier.flatMap(UUID.init(uuidString:)))
    let eta = try XCTUnwrap(status.estimatedPickupDate)
    XCTAssertGreaterThanOrEqual(eta, before.addingTimeInterval(5 * 60))
    XCTAssertLessThanOrEqual(eta, after.addingTimeInterval(5 * 60))
  }

  func testConfirm_quotesASmallCarInFiveMinutes() async throws {
    let intent = RequestRideIntent(
      pickupLocation: cupertino,
      dropOffLocation: sanFrancisco
    )
    let before = Date()

    let response = await withCheckedContinuation { continuation in
      RideRequestHandler().confirm(intent: intent) { continuation.resume(returning: $0) }
    }

    XCTAssertEqual(response.code, .success, "the sample confirms with success, which proceeds")
    XCTAssertEqual(response.rideStatus?.rideOption?.name, "Small car")
    let eta = try XCTUnwrap(response.rideStatus?.estimatedPickupDate)
    XCTAssertGreaterThanOrEqual(eta, before.addingTimeInterval(5 * 60))
    XCTAssertLessThan(eta, before.addingTimeInterval(6 * 60))
  }

  func testBookARideToSanFrancisco_asksForThePickupThenBooks() async throws {
    let dispatcher = dispatcher()

    let outcome = try await dispatcher.dispatch(RequestRideIntent(dropOffLocation: sanFrancisco))
    let conversation = try await playConversation(
      RequestRideIntent(dropOffLocation: sanFrancisco),
      saying: "Book a ride to San Francisco",
      replies: ["Cupertino", "yes"],
      with: ConversationEngine(dispatcher: dispatcher)
    )

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "pickupLocation")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Placemark.self), .needsValue)
    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(conversation.response?.rideStatus?.pickupLocation, cupertino)
    XCTAssertEqual(conversation.response?.rideStatus?.dropOffLocation, sanFrancisco)
    let said = conversation.transcript.filter { $0.speaker == .assistant }.map(\.text)
    XCTAssertEqual(
      said.filter { $0.contains("{") },
      [],
      "the sample resolves no ride option, so the question doesn't name one"
    )
    XCTAssertTrue(said.contains("Do you want me to go ahead?"), "\(said)")
  }

  func testBookARide_withNoPlaces_asksForThePickupFirst() async throws {
    let outcome = try await dispatcher().dispatch(RequestRideIntent())

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "pickupLocation")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Placemark.self), .needsValue)
  }

  func testBookARideFromCupertino_withNoDropOff_asksForTheDropOff() async throws {
    let outcome = try await dispatcher().dispatch(RequestRideIntent(pickupLocation: cupertino))

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "dropOffLocation")
    XCTAssertEqual(outcome.parameterRequest?.resolution(as: Placemark.self), .needsValue)
  }

  func testListRideOptions_offersTheSampleRidesWithThePoolPriced() async throws {
    let before = Date()

    let outcome = try await dispatcher().dispatch(
      ListRideOptionsIntent(pickupLocation: cupertino, dropOffLocation: sanFrancisco)
    )

    let response = try XCTUnwrap(outcome.response)
    XCTAssertEqual(response.code, .success)
    XCTAssertEqual(response.rideOptions?.map(\.name), ["Pool", "Small car", "Large car"])
    XCTAssertEqual(response.rideOptions?.first?.priceRange, PriceRange(price: .usd(6_00)))
    XCTAssertEqual(response.rideOptions?.first?.availablePartySizeOptions?.count, 2)
    XCTAssertEqual(response.rideOptions?.first?.fareLineItems?.first?.price, .usd(6_00))
    XCTAssertNil(response.rideOptions?.last?.priceRange)
    XCTAssertEqual(response.paymentMethods?.map(\.identificationHint), ["••••1111"])
    let expiry = try XCTUnwrap(response.expirationDate)
    XCTAssertGreaterThanOrEqual(expiry, before.addingTimeInterval(5 * 60))
  }
}
