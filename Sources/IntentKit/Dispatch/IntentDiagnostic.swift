/// A value that reports a handler's misbehaviour to the dispatcher's diagnostics handler.
///
/// Some problems can't be part of an outcome because they happen after it was returned, such as
/// a completion handler called a second time; the dispatcher reports every problem here, in
/// addition to any failure in the outcome.
public struct IntentDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The wire name of the intent whose handler misbehaved.
  public let intentName: String

  /// The phase whose handler misbehaved.
  public let phase: LifecyclePhase

  /// What happened.
  public let kind: Kind

  /// Creates a diagnostic.
  public init(intentName: String, phase: LifecyclePhase, kind: Kind) {
    self.intentName = intentName
    self.phase = phase
    self.kind = kind
  }

  /// A value that says what a handler did wrong.
  public enum Kind: Hashable, Sendable {
    /// The handler called its completion handler again; the call was ignored.
    case completionCalledTwice
    /// The handler released its completion handler without calling it.
    case completionNeverCalled
    /// The handler didn't answer before its deadline.
    case timedOut(after: Duration)
    /// The handler threw; the payload describes the error.
    case threw(String)
    /// Donating the handled interaction failed; the payload describes the error. The
    /// conversation's outcome is unaffected.
    case donationFailed(String)
  }

  public var description: String {
    switch kind {
    case .completionCalledTwice:
      "\(intentName) \(phase): completion handler called twice; the second call was ignored"
    case .completionNeverCalled:
      "\(intentName) \(phase): completion handler released without being called"
    case .timedOut(let limit): "\(intentName) \(phase): no answer within \(limit)"
    case .threw(let error): "\(intentName) \(phase): threw \(error)"
    case .donationFailed(let error): "\(intentName): donating the interaction failed: \(error)"
    }
  }
}
