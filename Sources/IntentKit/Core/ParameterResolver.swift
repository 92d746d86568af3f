/// A value that binds one of a handler's resolve methods to the parameter it resolves.
///
/// Handler protocols build their ``IntentHandling/parameterResolvers`` from these:
///
/// ```swift
/// extension OrderSoupIntentHandling {
///   var parameterResolvers: [ParameterResolver<OrderSoupIntent>] {
///     [
///       ParameterResolver(.soup, resolve: resolveSoup(for:)),
///       ParameterResolver(.quantity, resolve: resolveQuantity(for:)),
///     ]
///   }
/// }
/// ```
///
/// The resolver writes a successful value back into the intent, so the value the handler
/// resolved (such as the matched contact) is what later phases see.
public struct ParameterResolver<Root: Intent>: Sendable {
  /// The name of the parameter this resolver resolves.
  public let parameterName: String

  let resolve: @Sendable (inout Root, HandlerInvoker) async -> ResolutionStepResult

  /// Creates a resolver from an `async` resolve method.
  ///
  /// - Parameters:
  ///   - parameter: The parameter the method resolves.
  ///   - resolve: The method, which receives the intent as resolved so far.
  public init<Value>(
    _ parameter: IntentParameter<Root, Value>,
    resolve: @escaping @Sendable (Root) async -> Resolution<Value>
  ) {
    self.init(parameter, call: { intent, _ in await resolve(intent) })
  }

  /// Creates a resolver from a completion-handler resolve method, SiriKit's
  /// `resolve…(for:with:)` shape.
  ///
  /// - Parameters:
  ///   - parameter: The parameter the method resolves.
  ///   - resolveWithCompletion: The method, which passes its resolution to the completion
  ///     handler exactly once.
  public init<Value>(
    _ parameter: IntentParameter<Root, Value>,
    resolveWithCompletion:
      @escaping @Sendable (
        Root, @escaping @Sendable (Resolution<Value>) -> Void
      ) -> Void
  ) {
    self.init(
      parameter,
      call: { intent, context in
        try await context.awaitCompletion { completion in
          resolveWithCompletion(intent, completion)
        }
      }
    )
  }

  private init<Value>(
    _ parameter: IntentParameter<Root, Value>,
    call: @escaping @Sendable (Root, HandlerCallContext) async throws -> Resolution<Value>
  ) {
    let name = parameter.name
    self.parameterName = name
    self.resolve = { intent, invoker in
      switch await invoker.call(.resolve(parameter: name), call, intent) {
      case .returned(.success(let value)):
        parameter.setValue(value, in: &intent)
        return .resolved
      case .returned(.notRequired):
        return .resolved
      case .returned(let resolution):
        return .needsUser(resolution.map(AnyParameterValue.init))
      case .failed(let failure):
        return .failed(failure)
      case .cancelled:
        return .cancelled
      }
    }
  }
}

/// What one resolution step asks the lifecycle to do next.
enum ResolutionStepResult: Sendable {
  /// The parameter is resolved, and any new value is written into the intent.
  case resolved
  /// The user must answer before the parameter can be resolved.
  case needsUser(Resolution<AnyParameterValue>)
  /// The resolver failed to answer.
  case failed(IntentFailure)
  /// The caller's task was cancelled while the resolver ran.
  case cancelled
}
