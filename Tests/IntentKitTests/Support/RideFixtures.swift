import Foundation
import IntentKit

// Fixtures for the ride-booking tests: GeoJSON files, coordinates and a seeded random number
// generator.

enum RideFixtures {
  struct MissingFixture: Error {
    let name: String
  }

  /// The bytes of a GeoJSON file in `Fixtures/` or `Fixtures/Malformed/`.
  static func geoJSON(_ name: String) throws -> Data {
    let url =
      Bundle.module.url(forResource: name, withExtension: "geojson", subdirectory: "Fixtures")
      ?? Bundle.module.url(
        forResource: name,
        withExtension: "geojson",
        subdirectory: "Fixtures/Malformed"
      )
    guard let url else { throw MissingFixture(name: name) }
    return try Data(contentsOf: url)
  }

  /// A coordinate from literals known to be valid.
  static func coordinate(_ latitude: Double, _ longitude: Double) -> LocationCoordinate {
    do {
      return try LocationCoordinate(latitude: latitude, longitude: longitude)
    } catch {
      preconditionFailure("Invalid test coordinate \(latitude), \(longitude)")
    }
  }
}
