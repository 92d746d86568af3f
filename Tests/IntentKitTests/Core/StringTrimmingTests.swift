import XCTest

@testable import IntentKit

final class StringTrimmingTests: XCTestCase {
  func testTrimmingWhitespace_removesLeadingAndTrailingWhitespaceOnly() {
    XCTAssertEqual("  Jane Appleseed \t\n".trimmingWhitespace, "Jane Appleseed")
    XCTAssertEqual("Jane  Appleseed".trimmingWhitespace, "Jane  Appleseed")
    XCTAssertEqual("\u{3000}ジェーン\u{00A0}".trimmingWhitespace, "ジェーン")
    XCTAssertEqual("\r\nyes\r\n".trimmingWhitespace, "yes")
  }

  func testTrimmingWhitespace_ofBlankOrEmptyText_isEmpty() {
    XCTAssertEqual("".trimmingWhitespace, "")
    XCTAssertEqual(" \t\n\u{3000}".trimmingWhitespace, "")
  }

  func testTrimmingWhitespace_keepsCombiningMarksAndControlCharactersThatAreNotWhitespace() {
    XCTAssertEqual("e\u{301}".trimmingWhitespace, "e\u{301}")
    XCTAssertEqual(" e\u{301} ".trimmingWhitespace, "e\u{301}")
    XCTAssertEqual("\u{1F}a\u{1F}".trimmingWhitespace, "\u{1F}a\u{1F}")
  }
}
