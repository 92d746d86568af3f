import Foundation
import IntentKit
import IntentKitTesting
import XCTest

final class RegionTests: XCTestCase {
  private let applePark = Region.Coordinate(latitude: 37.3349, longitude: -122.0090)

  func testDistance_isTheGreatCircleDistance() throws {
    let sanFrancisco = Region.Coordinate(latitude: 37.7749, longitude: -122.4194)
    let region = try Region(center: applePark, radius: 100_000)

    let distance = region.distance(to: sanFrancisco)

    XCTAssertEqual(distance, 60_500, accuracy: 1_000)
    XCTAssertTrue(region.contains(sanFrancisco))
    XCTAssertEqual(region.distance(to: applePark), 0)
  }

  func testContains_isTrueInsideTheRadiusOnly() throws {
    let region = try Region(center: applePark, radius: 150)
    // 0.001° of latitude is about 111 m; 0.002° about 222 m.
    let inside = Region.Coordinate(latitude: 37.3359, longitude: -122.0090)
    let outside = Region.Coordinate(latitude: 37.3369, longitude: -122.0090)

    XCTAssertTrue(region.contains(inside))
    XCTAssertFalse(region.contains(outside))
    XCTAssertFalse(region.contains(.init(latitude: .nan, longitude: 0)))
  }

  func testInit_invalidValues_throw() {
    let invalid: [(Region.Coordinate, Double, String?)] = [
      (applePark, 0, nil), (applePark, -5, nil), (applePark, .infinity, nil),
      (applePark, .nan, nil),
      (applePark, 200_000, nil), (.init(latitude: 91, longitude: 0), 10, nil),
      (.init(latitude: 0, longitude: -181), 10, nil),
      (.init(latitude: .nan, longitude: 0), 10, nil),
      (applePark, 10, "bad\u{0}name"),
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

    let region = try JSONDecoder().decode(Region.self, from: Data(valid.utf8))

    XCTAssertEqual(region.radius, 150)
    XCTAssertThrowsError(try JSONDecoder().decode(Region.self, from: Data(invalid.utf8))) {
      XCTAssertTrue($0 is DecodingError)
    }
  }
}
