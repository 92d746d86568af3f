/// A type that observes or steps into every intent's lifecycle, for logging, metrics or
/// authorisation.
///
/// Interceptors run in the order they were added before a phase, and in reverse order after it,
/// like middleware. Before resolution, confirm and handle, ``willRun(_:of:)`` may answer in the
/// handler's place, for instance refusing a payment while the device is locked; after confirm
/// and handle, ``didRun(_:of:response:)`` sees (and may replace) the response. Both methods are
/// generic over the intent type, so interceptors see typed intents without boxing.
///
/// ```swift
/// struct AuditLog: IntentInterceptor {
///   func didRun<HandledIntent: Intent>(
///     _ phase: LifecyclePhase.Stage, of intent: HandledIntent, response: HandledIntent.Response
///   ) async -> HandledIntent.Response {
///     print("\(HandledIntent.wireName) \(phase): \(response.code)")
///     return response
///   }
/// }
/// ```
public protocol IntentInterceptor: Sendable {
  /// Called before a phase runs; return a response to end the lifecycle with it instead.
  ///
  /// Errors thrown here propagate to the caller of the dispatcher or conversation engine.
  /// The default implementation returns `nil`.
  func willRun<HandledIntent: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: HandledIntent
  ) async throws -> HandledIntent.Response?

  /// Called after confirm or handle answered; returns the response to use from here on.
  ///
  /// The default implementation returns `response` unchanged.
  func didRun<HandledIntent: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: HandledIntent,
    response: HandledIntent.Response
  ) async -> HandledIntent.Response
}

// MARK: - Default implementations

extension IntentInterceptor {
  /// The default implementation, which lets the phase run.
  public func willRun<HandledIntent: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: HandledIntent
  ) async throws -> HandledIntent.Response? {
    nil
  }

  /// The default implementation, which returns the response unchanged.
  public func didRun<HandledIntent: Intent>(
    _ phase: LifecyclePhase.Stage,
    of intent: HandledIntent,
    response: HandledIntent.Response
  ) async -> HandledIntent.Response {
    response
  }
}
