/// Calls handler methods for one intent type, enforcing each phase's deadline.
///
/// With no deadline for a phase the call runs inline on the caller's task, the cheapest path;
/// call sites do that themselves so the inline path adds no frame or allocation. With a deadline
/// the call runs in a worker task raced against a timer, because only a separate task lets the
/// caller stop waiting for a handler that never answers.
@usableFromInline
struct _HandlerInvoker: Sendable {
  @usableFromInline let intentName: String
  @usableFromInline let deadlines: HandlerDeadlines
  @usableFromInline let diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)?
  @usableFromInline let watchdog: _DeadlineWatchdog

  @usableFromInline
  init(
    intentName: String,
    deadlines: HandlerDeadlines,
    diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)?,
    watchdog: _DeadlineWatchdog
  ) {
    self.intentName = intentName
    self.deadlines = deadlines
    self.diagnosticsHandler = diagnosticsHandler
    self.watchdog = watchdog
  }

  /// The same invoker with no deadlines, for code that a ``LifecycleWatch`` already holds to
  /// its deadlines.
  @usableFromInline
  var withoutDeadlines: _HandlerInvoker {
    _HandlerInvoker(
      intentName: intentName,
      deadlines: .none,
      diagnosticsHandler: diagnosticsHandler,
      watchdog: watchdog
    )
  }

  /// Runs a handler call raced against the phase's deadline, or inline when the phase has none.
  ///
  /// Hot paths call handlers inline themselves when there is no deadline, to avoid this
  /// closure; this serves the other cases.
  ///
  /// - Parameters:
  ///   - phase: The phase, which picks the deadline.
  ///   - onLateResult: Called with the handler's result if it answers after its deadline passed
  ///     or the caller was cancelled.
  ///   - call: The handler call.
  /// - Returns: The handler's answer.
  /// - Throws: The handler's error, ``DeadlineExceeded``, or `CancellationError`.
  @usableFromInline
  func perform<Output: Sendable>(
    _ phase: LifecyclePhase,
    onLateResult: (@Sendable (Result<Output, any Error>) -> Void)? = nil,
    _ call: @escaping @Sendable () async throws -> Output
  ) async throws -> Output {
    guard let limit = deadlines.limit(for: phase) else { return try await call() }
    return try await _DeadlineRace.run(
      limit: limit,
      watchdog: watchdog,
      onLateResult: onLateResult,
      operation: call
    )
  }

  /// Classifies an error that ended a handler call and reports it to the diagnostics handler.
  ///
  /// A released completion handler is not reported here: its ``CompletionToken`` reported it
  /// when it was released, which is also the only way ``CompletionReleasedError`` arises.
  ///
  /// - Returns: The failure to end the phase with, or `nil` when the caller was cancelled.
  @usableFromInline
  func failure(in phase: LifecyclePhase, from error: any Error) -> IntentFailure? {
    let reason: IntentFailure.Reason
    let kind: IntentDiagnostic.Kind
    switch error {
    case let exceeded as DeadlineExceeded:
      reason = .timedOut(after: exceeded.limit)
      kind = .timedOut(after: exceeded.limit)
    case is CompletionReleasedError:
      return IntentFailure(phase: phase, reason: .completionNeverCalled)
    case is CancellationError where Task.isCancelled:
      return nil
    default:
      reason = .threw(error)
      kind = .threw(String(describing: error))
    }
    diagnosticsHandler?(IntentDiagnostic(intentName: intentName, phase: phase, kind: kind))
    return IntentFailure(phase: phase, reason: reason)
  }

  /// The context a completion-style handler call needs.
  @usableFromInline
  func context(for phase: LifecyclePhase) -> _HandlerCallContext {
    _HandlerCallContext(
      intentName: intentName,
      phase: phase,
      diagnosticsHandler: diagnosticsHandler
    )
  }
}

/// Thrown by a raced handler call whose deadline passed before it answered.
struct DeadlineExceeded: Error {
  let limit: Duration
}

/// Thrown when a handler releases its completion handler without calling it.
struct CompletionReleasedError: Error {}

/// The per-call facts a completion-style handler call needs: which intent and phase it serves,
/// and where to report misbehaviour.
@usableFromInline
struct _HandlerCallContext: Sendable {
  let intentName: String
  let phase: LifecyclePhase
  let diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)?

  /// Calls a completion-style function and waits for its completion handler.
  ///
  /// The first call of the completion handler answers; later calls are ignored and reported. If
  /// the function releases the completion handler without calling it, this throws
  /// ``CompletionReleasedError``; if the task is cancelled first, it throws `CancellationError`.
  @usableFromInline
  func awaitCompletion<Output: Sendable>(
    _ body: (@escaping @Sendable (Output) -> Void) -> Void
  ) async throws -> Output {
    let gate = CompletionGate<Output>(context: self)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        gate.install(continuation)
        let token = CompletionToken(gate: gate)
        body { value in token.complete(with: value) }
      }
    } onCancel: {
      gate.finish(.failure(CancellationError()))
    }
  }

  func report(_ kind: IntentDiagnostic.Kind) {
    diagnosticsHandler?(IntentDiagnostic(intentName: intentName, phase: phase, kind: kind))
  }
}
