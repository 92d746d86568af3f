import XCTest

@testable import IntentKit

final class FoldedWordTableTests: XCTestCase {
  func testIdentifier_acrossGrowth_isStableAndDistinct() {
    var table = FoldedWordTable(capacity: 0)
    let words = (0..<5_000).map { Array("word\($0)".utf8) }

    let first = words.map { word in word.withUnsafeBufferPointer { table.identifier(of: $0) } }
    let second = words.map { word in word.withUnsafeBufferPointer { table.identifier(of: $0) } }

    XCTAssertEqual(first, (0..<5_000).map(UInt32.init))
    XCTAssertEqual(second, first)
    XCTAssertEqual(table.count, 5_000)
    XCTAssertEqual(Array(table.bytes[Int(table.starts[42])..<Int(table.starts[43])]), words[42])
  }

  func testForEachWord_asciiAndUnicodeNames_yieldsFoldedWordsWithRepeats() {
    let expected: [String: [String]] = [
      "Jane Appleseed": ["jane", "appleseed"],
      "O'Brien, Jane": ["obrien", "jane"],
      "  JOSÉ   Ｐéｒｅｚ ": ["jose", "perez"],
      "ジェーン・アップルシード": ["ジェーン", "アップルシード"],
      "けんじ": ["ケンジ"],
      "ｹﾝｼﾞ": ["ケンジ"],
      "Jean-Luc Jean": ["jean", "luc", "jean"],
      "Zo\u{200D}ë": ["zoe"],
      "": [],
    ]
    for (name, words) in expected {
      var scratch: [UInt8] = []
      var found: [String] = []

      NameTokenizer.forEachWord(of: name, scratch: &scratch) { bytes in
        found.append(String(decoding: bytes, as: UTF8.self))
      }

      XCTAssertEqual(found, words, name)
    }
  }
}
