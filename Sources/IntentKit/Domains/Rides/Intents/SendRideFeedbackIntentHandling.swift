/// A type that sends feedback on rides, SiriKit's `INSendRideFeedbackIntentHandling`.
///
/// As in SiriKit there are no resolve methods, and the methods keep SiriKit's labels,
/// `handle(sendRideFeedback:)` and `confirm(sendRideFeedback:)`; the protocol provides the
/// lifecycle's `handle(intent:)` and `confirm(intent:)` from them.
public protocol SendRideFeedbackIntentHandling: IntentHandling
where HandledIntent == SendRideFeedbackIntent {
  /// Sends the feedback.
  func handle(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse

  /// Checks that the feedback can be sent.
  ///
  /// SiriKit won't call handle without it. The default implementation returns `ready`.
  func confirm(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse
}

// MARK: - Default implementations

extension SendRideFeedbackIntentHandling {
  /// The default implementation, which returns `ready`.
  public func confirm(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    SendRideFeedbackIntentResponse(code: .ready)
  }

  /// The default implementation, which confirms by calling ``confirm(sendRideFeedback:)``.
  public func confirm(
    intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    try await confirm(sendRideFeedback: intent)
  }

  /// The default implementation, which handles by calling ``handle(sendRideFeedback:)``.
  public func handle(
    intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    try await handle(sendRideFeedback: intent)
  }
}
