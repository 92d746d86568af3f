#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A value that ranks what the user does repeatedly, from donated interactions, for the time of
/// day: the assistant's suggestions.
///
/// Donations are grouped by intent type and parameter values, so "transfer $20 from checking to
/// savings" is one group and "transfer $50 from checking to savings" another. A group's score
/// is the sum, over its donations, of
///
/// - a **recency** weight, `2^(-age / halfLife)`: a donation made one half-life ago counts half
///   as much as one made now, and
/// - a **time-of-day** affinity: 1 when the donation was made at the query's time of day,
///   falling linearly to ``Configuration/offHoursWeight`` at ``Configuration/timeOfDayWindow``
///   hours apart (measured around the clock, so 23:00 and 01:00 are two hours apart), and
///   staying there beyond.
///
/// Frequency counts through the sum: more donations, more score. Groups rank by score, then by
/// donation count, then by the latest donation, then by ``ShortcutSuggestion/key``, so the result
/// depends only on the donations and the query time. Donations dated after the query time are
/// ignored.
///
/// ```swift
/// let engine = SuggestionEngine(clock: clock)
/// let suggestions = await engine.suggestions(from: donations)
/// suggestions.first?.shortcut  // the evening transfer to savings, at 20:00
/// ```
public struct SuggestionEngine: Sendable {
  /// The weights and limits of the ranking.
  public struct Configuration: Sendable {
    /// How long it takes a donation's weight to halve; 14 days by default.
    public var halfLife: Duration

    /// How far apart, in time of day, a donation and the query may be before the donation
    /// counts only ``offHoursWeight``; three hours by default.
    public var timeOfDayWindow: Duration

    /// The affinity of a donation made at another time of day, from 0 to 1; 0.1 by default.
    public var offHoursWeight: Double

    /// The calendar, with its time zone, that times of day are read in.
    public var calendar: Calendar

    /// The fewest donations a group needs to be suggested; 2 by default, since a suggestion
    /// is something the user repeats.
    public var minimumDonationCount: Int

    /// The most suggestions returned; 10 by default.
    public var maximumSuggestionCount: Int

    /// Names of parameters left out of the grouping, such as a note that differs every time.
    public var ignoredParameters: Set<String>

    /// Creates a configuration.
    ///
    /// - Precondition: The durations are positive, `offHoursWeight` is in 0...1, and the counts
    ///   are positive.
    public init(
      halfLife: Duration = .seconds(14 * 86_400),
      timeOfDayWindow: Duration = .seconds(3 * 3_600),
      offHoursWeight: Double = 0.1,
      calendar: Calendar = .gregorianUTC,
      minimumDonationCount: Int = 2,
      maximumSuggestionCount: Int = 10,
      ignoredParameters: Set<String> = []
    ) {
      precondition(halfLife > .zero && timeOfDayWindow > .zero, "Durations must be positive.")
      precondition((0...1).contains(offHoursWeight), "The off-hours weight lies in 0...1.")
      precondition(minimumDonationCount > 0 && maximumSuggestionCount > 0, "Counts are positive.")
      self.halfLife = halfLife
      self.timeOfDayWindow = timeOfDayWindow
      self.offHoursWeight = offHoursWeight
      self.calendar = calendar
      self.minimumDonationCount = minimumDonationCount
      self.maximumSuggestionCount = maximumSuggestionCount
      self.ignoredParameters = ignoredParameters
    }
  }

  /// The weights and limits of the ranking.
  public var configuration: Configuration

  /// The clock whose time ``suggestions(from:)`` ranks for.
  public let clock: any WallClock

  /// Creates an engine.
  public init(
    configuration: Configuration = Configuration(),
    clock: any WallClock = SystemWallClock()
  ) {
    self.configuration = configuration
    self.clock = clock
  }

  /// Ranks a donation store's interactions for the clock's current time.
  public func suggestions(from store: DonationStore) async -> [ShortcutSuggestion] {
    suggestions(from: await store.interactions(), at: clock.now)
  }

  /// Ranks interactions for a time.
  ///
  /// - Parameters:
  ///   - interactions: The donated interactions; those with a response that isn't
  ///     ``IntentHandlingStatus/success`` or ``IntentHandlingStatus/inProgress`` are ignored.
  ///   - date: The query time, which sets the time of day and the age of each donation.
  /// - Returns: At most ``Configuration/maximumSuggestionCount`` suggestions, best first.
  public func suggestions(from interactions: [Interaction], at date: Date) -> [ShortcutSuggestion] {
    let queryHour = ShortcutMath.hourOfDay(date, in: configuration.calendar)
    let considered = interactions.filter { $0.date <= date && $0.isCompleted }
      .sorted { ($0.date, $0.identifier) < ($1.date, $1.identifier) }
    var groups: [String: Group] = [:]
    for interaction in considered {
      let values = groupedValues(of: interaction.intent)
      let key = Self.key(interaction.intent.wireName, values)
      let weight = recencyWeight(age: date.timeIntervalSince(interaction.date))
      let hour = ShortcutMath.hourOfDay(interaction.date, in: configuration.calendar)
      let contribution = weight * affinity(ShortcutMath.hoursApart(hour, queryHour))
      groups[key, default: Group(values: values)].add(interaction, contribution: contribution)
    }
    return groups.sorted { $0.key < $1.key }
      .compactMap { key, group in group.suggestion(key: key, minimumCount: minimumCount) }
      .sorted(by: Self.ranksBefore)
      .prefix(configuration.maximumSuggestionCount)
      .map { $0 }
  }

  // MARK: - Scoring

  private var minimumCount: Int {
    configuration.minimumDonationCount
  }

  /// The weight of a donation made `age` seconds before the query.
  func recencyWeight(age: TimeInterval) -> Double {
    ShortcutMath.powerOfTwo(-max(0, age) / configuration.halfLife.timeInterval)
  }

  /// The affinity of a donation made `hoursApart` hours of the day away from the query.
  func affinity(_ hoursApart: Double) -> Double {
    let window = configuration.timeOfDayWindow.timeInterval / 3_600
    let floor = configuration.offHoursWeight
    return floor + (1 - floor) * max(0, 1 - hoursApart / window)
  }

  private func groupedValues(of intent: AnyIntent) -> [(name: String, value: AnyParameterValue)] {
    let values = intent.parameterValues
    return intent.parameterNames.compactMap { name in
      guard !configuration.ignoredParameters.contains(name), let value = values[name] else {
        return nil
      }
      return (name, value)
    }
  }

  /// The group's key: the intent's name and each value as sorted-key JSON, in parameter order.
  static func key(
    _ intentName: String,
    _ values: [(name: String, value: AnyParameterValue)]
  )
    -> String
  {
    let encoder = StrictJSONEncoder()
    let parts = values.map { name, value in
      let text = (try? encoder.encodedBytes(value)).map { String(decoding: $0, as: UTF8.self) }
      return "\(name)=\(text ?? value.description)"
    }
    return ([intentName] + parts).joined(separator: "|")
  }

  private static func ranksBefore(_ lhs: ShortcutSuggestion, _ rhs: ShortcutSuggestion) -> Bool {
    if lhs.score != rhs.score { return lhs.score > rhs.score }
    if lhs.donationCount != rhs.donationCount { return lhs.donationCount > rhs.donationCount }
    if lhs.lastDonationDate != rhs.lastDonationDate {
      return lhs.lastDonationDate > rhs.lastDonationDate
    }
    return lhs.key < rhs.key
  }

  /// The donations of one intent type with one set of values.
  private struct Group {
    let values: [(name: String, value: AnyParameterValue)]
    var score = 0.0
    var count = 0
    var latest: Interaction?

    init(values: [(name: String, value: AnyParameterValue)]) {
      self.values = values
    }

    mutating func add(_ interaction: Interaction, contribution: Double) {
      score += contribution
      count += 1
      latest = interaction
    }

    func suggestion(key: String, minimumCount: Int) -> ShortcutSuggestion? {
      guard count >= minimumCount, let latest, latest.intent.isValidForShortcut else { return nil }
      return ShortcutSuggestion(
        shortcut: .intent(latest.intent),
        intentName: latest.intent.wireName,
        parameters: Dictionary(values.map { ($0.name, $0.value) }) { first, _ in first },
        score: score,
        donationCount: count,
        lastDonationDate: latest.date,
        key: key
      )
    }
  }
}
