#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Date ranges in conversations: read from "tomorrow", "next Friday", "明日", "내일"; spoken as
// "Friday, November 27", "11月27日(金)", "11월 27일(금)".

extension DateComponentsRange: ParameterValue {
  /// Creates a date or range from what the user said, such as "tomorrow", "next Friday at 5pm",
  /// "December 1", "明日の午後5時" or "다음 주 금요일", relative to the context's clock.
  public init?(reply: String, context: DialogContext) {
    guard let range = DateParsing.dateRange(in: reply, context: context) else { return nil }
    self = range
  }

  /// Returns the date, time or range in the context's language.
  public func spokenPhrase(in context: DialogContext) -> String {
    let start = startDateComponents.map { Self.phrase(for: $0, in: context) }
    let end = endDateComponents.map { Self.phrase(for: $0, in: context) }
    switch (start, end, context.language) {
    case (let start?, let end?, .japanese): return "\(start)〜\(end)"
    case (let start?, let end?, .korean): return "\(start)~\(end)"
    case (let start?, let end?, _): return "from \(start) to \(end)"
    case (let start?, nil, _): return start
    case (nil, let end?, .japanese): return "\(end)まで"
    case (nil, let end?, .korean): return "\(end)까지"
    case (nil, let end?, _): return "until \(end)"
    case (nil, nil, _): return ""
    }
  }

  private static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  private static let englishWeekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  private static let japaneseWeekdays = ["日", "月", "火", "水", "木", "金", "土"]
  private static let koreanWeekdays = ["일", "월", "화", "수", "목", "금", "토"]

  /// The words for one date, time, or both: "Friday, November 27 at 5:00 PM"; a month or a
  /// year alone is "November 2027", "2027年11月", "2027년 11월".
  static func phrase(for components: DateComponents, in context: DialogContext) -> String {
    guard let month = components.month, let day = components.day, (1...12).contains(month) else {
      return time(of: components, in: context.language)
        ?? monthOrYear(of: components, in: context.language) ?? ""
    }
    let weekday = context.calendar.date(from: components)
      .map { context.calendar.component(.weekday, from: $0) - 1 }
    let thisYear = context.calendar.component(.year, from: context.now)
    let year = components.year.flatMap { $0 == thisYear ? nil : $0 }
    let date: String
    switch context.language {
    case .japanese:
      let prefix = year.map { "\($0)年" } ?? ""
      date = "\(prefix)\(month)月\(day)日" + (weekday.map { "(\(japaneseWeekdays[$0]))" } ?? "")
    case .korean:
      let prefix = year.map { "\($0)년 " } ?? ""
      date = "\(prefix)\(month)월 \(day)일" + (weekday.map { "(\(koreanWeekdays[$0]))" } ?? "")
    default:
      let weekdayName = weekday.map { "\(englishWeekdays[$0]), " } ?? ""
      date = "\(weekdayName)\(englishMonths[month - 1]) \(day)" + (year.map { ", \($0)" } ?? "")
    }
    guard let time = time(of: components, in: context.language) else { return date }
    return [.japanese, .korean].contains(context.language)
      ? "\(date) \(time)" : "\(date) at \(time)"
  }

  /// "November 2027", "2027年11月", "2027년 11월", or the year alone, for components without a
  /// day or time.
  private static func monthOrYear(
    of components: DateComponents,
    in language: Language
  ) -> String? {
    let month = components.month.flatMap { (1...12).contains($0) ? $0 : nil }
    switch (components.year, month, language) {
    case (let year?, let month?, .japanese): return "\(year)年\(month)月"
    case (let year?, let month?, .korean): return "\(year)년 \(month)월"
    case (let year?, let month?, _): return "\(englishMonths[month - 1]) \(year)"
    case (nil, let month?, .japanese): return "\(month)月"
    case (nil, let month?, .korean): return "\(month)월"
    case (nil, let month?, _): return englishMonths[month - 1]
    case (let year?, nil, .japanese): return "\(year)年"
    case (let year?, nil, .korean): return "\(year)년"
    case (let year?, nil, _): return String(year)
    case (nil, nil, _): return nil
    }
  }

  /// "5:30 PM" in English, "17:30" in Japanese and Korean.
  private static func time(of components: DateComponents, in language: Language) -> String? {
    guard let hour = components.hour else { return nil }
    let minute = components.minute ?? 0
    let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
    if [.japanese, .korean].contains(language) { return "\(hour):\(minutes)" }
    let twelveHour = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelveHour):\(minutes) \(hour < 12 ? "AM" : "PM")"
  }
}
