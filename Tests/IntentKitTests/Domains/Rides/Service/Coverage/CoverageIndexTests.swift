import Foundation
import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

/// The grid index must give exactly the answers of plain ray casting.
final class CoverageIndexTests: XCTestCase {
  /// A star-shaped ring of `count` jittered vertices around a centre, closed.
  private func star(
    count: Int,
    center: (latitude: Double, longitude: Double),
    radius: Double,
    using generator: inout SeededRandomNumberGenerator
  ) -> [LocationCoordinate] {
    var ring = (0..<count).map { index in
      let angle = Double(index) / Double(count) * 2 * .pi
      let jitter =
        radius * (index % 2 == 0 ? 1 : 0.55) * Double.random(in: 0.85...1.15, using: &generator)
      return RideFixtures.coordinate(
        center.latitude + jitter * sin(angle),
        center.longitude + jitter * cos(angle)
      )
    }
    ring.append(ring[0])
    return ring
  }

  private func randomPoints(
    _ count: Int,
    latitudes: ClosedRange<Double>,
    longitudes: ClosedRange<Double>,
    using generator: inout SeededRandomNumberGenerator
  ) -> [LocationCoordinate] {
    (0..<count).map { _ in
      RideFixtures.coordinate(
        Double.random(in: latitudes, using: &generator),
        Double.random(in: longitudes, using: &generator)
      )
    }
  }

  func testContains_jitteredStarWithHoles_agreesWithRayCastingOnSeededRandomPoints() throws {
    var generator = SeededRandomNumberGenerator(seed: 0x5EED)
    let exterior = star(count: 4_000, center: (10, 20), radius: 2, using: &generator)
    let holes = [
      star(count: 500, center: (10, 20), radius: 0.4, using: &generator),
      star(count: 300, center: (10.6, 20.3), radius: 0.1, using: &generator),
    ]
    let area = CoverageArea(polygons: [try CoveragePolygon(exterior: exterior, holes: holes)])
    let points = randomPoints(
      4_000,
      latitudes: 7.5...12.5,
      longitudes: 17.5...22.5,
      using: &generator
    )

    let counts = assertIndexAgreesWithRayCasting(area, at: points)

    XCTAssertGreaterThan(counts.inside, 500, "the sample must exercise both answers")
    XCTAssertGreaterThan(counts.outside, 500)
  }

  func testContains_bayArea_agreesWithRayCastingOnSeededRandomPoints() {
    var generator = SeededRandomNumberGenerator(seed: 7)
    let points = randomPoints(
      10_000,
      latitudes: 37.15...37.95,
      longitudes: -122.6 ... -121.7,
      using: &generator
    )

    let counts = assertIndexAgreesWithRayCasting(.bayArea, at: points)

    XCTAssertGreaterThan(counts.inside, 1_000)
    XCTAssertGreaterThan(counts.outside, 1_000)
  }

  func testContains_verticesAndAxisAlignedEdgePoints_agreeWithRayCastingAndAreCovered() throws {
    var generator = SeededRandomNumberGenerator(seed: 42)
    let exterior = star(count: 2_000, center: (-30, 140), radius: 1, using: &generator)
    let area = CoverageArea(polygons: [try CoveragePolygon(exterior: exterior)])
    let stairs = (0...200).flatMap { step -> [LocationCoordinate] in
      let value = Double(step) / 100
      return [RideFixtures.coordinate(0, value), RideFixtures.coordinate(value, 2)]
    }
    let staircase = CoverageArea(polygons: [
      try CoveragePolygon(exterior: [
        RideFixtures.coordinate(0, 0), RideFixtures.coordinate(0, 2),
        RideFixtures.coordinate(2, 2), RideFixtures.coordinate(0, 0),
      ])
    ])

    let vertices = assertIndexAgreesWithRayCasting(area, at: exterior)
    let edges = assertIndexAgreesWithRayCasting(staircase, at: stairs)

    XCTAssertEqual(vertices.outside, 0, "every vertex is on the boundary")
    XCTAssertEqual(edges.outside, 0, "every point on an axis-aligned edge is on the boundary")
  }

  func testContains_pointsOnSlopedEdgesOfCrowdedCells_areCoveredAndAgreeWithRayCasting() throws {
    // Teeth of slope ±1 along the top and ±2 down the west side, every coordinate a multiple of
    // 1/64, so that a point a binary fraction of the way along an edge is exactly on it. The
    // cells along the teeth are crowded, so strips hold runs of every length, odd and even.
    let top = (0...64).map { step in
      RideFixtures.coordinate(1 + (step % 2 == 0 ? 0 : 1 / 16), 4 - Double(step) / 16)
    }
    let west = (1...16).map { step in
      RideFixtures.coordinate(1 - Double(step) / 16, step % 2 == 0 ? 0 : 1 / 32)
    }
    let ring = top + west + [RideFixtures.coordinate(0, 4), top[0]]
    // Ray casting finds a point on an edge inside only if the area lies just east of it, so
    // each edge's points must be found on the edge in one ring or its mirror image.
    let mirrored = ring.map { RideFixtures.coordinate($0.latitude, -$0.longitude) }

    for ring in [ring, mirrored] {
      let area = CoverageArea(polygons: [try CoveragePolygon(exterior: ring)])
      let points = zip(ring, ring.dropFirst()).flatMap { start, end in
        (1...7).map { eighth in
          let fraction = Double(eighth) / 8
          return RideFixtures.coordinate(
            start.latitude + (end.latitude - start.latitude) * fraction,
            start.longitude + (end.longitude - start.longitude) * fraction
          )
        }
      }

      let counts = assertIndexAgreesWithRayCasting(area, at: points)

      XCTAssertEqual(counts.outside, 0, "every point on an edge is on the boundary")
    }
  }

  func testContains_gridBoundariesAndBoundingBoxEdges_agreeWithRayCasting() throws {
    let area = CoverageArea(polygons: [
      try CoveragePolygon(exterior: [
        RideFixtures.coordinate(0, 0), RideFixtures.coordinate(0, 3),
        RideFixtures.coordinate(1, 1.5), RideFixtures.coordinate(3, 3),
        RideFixtures.coordinate(3, 0), RideFixtures.coordinate(0, 0),
      ])
    ])
    let lattice = (0...120).flatMap { row in
      (0...120).map { column in
        RideFixtures.coordinate(Double(row) / 40, Double(column) / 40)
      }
    }

    let counts = assertIndexAgreesWithRayCasting(area, at: lattice)

    XCTAssertGreaterThan(counts.inside, 0)
    XCTAssertGreaterThan(counts.outside, 0)
  }
}
