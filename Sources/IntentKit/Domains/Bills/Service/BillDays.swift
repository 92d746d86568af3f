#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Calendar-day arithmetic for bills: bills are due, paid and scheduled on days, not instants,
/// so every comparison is between the starts of days in one calendar.
struct BillDays: Sendable {
  /// The calendar, with its time zone, that days are counted in.
  let calendar: Calendar

  /// Returns the start of the day that contains `date`.
  func startOfDay(for date: Date) -> Date {
    calendar.startOfDay(for: date)
  }

  /// Returns the components that name a day: its year, month and day.
  func components(of day: Date) -> DateComponents {
    let parts = calendar.dateComponents([.year, .month, .day], from: day)
    return DateComponents(year: parts.year, month: parts.month, day: parts.day)
  }

  /// Returns the start of the day that components name, or `nil` if they name no day; a
  /// missing year is the year of `now`.
  func day(of components: DateComponents, now: Date) -> Date? {
    guard let month = components.month, let day = components.day else { return nil }
    let year = components.year ?? calendar.component(.year, from: now)
    guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day))
    else { return nil }
    let check = calendar.dateComponents([.year, .month, .day], from: date)
    guard check.year == year, check.month == month, check.day == day else { return nil }
    return calendar.startOfDay(for: date)
  }

  /// Returns the first and last day that components name: a day, a whole month when the day
  /// is missing, or a whole year when the month is missing too; `nil` if they name none of
  /// these.
  func span(of components: DateComponents, now: Date) -> ClosedRange<Date>? {
    if components.day != nil {
      return day(of: components, now: now).map { $0...$0 }
    }
    guard components.month != nil || components.year != nil else { return nil }
    let year = components.year ?? calendar.component(.year, from: now)
    let unit: Calendar.Component = components.month == nil ? .year : .month
    let first = DateComponents(year: year, month: components.month ?? 1, day: 1)
    guard (1...12).contains(first.month ?? 0),
      let next = calendar.date(byAdding: unit, value: 1, to: first.date(in: calendar)),
      let last = calendar.date(byAdding: .day, value: -1, to: next)
    else { return nil }
    return first.date(in: calendar)...last
  }

  /// Returns the days a range covers, or `nil` if it names no day: a start alone is that one
  /// day (or month, or year), an end alone is every day up to it.
  func span(of range: DateComponentsRange, now: Date) -> ClosedRange<Date>? {
    switch (range.startDateComponents, range.endDateComponents) {
    case (let start?, let end?):
      guard let first = span(of: start, now: now), let last = span(of: end, now: now),
        first.lowerBound <= last.upperBound
      else { return nil }
      return first.lowerBound...last.upperBound
    case (let start?, nil):
      return span(of: start, now: now)
    case (nil, let end?):
      return span(of: end, now: now).map { .distantPast...$0.upperBound }
    case (nil, nil):
      return nil
    }
  }

  /// Returns the day a payment scheduled for a range happens on: the range's first day, or
  /// the day it ends by when it has no start.
  func scheduledDay(of range: DateComponentsRange, now: Date) -> Date? {
    guard let components = range.startDateComponents ?? range.endDateComponents else {
      return nil
    }
    return span(of: components, now: now)?.lowerBound
  }
}

extension DateComponents {
  /// The date the components name in a calendar, or the distant past if they name none.
  fileprivate func date(in calendar: Calendar) -> Date {
    calendar.date(from: self) ?? .distantPast
  }
}
