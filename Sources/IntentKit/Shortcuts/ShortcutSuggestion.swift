#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A shortcut the ``SuggestionEngine`` suggests, with the numbers behind its rank.
public struct ShortcutSuggestion: Sendable, Equatable {
  /// The shortcut: the most recently donated intent of its group.
  public let shortcut: Shortcut

  /// The wire name of the intent type.
  public let intentName: String

  /// The parameter values the donations in the group share, by parameter name; the group is
  /// this intent type with exactly these values.
  public let parameters: [String: AnyParameterValue]

  /// The rank score: every donation in the group adds its recency weight times its
  /// time-of-day affinity.
  public let score: Double

  /// The number of donations in the group.
  public let donationCount: Int

  /// When the most recent donation in the group happened.
  public let lastDonationDate: Date

  /// A stable text key for the group, its intent's name and parameter values; equal scores
  /// rank by it.
  public let key: String

  /// Creates a suggestion.
  public init(
    shortcut: Shortcut,
    intentName: String,
    parameters: [String: AnyParameterValue],
    score: Double,
    donationCount: Int,
    lastDonationDate: Date,
    key: String
  ) {
    self.shortcut = shortcut
    self.intentName = intentName
    self.parameters = parameters
    self.score = score
    self.donationCount = donationCount
    self.lastDonationDate = lastDonationDate
    self.key = key
  }
}
