/// Lets exactly one answer through to a waiting continuation.
final class CompletionGate<Output: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Output, any Error>?
    var pending: Result<Output, any Error>?
    var isFinished = false
  }

  private let state = _Locked(State())
  private let context: _HandlerCallContext

  init(context: _HandlerCallContext) {
    self.context = context
  }

  /// Installs the continuation, resuming it at once if an answer already arrived.
  func install(_ continuation: CheckedContinuation<Output, any Error>) {
    let pending = state.withLock { state -> Result<Output, any Error>? in
      if let pending = state.pending {
        state.pending = nil
        return pending
      }
      state.continuation = continuation
      return nil
    }
    if let pending { continuation.resume(with: pending) }
  }

  /// Delivers the first answer; returns `false` if an answer was already delivered.
  @discardableResult
  func finish(_ result: Result<Output, any Error>) -> Bool {
    let continuation = state.withLock { state -> CheckedContinuation<Output, any Error>?? in
      guard !state.isFinished else { return .none }
      state.isFinished = true
      guard let continuation = state.continuation else {
        state.pending = result
        return .some(nil)
      }
      state.continuation = nil
      return .some(continuation)
    }
    switch continuation {
    case .none: return false
    case .some(let continuation):
      continuation?.resume(with: result)
      return true
    }
  }

  /// Reports a problem with the handler's use of its completion handler.
  func report(_ kind: IntentDiagnostic.Kind) {
    context.report(kind)
  }
}

/// The object a completion handler captures: it answers the gate when called, and fails the
/// gate if it is released without having been called.
final class CompletionToken<Output: Sendable>: Sendable {
  private let gate: CompletionGate<Output>
  private let wasCalled = _Locked(false)

  init(gate: CompletionGate<Output>) {
    self.gate = gate
  }

  func complete(with value: Output) {
    let isFirstCall = wasCalled.withLock { wasCalled in
      defer { wasCalled = true }
      return !wasCalled
    }
    guard isFirstCall else {
      gate.report(.completionCalledTwice)
      return
    }
    gate.finish(.success(value))
  }

  deinit {
    if !wasCalled.withLock({ $0 }), gate.finish(.failure(CompletionReleasedError())) {
      gate.report(.completionNeverCalled)
    }
  }
}
