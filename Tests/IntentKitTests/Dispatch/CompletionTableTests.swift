import IntentKitTesting
import XCTest

@testable import IntentKit

/// Checks the idempotency store's hash table against a dictionary, with hashes chosen to collide,
/// to share home slots and to wrap around the table's end.
final class CompletionTableTests: XCTestCase {
  func testRandomInsertsAndRemovals_matchADictionary() {
    for seed in 0..<200 {
      var random = SeededRandomNumberGenerator(seed: UInt64(seed))
      // Few distinct hashes, so runs are long, and some of them just below a multiple of the
      // table's sizes, so runs wrap around its end.
      let hashes = (0..<4).map { _ in Int.random(in: -40...40, using: &random) } + [-1, 7, 15]
      var table = _CompletionTable()
      var model: [Int: Int] = [:]  // number → hash
      var next = 0
      for step in 0..<300 {
        let context = "seed \(seed), step \(step)"
        if model.isEmpty || Int.random(in: 0..<5, using: &random) < 3 {
          let hash = hashes[Int.random(in: 0..<hashes.count, using: &random)]
          // Claims are coded below -1; both kinds of number go in.
          let number = next % 3 == 0 ? _CompletionTable.claim(next) : next
          next += 1
          table.insert(hash: hash, number: number)
          model[number] = hash
        } else {
          let number = model.keys.sorted()[Int.random(in: 0..<model.count, using: &random)]
          let hash = model[number] ?? 0
          guard let index = table.index(ofHash: hash, where: { $0 == number }) else {
            return XCTFail("\(number) with hash \(hash) not found, \(context)")
          }
          XCTAssertEqual(table.number(at: index), number, context)
          table.remove(at: index)
          model[number] = nil
        }
        XCTAssertEqual(table.count, model.count, context)
        XCTAssertLessThanOrEqual(2 * table.count, table.entries.count, context)
        // Every number is found under its hash, and under no other.
        for (number, hash) in model {
          let found = table.index(ofHash: hash) { $0 == number }
          XCTAssertEqual(found.map(table.number(at:)), number, context)
          XCTAssertNil(table.index(ofHash: hash &+ 1) { $0 == number }, context)
        }
      }
    }
  }

  func testClaims_codeBelowMinusOne_andComeBack() {
    for place in [0, 1, 2, 1_000, Int.max - 2] {
      let number = _CompletionTable.claim(place)
      XCTAssertLessThan(number, -1)
      XCTAssertEqual(_CompletionTable.claimant(number), place)
    }
    for number in [0, 1, 99] {
      XCTAssertNil(_CompletionTable.claimant(number))
    }
  }

  func testSetNumber_replacesTheNumberInPlace() {
    var table = _CompletionTable()
    table.insert(hash: 5, number: _CompletionTable.claim(0))
    let index = table.index(ofHash: 5) { _CompletionTable.claimant($0) == 0 }
    XCTAssertNotNil(index)
    table.setNumber(17, at: index ?? 0)
    XCTAssertEqual(table.index(ofHash: 5) { $0 == 17 }, index)
    XCTAssertNil(table.index(ofHash: 5) { _CompletionTable.claimant($0) != nil })
    XCTAssertEqual(table.count, 1)
  }
}
