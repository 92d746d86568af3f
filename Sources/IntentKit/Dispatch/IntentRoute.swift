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
public struct IntentRoute<HandledIntent: Intent>: Sendable {
  /// What the route runs, built at registration and shared by every copy, so that copying a
  /// route (once a dispatch, once a conversation turn) retains one object, not each closure.
  @usableFromInline let _core: _RouteCore<HandledIntent>
  @usableFromInline let _interceptors: [any IntentInterceptor]

  @usableFromInline
  init(core: _RouteCore<HandledIntent>, interceptors: [any IntentInterceptor]) {
    self._core = core
    self._interceptors = interceptors
  }

  @usableFromInline
  init(
    registration: _HandlerRegistration<HandledIntent>,
    invoker: _HandlerInvoker,
    idempotency: _IdempotencyPartition<HandledIntent>?,
    interceptors: [any IntentInterceptor]
  ) {
    self.init(
      core: _RouteCore(registration: registration, invoker: invoker, idempotency: idempotency),
      interceptors: interceptors
    )
  }

  @inlinable var _registration: _HandlerRegistration<HandledIntent> { _core.registration }
  @inlinable var _invoker: _HandlerInvoker { _core.invoker }
  @inlinable var _idempotency: _IdempotencyPartition<HandledIntent>? { _core.idempotency }

  /// Runs `body` with the route's idempotency partition, without retaining it; `nil` if the
  /// route has no store.
  @inlinable @inline(__always)
  func _withIdempotency<Result>(
    _ body: (_IdempotencyPartition<HandledIntent>) throws -> Result
  ) rethrows -> Result? {
    guard let partition = _core.unmanagedIdempotency else { return nil }
    // reason: the route's core holds the partition strongly for as long as the route exists.
    return try partition._withUnsafeGuaranteedRef(body)
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
  public func run(_ intent: HandledIntent) async throws -> IntentOutcome<HandledIntent> {
    guard !_invoker.races else { return try await _runWatched(intent) }
    if let lifecycle = _registration.lifecycle {
      return try await lifecycle(self, intent, watch: nil)
    }
    return try await _runRegistered(intent, watch: nil)
  }

  /// Runs the lifecycle in one worker task whose phases are held to their preemptive deadlines.
  @usableFromInline
  func _runWatched(_ intent: HandledIntent) async throws -> IntentOutcome<HandledIntent> {
    let watch = _LifecycleWatch(intent: intent, invoker: _invoker)
    let inline = IntentRoute(
      registration: _registration,
      invoker: _invoker.withoutDeadlines,
      idempotency: _idempotency,
      interceptors: _interceptors
    )
    return try await watch.run {
      if let lifecycle = inline._registration.lifecycle {
        return try await lifecycle(inline, intent, watch: watch)
      }
      return try await inline._runRegistered(intent, watch: watch)
    }
  }

  /// Runs the lifecycle through the registration's existential handler: for a closure
  /// registration, which has no lifecycle specialized for its handler's type.
  @inlinable @inline(never)
  func _runRegistered(
    _ intent: HandledIntent,
    watch: _LifecycleWatch<HandledIntent>?
  ) async throws -> IntentOutcome<HandledIntent> {
    var intent = intent
    return try await _runLifecycle(&intent, watch: watch, calls: _RegisteredCalls())
  }

  /// Runs the lifecycle on the current task, reporting each phase to `watch` if there is one,
  /// and calling the handler's `async` methods through `calls`.
  ///
  /// Always inlined: its callers are a specialized lifecycle's closure, which then is the
  /// lifecycle's only frame, and `_runRegistered(_:watch:)`.
  @inlinable @inline(__always)
  func _runLifecycle(
    _ intent: inout HandledIntent,
    watch: _LifecycleWatch<HandledIntent>?,
    calls: some _HandlerCalls<HandledIntent>
  ) async throws -> IntentOutcome<HandledIntent> {
    if let response = try await _interceptBeforeResolution(intent) {
      return IntentOutcome(intent: intent, ending: .intercepted(.resolve, response))
    }
    for index in _registration.steps.indices {
      try watch?.enter(.resolve(parameter: _registration.steps[index].parameterName), with: intent)
      let step: _ResolutionStep
      do {
        step = try await _resolve(index, in: &intent, calls: calls)
      } catch {
        let failure = try _resolutionFailure(at: index, error)
        return IntentOutcome(intent: intent, ending: .failed(._failureResponse, failure))
      }
      switch step {
      case .resolved:
        continue
      case .needsUser(let resolution):
        let request = _request(at: index, resolution)
        return IntentOutcome(intent: intent, ending: .needsUserInput(request))
      }
    }
    try watch?.enter(.confirm, with: intent)
    // The identifier is hashed once for the store's look-up, claim and completion.
    let identifierHash = _withIdempotency { $0.identifierHash(of: intent) }
    switch try await _confirm(intent, identifierHash: identifierHash, calls: calls) {
    case .proceed:
      try watch?.enter(.handle, with: intent)
      return try await _handle(intent, identifierHash: identifierHash, calls: calls)
    case .ended(let outcome):
      return outcome
    }
  }

  /// The names of the parameters this route resolves, in order.
  public var resolvedParameterNames: [String] {
    _registration.steps.map(\.parameterName)
  }

  // MARK: - Phases

  /// Lets interceptors answer before resolution starts.
  @inlinable
  func _interceptBeforeResolution(_ intent: HandledIntent) async throws -> HandledIntent.Response? {
    _interceptors.isEmpty ? nil : try await _willRun(.resolve, of: intent)
  }

  /// Resolves one parameter, writing a resolved value into `intent`.
  ///
  /// Unless deadlines are preemptive an `async` resolver runs inline on the caller's task,
  /// writing into `intent` directly, and a cooperative deadline is checked when it answers;
  /// otherwise it runs on a copy raced against the deadline, and the copy replaces `intent` only
  /// if the resolver answered in time.
  ///
  /// The callers switch over the step, a non-generic enum, rather than over an optional
  /// ending: the optional was destroyed through its type's metadata after every parameter
  /// that resolved, though it held nothing.
  ///
  /// - Returns: Whether the parameter resolved or needs the user.
  /// - Throws: The resolver's or its deadline's error; `_resolutionFailure(at:_:)` says how
  ///   the lifecycle ends with it.
  @inlinable @inline(__always)
  func _resolve(
    _ index: Int,
    in intent: inout HandledIntent,
    calls: some _HandlerCalls<HandledIntent>
  ) async throws -> _ResolutionStep {
    // The step is read where it lies, not copied: held across the call, a copy of it was
    // destroyed afterwards through its type's metadata (its optional alternative shape), and
    // its references were retained and released around the call.
    if !_invoker.races, let resolver = calls.inlineResolver(at: index, route: self) {
      // The hot path, inline: no frame, no hop.
      let start = _invoker.startCall()
      let result = await calls.resolve(resolver, in: &intent)
      try _invoker.checkAnswer(.resolve, since: start)
      return result
    }
    return try await _resolveSlowly(_registration.steps[index], in: &intent)
  }

  /// The failure a resolver's error ends the lifecycle with.
  ///
  /// - Throws: `CancellationError` if the error means the task was cancelled.
  @inlinable
  func _resolutionFailure(at index: Int, _ error: any Error) throws -> IntentFailure {
    let phase = LifecyclePhase.resolve(parameter: _registration.steps[index].parameterName)
    guard let failure = _invoker.failure(in: phase, from: error) else {
      throw CancellationError()
    }
    return failure
  }

  /// What the user is asked for the parameter at an index whose resolution needs them.
  @inlinable
  func _request(
    at index: Int,
    _ resolution: Resolution<AnyParameterValue>
  ) -> ParameterRequest<HandledIntent> {
    ParameterRequest(
      parameterName: _registration.steps[index].parameterName,
      resolution: resolution
    )
  }

  /// Resolves one parameter on any path but the hot one: a shape not found yet, the
  /// alternative shape, a completion handler, or a call raced against a preemptive deadline.
  @usableFromInline
  func _resolveSlowly(
    _ step: ParameterResolver<HandledIntent>,
    in intent: inout HandledIntent
  ) async throws -> _ResolutionStep {
    let phase = LifecyclePhase.resolve(parameter: step.parameterName)
    switch step._choice.shape {
    case .unknown:
      return try await _probe(step, phase, in: &intent)
    case .alternative:
      return try await _run(step._alternative ?? step._method, phase, in: &intent)
    case .primary:
      return try await _run(step._method, phase, in: &intent)
    }
  }

  /// Runs one shape of a resolve method.
  @inlinable
  func _run(
    _ method: ParameterResolver<HandledIntent>._Method,
    _ phase: LifecyclePhase,
    in intent: inout HandledIntent
  ) async throws -> _ResolutionStep {
    switch method {
    case .async(let resolve):
      if !_invoker.races {
        let start = _invoker.startCall()
        let answer = await resolve(&intent)
        try _invoker.checkAnswer(.resolve, since: start)
        return answer
      }
      let (resolved, answer) = try await _invoker.perform(phase) { [intent] in
        var copy = intent
        let answer = await resolve(&copy)
        return (copy, answer)
      }
      intent = resolved
      return answer
    case .completion(let resolve):
      let invoker = self._invoker
      let apply = try await invoker.perform(phase) { [intent] in
        try await invoker.context(for: phase).awaitCompletion { resolve(intent, $0) }
      }
      return apply(&intent)
    }
  }

  /// Resolves one parameter for the first time, finding which shape of its resolve method the
  /// handler implements (see ``_ShapeChoice/discover(_:for:isolation:primary:alternative:)``).
  ///
  /// Each shape resolves its own copy of the intent; the copy of the shape that answered
  /// replaces `intent`.
  @usableFromInline
  func _probe(
    _ step: ParameterResolver<HandledIntent>,
    _ phase: LifecyclePhase,
    in intent: inout HandledIntent
  ) async throws -> _ResolutionStep {
    guard let alternative = step._alternative else {
      step._choice.settle(.primary)
      return try await _run(step._method, phase, in: &intent)
    }
    var (first, second) = (intent, intent)
    let answer = try await step._choice.discover(
      .resolve(step.parameterName),
      for: HandledIntent.self,
      primary: { try await _run(step._method, phase, in: &first) },
      alternative: { try await _run(alternative, phase, in: &second) }
    )
    intent = step._choice.shape == .alternative ? second : first
    return answer
  }

  /// Confirms a resolved intent, or replays the outcome of an earlier handle of the same request.
  ///
  /// `identifierHash` is the store's hash of the intent's identifier if the caller has it;
  /// otherwise it is computed here.
  @inlinable @inline(__always)
  func _confirm(
    _ intent: HandledIntent,
    identifierHash: Int? = nil,
    calls: some _HandlerCalls<HandledIntent>
  ) async throws -> _ConfirmationStep {
    try Task.checkCancellation()
    if let replay = try _replayIfHandled(intent, claiming: false, identifierHash: identifierHash) {
      return .ended(replay)
    }
    if !_interceptors.isEmpty, let response = try await _willRun(.confirm, of: intent) {
      return .ended(IntentOutcome(intent: intent, ending: .intercepted(.confirm, response)))
    }
    var response: HandledIntent.Response
    do {
      if !_invoker.races, _registration.confirmShape.shape == .primary {
        let start = _invoker.startCall()
        response = try await calls.confirm(intent, route: self)
        try _invoker.checkAnswer(.confirm, since: start)
      } else {
        let (registration, invoker) = (_registration, _invoker)
        response = try await invoker.perform(.confirm) {
          try await registration.confirm(intent, invoker)
        }
      }
    } catch {
      guard let failure = _invoker.failure(in: .confirm, from: error) else {
        throw CancellationError()
      }
      return .ended(IntentOutcome(intent: intent, ending: .failed(._failureResponse, failure)))
    }
    if !_interceptors.isEmpty {
      response = await _didRun(.confirm, of: intent, response: response)
    }
    guard response.code.proceedsToHandle else {
      return .ended(IntentOutcome(intent: intent, ending: .confirmationFailed(response)))
    }
    return .proceed(response)
  }

  /// Handles a confirmed intent at most once per identifier.
  ///
  /// `identifierHash` is the store's hash of the intent's identifier if the caller has it;
  /// otherwise it is computed here.
  @inlinable @inline(__always)
  func _handle(
    _ intent: HandledIntent,
    identifierHash: Int? = nil,
    calls: some _HandlerCalls<HandledIntent>
  ) async throws -> IntentOutcome<HandledIntent> {
    try Task.checkCancellation()
    if !_interceptors.isEmpty, let response = try await _willRun(.handle, of: intent) {
      return IntentOutcome(intent: intent, ending: .intercepted(.handle, response))
    }
    let identifierHash = identifierHash ?? _withIdempotency { $0.identifierHash(of: intent) }
    if let replay = try _replayIfHandled(intent, claiming: true, identifierHash: identifierHash) {
      return replay
    }
    var response: HandledIntent.Response
    do {
      if !_invoker.races, _registration.handleShape.shape == .primary {
        let start = _invoker.startCall()
        response = try await calls.handle(intent, route: self)
        if _invoker.answeredLate(.handle, since: start) {
          // The answer came too late for the caller, but it is the answer: a retry replays it.
          _complete(intent, with: response, identifierHash: identifierHash)
          throw _invoker.lateness(.handle)
        }
      } else {
        let (registration, invoker, idempotency) = (_registration, _invoker, _idempotency)
        response = try await invoker.perform(
          .handle,
          onLateResult: { late in
            Self._record(late, of: intent, in: idempotency, identifierHash: identifierHash)
          },
          { try await registration.handle(intent, invoker) }
        )
      }
    } catch {
      guard let failure = _invoker.failure(in: .handle, from: error) else {
        // An inline handler has stopped; a raced one reports its late result when it stops.
        if !_invoker.races || _invoker.deadlines.handle == nil {
          _release(intent, identifierHash: identifierHash)
        }
        throw CancellationError()
      }
      // A handler that threw can't say whether its effect happened (the money may have moved
      // before a connection dropped), so nothing is saved: a retry handles again, and the
      // effect's own key, such as the ledger's, keeps it from acting twice. One that timed out
      // may still finish; its late answer completes the claim, or releases it (a cooperative
      // deadline's late answer already completed it).
      if !failure.isTimeout { _release(intent, identifierHash: identifierHash) }
      return IntentOutcome(intent: intent, ending: .failed(._failureResponse, failure))
    }
    if !_interceptors.isEmpty {
      response = await _didRun(.handle, of: intent, response: response)
    }
    _complete(intent, with: response, identifierHash: identifierHash)
    return IntentOutcome(intent: intent, ending: .handled(response))
  }

  /// Saves handle's answer in the store, if there is one.
  @inlinable
  func _complete(
    _ intent: HandledIntent,
    with response: HandledIntent.Response,
    identifierHash: Int?
  ) {
    guard let identifierHash else { return }
    _withIdempotency { $0.complete(intent, with: response, identifierHash: identifierHash) }
  }

  /// Gives up the store's claim on an intent's identifier, if there is a store.
  @inlinable
  func _release(_ intent: HandledIntent, identifierHash: Int?) {
    guard let identifierHash else { return }
    _withIdempotency { $0.release(intent, identifierHash: identifierHash) }
  }

  /// What confirming an intent led to.
  @usableFromInline
  enum _ConfirmationStep: Sendable {
    /// Confirm answered with a code that proceeds to handle.
    case proceed(HandledIntent.Response)
    /// The lifecycle ended at confirm, or replayed an earlier outcome.
    case ended(IntentOutcome<HandledIntent>)
  }

  // MARK: - Idempotency

  /// Looks an intent's identifier up in the store, or claims it, and replays what the store
  /// holds for it; `nil` if there is no store or the identifier is new.
  @inlinable
  func _replayIfHandled(
    _ intent: HandledIntent,
    claiming: Bool,
    identifierHash: Int?
  ) throws -> IntentOutcome<HandledIntent>? {
    let status = _withIdempotency { partition in
      let hash = identifierHash ?? partition.identifierHash(of: intent)
      return claiming
        ? partition.claim(intent, identifierHash: hash)
        : partition.lookUp(intent, identifierHash: hash)
    }
    guard let status else { return nil }
    switch status {
    case .unknown:
      return nil
    case .completed(let response):
      return IntentOutcome(intent: intent, ending: .handled(response), isReplay: true)
    case .inFlight:
      throw IntentDispatchError._keyInUse(intent.identifier, intentName: HandledIntent.wireName)
    case .reused:
      throw IntentDispatchError._keyReused(intent.identifier, intentName: HandledIntent.wireName)
    }
  }

  /// Records the result of a handler that answered after the caller stopped waiting.
  @usableFromInline
  static func _record(
    _ late: Result<HandledIntent.Response, any Error>,
    of intent: HandledIntent,
    in idempotency: _IdempotencyPartition<HandledIntent>?,
    identifierHash hash: Int?
  ) {
    guard let idempotency, let hash else { return }
    switch late {
    case .success(let response):
      idempotency.complete(intent, with: response, identifierHash: hash)
    case .failure:
      idempotency.release(intent, identifierHash: hash)
    }
  }

  // MARK: - Interceptors

  @usableFromInline
  func _willRun(
    _ phase: LifecyclePhase.Stage,
    of intent: HandledIntent
  ) async throws -> HandledIntent.Response? {
    for interceptor in _interceptors {
      if let response = try await interceptor.willRun(phase, of: intent) { return response }
    }
    return nil
  }

  @usableFromInline
  func _didRun(
    _ phase: LifecyclePhase.Stage,
    of intent: HandledIntent,
    response: HandledIntent.Response
  ) async -> HandledIntent.Response {
    var response = response
    for interceptor in _interceptors.reversed() {
      response = await interceptor.didRun(phase, of: intent, response: response)
    }
    return response
  }
}

extension IntentResponse {
  /// A response with the generic failure code, used when a handler fails to answer.
  @inlinable
  static var _failureResponse: Self {
    Self(code: .failure)
  }
}

/// The handler's registration, invoker and idempotency partition of a route, held once.
@usableFromInline
final class _RouteCore<HandledIntent: Intent>: Sendable {
  @usableFromInline let registration: _HandlerRegistration<HandledIntent>
  @usableFromInline let invoker: _HandlerInvoker
  @usableFromInline let idempotency: _IdempotencyPartition<HandledIntent>?
  /// The same partition, unmanaged: ``idempotency`` keeps it alive for as long as the core.
  ///
  /// Every route of the intent type shares the partition, on every thread. Called through a
  /// strong reference, it was retained and released three times a lifecycle, and each change
  /// of its reference count moved the count's cache line from the thread that made the last.
  @usableFromInline let unmanagedIdempotency: Unmanaged<_IdempotencyPartition<HandledIntent>>?

  @usableFromInline
  init(
    registration: _HandlerRegistration<HandledIntent>,
    invoker: _HandlerInvoker,
    idempotency: _IdempotencyPartition<HandledIntent>?
  ) {
    self.registration = registration
    self.invoker = invoker
    self.idempotency = idempotency
    self.unmanagedIdempotency = idempotency.map { Unmanaged.passUnretained($0) }
  }
}
