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
///
/// The lifecycle is `@inlinable` so that it is specialized for each intent type in the module
/// that runs it; measured in `intentkit-bench`, that makes it about three times cheaper than
/// generic code called across the module boundary.
public struct IntentRoute<Routed: Intent>: Sendable {
  @usableFromInline let registration: HandlerRegistration<Routed>
  @usableFromInline let invoker: HandlerInvoker
  @usableFromInline let idempotency: IdempotencyPartition<Routed>?
  @usableFromInline let interceptors: [any IntentInterceptor]

  @usableFromInline
  init(
    registration: HandlerRegistration<Routed>,
    invoker: HandlerInvoker,
    idempotency: IdempotencyPartition<Routed>?,
    interceptors: [any IntentInterceptor]
  ) {
    self.registration = registration
    self.invoker = invoker
    self.idempotency = idempotency
    self.interceptors = interceptors
  }

  /// Runs the whole lifecycle without a user: resolves every parameter in order, confirms, and
  /// handles, stopping at the first parameter that needs the user.
  ///
  /// - Returns: Where the lifecycle ended; see ``IntentOutcome/Ending``.
  /// - Throws: `CancellationError` if the task is cancelled before handle runs, in which case
  ///   nothing was handled; ``IntentDispatchError`` with code
  ///   ``IntentDispatchError/Code/idempotencyKeyReused`` or
  ///   ``IntentDispatchError/Code/idempotencyKeyInUse`` if the intent's identifier is taken;
  ///   and any error an interceptor throws.
  @inlinable
  public func run(_ intent: Routed) async throws -> IntentOutcome<Routed> {
    guard invoker.deadlines == .none else { return try await runWatched(intent) }
    return try await runLifecycle(intent, watch: nil)
  }

  /// Runs the lifecycle in one worker task whose phases are held to their deadlines.
  @usableFromInline
  func runWatched(_ intent: Routed) async throws -> IntentOutcome<Routed> {
    let watch = LifecycleWatch(intent: intent, invoker: invoker)
    let inline = IntentRoute(
      registration: registration,
      invoker: invoker.withoutDeadlines,
      idempotency: idempotency,
      interceptors: interceptors
    )
    return try await watch.run { try await inline.runLifecycle(intent, watch: watch) }
  }

  /// Runs the lifecycle on the current task, reporting each phase to `watch` if there is one.
  @inlinable
  func runLifecycle(
    _ intent: Routed,
    watch: LifecycleWatch<Routed>?
  ) async throws -> IntentOutcome<Routed> {
    var intent = intent
    if let response = try await interceptBeforeResolution(intent) {
      return IntentOutcome(intent: intent, ending: .intercepted(.resolve, response))
    }
    for index in registration.steps.indices {
      try watch?.enter(.resolve(parameter: registration.steps[index].parameterName), with: intent)
      if let ending = try await resolveStep(index, in: &intent) {
        return IntentOutcome(intent: intent, ending: ending)
      }
    }
    try watch?.enter(.confirm, with: intent)
    switch try await confirm(intent) {
    case .proceed:
      try watch?.enter(.handle, with: intent)
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

  /// Lets interceptors answer before resolution starts.
  @inlinable
  func interceptBeforeResolution(_ intent: Routed) async throws -> Routed.Response? {
    interceptors.isEmpty ? nil : try await willRun(.resolve, of: intent)
  }

  /// Resolves one parameter, writing a resolved value into `intent`.
  ///
  /// With no deadline an `async` resolver runs inline on the caller's task, writing into
  /// `intent` directly; otherwise it runs on a copy raced against the deadline, and the copy
  /// replaces `intent` only if the resolver answered in time.
  ///
  /// - Returns: `nil` when the parameter resolved; otherwise the ending to stop with.
  @inlinable
  func resolveStep(
    _ index: Int,
    in intent: inout Routed
  ) async throws -> IntentOutcome<Routed>.Ending? {
    let step = registration.steps[index]
    let phase = LifecyclePhase.resolve(parameter: step.parameterName)
    let result: ResolutionStep
    do {
      switch step._method {
      case .async(let resolve):
        if invoker.deadlines.resolve == nil {
          result = await resolve(&intent)
        } else {
          let (resolved, answer) = try await invoker.perform(phase) { [intent] in
            var copy = intent
            let answer = await resolve(&copy)
            return (copy, answer)
          }
          intent = resolved
          result = answer
        }
      case .completion(let resolve):
        let invoker = self.invoker
        let apply = try await invoker.perform(phase) { [intent] in
          try await invoker.context(for: phase).awaitCompletion { resolve(intent, $0) }
        }
        result = apply(&intent)
      }
    } catch {
      guard let failure = invoker.failure(in: phase, from: error) else {
        throw CancellationError()
      }
      return .failed(.failureResponse, failure)
    }
    switch result {
    case .resolved:
      return nil
    case .needsUser(let resolution):
      return .needsUserInput(
        ParameterRequest(parameterName: step.parameterName, resolution: resolution)
      )
    }
  }

  /// Confirms a resolved intent, or replays the outcome of an earlier handle of the same request.
  @inlinable
  func confirm(_ intent: Routed) async throws -> ConfirmationStep {
    try Task.checkCancellation()
    if let replay = try replayIfHandled(intent, claiming: false) {
      return .ended(replay)
    }
    if !interceptors.isEmpty, let response = try await willRun(.confirm, of: intent) {
      return .ended(IntentOutcome(intent: intent, ending: .intercepted(.confirm, response)))
    }
    var response: Routed.Response
    do {
      if case .handler(let handler) = registration.methods, invoker.deadlines.confirm == nil {
        response = try await handler.confirm(intent: intent)
      } else {
        let (methods, invoker) = (registration.methods, invoker)
        response = try await invoker.perform(.confirm) {
          try await methods.confirm(intent, invoker)
        }
      }
    } catch {
      guard let failure = invoker.failure(in: .confirm, from: error) else {
        throw CancellationError()
      }
      return .ended(IntentOutcome(intent: intent, ending: .failed(.failureResponse, failure)))
    }
    if !interceptors.isEmpty {
      response = await didRun(.confirm, of: intent, response: response)
    }
    guard response.code.proceedsToHandle else {
      return .ended(IntentOutcome(intent: intent, ending: .confirmationFailed(response)))
    }
    return .proceed(response)
  }

  /// Handles a confirmed intent at most once per identifier.
  @inlinable
  func handle(_ intent: Routed) async throws -> IntentOutcome<Routed> {
    try Task.checkCancellation()
    if !interceptors.isEmpty, let response = try await willRun(.handle, of: intent) {
      return IntentOutcome(intent: intent, ending: .intercepted(.handle, response))
    }
    if let replay = try replayIfHandled(intent, claiming: true) {
      return replay
    }
    var response: Routed.Response
    do {
      if case .handler(let handler) = registration.methods, invoker.deadlines.handle == nil {
        response = try await handler.handle(intent: intent)
      } else {
        let (methods, invoker, idempotency) = (registration.methods, invoker, idempotency)
        response = try await invoker.perform(
          .handle,
          onLateResult: { late in Self.record(late, of: intent, in: idempotency) },
          { try await methods.handle(intent, invoker) }
        )
      }
    } catch {
      guard let failure = invoker.failure(in: .handle, from: error) else {
        // An inline handler has stopped; a raced one reports its late result when it stops.
        if invoker.deadlines.handle == nil { idempotency?.release(intent) }
        throw CancellationError()
      }
      // A handler that threw can't say whether its effect happened (the money may have moved
      // before a connection dropped), so nothing is saved: a retry handles again, and the
      // effect's own key, such as the ledger's, keeps it from acting twice. One that timed out
      // may still finish; its late answer completes the claim, or releases it.
      if !failure.isTimeout { idempotency?.release(intent) }
      return IntentOutcome(intent: intent, ending: .failed(.failureResponse, failure))
    }
    if !interceptors.isEmpty {
      response = await didRun(.handle, of: intent, response: response)
    }
    idempotency?.complete(intent, with: .handled(response))
    return IntentOutcome(intent: intent, ending: .handled(response))
  }

  /// What confirming an intent led to.
  @usableFromInline
  enum ConfirmationStep: Sendable {
    /// Confirm answered with a code that proceeds to handle.
    case proceed(Routed.Response)
    /// The lifecycle ended at confirm, or replayed an earlier outcome.
    case ended(IntentOutcome<Routed>)
  }

  // MARK: - Idempotency

  @inlinable
  func replayIfHandled(
    _ intent: Routed,
    claiming: Bool
  ) throws -> IntentOutcome<Routed>? {
    guard let idempotency else { return nil }
    switch claiming ? idempotency.claim(intent) : idempotency.lookUp(intent) {
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
  @usableFromInline
  static func record(
    _ late: Result<Routed.Response, any Error>,
    of intent: Routed,
    in idempotency: IdempotencyPartition<Routed>?
  ) {
    switch late {
    case .success(let response):
      idempotency?.complete(intent, with: .handled(response))
    case .failure:
      idempotency?.release(intent)
    }
  }

  // MARK: - Interceptors

  @usableFromInline
  func willRun(
    _ phase: InterceptedPhase,
    of intent: Routed
  ) async throws -> Routed.Response? {
    for interceptor in interceptors {
      if let response = try await interceptor.willRun(phase, of: intent) { return response }
    }
    return nil
  }

  @usableFromInline
  func didRun(
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
  @inlinable
  static var failureResponse: Self {
    Self(code: .failure)
  }
}
