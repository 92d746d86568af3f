import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class SendRideFeedbackConversationTests: XCTestCase {
  private let world = RideWorld()

  /// Books Apple Park → Cupertino and lets it complete (drop-off at 595 s).
  private func completedRide() async throws -> String {
    let booked = try await world.book()
    await world.clock.advance(by: .seconds(600))
    return try XCTUnwrap(booked.rideIdentifier)
  }

  func testFeedback_ratingAndTip_isReadBackAndSent() async throws {
    let ride = try await completedRide()

    let conversation = try await playConversation(
      SendRideFeedbackIntent(identifier: "f-1", rideIdentifier: ride, rating: 9, tip: .usd(3_00)),
      saying: "Rate my ride 9 and tip $3",
      replies: ["yes"],
      with: world.engine
    )

    assertTranscript(
      conversation,
      """
      User: Rate my ride 9 and tip $3
      Assistant: Send a rating of 9 out of 10 and a $3.00 tip for your ride?
      User: yes
      Assistant: Thanks! I've sent a rating of 9 out of 10 and a $3.00 tip.
      """
    )
    let feedback = await world.service.feedback(forRide: ride)
    XCTAssertEqual(feedback, RideFeedback(rating: 9, tip: .usd(3_00)))
  }

  func testFeedback_ratingOnlyOrTipOnly_isPhrasedForWhatIsGiven() async throws {
    let ride = try await completedRide()

    var rating = ConversationScript<SendRideFeedbackIntent>(engine: world.engine)
    try await rating.start(SendRideFeedbackIntent(rideIdentifier: ride, rating: 10))
    var tip = ConversationScript<SendRideFeedbackIntent>(engine: world.engine)
    try await tip.start(
      SendRideFeedbackIntent(rideIdentifier: ride, tip: .usd(2_00)),
      language: .korean
    )

    rating.assertAsksFinalConfirmation("Send a rating of 10 out of 10 for your ride?")
    tip.assertAsksFinalConfirmation("$2.00 팁을 보낼까요?")
  }

  func testFeedback_badRatingOrTip_failsAndRecordsNothing() async throws {
    let ride = try await completedRide()
    let intents = [
      SendRideFeedbackIntent(rideIdentifier: ride, rating: 11),
      SendRideFeedbackIntent(rideIdentifier: ride, rating: -1),
      SendRideFeedbackIntent(rideIdentifier: ride, rating: 8, tip: .usd(-50)),
      SendRideFeedbackIntent(rideIdentifier: ride, tip: .jpy(300)),
      SendRideFeedbackIntent(rideIdentifier: "ride-unknown", rating: 8),
    ]

    for intent in intents {
      let conversation = try await world.engine.start(intent)

      XCTAssertEqual(conversation.response?.code, .failure, "\(intent)")
      XCTAssertEqual(conversation.assistantText, "Sorry, I couldn't send that feedback.")
    }
    let feedback = await world.service.feedback(forRide: ride)
    XCTAssertNil(feedback)
  }

  func testFeedback_beforeTheRideIsCompleted_fails() async throws {
    let booked = try await world.book()

    let conversation = try await world.engine.start(
      SendRideFeedbackIntent(rideIdentifier: booked.rideIdentifier ?? "", rating: 7)
    )

    XCTAssertEqual(conversation.response?.code, .failure)
  }
}
