/// One polygon of a coverage area: an exterior ring and any holes, each a closed ring of
/// coordinates, as in a GeoJSON `Polygon`.
///
/// Rings follow RFC 7946 §3.1.6: at least four positions, the last the same as the first. Either
/// winding order is accepted. Holes are taken as given: they are expected to lie inside the
/// exterior ring and not to overlap.
///
/// An edge may not jump more than 180° of longitude: RFC 7946 §3.1.9 asks for a polygon that
/// crosses the antimeridian to be split there. Edges may run along ±180° or end on it, and a ring
/// around a pole is drawn as Natural Earth draws Antarctica: along the coast from -180° to 180°,
/// then along the pole's latitude (±90°) back to -180°, an edge that is allowed.
///
/// ```swift
/// let square = try CoveragePolygon(exterior: [
///   LocationCoordinate(latitude: 0, longitude: 0), LocationCoordinate(latitude: 0, longitude: 1),
///   LocationCoordinate(latitude: 1, longitude: 1), LocationCoordinate(latitude: 0, longitude: 0),
/// ])
/// ```
public struct CoveragePolygon: Hashable, Sendable {
  /// The outer boundary, closed: its last coordinate is its first.
  public let exterior: [LocationCoordinate]

  /// The rings cut out of the polygon, each closed.
  public let holes: [[LocationCoordinate]]

  /// Creates a polygon.
  ///
  /// - Parameters:
  ///   - exterior: The outer ring: at least four coordinates, the last equal to the first.
  ///   - holes: Rings cut out of the polygon, with the same rules.
  /// - Throws: ``GeoJSONError`` with code ``GeoJSONError/Code/ringTooShort``,
  ///   ``GeoJSONError/Code/ringNotClosed`` or ``GeoJSONError/Code/antimeridianCrossing``, with a
  ///   path of `exterior` or `holes[i]`.
  public init(exterior: [LocationCoordinate], holes: [[LocationCoordinate]] = []) throws {
    try Self.validateRing(exterior, path: "exterior")
    for (index, hole) in holes.enumerated() {
      try Self.validateRing(hole, path: "holes[\(index)]")
    }
    self.init(uncheckedExterior: exterior, holes: holes)
  }

  /// Creates a polygon from rings already known to be valid.
  package init(uncheckedExterior exterior: [LocationCoordinate], holes: [[LocationCoordinate]]) {
    self.exterior = exterior
    self.holes = holes
  }

  /// The exterior ring followed by the holes.
  var rings: [[LocationCoordinate]] {
    [exterior] + holes
  }

  /// The number of coordinates in every ring, counting each ring's closing coordinate.
  public var vertexCount: Int {
    rings.reduce(0) { $0 + $1.count }
  }

  /// Checks a ring against RFC 7946's rules.
  ///
  /// - Parameters:
  ///   - ring: The ring's coordinates.
  ///   - path: The ring's path, worked out only if the ring breaks a rule.
  /// - Throws: ``GeoJSONError`` naming the rule the ring breaks, at `path`.
  static func validateRing(
    _ ring: [LocationCoordinate],
    path: @autoclosure () -> String
  ) throws(GeoJSONError) {
    guard ring.count >= 4 else {
      throw GeoJSONError(
        code: .ringTooShort,
        path: path(),
        message: "a ring needs at least 4 positions, got \(ring.count)"
      )
    }
    if let first = ring.first, let last = ring.last, first != last {
      throw GeoJSONError(
        code: .ringNotClosed,
        path: path(),
        message:
          "a ring's last position must repeat its first; got [\(first.longitude), "
          + "\(first.latitude)] and [\(last.longitude), \(last.latitude)]"
      )
    }
    for index in ring.indices.dropLast() {
      let (start, end) = (ring[index], ring[index + 1])
      // An edge along a pole's latitude joins two points of the pole: it crosses nothing.
      guard abs(end.longitude - start.longitude) > 180,
        start.latitude != end.latitude || abs(start.latitude) != 90
      else { continue }
      throw GeoJSONError(
        code: .antimeridianCrossing,
        path: path(),
        message:
          "the edge from position \(index) to \(index + 1) crosses the antimeridian; "
          + "split the polygon there (RFC 7946 §3.1.9)"
      )
    }
  }
}
