import Synchronization

/// Races a handler call, run in a worker task, against a timer.
///
/// Whichever finishes first answers the waiting caller; the loser is cancelled. A handler that
/// ignores cancellation keeps its worker task until it returns, but the caller no longer waits
/// for it.
final class DeadlineRace<Output: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<HandlerCallResult<Output>, Never>?
    var result: HandlerCallResult<Output>?
    var worker: Task<Void, Never>?
    var timer: Task<Void, Never>?
  }

  private let state = Mutex(State())

  private init() {}

  /// Runs `operation` with a deadline and returns how it ended.
  ///
  /// - Parameters:
  ///   - limit: How long `operation` has to answer.
  ///   - phase: The phase the call serves, for the failure it may report.
  ///   - onLateResult: Called with the operation's result if it arrives after the race was
  ///     decided by the timer or by cancellation.
  ///   - operation: The handler call.
  /// - Returns: The operation's answer, or the timeout or cancellation that came first.
  static func run(
    limit: Duration,
    phase: LifecyclePhase,
    onLateResult: (@Sendable (HandlerCallResult<Output>) -> Void)?,
    operation: @escaping @Sendable () async throws -> Output
  ) async -> HandlerCallResult<Output> {
    let race = DeadlineRace()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        race.start(
          continuation,
          limit: limit,
          phase: phase,
          onLateResult: onLateResult,
          operation: operation
        )
      }
    } onCancel: {
      race.finish(.cancelled)
    }
  }

  private func start(
    _ continuation: CheckedContinuation<HandlerCallResult<Output>, Never>,
    limit: Duration,
    phase: LifecyclePhase,
    onLateResult: (@Sendable (HandlerCallResult<Output>) -> Void)?,
    operation: @escaping @Sendable () async throws -> Output
  ) {
    let finished = state.withLock { state -> HandlerCallResult<Output>? in
      if let result = state.result { return result }
      state.continuation = continuation
      return nil
    }
    if let finished {
      continuation.resume(returning: finished)
      return
    }
    let worker = Task {
      let result = await HandlerCallResult(phase: phase, catching: operation)
      if !self.finish(result) { onLateResult?(result) }
    }
    let timer = Task {
      do {
        try await Task.sleep(for: limit)
      } catch {
        return
      }
      self.finish(.failed(IntentFailure(phase: phase, reason: .timedOut(after: limit))))
    }
    let alreadyFinished = state.withLock { state in
      state.worker = worker
      state.timer = timer
      return state.result != nil
    }
    if alreadyFinished {
      timer.cancel()
    }
  }

  /// Delivers the race's result; returns `false` if the race was already decided.
  @discardableResult
  private func finish(_ result: HandlerCallResult<Output>) -> Bool {
    let decision = state.withLock { state -> Decision? in
      guard state.result == nil else { return nil }
      state.result = result
      defer { state.continuation = nil }
      return Decision(continuation: state.continuation, worker: state.worker, timer: state.timer)
    }
    guard let decision else { return false }
    decision.timer?.cancel()
    if case .returned = result {} else { decision.worker?.cancel() }
    decision.continuation?.resume(returning: result)
    return true
  }

  private struct Decision {
    var continuation: CheckedContinuation<HandlerCallResult<Output>, Never>?
    var worker: Task<Void, Never>?
    var timer: Task<Void, Never>?
  }
}
