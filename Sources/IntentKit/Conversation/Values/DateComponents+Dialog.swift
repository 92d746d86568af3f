#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

// Dates in conversations: read as `DateComponentsRange` reads them, when the reply names one
// date or time rather than a range; spoken the same way.

extension DateComponents: ParameterValue {
  /// Creates date components from a date or time the user said, such as "tomorrow",
  /// "next Friday at 5pm", "December 1", "明日の午後5時" or "다음 주 금요일", relative to the
  /// context's clock, as ``DateComponentsRange`` reads them.
  ///
  /// A reply that names a range rather than one date, such as "next week", is refused.
  public init?(reply: String, context: DialogContext) {
    guard let range = DateParsing.dateRange(in: reply, context: context),
      range.endDateComponents == nil, range.recurrenceRule == nil,
      let start = range.startDateComponents
    else { return nil }
    self = start
  }

  /// Returns the date or time in the context's language, as ``DateComponentsRange`` speaks its
  /// start: "Friday, November 27 at 5:00 PM", "11月27日(金) 17:00", "11월 27일(금) 17:00".
  public func spokenPhrase(in context: DialogContext) -> String {
    DateComponentsRange.phrase(for: self, in: context)
  }
}
