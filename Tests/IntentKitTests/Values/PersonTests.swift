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

  func testPhoneticRepresentation_roundTripsWithBothCodecs_asTheLastMember() throws {
    let person = Person(
      nameComponents: .init(
        givenName: "Kenji",
        familyName: "Tanaka",
        phoneticRepresentation: .init(givenName: "ケンジ", familyName: "タナカ")
      ),
      displayName: "Kenji Tanaka"
    )

    let written = try StrictJSONEncoder().encode(person)
    let strict = try StrictJSONDecoder().decode(Person.self, from: written)
    let foundation = try JSONDecoder().decode(Person.self, from: written)
    let byFoundation = try StrictJSONDecoder().decode(
      Person.self,
      from: try JSONEncoder().encode(person)
    )

    XCTAssertEqual(
      String(decoding: written, as: UTF8.self),
      #"{"displayName":"Kenji Tanaka","nameComponents":{"familyName":"Tanaka","givenName":"Kenji","#
        + #""phoneticRepresentation":{"familyName":"タナカ","givenName":"ケンジ"}}}"#
    )
    XCTAssertEqual(strict, person)
    XCTAssertEqual(foundation, person)
    XCTAssertEqual(byFoundation, person)
    XCTAssertEqual(strict.nameComponents?.phoneticRepresentation?.givenName, "ケンジ")
  }

  func testPhoneticRepresentation_whenNil_isLeftOut_andReadsAsNil() throws {
    let components = Person.NameComponents(givenName: "Jane")

    let written = String(decoding: try StrictJSONEncoder().encode(components), as: UTF8.self)
    let read = try StrictJSONDecoder().decode(
      Person.NameComponents.self,
      from: Data(#"{"givenName":"Jane"}"#.utf8)
    )

    XCTAssertEqual(written, #"{"givenName":"Jane"}"#)
    XCTAssertNil(read.phoneticRepresentation)
    XCTAssertEqual(read, components)
  }

  func testPhoneticRepresentation_isPartOfEquality_andCanBeClearedOrNested() {
    var components = Person.NameComponents(
      givenName: "Jane",
      phoneticRepresentation: .init(givenName: "ジェーン")
    )
    let withReading = components

    components.phoneticRepresentation?.phoneticRepresentation = .init(givenName: "jeen")
    let nested = components
    components.phoneticRepresentation = nil

    XCTAssertNotEqual(withReading, components)
    XCTAssertEqual(components, Person.NameComponents(givenName: "Jane"))
    XCTAssertEqual(nested.phoneticRepresentation?.phoneticRepresentation?.givenName, "jeen")
    XCTAssertEqual(withReading.phoneticRepresentation?.phoneticRepresentation, nil)
  }

  func testDecoding_phoneticRepresentationThatIsNotAnObject_isRefused() {
    let json = #"{"displayName":"Jane","nameComponents":{"phoneticRepresentation":"ジェーン"}}"#

    XCTAssertThrowsError(try decode(json))
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

  func testDecodingWithFoundation_aRefusedMember_isADecodingErrorWithItsCodingPath() {
    let json = #"{"people": [{"displayName": "Jane", "personHandle": {"value": "a\u0000b"}}]}"#

    XCTAssertThrowsError(
      try JSONDecoder().decode([String: [Person]].self, from: Data(json.utf8))
    ) { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(
        context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue },
        ["people", "0", "personHandle", "value"]
      )
      XCTAssertEqual(
        context.debugDescription,
        "contains control or bidirectional-override characters"
      )
      XCTAssertEqual((context.underlyingError as? StrictJSONError)?.code, .invalidValue)
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

  func testMemoryLayout_copyOnWrite_isOneReference() {
    XCTAssertEqual(MemoryLayout<Person>.size, MemoryLayout<Int>.size)
    XCTAssertEqual(MemoryLayout<PaymentRecord>.size, MemoryLayout<Int>.size)
  }

  func testMutation_ofACopy_leavesTheOriginalAlone() {
    let original = Person(displayName: "Jane", contactIdentifier: "jane", aliases: [])
    var copy = original

    copy.displayName = "Janie"
    copy.aliases.append(.emailAddress("jane@example.com"))

    XCTAssertEqual(original.displayName, "Jane")
    XCTAssertEqual(original.aliases, [])
    XCTAssertEqual(copy.displayName, "Janie")
    XCTAssertNotEqual(copy, original)
    XCTAssertEqual(
      copy,
      Person(
        displayName: "Janie",
        contactIdentifier: "jane",
        aliases: [.emailAddress("jane@example.com")]
      )
    )
  }

  func testFoundationCoding_writesTheStrictForm() throws {
    let person = Person(displayName: "Jane", contactIdentifier: "jane")

    // Foundation's encoder orders members as its dictionaries do, so sort them to compare.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let foundation = try encoder.encode(person)

    XCTAssertEqual(
      String(decoding: foundation, as: UTF8.self),
      #"{"contactIdentifier":"jane","displayName":"Jane"}"#
    )
    XCTAssertEqual(
      try StrictJSONDecoder().decode(Person.self, from: try StrictJSONEncoder().encode(person)),
      try JSONDecoder().decode(Person.self, from: foundation)
    )
    XCTAssertEqual(try JSONDecoder().decode(Person.self, from: foundation), person)
  }
}
