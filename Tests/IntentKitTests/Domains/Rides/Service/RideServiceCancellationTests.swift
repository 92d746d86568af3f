import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class RideServiceCancellationTests: XCTestCase {
  private let world = RideWorld()

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

  /// Books Apple Park → Cupertino: pickup at 290 s, boarding at 350 s, drop-off at 595 s.
  private func bookedRide() async throws -> String {
    let booked = try await world.book()
    return try XCTUnwrap(booked.rideIdentifier)
  }

  // MARK: - Cancelling

  func testCancellationTerms_beforeThePickup_areFreeUntilTheVehicleArrives() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(200))

    let terms = try await world.service.cancellationTerms(forRide: ride)

    XCTAssertEqual(
      terms,
      RideCancellation(fee: nil, feeThreshold: .testNow.addingTimeInterval(290))
    )
  }

  func testCancelRide_beforeThePickup_isFreeAndEndsTheRide() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(100))

    let cancellation = try await world.service.cancelRide(ride, requestIdentifier: "cancel-1")
    let status = try await world.service.status(ofRide: ride)

    XCTAssertNil(cancellation.fee)
    XCTAssertEqual(status.phase, .completed)
    XCTAssertEqual(status.completionStatus, .canceledByUser())
    await world.clock.advance(by: .seconds(1_000))
    let later = try await world.service.status(ofRide: ride)
    XCTAssertEqual(later.vehicle?.location, status.vehicle?.location, "the vehicle stopped")
  }

  func testCancelRide_afterThePickupStarted_chargesTheOptionsCancellationFee() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(300))

    let terms = try await world.service.cancellationTerms(forRide: ride)
    let cancellation = try await world.service.cancelRide(ride, requestIdentifier: "cancel-1")
    let status = try await world.service.status(ofRide: ride)

    XCTAssertEqual(terms.fee, .usd(5_00))
    XCTAssertNil(terms.feeThreshold)
    XCTAssertEqual(cancellation.fee, .usd(5_00))
    XCTAssertEqual(status.completionStatus, .canceledByUser(settledFee: .usd(5_00)))
  }

  func testCancelRide_sameRequestTwice_cancelsOnceAndAnotherRequestIsRefused() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(300))
    let first = try await world.service.cancelRide(ride, requestIdentifier: "cancel-1")

    let again = try await world.service.cancelRide(ride, requestIdentifier: "cancel-1")

    XCTAssertEqual(again, first)
    await assertError(.rideNotCancellable) {
      try await self.world.service.cancelRide(ride, requestIdentifier: "cancel-2")
    }
    await assertError(.requestConflict) {
      try await self.world.service.cancelRide("ride-other", requestIdentifier: "cancel-1")
    }
  }

  func testCancellationTermsForARequest_afterItCancelledTheRide_areTheCancellationItMade()
    async throws
  {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(300))
    let cancellation = try await world.service.cancelRide(ride, requestIdentifier: "cancel-1")

    let again = try await world.service.cancellationTerms(
      forRide: ride,
      requestIdentifier: "cancel-1"
    )

    XCTAssertEqual(again, cancellation)
    await assertError(.rideNotCancellable) {
      try await self.world.service.cancellationTerms(forRide: ride, requestIdentifier: "cancel-2")
    }
    await assertError(.requestConflict) {
      try await self.world.service.cancellationTerms(
        forRide: "ride-other",
        requestIdentifier: "cancel-1"
      )
    }
  }

  func testCancelRide_underWayCompletedOrUnknown_isRefusedAndChangesNothing() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(400))

    await assertError(.rideNotCancellable) {
      try await self.world.service.cancellationTerms(forRide: ride)
    }
    await assertError(.rideNotCancellable) {
      try await self.world.service.cancelRide(ride, requestIdentifier: "cancel-1")
    }
    await assertError(.unknownRide) {
      try await self.world.service.cancelRide(
        "ride-0000000000000000",
        requestIdentifier: "cancel-2"
      )
    }
    await world.clock.advance(by: .seconds(400))
    let status = try await world.service.status(ofRide: ride)
    XCTAssertEqual(status.completionStatus?.isCompleted, true)
    await assertError(.rideNotCancellable) {
      try await self.world.service.cancellationTerms(forRide: ride)
    }
  }

  // MARK: - Feedback

  func testSendFeedback_completedRide_recordsRatingAndTipOnce() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(600))

    let feedback = try await world.service.sendFeedback(
      forRide: ride,
      rating: 9,
      tip: .usd(1_40),
      requestIdentifier: "feedback-1"
    )
    let again = try await world.service.sendFeedback(
      forRide: ride,
      rating: 9,
      tip: .usd(1_40),
      requestIdentifier: "feedback-1"
    )
    let status = try await world.service.status(ofRide: ride)

    XCTAssertEqual(feedback, RideFeedback(rating: 9, tip: .usd(1_40)))
    XCTAssertEqual(again, feedback)
    let recorded = await world.service.feedback(forRide: ride)
    XCTAssertEqual(recorded, feedback)
    XCTAssertEqual(status.completionStatus?.feedbackType, [])
    XCTAssertNil(status.completionStatus?.defaultTippingOptions)
    await assertError(.feedbackAlreadySent) {
      try await self.world.service.sendFeedback(
        forRide: ride,
        rating: 3,
        tip: nil,
        requestIdentifier: "feedback-2"
      )
    }
    await assertError(.requestConflict) {
      try await self.world.service.sendFeedback(
        forRide: ride,
        rating: 10,
        tip: nil,
        requestIdentifier: "feedback-1"
      )
    }
  }

  func testSendFeedback_badInput_throwsAndRecordsNothing() async throws {
    let ride = try await bookedRide()
    await world.clock.advance(by: .seconds(600))
    let cases: [(RideError.Code, String, Int?, CurrencyAmount?)] = [
      (.invalidRating, ride, 11, nil),
      (.invalidRating, ride, -1, nil),
      (.invalidRating, ride, nil, nil),
      (.invalidTip, ride, 8, .usd(-1)),
      (.invalidTip, ride, nil, .eur(2_00)),
      (.unknownRide, "ride-unknown", 8, nil),
    ]

    for (code, identifier, rating, tip) in cases {
      await assertError(code) {
        try await self.world.service.sendFeedback(
          forRide: identifier,
          rating: rating,
          tip: tip,
          requestIdentifier: "feedback-\(code)"
        )
      }
    }
    let recorded = await world.service.feedback(forRide: ride)
    XCTAssertNil(recorded)
  }

  func testSendFeedback_rideNotCompletedOrCancelled_isRefused() async throws {
    let ride = try await bookedRide()

    await assertError(.rideNotCompleted) {
      try await self.world.service.checkFeedback(
        forRide: ride,
        rating: 8,
        tip: nil,
        requestIdentifier: "feedback-1"
      )
    }
    _ = try await world.service.cancelRide(ride, requestIdentifier: "cancel-1")
    await assertError(.rideNotCompleted) {
      try await self.world.service.sendFeedback(
        forRide: ride,
        rating: 8,
        tip: .usd(0),
        requestIdentifier: "feedback-1"
      )
    }
  }
}
