import IntentKitTesting
import XCTest

@testable import IntentKit

/// Queries and the build find a value's cell with ``CoverageIndex/cell(of:in:scale:origin:)``,
/// which rounds an estimate and corrects it against the cell boundaries: the cell it returns
/// must hold the value, by the boundaries themselves, wherever the estimate's rounding falls.
final class CoverageGridTests: XCTestCase {
  /// The boundaries of indexes of rings with awkward extents and vertex counts, so they are
  /// rounded and the grids have from a few cells to the most columns and rows, with the scale
  /// each grid's estimates use.
  private func grids() throws -> [(bounds: [Double], scale: Double)] {
    var generator = SeededRandomNumberGenerator(seed: 0x6121D)
    return try [12, 400, 6_000, 60_000].flatMap { count in
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
      let index = CoverageIndex(polygons: [try CoveragePolygon(exterior: ring)])
      return [(index.xs, index.columnScale), (index.ys, index.rowScale)]
    }
  }

  /// Asserts that the cell found for a value holds it: from its lower boundary up to, but not
  /// including, its upper one, which the last cell also holds; or that a value beyond the
  /// bounds falls in the first or last cell.
  private func assertCellHolds(
    _ value: Double,
    in bounds: [Double],
    scale: Double,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let cell = bounds.withUnsafeBufferPointer {
      CoverageIndex.cell(of: value, in: $0, scale: scale, origin: bounds[0])
    }
    let last = bounds.count - 2
    let message = "\(value) in cell \(cell) of \(last + 1)"
    if value < bounds[0] {
      XCTAssertEqual(cell, 0, message, file: file, line: line)
    } else if value > bounds[last + 1] {
      XCTAssertEqual(cell, last, message, file: file, line: line)
    } else {
      XCTAssert((0...last).contains(cell), message, file: file, line: line)
      XCTAssertGreaterThanOrEqual(value, bounds[cell], message, file: file, line: line)
      if cell < last {
        XCTAssertLessThan(value, bounds[cell + 1], message, file: file, line: line)
      }
    }
  }

  func testCell_everyBoundaryAndItsNeighbours_holdsTheValue() throws {
    for (bounds, scale) in try grids() {
      for value in bounds.flatMap({ [$0.nextDown, $0, $0.nextUp] }) {
        assertCellHolds(value, in: bounds, scale: scale)
      }
    }
  }

  func testCell_seededRandomValuesWithinAndBeyondTheBounds_holdsTheValue() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xCE11)
    for (bounds, scale) in try grids() {
      let (low, high) = (bounds[0], bounds[bounds.count - 1])
      let width = high - low
      for _ in 0..<2_000 {
        let value = Double.random(in: low...high, using: &generator)
        assertCellHolds(value, in: bounds, scale: scale)
      }
      for beyond in [low - width, low - 1e-9, high + 1e-9, high + width, -1e300, 1e300] {
        assertCellHolds(beyond, in: bounds, scale: scale)
      }
    }
  }

  // MARK: - An area too large for the cell table

  /// A ring of `count` vertices, a square with one side a zigzag, so that its grid has crowded
  /// cells, a hole in its middle, and entries in the hundreds.
  private func zigzagSquare(count: Int) throws -> CoveragePolygon {
    var exterior = try (0..<count).map { index in
      try LocationCoordinate(
        latitude: index % 2 == 0 ? 10 : 10.4,
        longitude: 20 + 2 * Double(index) / Double(count)
      )
    }
    exterior += [
      try LocationCoordinate(latitude: 12, longitude: 22),
      try LocationCoordinate(latitude: 12, longitude: 20),
      exterior[0],
    ]
    let hole = try [(11, 20.8), (11, 21.2), (11.4, 21.2), (11.4, 20.8), (11, 20.8)].map {
      try LocationCoordinate(latitude: $0.0, longitude: $0.1)
    }
    return try CoveragePolygon(exterior: exterior, holes: [hole])
  }

  /// An area whose entries would reach past the slot limit gets no grid and casts rays.
  ///
  /// The cell table holds a cell's first slot in ``CoverageIndex/slotBits`` bits, so such an
  /// area must never be answered from slots that wrapped. The limit is pinned at the exact
  /// number of slots the grid takes.
  func testIndex_entriesReachingTheSlotLimit_castRaysAndGiveTheSameAnswers() throws {
    let polygon = try zigzagSquare(count: 301)
    let full = CoverageIndex(polygons: [polygon])
    let slots = full.entries.count
    XCTAssertGreaterThan(full.columns, 0)
    XCTAssertGreaterThan(slots, 100)

    let fits = CoverageIndex(polygons: [polygon], slotLimit: slots + 1)
    XCTAssertEqual(fits.columns, full.columns)
    XCTAssertEqual(fits.entries.count, slots)

    var generator = SeededRandomNumberGenerator(seed: 0x5107)
    let points = (0..<4_000).map { _ in
      (
        Double.random(in: 19.9...22.1, using: &generator),
        Double.random(in: 9.9...12.1, using: &generator)
      )
    }
    for limit in [slots, slots / 2, 1] {
      let capped = CoverageIndex(polygons: [polygon], slotLimit: limit)
      XCTAssertEqual(capped.columns, 0, "limit \(limit)")
      XCTAssertTrue(capped.entries.isEmpty, "limit \(limit)")
      for (x, y) in points {
        XCTAssertEqual(
          capped.contains(x: x, y: y),
          full.contains(x: x, y: y),
          "limit \(limit) at (\(x), \(y))"
        )
      }
      XCTAssertTrue(capped.contains(x: 21, y: 11.8))
      XCTAssertFalse(capped.contains(x: 21, y: 11.2), "in the hole")
      XCTAssertFalse(capped.contains(x: 23, y: 11))
      XCTAssertTrue(capped.contains(x: 20.8, y: 11.2), "on the hole's edge")
    }
  }
}
