/// Races a handler call, run in a worker task, against its deadline.
///
/// Whichever finishes first answers the waiting caller: the worker's result, the
/// ``DeadlineWatchdog`` saying the deadline passed, or the caller's cancellation. A handler that
/// ignores cancellation keeps its worker task until it returns, but the caller no longer waits
/// for it, and its late result goes to `onLateResult`.
@usableFromInline
final class _DeadlineRace<Output: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Output, any Error>?
    var result: Result<Output, any Error>?
    var worker: Task<Void, Never>?
    var watch: Int?
  }

  private let state = _Locked(State())
  private let watchdog: _DeadlineWatchdog

  private init(watchdog: _DeadlineWatchdog) {
    self.watchdog = watchdog
  }

  /// Runs `operation` with a deadline.
  ///
  /// - Parameters:
  ///   - limit: How long `operation` has to answer.
  ///   - watchdog: The watchdog that enforces the deadline.
  ///   - onLateResult: Called with the operation's result if it arrives after the race was
  ///     decided by the deadline or by cancellation.
  ///   - operation: The handler call.
  /// - Returns: The operation's answer.
  /// - Throws: The operation's error, ``DeadlineExceeded``, or `CancellationError`.
  @usableFromInline
  static func run(
    limit: Duration,
    watchdog: _DeadlineWatchdog,
    onLateResult: (@Sendable (Result<Output, any Error>) -> Void)?,
    operation: @escaping @Sendable () async throws -> Output
  ) async throws -> Output {
    let race = _DeadlineRace(watchdog: watchdog)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        race.start(continuation, limit: limit, onLateResult: onLateResult, operation: operation)
      }
    } onCancel: {
      race.finish(.failure(CancellationError()))
    }
  }

  private func start(
    _ continuation: CheckedContinuation<Output, any Error>,
    limit: Duration,
    onLateResult: (@Sendable (Result<Output, any Error>) -> Void)?,
    operation: @escaping @Sendable () async throws -> Output
  ) {
    let finished = state.withLock { state -> Result<Output, any Error>? in
      if let result = state.result { return result }
      state.continuation = continuation
      return nil
    }
    if let finished {
      continuation.resume(with: finished)
      return
    }
    let watch = watchdog.watch(until: .now + limit) { [self] in
      self.finish(.failure(DeadlineExceeded(limit: limit)))
    }
    let worker = Task {
      let result: Result<Output, any Error>
      do {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      if !self.finish(result) { onLateResult?(result) }
    }
    let alreadyFinished = state.withLock { state in
      state.worker = worker
      state.watch = watch
      return state.result != nil
    }
    if alreadyFinished {
      watchdog.stop(watch)
    }
  }

  /// Delivers the race's result; returns `false` if the race was already decided.
  @discardableResult
  private func finish(_ result: Result<Output, any Error>) -> Bool {
    let decision = state.withLock { state -> Decision? in
      guard state.result == nil else { return nil }
      state.result = result
      defer { state.continuation = nil }
      return Decision(continuation: state.continuation, worker: state.worker, watch: state.watch)
    }
    guard let decision else { return false }
    if let watch = decision.watch { watchdog.stop(watch) }
    if case .failure = result { decision.worker?.cancel() }
    decision.continuation?.resume(with: result)
    return true
  }

  private struct Decision {
    var continuation: CheckedContinuation<Output, any Error>?
    var worker: Task<Void, Never>?
    var watch: Int?
  }
}
