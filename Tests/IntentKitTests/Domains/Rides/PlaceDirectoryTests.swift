import IntentKit
import XCTest

final class PlaceDirectoryTests: XCTestCase {
  private let directory = RideService.Configuration.bayArea.places

  private func names(_ query: String) -> [String] {
    directory.places(matching: query).compactMap(\.name)
  }

  func testPlacesMatching_exactName_findsThatPlaceAlone() {
    XCTAssertEqual(names("San Francisco"), ["San Francisco"])
    XCTAssertEqual(names("  SAN   francisco "), ["San Francisco"])
    XCTAssertEqual(names("San José"), ["San Jose"])
    XCTAssertEqual(names("the Cupertino"), ["Cupertino"])
  }

  func testPlacesMatching_wordsOfSeveralNames_findsEveryOne() {
    XCTAssertEqual(
      names("the airport"),
      [
        "San Francisco International Airport", "Oakland International Airport",
        "San José Mineta International Airport",
      ]
    )
    XCTAssertEqual(names("Oakland airport"), ["Oakland International Airport"])
    XCTAssertEqual(
      names("san airport"),
      ["San Francisco International Airport", "San José Mineta International Airport"]
    )
    XCTAssertEqual(names("international airport").count, 3)
    XCTAssertEqual(names("francisco"), ["San Francisco", "San Francisco International Airport"])
  }

  func testPlacesMatching_unknownOrEmptyName_findsNothing() {
    XCTAssertEqual(names("Atlantis"), [])
    XCTAssertEqual(names(""), [])
    XCTAssertEqual(names("the"), [])
    XCTAssertEqual(names("Fran"), [], "words match whole")
  }

  func testBayAreaPlaces_coverage_isAsDocumented() {
    let uncovered = directory.places.filter { !CoverageArea.bayArea.contains($0) }.compactMap(
      \.name
    )

    XCTAssertEqual(uncovered, ["Moffett Field", "Sacramento", "South Lake Tahoe"])
    XCTAssertEqual(directory.places.count, 14)
  }
}
