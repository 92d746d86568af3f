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

  /// The resolve method, in the shape it was written in.
  @usableFromInline let _method: _Method

  /// A resolve method, typed by its parameter's value type only inside its closures.
  ///
  /// The lifecycle runs the method (under a deadline, or waiting for a completion handler) and
  /// applies what it returns to the intent; the closures write a successful value back, so the
  /// resolver needs no type-erased value on the hot path.
  @usableFromInline
  enum _Method: Sendable {
    /// An `async` method: resolves the intent and applies the resolution to it.
    case async(@Sendable (inout Root) async -> _ResolutionStep)
    /// A completion-handler method: given the intent, eventually calls back once with a
    /// function that applies the resolution.
    case completion(
      @Sendable (
        Root, @escaping @Sendable (@escaping @Sendable (inout Root) -> _ResolutionStep) -> Void
      )
        -> Void
    )
  }

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
    self.parameterName = parameter.name
    self._method = .async { intent in
      _ResolutionStep(await resolve(intent), for: parameter, in: &intent)
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
    self.parameterName = parameter.name
    self._method = .completion { intent, complete in
      resolveWithCompletion(intent) { resolution in
        complete { intent in _ResolutionStep(resolution, for: parameter, in: &intent) }
      }
    }
  }
}

/// What one resolution asks the lifecycle to do next.
@usableFromInline
enum _ResolutionStep: Sendable {
  /// The parameter is resolved, and any new value is written into the intent.
  case resolved
  /// The user must answer before the parameter can be resolved.
  case needsUser(Resolution<AnyParameterValue>)

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
}
