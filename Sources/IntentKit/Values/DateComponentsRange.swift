#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A range of dates given as date components, optionally recurring, SiriKit's
/// `INDateComponentsRange`.
///
/// Scheduled payments, due dates and pickup times are date-component ranges. A range with only a
/// start is a point in time.
///
/// ```swift
/// let tomorrow = DateComponentsRange(start: DateComponents(year: 2026, month: 11, day: 23))
/// ```
public struct DateComponentsRange: Hashable, Sendable, Codable, IntentValue {
  /// The start of the range.
  public var startDateComponents: DateComponents?

  /// The end of the range, or `nil` for a point in time or an open range.
  public var endDateComponents: DateComponents?

  /// How the range repeats, if it does.
  public var recurrenceRule: RecurrenceRule?

  /// Creates a range.
  public init(
    start: DateComponents?,
    end: DateComponents? = nil,
    recurrenceRule: RecurrenceRule? = nil
  ) {
    self.startDateComponents = start
    self.endDateComponents = end
    self.recurrenceRule = recurrenceRule
  }

  /// A rule for a range that repeats, SiriKit's `INRecurrenceRule`.
  public struct RecurrenceRule: Hashable, Sendable, Codable {
    /// How many frequency units lie between occurrences, such as 2 for every other week.
    public var interval: Int

    /// The unit of repetition.
    public var frequency: Frequency

    /// Creates a rule.
    public init(interval: Int, frequency: Frequency) {
      self.interval = interval
      self.frequency = frequency
    }

    /// The units of repetition; raw values match SiriKit's `INRecurrenceFrequency`.
    public enum Frequency: Int, Hashable, Sendable, Codable, CaseIterable {
      /// Unknown.
      case unknown = 0
      /// Every minute.
      case minute = 1
      /// Every hour.
      case hourly = 2
      /// Every day.
      case daily = 3
      /// Every week.
      case weekly = 4
      /// Every month.
      case monthly = 5
      /// Every year.
      case yearly = 6
    }
  }
}
