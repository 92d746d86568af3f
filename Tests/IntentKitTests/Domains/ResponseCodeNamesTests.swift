import IntentKit
import XCTest

/// SiriKit's `IN…IntentResponseCode` names, minus the prefix, are the nested `Code` types.
final class ResponseCodeNamesTests: XCTestCase {
  func testSiriKitNames_areTheNestedCodeTypes() {
    XCTAssertTrue(SendPaymentIntentResponseCode.self == SendPaymentIntentResponse.Code.self)
    XCTAssertTrue(RequestPaymentIntentResponseCode.self == RequestPaymentIntentResponse.Code.self)
    XCTAssertTrue(
      SearchForAccountsIntentResponseCode.self == SearchForAccountsIntentResponse.Code.self
    )
    XCTAssertTrue(TransferMoneyIntentResponseCode.self == TransferMoneyIntentResponse.Code.self)
    XCTAssertTrue(PayBillIntentResponseCode.self == PayBillIntentResponse.Code.self)
    XCTAssertTrue(SearchForBillsIntentResponseCode.self == SearchForBillsIntentResponse.Code.self)
    XCTAssertTrue(RequestRideIntentResponseCode.self == RequestRideIntentResponse.Code.self)
    XCTAssertTrue(ListRideOptionsIntentResponseCode.self == ListRideOptionsIntentResponse.Code.self)
    XCTAssertTrue(GetRideStatusIntentResponseCode.self == GetRideStatusIntentResponse.Code.self)
    XCTAssertTrue(CancelRideIntentResponseCode.self == CancelRideIntentResponse.Code.self)
    XCTAssertTrue(
      SendRideFeedbackIntentResponseCode.self == SendRideFeedbackIntentResponse.Code.self
    )
  }

  func testSiriKitNames_declareACodeAsSiriKitCodeDoes() {
    let responseCode: RequestRideIntentResponseCode
    responseCode = .failureRequiringAppLaunchNoServiceInArea

    let response = RequestRideIntentResponse(code: responseCode, userActivity: nil)

    XCTAssertEqual(response.code.rawValue, 7, "INRequestRideIntentResponseCode's raw value")
  }
}
