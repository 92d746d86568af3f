import Foundation
import IntentKit
import IntentKitTesting
import XCTest

/// "What's the status of my ride?" at each phase of the Apple Park → Cupertino Small car.
final class GetRideStatusConversationTests: XCTestCase {
  private let world = RideWorld()

  private func statusText() async throws -> String? {
    try await world.engine.start(GetRideStatusIntent()).assistantText
  }

  func testStatus_isSpokenForEveryPhase() async throws {
    let none = try await statusText()
    try await world.book()
    var spoken: [String?] = []
    // Pickup at 290 s, boarding at 350 s, drop-off at 595 s; times round up to whole minutes.
    for second in [0, 20, 200, 300, 400, 600] {
      await world.clock.advance(to: .testNow.addingTimeInterval(TimeInterval(second)))
      spoken.append(try await statusText())
    }

    XCTAssertEqual(none, "You don't have a ride right now.")
    XCTAssertEqual(
      spoken,
      [
        "Your request for a Small car was received; pickup in 5 minutes.",
        "John Appleseed is coming in a Toyota Prius (7ABC123); pickup in 5 minutes.",
        "John Appleseed is almost there; pickup in 2 minutes.",
        "John Appleseed is waiting for you at Apple Park.",
        "You're on your way to Cupertino; arriving in 4 minutes.",
        "Your ride to Cupertino is complete. The fare was $7.00.",
      ]
    )
  }

  func testStatus_afterCancelling_saysSoInEachLanguage() async throws {
    let booked = try await world.book()
    _ = try await world.service.cancelRide(booked.rideIdentifier ?? "", requestIdentifier: "c-1")

    let english = try await statusText()
    let japanese = try await world.engine.start(GetRideStatusIntent(), language: .japanese)
    let korean = try await world.engine.start(GetRideStatusIntent(), language: .korean)

    XCTAssertEqual(english, "Your ride was cancelled.")
    XCTAssertEqual(japanese.assistantText, "乗車はキャンセルされました。")
    XCTAssertEqual(korean.assistantText, "탑승이 취소되었습니다.")
  }
}
