import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class ReplyParsingTests: XCTestCase {
  private let context = DialogContext(now: .testNow)

  private func amount(_ reply: String) -> CurrencyAmount? {
    CurrencyAmount(reply: reply, context: context)
  }

  private func date(_ reply: String) -> DateComponents? {
    DateComponentsRange(reply: reply, context: context)?.startDateComponents
  }

  func testAmounts_withSymbolsWordsAndCodes() {
    XCTAssertEqual(amount("$50"), .usd(50_00))
    XCTAssertEqual(amount("50 dollars"), .usd(50_00))
    XCTAssertEqual(amount("50"), .usd(50_00), "a bare number is in the default currency")
    XCTAssertEqual(amount("€20.50"), .eur(20_50))
    XCTAssertEqual(amount("20.50 euros"), .eur(20_50))
    XCTAssertEqual(amount("1000円"), .jpy(1_000))
    XCTAssertEqual(amount("¥1,000"), .jpy(1_000))
    XCTAssertEqual(amount("￥１，０００"), .jpy(1_000), "fullwidth digits and yen sign")
    XCTAssertEqual(amount("5万円"), .jpy(50_000))
    XCTAssertEqual(amount("2,500원"), .krw(2_500))
    XCTAssertEqual(amount("3천원"), .krw(3_000))
    XCTAssertEqual(amount("fifty euros"), .eur(50_00))
    XCTAssertEqual(amount("USD 12.30"), .usd(12_30))
    XCTAssertEqual(amount("12.3 usd"), .usd(12_30))
    XCTAssertEqual(amount("75 cents"), .usd(75))
    XCTAssertEqual(amount("£7"), CurrencyAmount(minorUnits: 7_00, currency: .gbp))
    XCTAssertEqual(amount("12 CHF"), CurrencyAmount(minorUnits: 12_00, currency: .chf))
  }

  // Found by ReplyTextFuzzTests: Japanese prompts print won as "ウォン", which didn't read back.
  func testAmounts_inWonAsJapanesePromptsPrintThem_readBack() {
    let japanese = DialogContext(language: .japanese, defaultCurrency: .jpy, now: .testNow)
    let amount = CurrencyAmount.krw(9_846_332)

    let text = amount.formatted(in: .japanese)

    XCTAssertEqual(text, "9,846,332ウォン")
    XCTAssertEqual(CurrencyAmount(reply: text, context: japanese), amount)
  }

  func testAmounts_thatAreInexactOrAmbiguous_areNotAmounts() {
    XCTAssertNil(amount("$0.001"), "finer than a cent")
    XCTAssertNil(amount("¥100.5"), "yen has no minor unit")
    XCTAssertNil(amount("50 dollars and 20 euros"))
    XCTAssertNil(amount("lots"))
    XCTAssertNil(amount("1,00"))
    XCTAssertNil(amount("$99999999999999999999"))
    XCTAssertNil(amount(""))
  }

  // Found by CurrencyAmountDecimalReadingTests: a digit with a combining mark sorts between "0"
  // and "9" as a character, so it passed the digit checks, and the reader added the mark's
  // bytes as digits: "1\u{20E3}0 dollars" (a keycap 1, then 0) was $197,450.00.
  func testAmounts_withDigitsThatCarryMarks_areNotAmounts() {
    for reply in ["1\u{20E3}0 dollars", "$5\u{20DD}", "1\u{20E3},000 yen", "2.5\u{20E3} euros"] {
      XCTAssertNil(amount(reply), reply.debugDescription)
    }
    for reply in ["1\u{20E3}0", "2.5\u{20E3}", "1\u{20E3},000.5"] {
      XCTAssertNil(Decimal(reply: reply, context: context), reply.debugDescription)
    }
  }

  func testAmounts_thatCantBeUsed_sayWhy() {
    let context = DialogContext()
    func reason(_ reply: String) -> String? {
      CurrencyAmount.unsupportedReason(forReply: reply, context: context)?.identifier
    }

    XCTAssertEqual(reason("$12.345"), "amountTooPrecise")
    XCTAssertEqual(reason("¥100.5"), "amountTooPrecise")
    XCTAssertEqual(reason("0.5 cents"), "amountTooPrecise")
    XCTAssertEqual(reason("-5 dollars"), "amountNegative")
    XCTAssertEqual(reason("-$5"), "amountNegative")
    XCTAssertEqual(reason("$-5.001"), "amountNegative")
    XCTAssertEqual(reason("minus 5 dollars"), "amountNegative")
    XCTAssertEqual(reason("マイナス500円"), "amountNegative")
    XCTAssertEqual(reason("$99999999999999999999"), "amountTooLarge")
    XCTAssertEqual(reason("99999999999999999999 cents"), "amountTooLarge")
    XCTAssertEqual(reason("1000000000000000000万円"), "amountTooLarge")
    for fine in ["$50", "-0 dollars", "lots", "", "50 dollars and 20 euros", "1,00", "$1.2.3"] {
      XCTAssertNil(reason(fine), fine)
    }
  }

  func testAmounts_thatCantBeUsed_nameTheAmountAsSaidAndTheCurrencyInTheLanguage() {
    let english = CurrencyAmount.unsupportedReason(forReply: " $12.345 ", context: DialogContext())
    let japanese = CurrencyAmount.unsupportedReason(
      forReply: "12.345ドル",
      context: DialogContext(language: .japanese)
    )
    let swiss = CurrencyAmount.unsupportedReason(
      forReply: "CHF 1.005",
      context: DialogContext(language: .korean)
    )
    let bahraini = CurrencyAmount.unsupportedReason(
      forReply: "BHD 1.0005",
      context: DialogContext()
    )

    XCTAssertEqual(english?.arguments, ["amount": "$12.345", "currency": "dollars"])
    XCTAssertEqual(japanese?.arguments, ["amount": "12.345ドル", "currency": "ドル"])
    XCTAssertEqual(swiss?.arguments["currency"], "스위스 프랑")
    XCTAssertEqual(bahraini?.arguments["currency"], "BHD", "no name: the code")
  }

  func testIntegers_inDigitsAndWords() {
    let cases: [(String, Int)] = [
      ("12", 12), ("1,000", 1_000), ("１２", 12), ("twelve", 12), ("twenty-one", 21),
      ("a hundred and five", 105), ("two thousand", 2_000), ("十二", 12), ("二十一", 21),
      ("三百五", 305), ("一万二千", 12_000), ("3個", 3), ("열두", 12), ("스물한", 21), ("이십일", 21),
      ("세 개", 3), ("12 bowls", 12), ("-3", -3),
    ]
    for (reply, expected) in cases {
      XCTAssertEqual(Int(reply: reply, context: context), expected, reply)
    }
    for reply in ["", "many", "1.5", "12 13", "a", "五十五十", "一万一億", "오십오십", "백천"] {
      XCTAssertNil(Int(reply: reply, context: context), reply)
    }
  }

  func testYesAndNo_inEnglishJapaneseAndKorean() {
    for reply in ["yes", "Yes!", "yeah", "sure", "ok", "yes please", "はい", "はい、お願いします", "네", "예"] {
      XCTAssertEqual(Bool(reply: reply, context: context), true, reply)
    }
    for reply in ["no", "No.", "nope", "no thanks", "いいえ", "違います", "아니요", "아니오"] {
      XCTAssertEqual(Bool(reply: reply, context: context), false, reply)
    }
    for reply in ["maybe", "cancel", "50"] {
      XCTAssertNil(Bool(reply: reply, context: context), reply)
    }
  }

  func testDates_relativeToTheContextsClock() {
    // The test clock reads Sunday, 22 November 2026.
    XCTAssertEqual(date("today"), DateComponents(year: 2026, month: 11, day: 22))
    XCTAssertEqual(date("tomorrow"), DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(date("the day after tomorrow"), DateComponents(year: 2026, month: 11, day: 24))
    XCTAssertEqual(date("next Friday"), DateComponents(year: 2026, month: 11, day: 27))
    XCTAssertEqual(date("Friday"), DateComponents(year: 2026, month: 11, day: 27))
    XCTAssertEqual(date("on Sunday"), DateComponents(year: 2026, month: 11, day: 29))
    XCTAssertEqual(
      date("Friday next week"),
      DateComponents(year: 2026, month: 11, day: 27),
      "today is Sunday: next week starts tomorrow"
    )
    XCTAssertEqual(date("in 3 days"), DateComponents(year: 2026, month: 11, day: 25))
    XCTAssertEqual(date("December 1"), DateComponents(year: 2026, month: 12, day: 1))
    XCTAssertEqual(date("Jan 5th"), DateComponents(year: 2027, month: 1, day: 5), "the next Jan 5")
    XCTAssertEqual(date("2026-12-24"), DateComponents(year: 2026, month: 12, day: 24))
    XCTAssertEqual(date("12/1"), DateComponents(year: 2026, month: 12, day: 1))
    XCTAssertEqual(date("in a week"), DateComponents(year: 2026, month: 11, day: 29))
    // Two-digit years, from 80 years before this one to 19 after: "26" was the year 26.
    XCTAssertEqual(date("12/1/26"), DateComponents(year: 2026, month: 12, day: 1))
    XCTAssertEqual(date("1/5/27"), DateComponents(year: 2027, month: 1, day: 5))
    XCTAssertEqual(date("12/1/45"), DateComponents(year: 2045, month: 12, day: 1))
    XCTAssertEqual(date("12/1/46"), DateComponents(year: 1946, month: 12, day: 1))
    XCTAssertEqual(date("Dec 3 99"), DateComponents(year: 1999, month: 12, day: 3))
    XCTAssertEqual(date("3rd of May 2027"), DateComponents(year: 2027, month: 5, day: 3))
    XCTAssertEqual(date("December 3 please"), DateComponents(year: 2026, month: 12, day: 3))
    XCTAssertEqual(date("明日"), DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(date("明後日"), DateComponents(year: 2026, month: 11, day: 24))
    XCTAssertEqual(date("来週の金曜日"), DateComponents(year: 2026, month: 11, day: 27))
    XCTAssertEqual(date("12月1日"), DateComponents(year: 2026, month: 12, day: 1))
    XCTAssertEqual(date("내일"), DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(date("다음 주 금요일"), DateComponents(year: 2026, month: 11, day: 27))
    XCTAssertEqual(date("12월 1일"), DateComponents(year: 2026, month: 12, day: 1))
  }

  func testDates_withMonthNamesInAnyPlaceAndParticles() {
    XCTAssertEqual(date("Dec. 3"), DateComponents(year: 2026, month: 12, day: 3))
    XCTAssertEqual(date("3 December"), DateComponents(year: 2026, month: 12, day: 3))
    XCTAssertEqual(date("december 3, 2027"), DateComponents(year: 2027, month: 12, day: 3))
    XCTAssertEqual(date("sept 30th"), DateComponents(year: 2027, month: 9, day: 30))
    XCTAssertEqual(date("明日に"), DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(date("내일에"), DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(date("今日の"), DateComponents(year: 2026, month: 11, day: 22))
    XCTAssertNil(date("December"), "a month alone")
    XCTAssertNil(date("Dec. Dec."), "no day")
  }

  func testWeekdays_byShortNamesAndInEachScript() {
    // The test clock reads Sunday, 22 November 2026: a weekday is its next occurrence.
    XCTAssertEqual(date("tues"), DateComponents(year: 2026, month: 11, day: 24))
    XCTAssertEqual(date("this thurs"), DateComponents(year: 2026, month: 11, day: 26))
    XCTAssertEqual(date("sat"), DateComponents(year: 2026, month: 11, day: 28))
    XCTAssertEqual(date("sun"), DateComponents(year: 2026, month: 11, day: 29), "not today")
    XCTAssertEqual(date("月曜日"), DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(date("수요일"), DateComponents(year: 2026, month: 11, day: 25))
    XCTAssertNil(date("funday"))
  }

  func testDatesWithTimes() {
    XCTAssertEqual(date("tomorrow at 5pm"), at(month: 11, day: 23, hour: 17, minute: 0))
    XCTAssertEqual(date("at 5:30 pm"), at(month: 11, day: 22, hour: 17, minute: 30))
    XCTAssertEqual(date("in 20 minutes"), at(month: 11, day: 22, hour: 12, minute: 20))
    XCTAssertEqual(date("now"), at(month: 11, day: 22, hour: 12, minute: 0))
    XCTAssertEqual(date("明日の午後5時"), at(month: 11, day: 23, hour: 17, minute: 0))
    XCTAssertEqual(date("내일 오후 5시 30분"), at(month: 11, day: 23, hour: 17, minute: 30))
    XCTAssertEqual(date("30分後"), at(month: 11, day: 22, hour: 12, minute: 30))
    // Times without digits: words, and an hour in kanji.
    XCTAssertEqual(date("noon"), at(month: 11, day: 22, hour: 12, minute: 0))
    XCTAssertEqual(date("tomorrow at midnight"), at(month: 11, day: 23, hour: 0, minute: 0))
    XCTAssertEqual(date("明日の午後五時"), at(month: 11, day: 23, hour: 17, minute: 0))
    // Hours and minutes in words after a day: Korean hours are native numbers ("다섯 시"),
    // minutes Sino-Korean ("삼십 분"); Japanese both in kanji.
    XCTAssertEqual(date("내일 다섯 시"), at(month: 11, day: 23, hour: 5, minute: 0))
    XCTAssertEqual(date("내일 오후 세 시 반"), at(month: 11, day: 23, hour: 15, minute: 30))
    XCTAssertEqual(date("모레 오전 열한 시 삼십 분"), at(month: 11, day: 24, hour: 11, minute: 30))
    XCTAssertEqual(date("오후 다섯 시 십오 분"), at(month: 11, day: 22, hour: 17, minute: 15))
    XCTAssertEqual(date("明日十二時"), at(month: 11, day: 23, hour: 12, minute: 0))
    XCTAssertEqual(date("明日の午後三時三十分"), at(month: 11, day: 23, hour: 15, minute: 30))
    // A weekday of next week before the time, with the particle that joins them, and after.
    XCTAssertEqual(date("다음 주 금요일 오후 5시"), at(month: 11, day: 27, hour: 17, minute: 0))
    XCTAssertEqual(date("来週の金曜日の午後5時に"), at(month: 11, day: 27, hour: 17, minute: 0))
    // A day ending with a Sino-Korean digit (일 in 일요일) before an hour in words.
    XCTAssertEqual(date("일요일 십 시"), at(month: 11, day: 29, hour: 10, minute: 0))
    XCTAssertEqual(date("내일 열 두 시"), at(month: 11, day: 23, hour: 12, minute: 0))
  }

  /// A time in 2026, the test clock's year.
  private func at(month: Int, day: Int, hour: Int, minute: Int) -> DateComponents {
    DateComponents(year: 2026, month: month, day: day, hour: hour, minute: minute)
  }

  func testNextWeek_isTheMondayToSundayAfterThisOne() {
    let range = DateComponentsRange(reply: "next week", context: context)

    XCTAssertEqual(range?.startDateComponents, DateComponents(year: 2026, month: 11, day: 23))
    XCTAssertEqual(range?.endDateComponents, DateComponents(year: 2026, month: 11, day: 29))
  }

  func testDates_thatArentDates_areNil() {
    for reply in [
      "someday", "February 30", "13/45", "tomorrow maybe", "at 25pm", "", "December 3 maybe",
      "12/1/x", "12/1/+26", "3 of maybe december", "12/1/5", "12/1/001", "来週の3時", "来週 午後3時",
    ] {
      XCTAssertNil(date(reply), reply)
    }
  }

  func testDates_areSpokenInEachLanguage() {
    let friday = DateComponentsRange(start: DateComponents(year: 2026, month: 11, day: 27))
    let withTime = DateComponentsRange(
      start: DateComponents(year: 2026, month: 11, day: 27, hour: 17, minute: 5)
    )

    XCTAssertEqual(friday.spokenPhrase(in: context), "Friday, November 27")
    XCTAssertEqual(withTime.spokenPhrase(in: context), "Friday, November 27 at 5:05 PM")
    XCTAssertEqual(
      friday.spokenPhrase(in: DialogContext(language: .japanese, now: .testNow)),
      "11月27日(金)"
    )
    XCTAssertEqual(
      friday.spokenPhrase(in: DialogContext(language: .korean, now: .testNow)),
      "11월 27일(금)"
    )
    let nextYear = DateComponentsRange(start: DateComponents(year: 2027, month: 1, day: 5))
    XCTAssertEqual(nextYear.spokenPhrase(in: context), "Tuesday, January 5, 2027")
  }

  func testEnumValues_parseByCaseNameWordsOrLocalisedName() {
    let japanese = DialogContext(language: .japanese, prompts: .testing)

    XCTAssertEqual(Soup(reply: "Clam Chowder", context: context), .clamChowder)
    XCTAssertEqual(Soup(reply: "tomatoBisque", context: context), .tomatoBisque)
    XCTAssertEqual(Soup(reply: "トマトビスク", context: japanese), .tomatoBisque)
    XCTAssertNil(Soup(reply: "gazpacho", context: context))
    XCTAssertEqual(Soup.chickenNoodle.spokenPhrase(in: context), "chicken noodle")
    XCTAssertEqual(Soup.clamChowder.spokenPhrase(in: japanese), "クラムチャウダー")
  }

  func testTextFolding_ignoresCaseAccentsWidthAndSpacing() {
    XCTAssertEqual(TextFolding.fold("  JOSÉ   Pérez "), "jose perez")
    XCTAssertEqual(TextFolding.fold("Ｊａｎｅ　Ｄｏｅ"), "jane doe")
    XCTAssertEqual(TextFolding.fold("ｼﾞｪｰﾝ"), "ジェーン")
    XCTAssertEqual(TextFolding.fold("Jose\u{301}"), "jose")
    XCTAssertEqual(TextFolding.fold("Straße Œuvre"), "strasse oeuvre")
    XCTAssertEqual(TextFolding.fold("山田 花子"), "山田 花子")
  }

  func testParsers_neverTrapOnHostileInput() {
    let nines = String(repeating: "9", count: 40)
    let hostile = [
      nines, "$\(nines)", "\(nines)円", "\(nines)万円", "in \(nines) days", "in \(nines) minutes",
      String(repeating: "hundred ", count: 40), String(repeating: "million ", count: 40),
      String(repeating: "九", count: 40), String(repeating: "万", count: 40),
      "九千九百億" + String(repeating: "万", count: 9),
      String(repeating: "구", count: 40), "12/1/\(nines)", "\(nines)年1月1日", "at \(nines):00",
      "the \(nines)th", "#\(nines)", String(repeating: "x", count: 10_000), "\u{202E}50\u{0000}",
      "-", "--5", "..", "¥", "円", "万", "1,,000", "1,0000",
    ]
    for text in hostile {
      _ = CurrencyAmount(reply: text, context: context)
      _ = Int(reply: text, context: context)
      _ = Bool(reply: text, context: context)
      _ = DateComponentsRange(reply: text, context: context)
      _ = Person(reply: text, context: context)
    }
    XCTAssertNil(Int(reply: nines, context: context))
    XCTAssertNil(CurrencyAmount(reply: "\(nines)万円", context: context))
    XCTAssertNil(date("in \(nines) days"))
    XCTAssertNil(
      Person(reply: String(repeating: "x", count: 10_000), context: context),
      "too long a name"
    )
  }
}
