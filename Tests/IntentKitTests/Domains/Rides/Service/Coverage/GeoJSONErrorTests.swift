import Foundation
import IntentKit
import XCTest

final class GeoJSONErrorTests: XCTestCase {
  private func error(loading name: String) throws -> GeoJSONError? {
    let data = try RideFixtures.geoJSON(name)
    do {
      _ = try CoverageArea(geoJSON: data)
      return nil
    } catch {
      return error as? GeoJSONError
    }
  }

  func testMalformedFiles_eachThrowAClearErrorNamingWhereTheProblemIs() throws {
    let expectations: [(file: String, code: GeoJSONError.Code, description: String)] = [
      (
        "truncated", .invalidJSON,
        "invalidJSON: coordinates[1]: the document ends inside an array (line 2, column 1)"
      ),
      (
        "unclosed-ring", .ringNotClosed,
        "ringNotClosed: geometry.coordinates[0]: a ring's last position must repeat its first; "
          + "got [-122.0, 37.0] and [-122.0, 38.0]"
      ),
      (
        "short-ring", .ringTooShort,
        "ringTooShort: features[2].geometry.coordinates[0]: a ring needs at least 4 positions, got 3"
      ),
      (
        "latitude-out-of-range", .coordinateOutOfRange,
        "coordinateOutOfRange: coordinates[1][0][2]: latitude 91.0 is outside -90…90"
      ),
      (
        "point-geometry", .unsupportedGeometry,
        "unsupportedGeometry: geometry: a coverage area needs Polygon or MultiPolygon geometry, "
          + "got Point"
      ),
      (
        "coordinates-not-an-array", .wrongType,
        "wrongType: coordinates: expected an array of rings, got a string"
      ),
      ("missing-type", .missingMember, "missingMember: the object needs a \"type\" member"),
      ("unknown-type", .unknownType, "unknownType: type: \"Circle\" is not a GeoJSON type"),
      (
        "text-position", .invalidPosition,
        "invalidPosition: coordinates[0][1]: a position's longitude and latitude must be numbers, "
          + "got a string"
      ),
      (
        "antimeridian", .antimeridianCrossing,
        "antimeridianCrossing: coordinates[0]: the edge from position 0 to 1 crosses the "
          + "antimeridian; split the polygon there (RFC 7946 §3.1.9)"
      ),
      (
        "empty-collection", .noPolygons, "noPolygons: the document holds no Polygon or MultiPolygon"
      ),
    ]

    for expected in expectations {
      let error = try error(loading: expected.file)

      XCTAssertEqual(error?.code, expected.code, expected.file)
      XCTAssertEqual(error?.description, expected.description, expected.file)
    }
  }

  func testInitGeoJSON_wrongJSONShapes_throwWrongTypeOrInvalidPosition() {
    let cases: [(String, GeoJSONError.Code, String)] = [
      ("[1, 2, 3]", .wrongType, ""),
      (#"{"type": 7}"#, .wrongType, "type"),
      (#"{"type": "FeatureCollection", "features": {}}"#, .wrongType, "features"),
      (
        #"{"type": "FeatureCollection", "features": [{"type": "Polygon", "coordinates": []}]}"#,
        .wrongType, "features[0]"
      ),
      (#"{"type": "Feature", "properties": {}}"#, .missingMember, ""),
      (#"{"type": "Polygon", "coordinates": []}"#, .ringTooShort, "coordinates"),
      (
        #"{"type": "Polygon", "coordinates": [[[1], [2], [3], [1]]]}"#, .invalidPosition,
        "coordinates[0][0]"
      ),
      (
        #"{"type": "Polygon", "coordinates": [[1, 2, 3, 4]]}"#, .invalidPosition,
        "coordinates[0][0]"
      ),
      (
        #"{"type": "Polygon", "coordinates": [[[181, 0], [0, 0], [0, 1], [181, 0]]]}"#,
        .coordinateOutOfRange, "coordinates[0][0]"
      ),
    ]

    for (document, code, path) in cases {
      XCTAssertThrowsError(try CoverageArea(geoJSON: document), document) { error in
        XCTAssertEqual((error as? GeoJSONError)?.code, code, document)
        XCTAssertEqual((error as? GeoJSONError)?.path, path, document)
      }
    }
  }

  func testInitGeoJSON_nestedDeeperThanTheLimit_throwsTooDeep() {
    let square = "[[[0,0],[1,0],[1,1],[0,1],[0,0]]]"
    let nested = { (depth: Int) in
      String(repeating: #"{"type":"GeometryCollection","geometries":["#, count: depth)
        + #"{"type":"Polygon","coordinates":\#(square)}"#
        + String(repeating: "]}", count: depth)
    }
    // Each collection nests two levels and the polygon four: 30 collections reach 64, 31 go past.
    XCTAssertNoThrow(try CoverageArea(geoJSON: nested(30)))
    XCTAssertThrowsError(try CoverageArea(geoJSON: nested(31))) { error in
      XCTAssertEqual((error as? GeoJSONError)?.code, .tooDeep)
      XCTAssertTrue("\(error)".contains("nest more than 64 levels deep"), "\(error)")
    }
    // Brackets inside strings, after an escaped quote too, don't count.
    let name = #"\"["# + String(repeating: "[{", count: 100)
    let quoted = #"{"type":"Polygon","name":"\#(name)","coordinates":\#(square)}"#
    XCTAssertNoThrow(try CoverageArea(geoJSON: quoted))
  }
}
