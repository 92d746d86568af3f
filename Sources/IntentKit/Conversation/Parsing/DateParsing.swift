#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the dates and times people say for scheduled payments and pickups, relative to the
/// context's clock and calendar.
///
/// Understood: "today", "tomorrow", "the day after tomorrow", "in 3 days", weekdays ("Friday",
/// "next Friday", "Friday next week"), "next week", dates ("December 1", "1 Dec", "12/1",
/// "2026-12-01"), and times ("at 5pm", "17:30", "in 20 minutes", "now"); in Japanese 今日,
/// 明日, 明後日, 来週, 金曜日, 来週の金曜日, 12月1日, 午後5時, 三時半, 30分後; in Korean 오늘, 내일, 모레,
/// 다음 주, 금요일, 다음 주 금요일, 12월 1일, 오후 5시, 다섯 시 반, 30분 후.
///
/// A weekday means its next occurrence after today, with or without "next"; "next week" and
/// 来週 are the Monday-to-Sunday week after this one. A month and day without a year is the next
/// such date from today.
enum DateParsing {
  /// Returns the date, time or range a reply states, or `nil` if it states none.
  static func dateRange(in reply: String, context: DialogContext) -> DateComponentsRange? {
    var reader = Reader(text: ReplyWords.normalized(reply), context: context)
    return reader.read()
  }

  private struct Reader {
    var text: String
    let context: DialogContext
    var calendar: Calendar { context.calendar }

    mutating func read() -> DateComponentsRange? {
      for filler in ["on ", "at ", "for ", "by ", "the "] where text.fastHasPrefix(filler) {
        text = String(text.dropFirst(filler.count))
      }
      if text.fastHasSuffix(" please") { text = String(text.dropLast(" please".count)) }
      if let range = relativeMinutes() { return range }
      if ["now", "right now", "immediately", "今すぐ", "いますぐ", "지금", "지금 바로"].contains(text) {
        return range(at: context.now, withTime: true)
      }
      if let week = nextWeek() { return week }
      let time = extractTime()
      guard let day = extractDay() ?? (time != nil ? today() : nil), text.isEmpty else {
        return nil
      }
      var components = calendar.dateComponents([.year, .month, .day], from: day)
      if let time {
        components.hour = time.hour
        components.minute = time.minute
      }
      return DateComponentsRange(start: components)
    }

    // MARK: Days

    private func today() -> Date {
      calendar.startOfDay(for: context.now)
    }

    private func adding(days: Int, to date: Date) -> Date? {
      calendar.date(byAdding: .day, value: days, to: date)
    }

    /// Days named alone, by their offset from today.
    private static let namedDays: [String: Int] = [
      "the day after tomorrow": 2, "day after tomorrow": 2, "today": 0, "tonight": 0,
      "tomorrow": 1, "yesterday": -1, "明後日": 2, "あさって": 2, "今日": 0, "きょう": 0, "明日": 1,
      "あした": 1, "あす": 1, "昨日": -1, "모레": 2, "오늘": 0, "내일": 1, "어제": -1,
    ]

    /// The offset from today of the day the remaining text names alone, ignoring a trailing
    /// particle such as の; none of the names ends with one.
    private func namedDay() -> Int? {
      var rest = text.trimmingWhitespace
      if let offset = Self.namedDays[rest] { return offset }
      for particle in ["の", "に", "에"] where rest.fastHasSuffix(particle) {
        rest = String(rest.dropLast(particle.count)).trimmingWhitespace
      }
      return Self.namedDays[rest]
    }

    private mutating func extractDay() -> Date? {
      if let offset = namedDay() {
        text = ""
        return adding(days: offset, to: today())
      }
      if let days = relativeDays() { return adding(days: days, to: today()) }
      if let date = weekday() { return date }
      return calendarDate()
    }

    private static let relativeDayPatterns: [(prefix: String, suffixes: [String], unit: Int)] = [
      ("in ", [" days", " day"], 1), ("in ", [" weeks", " week"], 7),
      ("", [" days from now", " day from now"], 1), ("", ["日後", "日あと"], 1),
      ("", ["週間後"], 7), ("", ["일 후", "일 뒤", "일후"], 1), ("", ["주 후", "주 뒤"], 7),
    ]

    /// How many days, weeks, minutes or hours a relative date or time counts: a number, or
    /// "a" or "an" for one ("in a week", "in an hour").
    private static func count(in number: String) -> Int? {
      number == "a" || number == "an" ? 1 : NumberParsing.integer(in: number)
    }

    /// "in 3 days", "in a week", "3 days from now", "3日後", "3일 후".
    private mutating func relativeDays() -> Int? {
      for pattern in Self.relativeDayPatterns where text.fastHasPrefix(pattern.prefix) {
        for suffix in pattern.suffixes where text.fastHasSuffix(suffix) {
          let number = String(text.dropFirst(pattern.prefix.count).dropLast(suffix.count))
          // Up to about a century ahead: anything further isn't a date anyone schedules.
          if let count = Self.count(in: number), (0...36_500).contains(count) {
            text = ""
            return count * pattern.unit
          }
        }
      }
      return nil
    }

    private static let weekdays: [(names: [String], weekday: Int)] = [
      (["sunday", "sun", "日曜日", "日曜", "일요일"], 1),
      (["monday", "mon", "月曜日", "月曜", "월요일"], 2),
      (["tuesday", "tue", "tues", "火曜日", "火曜", "화요일"], 3),
      (["wednesday", "wed", "水曜日", "水曜", "수요일"], 4),
      (["thursday", "thu", "thurs", "木曜日", "木曜", "목요일"], 5),
      (["friday", "fri", "金曜日", "金曜", "금요일"], 6),
      (["saturday", "sat", "土曜日", "土曜", "토요일"], 7),
    ]

    /// Each weekday name's number, from 1 for Sunday; no name is two days'.
    private static let weekdaysByName = Dictionary(
      weekdays.flatMap { entry in entry.names.map { ($0, entry.weekday) } },
      uniquingKeysWith: { first, _ in first }
    )

    /// "Friday", "this Friday", "next Friday" (the next Friday after today); "Friday next week",
    /// "来週の金曜日", "다음 주 금요일" (that day of next week).
    private mutating func weekday() -> Date? {
      // The text is consumed only if it names a weekday: "来週の3時" isn't today at 3.
      var text = self.text
      var inNextWeek = false
      for prefix in ["next week ", "来週の", "来週", "다음 주 ", "다음주 "] where text.fastHasPrefix(prefix) {
        text = String(text.dropFirst(prefix.count))
        inNextWeek = true
      }
      for suffix in [" next week", " of next week"] where text.fastHasSuffix(suffix) {
        text = String(text.dropLast(suffix.count))
        inNextWeek = true
      }
      for prefix in ["next ", "this ", "coming ", "this coming ", "今週の", "이번 주 "]
      where text.fastHasPrefix(prefix) {
        text = String(text.dropFirst(prefix.count))
      }
      guard let weekday = Self.weekdaysByName[text] else { return nil }
      self.text = ""
      let today = self.today()
      let todayWeekday = calendar.component(.weekday, from: today)
      if inNextWeek {
        let daysSinceMonday = (todayWeekday + 5) % 7
        let nextMonday = 7 - daysSinceMonday
        let offset = (weekday + 5) % 7
        return adding(days: nextMonday + offset, to: today)
      }
      let ahead = (weekday - todayWeekday + 7) % 7
      return adding(days: ahead == 0 ? 7 : ahead, to: today)
    }

    private static let months: [[String]] = [
      ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"],
      ["june", "jun"], ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"],
      ["october", "oct"], ["november", "nov"], ["december", "dec"],
    ]

    /// "December 1", "Dec 1st", "1 December", "12/1", "12/1/2026", "2026-12-01", "12月1日",
    /// "12월 1일".
    private mutating func calendarDate() -> Date? {
      var year: Int?
      var month: Int?
      var day: Int?
      let cjk = text.replacingEvery(" ", with: "")
      if let monthEnd = cjk.firstIndex(where: { $0 == "月" || $0 == "월" }),
        let dayEnd = cjk.firstIndex(where: { $0 == "日" || $0 == "일" }), monthEnd < dayEnd
      {
        var start = cjk.startIndex
        if let yearEnd = cjk.firstIndex(where: { $0 == "年" || $0 == "년" }), yearEnd < monthEnd {
          year = Int(cjk[cjk.startIndex..<yearEnd])
          start = cjk.index(after: yearEnd)
        }
        month = Int(cjk[start..<monthEnd])
        day = Int(cjk[cjk.index(after: monthEnd)..<dayEnd])
        guard cjk.index(after: dayEnd) == cjk.endIndex else { return nil }
      } else if let iso = isoDate() {
        (year, month, day) = iso
      } else if let slashed = slashedDate() {
        (year, month, day) = slashed
      } else {
        // "3rd of May": "of" joins the day to the month.
        let words = text.replacingEvery(",", with: " ").split(separator: " ").compactMap {
          $0 == "of" ? nil : String($0)
        }
        guard words.count == 2 || words.count == 3 else { return nil }
        // The first word that names a month, with its number; each word trimmed once.
        guard
          let (monthIndex, monthNumber) = words.lazy.enumerated().compactMap({ index, word in
            Self.month(named: word.trimmingCharacters(".")).map { (index, $0) }
          }).first
        else { return nil }
        month = monthNumber
        let rest = words.enumerated().filter { $0.offset != monthIndex }.map(\.element)
        day = rest.first.flatMap(Self.dayNumber)
        if rest.count == 2 {
          // A third word is the year, or the reply isn't a date: "December 3 maybe" isn't.
          guard let said = yearNumber(rest[1]) else { return nil }
          year = said
        }
      }
      guard let month, let day, (1...12).contains(month), (1...31).contains(day) else {
        return nil
      }
      text = ""
      return resolve(year: year, month: month, day: day)
    }

    /// The number of the month a word names, from 1, or `nil` if it names none.
    private static func month(named word: String) -> Int? {
      months.firstIndex { $0.contains(word) }.map { $0 + 1 }
    }

    private static func dayNumber(_ word: String) -> Int? {
      var word = word
      for suffix in ["st", "nd", "rd", "th"] where word.fastHasSuffix(suffix) {
        word = String(word.dropLast(2))
      }
      return Int(word)
    }

    private func isoDate() -> (Int?, Int?, Int?)? {
      let parts = text.split(separator: "-")
      guard parts.count == 3, parts[0].count == 4 else { return nil }
      return (Int(parts[0]), Int(parts[1]), Int(parts[2]))
    }

    private func slashedDate() -> (Int?, Int?, Int?)? {
      let parts = text.split(separator: "/")
      guard parts.count == 2 || parts.count == 3 else { return nil }
      var year: Int?
      if parts.count == 3 {
        guard let said = yearNumber(String(parts[2])) else { return nil }
        year = said
      }
      return (year, Int(parts[0]), Int(parts[1]))
    }

    /// The year a word says, if it says one.
    ///
    /// Four digits are the year as it is, and two digits ("12/1/26") the year with those last
    /// digits from 80 years before this one to 19 after, as Unicode's date formats read them:
    /// 26 is 2026 and 99 is 1999 in 2026. Other words aren't years.
    private func yearNumber(_ word: String) -> Int? {
      guard word.isASCIIDigits(count: 2...2) || word.isASCIIDigits(count: 4...4),
        let number = Int(word)
      else { return nil }
      guard word.utf8.count == 2 else { return number }
      let first = calendar.component(.year, from: today()) - 80
      return first + (number - first % 100 + 100) % 100
    }

    /// The date for a month and day, in the given year or else the next such date from today.
    private func resolve(year: Int?, month: Int, day: Int) -> Date? {
      let today = self.today()
      let thisYear = calendar.component(.year, from: today)
      func date(in year: Int) -> Date? {
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: components),
          calendar.component(.day, from: date) == day
        else { return nil }
        return date
      }
      if let year { return (1...9_999).contains(year) ? date(in: year) : nil }
      guard let candidate = date(in: thisYear) else { return nil }
      return candidate < today ? date(in: thisYear + 1) : candidate
    }

    // MARK: Times

    private static let relativeMinutePatterns:
      [(prefix: String, suffixes: [String], minutes: Int)] = [
        ("in ", [" minutes", " minute", " mins", " min"], 1),
        ("in ", [" hours", " hour"], 60), ("", ["分後", "分あと"], 1), ("", ["時間後"], 60),
        ("", ["분 후", "분 뒤", "분후"], 1), ("", ["시간 후", "시간 뒤"], 60),
      ]

    /// "in 20 minutes", "in an hour", "20分後", "20분 후": a time relative to now.
    private mutating func relativeMinutes() -> DateComponentsRange? {
      for pattern in Self.relativeMinutePatterns where text.fastHasPrefix(pattern.prefix) {
        for suffix in pattern.suffixes where text.fastHasSuffix(suffix) {
          let number = String(text.dropFirst(pattern.prefix.count).dropLast(suffix.count))
          guard let count = Self.count(in: number), (0...100_000).contains(count),
            let date = calendar.date(
              byAdding: .minute,
              value: count * pattern.minutes,
              to: context.now
            )
          else { continue }
          return range(at: date, withTime: true)
        }
      }
      return nil
    }

    private func range(at date: Date, withTime: Bool) -> DateComponentsRange {
      let units: Set<Calendar.Component> =
        withTime ? [.year, .month, .day, .hour, .minute] : [.year, .month, .day]
      return DateComponentsRange(start: calendar.dateComponents(units, from: date))
    }

    /// "next week", "来週", "다음 주": next Monday to Sunday.
    private mutating func nextWeek() -> DateComponentsRange? {
      guard ["next week", "来週", "다음 주", "다음주"].contains(text) else { return nil }
      let todayWeekday = calendar.component(.weekday, from: today())
      let nextMonday = 7 - (todayWeekday + 5) % 7
      guard let start = adding(days: nextMonday, to: today()),
        let end = adding(days: nextMonday + 6, to: today())
      else { return nil }
      text = ""
      return DateComponentsRange(
        start: calendar.dateComponents([.year, .month, .day], from: start),
        end: calendar.dateComponents([.year, .month, .day], from: end)
      )
    }

    /// Removes a time of day from the text: "at 5pm", "5:30 pm", "17:30", "午後5時30分",
    /// "오후 5시 30분".
    private mutating func extractTime() -> (hour: Int, minute: Int)? {
      var words = text.split(separator: " ").map(String.init)
      // A time in digits has an ASCII digit ("5pm", "17:30"), and one in words is the last word
      // ("noon", "midnight"): most replies are neither, and skip the search.
      if text.utf8.contains(where: { $0 &- UInt8(ascii: "0") < 10 })
        || words.last == "noon" || words.last == "midnight"
      {
        if let atIndex = words.lastIndex(of: "at"), atIndex + 1 < words.count {
          let candidate = words[(atIndex + 1)...].joined(separator: " ")
          if let time = Self.time(candidate) {
            words.removeSubrange(atIndex...)
            text = words.joined(separator: " ")
            return time
          }
        }
        for count in [2, 1] where words.count >= count {
          let candidate = words.suffix(count).joined(separator: " ")
          if let time = Self.time(candidate) {
            words.removeLast(count)
            text = words.joined(separator: " ")
            return time
          }
        }
      }
      if let (time, rest) = Self.cjkTime(text) {
        text = rest
        return time
      }
      return nil
    }

    /// Parses "5pm", "5 pm", "5:30pm", "17:30", "noon", "midnight".
    private static func time(_ text: String) -> (hour: Int, minute: Int)? {
      if text == "noon" { return (12, 0) }
      if text == "midnight" { return (0, 0) }
      var body = text.replacingEvery(" ", with: "")
      var meridiem: String?
      // "p.m." loses its last point with the punctuation around the reply.
      for suffix in ["am", "pm", "a.m.", "p.m.", "a.m", "p.m"] where body.fastHasSuffix(suffix) {
        meridiem = String(suffix.prefix(1))
        body = String(body.dropLast(suffix.count))
      }
      // An hour of one or two digits, and minutes of two: "5:5" could be 5:05 or 5:50.
      let parts = body.split(separator: ":", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), parts[0].isASCIIDigits(count: 1...2),
        let hour = Int(parts[0])
      else { return nil }
      var minute = 0
      if parts.count == 2 {
        guard parts[1].isASCIIDigits(count: 2...2), let value = Int(parts[1]) else { return nil }
        minute = value
      }
      guard (0...59).contains(minute) else { return nil }
      guard meridiem != nil || parts.count == 2 else { return nil }
      return adjust(hour: hour, minute: minute, meridiem: meridiem)
    }

    /// Parses a Japanese or Korean time at the end of the text, and returns it with the text
    /// before it: "午後5時30分", "5時半", "明日の午後三時三十分", "5時に"; "오후 5시 30분", "17시",
    /// "내일 다섯 시 반", "오전 열한 시 삼십 분", "5시에".
    ///
    /// The hour is digits or kanji, or words: Korean says hours in native numbers ("다섯 시")
    /// and minutes in Sino-Korean ones ("삼십 분"). The text before the time keeps its spaces,
    /// so that "다음 주 금요일" still reads as a day, and loses the の that joins a day to its time.
    private static func cjkTime(_ text: String) -> ((hour: Int, minute: Int), String)? {
      guard let hourMark = text.lastIndex(where: { $0 == "時" || $0 == "시" }) else {
        return nil
      }
      var after = Substring(
        String(text[text.index(after: hourMark)...]).replacingEvery(" ", with: "")
      )
      for particle in ["に", "에"] where after.hasSuffix(particle) {
        after = after.dropLast()
      }
      var minute = 0
      if let minuteMark = after.firstIndex(where: { $0 == "分" || $0 == "분" }) {
        guard let value = NumberParsing.integer(in: String(after[..<minuteMark])) else {
          return nil
        }
        minute = value
        after = after[after.index(after: minuteMark)...]
      } else if after.hasPrefix("半") || after.hasPrefix("반") {
        minute = 30
        after = after.dropFirst()
      }
      guard after.isEmpty, (0...59).contains(minute) else { return nil }
      var before = String(text[..<hourMark])
      var meridiem: String?
      for (marker, value) in [("午前", "a"), ("午後", "p"), ("오전", "a"), ("오후", "p")] {
        if let range = before.firstRange(of: marker) {
          meridiem = value
          before.replaceSubrange(range, with: " ")
        }
      }
      guard let (hour, rest) = trailingNumber(in: before.trimmingWhitespace),
        let time = adjust(hour: hour, minute: minute, meridiem: meridiem)
      else { return nil }
      var day = rest.trimmingWhitespace
      if day.hasSuffix("の") { day = String(day.dropLast()).trimmingWhitespace }
      return (time, day)
    }

    /// The number at the end of the text, and the text before it.
    ///
    /// Digits or kanji ("5", "十二") are read as they are. Otherwise the number is in words: the
    /// last two words ("열 두"), else the last word ("다섯" in "내일 다섯", "십" in "일요일 십"),
    /// else the longest end of the last word that reads as one ("다섯" in "내일다섯"). Whole
    /// words come first, because a day can end with a Sino-Korean digit (일 in 일요일).
    private static func trailingNumber(in text: String) -> (Int, String)? {
      var start = text.endIndex
      while start > text.startIndex, text[text.index(before: start)].isNumber {
        start = text.index(before: start)
      }
      if start < text.endIndex {
        return NumberParsing.integer(in: String(text[start...])).map {
          ($0, String(text[..<start]))
        }
      }
      let lastWord = text.lastIndex(of: " ").map(text.index(after:)) ?? text.startIndex
      var starts: [String.Index] = []
      if lastWord > text.startIndex {
        let space = text.index(before: lastWord)
        starts.append(text[..<space].lastIndex(of: " ").map(text.index(after:)) ?? text.startIndex)
      }
      starts.append(lastWord)
      start = lastWord
      while start < text.endIndex {
        start = text.index(after: start)
        if start < text.endIndex { starts.append(start) }
      }
      for start in starts {
        if let number = hourNumber(String(text[start...])) {
          return (number, String(text[..<start]))
        }
      }
      return nil
    }

    /// The number said before the hour's mark.
    ///
    /// Before a counter Korean says 네 for 넷 (four), as 한, 두 and 세 for 하나, 둘 and 셋. That
    /// is read only here: alone, 네 means "yes".
    private static func hourNumber(_ text: String) -> Int? {
      if let number = NumberParsing.integer(in: text) { return number }
      guard text.hasSuffix("네") else { return nil }
      return NumberParsing.integer(in: text.dropLast() + "넷")
    }

    private static func adjust(hour: Int, minute: Int, meridiem: String?) -> (Int, Int)? {
      switch meridiem {
      case "a":
        guard (1...12).contains(hour) else { return nil }
        return (hour % 12, minute)
      case "p":
        guard (1...12).contains(hour) else { return nil }
        return (hour % 12 + 12, minute)
      default:
        guard (0...23).contains(hour) else { return nil }
        return (hour, minute)
      }
    }
  }
}

extension String {
  /// The string without the given characters at either end.
  func trimmingCharacters(_ characters: Character...) -> String {
    guard let first = firstIndex(where: { !characters.contains($0) }),
      let last = lastIndex(where: { !characters.contains($0) })
    else { return "" }
    return String(self[first...last])
  }
}
