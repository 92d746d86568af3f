/// The state of a payment or a bill; cases and raw values match SiriKit's `INPaymentStatus`.
public enum PaymentStatus: Int, Hashable, Sendable, Codable, CaseIterable, IntentValue {
  /// The state isn't known.
  case unknown = 0
  /// The payment was accepted but hasn't completed.
  case pending = 1
  /// The payment completed.
  case completed = 2
  /// The payment was cancelled.
  case canceled = 3
  /// The payment failed.
  case failed = 4
  /// The bill hasn't been paid.
  case unpaid = 5
}
