import XCTest

@testable import IntentKit

final class TypeTableTests: XCTestCase {
  /// Distinct types, as many as asked for: `[Int]`, `[[Int]]`, `[[[Int]]]` and so on.
  private func types(_ count: Int) -> [Any.Type] {
    func array(of element: Any.Type) -> Any.Type {
      func wrap<Element>(_: Element.Type) -> Any.Type { [Element].self }
      return wrap(element)
    }
    var types: [Any.Type] = [Int.self]
    while types.count < count, let last = types.last { types.append(array(of: last)) }
    return types
  }

  func testTable_findsEveryTypeItHolds_asItGrows_andNoOther() {
    let all = types(200)
    var table = TypeTable<Int>()
    for (number, type) in all.prefix(100).enumerated() {
      table.set(number, for: type)
      XCTAssertEqual(table.count, number + 1)
      // Every type stored so far is still found after each growth.
      for (earlier, stored) in all.prefix(number + 1).enumerated() {
        XCTAssertEqual(table[stored], earlier)
      }
    }
    for type in all.suffix(100) { XCTAssertNil(table[type]) }
    XCTAssertNil(table[String.self])
  }

  func testSettingAStoredType_replacesItsValue() {
    var table = TypeTable<String>()
    table.set("first", for: Int.self)
    table.set("second", for: String.self)
    table.set("again", for: Int.self)
    XCTAssertEqual(table.count, 2)
    XCTAssertEqual(table[Int.self], "again")
    XCTAssertEqual(table[String.self], "second")
  }
}
