import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// ``StrictJSONError`` is safe to log and to return to a client: its path and message quote at
/// most 64 characters of any piece of input, with control, bidirectional-override and line
/// separator characters escaped.
final class StrictJSONErrorTests: XCTestCase {
  /// A long run of one letter with the characters a log must never receive raw.
  private static let hostile =
    String(repeating: "Ж", count: 200) + "\u{1}\u{1B}\u{7F}\u{85}\u{202E}\u{2028}"

  /// JSON text for ``hostile`` as a string's content: the control characters escaped.
  private static let hostileEscaped =
    String(repeating: "Ж", count: 200) + #"\u0001\u001b\u007f\u0085\u202e\u2028"#

  private func strictError<Value: Decodable>(_ type: Value.Type, _ json: String) -> StrictJSONError?
  {
    strictError(type, bytes: Array(json.utf8))
  }

  private func strictError<Value: Decodable>(
    _ type: Value.Type,
    bytes: [UInt8]
  ) -> StrictJSONError? {
    do {
      _ = try StrictJSONDecoder().decode(type, from: bytes)
      return nil
    } catch {
      return error as? StrictJSONError
    }
  }

  /// Checks that a text quotes no more than 64 letters of the run and no unsafe character.
  private func assertSafe(
    _ text: String,
    _ context: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertFalse(
      text.contains(String(repeating: "Ж", count: 65)),
      "\(context) quotes more than 64 characters: \(text)",
      file: file,
      line: line
    )
    let unsafe = text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
      default: false
      }
    }
    XCTAssertEqual(
      unsafe.map(\.value),
      [],
      "\(context) has raw control characters: \(text.debugDescription)",
      file: file,
      line: line
    )
  }

  func testDescription_withAndWithoutPath_joinsPathAndMessage() {
    let rooted = StrictJSONError(code: .invalidJSON, path: "", message: "the document is empty")
    let nested = StrictJSONError(code: .typeMismatch, path: "a.b[0]", offset: 7, message: "m")

    XCTAssertEqual(rooted.description, "the document is empty")
    XCTAssertEqual(nested.description, "a.b[0]: m")
    XCTAssertEqual(StrictJSONError.Code.inexactNumber.description, "inexactNumber")
  }

  func testMessages_quotingHostileInput_areShortAndEscaped() {
    let name = Self.hostileEscaped
    let cases: [(String, String, StrictJSONError?)] = [
      (
        "duplicate name", "duplicateKey",
        strictError(JSONTestValue.self, #"{"\#(name)":1,"\#(name)":2}"#)
      ),
      (
        "syntax error under a long name", "invalidJSON",
        strictError(JSONTestValue.self, #"{"\#(name)":[1,]}"#)
      ),
      (
        "wrong type under a long name", "typeMismatch",
        strictError([String: Int].self, #"{"\#(name)":"x"}"#)
      ),
      (
        "missing member under a long name", "missingValue",
        strictError([String: [String: Int]].self, #"{"\#(name)":null}"#)
      ),
      (
        "invalid URL", "invalidValue", strictError([String: URL].self, #"{"u":"http://[\#(name)"}"#)
      ),
      (
        "long number", "inexactNumber",
        strictError(Int.self, String(repeating: "7", count: 300) + ".5")
      ),
      (
        "long misspelt literal", "invalidJSON",
        strictError(JSONTestValue.self, "tru" + String(repeating: "e", count: 300))
      ),
      (
        "escape of a control character", "invalidJSON",
        strictError(JSONTestValue.self, "\"\\\u{1B}\"")
      ),
      ("escape of a letter", "invalidJSON", strictError(JSONTestValue.self, #""\Ж\#(name)""#)),
      ("raw control character", "invalidJSON", strictError(JSONTestValue.self, "\"\u{1B}\"")),
      ("raw bidi override", "invalidJSON", strictError(JSONTestValue.self, "[\u{202E}]")),
      ("many long names", "inexactNumber", strictError(JSONTestValue.self, deepNames(name))),
    ]

    for (context, code, error) in cases {
      guard let error else {
        XCTFail("\(context): no StrictJSONError")
        continue
      }
      XCTAssertEqual(error.code.description, code, "\(context): \(error)")
      assertSafe(error.message, "\(context) message")
      assertSafe(error.path, "\(context) path")
      XCTAssertLessThan(error.description.count, 1_000, context)
    }
  }

  /// Nine objects deep, each member named `name`, around a number too large for `Double`.
  private func deepNames(_ name: String) -> String {
    String(repeating: #"{"\#(name)":"#, count: 9) + "1e400" + String(repeating: "}", count: 9)
  }

  func testMessages_specificInputs_readAsWritten() {
    let cases: [(String, String)] = [
      ("[1,]", "[1]: a comma can't come before ']' (line 1, column 4)"),
      (#"{"a":1,}"#, "a: a comma can't come before '}' (line 1, column 8)"),
      ("True", "expected a value, found 'True' (line 1, column 1)"),
      (#""\x""#, #"'\x' is not a JSON escape (line 1, column 2)"#),
      (#""\u12""#, #"'\u12"' needs four hexadecimal digits after \u (line 1, column 2)"#),
      (
        #""\uD800""#,
        #"the high surrogate \uD800 isn't followed by a low surrogate (line 1, column 2)"#
      ),
      (#""\uDC00""#, #"the low surrogate \uDC00 has no high surrogate (line 1, column 2)"#),
      ("\"a\u{1}\"", "a control character (U+0001) must be escaped in a string (line 1, column 3)"),
      ("01", "a number can't start with 0 followed by another digit (line 1, column 1)"),
      (
        "1.",
        "a decimal point must be followed by a digit, found the end of the document (line 1, column 3)"
      ),
      ("-x", "a minus sign must be followed by a digit, found 'x' (line 1, column 2)"),
      ("1e+", "an exponent must have a digit, found the end of the document (line 1, column 4)"),
      ("[\n1\n2]", "[1]: expected ',' or ']' after an array element, found '2' (line 3, column 1)"),
      (#"{"a" 1}"#, "a: expected ':' after a member name, found '1' (line 1, column 6)"),
      (#"{"a":1,"a":2}"#, "a: the object has two members named 'a' (line 1, column 8)"),
      ("[NaN]", "[0]: expected a value, found 'NaN' (line 1, column 2)"),
      ("Infinity", "expected a value, found 'Infinity' (line 1, column 1)"),
      ("nul", "expected a value, found 'nul' (line 1, column 1)"),
      ("[] x", "unexpected 'x' after the document's value (line 1, column 4)"),
      ("", "the document is empty (line 1, column 1)"),
      ("  ", "the document has no value (line 1, column 3)"),
      ("\"abc", "the string that starts here has no closing quote (line 1, column 1)"),
    ]

    for (json, expected) in cases {
      let error = strictError(JSONTestValue.self, json)

      XCTAssertEqual(error?.description, expected, json.debugDescription)
    }
    let overlong = strictError(JSONTestValue.self, bytes: [0x22, 0xC0, 0xAF, 0x22])
    XCTAssertEqual(overlong?.description, "byte 0xC0 is not valid UTF-8 (line 1, column 2)")
  }
}
