/// The kinds of feedback a completed ride asks for, SiriKit's `INRideFeedbackTypeOptions`.
///
/// Raw values match SiriKit's bits.
public struct RideFeedbackTypeOptions: OptionSet, Hashable, Sendable, Codable {
  public let rawValue: UInt

  /// Creates a set of options from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The ride can be rated.
  public static let rate = RideFeedbackTypeOptions(rawValue: 1 << 0)

  /// The driver can be tipped.
  public static let tip = RideFeedbackTypeOptions(rawValue: 1 << 1)
}
