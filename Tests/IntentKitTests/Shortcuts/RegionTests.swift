import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class RegionTests: XCTestCase {
  private let applePark = RideFixtures.coordinate(37.3349, -122.0090)

  func testDistance_isTheGreatCircleDistance() throws {
    let sanFrancisco = RideFixtures.coordinate(37.7749, -122.4194)
    let region = try Region(center: applePark, radius: 100_000)

    let distance = region.distance(to: sanFrancisco)

    XCTAssertEqual(distance, 60_500, accuracy: 1_000)
    XCTAssertTrue(region.contains(sanFrancisco))
    XCTAssertEqual(region.distance(to: applePark), 0)
  }

  func testContains_isTrueInsideTheRadiusOnly() throws {
    let region = try Region(center: applePark, radius: 150)
    // 0.001° of latitude is about 111 m; 0.002° about 222 m.
    let inside = RideFixtures.coordinate(37.3359, -122.0090)
    let outside = RideFixtures.coordinate(37.3369, -122.0090)

    XCTAssertTrue(region.contains(inside))
    XCTAssertFalse(region.contains(outside))
  }

  func testInit_invalidValues_throw() {
    let invalid: [(LocationCoordinate, Double, String?)] = [
      (applePark, 0, nil), (applePark, -5, nil), (applePark, .infinity, nil),
      (applePark, .nan, nil), (applePark, 200_000, nil), (applePark, 10, "bad\u{0}name"),
    ]

    for (center, radius, identifier) in invalid {
      XCTAssertThrowsError(try Region(center: center, radius: radius, identifier: identifier)) {
        XCTAssertEqual(($0 as? ShortcutError)?.code, .invalidRelevanceProvider)
      }
    }
  }

  func testDecode_checksLikeTheInitializer() throws {
    let valid = #"{"center":{"latitude":37.3349,"longitude":-122.009},"radius":150}"#
    let invalid = #"{"center":{"latitude":37.3349,"longitude":-122.009},"radius":-1}"#
    let invalidCenter = #"{"center":{"latitude":91,"longitude":-122.009},"radius":150}"#

    let region = try StrictJSONDecoder().decode(Region.self, from: Data(valid.utf8))

    XCTAssertEqual(region.radius, 150)
    XCTAssertThrowsError(try StrictJSONDecoder().decode(Region.self, from: Data(invalid.utf8))) {
      XCTAssertEqual(($0 as? StrictJSONError)?.code, .invalidValue, "\($0)")
    }
    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(Region.self, from: Data(invalidCenter.utf8))
    ) {
      XCTAssertEqual(($0 as? StrictJSONError)?.code, .invalidValue, "\($0)")
    }
  }
}
