import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Coverage areas from hostile GeoJSON: a ``GeoJSONError`` or a valid area, never a crash or a
/// hang; and for random valid polygons the indexed `contains` agrees with a brute-force ray cast
/// written here, boundary included.
final class GeoJSONFuzzTests: XCTestCase {
  /// Mutated fixture documents per run by default.
  static let mutatedDocumentCount = 400

  /// Random polygons per run by default, each queried at `pointsPerPolygon` points.
  static let randomPolygonCount = 150
  static let pointsPerPolygon = 200

  /// Documents built to hit one known edge each; all of them run every time.
  static let pathologicalDocumentCount = 6

  private static let fixtures = [
    "BayAreaCoverage", "antimeridian", "coordinates-not-an-array", "empty-collection",
    "latitude-out-of-range", "missing-type", "point-geometry", "short-ring", "text-position",
    "truncated", "unclosed-ring", "unknown-type",
  ]

  // MARK: - Reference

  /// Whether `point` lies on the segment from `a` to `b`; exact for the lattice coordinates the
  /// random polygons use.
  private func isOnSegment(
    _ point: (x: Double, y: Double),
    _ a: LocationCoordinate,
    _ b: LocationCoordinate
  ) -> Bool {
    let (ax, ay, bx, by) = (a.longitude, a.latitude, b.longitude, b.latitude)
    let cross = (bx - ax) * (point.y - ay) - (by - ay) * (point.x - ax)
    return cross == 0 && min(ax, bx) <= point.x && point.x <= max(ax, bx)
      && min(ay, by) <= point.y && point.y <= max(ay, by)
  }

  /// Even-odd ray casting over every edge of one ring.
  private func rayCast(_ ring: [LocationCoordinate], _ point: (x: Double, y: Double)) -> Bool {
    var inside = false
    for (a, b) in zip(ring, ring.dropFirst()) {
      let (ax, ay, bx, by) = (a.longitude, a.latitude, b.longitude, b.latitude)
      if (ay > point.y) != (by > point.y), point.x < ax + (point.y - ay) * (bx - ax) / (by - ay) {
        inside.toggle()
      }
    }
    return inside
  }

  /// Whether a polygon covers a point: on any ring's boundary, or inside the exterior and
  /// outside every hole.
  private func bruteForceContains(
    _ polygons: [CoveragePolygon],
    _ point: (x: Double, y: Double)
  ) -> Bool {
    polygons.contains { polygon in
      let rings = [polygon.exterior] + polygon.holes
      let onBoundary = rings.contains { ring in
        zip(ring, ring.dropFirst()).contains { isOnSegment(point, $0, $1) }
      }
      return onBoundary
        || (rayCast(polygon.exterior, point) && !polygon.holes.contains { rayCast($0, point) })
    }
  }

  private func assertAgrees(
    _ area: CoverageArea,
    at points: [(x: Double, y: Double)],
    _ failure: @autoclosure () -> String
  ) {
    for point in points {
      guard let coordinate = try? LocationCoordinate(latitude: point.y, longitude: point.x) else {
        continue
      }
      let expected = bruteForceContains(area.polygons, point)
      guard area.contains(coordinate) == expected else {
        return XCTFail("contains(\(point.y), \(point.x)) isn't \(expected); \(failure())")
      }
    }
  }

  /// Points in and around the area's bounding box.
  private func probes(
    for polygons: [CoveragePolygon],
    count: Int,
    using generator: inout SeededRandomNumberGenerator
  ) -> [(x: Double, y: Double)] {
    let vertices = polygons.flatMap { [$0.exterior] + $0.holes }.flatMap { $0 }
    guard let first = vertices.first else { return [] }
    var (west, east, south, north) = (
      first.longitude, first.longitude, first.latitude, first.latitude
    )
    for vertex in vertices {
      (west, east) = (min(west, vertex.longitude), max(east, vertex.longitude))
      (south, north) = (min(south, vertex.latitude), max(north, vertex.latitude))
    }
    let margin = max(east - west, north - south) * 0.1 + 1.0 / 64
    return (0..<count).map { index in
      switch index % 4 {
      case 0:
        // A vertex, or the midpoint of an edge: exactly on the boundary.
        let a = vertices.randomElement(using: &generator) ?? first
        return Bool.random(using: &generator)
          ? (a.longitude, a.latitude)
          : {
            let ring = vertices
            let i = Int.random(in: 0..<ring.count - 1, using: &generator)
            return (
              (ring[i].longitude + ring[i + 1].longitude) / 2,
              (ring[i].latitude + ring[i + 1].latitude) / 2
            )
          }()
      case 1:
        // A lattice point: on the rows and columns of the vertices.
        let x =
          (Double.random(in: west - margin...east + margin, using: &generator) * 64).rounded() / 64
        let y =
          (Double.random(in: south - margin...north + margin, using: &generator) * 64).rounded()
          / 64
        return (x, y)
      default:
        return (
          Double.random(in: west - margin...east + margin, using: &generator),
          Double.random(in: south - margin...north + margin, using: &generator)
        )
      }
    }
  }

  // MARK: - Properties

  func testCoverageArea_mutatedGeoJSON_throwsGeoJSONErrorOrGivesAConsistentArea() throws {
    let budget = FuzzBudget(defaultIterations: Self.mutatedDocumentCount, defaultSeed: 0x6E_2026)
    let documents = try Self.fixtures.map { try RideFixtures.geoJSON($0) }
    let parsed = documents.map { FuzzJSON(parsing: String(decoding: $0, as: UTF8.self)) }
    let mutator = JSONMutator()
    var (areas, errors) = (0, 0)

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      // Half the inputs start from the valid Bay Area document.
      let which = Bool.random(using: &generator) ? 0 : index % documents.count
      let input =
        parsed[which].map { mutator.input(from: $0, using: &generator) }
        ?? mutator.mutateBytes(documents[which], using: &generator)
      let failure = { "\(budget.replay(index)) input: \(input.fuzzEscaped)" }
      do {
        let area = try CoverageArea(geoJSON: input)
        areas += 1
        XCTAssertGreaterThan(area.vertexCount, 0, failure())
        // Mutations make invalid polygons (a hole repeating the exterior, crossing rings), where
        // only the library's own rule applies: the index must answer as its plain ray cast.
        for point in probes(for: area.polygons, count: 24, using: &generator) {
          guard let coordinate = try? LocationCoordinate(latitude: point.y, longitude: point.x)
          else { continue }
          XCTAssertEqual(
            area.contains(coordinate),
            area.containsByRayCasting(coordinate),
            "at \(point.y), \(point.x); \(failure())"
          )
        }
      } catch is GeoJSONError {
        errors += 1
      } catch {
        XCTFail("untyped error \(error); \(failure())")
      }
    }

    if budget.iterations >= 500 {
      XCTAssertGreaterThan(areas, 50, "some mutations keep a valid area")
      XCTAssertGreaterThan(errors, 50, "most mutations break the document")
    }
  }

  func testCoverageArea_pathologicalGeoJSON_answersWithoutCrashing() {
    let square = "[[[0,0],[1,0],[1,1],[0,1],[0,0]]]"
    let polygon = #"{"type":"Polygon","coordinates":\#(square)}"#
    let nested = { (depth: Int) in
      String(repeating: #"{"type":"GeometryCollection","geometries":["#, count: depth) + polygon
        + String(repeating: "]}", count: depth)
    }
    let ring = (0..<50_000).map { index -> String in
      let angle = Double(index) / 50_000 * 2 * .pi
      return "[\(cos(angle)),\(sin(angle))]"
    }
    let huge = #"{"type":"Polygon","coordinates":[[\#(ring.joined(separator: ",")),\#(ring[0])]]}"#
    let many =
      #"{"type":"MultiPolygon","coordinates":[\#(Array(repeating: square, count: 2_000).joined(separator: ","))]}"#
    let documents = [
      nested(200), nested(600), nested(20_000), huge, many,
      "[" + String(repeating: "[", count: 100_000),
    ]
    XCTAssertEqual(documents.count, Self.pathologicalDocumentCount)

    for document in documents {
      do {
        let area = try CoverageArea(geoJSON: document)
        XCTAssertGreaterThan(area.vertexCount, 0)
        XCTAssertTrue(area.contains(RideFixtures.coordinate(0.5, 0.5)))
      } catch {
        XCTAssertTrue(error is GeoJSONError, "\(error)")
      }
    }
  }

  func testContains_randomPolygonsWithHoles_agreesWithBruteForceRayCasting() throws {
    let budget = FuzzBudget(defaultIterations: Self.randomPolygonCount, defaultSeed: 0x9A_2026)

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let center = (
        x: Double(Int.random(in: -160...160, using: &generator)),
        y: Double(Int.random(in: -75...75, using: &generator))
      )
      let radius = Double.random(in: 0.5...4, using: &generator)
      let exterior = star(around: center, radii: radius * 0.6...radius, using: &generator)
      let holes =
        Bool.random(using: &generator)
        ? [star(around: center, radii: radius * 0.1...radius * 0.5, using: &generator)] : []
      let json =
        #"{"type":"Polygon","coordinates":[\#(([exterior] + holes).map(ringJSON).joined(separator: ","))]}"#
      let failure = "\(budget.replay(index)) polygon: \(json)"

      let area = try CoverageArea(geoJSON: json)

      assertAgrees(
        area,
        at: probes(for: area.polygons, count: Self.pointsPerPolygon, using: &generator),
        failure
      )
    }
  }

  /// A closed star-shaped ring of up to 300 vertices on a 1/64-degree lattice, in either winding.
  private func star(
    around center: (x: Double, y: Double),
    radii: ClosedRange<Double>,
    using generator: inout SeededRandomNumberGenerator
  ) -> [(x: Double, y: Double)] {
    // Few enough vertices that rounding to the lattice keeps the ring simple.
    let count = Int.random(in: 3...max(3, min(300, Int(radii.lowerBound * 40))), using: &generator)
    var ring: [(x: Double, y: Double)] = (0..<count).map { index in
      let angle = Double(index) / Double(count) * 2 * .pi
      let radius = Double.random(in: radii, using: &generator)
      return (
        ((center.x + radius * cos(angle)) * 64).rounded() / 64,
        ((center.y + radius * sin(angle)) * 64).rounded() / 64
      )
    }
    if Bool.random(using: &generator) { ring.reverse() }
    ring.append(ring[0])
    return ring
  }

  private func ringJSON(_ ring: [(x: Double, y: Double)]) -> String {
    "[" + ring.map { "[\($0.x),\($0.y)]" }.joined(separator: ",") + "]"
  }
}
