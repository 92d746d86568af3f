import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class DateComponentsDialogTests: XCTestCase {
  // Sunday, November 22, 2026, noon UTC.
  private let context = DialogContext(now: .testNow)

  private func read(_ reply: String, in language: Language = .english) -> DateComponents? {
    DateComponents(reply: reply, context: DialogContext(language: language, now: .testNow))
  }

  func testReply_thatNamesOneDate_isRead_asDateComponentsRangeReadsIt() {
    XCTAssertEqual(read("tomorrow"), DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(
      read("next Friday at 5pm"),
      DateComponents(year: 2026, month: 11, day: 27, hour: 17, minute: 0)
    )
    XCTAssertEqual(read("December 1"), DateComponents(year: 2026, month: 12, day: 1))
    XCTAssertEqual(read("明日", in: .japanese), DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(read("내일", in: .korean), DateComponents(year: 2026, month: 11, day: 23))
    for reply in ["tomorrow", "December 1", "明日の午後5時", "다음 주 금요일"] {
      XCTAssertEqual(
        DateComponents(reply: reply, context: context),
        DateComponentsRange(reply: reply, context: context)?.startDateComponents,
        reply
      )
    }
  }

  func testReply_thatNamesARange_orNoDate_isRefused() {
    XCTAssertNotNil(DateComponentsRange(reply: "next week", context: context))
    XCTAssertNil(read("next week"), "a range isn't one date")
    XCTAssertNil(read("来週", in: .japanese))
    XCTAssertNil(read("whenever"))
    XCTAssertNil(read(""))
  }

  func testSpokenPhrase_isTheDate_inEachLanguage() {
    let friday = DateComponents(year: 2026, month: 11, day: 27, hour: 17, minute: 30)

    XCTAssertEqual(friday.spokenPhrase(in: context), "Friday, November 27 at 5:30 PM")
    XCTAssertEqual(
      friday.spokenPhrase(in: DialogContext(language: .japanese, now: .testNow)),
      "11月27日(金) 17:30"
    )
    XCTAssertEqual(
      friday.spokenPhrase(in: DialogContext(language: .korean, now: .testNow)),
      "11월 27일(금) 17:30"
    )
    XCTAssertEqual(
      friday.spokenPhrase(in: context),
      DateComponentsRange(start: friday).spokenPhrase(in: context)
    )
  }

  func testSpokenPhrase_ofAMonthOrAYearAlone_namesIt() {
    let month = DateComponents(year: 2027, month: 3)
    let year = DateComponents(year: 2027)

    XCTAssertEqual(month.spokenPhrase(in: context), "March 2027")
    XCTAssertEqual(month.spokenPhrase(in: DialogContext(language: .japanese)), "2027年3月")
    XCTAssertEqual(month.spokenPhrase(in: DialogContext(language: .korean)), "2027년 3월")
    XCTAssertEqual(DateComponents(month: 3).spokenPhrase(in: context), "March")
    XCTAssertEqual(year.spokenPhrase(in: context), "2027")
    XCTAssertEqual(year.spokenPhrase(in: DialogContext(language: .japanese)), "2027年")
    XCTAssertEqual(year.spokenPhrase(in: DialogContext(language: .korean)), "2027년")
    XCTAssertEqual(DateComponents(hour: 9, minute: 5).spokenPhrase(in: context), "9:05 AM")
  }
}
