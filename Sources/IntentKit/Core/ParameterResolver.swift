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

  @usableFromInline let resolve:
    @Sendable (inout Root, HandlerInvoker) async -> ResolutionStepResult

  /// Creates a resolver from an `async` resolve method.
  ///
  /// - Parameters:
  ///   - parameter: The parameter the method resolves.
  ///   - resolve: The method, which receives the intent as resolved so far.
  @inlinable
  public init<Value>(
    _ parameter: IntentParameter<Root, Value>,
    resolve: @escaping @Sendable (Root) async -> Resolution<Value>
  ) {
    let name = parameter.name
    self.parameterName = name
    self.resolve = { intent, invoker in
      let resolution: Resolution<Value>
      if invoker.deadlines.resolve != nil {
        do {
          resolution = try await invoker.perform(.resolve(parameter: name)) {
            [intent] in await resolve(intent)
          }
        } catch {
          return ResolutionStepResult(resolving: name, failedWith: error, invoker: invoker)
        }
      } else {
        resolution = await resolve(intent)
      }
      return ResolutionStepResult(resolution, for: parameter, in: &intent)
    }
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
    let name = parameter.name
    self.parameterName = name
    self.resolve = { intent, invoker in
      let phase = LifecyclePhase.resolve(parameter: name)
      let resolution: Resolution<Value>
      do {
        resolution = try await invoker.perform(phase) { [intent] in
          try await invoker.context(for: phase).awaitCompletion {
            resolveWithCompletion(intent, $0)
          }
        }
      } catch {
        return ResolutionStepResult(resolving: name, failedWith: error, invoker: invoker)
      }
      return ResolutionStepResult(resolution, for: parameter, in: &intent)
    }
  }
}

/// What one resolution step asks the lifecycle to do next.
@usableFromInline
enum ResolutionStepResult: Sendable {
  /// The parameter is resolved, and any new value is written into the intent.
  case resolved
  /// The user must answer before the parameter can be resolved.
  case needsUser(Resolution<AnyParameterValue>)
  /// The resolver failed to answer.
  case failed(IntentFailure)
  /// The caller's task was cancelled while the resolver ran.
  case cancelled

  /// Applies a resolution: writes a successful value into the intent.
  @inlinable
  init<Root, Value>(
    _ resolution: Resolution<Value>,
    for parameter: IntentParameter<Root, Value>,
    in intent: inout Root
  ) {
    switch resolution {
    case .success(let value):
      parameter.setValue(value, in: &intent)
      self = .resolved
    case .notRequired:
      self = .resolved
    case .disambiguation, .confirmationRequired, .needsValue, .unsupported:
      self = .needsUser(resolution.map(AnyParameterValue.init))
    }
  }

  /// Classifies the error that ended a resolver call.
  @usableFromInline
  init(resolving parameterName: String, failedWith error: any Error, invoker: HandlerInvoker) {
    let failure = invoker.failure(in: .resolve(parameter: parameterName), from: error)
    self = failure.map(Self.failed) ?? .cancelled
  }
}
