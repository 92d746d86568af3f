import XCTest

@testable import IntentKit

final class LedgerKeyTableTests: XCTestCase {
  func testInsert_manyKeys_findsEachOnceInInsertionOrder() {
    var table = LedgerKeyTable<Int>()

    for index in 0..<10_000 {
      let key = "key-\(index)"
      XCTAssertNil(table.entry(forKey: key, hash: key.hashValue))
      XCTAssertEqual(table.insert(index * 2, forKey: key, hash: key.hashValue), index)
    }

    XCTAssertEqual(table.count, 10_000)
    for index in stride(from: 0, to: 10_000, by: 7) {
      let key = "key-\(index)"
      let entry = table.entry(forKey: key, hash: key.hashValue)
      XCTAssertEqual(entry, index)
      XCTAssertEqual(entry.map { table[$0] }, index * 2)
    }
    XCTAssertNil(table.entry(forKey: "key-10000", hash: "key-10000".hashValue))
  }

  func testEntry_withCollidingHashes_comparesTheKeys() {
    var table = LedgerKeyTable<String>()

    for index in 0..<100 {
      table.insert("value-\(index)", forKey: "key-\(index)", hash: 42)
    }
    table[3] = "changed"

    XCTAssertEqual(table.entry(forKey: "key-57", hash: 42), 57)
    XCTAssertEqual(table[3], "changed")
    XCTAssertNil(table.entry(forKey: "key-57", hash: 43))
    XCTAssertNil(table.entry(forKey: "key-100", hash: 42))
    XCTAssertEqual(table.values.count, 100)
  }
}
