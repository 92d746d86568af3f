import XCTest

@testable import IntentKit

final class ReplyFoldingTests: XCTestCase {
  func testFold_ofAnyReply_isTextFoldingsFold() {
    let replies = [
      "", " ", "50", "yes", "no, fifty", "the second one", "Yes!", "  yes", "yes  ", "a  b",
      "a\tb", "NO", "$50", "50 dollars", "はい", "Ｊａｎｅ", "José", "1000円", ",", "a b c",
    ]
    for reply in replies {
      XCTAssertEqual(ReplyFolding.fold(reply), TextFolding.fold(reply), reply)
    }
  }

  func testAnswer_ofFirstWordBeforeASeparator_isYesOrNoButNotCancel() {
    XCTAssertEqual(ReplyWords.answer(in: "no, fifty"), .no)
    XCTAssertEqual(ReplyWords.answer(in: "Yes I do"), .yes)
    XCTAssertEqual(ReplyWords.answer(in: "はい、お願いします"), .yes)
    XCTAssertNil(ReplyWords.answer(in: "stop by the bakery"))
    XCTAssertNil(ReplyWords.answer(in: "50"))
    XCTAssertNil(ReplyWords.answer(in: ""))
  }

  func testChoice_ofNumberOne_andNotOfCardinalsAlone() {
    // "number one" lost its " one" to the suffix of "the second one" and wasn't a choice.
    XCTAssertEqual(ReplyWords.choice(in: "number one"), .position(1))
    XCTAssertEqual(ReplyWords.choice(in: "the first one"), .position(1))
    // A cardinal alone may be part of an option's name ("Capital One") or an option's value.
    for reply in ["one", "two", "one one", "the one", "twenty"] {
      XCTAssertNil(ReplyWords.choice(in: reply), reply)
    }
  }

  func testAmountReading_ofWordsAroundTheNumber_joinsTheNumberWords() {
    XCTAssertEqual(
      AmountParsing.reading(of: "fifty  five dollars", defaultCurrency: .eur),
      .amount(.usd(55_00))
    )
    XCTAssertEqual(AmountParsing.reading(of: "  50 ", defaultCurrency: .eur), .amount(.eur(50_00)))
    XCTAssertEqual(
      AmountParsing.reading(of: "1,234", defaultCurrency: .usd),
      .amount(.usd(1_234_00))
    )
    XCTAssertEqual(AmountParsing.reading(of: "", defaultCurrency: .usd), .none)
  }
}
