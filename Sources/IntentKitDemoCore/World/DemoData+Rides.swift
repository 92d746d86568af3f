import IntentKit
import IntentKitSamples

// The ride service's data: the coverage area as GeoJSON (the shape of Apple's
// `CoverageArea.geojson`, redrawn around San Francisco Bay), and the Bay Area sample's places,
// products and fleet.

extension DemoData {
  /// The area the ride service covers, as a GeoJSON feature collection.
  ///
  /// It has the Peninsula and South Bay from San Francisco to San José, with a hole over Moffett
  /// Field, and the East Bay around Oakland with Treasure Island; Sacramento and Lake Tahoe are
  /// outside it. It draws the same polygons as ``CoverageArea/bayArea``.
  package static let coverageGeoJSON = """
    {
      "type": "FeatureCollection",
      "features": [
        {
          "type": "Feature",
          "id": "peninsula",
          "properties": { "name": "Peninsula and South Bay", "note": "No service at Moffett Field" },
          "geometry": {
            "type": "Polygon",
            "coordinates": [
              [
                [-122.53, 37.81], [-122.51, 37.50], [-122.20, 37.20], [-121.75, 37.20],
                [-121.75, 37.45], [-122.10, 37.50], [-122.36, 37.81], [-122.53, 37.81]
              ],
              [
                [-122.075, 37.40], [-122.075, 37.43], [-122.03, 37.43], [-122.03, 37.40],
                [-122.075, 37.40]
              ]
            ]
          }
        },
        {
          "type": "Feature",
          "id": "east-bay",
          "properties": { "name": "East Bay and Treasure Island" },
          "geometry": {
            "type": "MultiPolygon",
            "coordinates": [
              [
                [
                  [-122.24, 37.69], [-122.10, 37.69], [-122.10, 37.90], [-122.30, 37.90],
                  [-122.30, 37.76], [-122.24, 37.69]
                ]
              ],
              [
                [
                  [-122.379, 37.815], [-122.362, 37.815], [-122.362, 37.833], [-122.379, 37.833],
                  [-122.379, 37.815]
                ]
              ]
            ]
          }
        }
      ]
    }
    """

  /// Returns the ride service's configuration: the coverage read from ``coverageGeoJSON``, and
  /// the places (Apple Park, where the rider is, Cupertino, San Francisco, Palo Alto, the
  /// airports, …), products ("Small car", "Large car", "Shared ride"), fleet and payment methods
  /// of ``RideService/Configuration/bayArea``.
  ///
  /// - Throws: ``GeoJSONError`` if the coverage doesn't parse, which the sample never causes.
  static func makeRideConfiguration() throws -> RideService.Configuration {
    var configuration = RideService.Configuration.bayArea
    configuration.coverage = try CoverageArea(geoJSON: coverageGeoJSON)
    return configuration
  }
}
