/// A type that sends feedback on rides, SiriKit's `INSendRideFeedbackIntentHandling`.
///
/// As in SiriKit there are no resolve methods, and the methods keep SiriKit's labels,
/// `handle(sendRideFeedback:)` and `confirm(sendRideFeedback:)`, each in SiriKit's two shapes, `async` and
/// completion handler; implement whichever you like. The protocol provides the lifecycle's
/// `handle(intent:)` and `confirm(intent:)` from them.
///
/// Unlike other intents, confirm is required: SiriKit won't call handle without it, so the default confirm answers `failure`. Implement confirm and answer `ready`.
public protocol SendRideFeedbackIntentHandling: IntentHandling
where HandledIntent == SendRideFeedbackIntent {
  /// Sends the feedback.
  func handle(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse

  /// Sends the feedback, SiriKit's completion-handler shape.
  func handle(
    sendRideFeedback intent: SendRideFeedbackIntent,
    completion: @escaping @Sendable (SendRideFeedbackIntentResponse) -> Void
  )

  /// Checks that the feedback can be sent.
  ///
  /// The default implementation answers `failure`: SiriKit won't call handle without a confirm method ("If unimplemented, the system will not allow calling of the handle method").
  func confirm(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse

  /// Checks that the feedback can be sent, SiriKit's completion-handler shape.
  ///
  /// The default implementation completes with `failure`: SiriKit won't call handle without a confirm method ("If unimplemented, the system will not allow calling of the handle method").
  func confirm(
    sendRideFeedback intent: SendRideFeedbackIntent,
    completion: @escaping @Sendable (SendRideFeedbackIntentResponse) -> Void
  )
}

// MARK: - Default implementations

extension SendRideFeedbackIntentHandling {
  /// The default implementation, which throws ``UnimplementedHandleError``: implement this
  /// method or ``handle(sendRideFeedback:completion:)``.
  public func handle(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    throw UnimplementedHandleError(intentName: SendRideFeedbackIntent.wireName)
  }

  /// The default implementation, which completes with `failure`: implement this method or
  /// ``handle(sendRideFeedback:)``.
  public func handle(
    sendRideFeedback intent: SendRideFeedbackIntent,
    completion: @escaping @Sendable (SendRideFeedbackIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(SendRideFeedbackIntentResponse(code: .failure))
  }

  /// The default implementation, which answers `failure`, as SiriKit does without a confirm
  /// method.
  public func confirm(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    return SendRideFeedbackIntentResponse(code: .failure)
  }

  /// The default implementation, which completes with `failure`, as SiriKit does without a
  /// confirm method.
  public func confirm(
    sendRideFeedback intent: SendRideFeedbackIntent,
    completion: @escaping @Sendable (SendRideFeedbackIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(SendRideFeedbackIntentResponse(code: .failure))
  }

  /// The default implementation, which calls ``confirm(sendRideFeedback:)``.
  public func confirm(intent: SendRideFeedbackIntent) async throws -> SendRideFeedbackIntentResponse
  {
    try await confirm(sendRideFeedback: intent)
  }

  /// The default implementation, which calls ``confirm(sendRideFeedback:completion:)``.
  public func confirm(
    intent: SendRideFeedbackIntent,
    completion: @escaping @Sendable (SendRideFeedbackIntentResponse) -> Void
  ) {
    confirm(sendRideFeedback: intent, completion: completion)
  }

  /// The default implementation, which calls ``handle(sendRideFeedback:)``.
  public func handle(intent: SendRideFeedbackIntent) async throws -> SendRideFeedbackIntentResponse
  {
    try await handle(sendRideFeedback: intent)
  }

  /// The default implementation, which calls ``handle(sendRideFeedback:completion:)``.
  public func handle(
    intent: SendRideFeedbackIntent,
    completion: @escaping @Sendable (SendRideFeedbackIntentResponse) -> Void
  ) {
    handle(sendRideFeedback: intent, completion: completion)
  }
}
