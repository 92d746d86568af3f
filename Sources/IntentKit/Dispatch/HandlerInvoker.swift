/// Calls handler methods for one intent type, enforcing each phase's deadline.
///
/// With no deadline for a phase the call runs inline on the caller's task, the cheapest path.
/// With a deadline it runs in a worker task raced against a timer, because only a separate task
/// lets the caller stop waiting for a handler that never answers.
struct HandlerInvoker: Sendable {
  let intentName: String
  let deadlines: HandlerDeadlines
  let diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)?

  /// Calls `function` with `input` and reports how the call ended.
  ///
  /// - Parameters:
  ///   - phase: The phase the call serves, which picks its deadline.
  ///   - function: The handler method.
  ///   - input: The intent or value to pass.
  ///   - onLateResult: Called with the handler's result if it answers after its deadline passed
  ///     or the caller was cancelled; never called for inline calls.
  /// - Returns: The handler's answer, or why there is none.
  func call<Input: Sendable, Output: Sendable>(
    _ phase: LifecyclePhase,
    _ function: @escaping @Sendable (Input, HandlerCallContext) async throws -> Output,
    _ input: Input,
    onLateResult: (@Sendable (HandlerCallResult<Output>) -> Void)? = nil
  ) async -> HandlerCallResult<Output> {
    let context = HandlerCallContext(
      intentName: intentName,
      phase: phase,
      diagnosticsHandler: diagnosticsHandler
    )
    let result: HandlerCallResult<Output>
    if let limit = deadlines.limit(for: phase) {
      result = await DeadlineRace.run(limit: limit, phase: phase, onLateResult: onLateResult) {
        try await function(input, context)
      }
    } else {
      result = await HandlerCallResult(phase: phase) { try await function(input, context) }
    }
    report(result, in: phase)
    return result
  }

  private func report<Output>(_ result: HandlerCallResult<Output>, in phase: LifecyclePhase) {
    guard let diagnosticsHandler, case .failed(let failure) = result else { return }
    let kind: IntentDiagnostic.Kind
    switch failure.reason {
    case .threw(let error): kind = .threw(String(describing: error))
    case .timedOut(let limit): kind = .timedOut(after: limit)
    case .completionNeverCalled: kind = .completionNeverCalled
    }
    diagnosticsHandler(IntentDiagnostic(intentName: intentName, phase: phase, kind: kind))
  }
}

/// How one handler call ended.
enum HandlerCallResult<Output: Sendable>: Sendable {
  /// The handler answered.
  case returned(Output)
  /// The handler threw, timed out or dropped its completion handler.
  case failed(IntentFailure)
  /// The caller's task was cancelled.
  case cancelled

  /// Runs a handler call and classifies how it ended.
  init(phase: LifecyclePhase, catching body: () async throws -> Output) async {
    do {
      self = .returned(try await body())
    } catch is CompletionReleasedError {
      self = .failed(IntentFailure(phase: phase, reason: .completionNeverCalled))
    } catch is CancellationError where Task.isCancelled {
      self = .cancelled
    } catch {
      self = .failed(IntentFailure(phase: phase, reason: .threw(error)))
    }
  }
}

/// The per-call facts a handler call may need: which intent and phase it serves, and where to
/// report misbehaviour.
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

/// Thrown when a handler releases its completion handler without calling it.
struct CompletionReleasedError: Error {}
