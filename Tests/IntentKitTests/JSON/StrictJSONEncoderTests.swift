import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// ``StrictJSONEncoder`` writes one canonical form: no whitespace, members sorted by the UTF-8
/// of their names, integers in decimal, doubles in their shortest round-tripping form, and only
/// `"`, `\` and the control characters escaped.
final class StrictJSONEncoderTests: XCTestCase {
  private func text<Value: Encodable>(_ value: Value) throws -> String {
    String(decoding: try StrictJSONEncoder().encode(value), as: UTF8.self)
  }

  // MARK: - Members

  func testEncode_names_areSortedByTheirUTF8Bytes() throws {
    // U+FF61 is EF BD A1 and U+1F600 is F0 9F 98 80: UTF-8 order, not UTF-16's.
    let names = ["z", "a", "Z", "_", "aa", "", "é", "ß", "日", "\u{FF61}", "😀", "\u{7F}", "a\u{0}"]
    let object = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })

    let written = try text(object)

    let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    XCTAssertEqual(
      sorted,
      ["", "Z", "_", "a", "a\u{0}", "aa", "z", "\u{7F}", "ß", "é", "日", "\u{FF61}", "😀"]
    )
    let escapedNames = ["a\u{0}": "a\\u0000", "\u{7F}": "\\u007f"]
    let members = sorted.map { name in
      "\"\(escapedNames[name] ?? name)\":\(names.firstIndex(of: name) ?? -1)"
    }
    XCTAssertEqual(written, "{" + members.joined(separator: ",") + "}")
  }

  func testEncode_equalDictionariesBuiltInAnyOrder_areEqualBytes() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xD1C7)
    let keys = (0..<40).map { "key-\($0)-\(["é", "😀", "a", "Z"][$0 % 4])" }
    var outputs: Set<Data> = []

    for _ in 0..<20 {
      var dictionary: [String: [String: Int]] = [:]
      dictionary.reserveCapacity(Int.random(in: 0...100, using: &generator))
      for key in keys.shuffled(using: &generator) {
        dictionary[key] = ["inner-\(key)": key.utf8.count, "b": 1, "a": 2]
      }
      outputs.insert(try StrictJSONEncoder().encode(dictionary))
    }

    XCTAssertEqual(outputs.count, 1)
  }

  func testEncode_largeObject_sortsEveryMember() throws {
    let object = Dictionary(uniqueKeysWithValues: (0..<100).map { ("k\($0)", $0) })

    let written = try text(object)

    let members = (0..<100).sorted { "k\($0)".utf8.lexicographicallyPrecedes("k\($1)".utf8) }
    XCTAssertEqual(written, "{" + members.map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}")
  }

  /// Encodes members by name, in the order given, repeating names as asked.
  private struct Members: Encodable {
    let members: [(String, Int)]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      for (name, value) in members {
        try container.encode(value, forKey: AnyCodingKey(name))
      }
    }
  }

  func testEncode_sameNameEncodedTwice_writesTheLastOnceInSmallAndLargeObjects() throws {
    for count in [0, 20] {
      let others = (0..<count).map { ("k\($0)", $0) }

      let written = try text(Members(members: [("dup", 1)] + others + [("dup", 2), ("dup", 3)]))

      XCTAssertTrue(written.contains(#""dup":3"#), written)
      XCTAssertFalse(written.contains(#""dup":1"#) || written.contains(#""dup":2"#), written)
      let decoded = try StrictJSONDecoder().decode([String: Int].self, from: Array(written.utf8))
      XCTAssertEqual(decoded.count, count + 1)
    }
  }

  // MARK: - A person written twice

  /// People in one document; the encoder copies the text of a person whose storage it has just
  /// written.
  private struct People: Codable, Equatable {
    var people: [Person]
    var payee: Person
  }

  private static func person(_ displayName: String, identifier: String) -> Person {
    Person(
      personHandle: PersonHandle(value: "\(identifier)@example.com", type: .emailAddress),
      nameComponents: Person.NameComponents(givenName: "Given \(identifier)"),
      displayName: displayName,
      contactIdentifier: identifier,
      aliases: [PersonHandle(value: "+1 408 555 0100", type: .phoneNumber)]
    )
  }

  func testEncode_onePersonWrittenAgain_isTheTextOfAnEqualPersonWrittenAfresh() throws {
    // Longer than the writer's first buffer, so that a copy also makes it grow.
    let long = String(repeating: "Jane Appleseed ", count: 16)
    let names = [
      (long, "jane"), ("Alex Morgan", "me"), ("Bob Brown", "bob"), ("Carol Chen", "carol"),
    ]
    let people = names.map { Self.person($0.0, identifier: $0.1) }
    // The payee is written first (members are sorted), then the people: Jane again at once,
    // after one other person, and after two others.
    let order = [0, 0, 1, 0, 2, 3, 0, 1]
    let shared = People(people: order.map { people[$0] }, payee: people[0])
    let fresh = People(
      people: order.map { Self.person(names[$0].0, identifier: names[$0].1) },
      payee: Self.person(long, identifier: "jane")
    )

    let written = try text(shared)

    XCTAssertEqual(written, try text(fresh))
    let decoded = try StrictJSONDecoder().decode(People.self, from: Data(written.utf8))
    XCTAssertEqual(decoded, shared)
    XCTAssertEqual(written.ranges(of: #""displayName":"\#(long)""#).count, 4 + 1)
  }

  func testEncode_aPersonChangedAfterItWasWritten_isWrittenAsItIsNow() throws {
    let jane = Self.person("Jane Appleseed", identifier: "jane")
    var renamed = jane
    renamed.displayName = "Jane Doe"

    let written = try text(People(people: [jane], payee: renamed))

    XCTAssertTrue(written.contains(#""displayName":"Jane Appleseed""#), written)
    XCTAssertTrue(written.contains(#""displayName":"Jane Doe""#), written)
  }

  func testEncode_nilOptionals_areOmittedAndExplicitNullIsWritten() throws {
    struct Optionals: Encodable {
      let present: Int? = 1
      let absent: Int? = nil
      let list: [Int?] = [1, nil]

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(present, forKey: AnyCodingKey("present"))
        try container.encodeIfPresent(absent, forKey: AnyCodingKey("absent"))
        try container.encodeNil(forKey: AnyCodingKey("null"))
        try container.encode(list, forKey: AnyCodingKey("list"))
      }
    }
    struct Synthesized: Encodable {
      var name: String? = nil
      var count = 0
    }

    XCTAssertEqual(try text(Optionals()), #"{"list":[1,null],"null":null,"present":1}"#)
    XCTAssertEqual(try text(Synthesized()), #"{"count":0}"#)
  }

  // MARK: - Strings

  func testEncode_strings_escapeQuotesBackslashesControlAndLayoutCharacters() throws {
    let controls = String(String.UnicodeScalarView((0x00...0x1F).compactMap(Unicode.Scalar.init)))
    let expectedControls =
      #"\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
      + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d"#
      + #"\u001e\u001f"#

    XCTAssertEqual(try text(controls), "\"" + expectedControls + "\"")
    XCTAssertEqual(try text(#"a"b\c/d"#), #""a\"b\\c/d""#)
    let unescaped = "\u{A0}é€😀\u{FEFF}\u{FFFF}\u{10FFFF}<>&'"
    XCTAssertEqual(try text(unescaped), "\"" + unescaped + "\"")
    // DEL, the C1 controls, the line separators and the bidirectional controls could move a
    // terminal's cursor or reorder the text around them.
    let layout = "\u{7F}\u{80}\u{9F}\u{2028}\u{2029}\u{202A}\u{202E}\u{2066}\u{2069}"
    XCTAssertEqual(
      try text(layout),
      #""\u007f\u0080\u009f\u2028\u2029\u202a\u202e\u2066\u2069""#
    )
    XCTAssertEqual(
      try text("\u{2027}\u{202F}\u{2065}\u{206A}"),
      "\"\u{2027}\u{202F}\u{2065}\u{206A}\""
    )
    XCTAssertEqual(try text(["key\n\"": "value"]), #"{"key\n\"":"value"}"#)
  }

  /// A string's plain bytes are copied a word at a time, and the first byte to escape is found
  /// within the word: each kind of such byte, at every place in a word, with none, one or nine
  /// bytes after it (ones next to `"`, `\` and the controls in the byte order, which a word's
  /// arithmetic could mistake for them).
  func testEncode_bytesToEscape_areFoundAtEveryPlaceInAWord() throws {
    let escapes: [(String, String)] = [
      ("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{01}", #"\u0001"#),
      ("\u{1F}", #"\u001f"#), ("\u{7F}", #"\u007f"#), ("\u{85}", #"\u0085"#),
      ("\u{2028}", #"\u2028"#), ("é", "é"), ("€", "€"), ("😀", "😀"), ("~", "~"),
    ]
    for count in 0..<20 {
      for after in [0, 1, 9] {
        let plain = String(repeating: "a", count: count)
        let rest = String(String(repeating: "#]!", count: 3).prefix(after))
        for (middle, written) in escapes {
          XCTAssertEqual(
            try text(plain + middle + rest),
            "\"" + plain + written + rest + "\"",
            "\(count) plain bytes, \(middle.unicodeScalars.map(\.value)), \(after) after"
          )
        }
      }
    }
  }

  // MARK: - Numbers

  func testEncode_integers_areDecimalAtEveryWidth() throws {
    struct Integers: Encodable {
      let values: [String] = []
      func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(Int.min)
        try container.encode(Int8.min)
        try container.encode(Int16.min)
        try container.encode(Int32.min)
        try container.encode(Int64.max)
        try container.encode(UInt.max)
        try container.encode(UInt8.max)
        try container.encode(UInt16.max)
        try container.encode(UInt32.max)
        try container.encode(UInt64.max)
        try container.encode(0)
        try container.encode(-1)
      }
    }

    XCTAssertEqual(
      try text(Integers()),
      "[-9223372036854775808,-128,-32768,-2147483648,9223372036854775807,18446744073709551615,"
        + "255,65535,4294967295,18446744073709551615,0,-1]"
    )
  }

  func testEncode_doubles_useTheShortestRoundTrippingForm() throws {
    let values: [Double] = [
      0, -0.0, 1, 12.5, 0.1, 1e-7, 1e16, 1e21, 123456789012345680, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, -.leastNormalMagnitude,
    ]

    XCTAssertEqual(
      try text(values),
      "[0.0,-0.0,1.0,12.5,0.1,1e-07,1e+16,1e+21,1.2345678901234568e+17,5e-324,"
        + "1.7976931348623157e+308,-2.2250738585072014e-308]"
    )
    XCTAssertEqual(
      try text([Float(0.1), 1.5, -0.0, .greatestFiniteMagnitude]),
      "[0.1,1.5,-0.0,3.4028235e+38]"
    )
  }

  func testEncode_randomDoubles_readBackAsTheSameBits() throws {
    var generator = SeededRandomNumberGenerator(seed: 0xF10A7)
    var values: [Double] = []
    while values.count < 2_000 {
      let value = Double(bitPattern: generator.next())
      if value.isFinite { values.append(value) }
    }

    let written = try StrictJSONEncoder().encode(values)
    let read = try StrictJSONDecoder().decode([Double].self, from: written)

    XCTAssertEqual(read.map(\.bitPattern), values.map(\.bitPattern))
  }

  func testEncode_nonFiniteNumbers_throwUnencodableValueWithThePath() {
    struct Holder: Encodable {
      let values: [String: [Double]]
      let float: Float?
    }
    let cases: [(Holder, String, String)] = [
      (Holder(values: ["a": [1, .nan]], float: nil), "values.a[1]", "nan"),
      (Holder(values: ["a": [.infinity]], float: nil), "values.a[0]", "inf"),
      (Holder(values: [:], float: -.infinity), "float", "-inf"),
      (Holder(values: ["b": [-.infinity]], float: nil), "values.b[0]", "-inf"),
    ]

    for (holder, path, value) in cases {
      XCTAssertThrowsError(try StrictJSONEncoder().encode(holder), path) { error in
        let error = error as? StrictJSONError
        XCTAssertEqual(error?.code, .unencodableValue)
        XCTAssertEqual(error?.path, path)
        XCTAssertEqual(error?.message, "\(value) can't be written as a JSON number")
      }
    }
    XCTAssertThrowsError(try StrictJSONEncoder().encode(Decimal.nan)) { error in
      XCTAssertEqual((error as? StrictJSONError)?.code, .unencodableValue)
    }
  }

  // MARK: - Containers

  func testEncode_nestedContainersAndSuperEncoders_writeWhereTheyWereMade() throws {
    struct Shapes: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        var list = container.nestedUnkeyedContainer(forKey: AnyCodingKey("list"))
        try list.encode(1)
        var inList = list.nestedContainer(keyedBy: AnyCodingKey.self)
        try inList.encode(true, forKey: AnyCodingKey("flag"))
        var listInList = list.nestedUnkeyedContainer()
        try listInList.encodeNil()
        try "element".encode(to: list.superEncoder())
        var object = container.nestedContainer(
          keyedBy: AnyCodingKey.self,
          forKey: AnyCodingKey("object")
        )
        try object.encode("x", forKey: AnyCodingKey("b"))
        try 7.encode(to: container.superEncoder())
        try "named".encode(to: container.superEncoder(forKey: AnyCodingKey("base")))
        // Filling a container after handing out nested ones still lands in the right place.
        try list.encode(2)
        try object.encode("y", forKey: AnyCodingKey("a"))
      }
    }

    XCTAssertEqual(
      try text(Shapes()),
      #"{"base":"named","list":[1,{"flag":true},[null],"element",2],"object":{"a":"y","b":"x"},"#
        + #""super":7}"#
    )
  }

  func testEncode_classHierarchyThroughSuperEncoder_writesBothLevels() throws {
    class Base: Encodable {
      let id = "base-1"
    }
    final class Derived: Base {
      let extra = 2
      override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(extra, forKey: AnyCodingKey("extra"))
        try super.encode(to: container.superEncoder())
      }
    }

    XCTAssertEqual(try text(Derived()), #"{"extra":2,"super":{"id":"base-1"}}"#)
  }

  func testEncode_twoKeyedContainersFromOneEncoder_shareTheObject() throws {
    struct Twice: Encodable {
      func encode(to encoder: any Encoder) throws {
        var first = encoder.container(keyedBy: AnyCodingKey.self)
        try first.encode(1, forKey: AnyCodingKey("b"))
        var second = encoder.container(keyedBy: AnyCodingKey.self)
        try second.encode(2, forKey: AnyCodingKey("a"))
      }
    }

    XCTAssertEqual(try text(Twice()), #"{"a":2,"b":1}"#)
  }

  func testEncode_valueThatEncodesNothing_isAnEmptyObject() throws {
    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }

    XCTAssertEqual(try text(Nothing()), "{}")
    XCTAssertEqual(try text(["a": Nothing()]), #"{"a":{}}"#)
  }

  func testEncode_topLevelScalars_areWrittenAlone() throws {
    XCTAssertEqual(try text(1), "1")
    XCTAssertEqual(try text("a"), #""a""#)
    XCTAssertEqual(try text(true), "true")
    XCTAssertEqual(try text(Int?.none), "null")
    XCTAssertEqual(try text([Int]()), "[]")
    XCTAssertEqual(try text([String: Int]()), "{}")
  }

  func testEncode_typesOwnError_isUnencodableValue() {
    struct Refuses: Encodable {
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
          self,
          .init(codingPath: encoder.codingPath, debugDescription: "no \u{1}way.")
        )
      }
    }

    XCTAssertThrowsError(try StrictJSONEncoder().encode(["field": Refuses()])) { error in
      let error = error as? StrictJSONError
      XCTAssertEqual(error?.code, .unencodableValue)
      XCTAssertEqual(error?.description, #"field: no \u{1}way"#)
    }
  }
}
