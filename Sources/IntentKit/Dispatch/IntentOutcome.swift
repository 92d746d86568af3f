/// A value that reports where a non-interactive run of an intent's lifecycle ended.
///
/// ```swift
/// let outcome = try await dispatcher.dispatch(intent)
/// switch outcome.ending {
/// case .handled(let response): print("handled:", response.code)
/// case .needsUserInput(let request): print("waiting on", request.parameterName)
/// case .confirmationFailed(let response): print("confirm said", response.code)
/// case .intercepted(_, let response): print("refused:", response.code)
/// case .failed(let response, let failure): print(response.code, failure)
/// }
/// ```
public struct IntentOutcome<HandledIntent: Intent>: Sendable {
  /// The intent as resolved so far, with every successful resolution written in.
  public let intent: HandledIntent

  /// Where the lifecycle ended.
  public let ending: Ending

  /// A Boolean value that indicates whether the response was replayed from the idempotency
  /// store because the same request was handled before.
  public let isReplay: Bool

  /// Creates an outcome.
  @inlinable
  public init(intent: HandledIntent, ending: Ending, isReplay: Bool = false) {
    self.intent = intent
    self.ending = ending
    self.isReplay = isReplay
  }

  /// A value that says where an intent's lifecycle ended.
  public enum Ending: Sendable {
    /// Every parameter resolved, confirm proceeded, and handle answered with this response,
    /// whatever its code.
    case handled(HandledIntent.Response)

    /// A parameter needs the user: its value is missing, ambiguous, to be confirmed or
    /// unsupported.
    case needsUserInput(ParameterRequest<HandledIntent>)

    /// Confirm answered with a code that doesn't proceed to handle.
    case confirmationFailed(HandledIntent.Response)

    /// An interceptor answered in the handler's place before the phase ran.
    case intercepted(LifecyclePhase.Stage, HandledIntent.Response)

    /// A handler threw, timed out or dropped its completion handler; the response has code
    /// `failure`.
    case failed(HandledIntent.Response, IntentFailure)
  }

  /// The response the lifecycle ended with, if it got as far as a response.
  public var response: HandledIntent.Response? {
    switch ending {
    case .handled(let response), .confirmationFailed(let response),
      .intercepted(_, let response), .failed(let response, _):
      response
    case .needsUserInput:
      nil
    }
  }

  /// The request for user input, if the lifecycle stopped at a parameter.
  public var parameterRequest: ParameterRequest<HandledIntent>? {
    guard case .needsUserInput(let request) = ending else { return nil }
    return request
  }

  /// The failure, if a handler call failed.
  public var failure: IntentFailure? {
    guard case .failed(_, let failure) = ending else { return nil }
    return failure
  }

  /// A Boolean value that indicates whether handle ran (or was replayed).
  public var isHandled: Bool {
    guard case .handled = ending else { return false }
    return true
  }
}
