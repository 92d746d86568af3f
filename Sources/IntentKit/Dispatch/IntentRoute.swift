/// The typed lifecycle for one intent type: its handler's resolvers, confirm and handle, with the
/// dispatcher's deadlines, idempotency store and interceptors.
///
/// Get a route from ``IntentDispatcher/route(for:)`` once and reuse it on hot paths: running a
/// route does no dictionary lookup and no casts.
///
/// ```swift
/// let route = try dispatcher.route(for: SendPaymentIntent.self)
/// for intent in intents {
///   let outcome = try await route.run(intent)
/// }
/// ```
public struct IntentRoute<Routed: Intent>: Sendable {
  let registration: HandlerRegistration<Routed>
  let invoker: HandlerInvoker
  let idempotencyStore: IdempotencyStore?
  let interceptors: [any IntentInterceptor]

  /// Runs the whole lifecycle without a user: resolves every parameter in order, confirms, and
  /// handles, stopping at the first parameter that needs the user.
  ///
  /// - Returns: Where the lifecycle ended; see ``IntentOutcome/Ending``.
  /// - Throws: `CancellationError` if the task is cancelled before handle runs, in which case
  ///   nothing was handled; ``IntentDispatchError`` with code
  ///   ``IntentDispatchError/Code/idempotencyKeyReused`` or
  ///   ``IntentDispatchError/Code/idempotencyKeyInUse`` if the intent's identifier is taken;
  ///   and any error an interceptor throws.
  public func run(_ intent: Routed) async throws -> IntentOutcome<Routed> {
    var intent = intent
    if let response = try await willRun(.resolve, of: intent) {
      return IntentOutcome(intent: intent, ending: .intercepted(.resolve, response))
    }
    if let stop = try await resolve(&intent, from: 0) {
      return stop
    }
    switch try await confirm(intent) {
    case .proceed:
      return try await handle(intent)
    case .ended(let outcome):
      return outcome
    }
  }

  /// The names of the parameters this route resolves, in order.
  public var resolvedParameterNames: [String] {
    registration.steps.map(\.parameterName)
  }

  // MARK: - Phases

  /// Resolves the parameters from step `start` on, writing resolved values into `intent`.
  ///
  /// - Returns: `nil` when every parameter resolved; otherwise the outcome to stop with.
  func resolve(_ intent: inout Routed, from start: Int) async throws -> IntentOutcome<Routed>? {
    var index = start
    while index < registration.steps.count {
      if let stop = try await resolveStep(index, in: &intent) { return stop }
      index += 1
    }
    return nil
  }

  /// Resolves one parameter, writing a resolved value into `intent`.
  ///
  /// - Returns: `nil` when the parameter resolved; otherwise the outcome to stop with.
  func resolveStep(_ index: Int, in intent: inout Routed) async throws -> IntentOutcome<Routed>? {
    let step = registration.steps[index]
    switch await step.resolve(&intent, invoker) {
    case .resolved:
      return nil
    case .needsUser(let resolution):
      let request = ParameterRequest<Routed>(
        parameterName: step.parameterName,
        resolution: resolution
      )
      return IntentOutcome(intent: intent, ending: .needsUserInput(request))
    case .failed(let failure):
      return IntentOutcome(intent: intent, ending: .failed(.failureResponse, failure))
    case .cancelled:
      throw CancellationError()
    }
  }

  /// Confirms a resolved intent, or replays the outcome of an earlier handle of the same request.
  func confirm(_ intent: Routed) async throws -> ConfirmationStep {
    try Task.checkCancellation()
    if let replay = try replayIfHandled(intent, claiming: false) {
      return .ended(replay)
    }
    if let response = try await willRun(.confirm, of: intent) {
      return .ended(IntentOutcome(intent: intent, ending: .intercepted(.confirm, response)))
    }
    switch await invoker.call(.confirm, registration.confirm, intent) {
    case .returned(let response):
      let response = await didRun(.confirm, of: intent, response: response)
      guard response.code.proceedsToHandle else {
        return .ended(IntentOutcome(intent: intent, ending: .confirmationFailed(response)))
      }
      return .proceed(response)
    case .failed(let failure):
      return .ended(IntentOutcome(intent: intent, ending: .failed(.failureResponse, failure)))
    case .cancelled:
      throw CancellationError()
    }
  }

  /// Handles a confirmed intent at most once per identifier.
  func handle(_ intent: Routed) async throws -> IntentOutcome<Routed> {
    try Task.checkCancellation()
    if let response = try await willRun(.handle, of: intent) {
      return IntentOutcome(intent: intent, ending: .intercepted(.handle, response))
    }
    if let replay = try replayIfHandled(intent, claiming: true) {
      return replay
    }
    let store = idempotencyStore
    let result = await invoker.call(
      .handle,
      registration.handle,
      intent,
      onLateResult: { late in Self.record(late, of: intent, in: store) }
    )
    switch result {
    case .returned(let response):
      let response = await didRun(.handle, of: intent, response: response)
      store?.complete(intent, with: .handled(response))
      return IntentOutcome(intent: intent, ending: .handled(response))
    case .failed(let failure):
      // A handler that timed out may still finish; its late result completes the claim.
      if !failure.isTimeout { store?.complete(intent, with: .failed(.failureResponse, failure)) }
      return IntentOutcome(intent: intent, ending: .failed(.failureResponse, failure))
    case .cancelled:
      // An inline handler has stopped; a raced one reports its late result when it stops.
      if invoker.deadlines.handle == nil { store?.release(intent) }
      throw CancellationError()
    }
  }

  /// What confirming an intent led to.
  enum ConfirmationStep: Sendable {
    /// Confirm answered with a code that proceeds to handle.
    case proceed(Routed.Response)
    /// The lifecycle ended at confirm, or replayed an earlier outcome.
    case ended(IntentOutcome<Routed>)
  }

  // MARK: - Idempotency

  private func replayIfHandled(
    _ intent: Routed,
    claiming: Bool
  ) throws -> IntentOutcome<Routed>? {
    guard let store = idempotencyStore else { return nil }
    let status = claiming ? store.claim(intent) : store.lookUp(intent)
    switch status {
    case .unknown:
      return nil
    case .completed(let ending):
      return IntentOutcome(intent: intent, ending: ending, isReplay: true)
    case .inFlight:
      throw IntentDispatchError.keyInUse(intent.identifier, intentName: Routed.wireName)
    case .reused:
      throw IntentDispatchError.keyReused(intent.identifier, intentName: Routed.wireName)
    }
  }

  /// Records the result of a handler that answered after the caller stopped waiting.
  private static func record(
    _ late: HandlerCallResult<Routed.Response>,
    of intent: Routed,
    in store: IdempotencyStore?
  ) {
    switch late {
    case .returned(let response): store?.complete(intent, with: .handled(response))
    case .failed(let failure): store?.complete(intent, with: .failed(.failureResponse, failure))
    case .cancelled: store?.release(intent)
    }
  }

  // MARK: - Interceptors

  private func willRun(
    _ phase: InterceptedPhase,
    of intent: Routed
  ) async throws -> Routed.Response? {
    for interceptor in interceptors {
      if let response = try await interceptor.willRun(phase, of: intent) { return response }
    }
    return nil
  }

  private func didRun(
    _ phase: InterceptedPhase,
    of intent: Routed,
    response: Routed.Response
  ) async -> Routed.Response {
    var response = response
    for interceptor in interceptors.reversed() {
      response = await interceptor.didRun(phase, of: intent, response: response)
    }
    return response
  }
}

extension IntentResponse {
  /// A response with the generic failure code, used when a handler fails to answer.
  static var failureResponse: Self {
    Self(code: .failure)
  }
}
