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
///   func didRun<Intercepted: Intent>(
///     _ phase: InterceptedPhase, of intent: Intercepted, response: Intercepted.Response
///   ) async -> Intercepted.Response {
///     print("\(Intercepted.wireName) \(phase): \(response.code)")
///     return response
///   }
/// }
/// ```
public protocol IntentInterceptor: Sendable {
  /// Called before a phase runs; return a response to end the lifecycle with it instead.
  ///
  /// Errors thrown here propagate to the caller of the dispatcher or conversation engine.
  /// The default implementation returns `nil`.
  func willRun<Intercepted: Intent>(
    _ phase: InterceptedPhase,
    of intent: Intercepted
  ) async throws -> Intercepted.Response?

  /// Called after confirm or handle answered; returns the response to use from here on.
  ///
  /// The default implementation returns `response` unchanged.
  func didRun<Intercepted: Intent>(
    _ phase: InterceptedPhase,
    of intent: Intercepted,
    response: Intercepted.Response
  ) async -> Intercepted.Response
}

// MARK: - Default implementations

extension IntentInterceptor {
  /// The default implementation, which lets the phase run.
  public func willRun<Intercepted: Intent>(
    _ phase: InterceptedPhase,
    of intent: Intercepted
  ) async throws -> Intercepted.Response? {
    nil
  }

  /// The default implementation, which returns the response unchanged.
  public func didRun<Intercepted: Intent>(
    _ phase: InterceptedPhase,
    of intent: Intercepted,
    response: Intercepted.Response
  ) async -> Intercepted.Response {
    response
  }
}

/// A lifecycle phase that interceptors see.
public enum InterceptedPhase: String, Hashable, Sendable, Codable {
  /// Resolution of the intent's parameters is about to start.
  case resolve
  /// The intent is about to be, or was just, confirmed.
  case confirm
  /// The intent is about to be, or was just, handled.
  case handle
}
