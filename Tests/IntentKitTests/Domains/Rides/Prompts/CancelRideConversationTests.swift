import Foundation
import IntentKit
import IntentKitTesting
import XCTest

/// Cancelling the Apple Park → Cupertino Small car: the vehicle reaches the pickup at 290 s,
/// the passenger boards at 350 s.
final class CancelRideConversationTests: XCTestCase {
  private let world = RideWorld()

  private func bookedRide() async throws -> String {
    let booked = try await world.book()
    return try XCTUnwrap(booked.rideIdentifier)
  }

  func testCancelBeforePickup_isFree() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(100))

    let conversation = try await playConversation(
      CancelRideIntent(identifier: "c-1", rideIdentifier: ride),
      saying: "Cancel my ride",
      replies: ["yes"],
      with: world.engine
    )

    assertTranscript(
      conversation,
      """
      User: Cancel my ride
      Assistant: Cancel your ride? There's no charge to cancel now.
      User: yes
      Assistant: Your ride is cancelled. You weren't charged.
      """
    )
    let status = try await world.service.status(ofRide: ride)
    XCTAssertEqual(status.completionStatus, .canceledByUser())
  }

  func testCancelAfterPickupStarted_chargesTheCancellationFee() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(300))

    let conversation = try await playConversation(
      CancelRideIntent(identifier: "c-1", rideIdentifier: ride),
      saying: "Cancel my ride",
      replies: ["yes"],
      with: world.engine
    )

    assertTranscript(
      conversation,
      """
      User: Cancel my ride
      Assistant: Cancel your ride? Cancelling now costs $5.00.
      User: yes
      Assistant: Your ride is cancelled. You were charged a $5.00 cancellation fee.
      """
    )
    XCTAssertEqual(conversation.response?.cancellationFee, .usd(5_00))
    let status = try await world.service.status(ofRide: ride)
    XCTAssertEqual(status.completionStatus, .canceledByUser(settledFee: .usd(5_00)))
  }

  func testConfirm_beforePickup_reportsWhenTheFeeStarts() async throws {
    let ride = try await bookedRide()

    let confirmation = try await CancelRideHandler(service: world.service).confirm(
      cancelRide: CancelRideIntent(rideIdentifier: ride)
    )

    // The vehicle reaches the pickup 290 s after 12:00:00 UTC.
    XCTAssertEqual(confirmation.code, .ready)
    XCTAssertNil(confirmation.cancellationFee)
    XCTAssertEqual(
      confirmation.cancellationFeeThreshold,
      DateComponents(year: 2026, month: 11, day: 22, hour: 12, minute: 4, second: 50)
    )
  }

  // Found by SimulationTests (seeds 94 and 357): a restored conversation runs confirm again
  // before handle, so the second delivery of the same stored "yes" confirmed a ride the first
  // had cancelled, and failed; without an idempotency store nothing replayed the first answer.
  func testFinalYes_toARestoredConversationDeliveredTwice_cancelsOnceAndEndsAlike() async throws {
    let world = RideWorld(idempotencyStore: nil)
    let booked = try await world.book()
    let ride = try XCTUnwrap(booked.rideIdentifier)
    let asked = try await world.engine.start(
      CancelRideIntent(identifier: "c-1", rideIdentifier: ride)
    )
    let stored = try StrictJSONEncoder().encode(asked)
    var first = try StrictJSONDecoder().decode(Conversation<CancelRideIntent>.self, from: stored)
    var second = try StrictJSONDecoder().decode(Conversation<CancelRideIntent>.self, from: stored)

    try await world.engine.reply("yes", to: &first)
    try await world.engine.reply("yes", to: &second)

    XCTAssertEqual(first.ending, .handled(CancelRideIntentResponse(code: .success)))
    XCTAssertEqual(second.ending, first.ending)
    let status = try await world.service.status(ofRide: ride)
    XCTAssertEqual(status.completionStatus, .canceledByUser())
  }

  func testSayingNo_keepsTheRide() async throws {
    let ride = try await bookedRide()

    let conversation = try await playConversation(
      CancelRideIntent(rideIdentifier: ride),
      replies: ["no"],
      with: world.engine
    )

    XCTAssertEqual(conversation.ending, .declined)
    let status = try await world.service.status(ofRide: ride)
    XCTAssertEqual(status.phase, .received)
  }

  func testCancelAnUnknownOrOngoingRide_fails() async throws {
    let ride = try await bookedRide()
    let unknown = try await world.engine.start(
      CancelRideIntent(rideIdentifier: "ride-0000000000000000")
    )
    await world.clock.advance(by: .seconds(400))
    let ongoing = try await world.engine.start(CancelRideIntent(rideIdentifier: ride))

    for conversation in [unknown, ongoing] {
      XCTAssertEqual(
        conversation.ending,
        .confirmationFailed(CancelRideIntentResponse(code: .failure))
      )
      XCTAssertEqual(conversation.assistantText, "Sorry, that ride can't be cancelled.")
    }
    let status = try await world.service.status(ofRide: ride)
    XCTAssertEqual(status.phase, .ongoing)
  }
}
