#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The area a ride service covers, loaded from GeoJSON, with fast point-in-area queries.
///
/// SiriKit asks ride-booking apps for a GeoJSON coverage file (Apple's sample ships
/// `CoverageArea.geojson`). `CoverageArea` reads one per RFC 7946 — a `FeatureCollection`,
/// `Feature`, `GeometryCollection`, `Polygon` or `MultiPolygon`, with holes — and answers whether
/// a point is covered:
///
/// ```swift
/// let area = try CoverageArea(geoJSON: data)
/// area.contains(try LocationCoordinate(latitude: 37.3349, longitude: -122.0090))  // true
/// ```
///
/// ## Boundary rule
///
/// The area is closed: a point exactly on the boundary of a polygon — on an edge of its exterior
/// ring or of one of its holes, or at a vertex — is covered. "Exactly" means as computed in
/// `Double` arithmetic from the coordinates given.
///
/// ## Speed
///
/// Every polygon is indexed when the area is made: a bounding-box test, then a grid of up to 256
/// columns and 4,096 thin rows, each cell known to be inside, outside, or crossed by a few edges
/// that are the only ones a query ray-casts along its row. A query costs nanoseconds whatever the polygon's size, and its
/// answer is always the answer of plain ray casting over every edge,
/// ``containsByRayCasting(_:)``, which is kept as a reference and a benchmark baseline.
public struct CoverageArea: Sendable {
  /// The polygons the area is made of; a point is covered if any polygon covers it.
  public let polygons: [CoveragePolygon]

  private let grids: [CoverageGrid]

  /// Creates an area from polygons.
  public init(polygons: [CoveragePolygon]) {
    self.polygons = polygons
    self.grids = polygons.map { CoverageGrid(rings: $0.rings) }
  }

  /// Creates an area from a GeoJSON document.
  ///
  /// - Parameter geoJSON: A GeoJSON document's UTF-8 bytes.
  /// - Throws: ``GeoJSONError`` for the first problem found: data that isn't JSON (or nests
  ///   arrays and objects more than 64 levels deep, far past any real document), a missing or
  ///   mistyped member, an unknown or non-area type, a bad position, a coordinate out of range,
  ///   a ring with fewer than four positions or not closed, an edge across the antimeridian, or
  ///   no polygon at all.
  public init(geoJSON: Data) throws {
    self.init(polygons: try GeoJSONParser.polygons(in: geoJSON))
  }

  /// Creates an area from GeoJSON text.
  ///
  /// - Parameter geoJSON: A GeoJSON document.
  /// - Throws: ``GeoJSONError`` as `init(geoJSON:)` with data does.
  public init(geoJSON: String) throws {
    try self.init(geoJSON: Data(geoJSON.utf8))
  }

  /// Returns a Boolean value that indicates whether the area covers a point, using the index.
  public func contains(_ coordinate: LocationCoordinate) -> Bool {
    let (x, y) = (coordinate.longitude, coordinate.latitude)
    for grid in grids where grid.contains(x: x, y: y) {
      return true
    }
    return false
  }

  /// Returns a Boolean value that indicates whether the area covers a place; a place without a
  /// coordinate isn't covered.
  public func contains(_ placemark: Placemark) -> Bool {
    placemark.coordinate.map(contains) ?? false
  }

  /// Returns a Boolean value that indicates whether the area covers a point, by plain ray
  /// casting over every edge of every polygon whose bounding box holds the point.
  ///
  /// It always agrees with `contains(_:)`, at a cost that grows with the
  /// number of vertices; use it as a reference and a baseline.
  public func containsByRayCasting(_ coordinate: LocationCoordinate) -> Bool {
    let (x, y) = (coordinate.longitude, coordinate.latitude)
    for grid in grids where grid.containsByRayCasting(x: x, y: y) {
      return true
    }
    return false
  }

  /// The number of coordinates in every ring of every polygon.
  public var vertexCount: Int {
    polygons.reduce(0) { $0 + $1.vertexCount }
  }
}

// MARK: - Equatable

extension CoverageArea: Equatable {
  public static func == (lhs: CoverageArea, rhs: CoverageArea) -> Bool {
    lhs.polygons == rhs.polygons
  }
}
