import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The conformance suite (`Support/JSONConformanceCases.swift`) through ``StrictJSONDecoder``:
/// every case in a member a type reads, in a member it ignores, deep inside an ignored member,
/// and as the whole document, with the same answer in each.
final class StrictJSONDecoderConformanceTests: XCTestCase {
  /// Reads the member `read` and ignores every other.
  private struct ReadsOneMember: Decodable {
    let read: JSONTestValue
  }

  /// A place for a case's text in a document.
  private struct Position {
    let name: String
    let prefix: String
    let suffix: String
    /// The path of the case's value, which an error inside it starts with.
    let path: String
    /// How many arrays and objects enclose the case's value.
    let depth: Int
    /// Whether the type reads the case's value; if so it is `read`, or the whole document.
    let isRead: Bool

    func document(_ text: [UInt8]) -> [UInt8] {
      Array(prefix.utf8) + text + Array(suffix.utf8)
    }

    /// The value the type reads where the case stands, or `read`'s value `0` if it ignores it.
    func decode(_ document: [UInt8], with decoder: StrictJSONDecoder) throws -> JSONTestValue {
      guard !prefix.isEmpty else { return try decoder.decode(JSONTestValue.self, from: document) }
      return try decoder.decode(ReadsOneMember.self, from: document).read
    }
  }

  private static let positions = [
    Position(
      name: "a member the type reads",
      prefix: #"{"other":0,"read":"#,
      suffix: "}",
      path: "read",
      depth: 1,
      isRead: true
    ),
    Position(
      name: "a member the type ignores",
      prefix: #"{"read":0,"ignored":"#,
      suffix: "}",
      path: "ignored",
      depth: 1,
      isRead: false
    ),
    Position(
      name: "deep in an ignored member",
      prefix: #"{"read":0,"ignored":{"deeper":[0,"#,
      suffix: "]}}",
      path: "ignored.deeper",
      depth: 3,
      isRead: false
    ),
    Position(name: "the whole document", prefix: "", suffix: "", path: "", depth: 0, isRead: true),
  ]

  /// The error a decode throws, if it is a ``StrictJSONError``; fails the test for any other.
  private func strictError(
    _ body: () throws -> JSONTestValue,
    file: StaticString = #filePath,
    line: UInt = #line
  ) -> StrictJSONError? {
    do {
      _ = try body()
      return nil
    } catch let error as StrictJSONError {
      return error
    } catch {
      XCTFail("not a StrictJSONError: \(error)", file: file, line: line)
      return nil
    }
  }

  /// How a message names a byte offset: ` (line 2, column 14)`, counting columns in bytes.
  private func location(of offset: Int, in document: [UInt8]) -> String {
    let before = document.prefix(max(0, offset))
    let line = before.filter { $0 == 0x0A }.count + 1
    let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
    return " (line \(line), column \(offset - lineStart + 1))"
  }

  /// `[{"a":[{"a":…0…}]}]`: `levels` arrays and objects, alternating, around `0`.
  private func nested(_ levels: Int, innermost: String = "0") -> String {
    let open = (0..<levels).map { $0.isMultiple(of: 2) ? "[" : #"{"a":"# }
    let close = (0..<levels).reversed().map { $0.isMultiple(of: 2) ? "]" : "}" }
    return open.joined() + innermost + close.joined()
  }

  // MARK: - The lists

  func testConformanceCases_areNamedOnceAndCoverEveryRule() {
    let rejected = JSONConformanceCases.rejected.map(\.name)
    let accepted = JSONConformanceCases.accepted.map(\.name)
    let documents = JSONConformanceCases.rejectedDocuments.map(\.name)

    XCTAssertEqual(Set(rejected).count, rejected.count, "a rejected case's name repeats")
    XCTAssertEqual(Set(accepted).count, accepted.count, "an accepted case's name repeats")
    XCTAssertEqual(Set(documents).count, documents.count, "a document case's name repeats")
    XCTAssertGreaterThanOrEqual(rejected.count, 200)
    XCTAssertGreaterThanOrEqual(accepted.count, 100)
    XCTAssertEqual(JSONConformanceCases.controlCharacters.count, 32)
  }

  // MARK: - Refused everywhere

  func testDecode_rejectedCaseInEveryPosition_throwsItsCodeAtItsPlace() {
    let decoder = StrictJSONDecoder()
    for rejected in JSONConformanceCases.rejected {
      var offsetsInCase: [Int] = []
      for position in Self.positions {
        let document = position.document(rejected.text)
        let context = "\(rejected) in \(position.name)"

        let error = strictError { try position.decode(document, with: decoder) }

        guard let error else {
          XCTFail("\(context) was accepted")
          continue
        }
        XCTAssertEqual(error.code, rejected.code, "\(context): \(error)")
        // Inside the case's value, or in a container around it that the case closes early.
        XCTAssertTrue(
          error.path.hasPrefix(position.path) || position.path.hasPrefix(error.path),
          "\(context): path \(error.path)"
        )
        let offset = (error.offset ?? -1) - position.prefix.utf8.count
        XCTAssertTrue((0...document.count).contains(offset), "\(context): offset \(offset)")
        offsetsInCase.append(offset)
        XCTAssertTrue(
          error.message.hasSuffix(location(of: error.offset ?? -1, in: document)),
          "\(context): the message's location isn't the offset \(error.offset ?? -1): \(error)"
        )
      }
      // The two members differ only in what comes before the case.
      XCTAssertEqual(offsetsInCase.first, offsetsInCase.dropFirst().first, "\(rejected)")
    }
  }

  func testDecode_rejectedDocument_throwsInvalidJSON() {
    let value = Array(#"{"read":0}"#.utf8)
    for rejected in JSONConformanceCases.rejectedDocuments {
      let document = rejected.make(value)

      let error = strictError {
        try StrictJSONDecoder().decode(ReadsOneMember.self, from: document).read
      }

      XCTAssertEqual(error?.code, .invalidJSON, "\(rejected): \(String(describing: error))")
      XCTAssertEqual(error?.path, "", "\(rejected)")
    }
  }

  func testDecode_documentStartingWithByteOrderMark_namesTheRule() {
    let error = strictError {
      try StrictJSONDecoder().decode(
        JSONTestValue.self,
        from: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)
      )
    }

    XCTAssertEqual(
      error?.message,
      "the document starts with a byte order mark (U+FEFF), which JSON forbids (line 1, column 1)"
    )
    XCTAssertEqual(error?.offset, 0)
  }

  // MARK: - Accepted everywhere

  func testDecode_acceptedCaseInEveryPosition_readsItsValue() throws {
    let decoder = StrictJSONDecoder()
    let encoder = StrictJSONEncoder()
    for accepted in JSONConformanceCases.accepted {
      for position in Self.positions {
        let document = position.document(accepted.text)
        let context = "\(accepted) in \(position.name)"

        let result = Result { try position.decode(document, with: decoder) }

        switch (result, position.isRead, accepted.canonical) {
        case (.success(let value), false, _):
          XCTAssertEqual(value, .integer(0), context)
        case (.success(let value), true, let canonical?):
          let written = String(decoding: try encoder.encode(value), as: UTF8.self)
          XCTAssertEqual(written, canonical, context)
        case (.success(let value), true, nil):
          XCTFail("\(context): read \(value); expected inexactNumber")
        case (.failure(let error as StrictJSONError), true, nil):
          XCTAssertEqual(error.code, .inexactNumber, "\(context): \(error)")
        case (.failure(let error), _, _):
          XCTFail("\(context) was refused: \(error)")
        }
      }
    }
  }

  func testDecode_valueSurroundedByEveryWhitespace_isAccepted() throws {
    let document = Array(" \t\r\n{ \t\r\n\"read\" \t\r\n: \t\r\n[ 1 , 2 ] \t\r\n} \t\r\n".utf8)

    let value = try StrictJSONDecoder().decode(ReadsOneMember.self, from: document)

    XCTAssertEqual(value.read, .array([.integer(1), .integer(2)]))
  }

  // MARK: - Depth

  func testDecode_nestingAtTheDepthLimitInEveryPosition_isAccepted() {
    let decoder = StrictJSONDecoder(maximumDepth: 6)
    for position in Self.positions {
      let document = position.document(Array(nested(6 - position.depth).utf8))

      XCTAssertNoThrow(try position.decode(document, with: decoder), position.name)
    }
  }

  func testDecode_nestingOnePastTheDepthLimitInEveryPosition_throwsTooDeep() {
    let decoder = StrictJSONDecoder(maximumDepth: 6)
    for position in Self.positions {
      let document = position.document(Array(nested(7 - position.depth).utf8))

      let error = strictError { try position.decode(document, with: decoder) }

      XCTAssertEqual(error?.code, .tooDeep, "\(position.name): \(String(describing: error))")
      XCTAssertTrue(error?.path.hasPrefix(position.path) ?? false, position.name)
      XCTAssertEqual(
        error?.message.hasPrefix("arrays and objects nest more than 6 levels deep"),
        true,
        "\(String(describing: error))"
      )
    }
  }

  func testDecode_defaultDepthLimit_allows64LevelsAndRefuses65() {
    let decoder = StrictJSONDecoder()

    XCTAssertNoThrow(try decoder.decode(JSONTestValue.self, from: Array(nested(64).utf8)))
    let error = strictError { try decoder.decode(JSONTestValue.self, from: Array(nested(65).utf8)) }
    XCTAssertEqual(error?.code, .tooDeep)
  }

  func testDecode_tooDeepBeforeAnySyntaxError_throwsTooDeepNotInvalidJSON() {
    let decoder = StrictJSONDecoder(maximumDepth: 3)
    let unclosed = Array("[[[[".utf8)
    let brokenLater = Array("[[[[1,]]]]".utf8)
    let hugeAndUnclosed = Array((String(repeating: "[", count: 100_000) + "x").utf8)

    for document in [unclosed, brokenLater, hugeAndUnclosed] {
      let error = strictError { try decoder.decode(JSONTestValue.self, from: document) }

      XCTAssertEqual(error?.code, .tooDeep, "\(String(describing: error))")
      XCTAssertEqual(error?.offset, 3)
    }
  }

  func testDecode_syntaxErrorBeforeTheDepthLimit_throwsInvalidJSON() {
    let decoder = StrictJSONDecoder(maximumDepth: 3)

    let error = strictError {
      try decoder.decode(JSONTestValue.self, from: Array("[[1,][[[[]]]]]".utf8))
    }

    XCTAssertEqual(error?.code, .invalidJSON)
  }

  func testDecode_depthLimitOfOne_allowsScalarsAndFlatContainersOnly() {
    let decoder = StrictJSONDecoder(maximumDepth: 1)

    XCTAssertNoThrow(try decoder.decode(JSONTestValue.self, from: Array("1".utf8)))
    XCTAssertNoThrow(try decoder.decode(JSONTestValue.self, from: Array("[1,2]".utf8)))
    XCTAssertNoThrow(try decoder.decode(JSONTestValue.self, from: Array(#"{"a":1}"#.utf8)))
    for document in ["[[]]", #"{"a":{}}"#, #"[{"a":1}]"#] {
      let error = strictError { try decoder.decode(JSONTestValue.self, from: Array(document.utf8)) }
      XCTAssertEqual(error?.code, .tooDeep, document)
    }
  }

  func testDecode_siblingsAtTheLimit_areEachAllowedTheFullDepth() {
    let decoder = StrictJSONDecoder(maximumDepth: 4)
    let document = "[" + nested(3) + "," + nested(3) + "," + nested(3) + "]"

    XCTAssertNoThrow(try decoder.decode(JSONTestValue.self, from: Array(document.utf8)))
  }

  // MARK: - Dense documents

  /// Documents with a value every two or three bytes: more entries than the reader reserves
  /// room for (one per eight bytes), so its entries grow several times while it reads.
  func testDecode_documentDenserThanTheReservation_readsEveryValue() throws {
    let digits = (0..<20_000).map { $0 % 10 }
    let numbers = "[" + digits.map(String.init).joined(separator: ",") + "]"
    let empties = "[" + Array(repeating: "[]", count: 5_000).joined(separator: ",") + "]"

    let decoder = StrictJSONDecoder()
    XCTAssertEqual(try decoder.decode([Int].self, from: Array(numbers.utf8)), digits)
    XCTAssertEqual(
      try decoder.decode([[Int]].self, from: Array(empties.utf8)),
      Array(repeating: [], count: 5_000)
    )
  }

  func testDecode_denseDocumentBrokenAtItsEnd_throwsWhereItBreaks() {
    let text = "[" + Array(repeating: "1", count: 20_000).joined(separator: ",") + ",]"

    let error = strictError {
      try StrictJSONDecoder().decode(JSONTestValue.self, from: Array(text.utf8))
    }

    XCTAssertEqual(error?.code, .invalidJSON)
    XCTAssertEqual(error?.offset, text.utf8.count - 1, "at the bracket after the last comma")
  }

  // MARK: - Size

  func testDecode_documentOfExactlyTheSizeLimit_isAccepted() throws {
    let document = Array(#"{"read":1}"#.utf8) + Array(repeating: UInt8(ascii: " "), count: 90)

    let value = try StrictJSONDecoder(maximumSize: 100).decode(ReadsOneMember.self, from: document)

    XCTAssertEqual(value.read, .integer(1))
  }

  func testDecode_documentOneBytePastTheSizeLimit_throwsTooLargeWhereverTheBytesAre() {
    let decoder = StrictJSONDecoder(maximumSize: 100)
    // Each template grows to 101 bytes where `PAD` is.
    let templates = [
      #"{"read":1}PAD"#, #"{"read":1,"ignored":"PAD"}"#, #"{"read":"PAD","ignored":""}"#, "]PAD",
    ]
    let documents = templates.map { template in
      let fill = 101 - (template.utf8.count - 3)
      let padding = String(repeating: template.hasSuffix("}PAD") ? " " : "x", count: fill)
      return template.replacing("PAD", with: padding)
    }

    for document in documents {
      XCTAssertEqual(document.utf8.count, 101)
      let error = strictError {
        try decoder.decode(ReadsOneMember.self, from: Array(document.utf8)).read
      }

      XCTAssertEqual(error?.code, .tooLarge, document)
      XCTAssertEqual(error?.message, "the document is 101 bytes; the limit is 100")
      XCTAssertEqual(error?.path, "")
    }
  }

  func testDecode_documentPastTheDefaultSizeLimit_throwsTooLarge() {
    let document = [UInt8](repeating: UInt8(ascii: " "), count: (16 << 20) + 1)

    let error = strictError { try StrictJSONDecoder().decode(JSONTestValue.self, from: document) }

    XCTAssertEqual(error?.code, .tooLarge)
  }
}
