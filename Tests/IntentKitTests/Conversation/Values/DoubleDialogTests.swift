import IntentKit
import XCTest

final class DoubleDialogTests: XCTestCase {
  private let context = DialogContext(now: .testNow)

  private func read(_ reply: String) -> Double? {
    Double(reply: reply, context: context)
  }

  func testReply_withAPlainDecimalNumber_isRead() {
    XCTAssertEqual(read("2.5"), 2.5)
    XCTAssertEqual(read("-3"), -3)
    XCTAssertEqual(read("90"), 90)
    XCTAssertEqual(read("1,500.75"), 1_500.75)
    XCTAssertEqual(read("０．２５"), 0.25)
    XCTAssertEqual(read("twenty"), 20)
    XCTAssertEqual(read(".5"), 0.5)
  }

  func testReply_thatIsNotANumber_orTooLarge_isRefused() {
    for reply in [
      "", "soon", "2.5 minutes", "1e3", "inf", "nan", "2,5", String(repeating: "9", count: 400),
    ] {
      XCTAssertNil(read(reply), reply)
    }
  }

  func testSpokenPhrase_ofAWholeNumber_hasNoTrailingZero() {
    XCTAssertEqual(3.0.spokenPhrase(in: context), "3")
    XCTAssertEqual((-90.0).spokenPhrase(in: context), "-90")
    XCTAssertEqual((-0.0).spokenPhrase(in: context), "0")
    XCTAssertEqual(1e14.spokenPhrase(in: context), "100000000000000")
  }

  func testSpokenPhrase_ofOtherNumbers_isTheShortestFormThatReadsBack() {
    XCTAssertEqual(2.5.spokenPhrase(in: context), "2.5")
    XCTAssertEqual((-0.125).spokenPhrase(in: context), "-0.125")
    XCTAssertEqual(0.1.spokenPhrase(in: DialogContext(language: .japanese)), "0.1")
    XCTAssertEqual(1e20.spokenPhrase(in: context), "1e+20")
    XCTAssertEqual(read(2.5.spokenPhrase(in: context)), 2.5)
  }
}
