/// A circular geographic region, for relevance by location: a centre and a radius in metres,
/// CoreLocation's `CLCircularRegion` in portable form.
///
/// ```swift
/// let home = try Region(
///   center: LocationCoordinate(latitude: 37.3349, longitude: -122.0090),
///   radius: 150,
///   identifier: "home"
/// )
/// home.contains(try LocationCoordinate(latitude: 37.3350, longitude: -122.0091))  // true
/// ```
public struct Region: Hashable, Sendable {
  /// The largest radius a region may have, in metres: 100 km.
  public static let maximumRadius = 100_000.0

  /// The centre of the region.
  public let center: LocationCoordinate

  /// The distance from the centre to the region's edge, in metres.
  public let radius: Double

  /// A name for the region, such as "home".
  public let identifier: String?

  /// Creates a region.
  ///
  /// - Throws: ``ShortcutError`` with code ``ShortcutError/Code/invalidRelevanceProvider`` if
  ///   the radius isn't a finite number above zero and at most ``maximumRadius``, or the
  ///   identifier is too long or holds control characters.
  public init(center: LocationCoordinate, radius: Double, identifier: String? = nil) throws {
    guard radius.isFinite, radius > 0, radius <= Self.maximumRadius else {
      throw ShortcutError(
        code: .invalidRelevanceProvider,
        message:
          "A region's radius must be above 0 and at most \(Self.maximumRadius) m, not \(radius)."
      )
    }
    if let identifier, let problem = TextLimits.problem(withName: identifier) {
      throw ShortcutError(
        code: .invalidRelevanceProvider,
        message: "The region's identifier \(problem)."
      )
    }
    self.center = center
    self.radius = radius
    self.identifier = identifier
  }

  /// Returns the distance from the region's centre to a coordinate, in metres.
  public func distance(to coordinate: LocationCoordinate) -> Double {
    center.distance(to: coordinate)
  }

  /// Returns a Boolean value that indicates whether a coordinate lies in the region.
  public func contains(_ coordinate: LocationCoordinate) -> Bool {
    distance(to: coordinate) <= radius
  }
}

// MARK: - Codable

extension Region: Codable {
  private enum CodingKeys: String, CodingKey {
    case center, radius, identifier
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(center, forKey: .center)
    try container.encode(radius, forKey: .radius)
    try container.encodeIfPresent(identifier, forKey: .identifier)
  }

  /// Decodes a region with the checks of ``init(center:radius:identifier:)``.
  ///
  /// - Throws: `DecodingError` if a field is missing or the region is invalid.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        center: try container.decode(LocationCoordinate.self, forKey: .center),
        radius: try container.decode(Double.self, forKey: .radius),
        identifier: try container.decodeIfPresent(String.self, forKey: .identifier)
      )
    } catch let error as ShortcutError {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: error.message)
      )
    }
  }
}
