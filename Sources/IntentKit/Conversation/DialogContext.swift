#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The facts the assistant needs to understand a reply and to phrase a value: the language, the
/// prompt catalog, the currency a bare number means, and the calendar and time that "tomorrow"
/// is relative to.
public struct DialogContext: Sendable {
  /// The language, catalog, currency and calendar, in one object that every copy shares: a
  /// context is made for every turn and copied wherever values are spoken or read, and one
  /// reference is retained where four were.
  @usableFromInline var _settings: _DialogSettings

  /// The language of the conversation.
  @inlinable
  public var language: Language {
    get { _settings.values.language }
    set { _change { $0.language = newValue } }
  }

  /// The prompts, including localised names of values.
  @inlinable
  public var prompts: PromptCatalog {
    get { _settings.values.prompts }
    set { _change { $0.prompts = newValue } }
  }

  /// The currency of an amount said without one, such as "50".
  @inlinable
  public var defaultCurrency: Currency {
    get { _settings.values.defaultCurrency }
    set { _change { $0.defaultCurrency = newValue } }
  }

  /// The calendar, with its time zone, that dates are read and written in.
  @inlinable
  public var calendar: Calendar {
    get { _settings.values.calendar }
    set { _change { $0.calendar = newValue } }
  }

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
    let values = _DialogSettings.Values(
      language: language,
      prompts: prompts,
      defaultCurrency: defaultCurrency,
      calendar: calendar
    )
    self.init(settings: _DialogSettings(values), now: now)
  }

  /// Creates a context from settings made once, such as an engine's.
  init(settings: _DialogSettings, now: Date) {
    self._settings = settings
    self.now = now
  }

  /// Changes the settings of this context, not of the copies that share them.
  @usableFromInline
  mutating func _change(_ body: (inout _DialogSettings.Values) -> Void) {
    var values = _settings.values
    body(&values)
    _settings = _DialogSettings(values)
  }
}

/// What a ``DialogContext`` holds besides the time, never changed once made.
@usableFromInline
final class _DialogSettings: Sendable {
  /// The settings.
  @usableFromInline
  struct Values: Sendable {
    @usableFromInline var language: Language
    @usableFromInline var prompts: PromptCatalog
    @usableFromInline var defaultCurrency: Currency
    @usableFromInline var calendar: Calendar
  }

  @usableFromInline let values: Values

  init(_ values: Values) {
    self.values = values
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
