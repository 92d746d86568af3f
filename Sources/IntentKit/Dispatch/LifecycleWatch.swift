/// Enforces per-phase deadlines on a whole lifecycle that runs in one worker task.
///
/// The worker reports each phase as it enters it; the ``DeadlineWatchdog`` watches that phase's
/// deadline. If it passes, the caller gets a failure outcome at once and the worker is cancelled
/// and stopped at its next phase boundary, so a lifecycle that timed out in confirm never goes on
/// to handle. If the caller is cancelled, the worker is cancelled the same way.
@usableFromInline
final class _LifecycleWatch<HandledIntent: Intent>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<IntentOutcome<HandledIntent>, any Error>?
    var pending: Result<IntentOutcome<HandledIntent>, any Error>?
    var isDecided = false
    var phase: LifecyclePhase = .confirm
    var intent: HandledIntent
    var watch: Int?
    var worker: Task<Void, Never>?
  }

  private let state: _Locked<State>
  private let invoker: _HandlerInvoker

  @usableFromInline
  init(intent: HandledIntent, invoker: _HandlerInvoker) {
    self.state = _Locked(State(intent: intent))
    self.invoker = invoker
  }

  /// Runs `lifecycle` in a worker task and returns its outcome, or a timed-out failure.
  @usableFromInline
  func run(
    _ lifecycle: @escaping @Sendable () async throws -> IntentOutcome<HandledIntent>
  ) async throws -> IntentOutcome<HandledIntent> {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        start(continuation, lifecycle)
      }
    } onCancel: {
      decide(.failure(CancellationError()))
    }
  }

  /// Records that the worker enters a phase, and stops the worker if the caller stopped waiting.
  ///
  /// - Throws: `CancellationError` when the lifecycle already timed out or was cancelled.
  @usableFromInline
  func enter(_ phase: LifecyclePhase, with intent: HandledIntent) throws {
    let watch = try state.withLock { state -> Int? in
      guard !state.isDecided else { throw CancellationError() }
      state.phase = phase
      state.intent = intent
      return state.watch
    }
    if let watch {
      invoker.watchdog.update(
        watch,
        deadline: invoker.deadlines.limit(for: phase).map { .now + $0 }
      )
    }
  }

  private func start(
    _ continuation: CheckedContinuation<IntentOutcome<HandledIntent>, any Error>,
    _ lifecycle: @escaping @Sendable () async throws -> IntentOutcome<HandledIntent>
  ) {
    let pending = state.withLock { state -> Result<IntentOutcome<HandledIntent>, any Error>? in
      if let pending = state.pending { return pending }
      state.continuation = continuation
      return nil
    }
    if let pending {
      continuation.resume(with: pending)
      return
    }
    // Register the watch before the worker starts, so its first phase already has a deadline.
    let watch = invoker.watchdog.watch(until: nil) { [self] in timeOut() }
    let stopped = state.withLock { state in
      state.watch = watch
      return state.isDecided
    }
    guard !stopped else {
      invoker.watchdog.stop(watch)
      return
    }
    let worker = Task {
      let result: Result<IntentOutcome<HandledIntent>, any Error>
      do {
        result = .success(try await lifecycle())
      } catch {
        result = .failure(error)
      }
      self.decide(result)
    }
    let cancelled = state.withLock { state in
      state.worker = worker
      return state.isDecided
    }
    if cancelled { worker.cancel() }
  }

  private func timeOut() {
    let (phase, intent) = state.withLock { ($0.phase, $0.intent) }
    let limit = invoker.deadlines.limit(for: phase) ?? .zero
    let failure = IntentFailure(phase: phase, reason: .timedOut(after: limit))
    decide(.success(IntentOutcome(intent: intent, ending: .failed(._failureResponse, failure)))) {
      self.invoker.diagnosticsHandler?(
        IntentDiagnostic(
          intentName: self.invoker.intentName,
          phase: phase,
          kind: .timedOut(after: limit)
        )
      )
    }
  }

  /// Delivers the caller's answer once, running `beforeResuming` first if this call decides it.
  private func decide(
    _ result: Result<IntentOutcome<HandledIntent>, any Error>,
    beforeResuming: () -> Void = {}
  ) {
    let decision = state.withLock { state -> Decision? in
      guard !state.isDecided else { return nil }
      state.isDecided = true
      guard let continuation = state.continuation else {
        state.pending = result
        return Decision(continuation: nil, watch: state.watch, worker: state.worker)
      }
      state.continuation = nil
      return Decision(continuation: continuation, watch: state.watch, worker: state.worker)
    }
    guard let decision else { return }
    beforeResuming()
    if let watch = decision.watch { invoker.watchdog.stop(watch) }
    if case .failure = result { decision.worker?.cancel() }
    if case .success(let outcome) = result, outcome.failure?.isTimeout == true {
      decision.worker?.cancel()
    }
    decision.continuation?.resume(with: result)
  }

  private struct Decision {
    var continuation: CheckedContinuation<IntentOutcome<HandledIntent>, any Error>?
    var watch: Int?
    var worker: Task<Void, Never>?
  }
}
