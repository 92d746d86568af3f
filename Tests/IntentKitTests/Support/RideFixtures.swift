import Foundation
import IntentKit
import XCTest

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

/// Checks that the index and plain ray casting give the same answer at every point, failing at
/// the first that differs, and returns how many points each answer got.
@discardableResult
func assertIndexAgreesWithRayCasting(
  _ area: CoverageArea,
  at points: [LocationCoordinate],
  file: StaticString = #filePath,
  line: UInt = #line
) -> (inside: Int, outside: Int) {
  var counts = (inside: 0, outside: 0)
  for point in points {
    let indexed = area.contains(point)
    let reference = area.containsByRayCasting(point)
    guard indexed == reference else {
      XCTFail(
        "The index says \(indexed) at \(point), ray casting \(reference)",
        file: file,
        line: line
      )
      return counts
    }
    if indexed { counts.inside += 1 } else { counts.outside += 1 }
  }
  return counts
}
