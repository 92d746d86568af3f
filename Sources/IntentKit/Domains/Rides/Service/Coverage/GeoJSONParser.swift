#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the polygons of a GeoJSON document (RFC 7946) and checks every rule a coverage area
/// depends on, naming where each problem is.
///
/// The document is read by IntentKit's strict JSON reader (see ``StrictJSONDecoder``): text
/// that isn't JSON, or an object with two members of the same name, is refused wherever it
/// stands. Accepted: a `FeatureCollection`, a `Feature` (a `null` geometry adds nothing), a
/// `GeometryCollection`, a `Polygon` or a `MultiPolygon`. Point and line geometries are refused,
/// since they cover no area, unless the options say to skip them. Positions may carry an
/// altitude, which is ignored; a coordinate within ``noise`` past its range is clamped to it.
struct GeoJSONParser {
  let document: JSONDocument
  let options: CoverageArea.ReadingOptions

  /// How far past ±180° or ±90° a coordinate may be and still be read as ±180° or ±90°: far
  /// more than the rounding noise of converted files, far less than a metre.
  static let noise = 1e-9

  /// Returns the polygons in a GeoJSON document.
  ///
  /// - Throws: ``GeoJSONError`` for the first problem found.
  static func polygons(
    in data: Data,
    options: CoverageArea.ReadingOptions = []
  ) throws(GeoJSONError) -> [CoveragePolygon] {
    let document: JSONDocument
    do {
      document = try JSONDocument(
        parsing: data,
        limits: JSONReader.Limits(maximumDepth: maximumDepth, maximumSize: Int.max)
      )
    } catch {
      throw GeoJSONError(
        code: error.code == .tooDeep ? .tooDeep : .invalidJSON,
        path: error.path,
        message: error.message
      )
    }
    var polygons: [CoveragePolygon] = []
    try GeoJSONParser(document: document, options: options).collect(0, at: "", into: &polygons)
    guard !polygons.isEmpty else {
      throw GeoJSONError(
        code: .noPolygons,
        path: "",
        message: "the document holds no Polygon or MultiPolygon"
      )
    }
    return polygons
  }

  /// The deepest nesting of arrays and objects a document may have.
  ///
  /// A `MultiPolygon` inside a `Feature` inside a `FeatureCollection` needs 7; the rest is room
  /// for `GeometryCollection`s.
  static let maximumDepth = 64

  // MARK: - Objects

  private static let lineAndPointTypes: Set = [
    "Point", "MultiPoint", "LineString", "MultiLineString",
  ]

  /// Collects the polygons of any GeoJSON object.
  private func collect(
    _ value: Int,
    at path: String,
    into polygons: inout [CoveragePolygon]
  ) throws(GeoJSONError) {
    let type = try objectType(value, at: path)
    switch type {
    case "FeatureCollection":
      let featuresPath = join(path, "features")
      for (index, feature) in try elements(ofMember: "features", of: value, at: path).enumerated() {
        let featurePath = "\(featuresPath)[\(index)]"
        let featureType = try objectType(feature, at: featurePath)
        guard featureType == "Feature" else {
          throw GeoJSONError(
            code: .wrongType,
            path: featurePath,
            message:
              "a FeatureCollection's features must be Features, got \(TextLimits.excerpt(featureType))"
          )
        }
        try collect(feature, at: featurePath, into: &polygons)
      }
    case "Feature":
      let geometry = try member("geometry", of: value, at: path)
      if document.entries[geometry].kind != .null {
        try collectGeometry(geometry, at: join(path, "geometry"), into: &polygons)
      }
    default:
      try collectGeometry(value, at: path, into: &polygons)
    }
  }

  /// Collects the polygons of a geometry object.
  private func collectGeometry(
    _ value: Int,
    at path: String,
    into polygons: inout [CoveragePolygon]
  ) throws(GeoJSONError) {
    let type = try objectType(value, at: path)
    switch type {
    case "Polygon":
      let coordinates = try member("coordinates", of: value, at: path)
      polygons.append(try polygon(coordinates, at: join(path, "coordinates")))
    case "MultiPolygon":
      let coordinatesPath = join(path, "coordinates")
      for (index, element) in try elements(ofMember: "coordinates", of: value, at: path)
        .enumerated()
      {
        polygons.append(try polygon(element, at: "\(coordinatesPath)[\(index)]"))
      }
    case "GeometryCollection":
      let geometriesPath = join(path, "geometries")
      for (index, geometry) in try elements(ofMember: "geometries", of: value, at: path)
        .enumerated()
      {
        try collectGeometry(geometry, at: "\(geometriesPath)[\(index)]", into: &polygons)
      }
    case "Feature", "FeatureCollection":
      throw GeoJSONError(
        code: .wrongType,
        path: path,
        message: "expected a geometry, got a \(type)"
      )
    case let type where Self.lineAndPointTypes.contains(type):
      if options.contains(.skipsPointsAndLines) { return }
      throw GeoJSONError(
        code: .unsupportedGeometry,
        path: path,
        message: "a coverage area needs Polygon or MultiPolygon geometry, got \(type)"
      )
    default:
      throw GeoJSONError(
        code: .unknownType,
        path: join(path, "type"),
        message: "\"\(TextLimits.excerpt(type))\" is not a GeoJSON type"
      )
    }
  }

  // MARK: - Coordinates

  /// Reads a polygon's rings: the exterior ring, then its holes.
  private func polygon(_ value: Int, at path: String) throws(GeoJSONError) -> CoveragePolygon {
    let ringValues = try elements(of: value, expected: "an array of rings", at: path)
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
  private func ring(_ value: Int, at path: String) throws(GeoJSONError) -> [LocationCoordinate] {
    let entry = document.entries[value]
    guard entry.kind == .array else {
      throw wrongType(value, expected: "an array of positions", at: path)
    }
    guard entry.length >= 4 else {
      throw GeoJSONError(
        code: .ringTooShort,
        path: path,
        message: "a ring needs at least 4 positions, got \(entry.length)"
      )
    }
    var ring: [LocationCoordinate] = []
    ring.reserveCapacity(Int(entry.length))
    var position = value + 1
    while position < Int(entry.end) {
      ring.append(try coordinate(position, at: "\(path)[\(ring.count)]"))
      position = document.next(after: position)
    }
    try CoveragePolygon.validateRing(ring, path: path)
    return ring
  }

  /// Reads a position, `[longitude, latitude]` or `[longitude, latitude, altitude]`.
  private func coordinate(
    _ value: Int,
    at path: @autoclosure () -> String
  ) throws(GeoJSONError) -> LocationCoordinate {
    let entry = document.entries[value]
    guard entry.kind == .array, entry.length >= 2 else {
      throw GeoJSONError(
        code: .invalidPosition,
        path: path(),
        message: entry.kind == .array
          ? "a position needs a longitude and a latitude, got \(entry.length) numbers"
          : "a position must be an array of numbers, got \(typeName(value))"
      )
    }
    let longitudeIndex = value + 1
    let latitudeIndex = document.next(after: longitudeIndex)
    let notANumber =
      document.entries[longitudeIndex].kind != .number
      ? longitudeIndex : document.entries[latitudeIndex].kind != .number ? latitudeIndex : nil
    if let index = notANumber {
      throw GeoJSONError(
        code: .invalidPosition,
        path: path(),
        message: "a position's longitude and latitude must be numbers, got \(typeName(index))"
      )
    }
    guard var longitude = number(longitudeIndex), var latitude = number(latitudeIndex) else {
      throw GeoJSONError(
        code: .coordinateOutOfRange,
        path: path(),
        message: "a position's numbers must be within Double's range"
      )
    }
    if abs(longitude) > 180 || abs(latitude) > 90 {
      // Rounding noise just past the range is read as the range's end.
      if abs(longitude) > 180, abs(longitude) <= 180 + Self.noise {
        longitude = longitude > 0 ? 180 : -180
      }
      if abs(latitude) > 90, abs(latitude) <= 90 + Self.noise {
        latitude = latitude > 0 ? 90 : -90
      }
    }
    if let problem = LocationCoordinate.problem(latitude: latitude, longitude: longitude) {
      throw GeoJSONError(code: .coordinateOutOfRange, path: path(), message: problem)
    }
    return LocationCoordinate(uncheckedLatitude: latitude, longitude: longitude)
  }

  /// The `Double` nearest a number entry, or `nil` beyond `Double`'s range.
  private func number(_ index: Int) -> Double? {
    let entry = document.entries[index]
    return JSONNumberText.double(
      UnsafeBufferPointer(
        rebasing: document.bytes[Int(entry.start)..<Int(entry.start + entry.length)]
      )
    )
  }

  // MARK: - Helpers

  /// Checks that a value is an object with a string `type`, and returns the type.
  private func objectType(_ value: Int, at path: String) throws(GeoJSONError) -> String {
    guard document.entries[value].kind == .object else {
      throw wrongType(value, expected: "a GeoJSON object", at: path)
    }
    let type = try member("type", of: value, at: path)
    guard document.entries[type].kind == .string else {
      throw wrongType(type, expected: "a string", at: join(path, "type"))
    }
    return document.string(at: type)
  }

  private func member(_ name: String, of object: Int, at path: String) throws(GeoJSONError) -> Int {
    guard let value = document.member(named: name, in: object) else {
      throw GeoJSONError(
        code: .missingMember,
        path: path,
        message: "the object needs a \"\(name)\" member"
      )
    }
    return value
  }

  private func elements(
    ofMember name: String,
    of object: Int,
    at path: String
  ) throws(GeoJSONError) -> [Int] {
    try elements(of: member(name, of: object, at: path), expected: "an array", at: join(path, name))
  }

  /// The entries of an array's elements.
  private func elements(
    of value: Int,
    expected: String,
    at path: String
  ) throws(GeoJSONError) -> [Int] {
    let entry = document.entries[value]
    guard entry.kind == .array else { throw wrongType(value, expected: expected, at: path) }
    var elements: [Int] = []
    elements.reserveCapacity(Int(entry.length))
    var element = value + 1
    while element < Int(entry.end) {
      elements.append(element)
      element = document.next(after: element)
    }
    return elements
  }

  private func typeName(_ value: Int) -> String {
    switch document.entries[value].kind {
    case .null: "null"
    case .true, .false: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  private func wrongType(_ value: Int, expected: String, at path: String) -> GeoJSONError {
    GeoJSONError(
      code: .wrongType,
      path: path,
      message: "expected \(expected), got \(typeName(value))"
    )
  }

  private func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }
}
