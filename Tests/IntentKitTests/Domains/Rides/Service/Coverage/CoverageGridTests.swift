import IntentKitTesting
import XCTest

@testable import IntentKit

/// A query finds its cell with ``CoverageIndex/cell(ofInside:in:scale:origin:)``, the build with
/// ``CoverageIndex/cell(of:in:scale:origin:)``; the two must agree on every value a query can
/// ask about, or a query would read a cell the build didn't fill for it.
final class CoverageGridTests: XCTestCase {
  /// Indexes of rings with awkward extents and vertex counts, so the cell boundaries are
  /// rounded and the grids have from a few cells to the most columns and rows.
  private func indexes() throws -> [CoverageIndex] {
    var generator = SeededRandomNumberGenerator(seed: 0x6121D)
    return try [12, 400, 6_000, 60_000].map { count in
      let center = (
        latitude: Double.random(in: -60...60, using: &generator),
        longitude: Double.random(in: -170...170, using: &generator)
      )
      let radius = Double.random(in: 0.013...7.7, using: &generator)
      var ring = try (0..<count).map { index in
        let angle = Double(index) / Double(count) * 2 * .pi
        let scale = radius * Double.random(in: 0.7...1, using: &generator)
        return try LocationCoordinate(
          latitude: center.latitude + scale * sin(angle),
          longitude: center.longitude + scale * cos(angle)
        )
      }
      ring.append(ring[0])
      let polygon = try CoveragePolygon(exterior: ring)
      return CoverageIndex(polygons: [polygon])
    }
  }

  func testCellOfInside_everyBoundaryAndItsNeighbours_isTheBuildsCell() throws {
    for index in try indexes() {
      for (bounds, scale) in [(index.xs, index.columnScale), (index.ys, index.rowScale)] {
        let (low, high) = (bounds[0], bounds[bounds.count - 1])
        let values = bounds.flatMap { [$0.nextDown, $0, $0.nextUp] }
        for value in values where value >= low && value <= high {
          let query = bounds.withUnsafeBufferPointer {
            CoverageIndex.cell(ofInside: value, in: $0, scale: scale, origin: low)
          }
          let build = CoverageIndex.cell(of: value, in: bounds, scale: scale, origin: low)
          XCTAssertEqual(query, build, "at \(value) in a grid of \(bounds.count - 1) cells")
        }
      }
    }
  }

  func testCellOfInside_seededRandomValues_isTheBuildsCell() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xCE11)
    for index in try indexes() {
      for (bounds, scale) in [(index.xs, index.columnScale), (index.ys, index.rowScale)] {
        let (low, high) = (bounds[0], bounds[bounds.count - 1])
        for _ in 0..<2_000 {
          let value = Double.random(in: low...high, using: &generator)
          let query = bounds.withUnsafeBufferPointer {
            CoverageIndex.cell(ofInside: value, in: $0, scale: scale, origin: low)
          }
          let build = CoverageIndex.cell(of: value, in: bounds, scale: scale, origin: low)
          XCTAssertEqual(query, build, "at \(value) in a grid of \(bounds.count - 1) cells")
        }
      }
    }
  }
}
