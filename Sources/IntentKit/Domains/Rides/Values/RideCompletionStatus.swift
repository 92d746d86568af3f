/// A value that says how a ride ended: completed or cancelled, and what the rider owes, SiriKit's
/// `INRideCompletionStatus`.
///
/// Make one with the SiriKit-style factories:
///
/// ```swift
/// var status = RideCompletionStatus.completed(settled: .usd(24_75))
/// status.feedbackType = [.rate, .tip]
/// let cancelled = RideCompletionStatus.canceledByUser(outstandingFee: .usd(5_00))
/// ```
public struct RideCompletionStatus: Hashable, Sendable, Codable {
  /// How the ride ended.
  public let outcome: Outcome

  /// The amount paid or owed for the ride: the fare, or a cancellation fee.
  public let paymentAmount: CurrencyAmount?

  /// A Boolean value that indicates whether ``paymentAmount`` is still owed (`true`) or already
  /// settled (`false`).
  public let isOutstanding: Bool

  /// The feedback the service asks for, such as a rating and a tip.
  ///
  /// In SiriKit only `completed(feedbackType:)` sets it; IntentKit lets any completed status ask
  /// for feedback.
  public var feedbackType: RideFeedbackTypeOptions

  /// The tips to suggest when ``feedbackType`` includes ``RideFeedbackTypeOptions/tip``.
  public var defaultTippingOptions: Set<CurrencyAmount>?

  /// An activity that settles an outstanding payment in the app.
  public var completionUserActivity: UserActivity?

  /// The ways a ride ends.
  public enum Outcome: Int, Hashable, Sendable, Codable, CaseIterable {
    /// The ride reached its destination.
    case completed = 0
    /// The service cancelled the ride, for example because the driver asked to.
    case canceledByService = 1
    /// The rider cancelled the ride.
    case canceledByUser = 2
    /// The rider wasn't at the pickup location before the vehicle's waiting time ran out.
    case canceledMissedPickup = 3
  }

  private init(
    _ outcome: Outcome,
    paymentAmount: CurrencyAmount? = nil,
    isOutstanding: Bool = false,
    feedbackType: RideFeedbackTypeOptions = []
  ) {
    self.outcome = outcome
    self.paymentAmount = paymentAmount
    self.isOutstanding = isOutstanding
    self.feedbackType = feedbackType
  }

  // MARK: - Factories

  /// Returns the status of a completed ride.
  public static func completed() -> Self {
    Self(.completed)
  }

  /// Returns the status of a completed ride whose fare was paid.
  public static func completed(settled paymentAmount: CurrencyAmount) -> Self {
    Self(.completed, paymentAmount: paymentAmount)
  }

  /// Returns the status of a completed ride whose fare is still owed.
  public static func completed(outstanding paymentAmount: CurrencyAmount) -> Self {
    Self(.completed, paymentAmount: paymentAmount, isOutstanding: true)
  }

  /// Returns the status of a completed ride that asks for feedback.
  public static func completed(feedbackType: RideFeedbackTypeOptions) -> Self {
    Self(.completed, feedbackType: feedbackType)
  }

  /// Returns the status of a ride the service cancelled.
  public static func canceledByService() -> Self {
    Self(.canceledByService)
  }

  /// Returns the status of a ride the rider cancelled at no charge.
  public static func canceledByUser() -> Self {
    Self(.canceledByUser)
  }

  /// Returns the status of a ride the rider cancelled with a cancellation fee that was paid.
  ///
  /// An IntentKit addition, like ``canceledByUser(outstandingFee:)``: SiriKit reports the fee
  /// only in the cancel response.
  public static func canceledByUser(settledFee fee: CurrencyAmount) -> Self {
    Self(.canceledByUser, paymentAmount: fee)
  }

  /// Returns the status of a ride the rider cancelled with a cancellation fee still owed.
  public static func canceledByUser(outstandingFee fee: CurrencyAmount) -> Self {
    Self(.canceledByUser, paymentAmount: fee, isOutstanding: true)
  }

  /// Returns the status of a ride cancelled because the rider missed the pickup.
  public static func canceledMissedPickup() -> Self {
    Self(.canceledMissedPickup)
  }

  // MARK: - Accessors

  /// A Boolean value that indicates whether the ride reached its destination.
  public var isCompleted: Bool {
    outcome == .completed
  }

  /// A Boolean value that indicates whether the ride was cancelled, for any reason.
  public var isCanceled: Bool {
    outcome != .completed
  }

  /// A Boolean value that indicates whether the ride was cancelled because the rider missed the
  /// pickup; only `true` when ``isCanceled`` is.
  public var isMissedPickup: Bool {
    outcome == .canceledMissedPickup
  }
}
