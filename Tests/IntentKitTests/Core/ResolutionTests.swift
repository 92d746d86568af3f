import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class ResolutionTests: XCTestCase {
  func testConstructors_readLikeSiriKit_makeTheMatchingCases() {
    XCTAssertEqual(Resolution.success(with: 5), .success(5))
    XCTAssertEqual(Resolution.disambiguation(with: [1, 2]), .disambiguation([1, 2]))
    XCTAssertEqual(Resolution.confirmationRequired(with: 12), .confirmationRequired(12))
    XCTAssertEqual(Resolution<Int>.needsValue(), .needsValue)
    XCTAssertEqual(Resolution<Int>.notRequired(), .notRequired)
    XCTAssertEqual(Resolution<Int>.unsupported(), .unsupported(reason: nil))
  }

  func testUnsupported_withOpenSetReason_carriesTheReason() {
    let resolution = Resolution<Soup>.unsupported(forReason: UnsupportedReason("closedToday"))

    XCTAssertEqual(resolution.unsupportedReason, UnsupportedReason("closedToday"))
    XCTAssertNil(resolution.unsupportedReason?.rawValue)
  }

  func testUnsupported_withTypedReason_keepsCaseNameAndRawValue() {
    let resolution = Resolution<Int>.unsupported(
      forReason: OrderSoupQuantityUnsupportedReason.greaterThanMaximumValue
    )

    XCTAssertEqual(resolution.unsupportedReason?.identifier, "greaterThanMaximumValue")
    XCTAssertEqual(resolution.unsupportedReason?.rawValue, 2)
  }

  func testIsResolved_isTrueOnlyForSuccessAndNotRequired() {
    let resolutions: [Resolution<Int>] = [
      .success(1), .notRequired, .needsValue, .disambiguation([1, 2]),
      .confirmationRequired(3), .unsupported(reason: nil),
    ]

    XCTAssertEqual(resolutions.map(\.isResolved), [true, true, false, false, false, false])
  }

  func testResolvedValue_isTheSuccessValueOnly() {
    XCTAssertEqual(Resolution.success(7).resolvedValue, 7)
    XCTAssertNil(Resolution.confirmationRequired(7).resolvedValue)
    XCTAssertNil(Resolution.disambiguation([7, 8]).resolvedValue)
  }

  func testMap_transformsEveryCarriedValue() {
    XCTAssertEqual(
      Resolution.disambiguation(with: [1, 2]).map(String.init),
      .disambiguation(["1", "2"])
    )
    XCTAssertEqual(
      Resolution.confirmationRequired(with: 3).map { $0 * 2 },
      .confirmationRequired(6)
    )
    XCTAssertEqual(
      Resolution<Int>.unsupported(forReason: UnsupportedReason("x")).map(String.init),
      .unsupported(reason: UnsupportedReason("x"))
    )
  }

  func testMap_withThrowingTransform_rethrowsTypedError() {
    XCTAssertThrowsError(
      try Resolution.success(with: 1).map { _ throws(ProbeError) -> Int in
        throw ProbeError(message: "no")
      }
    ) { error in
      XCTAssertEqual(error as? ProbeError, ProbeError(message: "no"))
    }
  }

  func testCodable_roundTripsEveryCase() throws {
    let resolutions: [Resolution<Int>] = [
      .success(1), .disambiguation([1, 2]), .confirmationRequired(3), .needsValue, .notRequired,
      .unsupported(reason: nil), .unsupported(reason: UnsupportedReason("tooBig", rawValue: 2)),
    ]

    let data = try StrictJSONEncoder().encode(resolutions)
    let decoded = try StrictJSONDecoder().decode([Resolution<Int>].self, from: data)

    XCTAssertEqual(decoded, resolutions)
  }

  func testCodable_encodesTheOutcomeByName() throws {
    let encoder = StrictJSONEncoder()

    let data = try encoder.encode(Resolution.disambiguation(with: ["a", "b"]))

    XCTAssertEqual(
      String(decoding: data, as: UTF8.self),
      #"{"kind":"disambiguation","values":["a","b"]}"#
    )
  }
}
