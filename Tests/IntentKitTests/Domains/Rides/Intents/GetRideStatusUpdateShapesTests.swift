import IntentKit
import XCTest

/// A handler written in SiriKit's shape: it sends updates to an observer.
private struct ObserverShapedStatusHandler: GetRideStatusIntentHandling {
  let phases: [RidePhase]

  func handle(intent: GetRideStatusIntent) async throws -> GetRideStatusIntentResponse {
    GetRideStatusIntentResponse(code: .success)
  }

  func startSendingUpdates(
    for intent: GetRideStatusIntent,
    to observer: any GetRideStatusIntentResponseObserver
  ) {
    for phase in phases {
      var response = GetRideStatusIntentResponse(code: .success)
      response.rideStatus = RideStatus(rideIdentifier: "ride-1", phase: phase)
      observer.didUpdate(getRideStatus: response)
    }
    observer.didUpdate(getRideStatus: GetRideStatusIntentResponse(code: .success))
  }

  func stopSendingUpdates(for intent: GetRideStatusIntent) async {}
}

/// A handler that implements neither shape of updates.
private struct UpdatelessStatusHandler: GetRideStatusIntentHandling {
  func handle(intent: GetRideStatusIntent) async throws -> GetRideStatusIntentResponse {
    GetRideStatusIntentResponse(code: .success)
  }

  func stopSendingUpdates(for intent: GetRideStatusIntent) async {}
}

/// An observer that records what it is sent.
private final class RecordingObserver: GetRideStatusIntentResponseObserver {
  let updates = TestLock<[GetRideStatusIntentResponse]>([])

  func didUpdate(getRideStatus response: GetRideStatusIntentResponse) {
    updates.withLock { $0.append(response) }
  }

  /// Waits until `count` updates have arrived, yielding to the tasks that send them.
  func waitForUpdates(_ count: Int) async -> [GetRideStatusIntentResponse] {
    for _ in 0..<100_000 {
      let received = updates.withLock { $0 }
      if received.count >= count { return received }
      await Task.yield()
    }
    return updates.withLock { $0 }
  }
}

final class GetRideStatusUpdateShapesTests: XCTestCase {
  func testObserverShapedHandler_isStreamedThroughTheStreamShape_andTheStreamFinishes() async {
    let handler = ObserverShapedStatusHandler(phases: [.received, .confirmed, .completed])

    var phases: [RidePhase?] = []
    for await update in await handler.startSendingUpdates(for: GetRideStatusIntent()) {
      phases.append(update.rideStatus?.phase)
    }

    XCTAssertEqual(phases, [.received, .confirmed, .completed, nil])
  }

  func testStreamShapedHandler_sendsItsUpdatesToAnObserver() async throws {
    let world = RideWorld()
    let handler = GetRideStatusHandler(service: world.service)
    let booked = try await world.book()
    let ride = try XCTUnwrap(booked.rideIdentifier)
    let observer = RecordingObserver()

    handler.startSendingUpdates(for: GetRideStatusIntent(identifier: "obs-1"), to: observer)
    let updates = await observer.waitForUpdates(1)
    let current = try await world.service.status(ofRide: ride)

    XCTAssertEqual(updates.first?.code, .success)
    XCTAssertEqual(updates.first?.rideStatus, current, "the stream's first update, observed")
    await handler.stopSendingUpdates(for: GetRideStatusIntent(identifier: "obs-1"))
  }

  func testStreamShapedHandler_withNoActiveRide_sendsOneResponseWithoutAStatus() async {
    let handler = GetRideStatusHandler(service: RideWorld().service)
    let observer = RecordingObserver()

    handler.startSendingUpdates(for: GetRideStatusIntent(), to: observer)
    let updates = await observer.waitForUpdates(1)

    XCTAssertEqual(updates.map(\.code), [.success])
    XCTAssertNil(updates.first?.rideStatus)
  }

  func testHandlerWithNeitherShape_sendsOneFailure_andStops() async {
    let handler = UpdatelessStatusHandler()
    let observer = RecordingObserver()

    var streamed: [GetRideStatusIntentResponse] = []
    for await update in await handler.startSendingUpdates(for: GetRideStatusIntent()) {
      streamed.append(update)
    }
    handler.startSendingUpdates(for: GetRideStatusIntent(), to: observer)
    let observed = await observer.waitForUpdates(1)

    XCTAssertEqual(streamed.map(\.code), [.failure])
    XCTAssertNil(streamed.first?.rideStatus)
    XCTAssertEqual(observed.map(\.code), [.failure])
  }
}
