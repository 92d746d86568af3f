/// A moment in the user's day when a shortcut is relevant, SiriKit's
/// `INDailyRoutineRelevanceProvider.Situation`; cases and raw values match it.
public enum DailyRoutineSituation: Int, Hashable, Sendable, Codable, CaseIterable {
  /// Around the time the user wakes up.
  case morning = 0
  /// Around the time the user goes to bed.
  case evening = 1
  /// At home.
  case home = 2
  /// At work.
  case work = 3
  /// At school.
  case school = 4
  /// At the gym.
  case gym = 5
  /// On the way to or from work.
  case commute = 6
  /// Headphones are connected.
  case headphonesConnected = 7
  /// A workout is in progress.
  case activeWorkout = 8
  /// The user hasn't reached today's activity goal.
  case physicalActivityIncomplete = 9
}
