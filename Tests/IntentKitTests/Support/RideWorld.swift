import Foundation
import IntentKit
import IntentKitSamples
import IntentKitTesting

/// A ride service on a manual clock that starts at `Date.testNow`, with a dispatcher that has
/// the five ride handlers and a conversation engine that speaks at the clock's time.
struct RideWorld {
  let clock: ManualWallClock
  let service: RideService
  let dispatcher: IntentDispatcher
  let engine: ConversationEngine

  init(
    configuration: RideService.Configuration = .bayArea,
    idempotencyStore: IdempotencyStore? = IdempotencyStore()
  ) {
    let clock = ManualWallClock(now: .testNow)
    self.clock = clock
    service = RideService(configuration: configuration, clock: clock)
    var dispatcher = IntentDispatcher(
      configuration: .init(idempotencyStore: idempotencyStore)
    )
    dispatcher.registerHandlers(of: service)
    self.dispatcher = dispatcher
    engine = ConversationEngine(dispatcher: dispatcher, configuration: .init(now: { clock.now }))
  }

  /// The service's known place with a name.
  func place(_ name: String) -> Placemark {
    guard let place = service.configuration.places.places.first(where: { $0.name == name }) else {
      preconditionFailure("No sample place named \(name)")
    }
    return place
  }

  /// Books a ride through the service.
  @discardableResult
  func book(
    from pickup: String = "Apple Park",
    to dropOff: String = "Cupertino",
    option: String = "Small car",
    partySize: Int = 1,
    identifier: String = "booking-1"
  ) async throws -> RideStatus {
    try await service.requestRide(
      RideRequest(
        identifier: identifier,
        pickupLocation: place(pickup),
        dropOffLocation: place(dropOff),
        rideOptionName: option,
        partySize: partySize
      )
    )
  }
}
