#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A piece of information about when or where a shortcut is relevant, SiriKit's
/// `INRelevanceProvider` and its three subclasses.
///
/// ```swift
/// relevantShortcut.relevanceProviders = [.dailyRoutine(situation: .evening)]
/// ```
public enum RelevanceProvider: Hashable, Sendable, Codable {
  /// Relevant from `start` until `end`, or around `start` when `end` is `nil` (a point in
  /// time), SiriKit's `INDateRelevanceProvider`.
  case date(start: Date, end: Date?)

  /// Relevant in a situation of the user's day, SiriKit's `INDailyRoutineRelevanceProvider`.
  case dailyRoutine(situation: DailyRoutineSituation)

  /// Relevant when the user is in a region, SiriKit's `INLocationRelevanceProvider`.
  case location(region: Region)

  /// The situations of the user's day, SiriKit's `INDailyRoutineRelevanceProvider.Situation`.
  public typealias Situation = DailyRoutineSituation

  /// The kind of information a provider gives; a shortcut is relevant when every kind it has
  /// matches.
  enum Kind: Int, Comparable {
    case date, dailyRoutine, location

    static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  var kind: Kind {
    switch self {
    case .date: .date
    case .dailyRoutine: .dailyRoutine
    case .location: .location
    }
  }

  /// The problem that makes the provider invalid, or `nil` if it is valid.
  var problem: String? {
    guard case .date(let start, let end?) = self, end < start else { return nil }
    return "the date range ends (\(end)) before it starts (\(start))"
  }
}
