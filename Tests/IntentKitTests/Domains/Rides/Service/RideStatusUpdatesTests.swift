import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class RideStatusUpdatesTests: XCTestCase {
  private let world = RideWorld()
  private var handler: GetRideStatusHandler { GetRideStatusHandler(service: world.service) }

  /// Yields until the condition holds, for work that other tasks finish on the clock's signal.
  private func eventually(_ condition: () async -> Bool) async -> Bool {
    for _ in 0..<100_000 {
      if await condition() { return true }
      await Task.yield()
    }
    return false
  }

  func testStartSendingUpdates_followsTheRideThroughEveryPhase_atLeastEvery20Seconds() async throws
  {
    // Apple Park → Cupertino: confirmed at 15 s, approaching at 170 s, pickup at 290 s,
    // ongoing at 350 s, completed at 595 s.
    let phaseChanges: [TimeInterval] = [15, 170, 290, 350, 595]
    let booked = try await world.book()
    let ride = try XCTUnwrap(booked.rideIdentifier)
    var updates = await handler.startSendingUpdates(for: GetRideStatusIntent(identifier: "s-1"))
      .makeAsyncIterator()
    var phases: [RidePhase] = []
    var times: [TimeInterval] = []
    var last: TimeInterval = 0

    while true {
      let next = await updates.next()
      let update = try XCTUnwrap(next)
      let now = world.clock.now.timeIntervalSince(.testNow)
      let current = try await world.service.status(ofRide: ride)
      XCTAssertEqual(update.code, .success)
      XCTAssertEqual(update.rideStatus, current, "an update is the status at the moment it is sent")
      phases.append(current.phase)
      times.append(now)
      if current.phase == .completed { break }
      last = now
      let deadline = min(last + 20, phaseChanges.first { $0 > last } ?? last + 20)
      await world.clock.advance(to: Date.testNow.addingTimeInterval(deadline))
    }
    let ending = await updates.next()
    let end = await updates.next()

    XCTAssertEqual(
      phases.reduce(into: [RidePhase]()) { if $0.last != $1 { $0.append($1) } },
      [.received, .confirmed, .approachingPickup, .pickup, .ongoing, .completed]
    )
    XCTAssertTrue(zip(times, times.dropFirst()).allSatisfy { $1 - $0 <= 20 })
    XCTAssertEqual(Set(phaseChanges).subtracting(times), [], "an update at every phase change")
    // 0, 15, 35 … 155 (9); 170 … 270 (6); 290, 310, 330 (3); 350 … 590 (13); 595 (1).
    XCTAssertEqual(times.count, 32)
    XCTAssertNotNil(ending, "after the final status, a response without one")
    XCTAssertNil(ending?.rideStatus)
    XCTAssertNil(end, "the stream finishes")
    let streams = await world.service.updateStreamCount
    XCTAssertEqual(streams, 0)
  }

  func testStartSendingUpdates_cancelledRide_sendsTheCancellationAndFinishes() async throws {
    let booked = try await world.book()
    let ride = try XCTUnwrap(booked.rideIdentifier)
    var updates = await handler.startSendingUpdates(for: GetRideStatusIntent(identifier: "s-1"))
      .makeAsyncIterator()
    let first = await updates.next()

    _ = try await world.service.cancelRide(ride, requestIdentifier: "cancel-1")
    let cancelled = await updates.next()
    let ending = await updates.next()
    let end = await updates.next()

    XCTAssertEqual(first?.rideStatus?.phase, .received)
    XCTAssertEqual(cancelled?.rideStatus?.phase, .completed)
    XCTAssertEqual(cancelled?.rideStatus?.completionStatus, .canceledByUser())
    XCTAssertNotNil(ending)
    XCTAssertNil(ending?.rideStatus)
    XCTAssertNil(end)
    let idle = await eventually { self.world.clock.sleeperCount == 0 }
    XCTAssertTrue(idle, "the stream's timer stopped")
  }

  func testStartSendingUpdates_noActiveRide_sendsNoStatusAndFinishes() async {
    let responses = await handler.startSendingUpdates(for: GetRideStatusIntent())
    var received: [GetRideStatusIntentResponse] = []

    for await response in responses { received.append(response) }

    XCTAssertEqual(received, [GetRideStatusIntentResponse(code: .success)])
  }

  func testStopSendingUpdates_finishesTheStreamAndItsTimer() async throws {
    try await world.book()
    let intent = GetRideStatusIntent(identifier: "s-1")
    var updates = await handler.startSendingUpdates(for: intent).makeAsyncIterator()
    _ = await updates.next()
    let sleeping = await eventually { self.world.clock.sleeperCount == 1 }

    await handler.stopSendingUpdates(for: intent)
    let end = await updates.next()

    XCTAssertTrue(sleeping)
    XCTAssertNil(end)
    let idle = await eventually { self.world.clock.sleeperCount == 0 }
    XCTAssertTrue(idle)
    let streams = await world.service.updateStreamCount
    XCTAssertEqual(streams, 0)
  }

  func testStartSendingUpdates_sameIdentifierAgain_replacesTheEarlierStream() async throws {
    try await world.book()
    let intent = GetRideStatusIntent(identifier: "s-1")
    var first = await handler.startSendingUpdates(for: intent).makeAsyncIterator()
    _ = await first.next()

    var second = await handler.startSendingUpdates(for: intent).makeAsyncIterator()
    let replaced = await first.next()
    let current = await second.next()

    XCTAssertNil(replaced)
    XCTAssertEqual(current?.rideStatus?.phase, .received)
    let streams = await world.service.updateStreamCount
    XCTAssertEqual(streams, 1)
  }

  func testDroppingTheStream_stopsItsTimer() async throws {
    try await world.book()
    var updates: AsyncStream<GetRideStatusIntentResponse>? = await handler.startSendingUpdates(
      for: GetRideStatusIntent()
    )
    let running = await eventually { self.world.clock.sleeperCount == 1 }

    updates = nil

    XCTAssertTrue(running)
    XCTAssertNil(updates)
    let idle = await eventually {
      let streams = await self.world.service.updateStreamCount
      return self.world.clock.sleeperCount == 0 && streams == 0
    }
    XCTAssertTrue(idle)
  }

  func testHandle_reportsTheCurrentRideOrNone() async throws {
    let none = try await handler.handle(intent: GetRideStatusIntent())
    let booked = try await world.book()
    await world.clock.advance(by: .seconds(300))
    let waiting = try await handler.handle(intent: GetRideStatusIntent())

    XCTAssertEqual(none, GetRideStatusIntentResponse(code: .success))
    XCTAssertEqual(waiting.rideStatus?.rideIdentifier, booked.rideIdentifier)
    XCTAssertEqual(waiting.rideStatus?.phase, .pickup)
  }
}
