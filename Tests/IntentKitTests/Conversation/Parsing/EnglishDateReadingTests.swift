import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Calendar dates said in English, generated from the ways they are written: "December 3rd,
/// 2027", "3 Dec", "the 3rd of December", "12/3/27", "2027-12-03".
///
/// Every reply's expected date is worked out here from its parts: the year said (two digits
/// are the year from 80 years before this one to 19 after), or else the next such date from
/// the test clock's day, 22 November 2026; and no date for a day the month doesn't have.
final class EnglishDateReadingTests: XCTestCase {
  private let context = DialogContext(now: .testNow)

  private static let months = [
    ["January", "Jan", "jan."], ["February", "Feb"], ["March", "Mar"], ["April", "Apr"], ["May"],
    ["June", "Jun"], ["July", "Jul"], ["August", "Aug"], ["September", "Sep", "Sept"],
    ["October", "Oct"], ["November", "Nov"], ["December", "Dec", "dec."],
  ]

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func ordinal(_ day: Int) -> String {
    switch (day % 10, day % 100) {
    case (1, 11), (2, 12), (3, 13): return "\(day)th"
    case (1, _): return "\(day)st"
    case (2, _): return "\(day)nd"
    case (3, _): return "\(day)rd"
    default: return "\(day)th"
    }
  }

  func testGeneratedDates_readAsTheDateTheyWereMadeFrom() {
    var random = SeededRandomNumberGenerator(seed: 0xDA7E_5)
    for _ in 0..<6_000 {
      let month = Int.random(in: 1...12, using: &random)
      let day = Int.random(in: 1...31, using: &random)
      // No year, four digits, or two.
      let yearForm = Int.random(in: 0...2, using: &random)
      let saidYear = Int.random(in: 1990...2040, using: &random)
      let yearText = yearForm == 1 ? String(saidYear) : String(format2: saidYear % 100)
      let name = Self.months[month - 1].randomElement(using: &random) ?? ""
      let dayText = Bool.random(using: &random) ? Self.ordinal(day) : String(day)
      var said: String
      switch Int.random(in: 0...3, using: &random) {
      case 0: said = name + " " + dayText + (yearForm == 0 ? "" : ", " + yearText)
      case 1:
        let of = Bool.random(using: &random) ? " of " : " "
        said = (Bool.random(using: &random) ? "the " : "") + dayText + of + name
        if yearForm != 0 { said += " " + yearText }
      case 2: said = "\(month)/\(day)" + (yearForm == 0 ? "" : "/" + yearText)
      default:
        said = String(saidYear) + "-" + String(format2: month) + "-" + String(format2: day)
        if yearForm == 0 { said = "\(month)/\(day)/\(saidYear)" }
      }
      let isISO = said.contains("-")
      let hasYear = yearForm != 0 || isISO || said.split(separator: "/").count == 3
      let year: Int
      if hasYear {
        year = saidYear
      } else {
        // The next such date: this year's, unless it has passed.
        year = (month, day) < (11, 22) ? 2027 : 2026
      }
      let exists =
        day <= Self.daysIn(month: month, year: year)
        && (hasYear || day <= Self.daysIn(month: month, year: 2026))
      let read = DateComponentsRange(reply: said, context: context)?.startDateComponents
      XCTAssertEqual(
        read,
        exists ? DateComponents(year: year, month: month, day: day) : nil,
        said
      )
    }
  }

  func testGeneratedTimes_readAsTheTimeTheyWereMadeFrom() {
    var random = SeededRandomNumberGenerator(seed: 0x71_4E5)
    let days = [("", 22), ("today at ", 22), ("tomorrow at ", 23), ("at ", 22), ("friday at ", 27)]
    for _ in 0..<6_000 {
      let (day, date) = days.randomElement(using: &random) ?? ("", 22)
      let minute = Bool.random(using: &random) ? 0 : Int.random(in: 0...59, using: &random)
      let minuteText = minute < 10 ? "0\(minute)" : "\(minute)"
      var said: String
      var hour: Int
      if Bool.random(using: &random) {
        // On the twelve-hour clock, with a meridiem written one of four ways.
        let clockHour = Int.random(in: 1...12, using: &random)
        let isAfternoon = Bool.random(using: &random)
        let meridiem =
          (isAfternoon ? ["pm", "p.m.", "PM", "P.M."] : ["am", "a.m.", "AM", "A.M."])
          .randomElement(using: &random) ?? ""
        let withMinutes = minute != 0 || Bool.random(using: &random)
        said = "\(clockHour)" + (withMinutes ? ":" + minuteText : "")
        said += (Bool.random(using: &random) ? " " : "") + meridiem
        hour = clockHour % 12 + (isAfternoon ? 12 : 0)
      } else {
        // On the 24-hour clock, minutes always written.
        hour = Int.random(in: 0...23, using: &random)
        let padded = hour < 10 && Bool.random(using: &random) ? "0\(hour)" : "\(hour)"
        said = padded + ":" + minuteText
      }
      if day.isEmpty && said.contains(":") == false { said = "at " + said }
      said = day + said
      let read = DateComponentsRange(reply: said, context: context)?.startDateComponents
      XCTAssertEqual(
        read,
        DateComponents(year: 2026, month: 11, day: date, hour: hour, minute: minute),
        said
      )
    }
    // One digit of minutes could be five past or fifty past; an hour past 12 has no meridiem.
    for said in ["at 5:5pm", "at 13pm", "at 0am", "at 5:60", "at 24:00", "at +5pm", "at 5:+5"] {
      XCTAssertNil(DateComponentsRange(reply: said, context: context), said)
    }
  }
}

extension String {
  /// A number of at least two digits, with a leading zero below 10: "05", "27".
  fileprivate init(format2 number: Int) {
    self = number < 10 ? "0\(number)" : String(number)
  }
}
