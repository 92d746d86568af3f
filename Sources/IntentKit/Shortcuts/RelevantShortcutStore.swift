#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The app's relevant shortcuts, and the engine that picks the ones that apply to the user's
/// moment, SiriKit's `INRelevantShortcutStore`.
///
/// ```swift
/// let store = RelevantShortcutStore()
/// try await store.setRelevantShortcuts([eveningTransfer, morningBalance])
/// let now = await store.relevantShortcuts(in: RelevanceContext(date: eightPM))
/// // [eveningTransfer]
/// ```
///
/// ## Which shortcuts apply, and in what order
///
/// A shortcut's providers are grouped by kind: date, daily routine and location. A shortcut
/// applies when, for every kind it has, at least one of its providers of that kind matches;
/// a shortcut without providers applies everywhere, at any time.
///
/// - A date range matches from its start to its end; a point in time (no end) matches within
///   ``Configuration/pointInTimeTolerance`` of it.
/// - A daily-routine situation matches when the context lists it; morning and evening also
///   match by the hour, in ``Configuration/morningHours`` and ``Configuration/eveningHours``.
/// - A region matches when the context's location lies in it.
///
/// Each matching kind adds from 0.5 to 1 to the score: 1 for a date range or a situation, and
/// for a point in time or a region, more the closer the context is to the point or the centre.
/// Shortcuts that match more kinds therefore rank higher; equal scores keep the order the app
/// gave.
public actor RelevantShortcutStore {
  /// A value that says how the store reads the time of day and points in time.
  public struct Configuration: Sendable {
    /// The calendar, with its time zone, that hours are read in.
    public var calendar: Calendar

    /// The hours counted as morning: from 5:00 until 11:00 by default.
    public var morningHours: Range<Int>

    /// The hours counted as evening: from 18:00 until midnight by default.
    public var eveningHours: Range<Int>

    /// How far from a point in time a date provider still matches; one hour by default.
    public var pointInTimeTolerance: Duration

    /// Creates a configuration.
    ///
    /// - Precondition: The hour ranges lie within 0..<24 and the tolerance is positive.
    public init(
      calendar: Calendar = .gregorianUTC,
      morningHours: Range<Int> = 5..<11,
      eveningHours: Range<Int> = 18..<24,
      pointInTimeTolerance: Duration = .seconds(3600)
    ) {
      precondition(morningHours.clamped(to: 0..<24) == morningHours, "Hours lie in 0..<24.")
      precondition(eveningHours.clamped(to: 0..<24) == eveningHours, "Hours lie in 0..<24.")
      precondition(pointInTimeTolerance > .zero, "The tolerance must be positive.")
      self.calendar = calendar
      self.morningHours = morningHours
      self.eveningHours = eveningHours
      self.pointInTimeTolerance = pointInTimeTolerance
    }
  }

  /// How the store reads the time of day and points in time.
  public let configuration: Configuration

  private var shortcuts: [RelevantShortcut] = []

  /// Creates an empty store.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Sets the app's relevant shortcuts, replacing the earlier ones,
  /// SiriKit's `setRelevantShortcuts(_:)`.
  ///
  /// - Throws: ``ShortcutError`` with code ``ShortcutError/Code/invalidRelevanceProvider`` if a
  ///   date range ends before it starts; the earlier shortcuts stay then.
  public func setRelevantShortcuts(_ relevantShortcuts: [RelevantShortcut]) throws {
    for (index, relevantShortcut) in relevantShortcuts.enumerated() {
      if let problem = relevantShortcut.relevanceProviders.lazy.compactMap(\.problem).first {
        throw ShortcutError(
          code: .invalidRelevanceProvider,
          message: "Relevant shortcut \(index + 1): \(problem)."
        )
      }
    }
    shortcuts = relevantShortcuts
  }

  /// Returns every relevant shortcut, in the order the app gave them.
  public func relevantShortcuts() -> [RelevantShortcut] {
    shortcuts
  }

  /// Returns the relevant shortcuts that apply in a context, most relevant first.
  public func relevantShortcuts(in context: RelevanceContext) -> [RelevantShortcut] {
    matches(in: context).map(\.relevantShortcut)
  }

  /// Returns the relevant shortcuts that apply in a context, most relevant first, with their
  /// scores and the providers that matched.
  public func matches(in context: RelevanceContext) -> [RelevantShortcutMatch] {
    shortcuts.enumerated()
      .compactMap { index, shortcut in match(shortcut, in: context).map { (index, $0) } }
      .sorted { ($1.1.score, $0.0) < ($0.1.score, $1.0) }
      .map(\.1)
  }

  /// Scores one relevant shortcut in a context.
  ///
  /// - Returns: The match, or `nil` if some kind of provider the shortcut has doesn't match.
  public nonisolated func match(
    _ relevantShortcut: RelevantShortcut,
    in context: RelevanceContext
  ) -> RelevantShortcutMatch? {
    let situations = situations(in: context)
    var bestByKind: [RelevanceProvider.Kind: Double] = [:]
    var matched: [RelevanceProvider] = []
    for provider in relevantShortcut.relevanceProviders {
      bestByKind[provider.kind] = max(bestByKind[provider.kind] ?? 0, 0)
      guard let closeness = closeness(of: provider, to: context, situations: situations) else {
        continue
      }
      bestByKind[provider.kind] = max(bestByKind[provider.kind] ?? 0, 0.5 + closeness / 2)
      matched.append(provider)
    }
    guard bestByKind.values.allSatisfy({ $0 > 0 }) else { return nil }
    let score = bestByKind.sorted { $0.key < $1.key }.reduce(0) { $0 + $1.value }
    return RelevantShortcutMatch(
      relevantShortcut: relevantShortcut,
      score: score,
      matchedProviders: matched
    )
  }

  // MARK: - Matching providers

  /// The context's situations, with morning or evening added by the hour.
  private nonisolated func situations(in context: RelevanceContext) -> Set<DailyRoutineSituation> {
    var situations = context.situations
    let hour = Int(ShortcutMath.hourOfDay(context.date, in: configuration.calendar))
    if configuration.morningHours.contains(hour) { situations.insert(.morning) }
    if configuration.eveningHours.contains(hour) { situations.insert(.evening) }
    return situations
  }

  /// How closely a provider matches, from 0 (at the edge) to 1, or `nil` if it doesn't.
  private nonisolated func closeness(
    of provider: RelevanceProvider,
    to context: RelevanceContext,
    situations: Set<DailyRoutineSituation>
  ) -> Double? {
    switch provider {
    case .date(let start, let end?):
      return start <= context.date && context.date <= end ? 1 : nil
    case .date(let start, nil):
      let tolerance = configuration.pointInTimeTolerance.timeInterval
      let distance = abs(context.date.timeIntervalSince(start))
      return distance <= tolerance ? 1 - distance / tolerance : nil
    case .dailyRoutine(let situation):
      return situations.contains(situation) ? 1 : nil
    case .location(let region):
      guard let location = context.location, region.contains(location) else { return nil }
      return 1 - region.distance(to: location) / region.radius
    }
  }
}
