import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Implements only handle for requesting a ride.
private struct HandleOnlyRequestRide: RequestRideIntentHandling {
  let handled = HandledIntents<RequestRideIntent>()

  func handle(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
    handled.append(intent)
    return RequestRideIntentResponse(code: .success)
  }
}

/// Implements only handle for listing ride options.
private struct HandleOnlyListRideOptions: ListRideOptionsIntentHandling {
  let handled = HandledIntents<ListRideOptionsIntent>()

  func handle(intent: ListRideOptionsIntent) async throws -> ListRideOptionsIntentResponse {
    handled.append(intent)
    return ListRideOptionsIntentResponse(code: .success)
  }
}

/// Implements handle for a ride's status, and the update stream SiriKit also requires (it has
/// no default), which sends nothing.
private struct HandleOnlyGetRideStatus: GetRideStatusIntentHandling {
  let handled = HandledIntents<GetRideStatusIntent>()

  func handle(intent: GetRideStatusIntent) async throws -> GetRideStatusIntentResponse {
    handled.append(intent)
    return GetRideStatusIntentResponse(code: .success)
  }

  func startSendingUpdates(
    for intent: GetRideStatusIntent
  ) async -> AsyncStream<GetRideStatusIntentResponse> {
    AsyncStream { $0.finish() }
  }

  func stopSendingUpdates(for intent: GetRideStatusIntent) async {}
}

/// Implements only handle for cancelling a ride, under SiriKit's label.
private struct HandleOnlyCancelRide: CancelRideIntentHandling {
  let handled = HandledIntents<CancelRideIntent>()

  func handle(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    handled.append(intent)
    return CancelRideIntentResponse(code: .success)
  }
}

/// Implements handle for cancelling a ride, and confirm in SiriKit's completion-handler shape.
private struct ConfirmingCancelRide: CancelRideIntentHandling {
  let handled = HandledIntents<CancelRideIntent>()

  func confirm(
    cancelRide intent: CancelRideIntent,
    completion: @escaping (CancelRideIntentResponse) -> Void
  ) {
    completion(CancelRideIntentResponse(code: .ready))
  }

  func handle(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    handled.append(intent)
    return CancelRideIntentResponse(code: .success)
  }
}

/// Implements only handle for rating a ride, under SiriKit's label.
private struct HandleOnlySendRideFeedback: SendRideFeedbackIntentHandling {
  let handled = HandledIntents<SendRideFeedbackIntent>()

  func handle(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    handled.append(intent)
    return SendRideFeedbackIntentResponse(code: .success)
  }
}

/// Implements handle for rating a ride, and confirm in SiriKit's completion-handler shape.
private struct ConfirmingSendRideFeedback: SendRideFeedbackIntentHandling {
  let handled = HandledIntents<SendRideFeedbackIntent>()

  func confirm(
    sendRideFeedback intent: SendRideFeedbackIntent,
    completion: @escaping (SendRideFeedbackIntentResponse) -> Void
  ) {
    completion(SendRideFeedbackIntentResponse(code: .ready))
  }

  func handle(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    handled.append(intent)
    return SendRideFeedbackIntentResponse(code: .success)
  }
}

/// SiriKit's defaults for the five ride intents.
///
/// A handler that implements only handle has every value it is given accepted as given and is asked
/// nothing when none is given; confirm answers `ready`, except for cancelling a ride and sending
/// feedback, where SiriKit requires a confirm method and the default refuses, so handle never runs.
final class RidesSiriKitDefaultsTests: XCTestCase {
  private let ferryBuilding = Placemark(name: "Ferry Building", locality: "San Francisco")
  private let sfo = Placemark(name: "SFO", locality: "San Francisco")

  func testRequestRide_handleOnly_acceptsEveryValueAsGiven() async throws {
    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlyRequestRide()
        return (handler, handler.handled)
      },
      everyParameter: RequestRideIntent(
        pickupLocation: ferryBuilding,
        dropOffLocation: sfo,
        rideOptionName: "Pool",
        partySize: 2,
        paymentMethod: PaymentMethod(type: .credit, name: "Visa"),
        scheduledPickupTime: DateComponentsRange(
          start: DateComponents(year: 2026, month: 12, day: 1, hour: 8)
        )
      ),
      noParameter: RequestRideIntent()
    )
  }

  func testListRideOptions_handleOnly_acceptsEveryValueAsGiven() async throws {
    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlyListRideOptions()
        return (handler, handler.handled)
      },
      everyParameter: ListRideOptionsIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo),
      noParameter: ListRideOptionsIntent()
    )
  }

  func testGetRideStatus_handleOnly_hasNoParametersAndHandles() async throws {
    XCTAssertEqual(GetRideStatusIntent.parameters.map(\.name), [], "nothing to resolve")

    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlyGetRideStatus()
        return (handler, handler.handled)
      },
      everyParameter: GetRideStatusIntent(identifier: "status-1"),
      noParameter: GetRideStatusIntent(identifier: "status-2")
    )
  }

  func testCancelRide_handleOnly_defaultConfirmRefusesAndHandleNeverRuns() async throws {
    XCTAssertEqual(CancelRideIntent.parameters.map(\.name), [], "nothing to resolve")

    try await assertSiriKitDefaultsRefuseAtConfirm(
      {
        let handler = HandleOnlyCancelRide()
        return (handler, handler.handled)
      },
      intents: [CancelRideIntent(rideIdentifier: "ride-1")]
    )
  }

  func testCancelRide_completionShapedConfirm_isCalledAndHandleRuns() async throws {
    let handler = ConfirmingCancelRide()
    let intent = CancelRideIntent(rideIdentifier: "ride-1")

    let outcome = try await IntentDispatcher.with(handler).dispatch(intent)

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(handler.handled.values, [intent])
  }

  func testSendRideFeedback_handleOnly_defaultConfirmRefusesAndHandleNeverRuns() async throws {
    try await assertSiriKitDefaultsRefuseAtConfirm(
      {
        let handler = HandleOnlySendRideFeedback()
        return (handler, handler.handled)
      },
      intents: [
        SendRideFeedbackIntent(rideIdentifier: "ride-1", rating: 5, tip: .usd(3_00)),
        SendRideFeedbackIntent(rideIdentifier: "ride-2"),
      ]
    )
  }

  func testSendRideFeedback_completionShapedConfirm_isCalledAndHandleRuns() async throws {
    let handler = ConfirmingSendRideFeedback()
    let intent = SendRideFeedbackIntent(rideIdentifier: "ride-1", rating: 5, tip: .usd(3_00))

    let outcome = try await IntentDispatcher.with(handler).dispatch(intent)

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(outcome.intent, intent, "rating and tip are kept as given")
    XCTAssertEqual(handler.handled.values, [intent])
  }
}
