import IntentKit
import IntentKitSamples
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

  func testPlacesMatching_alias_findsThePlacesItNames() {
    XCTAssertEqual(names("SFO"), ["San Francisco International Airport"])
    XCTAssertEqual(names("sjc"), ["San José Mineta International Airport"])
    XCTAssertEqual(names("サンフランシスコ"), ["San Francisco"])
    XCTAssertEqual(names("ｻﾝﾌﾗﾝｼｽｺ"), ["San Francisco"], "halfwidth katakana")
    XCTAssertEqual(names("샌프란시스코"), ["San Francisco"])
    XCTAssertEqual(names("팔로 알토"), ["Palo Alto"])
    XCTAssertEqual(names("공항").count, 3, "every airport, to ask which one")
  }

  func testPlacesMatching_nameBeatsAlias_andAliasesOfUnknownPlacesAreIgnored() {
    let here = Placemark(name: "Oak")
    let airport = Placemark(name: "Oakland International Airport")
    let directory = PlaceDirectory(
      [here, airport],
      aliases: ["Oakland International Airport": ["OAK", "OAK"], "Atlantis": ["Lost City"]]
    )

    XCTAssertEqual(directory.places(matching: "oak"), [here])
    XCTAssertEqual(directory.places(matching: "Lost City"), [])
    XCTAssertEqual(directory.aliases["Atlantis"], ["Lost City"])
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
