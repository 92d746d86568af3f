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
/// Files that cover the world load too, such as Natural Earth's land or country files: polygons
/// may run along or touch the antimeridian, and a ring may enclose a pole the way those files
/// draw it, along the coast from -180° to 180° and back along the pole's latitude.
///
/// ## Boundary rule
///
/// The area is closed: a point exactly on the boundary of a polygon — on an edge of its exterior
/// ring or of one of its holes, or at a vertex — is covered. "Exactly" means as computed in
/// `Double` arithmetic from the coordinates given. Longitudes 180 and -180 name the same
/// meridian, so a point on it is covered if either side covers it; and each pole is one point,
/// covered if any polygon reaches its latitude (within 1e-9°, rounding noise).
///
/// ## Speed
///
/// All the polygons share one index, made when the area is: a grid over their bounding box of
/// about two cells per edge (up to 512 columns and 4,096 thin rows), each cell known to be
/// covered, not covered, or crossed by a few edges, grouped by polygon, that are the only ones a
/// query ray-casts along its row; a cell crossed by many is cut into thin strips. A
/// query costs tens of nanoseconds whether the area has one polygon or ten thousand, and its
/// answer is always the answer of plain ray casting over every edge,
/// ``containsByRayCasting(_:)``, which is kept as a reference and a benchmark baseline.
public struct CoverageArea: Sendable {
  /// The polygons the area is made of; a point is covered if any polygon covers it.
  public let polygons: [CoveragePolygon]

  private let index: CoverageIndex

  /// Whether a polygon comes within `GeoJSONParser.noise` of latitude 90, or of -90.
  private let reachesNorthPole: Bool
  private let reachesSouthPole: Bool

  /// Creates an area from polygons.
  public init(polygons: [CoveragePolygon]) {
    self.polygons = polygons
    index = CoverageIndex(polygons: polygons)
    // No edge reaches further than its vertices. Natural Earth's 1:10m Antarctica runs along
    // -89.99999999999994, the pole in all but rounding.
    reachesNorthPole = index.bounds.maxY >= 90 - GeoJSONParser.noise
    reachesSouthPole = index.bounds.minY <= -90 + GeoJSONParser.noise
  }

  /// Creates an area from a GeoJSON document.
  ///
  /// A coordinate up to 1e-9° past ±180° of longitude or ±90° of latitude, the rounding noise
  /// that converted files carry (`180.00000000000014`), is read as ±180° or ±90°; anything
  /// further out is refused.
  ///
  /// ```swift
  /// let land = try CoverageArea(geoJSON: data, options: .skipsPointsAndLines)
  /// ```
  ///
  /// - Parameters:
  ///   - geoJSON: A GeoJSON document's UTF-8 bytes.
  ///   - options: How to read the document; by default, a `Point` or line geometry is refused.
  /// - Throws: ``GeoJSONError`` for the first problem found: data that isn't JSON (or nests
  ///   arrays and objects more than 64 levels deep, far past any real document), a missing or
  ///   mistyped member, an unknown or non-area type, a bad position, a coordinate out of range,
  ///   a ring with fewer than four positions or not closed, an edge across the antimeridian, or
  ///   no polygon at all.
  public init(geoJSON: Data, options: ReadingOptions = []) throws {
    self.init(polygons: try GeoJSONParser.polygons(in: geoJSON, options: options))
  }

  /// Creates an area from GeoJSON text.
  ///
  /// - Parameters:
  ///   - geoJSON: A GeoJSON document.
  ///   - options: How to read the document; by default, a `Point` or line geometry is refused.
  /// - Throws: ``GeoJSONError`` as the initialiser that takes `Data` does.
  public init(geoJSON: String, options: ReadingOptions = []) throws {
    try self.init(geoJSON: Data(geoJSON.utf8), options: options)
  }

  /// Returns a Boolean value that indicates whether the area covers a point, using the index.
  public func contains(_ coordinate: LocationCoordinate) -> Bool {
    covers(coordinate, byRayCasting: false)
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
    covers(coordinate, byRayCasting: true)
  }

  /// Applies the rules of the sphere, the poles and the antimeridian, around a planar test:
  /// the index's, or plain ray casting's.
  ///
  /// The test is chosen by a flag rather than passed as a function: a partially applied
  /// `index.contains(x:y:)` copied the whole index to the stack on every query.
  @inline(__always)
  private func covers(_ coordinate: LocationCoordinate, byRayCasting: Bool) -> Bool {
    func contains(_ x: Double, _ y: Double) -> Bool {
      byRayCasting ? index.containsByRayCasting(x: x, y: y) : index.contains(x: x, y: y)
    }
    let (x, y) = (coordinate.longitude, coordinate.latitude)
    if abs(y) == 90 { return y > 0 ? reachesNorthPole : reachesSouthPole }
    if abs(x) == 180 { return contains(180, y) || contains(-180, y) }
    return contains(x, y)
  }

  /// The number of coordinates in every ring of every polygon.
  public var vertexCount: Int {
    polygons.reduce(0) { $0 + $1.vertexCount }
  }
}

// MARK: - Reading options

extension CoverageArea {
  /// A value that tunes how GeoJSON is read into a coverage area.
  ///
  /// Use it when a file mixes other features with the area's polygons, such as a city's map
  /// with its depots as points and its streets as lines:
  ///
  /// ```swift
  /// let area = try CoverageArea(geoJSON: data, options: .skipsPointsAndLines)
  /// ```
  public struct ReadingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates options from their raw value.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Skips `Point`, `MultiPoint`, `LineString` and `MultiLineString` geometry instead of
    /// refusing the document.
    ///
    /// Without it such geometry throws ``GeoJSONError/Code/unsupportedGeometry``: a coverage
    /// file with points or lines in it is more likely a mistake than a map. Unknown types are
    /// still refused, and so is a document whose only geometry is skipped.
    public static let skipsPointsAndLines = ReadingOptions(rawValue: 1 << 0)
  }
}

// MARK: - Equatable

extension CoverageArea: Equatable {
  public static func == (lhs: CoverageArea, rhs: CoverageArea) -> Bool {
    lhs.polygons == rhs.polygons
  }
}
