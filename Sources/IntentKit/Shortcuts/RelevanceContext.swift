#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The user's moment, which relevant shortcuts are matched against: the time, where the user
/// is, and the daily-routine situations the device knows about.
///
/// ```swift
/// let context = RelevanceContext(date: now, location: here, situations: [.home])
/// let shortcuts = await relevantShortcuts.relevantShortcuts(in: context)
/// ```
///
/// Morning and evening also follow from the time, by the store's
/// ``RelevantShortcutStore/Configuration/morningHours`` and
/// ``RelevantShortcutStore/Configuration/eveningHours``.
public struct RelevanceContext: Hashable, Sendable {
  /// The time.
  public var date: Date

  /// Where the user is, if known.
  public var location: LocationCoordinate?

  /// The situations the user is in, such as ``DailyRoutineSituation/home`` or
  /// ``DailyRoutineSituation/commute``.
  public var situations: Set<DailyRoutineSituation>

  /// Creates a context.
  public init(
    date: Date,
    location: LocationCoordinate? = nil,
    situations: Set<DailyRoutineSituation> = []
  ) {
    self.date = date
    self.location = location
    self.situations = situations
  }
}
