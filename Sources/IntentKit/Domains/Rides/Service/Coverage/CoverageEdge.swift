/// One edge of a polygon ring, in degrees: x is longitude, y is latitude.
///
/// Plain ray casting uses these two predicates and nothing else. The grid index does their
/// arithmetic two edges at a time, with the same operations in the same order (see
/// `CoverageIndex.scan`), which is what makes the two agree exactly.
struct CoverageEdge: Sendable, Equatable {
  let x0: Double
  let y0: Double
  let x1: Double
  let y1: Double

  /// Returns a Boolean value that indicates whether the point lies on the edge, as computed in
  /// `Double` arithmetic.
  @inline(__always)
  func contains(x: Double, y: Double) -> Bool {
    guard x >= min(x0, x1), x <= max(x0, x1), y >= min(y0, y1), y <= max(y0, y1) else {
      return false
    }
    return (x1 - x0) * (y - y0) == (y1 - y0) * (x - x0)
  }

  /// Returns the longitude where the edge crosses the parallel at latitude `y`, or `nil` if it
  /// doesn't cross it.
  ///
  /// An edge crosses when one end is above `y` and the other isn't, so a ray through a vertex
  /// counts the vertex once and horizontal edges never count.
  @inline(__always)
  func crossing(atY y: Double) -> Double? {
    guard (y0 > y) != (y1 > y) else { return nil }
    return x0 + (y - y0) * (x1 - x0) / (y1 - y0)
  }

  /// Returns the westernmost and easternmost longitudes of the part of the edge between two
  /// latitudes; the whole edge's if it is horizontal.
  ///
  /// Used only to assign edges to grid cells, with padding, so rounding here can't change an
  /// answer.
  func longitudes(between south: Double, and north: Double) -> (west: Double, east: Double) {
    guard y0 != y1 else { return (min(x0, x1), max(x0, x1)) }
    func longitude(at y: Double) -> Double {
      let fraction = min(1, max(0, (y - y0) / (y1 - y0)))
      return x0 + (x1 - x0) * fraction
    }
    let (a, b) = (longitude(at: south), longitude(at: north))
    return (min(a, b), max(a, b))
  }

  /// Returns a Boolean value that indicates whether the edge comes within `margin` of the
  /// vertical segment at longitude `x` from latitude `south` to `north`.
  ///
  /// Used only to find cell sides no edge comes near, with a margin far larger than rounding, so
  /// rounding here can't change an answer.
  func comesNear(
    x: Double,
    between south: Double,
    and north: Double,
    within margin: Double
  )
    -> Bool
  {
    guard let (low, high) = latitudes(near: x, within: margin) else { return false }
    return low <= north + margin && high >= south - margin
  }

  /// Returns the lowest and highest latitudes of the part of the edge within `margin` of
  /// longitude `x`, or `nil` if no part is.
  ///
  /// Used only to find cell sides no edge comes near, with a margin far larger than rounding.
  func latitudes(near x: Double, within margin: Double) -> (low: Double, high: Double)? {
    guard min(x0, x1) <= x + margin, max(x0, x1) >= x - margin else { return nil }
    if x0 == x1 { return (min(y0, y1), max(y0, y1)) }
    func latitude(at longitude: Double) -> Double {
      let fraction = min(1, max(0, (longitude - x0) / (x1 - x0)))
      return y0 + (y1 - y0) * fraction
    }
    let (a, b) = (latitude(at: x - margin), latitude(at: x + margin))
    return (min(a, b), max(a, b))
  }
}
