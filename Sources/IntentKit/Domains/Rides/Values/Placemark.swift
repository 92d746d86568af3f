/// A named place with a coordinate and an address, CoreLocation's `CLPlacemark` in portable form.
///
/// Pickup and drop-off locations are placemarks. When the user names a place ("San Francisco"),
/// the intent holds a placemark with only a ``name``; the handler resolves it against the
/// service's directory of places to one with a ``coordinate`` and an address.
///
/// ```swift
/// let spoken = Placemark(name: "San Francisco")
/// let resolved = Placemark(
///   name: "Apple Park",
///   coordinate: try LocationCoordinate(latitude: 37.3349, longitude: -122.0090),
///   thoroughfare: "Apple Park Way", subThoroughfare: "1", locality: "Cupertino",
///   administrativeArea: "CA", postalCode: "95014", country: "United States",
///   isoCountryCode: "US"
/// )
/// ```
public struct Placemark: Hashable, Sendable {
  /// The place's name, such as "Apple Park" or "San Francisco".
  public var name: String?

  /// Where the place is, if known.
  public var coordinate: LocationCoordinate?

  /// The street, such as "Apple Park Way".
  public var thoroughfare: String?

  /// The number on the street, such as "1".
  public var subThoroughfare: String?

  /// The city, such as "Cupertino".
  public var locality: String?

  /// A district of the city, such as "Mission District".
  public var subLocality: String?

  /// The state or province, such as "CA".
  public var administrativeArea: String?

  /// The postal code, such as "95014".
  public var postalCode: String?

  /// The country's name, such as "United States".
  public var country: String?

  /// The country's ISO 3166-1 alpha-2 code, such as "US".
  public var isoCountryCode: String?

  /// Creates a placemark.
  public init(
    name: String? = nil,
    coordinate: LocationCoordinate? = nil,
    thoroughfare: String? = nil,
    subThoroughfare: String? = nil,
    locality: String? = nil,
    subLocality: String? = nil,
    administrativeArea: String? = nil,
    postalCode: String? = nil,
    country: String? = nil,
    isoCountryCode: String? = nil
  ) {
    self.name = name
    self.coordinate = coordinate
    self.thoroughfare = thoroughfare
    self.subThoroughfare = subThoroughfare
    self.locality = locality
    self.subLocality = subLocality
    self.administrativeArea = administrativeArea
    self.postalCode = postalCode
    self.country = country
    self.isoCountryCode = isoCountryCode
  }
}

extension Placemark {
  /// Where the place is, under CoreLocation's name, `CLPlacemark.location`.
  ///
  /// IntentKit has no `CLLocation`: this is the placemark's ``coordinate``, so that ported code
  /// such as `intent.pickupLocation?.location` compiles unchanged. Code that goes on to read
  /// `location.coordinate` reads the value itself instead.
  public var location: LocationCoordinate? {
    coordinate
  }
}

/// The resolution of a placemark parameter, SiriKit's `INPlacemarkResolutionResult`.
public typealias PlacemarkResolutionResult = Resolution<Placemark>

// MARK: - Codable

extension Placemark: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, coordinate, thoroughfare, subThoroughfare, locality, subLocality
    case administrativeArea, postalCode, country, isoCountryCode
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decodeNameIfPresent(forKey: .name),
      coordinate: try container.decodeIfPresent(LocationCoordinate.self, forKey: .coordinate),
      thoroughfare: try container.decodeNameIfPresent(forKey: .thoroughfare),
      subThoroughfare: try container.decodeNameIfPresent(forKey: .subThoroughfare),
      locality: try container.decodeNameIfPresent(forKey: .locality),
      subLocality: try container.decodeNameIfPresent(forKey: .subLocality),
      administrativeArea: try container.decodeNameIfPresent(forKey: .administrativeArea),
      postalCode: try container.decodeNameIfPresent(forKey: .postalCode),
      country: try container.decodeNameIfPresent(forKey: .country),
      isoCountryCode: try container.decodeNameIfPresent(forKey: .isoCountryCode)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encodeIfPresent(coordinate, forKey: .coordinate)
    try container.encodeIfPresent(thoroughfare, forKey: .thoroughfare)
    try container.encodeIfPresent(subThoroughfare, forKey: .subThoroughfare)
    try container.encodeIfPresent(locality, forKey: .locality)
    try container.encodeIfPresent(subLocality, forKey: .subLocality)
    try container.encodeIfPresent(administrativeArea, forKey: .administrativeArea)
    try container.encodeIfPresent(postalCode, forKey: .postalCode)
    try container.encodeIfPresent(country, forKey: .country)
    try container.encodeIfPresent(isoCountryCode, forKey: .isoCountryCode)
  }
}
