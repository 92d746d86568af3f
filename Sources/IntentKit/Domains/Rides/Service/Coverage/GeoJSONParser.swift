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
    try GeoJSONParser(document: document, options: options).collect(0, into: &polygons)
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
  ///
  /// Values are named by their entries in the document; an error's path is worked out from its
  /// entry only when it is thrown (see ``path(of:)``), so reading builds no path strings.
  private func collect(
    _ value: Int,
    into polygons: inout [CoveragePolygon]
  ) throws(GeoJSONError) {
    let type = try objectType(value)
    switch type {
    case "FeatureCollection":
      for feature in try elements(ofMember: "features", of: value) {
        let featureType = try objectType(feature)
        guard featureType == "Feature" else {
          throw GeoJSONError(
            code: .wrongType,
            path: path(of: feature),
            message:
              "a FeatureCollection's features must be Features, got \(TextLimits.excerpt(featureType))"
          )
        }
        try collect(feature, into: &polygons)
      }
    case "Feature":
      let geometry = try member("geometry", of: value)
      if document.entries[geometry].kind != .null {
        try collectGeometry(geometry, into: &polygons)
      }
    default:
      try collectGeometry(value, into: &polygons)
    }
  }

  /// Collects the polygons of a geometry object.
  private func collectGeometry(
    _ value: Int,
    into polygons: inout [CoveragePolygon]
  ) throws(GeoJSONError) {
    let type = try objectType(value)
    switch type {
    case "Polygon":
      polygons.append(try polygon(member("coordinates", of: value)))
    case "MultiPolygon":
      for element in try elements(ofMember: "coordinates", of: value) {
        polygons.append(try polygon(element))
      }
    case "GeometryCollection":
      for geometry in try elements(ofMember: "geometries", of: value) {
        try collectGeometry(geometry, into: &polygons)
      }
    case "Feature", "FeatureCollection":
      throw GeoJSONError(
        code: .wrongType,
        path: path(of: value),
        message: "expected a geometry, got a \(type)"
      )
    case let type where Self.lineAndPointTypes.contains(type):
      if options.contains(.skipsPointsAndLines) { return }
      throw GeoJSONError(
        code: .unsupportedGeometry,
        path: path(of: value),
        message: "a coverage area needs Polygon or MultiPolygon geometry, got \(type)"
      )
    default:
      throw GeoJSONError(
        code: .unknownType,
        path: path(of: value, member: "type"),
        message: "\"\(TextLimits.excerpt(type))\" is not a GeoJSON type"
      )
    }
  }

  // MARK: - Coordinates

  /// Reads a polygon's rings: the exterior ring, then its holes.
  private func polygon(_ value: Int) throws(GeoJSONError) -> CoveragePolygon {
    let ringValues = try elements(of: value, expected: "an array of rings")
    guard !ringValues.isEmpty else {
      throw GeoJSONError(
        code: .ringTooShort,
        path: path(of: value),
        message: "a polygon needs at least one ring, its exterior"
      )
    }
    var rings: [[LocationCoordinate]] = []
    rings.reserveCapacity(ringValues.count)
    for ringValue in ringValues {
      rings.append(try ring(ringValue))
    }
    return CoveragePolygon(uncheckedExterior: rings[0], holes: Array(rings.dropFirst()))
  }

  /// Reads a ring and checks that it has four positions or more, is closed and doesn't cross
  /// the antimeridian.
  private func ring(_ value: Int) throws(GeoJSONError) -> [LocationCoordinate] {
    let entry = document.entries[value]
    guard entry.kind == .array else {
      throw wrongType(value, expected: "an array of positions")
    }
    guard entry.length >= 4 else {
      throw GeoJSONError(
        code: .ringTooShort,
        path: path(of: value),
        message: "a ring needs at least 4 positions, got \(entry.length)"
      )
    }
    var ring: [LocationCoordinate] = []
    ring.reserveCapacity(Int(entry.length))
    var position = value + 1
    while position < Int(entry.end) {
      ring.append(try coordinate(position))
      position = document.next(after: position)
    }
    try CoveragePolygon.validateRing(ring, path: path(of: value))
    return ring
  }

  /// Reads a position, `[longitude, latitude]` or `[longitude, latitude, altitude]`.
  private func coordinate(_ value: Int) throws(GeoJSONError) -> LocationCoordinate {
    let entry = document.entries[value]
    guard entry.kind == .array, entry.length >= 2 else {
      throw GeoJSONError(
        code: .invalidPosition,
        path: path(of: value),
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
        path: path(of: value),
        message: "a position's longitude and latitude must be numbers, got \(typeName(index))"
      )
    }
    guard var longitude = number(longitudeIndex), var latitude = number(latitudeIndex) else {
      throw GeoJSONError(
        code: .coordinateOutOfRange,
        path: path(of: value),
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
      throw GeoJSONError(code: .coordinateOutOfRange, path: path(of: value), message: problem)
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
  private func objectType(_ value: Int) throws(GeoJSONError) -> String {
    guard document.entries[value].kind == .object else {
      throw wrongType(value, expected: "a GeoJSON object")
    }
    let type = try member("type", of: value)
    guard document.entries[type].kind == .string else {
      throw wrongType(type, expected: "a string")
    }
    return document.string(at: type)
  }

  private func member(_ name: String, of object: Int) throws(GeoJSONError) -> Int {
    guard let value = document.member(named: name, in: object) else {
      throw GeoJSONError(
        code: .missingMember,
        path: path(of: object),
        message: "the object needs a \"\(name)\" member"
      )
    }
    return value
  }

  private func elements(ofMember name: String, of object: Int) throws(GeoJSONError) -> [Int] {
    try elements(of: member(name, of: object), expected: "an array")
  }

  /// The entries of an array's elements.
  private func elements(of value: Int, expected: String) throws(GeoJSONError) -> [Int] {
    let entry = document.entries[value]
    guard entry.kind == .array else { throw wrongType(value, expected: expected) }
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

  private func wrongType(_ value: Int, expected: String) -> GeoJSONError {
    GeoJSONError(
      code: .wrongType,
      path: path(of: value),
      message: "expected \(expected), got \(typeName(value))"
    )
  }

  /// The path of an entry, such as `features[0].geometry.coordinates[1][3]`, or of its member
  /// `member`; empty for the top-level value.
  ///
  /// Worked out only when an error is thrown, in one pass over the document's entries.
  private func path(of value: Int, member: String? = nil) -> String {
    var path = ""
    for component in JSONDocument.PathIndex(document).components(to: value, in: document) {
      switch component {
      case .member(let keyIndex):
        if !path.isEmpty { path += "." }
        path += document.string(at: keyIndex)
      case .element(let index):
        path += "[\(index)]"
      }
    }
    guard let member else { return path }
    return path.isEmpty ? member : "\(path).\(member)"
  }
}
