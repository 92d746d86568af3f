import IntentKitTesting
import XCTest

@testable import IntentKit

final class FixedKeyTableTests: XCTestCase {
  /// The first position of each key by `String` equality: what a dictionary built in order
  /// would answer.
  private func reference(_ keys: [String]) -> [String: Int] {
    var positions: [String: Int] = [:]
    for (position, key) in keys.enumerated() where positions[key] == nil {
      positions[key] = position
    }
    return positions
  }

  func testPosition_keysOfEveryLengthDifferingInOneByte_areEachFoundAtTheirOwnPosition() {
    // One key per length and byte place, each differing from a base of its length in that
    // byte alone: a byte that the hash skipped, or read twice in place of another, would send
    // two of them to one position.
    var keys: [String] = []
    for length in 0...40 {
      let base = [UInt8](repeating: 0x61, count: length)
      keys.append(String(decoding: base, as: UTF8.self))
      for place in 0..<length {
        var bytes = base
        bytes[place] = 0x62
        keys.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    let table = FixedKeyTable(keys)

    for (position, key) in keys.enumerated() {
      XCTAssertEqual(table.position(of: key), position, "\(key.utf8.count) bytes: \(key)")
    }
    // A skipped byte would still find every key, by comparing keys after a shared hash; the
    // hashes show it.
    let hashes = keys.map(FixedKeyTable.hash)
    XCTAssertEqual(Set(hashes).count, keys.count, "every key read whole")
    XCTAssertFalse(hashes.contains(nil))
    XCTAssertNil(table.position(of: String(repeating: "c", count: 9)))
    XCTAssertNil(table.position(of: String(repeating: "a", count: 41)))
  }

  func testPosition_equivalentText_isFoundAsADictionaryFindsIt() {
    let kelvin = "\u{212A}"  // canonically equivalent to "K"
    let composed = "jos\u{E9}"
    let decomposed = "jose\u{301}"

    let asciiFirst = FixedKeyTable(["K", composed, "other"])
    XCTAssertEqual(asciiFirst.position(of: kelvin), 0)
    XCTAssertEqual(asciiFirst.position(of: "K"), 0)
    XCTAssertEqual(asciiFirst.position(of: decomposed), 1)
    XCTAssertNil(asciiFirst.position(of: "k"))

    let otherFirst = FixedKeyTable([kelvin, decomposed, "K", "jose"])
    XCTAssertEqual(otherFirst.position(of: "K"), 0, "the first of two equivalent keys")
    XCTAssertEqual(otherFirst.position(of: kelvin), 0)
    XCTAssertEqual(otherFirst.position(of: composed), 1)
    XCTAssertEqual(otherFirst.position(of: "jose"), 3)
  }

  func testPosition_noKeys_findsNothing() {
    let table = FixedKeyTable([])

    XCTAssertNil(table.position(of: ""))
    XCTAssertNil(table.position(of: "checking"))
    XCTAssertNil(table.position(of: "\u{212A}"))
  }

  func testPosition_randomKeysAndLookups_agreeWithADictionary() {
    // Pieces that make ASCII keys of every length class, repeats, and text equivalent to other
    // text (composed and decomposed accents, the Kelvin and Ohm signs).
    let pieces = [
      "a", "b", "K", "-", "0", "jane", "appleseed", "checking-account", "\u{E9}", "e\u{301}",
      "\u{212A}", "\u{2126}", "\u{3A9}", "田", " ",
    ]
    var random = SeededRandomNumberGenerator(seed: 2026_11_29)
    for run in 0..<200 {
      func makeKey() -> String {
        (0..<Int.random(in: 0...5, using: &random))
          .map { _ in pieces.randomElement(using: &random) ?? "" }
          .joined()
      }
      let keys = (0..<Int.random(in: 0...300, using: &random)).map { _ in makeKey() }
      let table = FixedKeyTable(keys)
      let expected = reference(keys)

      for key in keys + (0..<300).map({ _ in makeKey() }) {
        XCTAssertEqual(
          table.position(of: key),
          expected[key],
          "run \(run), key \(key.debugDescription)"
        )
      }
    }
  }
}
