#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The facts the assistant needs to understand a reply and to phrase a value: the language, the
/// prompt catalog, the currency a bare number means, and the calendar and time that "tomorrow"
/// is relative to.
public struct DialogContext: Sendable {
  /// The language of the conversation.
  public var language: Language

  /// The prompts, including localised names of values.
  public var prompts: PromptCatalog

  /// The currency of an amount said without one, such as "50".
  public var defaultCurrency: Currency

  /// The calendar, with its time zone, that dates are read and written in.
  public var calendar: Calendar

  /// The moment "today" and "tomorrow" are relative to.
  public var now: Date

  /// Creates a context.
  public init(
    language: Language = .english,
    prompts: PromptCatalog = .standard,
    defaultCurrency: Currency = .usd,
    calendar: Calendar = .gregorianUTC,
    now: Date = Date()
  ) {
    self.language = language
    self.prompts = prompts
    self.defaultCurrency = defaultCurrency
    self.calendar = calendar
    self.now = now
  }
}

extension Calendar {
  /// The Gregorian calendar in UTC, the default calendar of conversations and services.
  ///
  /// Not API: public initialisers name it as their default argument (so it is usable from
  /// inlinable code), and the demo and tests share it.
  @usableFromInline
  package static var gregorianUTC: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    return calendar
  }
}
