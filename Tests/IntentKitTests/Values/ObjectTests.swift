import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class ObjectTests: XCTestCase {
  private func decode(_ json: String) throws -> Object {
    try StrictJSONDecoder().decode(Object.self, from: Data(json.utf8))
  }

  private func assertRefused(
    _ json: String,
    code: StrictJSONError.Code,
    path: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try decode(json), file: file, line: line) { error in
      let error = error as? StrictJSONError
      XCTAssertEqual(error?.code, code, "\(String(describing: error))", file: file, line: line)
      XCTAssertEqual(error?.path, path, file: file, line: line)
    }
  }

  func testInits_mirrorSiriKits() {
    let short = Object(identifier: "p-1", display: "Morning Run")
    let hinted = Object(identifier: nil, display: "Gif", pronunciationHint: "jif")
    let full = Object(
      identifier: "p-2",
      display: "Focus",
      pronunciationHint: nil,
      subtitle: "42 songs"
    )

    XCTAssertEqual(short.identifier, "p-1")
    XCTAssertEqual(short.displayString, "Morning Run")
    XCTAssertNil(short.pronunciationHint)
    XCTAssertNil(short.subtitleString)
    XCTAssertNil(short.alternativeSpeakableMatches)
    XCTAssertNil(hinted.identifier)
    XCTAssertEqual(hinted.pronunciationHint, "jif")
    XCTAssertEqual(full.subtitleString, "42 songs")
    XCTAssertEqual(full.description, "Focus")
  }

  func testJSON_isWrittenInCanonicalForm_andRoundTrips() throws {
    var object = Object(
      identifier: "p-2",
      display: "Focus",
      pronunciationHint: "focus",
      subtitle: "42 songs"
    )
    object.alternativeSpeakableMatches = [
      "Deep Work", SpeakableString(vocabularyIdentifier: "v-1", spokenPhrase: "Concentration"),
    ]

    let written = try StrictJSONEncoder().encode(object)

    XCTAssertEqual(
      String(decoding: written, as: UTF8.self),
      #"{"alternativeSpeakableMatches":[{"spokenPhrase":"Deep Work"},"#
        + #"{"spokenPhrase":"Concentration","vocabularyIdentifier":"v-1"}],"#
        + #""displayString":"Focus","identifier":"p-2","pronunciationHint":"focus","#
        + #""subtitleString":"42 songs"}"#
    )
    XCTAssertEqual(try StrictJSONDecoder().decode(Object.self, from: written), object)
    XCTAssertEqual(try JSONDecoder().decode(Object.self, from: written), object)
    XCTAssertEqual(
      try StrictJSONDecoder().decode(Object.self, from: JSONEncoder().encode(object)),
      object
    )
  }

  func testJSON_keepsAnEmptyListOfMatchesApartFromNone() throws {
    var object = Object(identifier: nil, display: "Focus")
    object.alternativeSpeakableMatches = []

    let written = try StrictJSONEncoder().encode(object)

    XCTAssertEqual(
      String(decoding: written, as: UTF8.self),
      #"{"alternativeSpeakableMatches":[],"displayString":"Focus"}"#
    )
    XCTAssertEqual(try StrictJSONDecoder().decode(Object.self, from: written), object)
    XCTAssertEqual(
      try decode(#"{"displayString":"Focus"}"#),
      Object(identifier: nil, display: "Focus")
    )
  }

  func testDecoding_withoutADisplayString_isAMissingValue() {
    assertRefused(#"{"identifier": "p-1"}"#, code: .missingValue, path: "displayString")
    assertRefused(#"{"displayString": null}"#, code: .missingValue, path: "displayString")
  }

  func testDecoding_stringsThatAreNotNames_areInvalidValues() {
    let long = String(repeating: "a", count: 257)
    assertRefused(#"{"displayString": "\#(long)"}"#, code: .invalidValue, path: "displayString")
    assertRefused(
      #"{"displayString": "a", "identifier": "\u0007"}"#,
      code: .invalidValue,
      path: "identifier"
    )
    assertRefused(
      #"{"displayString": "a", "subtitleString": "\u202E"}"#,
      code: .invalidValue,
      path: "subtitleString"
    )
  }

  func testDecoding_matchesThatAreNotAnArrayOfSpeakableStrings_areRefused() {
    assertRefused(
      #"{"alternativeSpeakableMatches": "Focus", "displayString": "a"}"#,
      code: .typeMismatch,
      path: "alternativeSpeakableMatches"
    )
    assertRefused(
      #"{"alternativeSpeakableMatches": [{"spokenPhrase": 1}], "displayString": "a"}"#,
      code: .typeMismatch,
      path: "alternativeSpeakableMatches[0].spokenPhrase"
    )
  }

  func testDecoding_aDuplicateMember_isRefused() {
    assertRefused(
      #"{"displayString": "a", "displayString": "b"}"#,
      code: .duplicateKey,
      path: "displayString"
    )
  }
}
