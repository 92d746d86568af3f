import IntentKit
import XCTest

final class RideResponseCodeTests: XCTestCase {
  private func names<Code: IntentResponseCode>(_ type: Code.Type) -> [String] {
    Code.allCases.sorted { $0.rawValue < $1.rawValue }.map(\.name)
  }

  func testRequestRideCodes_matchSiriKitNamesAndRawValues() {
    typealias Code = RequestRideIntentResponse.Code

    XCTAssertEqual(
      names(Code.self),
      [
        "unspecified", "ready", "inProgress", "success", "failure", "failureRequiringAppLaunch",
        "failureRequiringAppLaunchMustVerifyCredentials",
        "failureRequiringAppLaunchNoServiceInArea",
        "failureRequiringAppLaunchServiceTemporarilyUnavailable",
        "failureRequiringAppLaunchPreviousRideNeedsCompletion",
        "failureRequiringAppLaunchRideScheduledTooFar",
      ]
    )
    XCTAssertEqual(Code.allCases.map(\.rawValue), Array(0...10))
    XCTAssertEqual(Code.failureRequiringAppLaunchNoServiceInArea.rawValue, 7)
    XCTAssertEqual(
      Code.failureRequiringAppLaunchNoServiceInArea.handlingStatus,
      .deferredToApplication
    )
    // `inProgress` is deprecated, as in SiriKit; its raw value still reads.
    XCTAssertEqual(Code(rawValue: 2)?.handlingStatus, .inProgress)
    XCTAssertEqual(Code(name: "inProgress")?.rawValue, 2)
  }

  func testListRideOptionsCodes_matchSiriKitNamesAndRawValues() {
    typealias Code = ListRideOptionsIntentResponse.Code

    XCTAssertEqual(Code.allCases.map(\.rawValue), Array(0...10))
    XCTAssertEqual(Code.failureRequiringAppLaunchPreviousRideNeedsCompletion.rawValue, 9)
    XCTAssertEqual(Code.failurePreviousRideNeedsFeedback.rawValue, 10)
    XCTAssertEqual(Code.failurePreviousRideNeedsFeedback.handlingStatus, .failure)
    XCTAssertEqual(names(Code.self).last, "failurePreviousRideNeedsFeedback")
  }

  func testGetRideStatusCodes_matchSiriKitNamesAndRawValues() {
    typealias Code = GetRideStatusIntentResponse.Code

    XCTAssertEqual(
      names(Code.self),
      [
        "unspecified", "ready", "inProgress", "success", "failure", "failureRequiringAppLaunch",
        "failureRequiringAppLaunchMustVerifyCredentials",
        "failureRequiringAppLaunchServiceTemporarilyUnavailable",
      ]
    )
    XCTAssertEqual(Code.allCases.map(\.rawValue), Array(0...7))
  }

  func testCancelAndFeedbackCodes_haveNoInProgressAndMatchSiriKit() {
    XCTAssertEqual(
      names(CancelRideIntentResponse.Code.self),
      ["unspecified", "ready", "success", "failure"]
    )
    XCTAssertEqual(CancelRideIntentResponse.Code.success.rawValue, 2)
    XCTAssertEqual(
      names(SendRideFeedbackIntentResponse.Code.self),
      ["unspecified", "ready", "success", "failure"]
    )
    XCTAssertEqual(SendRideFeedbackIntentResponse.Code.failure.rawValue, 3)
  }

  func testRideIntents_lifecycleFlags() {
    XCTAssertTrue(RequestRideIntent.requiresFinalConfirmation)
    XCTAssertFalse(RequestRideIntent.requiresUnlockedDevice)
    XCTAssertTrue(CancelRideIntent.requiresFinalConfirmation)
    XCTAssertTrue(SendRideFeedbackIntent.requiresFinalConfirmation)
    XCTAssertFalse(ListRideOptionsIntent.requiresFinalConfirmation)
    XCTAssertFalse(GetRideStatusIntent.requiresFinalConfirmation)
    XCTAssertEqual(
      RequestRideIntent.parameters.map(\.name),
      [
        "pickupLocation", "dropOffLocation", "rideOptionName", "partySize", "paymentMethod",
        "scheduledPickupTime",
      ]
    )
    XCTAssertEqual(
      ListRideOptionsIntent.parameters.map(\.name),
      ["pickupLocation", "dropOffLocation"]
    )
    XCTAssertTrue(GetRideStatusIntent.parameters.isEmpty)
  }
}
