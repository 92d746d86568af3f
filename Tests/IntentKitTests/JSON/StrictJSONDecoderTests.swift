import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// ``StrictJSONDecoder`` as a `Decoder`: finding members in small and large objects, walking
/// arrays, the paths and messages of its errors, and Foundation's forms for `URL`, `Data` and
/// `Date`.
final class StrictJSONDecoderTests: XCTestCase {
  private func decode<Value: Decodable>(
    _ type: Value.Type,
    _ json: String,
    decoder: StrictJSONDecoder = StrictJSONDecoder()
  ) throws -> Value {
    try decoder.decode(type, from: Data(json.utf8))
  }

  /// The ``StrictJSONError`` a decode throws; fails for another error or none.
  private func strictError<Value: Decodable>(
    _ type: Value.Type,
    _ json: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) -> StrictJSONError? {
    strictError(type, bytes: Array(json.utf8), file: file, line: line)
  }

  /// The ``StrictJSONError`` a decode of bytes, which need not be UTF-8, throws; fails for
  /// another error or none.
  private func strictError<Value: Decodable>(
    _ type: Value.Type,
    bytes: [UInt8],
    file: StaticString = #filePath,
    line: UInt = #line
  ) -> StrictJSONError? {
    do {
      let value = try StrictJSONDecoder().decode(type, from: Data(bytes))
      XCTFail("decoded \(value)", file: file, line: line)
    } catch let error as StrictJSONError {
      return error
    } catch {
      XCTFail("not a StrictJSONError: \(error)", file: file, line: line)
    }
    return nil
  }

  /// `{"k0":0,…}` with `count` members, plus `extra` members.
  private func object(_ count: Int, _ extra: String = "") -> String {
    let members = (0..<count).map { #""k\#($0)":\#($0)"# }
    return "{" + (members + (extra.isEmpty ? [] : [extra])).joined(separator: ",") + "}"
  }

  // MARK: - Members

  private struct Named: Decodable, Equatable {
    let name: String
  }

  private struct Accented: Decodable, Equatable {
    let café: Int?  // "café" with U+00E9
  }

  func testDecodeMember_inSmallAndLargeObjects_findsEveryMember() throws {
    for count in [1, 15, 16, 17, 40] {
      let values = try decode([String: Int].self, object(count))

      XCTAssertEqual(values.count, count)
      for index in 0..<count {
        XCTAssertEqual(values["k\(index)"], index, "member \(index) of \(count)")
      }
      let named = try decode(Named.self, object(count, #""name":"last""#))
      XCTAssertEqual(named.name, "last", "\(count) members")
    }
  }

  func testDecodeMember_escapedName_isFoundByItsUnescapedText() throws {
    for count in [0, 20] {
      let named = try decode(Named.self, object(count, #""n\u0061m\u0065":"escaped""#))

      XCTAssertEqual(named.name, "escaped", "\(count) other members")
    }
  }

  func testDecodeMember_canonicallyEquivalentName_isADifferentMemberInSmallAndLargeObjects() throws
  {
    // "cafe\u{301}" is canonically equivalent to "café" but other bytes: JSON compares bytes.
    for count in [0, 16, 17, 40] {
      let json = object(count, "\"cafe\u{301}\":1")

      let value = try decode(Accented.self, json)

      XCTAssertNil(value.café, "found by canonical equivalence with \(count) other members")
      let both = try decode(Accented.self, object(count, "\"caf\u{E9}\":2,\"cafe\u{301}\":1"))
      XCTAssertEqual(both.café, 2, "read the equivalent name with \(count) other members")
    }
  }

  func testDecodeMember_missingInSmallAndLargeObjects_throwsMissingValueWithPath() {
    for count in [0, 17] {
      let error = strictError([String: Named].self, #"{"outer":\#(object(count))}"#)

      XCTAssertEqual(error?.code, .missingValue)
      XCTAssertEqual(error?.description, "outer.name: is required but missing")
    }
  }

  func testDecodeMember_nullForNonOptional_throwsMissingValue() {
    let error = strictError(Named.self, #"{"name":null}"#)

    XCTAssertEqual(error?.code, .missingValue)
    XCTAssertEqual(error?.description, "name: is null; expected a string")
  }

  func testAllKeys_largeObject_listsMembersInDocumentOrder() throws {
    struct Keys: Decodable {
      let keys: [String]
      init(from decoder: any Decoder) throws {
        keys = try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
      }
    }

    let keys = try decode(Keys.self, #"{"b":1,"a":2,"\u0063":3}"#).keys

    XCTAssertEqual(keys, ["b", "a", "c"])
  }

  func testContains_presentNullAndMissingMembers_answersByPresence() throws {
    struct Presence: Decodable {
      let answers: [Bool]
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        answers = ["present", "null", "missing"].compactMap(AnyCodingKey.init(stringValue:)).map {
          container.contains($0)
        }
      }
    }

    for count in [0, 20] {
      let answers = try decode(Presence.self, object(count, #""present":1,"null":null"#)).answers

      XCTAssertEqual(answers, [true, true, false])
    }
  }

  // MARK: - Arrays

  /// Probes each element with `try?`: a `Bool`, else an `Int`, else a `String`, else `nil`.
  private struct Probed: Decodable {
    var elements: [String] = []
    var indices: [Int] = []

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      while !container.isAtEnd {
        indices.append(container.currentIndex)
        if let value = try? container.decode(Bool.self) {
          elements.append("bool \(value)")
        } else if let value = try? container.decode(Int.self) {
          elements.append("int \(value)")
        } else if let value = try? container.decode(String.self) {
          elements.append("string \(value)")
        } else if try container.decodeNil() {
          elements.append("null")
        } else {
          _ = try container.decode(JSONTestValue.self)
          elements.append("other")
        }
      }
    }
  }

  func testUnkeyedDecode_failedTryDecode_staysOnTheSameElement() throws {
    let probed = try decode(Probed.self, #"[true,7,"x",null,1.5,[1],{"a":1}]"#)

    XCTAssertEqual(
      probed.elements,
      ["bool true", "int 7", "string x", "null", "other", "other", "other"]
    )
    XCTAssertEqual(probed.indices, Array(0..<7))
  }

  func testUnkeyedDecode_pastTheEnd_throwsMissingValueNamingTheCount() {
    struct Three: Decodable {
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        XCTAssertEqual(container.count, 2)
        for _ in 0..<3 { _ = try container.decode(Int.self) }
      }
    }

    let error = strictError([String: Three].self, #"{"list":[1,2]}"#)

    XCTAssertEqual(error?.code, .missingValue)
    XCTAssertEqual(error?.description, "list[2]: the array has only 2 elements")
  }

  func testUnkeyedDecode_nestedContainers_readInOrder() throws {
    struct Nested: Decodable, Equatable {
      var values: [Int] = []
      init(from decoder: any Decoder) throws {
        var outer = try decoder.unkeyedContainer()
        var inner = try outer.nestedUnkeyedContainer()
        while !inner.isAtEnd { values.append(try inner.decode(Int.self)) }
        let keyed = try outer.nestedContainer(keyedBy: AnyCodingKey.self)
        values.append(try keyed.decode(Int.self, forKey: AnyCodingKey("a")))
        values.append(try Int(from: outer.superDecoder()))
        XCTAssertTrue(outer.isAtEnd)
      }
    }

    let nested = try decode(Nested.self, #"[[1,2],{"a":3},4]"#)

    XCTAssertEqual(nested.values, [1, 2, 3, 4])
  }

  // MARK: - Super decoders

  func testSuperDecoder_keyed_readsTheSuperMemberOrTheNamedOne() throws {
    struct Child: Decodable {
      let parent: Int
      let named: Int
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        parent = try Int(from: container.superDecoder())
        named = try Int(from: container.superDecoder(forKey: AnyCodingKey("base")))
      }
    }

    let child = try decode(Child.self, #"{"super":1,"base":2}"#)
    let error = strictError(Child.self, #"{"base":2}"#)

    XCTAssertEqual([child.parent, child.named], [1, 2])
    XCTAssertEqual(error?.description, "super: is required but missing")
  }

  // MARK: - Strings, read eight bytes at a time

  /// A string's plain bytes are skipped a word at a time, and the first byte that isn't plain
  /// is found within the word: each kind of such byte, at every place in a word and with none,
  /// one or nine bytes after it, is where the reader acts on it.
  func testDecode_bytesThatEndOrBreakAString_areFoundAtEveryPlaceInAWord() throws {
    func read(_ bytes: [UInt8]) throws -> String {
      try StrictJSONDecoder().decode(String.self, from: Data(bytes))
    }
    for count in 0..<20 {
      for after in [0, 1, 9] {
        // After a byte that isn't plain, bytes next to `"`, `\` and the controls in the byte
        // order, which a word's arithmetic could mistake for them.
        let (text, tail) = (
          String(repeating: "a", count: count),
          String(String(repeating: "#]!", count: 3).prefix(after))
        )
        let (plain, rest) = (Array(text.utf8), Array(tail.utf8))
        let context = "\(count) plain bytes, then \(after) after"

        // The closing quote: the string ends there, and what follows is another value.
        XCTAssertEqual(try read([0x22] + plain + [0x22]), text, context)
        let twoStrings = strictError(String.self, bytes: [0x22] + plain + [0x22] + rest + [0x22])
        XCTAssertEqual(twoStrings?.offset, count + 2, context)
        // Escapes, a two-, three- and four-byte UTF-8 sequence: read, and the string goes on.
        for (middle, decoded) in [
          (Array(#"\n"#.utf8), "\n"), (Array(#"\""#.utf8), "\""), (Array("é".utf8), "é"),
          (Array("€".utf8), "€"), (Array("😀".utf8), "😀"),
        ] {
          XCTAssertEqual(
            try read([0x22] + plain + middle + rest + [0x22]),
            text + decoded + tail,
            "\(context), \(middle)"
          )
        }
        // Control characters, a byte that is never UTF-8, a sequence cut short, a continuation
        // byte alone: refused there.
        for middle: [UInt8] in [[0x01], [0x1F], [0xFF], [0xC3, 0x28], [0x80]] {
          let error = strictError(String.self, bytes: [0x22] + plain + middle + rest + [0x22])
          XCTAssertEqual(error?.code, .invalidJSON, "\(context), \(middle)")
          XCTAssertEqual(error?.offset, count + 1, "\(context), \(middle)")
        }
        // No closing quote: refused at the opening one.
        let unclosed = strictError(String.self, bytes: [0x22] + plain + rest)
        XCTAssertEqual(unclosed?.code, .invalidJSON, context)
        XCTAssertEqual(unclosed?.offset, 0, context)
      }
    }
  }

  // MARK: - Errors

  private struct Payee: Decodable {
    let handles: [Handle]
  }

  private struct Handle: Decodable {
    let value: String
  }

  func testDecode_errorDeepInside_namesThePathAndTheProblem() {
    let error = strictError(
      [String: [String: Payee]].self,
      #"{"intent":{"payee":{"handles":[{"value":"a"},{"value":7}]}}}"#
    )

    XCTAssertEqual(error?.code, .typeMismatch)
    XCTAssertEqual(error?.path, "intent.payee.handles[1].value")
    XCTAssertEqual(error?.message, "expected a string, found the number 7")
  }

  func testDecode_errorUnderNamesThatArentIdentifiers_quotesThemInBrackets() {
    let long = String(repeating: "n", count: 100)
    let error = strictError(
      [String: [String: Int]].self,
      #"{"two words":{"\#(long)":"x"}}"#
    )

    XCTAssertEqual(
      error?.path,
      #"["two words"]["\#(String(repeating: "n", count: 64))…"]"#
    )
  }

  func testDecode_errorBelowNineLevels_keepsTheFirstThreeAndLastFourSteps() {
    let json = #"{"a":{"b":{"c":{"d":{"e":{"f":[[["x"]]]}}}}}}"#

    let error = strictError(
      [String: [String: [String: [String: [String: [String: [[[Int]]]]]]]]].self,
      json
    )

    XCTAssertEqual(error?.path, "a.b.c….f[0][0][0]")
  }

  func testDecode_typesOwnError_isInvalidValueWithItsSanitisedDescription() {
    struct Picky: Decodable {
      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "bad \u{1B}[31m" + String(repeating: "z", count: 300) + "."
        )
      }
    }

    let error = strictError([String: Picky].self, #"{"field":1}"#)

    XCTAssertEqual(error?.code, .invalidValue)
    XCTAssertEqual(error?.path, "field")
    XCTAssertEqual(
      error?.message,
      "bad \\u{1B}[31m" + String(repeating: "z", count: 191) + "…"
    )
  }

  func testDecode_bytesAndData_giveTheSameValueAndTheSameError() throws {
    let good = #"{"name":"Jane"}"#
    let bad = #"{"name":"Jane",}"#

    let fromBytes = try StrictJSONDecoder().decode(Named.self, from: Array(good.utf8))
    let fromData = try StrictJSONDecoder().decode(Named.self, from: Data(good.utf8))
    let errors = [
      Result { try StrictJSONDecoder().decode(Named.self, from: Array(bad.utf8)) },
      Result { try StrictJSONDecoder().decode(Named.self, from: Data(bad.utf8)) },
    ].map { result -> StrictJSONError? in
      guard case .failure(let error) = result else { return nil }
      return error as? StrictJSONError
    }

    XCTAssertEqual(fromBytes, fromData)
    XCTAssertNotNil(errors[0])
    XCTAssertEqual(errors[0], errors[1])
  }

  func testDecode_userInfo_reachesTheType() throws {
    struct Reads: Decodable {
      let value: String?
      init(from decoder: any Decoder) throws {
        value = Self.key.flatMap { decoder.userInfo[$0] } as? String
      }
      static let key = CodingUserInfoKey(rawValue: "tenant")
    }
    let key = try XCTUnwrap(Reads.key)

    let value = try decode(Reads.self, "{}", decoder: StrictJSONDecoder(userInfo: [key: "acme"]))

    XCTAssertEqual(value.value, "acme")
  }

  // MARK: - Foundation's forms

  private struct Forms: Codable, Equatable {
    let url: URL
    let relative: URL
    let data: Data
    let emptyData: Data
    let date: Date
    let decimal: Decimal
  }

  private let forms = Forms(
    url: URL(string: "https://example.com/a?b=c#d") ?? URL(fileURLWithPath: "/"),
    relative: URL(string: "b/c", relativeTo: URL(string: "https://example.com/a/"))
      ?? URL(fileURLWithPath: "/"),
    data: Data([0, 1, 2, 250, 251, 252, 253, 254, 255]),
    emptyData: Data(),
    date: Date(timeIntervalSinceReferenceDate: 12.5),
    decimal: Decimal(string: "-1234.5678") ?? 0
  )

  func testForms_writtenByFoundation_readTheSame() throws {
    let written = try JSONEncoder().encode(forms)

    let read = try StrictJSONDecoder().decode(Forms.self, from: written)

    XCTAssertEqual(read.url.absoluteString, forms.url.absoluteString)
    XCTAssertEqual(read.relative.absoluteString, forms.relative.absoluteString)
    XCTAssertEqual(read.data, forms.data)
    XCTAssertEqual(read.emptyData, forms.emptyData)
    XCTAssertEqual(read.date, forms.date)
    XCTAssertEqual(read.decimal, forms.decimal)
  }

  func testForms_writtenStrictly_readTheSameByFoundation() throws {
    let written = try StrictJSONEncoder().encode(forms)

    let read = try JSONDecoder().decode(Forms.self, from: written)

    XCTAssertEqual(
      String(decoding: written, as: UTF8.self),
      #"{"data":"AAEC+vv8/f7/","date":12.5,"decimal":-1234.5678,"emptyData":"","#
        + #""relative":"https://example.com/a/b/c","url":"https://example.com/a?b=c#d"}"#
    )
    XCTAssertEqual(read.url.absoluteString, forms.url.absoluteString)
    XCTAssertEqual(read.relative.absoluteString, forms.relative.absoluteString)
    XCTAssertEqual(read.data, forms.data)
    XCTAssertEqual(read.date, forms.date)
    XCTAssertEqual(read.decimal, forms.decimal)
  }

  func testDecodeURL_stringThatIsNotAURL_throwsInvalidValueQuotingIt() {
    let error = strictError([String: URL].self, #"{"link":"http://[::1\u0007"}"#)

    XCTAssertEqual(error?.code, .invalidValue)
    XCTAssertEqual(error?.description, #"link: 'http://[::1\u{7}' is not a URL"#)
  }

  func testDecodeData_stringThatIsNotBase64_throwsInvalidValue() {
    let error = strictError([String: Data].self, #"{"blob":"not base64!"}"#)

    XCTAssertEqual(error?.code, .invalidValue)
    XCTAssertEqual(error?.description, "blob: the string is not Base64")
  }

  func testDecodeForms_wrongJSONType_throwTypeMismatch() {
    XCTAssertEqual(strictError(URL.self, "1")?.code, .typeMismatch)
    XCTAssertEqual(strictError(Data.self, "[1]")?.code, .typeMismatch)
    XCTAssertEqual(strictError(Decimal.self, #""1""#)?.code, .typeMismatch)
  }
}
