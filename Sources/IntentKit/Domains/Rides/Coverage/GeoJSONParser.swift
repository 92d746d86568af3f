#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the polygons of a GeoJSON document (RFC 7946) and checks every rule a coverage area
/// depends on, naming where each problem is.
///
/// Accepted: a `FeatureCollection`, a `Feature` (a `null` geometry adds nothing), a
/// `GeometryCollection`, a `Polygon` or a `MultiPolygon`. Point and line geometries are refused,
/// since they cover no area. Positions may carry an altitude, which is ignored.
enum GeoJSONParser {
  /// Returns the polygons in a GeoJSON document.
  ///
  /// - Throws: ``GeoJSONError`` for the first problem found.
  static func polygons(in data: Data) throws(GeoJSONError) -> [CoveragePolygon] {
    guard nestingDepth(of: data, upTo: maximumDepth) <= maximumDepth else {
      throw GeoJSONError(
        code: .invalidJSON,
        path: "",
        message: "the document nests arrays and objects deeper than \(maximumDepth) levels"
      )
    }
    let document: GeoJSONValue
    do {
      document = try JSONDecoder().decode(GeoJSONValue.self, from: data)
    } catch {
      throw GeoJSONError(code: .invalidJSON, path: "", message: "the data isn't valid JSON")
    }
    var polygons: [CoveragePolygon] = []
    try collect(document, at: "", into: &polygons)
    guard !polygons.isEmpty else {
      throw GeoJSONError(
        code: .noPolygons,
        path: "",
        message: "the document holds no Polygon or MultiPolygon"
      )
    }
    return polygons
  }

  // MARK: - Depth

  /// The deepest nesting of arrays and objects a document may have.
  ///
  /// A `MultiPolygon` inside a `Feature` inside a `FeatureCollection` needs 7; the rest is room
  /// for `GeometryCollection`s.
  /// Decoding a deeper document would cost time that grows with the square of its depth.
  static let maximumDepth = 64

  /// Returns how deep a JSON document nests arrays and objects, counting past `limit` at most
  /// once: a scan of its bytes that skips strings.
  static func nestingDepth(of data: Data, upTo limit: Int) -> Int {
    var (depth, deepest) = (0, 0)
    var (inString, escaped) = (false, false)
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
        if deepest > limit { return deepest }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  // MARK: - Objects

  private static let lineAndPointTypes: Set = [
    "Point", "MultiPoint", "LineString", "MultiLineString",
  ]

  /// Collects the polygons of any GeoJSON object.
  private static func collect(
    _ value: GeoJSONValue,
    at path: String,
    into polygons: inout [CoveragePolygon]
  ) throws(GeoJSONError) {
    let (type, members) = try object(value, at: path)
    switch type {
    case "FeatureCollection":
      let features = try array(member: "features", of: members, at: path)
      for (index, feature) in features.enumerated() {
        let featurePath = "\(join(path, "features"))[\(index)]"
        let (featureType, _) = try object(feature, at: featurePath)
        guard featureType == "Feature" else {
          throw GeoJSONError(
            code: .wrongType,
            path: featurePath,
            message: "a FeatureCollection's features must be Features, got \(featureType)"
          )
        }
        try collect(feature, at: featurePath, into: &polygons)
      }
    case "Feature":
      guard let geometry = members["geometry"] else {
        throw missing("geometry", at: path)
      }
      if geometry != .null {
        try collectGeometry(geometry, at: join(path, "geometry"), into: &polygons)
      }
    default:
      try collectGeometry(value, at: path, into: &polygons)
    }
  }

  /// Collects the polygons of a geometry object.
  private static func collectGeometry(
    _ value: GeoJSONValue,
    at path: String,
    into polygons: inout [CoveragePolygon]
  ) throws(GeoJSONError) {
    let (type, members) = try object(value, at: path)
    switch type {
    case "Polygon":
      let coordinates = try member("coordinates", of: members, at: path)
      polygons.append(try polygon(coordinates, at: join(path, "coordinates")))
    case "MultiPolygon":
      let coordinatesPath = join(path, "coordinates")
      for (index, element) in try array(member: "coordinates", of: members, at: path).enumerated() {
        polygons.append(try polygon(element, at: "\(coordinatesPath)[\(index)]"))
      }
    case "GeometryCollection":
      let geometriesPath = join(path, "geometries")
      for (index, geometry) in try array(member: "geometries", of: members, at: path).enumerated() {
        try collectGeometry(geometry, at: "\(geometriesPath)[\(index)]", into: &polygons)
      }
    case "Feature", "FeatureCollection":
      throw GeoJSONError(
        code: .wrongType,
        path: path,
        message: "expected a geometry, got a \(type)"
      )
    case let type where lineAndPointTypes.contains(type):
      throw GeoJSONError(
        code: .unsupportedGeometry,
        path: path,
        message: "a coverage area needs Polygon or MultiPolygon geometry, got \(type)"
      )
    default:
      throw GeoJSONError(
        code: .unknownType,
        path: join(path, "type"),
        message: "\"\(type.prefix(40))\" is not a GeoJSON type"
      )
    }
  }

  // MARK: - Coordinates

  /// Reads a polygon's rings: the exterior ring, then its holes.
  private static func polygon(
    _ value: GeoJSONValue,
    at path: String
  ) throws(GeoJSONError) -> CoveragePolygon {
    guard case .array(let ringValues) = value else {
      throw wrongType(value, expected: "an array of rings", at: path)
    }
    guard !ringValues.isEmpty else {
      throw GeoJSONError(
        code: .ringTooShort,
        path: path,
        message: "a polygon needs at least one ring, its exterior"
      )
    }
    var rings: [[LocationCoordinate]] = []
    rings.reserveCapacity(ringValues.count)
    for (index, ringValue) in ringValues.enumerated() {
      rings.append(try ring(ringValue, at: "\(path)[\(index)]"))
    }
    return CoveragePolygon(uncheckedExterior: rings[0], holes: Array(rings.dropFirst()))
  }

  /// Reads a ring and checks that it has four positions or more, is closed and doesn't cross
  /// the antimeridian.
  private static func ring(
    _ value: GeoJSONValue,
    at path: String
  ) throws(GeoJSONError) -> [LocationCoordinate] {
    guard case .array(let positions) = value else {
      throw wrongType(value, expected: "an array of positions", at: path)
    }
    guard positions.count >= 4 else {
      throw GeoJSONError(
        code: .ringTooShort,
        path: path,
        message: "a ring needs at least 4 positions, got \(positions.count)"
      )
    }
    var ring: [LocationCoordinate] = []
    ring.reserveCapacity(positions.count)
    for (index, position) in positions.enumerated() {
      ring.append(try coordinate(position, at: "\(path)[\(index)]"))
    }
    try CoveragePolygon.validateRing(ring, path: path)
    return ring
  }

  /// Reads a position, `[longitude, latitude]` or `[longitude, latitude, altitude]`.
  private static func coordinate(
    _ value: GeoJSONValue,
    at path: @autoclosure () -> String
  ) throws(GeoJSONError) -> LocationCoordinate {
    guard case .array(let numbers) = value, numbers.count >= 2 else {
      let count = if case .array(let numbers) = value { "\(numbers.count) numbers" } else { "" }
      throw GeoJSONError(
        code: .invalidPosition,
        path: path(),
        message: count.isEmpty
          ? "a position must be an array of numbers, got \(value.typeName)"
          : "a position needs a longitude and a latitude, got \(count)"
      )
    }
    guard case .number(let longitude) = numbers[0], case .number(let latitude) = numbers[1] else {
      let culprit = if case .number = numbers[0] { numbers[1] } else { numbers[0] }
      throw GeoJSONError(
        code: .invalidPosition,
        path: path(),
        message: "a position's longitude and latitude must be numbers, got \(culprit.typeName)"
      )
    }
    if let problem = LocationCoordinate.problem(latitude: latitude, longitude: longitude) {
      throw GeoJSONError(code: .coordinateOutOfRange, path: path(), message: problem)
    }
    return LocationCoordinate(uncheckedLatitude: latitude, longitude: longitude)
  }

  // MARK: - Helpers

  private static func object(
    _ value: GeoJSONValue,
    at path: String
  ) throws(GeoJSONError) -> (type: String, members: [String: GeoJSONValue]) {
    guard case .object(let members) = value else {
      throw wrongType(value, expected: "a GeoJSON object", at: path)
    }
    guard case .string(let type) = try member("type", of: members, at: path) else {
      throw wrongType(members["type"] ?? .null, expected: "a string", at: join(path, "type"))
    }
    return (type, members)
  }

  private static func member(
    _ name: String,
    of members: [String: GeoJSONValue],
    at path: String
  ) throws(GeoJSONError) -> GeoJSONValue {
    guard let value = members[name] else { throw missing(name, at: path) }
    return value
  }

  private static func array(
    member name: String,
    of members: [String: GeoJSONValue],
    at path: String
  ) throws(GeoJSONError) -> [GeoJSONValue] {
    let value = try member(name, of: members, at: path)
    guard case .array(let elements) = value else {
      throw wrongType(value, expected: "an array", at: join(path, name))
    }
    return elements
  }

  private static func missing(_ name: String, at path: String) -> GeoJSONError {
    GeoJSONError(
      code: .missingMember,
      path: path,
      message: "the object needs a \"\(name)\" member"
    )
  }

  private static func wrongType(
    _ value: GeoJSONValue,
    expected: String,
    at path: String
  ) -> GeoJSONError {
    GeoJSONError(
      code: .wrongType,
      path: path,
      message: "expected \(expected), got \(value.typeName)"
    )
  }

  private static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }
}
