/// Calls handler methods for one intent type, enforcing each phase's deadline.
///
/// With no deadline for a phase the call runs inline on the caller's task, the cheapest path;
/// call sites do that themselves so the inline path adds no frame or allocation. With a deadline
/// the call runs in a worker task raced against a timer, because only a separate task lets the
/// caller stop waiting for a handler that never answers.
struct HandlerInvoker: Sendable {
  let intentName: String
  let deadlines: HandlerDeadlines
  let diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)?

  /// Classifies an error that ended a handler call and reports it to the diagnostics handler.
  ///
  /// - Returns: The failure to end the phase with, or `nil` when the caller was cancelled.
  func failure(in phase: LifecyclePhase, from error: any Error) -> IntentFailure? {
    let reason: IntentFailure.Reason
    let kind: IntentDiagnostic.Kind
    switch error {
    case let exceeded as DeadlineExceeded:
      reason = .timedOut(after: exceeded.limit)
      kind = .timedOut(after: exceeded.limit)
    case is CompletionReleasedError:
      reason = .completionNeverCalled
      kind = .completionNeverCalled
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
  func context(for phase: LifecyclePhase) -> HandlerCallContext {
    HandlerCallContext(intentName: intentName, phase: phase, diagnosticsHandler: diagnosticsHandler)
  }
}

/// Thrown by a raced handler call whose deadline passed before it answered.
struct DeadlineExceeded: Error {
  let limit: Duration
}

/// Thrown when a handler releases its completion handler without calling it.
struct CompletionReleasedError: Error {}

/// A handler method, in the shape it was written: `async`, or with a completion handler.
enum HandlerCall<Input: Sendable, Output: Sendable>: Sendable {
  case async(@Sendable (Input) async throws -> Output)
  case completion(@Sendable (Input, @escaping @Sendable (Output) -> Void) -> Void)

  /// Calls the method inline, bridging a completion handler to `async`.
  func callAsFunction(
    _ input: Input,
    _ invoker: HandlerInvoker,
    _ phase: LifecyclePhase
  )
    async throws -> Output
  {
    switch self {
    case .async(let method):
      return try await method(input)
    case .completion(let method):
      return try await invoker.context(for: phase).awaitCompletion { method(input, $0) }
    }
  }

  /// Calls the method inline or raced against the phase's deadline.
  func call(
    _ input: Input,
    _ invoker: HandlerInvoker,
    _ phase: LifecyclePhase,
    onLateResult: (@Sendable (Result<Output, any Error>) -> Void)? = nil
  ) async throws -> Output {
    guard let limit = invoker.deadlines.limit(for: phase) else {
      return try await self(input, invoker, phase)
    }
    return try await DeadlineRace.run(limit: limit, onLateResult: onLateResult) {
      try await self(input, invoker, phase)
    }
  }
}

/// The per-call facts a completion-style handler call needs: which intent and phase it serves,
/// and where to report misbehaviour.
struct HandlerCallContext: Sendable {
  let intentName: String
  let phase: LifecyclePhase
  let diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)?

  /// Calls a completion-style function and waits for its completion handler.
  ///
  /// The first call of the completion handler answers; later calls are ignored and reported. If
  /// the function releases the completion handler without calling it, this throws
  /// ``CompletionReleasedError``; if the task is cancelled first, it throws `CancellationError`.
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
