import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Times of day said in Japanese and Korean, generated from their grammar.
///
/// A reply is a day, a meridiem, an hour in digits or words, minutes in digits or words or a
/// half, and a particle, with and without spaces. The numerals are spelled here, not by the
/// parser's tables, and every reply's expected date and time is worked out from its parts.
final class CJKTimeReadingTests: XCTestCase {
  /// The test clock's day, 2026-11-22, and the days after it.
  private static let days = [22, 23, 24]

  /// A Japanese or Korean number below 100, written with digit and ten characters, as
  /// Sino-Korean and kanji numbers are: 十五, 이십삼; `digits` from 0 to 9, `ten` for ten.
  private static func positional(_ number: Int, digits: [String], ten: String) -> String {
    let (tens, units) = number.quotientAndRemainder(dividingBy: 10)
    let tensText = tens == 0 ? "" : (tens == 1 ? "" : digits[tens]) + ten
    let unitsText = units == 0 && number != 0 ? "" : digits[units]
    return tensText + unitsText
  }

  private static let kanjiDigits = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
  private static let sinoKoreanDigits = ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]

  /// Native Korean numbers from 1 to 23, as they count hours: the short forms before a
  /// counter (한 시, 두 시, 스물세 시).
  private static func nativeKorean(_ number: Int) -> String {
    let units = ["", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"]
    let (tens, unit) = number.quotientAndRemainder(dividingBy: 10)
    switch (tens, unit) {
    case (2, 0): return "스무"
    case (0, _): return units[unit]
    default: return ["", "열", "스물"][tens] + units[unit]
    }
  }

  private struct Case {
    var text: String
    var day: Int
    var hour: Int
    var minute: Int
  }

  /// What a reply says, drawn at random: the day (0 for none, then today and the days after),
  /// the meridiem (0 for none, then morning and afternoon), the hour as said, the minutes, and
  /// how the minutes are said (0 not at all or as a half, 1 in words, 2 in digits).
  private struct Parts {
    let dayIndex: Int
    let meridiem: Int
    let hour: Int
    let minute: Int
    let minuteForm: Int

    init(_ random: inout SeededRandomNumberGenerator) {
      dayIndex = Int.random(in: 0...3, using: &random)
      meridiem = Int.random(in: 0...2, using: &random)
      hour =
        meridiem == 0
        ? Int.random(in: 0...23, using: &random) : Int.random(in: 1...12, using: &random)
      minute = [0, 30, Int.random(in: 0...59, using: &random)].randomElement(using: &random) ?? 0
      minuteForm = Int.random(in: 0...2, using: &random)
    }

    /// The reply spelled `text`, and the date and time it says.
    func said(as text: String) -> Case {
      let adjusted = meridiem == 0 ? hour : hour % 12 + (meridiem == 2 ? 12 : 0)
      return Case(text: text, day: days[max(0, dayIndex - 1)], hour: adjusted, minute: minute)
    }
  }

  /// A Korean reply: "내일 오후 다섯 시 삼십 분에" and its variants.
  private static func korean(_ random: inout SeededRandomNumberGenerator) -> Case {
    func space() -> String { Bool.random(using: &random) ? " " : "" }
    let parts = Parts(&random)
    let (hour, minute) = (parts.hour, parts.minute)
    // Hours in native words from one, or in digits.
    let hourText = hour > 0 && Bool.random(using: &random) ? nativeKorean(hour) : String(hour)
    var minuteText = ""
    switch (minute, parts.minuteForm) {
    case (0, 0): minuteText = ""
    case (30, 0): minuteText = space() + "반"
    case (_, 1):
      minuteText = " " + positional(minute, digits: sinoKoreanDigits, ten: "십") + space() + "분"
    default: minuteText = " " + String(minute) + space() + "분"
    }
    let day = ["", "오늘", "내일", "모레"][parts.dayIndex]
    let meridiemText = ["", "오전", "오후"][parts.meridiem]
    var text = day.isEmpty ? "" : day + " "
    if !meridiemText.isEmpty { text += meridiemText + " " }
    // A number in words is its own word; digits may touch the hour's mark.
    text += hourText + (Int(hourText) == nil ? " " : space()) + "시" + minuteText
    if Bool.random(using: &random) { text += "에" }
    return parts.said(as: text)
  }

  /// A Japanese reply: "明日の午後五時三十分に" and its variants.
  private static func japanese(_ random: inout SeededRandomNumberGenerator) -> Case {
    let parts = Parts(&random)
    let (hour, minute) = (parts.hour, parts.minute)
    let hourText =
      Bool.random(using: &random)
      ? positional(hour, digits: kanjiDigits, ten: "十") : String(hour)
    var minuteText = ""
    switch (minute, parts.minuteForm) {
    case (0, 0): minuteText = ""
    case (30, 0): minuteText = "半"
    case (_, 1): minuteText = positional(minute, digits: kanjiDigits, ten: "十") + "分"
    default: minuteText = String(minute) + "分"
    }
    let day = ["", "今日", "明日", "明後日"][parts.dayIndex]
    var text = day
    if !day.isEmpty, Bool.random(using: &random) { text += "の" }
    text += ["", "午前", "午後"][parts.meridiem] + hourText + "時" + minuteText
    if Bool.random(using: &random) { text += "に" }
    return parts.said(as: text)
  }

  func testGeneratedTimes_readAsTheyWereMade() {
    var random = SeededRandomNumberGenerator(seed: 0x71_3E5)
    let korean = DialogContext(language: .korean, now: .testNow)
    let japanese = DialogContext(language: .japanese, now: .testNow)
    for index in 0..<4_000 {
      let isKorean = index.isMultiple(of: 2)
      let made = isKorean ? Self.korean(&random) : Self.japanese(&random)
      let read = DateComponentsRange(reply: made.text, context: isKorean ? korean : japanese)
      XCTAssertEqual(
        read?.startDateComponents,
        DateComponents(year: 2026, month: 11, day: made.day, hour: made.hour, minute: made.minute),
        made.text
      )
    }
  }

  func testTimesThatCantBe_areNotRead() {
    let korean = DialogContext(language: .korean, now: .testNow)
    let japanese = DialogContext(language: .japanese, now: .testNow)
    for text in [
      "내일 다시", "내일 오후 열세 시", "내일 스물다섯 시", "다섯 시 육십 분", "다섯 시 삼십",
      "오후 시", "시 삼십 분", "내일 다섯 시 반 반",
    ] {
      XCTAssertNil(DateComponentsRange(reply: text, context: korean), text)
    }
    for text in ["明日の午後十三時", "二十五時", "五時六十分", "時半", "明日の午後", "五時三十"] {
      XCTAssertNil(DateComponentsRange(reply: text, context: japanese), text)
    }
  }
}
