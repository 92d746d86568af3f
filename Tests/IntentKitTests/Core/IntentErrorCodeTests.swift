import IntentKit
import IntentKitTesting
import XCTest

final class IntentErrorCodeTests: XCTestCase {
  /// SiriKit's `INIntentErrorCode`, name and raw value, from the SDK header as the reference
  /// lists it (§6.1), in order.
  private let reference: [(String, Int)] = [
    ("interactionOperationNotSupported", 1900),
    ("donatingInteraction", 1901),
    ("deletingAllInteractions", 1902),
    ("deletingInteractionWithIdentifiers", 1903),
    ("deletingInteractionWithGroupIdentifier", 1904),
    ("intentSupportedByMultipleExtension", 2001),
    ("restrictedIntentsNotSupportedByExtension", 2002),
    ("noHandlerProvidedForIntent", 2003),
    ("invalidIntentName", 2004),
    ("noAppAvailable", 2005),
    ("requestTimedOut", 3001),
    ("missingInformation", 3002),
    ("invalidUserVocabularyFileLocation", 4000),
    ("extensionLaunchingTimeout", 5000),
    ("extensionBringUpFailed", 5001),
    ("imageGeneric", 6000),
    ("imageNoServiceAvailable", 6001),
    ("imageStorageFailed", 6002),
    ("imageLoadingFailed", 6003),
    ("imageRetrievalFailed", 6004),
    ("imageProxyLoop", 6005),
    ("imageProxyInvalid", 6006),
    ("imageProxyTimeout", 6007),
    ("imageServiceFailure", 6008),
    ("imageScalingFailed", 6009),
    ("permissionDenied", 6010),
    ("voiceShortcutCreationFailed", 7000),
    ("voiceShortcutGetFailed", 7001),
    ("voiceShortcutDeleteFailed", 7002),
    ("encodingGeneric", 8000),
    ("encodingFailed", 8001),
    ("decodingGeneric", 9000),
    ("unableToCreateAppIntentRepresentation", 10000),
    ("noAppIntent", 10001),
  ]

  func testAllCases_matchSiriKitsNamesAndRawValuesInOrder() {
    XCTAssertEqual(IntentErrorCode.allCases.map(\.name), reference.map(\.0))
    XCTAssertEqual(IntentErrorCode.allCases.map(\.rawValue), reference.map(\.1))
  }

  func testInitRawValue_namesEveryReferenceValue_andNothingBetween() {
    for (name, rawValue) in reference {
      XCTAssertEqual(IntentErrorCode(rawValue: rawValue).name, name)
    }
    for rawValue in [0, 1899, 1905, 2000, 2006, 3000, 3003, 6011, 7003, 8002, 9001, 10002] {
      XCTAssertFalse(IntentErrorCode.allCases.contains(IntentErrorCode(rawValue: rawValue)))
      XCTAssertEqual(IntentErrorCode(rawValue: rawValue).name, "unknown", "\(rawValue)")
    }
  }

  func testUnknownCode_isKeptWithItsRawValue_forCodesNewerThanIntentKit() {
    let newer = IntentErrorCode(rawValue: 10_002)

    XCTAssertEqual(newer.rawValue, 10_002)
    XCTAssertEqual(newer.description, "unknown (10002)")
    XCTAssertNotEqual(newer, .noAppIntent)
  }

  func testDescription_namesTheCodeAndItsNumber() {
    XCTAssertEqual(
      IntentErrorCode.noHandlerProvidedForIntent.description,
      "noHandlerProvidedForIntent (2003)"
    )
    XCTAssertEqual("\(IntentErrorCode.imageScalingFailed)", "imageScalingFailed (6009)")
  }

  func testLibraryErrors_mapToSiriKitsCodes() {
    XCTAssertEqual(
      IntentDispatchError.Code.handlerNotFound.intentErrorCode,
      .noHandlerProvidedForIntent
    )
    XCTAssertEqual(IntentDispatchError.Code.unknownIntentName.intentErrorCode, .invalidIntentName)
    XCTAssertEqual(IntentDispatchError.Code.malformedRequest.intentErrorCode, .decodingGeneric)
    XCTAssertEqual(IntentDispatchError.Code.invalidIntent.intentErrorCode, .decodingGeneric)
    XCTAssertNil(IntentDispatchError.Code.requestTooLarge.intentErrorCode)
    XCTAssertNil(IntentDispatchError.Code.idempotencyKeyReused.intentErrorCode)
    XCTAssertNil(IntentDispatchError.Code.idempotencyKeyInUse.intentErrorCode)

    let timeout = IntentFailure(phase: .handle, reason: .timedOut(after: .seconds(10)))
    XCTAssertEqual(timeout.intentErrorCode, .requestTimedOut)
    XCTAssertEqual(timeout.intentErrorCode?.rawValue, 3001)
    XCTAssertNil(IntentFailure(phase: .confirm, reason: .completionNeverCalled).intentErrorCode)
  }

  func testDispatch_withoutAHandler_throwsNoHandlerProvidedForIntent() async {
    let dispatcher = IntentDispatcher()

    await assertThrowsError({ try await dispatcher.dispatch(OrderSoupIntent()) }) { error in
      XCTAssertEqual(
        (error as? IntentDispatchError)?.code.intentErrorCode,
        .noHandlerProvidedForIntent
      )
    }
  }
}
