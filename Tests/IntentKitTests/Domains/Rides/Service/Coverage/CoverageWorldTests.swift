import Foundation
import IntentKit
import IntentKitTesting
import XCTest

/// Coverage files of the whole world: polygons along the antimeridian, rings around a pole,
/// rounding noise at the edges of the range, many polygons in one file, and points or lines
/// mixed in; every answer checked against a brute-force ray cast written here.
final class CoverageWorldTests: XCTestCase {
  // MARK: - Reference

  /// Whether a polygon covers a point in the plane: on an edge of a ring, or inside by even-odd
  /// ray casting over all its rings.
  private func planarContains(_ polygon: CoveragePolygon, x: Double, y: Double) -> Bool {
    var isInside = false
    for ring in [polygon.exterior] + polygon.holes {
      for (a, b) in zip(ring, ring.dropFirst()) {
        let (ax, ay, bx, by) = (a.longitude, a.latitude, b.longitude, b.latitude)
        if min(ax, bx) <= x, x <= max(ax, bx), min(ay, by) <= y, y <= max(ay, by),
          (bx - ax) * (y - ay) == (by - ay) * (x - ax)
        {
          return true
        }
        if (ay > y) != (by > y), x < ax + (y - ay) * (bx - ax) / (by - ay) { isInside.toggle() }
      }
    }
    return isInside
  }

  /// A polygon's vertices' extremes: west, east, south, north.
  private func box(_ polygon: CoveragePolygon) -> (Double, Double, Double, Double) {
    let vertices = ([polygon.exterior] + polygon.holes).joined()
    return (
      vertices.map(\.longitude).min() ?? 0, vertices.map(\.longitude).max() ?? 0,
      vertices.map(\.latitude).min() ?? 0, vertices.map(\.latitude).max() ?? 0
    )
  }

  /// Whether polygons cover a point on the sphere: a pole is covered if any polygon reaches its
  /// latitude, give or take 1e-9°, and a point on the antimeridian if either side, 180 or -180,
  /// covers it.
  private func bruteForceContains(
    _ polygons: [CoveragePolygon],
    boxes: [(Double, Double, Double, Double)],
    _ point: LocationCoordinate
  ) -> Bool {
    let (x, y) = (point.longitude, point.latitude)
    if abs(y) == 90 {
      return boxes.contains { y > 0 ? $0.3 >= 90 - 1e-9 : $0.2 <= -90 + 1e-9 }
    }
    for x in abs(x) == 180 ? [180.0, -180] : [x] {
      for index in boxes.indices {
        let box = boxes[index]
        guard box.0 <= x, x <= box.1, box.2 <= y, y <= box.3 else { continue }
        if planarContains(polygons[index], x: x, y: y) { return true }
      }
    }
    return false
  }

  /// Checks `contains` and `containsByRayCasting` against the brute force at every point, and
  /// returns how many points are covered.
  @discardableResult
  private func assertAgreement(
    _ area: CoverageArea,
    at points: [LocationCoordinate],
    file: StaticString = #filePath,
    line: UInt = #line
  ) -> Int {
    var covered = 0
    let boxes = area.polygons.map(box)
    for point in points {
      let expected = bruteForceContains(area.polygons, boxes: boxes, point)
      guard area.contains(point) == expected, area.containsByRayCasting(point) == expected else {
        XCTFail("contains(\(point)) isn't \(expected)", file: file, line: line)
        return covered
      }
      if expected { covered += 1 }
    }
    return covered
  }

  /// Points in a box, near and on the vertices of the polygons, and on the box's edges.
  private func probes(
    _ count: Int,
    around polygons: [CoveragePolygon],
    latitudes: ClosedRange<Double> = -90...90,
    longitudes: ClosedRange<Double> = -180...180,
    using generator: inout SeededRandomNumberGenerator
  ) -> [LocationCoordinate] {
    let vertices = polygons.flatMap { [$0.exterior] + $0.holes }.flatMap { $0 }
    return (0..<count).compactMap { index in
      var (latitude, longitude) = (
        Double.random(in: latitudes, using: &generator),
        Double.random(in: longitudes, using: &generator)
      )
      let vertex = vertices.randomElement(using: &generator)
      switch index % 6 {
      case 0:
        (latitude, longitude) = (vertex?.latitude ?? 0, vertex?.longitude ?? 0)
      case 1:
        latitude = (vertex?.latitude ?? 0) + Double.random(in: -1e-6...1e-6, using: &generator)
        longitude = (vertex?.longitude ?? 0) + Double.random(in: -1e-6...1e-6, using: &generator)
      case 2:
        longitude = Bool.random(using: &generator) ? longitudes.lowerBound : longitudes.upperBound
      case 3:
        latitude = Bool.random(using: &generator) ? latitudes.lowerBound : latitudes.upperBound
      default:
        break
      }
      return try? LocationCoordinate(latitude: latitude, longitude: longitude)
    }
  }

  /// A polygon's rings as GeoJSON coordinates.
  private func coordinatesJSON(_ rings: [[(Double, Double)]]) -> String {
    let text = rings.map { ring in
      "[" + ring.map { "[\($0.0),\($0.1)]" }.joined(separator: ",") + "]"
    }
    return "[" + text.joined(separator: ",") + "]"
  }

  private func polygonJSON(_ rings: [[(Double, Double)]]) -> String {
    #"{"type":"Polygon","coordinates":\#(coordinatesJSON(rings))}"#
  }

  /// A coast from -180° to 180° at about `latitude`, closed along the pole's latitude.
  private func polarRing(latitude: Double, pole: Double, count: Int) -> [(Double, Double)] {
    var ring = (0...count).map { index -> (Double, Double) in
      let longitude = -180 + 360 * Double(index) / Double(count)
      return (longitude, latitude + 3 * sin(Double(index) / 7))
    }
    ring.append((180, pole))
    ring.append((-180, pole))
    ring.append(ring[0])
    return ring
  }

  // MARK: - Poles

  func testInitGeoJSON_antarcticaAsNaturalEarthDrawsIt_loadsAndCoversTheSouthPole() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xA7A)
    let area = try CoverageArea(
      geoJSON: polygonJSON([polarRing(latitude: -70, pole: -90, count: 500)])
    )

    XCTAssertTrue(area.contains(RideFixtures.coordinate(-90, 0)), "the South Pole")
    XCTAssertTrue(area.contains(RideFixtures.coordinate(-90, 123)), "the pole at any longitude")
    XCTAssertTrue(area.contains(RideFixtures.coordinate(-89.999_999, -180)))
    XCTAssertTrue(area.contains(RideFixtures.coordinate(-80, 180)))
    XCTAssertFalse(area.contains(RideFixtures.coordinate(-60, 0)))
    XCTAssertFalse(area.contains(RideFixtures.coordinate(90, 0)), "not the North Pole")
    let covered = assertAgreement(
      area,
      at: probes(4_000, around: area.polygons, latitudes: -90 ... -60, using: &generator)
    )
    XCTAssertGreaterThan(covered, 1_000)
  }

  func testInitGeoJSON_arcticCapWithAHole_coversTheNorthPoleButNotTheHole() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xA7C)
    let hole = [(10.0, 80.0), (20, 80), (20, 85), (10, 85), (10, 80)]
    let area = try CoverageArea(
      geoJSON: polygonJSON([polarRing(latitude: 70, pole: 90, count: 300), hole])
    )

    XCTAssertTrue(area.contains(RideFixtures.coordinate(90, -45)))
    XCTAssertFalse(area.contains(RideFixtures.coordinate(82, 15)), "in the hole")
    XCTAssertTrue(area.contains(RideFixtures.coordinate(80, 15)), "on the hole's edge")
    assertAgreement(
      area,
      at: probes(4_000, around: area.polygons, latitudes: 60...90, using: &generator)
    )
  }

  func testInitGeoJSON_edgeAlongAParallelOtherThanAPole_isRefusedAsACrossing() {
    let document = polygonJSON([[(-180, 60), (180, 60), (180, 70), (-180, 70), (-180, 60)]])

    XCTAssertThrowsError(try CoverageArea(geoJSON: document)) { error in
      XCTAssertEqual((error as? GeoJSONError)?.code, .antimeridianCrossing)
      XCTAssertEqual((error as? GeoJSONError)?.path, "coordinates[0]")
    }
  }

  // MARK: - The antimeridian

  func testInitGeoJSON_polygonsSplitAtTheAntimeridian_coverBothSidesAndTheMeridian() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xF1)
    // Fiji as Natural Earth draws it: the island split at 180°, plus a sliver along it.
    let east = [(178.5, -17.0), (180, -17.0), (180, -16.0), (178.5, -16.0), (178.5, -17.0)]
    let west = [(-180.0, -17.0), (-179.5, -17.0), (-179.5, -16.0), (-180, -16.0), (-180, -17.0)]
    let sliver = [(180.0, -15.0), (180, -14.5), (180, -15.0), (180, -15.0)]
    let polygons = [east, west, sliver].map { coordinatesJSON([$0]) }.joined(separator: ",")
    let area = try CoverageArea(
      geoJSON: #"{"type":"MultiPolygon","coordinates":[\#(polygons)]}"#
    )

    XCTAssertEqual(area.polygons.count, 3)
    XCTAssertTrue(area.contains(RideFixtures.coordinate(-16.5, 179)))
    XCTAssertTrue(area.contains(RideFixtures.coordinate(-16.5, -179.9)))
    XCTAssertTrue(area.contains(RideFixtures.coordinate(-16.5, 180)))
    XCTAssertTrue(area.contains(RideFixtures.coordinate(-16.5, -180)))
    XCTAssertTrue(area.contains(RideFixtures.coordinate(-14.8, -180)), "the sliver, from the west")
    XCTAssertFalse(area.contains(RideFixtures.coordinate(-14.8, -179.999)))
    XCTAssertFalse(area.contains(RideFixtures.coordinate(-18, 180)))
    assertAgreement(
      area,
      at: probes(
        4_000,
        around: area.polygons,
        latitudes: -18 ... -14,
        longitudes: 178...180,
        using: &generator
      )
        + probes(
          4_000,
          around: area.polygons,
          latitudes: -18 ... -14,
          longitudes: -180 ... -179,
          using: &generator
        )
    )
  }

  func testInitGeoJSON_noiseJustPastTheRange_isClampedAndMoreIsRefusedWithThePath() throws {
    let noisy = polygonJSON([
      [
        (179, 70), (180.000_000_000_000_14, 70), (180.000_000_000_000_14, 71), (179, 71), (179, 70),
      ],
      [(10, -90.000_000_000_5), (20, -89), (30, -89), (10, -90.000_000_000_5)],
    ])
    let area = try CoverageArea(geoJSON: noisy)

    XCTAssertEqual(area.polygons[0].exterior[1], RideFixtures.coordinate(70, 180))
    XCTAssertEqual(area.polygons[0].holes[0][0], RideFixtures.coordinate(-90, 10))
    XCTAssertTrue(area.contains(RideFixtures.coordinate(70.5, 180)))
    XCTAssertTrue(area.contains(RideFixtures.coordinate(70.5, -180)), "the same meridian")

    for (position, path) in [
      ("[180.000001,70]", "features[0].geometry.coordinates[0][1]"),
      ("[-180.00000001,70]", "features[0].geometry.coordinates[0][1]"),
      ("[179.5,90.0000001]", "features[0].geometry.coordinates[0][1]"),
    ] {
      let document =
        #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":"#
        + #"{"type":"Polygon","coordinates":[[[179,70],\#(position),[179,71],[179,70]]]}}]}"#
      XCTAssertThrowsError(try CoverageArea(geoJSON: document), position) { error in
        XCTAssertEqual((error as? GeoJSONError)?.code, .coordinateOutOfRange, position)
        XCTAssertEqual((error as? GeoJSONError)?.path, path, position)
      }
    }
  }

  // MARK: - Many polygons

  func testContains_tenThousandSmallPolygons_agreesWithBruteForceRayCasting() throws {
    var generator = SeededRandomNumberGenerator(seed: 0x10_000)
    var polygons: [String] = []
    for row in 0..<100 {
      for column in 0..<100 {
        let center = (Double(column) * 0.01 - 122.5, Double(row) * 0.01 + 37.2)
        let count = Int.random(in: 3...12, using: &generator)
        var ring = (0..<count).map { index -> (Double, Double) in
          let angle = Double(index) / Double(count) * 2 * .pi
          let radius = Double.random(in: 0.002...0.006, using: &generator)
          return (center.0 + radius * cos(angle), center.1 + radius * sin(angle))
        }
        ring.append(ring[0])
        polygons.append(coordinatesJSON([ring]))
      }
    }
    let area = try CoverageArea(
      geoJSON: #"{"type":"MultiPolygon","coordinates":[\#(polygons.joined(separator: ","))]}"#
    )

    XCTAssertEqual(area.polygons.count, 10_000)
    let covered = assertAgreement(
      area,
      at: probes(
        3_000,
        around: area.polygons,
        latitudes: 37.19...38.2,
        longitudes: -122.51 ... -121.5,
        using: &generator
      )
    )
    XCTAssertGreaterThan(covered, 600)
  }

  func testContains_overlappingAndNestedPolygons_coverTheirUnion() throws {
    var generator = SeededRandomNumberGenerator(seed: 0x0E7)
    // Rings on a lattice, so that many points fall exactly on edges and vertices: overlapping
    // squares, a lake with an island in it, and polygons sharing edges.
    var polygons: [CoveragePolygon] = []
    for _ in 0..<300 {
      let (x, y) = (
        Double(Int.random(in: 0...40, using: &generator)) / 4,
        Double(Int.random(in: 0...40, using: &generator)) / 4
      )
      let (width, height) = (
        Double(Int.random(in: 1...12, using: &generator)) / 4,
        Double(Int.random(in: 1...12, using: &generator)) / 4
      )
      let square = { (x: Double, y: Double, w: Double, h: Double) in
        [
          RideFixtures.coordinate(y, x), RideFixtures.coordinate(y, x + w),
          RideFixtures.coordinate(y + h, x + w), RideFixtures.coordinate(y + h, x),
          RideFixtures.coordinate(y, x),
        ]
      }
      let holes =
        Bool.random(using: &generator) && width > 0.5 && height > 0.5
        ? [square(x + 0.25, y + 0.25, width - 0.5, height - 0.5)] : []
      polygons.append(try CoveragePolygon(exterior: square(x, y, width, height), holes: holes))
    }
    let area = CoverageArea(polygons: polygons)
    let lattice = (0..<8_000).map { _ in
      RideFixtures.coordinate(
        Double(Int.random(in: -4...60, using: &generator)) / 4,
        Double(Int.random(in: -4...60, using: &generator)) / 4
      )
    }

    let points =
      lattice
      + probes(8_000, around: polygons, latitudes: -1...14, longitudes: -1...14, using: &generator)

    let covered = assertAgreement(area, at: points)

    XCTAssertGreaterThan(covered, 1_000)
  }

  // MARK: - Mixed files

  func testInitGeoJSON_pointsAndLinesMixedIn_refusedByDefaultAndSkippedWithTheOption() throws {
    let square = "[[[0,0],[1,0],[1,1],[0,1],[0,0]]]"
    let document = """
      {"type":"FeatureCollection","features":[
        {"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[5,5]}},
        {"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":\(square)}},
        {"type":"Feature","properties":{},"geometry":{"type":"GeometryCollection","geometries":[
          {"type":"LineString","coordinates":[[0,0],[3,3]]},
          {"type":"MultiPoint","coordinates":[[2,2]]},
          {"type":"MultiLineString","coordinates":[[[0,0],[3,3]]]},
          {"type":"Polygon","coordinates":[[[2,2],[3,2],[3,3],[2,2]]]}]}}]}
      """
    let onlyPoints =
      #"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[5,5]}]}"#

    XCTAssertThrowsError(try CoverageArea(geoJSON: document)) { error in
      XCTAssertEqual((error as? GeoJSONError)?.code, .unsupportedGeometry)
      XCTAssertEqual((error as? GeoJSONError)?.path, "features[0].geometry")
    }
    let area = try CoverageArea(geoJSON: document, options: .skipsPointsAndLines)
    XCTAssertEqual(area.polygons.count, 2)
    XCTAssertTrue(area.contains(RideFixtures.coordinate(0.5, 0.5)))
    XCTAssertFalse(area.contains(RideFixtures.coordinate(5, 5)))
    XCTAssertThrowsError(try CoverageArea(geoJSON: onlyPoints, options: .skipsPointsAndLines)) {
      XCTAssertEqual(($0 as? GeoJSONError)?.code, .noPolygons)
    }
    XCTAssertThrowsError(
      try CoverageArea(
        geoJSON: #"{"type":"Circle","coordinates":[0,0]}"#,
        options: .skipsPointsAndLines
      )
    ) {
      XCTAssertEqual(($0 as? GeoJSONError)?.code, .unknownType)
    }
  }

  // MARK: - Natural Earth

  /// Natural Earth's files, when `Scripts/natural-earth.py` has fetched them.
  func testContains_naturalEarthFilesWhenFetched_loadAndAgreeWithBruteForceRayCasting() throws {
    let folder =
      ProcessInfo.processInfo.environment["INTENTKIT_NATURAL_EARTH"]
      ?? "/tmp/intentkit-natural-earth"
    let names = ["ne_110m_countries", "ne_10m_countries"]
    let files = names.compactMap { FileManager.default.contents(atPath: "\(folder)/\($0).geojson") }
    try XCTSkipIf(files.isEmpty, "run Scripts/natural-earth.py to fetch Natural Earth's files")
    var generator = SeededRandomNumberGenerator(seed: 0xE4)

    for (name, data) in zip(names, files) {
      let area = try CoverageArea(geoJSON: data)
      let sample = Array(area.polygons.shuffled(using: &generator).prefix(200))
      let points = probes(2_000, around: sample, using: &generator)
      XCTAssertGreaterThan(area.polygons.count, 200, name)
      XCTAssertTrue(area.contains(RideFixtures.coordinate(-90, 0)), "\(name): the South Pole")
      XCTAssertTrue(area.contains(RideFixtures.coordinate(-85, 180)), "\(name): Antarctica at 180°")
      XCTAssertTrue(area.contains(RideFixtures.coordinate(48.8566, 2.3522)), "\(name): Paris")
      XCTAssertFalse(area.contains(RideFixtures.coordinate(0, -140)), "\(name): the Pacific")
      assertAgreement(area, at: points)
    }
  }
}
