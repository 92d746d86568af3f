import IntentKit
import IntentKitTesting
import XCTest

/// Crowded cells, cut into strips with their own stops: boundaries that run along a row with
/// many small wiggles, where every answer must still be plain ray casting's.
final class CoverageStripTests: XCTestCase {
  /// A band from longitude 0 to 10 whose north and south sides are saw-toothed, `count` teeth
  /// each, with teeth of random heights up to `amplitude`; closed.
  private func sawBand(
    count: Int,
    amplitude: Double,
    using generator: inout SeededRandomNumberGenerator
  ) -> [LocationCoordinate] {
    var ring: [LocationCoordinate] = []
    for index in 0...count {
      let wiggle = index % 2 == 0 ? 0 : Double.random(in: 0...amplitude, using: &generator)
      ring.append(RideFixtures.coordinate(1 + wiggle, Double(index) * 10 / Double(count)))
    }
    for index in (0...count).reversed() {
      let wiggle = index % 2 == 0 ? 0 : Double.random(in: 0...amplitude, using: &generator)
      ring.append(RideFixtures.coordinate(-1 - wiggle, Double(index) * 10 / Double(count)))
    }
    ring.append(ring[0])
    return ring
  }

  /// Points near the band's sides: random, on the vertices' latitudes, and on vertices.
  private func points(
    near ring: [LocationCoordinate],
    count: Int,
    using generator: inout SeededRandomNumberGenerator
  ) -> [LocationCoordinate] {
    var points: [LocationCoordinate] = []
    for _ in 0..<count {
      let vertex = ring[Int.random(in: 0..<ring.count, using: &generator)]
      let longitude = Double.random(in: -0.5...10.5, using: &generator)
      let offset = Double.random(in: -0.02...0.02, using: &generator)
      points.append(RideFixtures.coordinate(vertex.latitude + offset, longitude))
      points.append(RideFixtures.coordinate(vertex.latitude, longitude))
      points.append(vertex)
      points.append(RideFixtures.coordinate(vertex.latitude, vertex.longitude + offset / 100))
    }
    return points
  }

  func testContains_sawToothedBand_agreesWithRayCastingNearEveryTooth() throws {
    var generator = SeededRandomNumberGenerator(seed: 0x57_21B5)
    let ring = sawBand(count: 6_000, amplitude: 0.01, using: &generator)
    let area = CoverageArea(polygons: [try CoveragePolygon(exterior: ring)])

    let counts = assertIndexAgreesWithRayCasting(
      area,
      at: points(near: ring, count: 2_000, using: &generator)
    )

    XCTAssertGreaterThan(counts.inside, 1_000, "the sample must exercise both answers")
    XCTAssertGreaterThan(counts.outside, 1_000)
  }

  func testContains_overlappingSawToothedBands_agreeWithRayCasting() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xBA_4D5)
    let first = sawBand(count: 3_000, amplitude: 0.02, using: &generator)
    // The same band shifted north by a little more than a tooth: its south side runs through
    // the first band's north side.
    let second = sawBand(count: 2_000, amplitude: 0.005, using: &generator).map {
      RideFixtures.coordinate($0.latitude + 2.01, $0.longitude + 0.3)
    }
    let area = CoverageArea(polygons: [
      try CoveragePolygon(exterior: first), try CoveragePolygon(exterior: second),
    ])

    let counts = assertIndexAgreesWithRayCasting(
      area,
      at: points(near: first, count: 1_500, using: &generator)
        + points(near: second, count: 1_500, using: &generator)
    )

    XCTAssertGreaterThan(counts.inside, 1_000)
    XCTAssertGreaterThan(counts.outside, 1_000)
  }
}
