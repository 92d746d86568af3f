import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class JSONValueTests: XCTestCase {
  private let order: JSONValue = [
    "soupID": "clam",
    "quantity": 2,
    "toppings": ["croutons", "chives"],
    "delivery": ["floor": 3, "leaveAtDoor": true, "note": nil],
    "price": .number(JSONNumber("12.30") ?? 0),
  ]

  private func decode(_ json: String) throws -> JSONValue {
    try StrictJSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
  }

  func testLiterals_buildEveryKind() {
    let values: [JSONValue] = [nil, true, 42, "soup", [1, "two"], ["a": 1]]

    XCTAssertEqual(
      values,
      [
        .null, .bool(true), .number(42), .string("soup"), .array([.number(1), .string("two")]),
        .object(["a": .number(1)]),
      ]
    )
    let id = 7
    XCTAssertEqual("order-\(id)" as JSONValue, .string("order-7"))
  }

  func testAccessors_readTheirKindOnly() {
    XCTAssertEqual(order[member: "soupID"]?.stringValue, "clam")
    XCTAssertEqual(order[member: "quantity"]?.intValue, 2)
    XCTAssertNil(order[member: "soupID"]?.intValue)
    XCTAssertEqual(order[member: "delivery"]?[member: "leaveAtDoor"]?.boolValue, true)
    XCTAssertEqual(order[member: "delivery"]?[member: "note"]?.isNull, true)
    XCTAssertEqual(order[member: "toppings"]?.arrayValue?.count, 2)
    XCTAssertEqual(order[member: "price"]?.numberValue?.description, "12.3")
    XCTAssertNil(order[member: "price"]?.intValue)
    XCTAssertNil(order[member: "missing"])
    XCTAssertNil(JSONValue.string("x")[member: "x"])
    XCTAssertNil(JSONValue.string("x").objectValue)
  }

  func testDescription_isCanonicalJSON() {
    XCTAssertEqual(
      order.description,
      #"{"delivery":{"floor":3,"leaveAtDoor":true,"note":null},"price":12.3,"quantity":2,"#
        + #""soupID":"clam","toppings":["croutons","chives"]}"#
    )
    XCTAssertEqual(
      JSONValue.string("line\nbreak \"quoted\"").description,
      #""line\nbreak \"quoted\"""#
    )
  }

  func testJSON_roundTripsThroughBothCoders() throws {
    let strict = try StrictJSONEncoder().encode(order)
    XCTAssertEqual(String(decoding: strict, as: UTF8.self), order.description)
    XCTAssertEqual(try StrictJSONDecoder().decode(JSONValue.self, from: strict), order)

    let foundation = try JSONEncoder().encode(order)
    XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: foundation), order)
  }

  func testDecode_keepsNumbersExact() throws {
    let value = try decode(#"{"big": 99999999999999999999, "fraction": 4999.9999999999999999}"#)

    XCTAssertEqual(value[member: "big"]?.numberValue, JSONNumber("99999999999999999999"))
    XCTAssertNil(value[member: "big"]?.intValue)
    XCTAssertEqual(value[member: "fraction"]?.numberValue?.description, "4999.9999999999999999")
  }

  func testDecode_refusesWhatTheStrictReaderRefuses() {
    let documents = [
      #"{"a": 1, "a": 2}"#, "[1,]", "[01]", #"{"a": NaN}"#, #""\x""#, "", "[1e1000000000]",
    ]
    for document in documents {
      XCTAssertThrowsError(try decode(document), document) { error in
        XCTAssertNotNil(error as? StrictJSONError, document)
      }
    }
  }
}
