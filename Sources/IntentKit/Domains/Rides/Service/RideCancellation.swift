#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A value that says what cancelling a ride costs, or cost.
public struct RideCancellation: Hashable, Sendable {
  /// The fee, or `nil` if cancelling is free.
  public let fee: CurrencyAmount?

  /// When cancelling starts to cost the fee, while it is still free; `nil` once it costs it.
  public let feeThreshold: Date?

  /// Creates cancellation terms.
  public init(fee: CurrencyAmount?, feeThreshold: Date?) {
    self.fee = fee
    self.feeThreshold = feeThreshold
  }
}
