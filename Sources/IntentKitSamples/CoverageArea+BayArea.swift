public import IntentKit

// The sample coverage area: the same shape as the `BayAreaCoverage.geojson` test fixture.

extension CoverageArea {
  /// A sample coverage area around San Francisco Bay, for demos and tests.
  ///
  /// It has two features: the Peninsula and South Bay from San Francisco to San José, with a hole
  /// over Moffett Field, where the service doesn't go; and a multipolygon of the East Bay around
  /// Oakland and of Treasure Island. Sacramento and Lake Tahoe are outside.
  public static let bayArea = CoverageArea(
    polygons: [
      polygon(
        [
          (-122.53, 37.81), (-122.51, 37.50), (-122.20, 37.20), (-121.75, 37.20),
          (-121.75, 37.45), (-122.10, 37.50), (-122.36, 37.81), (-122.53, 37.81),
        ],
        holes: [
          [
            (-122.075, 37.40), (-122.075, 37.43), (-122.03, 37.43), (-122.03, 37.40),
            (-122.075, 37.40),
          ]
        ]
      ),
      polygon([
        (-122.24, 37.69), (-122.10, 37.69), (-122.10, 37.90), (-122.30, 37.90), (-122.30, 37.76),
        (-122.24, 37.69),
      ]),
      polygon([
        (-122.379, 37.815), (-122.362, 37.815), (-122.362, 37.833), (-122.379, 37.833),
        (-122.379, 37.815),
      ]),
    ]
  )

  /// Makes a polygon from GeoJSON-ordered `(longitude, latitude)` pairs known to be valid.
  private static func polygon(
    _ exterior: [(Double, Double)],
    holes: [[(Double, Double)]] = []
  ) -> CoveragePolygon {
    func ring(_ positions: [(Double, Double)]) -> [LocationCoordinate] {
      positions.map { LocationCoordinate(uncheckedLatitude: $0.1, longitude: $0.0) }
    }
    return CoveragePolygon(uncheckedExterior: ring(exterior), holes: holes.map(ring))
  }
}
