/// An error thrown when GeoJSON can't be read as a coverage area.
///
/// The ``message`` names the problem and ``path`` says where it is, so
/// `features[2].geometry.coordinates[0]: a ring needs at least 4 positions, got 3` points at the
/// ring to fix.
///
/// ```swift
/// do {
///   let area = try CoverageArea(geoJSON: data)
/// } catch let error as GeoJSONError {
///   print(error)  // "ringNotClosed: coordinates[0]: a ring's first and last positions …"
/// }
/// ```
public struct GeoJSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem this is.
  public let code: Code

  /// Where in the document the problem is, such as `features[0].geometry.coordinates[1][3]`;
  /// empty for the document itself.
  public let path: String

  /// A sentence that names the problem.
  public let message: String

  /// Creates an error.
  public init(code: Code, path: String, message: String) {
    self.code = code
    self.path = path
    self.message = message
  }

  public var description: String {
    path.isEmpty ? "\(code): \(message)" : "\(code): \(path): \(message)"
  }

  /// A value that classifies a GeoJSON problem; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case invalidJSON, tooDeep, missingMember, wrongType, unknownType, unsupportedGeometry
      case invalidPosition, coordinateOutOfRange, ringTooShort, ringNotClosed
      case antimeridianCrossing, noPolygons
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// The data isn't JSON as RFC 8259 defines it, or an object has two members with the same
    /// name.
    public static var invalidJSON: Self { Self(.invalidJSON) }

    /// Arrays and objects nest deeper than a coverage file may (64 levels).
    public static var tooDeep: Self { Self(.tooDeep) }

    /// An object lacks a member GeoJSON requires, such as `type` or `coordinates`.
    public static var missingMember: Self { Self(.missingMember) }

    /// A member has the wrong JSON type, such as a string where an array belongs.
    public static var wrongType: Self { Self(.wrongType) }

    /// A `type` names no GeoJSON type.
    public static var unknownType: Self { Self(.unknownType) }

    /// A geometry is a GeoJSON type that can't describe an area, such as a `Point`.
    public static var unsupportedGeometry: Self { Self(.unsupportedGeometry) }

    /// A position isn't an array of at least two finite numbers.
    public static var invalidPosition: Self { Self(.invalidPosition) }

    /// A latitude is outside ±90 or a longitude outside ±180.
    public static var coordinateOutOfRange: Self { Self(.coordinateOutOfRange) }

    /// A ring has fewer than four positions.
    public static var ringTooShort: Self { Self(.ringTooShort) }

    /// A ring's last position isn't its first.
    public static var ringNotClosed: Self { Self(.ringNotClosed) }

    /// An edge jumps more than 180° of longitude; RFC 7946 asks for such geometry to be split at
    /// the antimeridian.
    public static var antimeridianCrossing: Self { Self(.antimeridianCrossing) }

    /// The document holds no polygon.
    public static var noPolygons: Self { Self(.noPolygons) }

    public var description: String {
      base.rawValue
    }
  }
}
