/// A value that explains why a handler call failed to produce an answer.
///
/// The lifecycle ends with a failure response when a handler throws, misses its deadline or
/// drops its completion handler; the outcome carries this value as the diagnosis. A failure is
/// never turned into `ready` or `success`.
public struct IntentFailure: Error, Sendable, CustomStringConvertible {
  /// The phase whose handler call failed.
  public let phase: LifecyclePhase

  /// What went wrong.
  public let reason: Reason

  /// Creates a failure.
  public init(phase: LifecyclePhase, reason: Reason) {
    self.phase = phase
    self.reason = reason
  }

  /// A value that says what went wrong in a handler call.
  public enum Reason: Sendable {
    /// The handler threw an error.
    case threw(any Error)
    /// The handler didn't answer before the phase's deadline.
    case timedOut(after: Duration)
    /// The handler released its completion handler without calling it.
    case completionNeverCalled
  }

  /// The error the handler threw, if it threw one.
  public var error: (any Error)? {
    guard case .threw(let error) = reason else { return nil }
    return error
  }

  /// A Boolean value that indicates whether the handler missed its deadline.
  public var isTimeout: Bool {
    guard case .timedOut = reason else { return false }
    return true
  }

  /// The SiriKit `INIntentErrorCode` this failure stands for: ``IntentErrorCode/requestTimedOut``
  /// (3001) for a handler that missed its deadline, `nil` otherwise.
  ///
  /// A thrown error is the handler's own, and SiriKit has no code for a completion handler that
  /// was never called.
  public var intentErrorCode: IntentErrorCode? {
    isTimeout ? .requestTimedOut : nil
  }

  public var description: String {
    switch reason {
    case .threw(let error): "\(phase) threw \(error)"
    case .timedOut(let limit): "\(phase) timed out after \(limit)"
    case .completionNeverCalled: "\(phase) released its completion handler without calling it"
    }
  }
}
