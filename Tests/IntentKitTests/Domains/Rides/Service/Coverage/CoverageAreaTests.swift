import Foundation
import IntentKit
import IntentKitSamples
import XCTest

final class CoverageAreaTests: XCTestCase {
  private func point(_ latitude: Double, _ longitude: Double) -> LocationCoordinate {
    RideFixtures.coordinate(latitude, longitude)
  }

  private func square(
    _ west: Double,
    _ south: Double,
    _ east: Double,
    _ north: Double,
    clockwise: Bool = false
  ) -> [LocationCoordinate] {
    let ring = [
      point(south, west), point(south, east), point(north, east), point(north, west),
      point(south, west),
    ]
    return clockwise ? ring.reversed() : ring
  }

  // MARK: - Loading GeoJSON

  func testInitGeoJSON_sampleFile_readsFeaturesPolygonsMultiPolygonsAndHoles() throws {
    let area = try CoverageArea(geoJSON: RideFixtures.geoJSON("BayAreaCoverage"))

    XCTAssertEqual(area.polygons.count, 3)
    XCTAssertEqual(area.polygons.map(\.holes.count), [1, 0, 0])
    XCTAssertEqual(area.polygons.map(\.exterior.count), [8, 6, 5])
    XCTAssertEqual(area.vertexCount, 8 + 5 + 6 + 5)
    XCTAssertEqual(area.polygons[0].exterior[2], point(37.20, -122.20), "altitude is ignored")
  }

  func testBayArea_isTheSampleFileShape() throws {
    let area = try CoverageArea(geoJSON: RideFixtures.geoJSON("BayAreaCoverage"))

    XCTAssertEqual(CoverageArea.bayArea, area)
    for polygon in CoverageArea.bayArea.polygons {
      XCTAssertNoThrow(try CoveragePolygon(exterior: polygon.exterior, holes: polygon.holes))
    }
  }

  func testInitGeoJSON_bareGeometriesAndCollections_areAccepted() throws {
    let ring = "[[-122,37],[-121,37],[-121,38],[-122,37]]"
    let documents = [
      #"{"type":"Polygon","coordinates":[\#(ring)]}"#,
      #"{"type":"MultiPolygon","coordinates":[[\#(ring)]]}"#,
      #"{"type":"Feature","properties":null,"geometry":{"type":"Polygon","coordinates":[\#(ring)]}}"#,
      #"{"type":"GeometryCollection","geometries":[{"type":"Polygon","coordinates":[\#(ring)]}]}"#,
    ]

    for document in documents {
      let area = try CoverageArea(geoJSON: document)

      XCTAssertEqual(area.polygons.count, 1, document)
      XCTAssertTrue(area.contains(point(37.2, -121.5)), document)
    }
  }

  // MARK: - Points

  func testContains_citiesAndAirports_coveredWhereTheServiceGoes() {
    let places: [(name: String, coordinate: LocationCoordinate, isCovered: Bool)] = [
      ("San Francisco", point(37.7793, -122.4193), true),
      ("Cupertino", point(37.3230, -122.0322), true),
      ("Palo Alto", point(37.4419, -122.1430), true),
      ("San Jose", point(37.3382, -121.8863), true),
      ("Oakland, in the multipolygon", point(37.8044, -122.2712), true),
      ("Treasure Island, its second polygon", point(37.8235, -122.3706), true),
      ("SFO", point(37.6213, -122.3790), true),
      ("OAK", point(37.7126, -122.2197), true),
      ("the bay between the polygons", point(37.60, -122.15), false),
      ("Sacramento", point(38.5816, -121.4944), false),
      ("South Lake Tahoe", point(38.9399, -119.9772), false),
    ]

    for place in places {
      XCTAssertEqual(CoverageArea.bayArea.contains(place.coordinate), place.isCovered, place.name)
    }
  }

  func testContains_pointInAHole_isNotCovered() {
    let moffettField = point(37.4153, -122.0496)
    let justSouthOfTheHole = point(37.3999, -122.0496)

    XCTAssertFalse(CoverageArea.bayArea.contains(moffettField))
    XCTAssertTrue(CoverageArea.bayArea.contains(justSouthOfTheHole))
  }

  func testContains_pointsExactlyOnTheBoundary_areCovered() {
    let boundary = [
      point(37.20, -121.75),  // a vertex of the exterior ring
      point(37.30, -121.75),  // on the vertical east edge
      point(37.20, -122.00),  // on the horizontal south edge
      point(37.43, -122.05),  // on the hole's north edge
      point(37.40, -122.075),  // a vertex of the hole
      point(37.80, -122.30),  // on the East Bay's vertical west edge
    ]

    for coordinate in boundary {
      XCTAssertTrue(CoverageArea.bayArea.contains(coordinate), "\(coordinate)")
      XCTAssertTrue(CoverageArea.bayArea.containsByRayCasting(coordinate), "\(coordinate)")
    }
  }

  func testContains_diagonalEdge_pointExactlyOnItIsCoveredAndJustOutsideIsNot() throws {
    let triangle = try CoveragePolygon(exterior: [
      point(0, 0), point(0, 2), point(2, 2), point(0, 0),
    ])
    let area = CoverageArea(polygons: [triangle])

    XCTAssertTrue(area.contains(point(1, 1)))
    XCTAssertFalse(area.contains(point(1.000_001, 1)))
    XCTAssertTrue(area.contains(point(0.999_999, 1)))
  }

  func testContains_farOutside_isNotCovered() {
    let outside = [
      point(0, 0), point(35.6812, 139.7671), point(-33.8688, 151.2093), point(38.5816, -121.4944),
      point(90, 180), point(-90, -180), point(37.5, -121.0),
    ]

    for coordinate in outside {
      XCTAssertFalse(CoverageArea.bayArea.contains(coordinate), "\(coordinate)")
    }
  }

  func testContains_eitherWindingOrder_coversTheSamePoints() throws {
    let counterclockwise = CoverageArea(polygons: [
      try CoveragePolygon(
        exterior: square(0, 0, 10, 10),
        holes: [square(4, 4, 6, 6, clockwise: true)]
      )
    ])
    let clockwise = CoverageArea(polygons: [
      try CoveragePolygon(
        exterior: square(0, 0, 10, 10, clockwise: true),
        holes: [square(4, 4, 6, 6)]
      )
    ])

    for (latitude, longitude, expected) in [
      (1.0, 1.0, true), (5.0, 5.0, false), (11.0, 5.0, false),
    ] {
      let coordinate = point(latitude, longitude)
      XCTAssertEqual(counterclockwise.contains(coordinate), expected)
      XCTAssertEqual(clockwise.contains(coordinate), expected)
    }
  }

  func testContains_overlappingPolygons_coverTheirUnion() throws {
    let area = CoverageArea(polygons: [
      try CoveragePolygon(exterior: square(0, 0, 2, 2)),
      try CoveragePolygon(exterior: square(1, 1, 3, 3)),
    ])

    XCTAssertTrue(area.contains(point(1.5, 1.5)), "inside both")
    XCTAssertTrue(area.contains(point(0.5, 0.5)))
    XCTAssertTrue(area.contains(point(2.5, 2.5)))
    XCTAssertFalse(area.contains(point(2.5, 0.5)))
  }

  func testContains_placemarkWithoutCoordinate_isNotCovered() {
    XCTAssertFalse(CoverageArea.bayArea.contains(Placemark(name: "San Francisco")))
  }

  func testEmptyArea_coversNothing() {
    XCTAssertFalse(CoverageArea(polygons: []).contains(point(0, 0)))
  }

  // MARK: - Building polygons

  func testCoveragePolygon_invalidRings_throwNamingTheRing() throws {
    let open = Array(square(0, 0, 1, 1).dropLast())
    let short = [point(0, 0), point(0, 1), point(0, 0)]
    let acrossTheAntimeridian = [
      point(-17, 179), point(-17, -179), point(-16, -179), point(-16, 179), point(-17, 179),
    ]

    XCTAssertThrowsError(try CoveragePolygon(exterior: open)) { error in
      XCTAssertEqual((error as? GeoJSONError)?.code, .ringNotClosed)
      XCTAssertEqual((error as? GeoJSONError)?.path, "exterior")
    }
    XCTAssertThrowsError(try CoveragePolygon(exterior: square(0, 0, 1, 1), holes: [short])) {
      XCTAssertEqual(
        "\($0)",
        "ringTooShort: holes[0]: a ring needs at least 4 positions, got 3"
      )
    }
    XCTAssertThrowsError(try CoveragePolygon(exterior: acrossTheAntimeridian)) {
      XCTAssertEqual(($0 as? GeoJSONError)?.code, .antimeridianCrossing)
    }
  }
}
