import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class PersonTests: XCTestCase {
  private func decode(_ json: String) throws -> Person {
    try StrictJSONDecoder().decode(Person.self, from: Data(json.utf8))
  }

  func testCodable_roundTripsAFullContact() throws {
    let person = Person(
      personHandle: .emailAddress("jane@example.com"),
      nameComponents: .init(givenName: "Jane", familyName: "Appleseed", nickname: "Janie"),
      displayName: "Jane Appleseed",
      contactIdentifier: "c-1",
      aliases: [.phoneNumber("+1 555 0100")]
    )

    let decoded = try StrictJSONDecoder().decode(
      Person.self,
      from: try StrictJSONEncoder().encode(person)
    )

    XCTAssertEqual(decoded, person)
  }

  func testDecoding_withOnlyADisplayName_fillsTheDefaults() throws {
    XCTAssertEqual(try decode(#"{"displayName": "Jane"}"#), Person(displayName: "Jane"))
  }

  func testDecoding_rejectsOverlongNames() {
    let long = String(repeating: "é", count: 129)  // 258 UTF-8 bytes

    XCTAssertThrowsError(try decode(#"{"displayName": "\#(long)"}"#)) { error in
      let error = error as? StrictJSONError
      XCTAssertEqual(error?.code, .invalidValue)
      XCTAssertEqual(error?.path, "displayName")
      XCTAssertEqual(error?.message, "is 258 bytes long; the limit is 256")
    }
  }

  func testDecoding_rejectsControlAndBidiOverrideCharacters() {
    for name in [#"Ja\u0000ne"#, #"Jane\u202Eevil"#, #"Jane\u2066"#, #"Ja\nne"#] {
      XCTAssertThrowsError(try decode(#"{"displayName": "\#(name)"}"#), name)
    }
  }

  func testDecoding_acceptsOrdinaryUnicodeNames() throws {
    XCTAssertEqual(try decode(#"{"displayName": "山田 花子"}"#).displayName, "山田 花子")
    XCTAssertEqual(try decode(#"{"displayName": "José"}"#).displayName, "José")
  }

  func testHandleTypes_keepSiriKitRawValues() {
    XCTAssertEqual(PersonHandle.HandleType.unknown.rawValue, 0)
    XCTAssertEqual(PersonHandle.HandleType.emailAddress.rawValue, 1)
    XCTAssertEqual(PersonHandle.HandleType.phoneNumber.rawValue, 2)
    XCTAssertEqual(IntentHandlingStatus.deferredToApplication.rawValue, 5)
    XCTAssertEqual(DateComponentsRange.RecurrenceRule.Frequency.yearly.rawValue, 6)
  }
}
