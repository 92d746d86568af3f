/// Calls handler methods for one intent type, enforcing each phase's deadline.
///
/// Without deadlines, or with ``HandlerDeadlines/Enforcement-swift.enum/cooperative`` ones, a
/// call runs inline on the caller's task, the cheapest path; call sites do that themselves so the
/// inline path adds no frame or allocation, and check a cooperative deadline when the answer
/// arrives. With ``HandlerDeadlines/Enforcement-swift.enum/preemptive`` deadlines a call runs in
/// a worker task raced against a timer, because only a separate task lets the caller stop
/// waiting for a handler that never answers.
@usableFromInline
struct _HandlerInvoker: Sendable {
  @usableFromInline let intentName: String
  @usableFromInline let deadlines: HandlerDeadlines
  @usableFromInline let diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)?
  @usableFromInline let watchdog: _DeadlineWatchdog
  /// Whether calls are raced against preemptive deadlines on worker tasks.
  @usableFromInline let races: Bool
  /// Whether answers are checked against cooperative deadlines when they arrive.
  @usableFromInline let checksAnswers: Bool
  /// Each stage's deadline in nanoseconds, `Int64.max` for none.
  @usableFromInline let limits: (resolve: Int64, confirm: Int64, handle: Int64)

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
    self.races = deadlines.hasLimits && deadlines.enforcement == .preemptive
    self.checksAnswers = deadlines.hasLimits && deadlines.enforcement == .cooperative
    func nanoseconds(_ limit: Duration?) -> Int64 {
      limit.map(_CoarseClock.nanoseconds(in:)) ?? .max
    }
    self.limits = (
      nanoseconds(deadlines.resolve), nanoseconds(deadlines.confirm), nanoseconds(deadlines.handle)
    )
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

  /// Reads the clock before an inline handler call, if its answer will be checked.
  @inlinable
  func startCall() -> Int64 {
    checksAnswers ? _CoarseClock.nanoseconds() : 0
  }

  /// Whether an inline call that started at `start` answered after its stage's cooperative
  /// deadline.
  @inlinable
  func answeredLate(_ stage: LifecyclePhase.Stage, since start: Int64) -> Bool {
    guard checksAnswers else { return false }
    let limit =
      switch stage {
      case .resolve: limits.resolve
      case .confirm: limits.confirm
      case .handle: limits.handle
      }
    return _CoarseClock.nanoseconds() &- start > limit
  }

  /// Throws ``DeadlineExceeded`` if an inline call that started at `start` answered after its
  /// stage's cooperative deadline.
  @inlinable
  func checkAnswer(_ stage: LifecyclePhase.Stage, since start: Int64) throws {
    if answeredLate(stage, since: start) { throw lateness(stage) }
  }

  /// The error that ends a stage whose handler answered after its deadline.
  @usableFromInline
  func lateness(_ stage: LifecyclePhase.Stage) -> DeadlineExceeded {
    DeadlineExceeded(limit: deadlines.limit(forStage: stage) ?? .zero)
  }

  /// Runs a handler call against the phase's deadline: raced on a worker task when deadlines are
  /// preemptive, inline otherwise.
  ///
  /// Hot paths call handlers inline themselves when they aren't raced, to avoid this closure;
  /// this serves the other cases.
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
    guard races, let limit = deadlines.limit(for: phase) else {
      let start = startCall()
      let output = try await call()
      if answeredLate(phase.stage, since: start) {
        onLateResult?(.success(output))
        throw lateness(phase.stage)
      }
      return output
    }
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

/// Thrown by a handler call whose deadline passed before it answered.
@usableFromInline
struct DeadlineExceeded: Error {
  let limit: Duration

  @usableFromInline
  init(limit: Duration) {
    self.limit = limit
  }
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
