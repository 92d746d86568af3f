import Foundation
import IntentKit
import XCTest

final class LocationCoordinateTests: XCTestCase {
  func testInit_finiteInRange_keepsTheNumbers() throws {
    let coordinate = try LocationCoordinate(latitude: -90, longitude: 180)

    XCTAssertEqual(coordinate.latitude, -90)
    XCTAssertEqual(coordinate.longitude, 180)
    XCTAssertEqual(coordinate.description, "-90.0, 180.0")
  }

  func testInit_nonFiniteOrOutOfRange_throwsCoordinateError() {
    let invalid: [(Double, Double)] = [
      (.nan, 0), (0, .nan), (.infinity, 0), (0, -.infinity), (90.000_001, 0), (-91, 0),
      (0, 180.5), (0, -181),
    ]

    for (latitude, longitude) in invalid {
      XCTAssertThrowsError(try LocationCoordinate(latitude: latitude, longitude: longitude)) {
        let error = $0 as? CoordinateError
        XCTAssertNotNil(error, "\(latitude), \(longitude)")
        XCTAssertEqual(error?.latitude.bitPattern, latitude.bitPattern)
        XCTAssertEqual(error?.longitude.bitPattern, longitude.bitPattern)
      }
    }
  }

  func testDecoding_validatesLikeTheInitializer() throws {
    let decoder = StrictJSONDecoder()
    let valid = Data(#"{"latitude": 37.5, "longitude": -122.25}"#.utf8)
    let swapped = Data(#"{"latitude": -122.25, "longitude": 37.5}"#.utf8)

    let coordinate = try decoder.decode(LocationCoordinate.self, from: valid)
    let encoded = try StrictJSONEncoder().encode(coordinate)

    XCTAssertEqual(coordinate, RideFixtures.coordinate(37.5, -122.25))
    XCTAssertEqual(try decoder.decode(LocationCoordinate.self, from: encoded), coordinate)
    XCTAssertThrowsError(try decoder.decode(LocationCoordinate.self, from: swapped))
  }

  func testDistance_oneDegreeOfLatitude_isAnArcOfTheMeanRadius() {
    let equator = RideFixtures.coordinate(0, 30)
    let oneNorth = RideFixtures.coordinate(1, 30)

    // An arc of 1° on a sphere of radius 6,371,008.8 m: 6,371,008.8 × π / 180 ≈ 111,195.08 m.
    XCTAssertEqual(equator.distance(to: oneNorth), 111_195.08, accuracy: 0.01)
    XCTAssertEqual(oneNorth.distance(to: equator), equator.distance(to: oneNorth))
    XCTAssertEqual(equator.distance(to: equator), 0)
  }

  func testDistance_antipodesAndLongitudeAtTheEquator_matchTheSphere() {
    let quarterTurn = RideFixtures.coordinate(0, 0).distance(to: RideFixtures.coordinate(0, 90))
    let halfTurn = RideFixtures.coordinate(0, 0).distance(to: RideFixtures.coordinate(0, 180))
    let poleToPole = RideFixtures.coordinate(90, 0).distance(to: RideFixtures.coordinate(-90, 0))

    XCTAssertEqual(quarterTurn, LocationCoordinate.earthRadius * .pi / 2, accuracy: 0.001)
    XCTAssertEqual(halfTurn, LocationCoordinate.earthRadius * .pi, accuracy: 0.001)
    XCTAssertEqual(poleToPole, LocationCoordinate.earthRadius * .pi, accuracy: 0.001)
  }

  func testDistance_sanFranciscoToLosAngeles_isAbout559Kilometres() {
    let sanFrancisco = RideFixtures.coordinate(37.7749, -122.4194)
    let losAngeles = RideFixtures.coordinate(34.0522, -118.2437)

    // The published great-circle distance between the two city centres is about 559 km.
    XCTAssertEqual(sanFrancisco.distance(to: losAngeles) / 1_000, 559, accuracy: 1)
  }
}
