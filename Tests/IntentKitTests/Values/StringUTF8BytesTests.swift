import IntentKitTesting
import XCTest

@testable import IntentKit

/// `withUTF8Bytes(_:)` lends a string's bytes without copying it; these tests hold it to the
/// string's `utf8` view for every kind of storage a string can have.
final class StringUTF8BytesTests: XCTestCase {
  func testEveryKindOfString_lendsItsUTF8() {
    var random = SeededRandomNumberGenerator(seed: 0x07F8_B7E5)
    let pieces = ["a", "Z", " ", "\"", "\\", "\u{7}", "é", "円", "제", "🇯🇵", "\u{202E}", "\r\n"]
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...40, using: &random)
      let text = (0..<length).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
      // Small (inline) and large (native) strings, a string made from a substring, and one
      // built by appending, whose storage has spare capacity.
      var appended = String()
      appended.reserveCapacity(128)
      appended += text
      let fromSubstring = String(("<" + text + ">").dropFirst().dropLast())
      for string in [text, fromSubstring, appended] {
        XCTAssertEqual(
          string.withUTF8Bytes { Array($0) },
          Array(string.utf8),
          string.debugDescription
        )
      }
    }
  }

  func testEmptyString_lendsNoBytes() {
    XCTAssertEqual("".withUTF8Bytes { $0.count }, 0)
  }
}
