/// A relevant shortcut that applies in a context, with the score it was ranked by and the
/// providers that matched.
public struct RelevantShortcutMatch: Sendable, Equatable {
  /// The relevant shortcut.
  public let relevantShortcut: RelevantShortcut

  /// How well the shortcut fits the context; higher ranks first.
  ///
  /// The score is the sum, over the kinds of provider the shortcut has (date, daily routine,
  /// location), of each kind's best match, from 0.5 to 1; a shortcut without providers scores 0.
  public let score: Double

  /// The providers that matched the context, in the shortcut's order.
  public let matchedProviders: [RelevanceProvider]

  /// Creates a match.
  public init(
    relevantShortcut: RelevantShortcut,
    score: Double,
    matchedProviders: [RelevanceProvider]
  ) {
    self.relevantShortcut = relevantShortcut
    self.score = score
    self.matchedProviders = matchedProviders
  }
}
