import Foundation
import IntentKit
import XCTest

final class PlacemarkTests: XCTestCase {
  private let context = DialogContext()

  func testInitReply_name_makesANameOnlyPlacemark() {
    XCTAssertEqual(
      Placemark(reply: "  San Francisco ", context: context),
      Placemark(name: "San Francisco")
    )
    XCTAssertNil(Placemark(reply: "   ", context: context))
    XCTAssertNil(Placemark(reply: "Evil\u{202E}place", context: context))
  }

  func testSpokenPhrase_prefersNameThenLocalityThenCoordinate() {
    let coordinate = RideFixtures.coordinate(37.5, -122.25)

    XCTAssertEqual(
      Placemark(name: "Apple Park", locality: "Cupertino").spokenPhrase(in: context),
      "Apple Park"
    )
    XCTAssertEqual(Placemark(locality: "Cupertino").spokenPhrase(in: context), "Cupertino")
    XCTAssertEqual(Placemark(coordinate: coordinate).spokenPhrase(in: context), "37.5, -122.25")
  }

  func testLocation_isTheCoordinate_underCoreLocationsName() {
    let coordinate = RideFixtures.coordinate(37.3349, -122.0090)

    XCTAssertEqual(Placemark(name: "Apple Park", coordinate: coordinate).location, coordinate)
    XCTAssertNil(Placemark(name: "Somewhere I named").location)
  }

  func testCodable_roundTripsEveryAddressPart() throws {
    let placemark = Placemark(
      name: "Apple Park",
      coordinate: RideFixtures.coordinate(37.3349, -122.0090),
      thoroughfare: "Apple Park Way",
      subThoroughfare: "1",
      locality: "Cupertino",
      subLocality: "Pruneridge",
      administrativeArea: "CA",
      postalCode: "95014",
      country: "United States",
      isoCountryCode: "US"
    )

    let data = try StrictJSONEncoder().encode(placemark)

    XCTAssertEqual(try StrictJSONDecoder().decode(Placemark.self, from: data), placemark)
  }

  func testDecoding_invalidCoordinateOrControlCharacters_throws() {
    let documents = [
      #"{"name": "Nowhere", "coordinate": {"latitude": 95, "longitude": 0}}"#,
      #"{"name": "Line\nbreak"}"#,
      #"{"name": "Far", "coordinate": {"latitude": 0}}"#,
    ]

    for document in documents {
      XCTAssertThrowsError(
        try StrictJSONDecoder().decode(Placemark.self, from: Data(document.utf8))
      )
    }
  }
}
