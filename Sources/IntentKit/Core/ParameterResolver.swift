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
///
/// A method reference such as `resolveSoup(for:)` reaches the method through two wrappers Swift
/// adds to fit it to the generic signature, each an `async` frame per call, and the resolver's
/// closure adds two more. IntentKit's handler protocols and generated code bind their resolvers
/// with `init(_:_resolvingAt:of:resolveWithCompletion:)` instead, which the lifecycle calls
/// straight through the handler's conformance.
public struct ParameterResolver<Root: Intent>: Sendable {
  /// The name of the parameter this resolver resolves.
  public let parameterName: String

  /// The resolve method, in the shape it was written in; with two shapes, the `async` one.
  @usableFromInline let _method: _Method

  /// The completion-handler shape, when the resolver has both shapes.
  @usableFromInline let _alternative: _Method?

  /// Which shape the handler implements, found on the first call when there are two.
  @usableFromInline let _choice: _ShapeChoice

  /// The handler whose `IntentHandling._resolveParameter(at:in:)` is the `async` shape, when
  /// the resolver was bound that way: the lifecycle then calls it through the handler's
  /// conformance, without the closure.
  @usableFromInline let _conformance: _ResolvingConformance<Root>?

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

    /// An `async` method that returns a ``Resolution``.
    @inlinable
    static func resolving<Value>(
      _ parameter: IntentParameter<Root, Value>,
      _ resolve: @escaping @Sendable (Root) async -> Resolution<Value>
    ) -> Self {
      .async { intent in _ResolutionStep(await resolve(intent), for: parameter, in: &intent) }
    }

    /// An `async` method that returns a ``ResolutionResult``.
    @inlinable
    static func resolving<Value, Reason>(
      _ parameter: IntentParameter<Root, Value>,
      _ resolve: @escaping @Sendable (Root) async -> ResolutionResult<Value, Reason>
    ) -> Self {
      .async { intent in
        _ResolutionStep(await resolve(intent).resolution, for: parameter, in: &intent)
      }
    }

    /// A completion-handler method that passes a ``Resolution``.
    @inlinable
    static func completing<Value>(
      _ parameter: IntentParameter<Root, Value>,
      _ resolve:
        @escaping @Sendable (Root, @escaping @Sendable (Resolution<Value>) -> Void) -> Void
    ) -> Self {
      .completion { intent, complete in
        resolve(intent) { resolution in
          complete { intent in _ResolutionStep(resolution, for: parameter, in: &intent) }
        }
      }
    }

    /// A completion-handler method that passes a ``ResolutionResult``.
    @inlinable
    static func completing<Value, Reason>(
      _ parameter: IntentParameter<Root, Value>,
      _ resolve:
        @escaping @Sendable (Root, @escaping @Sendable (ResolutionResult<Value, Reason>) -> Void)
        -> Void
    ) -> Self {
      .completion { intent, complete in
        resolve(intent) { result in
          let resolution = result.resolution
          complete { intent in _ResolutionStep(resolution, for: parameter, in: &intent) }
        }
      }
    }
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
    self.init(parameter.name, .resolving(parameter, resolve), nil)
  }

  /// Creates a resolver from an `async` resolve method that returns a parameter-specific
  /// ``ResolutionResult``.
  ///
  /// - Parameters:
  ///   - parameter: The parameter the method resolves.
  ///   - resolve: The method, which receives the intent as resolved so far.
  @inlinable
  public init<Value, Reason>(
    _ parameter: IntentParameter<Root, Value>,
    resolve: @escaping @Sendable (Root) async -> ResolutionResult<Value, Reason>
  ) {
    self.init(parameter.name, .resolving(parameter, resolve), nil)
  }

  /// Creates a resolver from a completion-handler resolve method, SiriKit's
  /// `resolve…(for:with:)` shape.
  ///
  /// - Parameters:
  ///   - parameter: The parameter the method resolves.
  ///   - resolveWithCompletion: The method, which passes its resolution to the completion
  ///     handler exactly once.
  @inlinable
  public init<Value>(
    _ parameter: IntentParameter<Root, Value>,
    resolveWithCompletion:
      @escaping @Sendable (Root, @escaping @Sendable (Resolution<Value>) -> Void) -> Void
  ) {
    self.init(parameter.name, .completing(parameter, resolveWithCompletion), nil)
  }

  /// Creates a resolver from a completion-handler resolve method that passes a
  /// parameter-specific ``ResolutionResult``.
  ///
  /// - Parameters:
  ///   - parameter: The parameter the method resolves.
  ///   - resolveWithCompletion: The method, which passes its result to the completion handler
  ///     exactly once.
  @inlinable
  public init<Value, Reason>(
    _ parameter: IntentParameter<Root, Value>,
    resolveWithCompletion:
      @escaping @Sendable (Root, @escaping @Sendable (ResolutionResult<Value, Reason>) -> Void)
      -> Void
  ) {
    self.init(parameter.name, .completing(parameter, resolveWithCompletion), nil)
  }

  /// Creates a resolver whose `async` shape is a handler's
  /// `IntentHandling._resolveParameter(at:in:)`, and whose other shape is a completion-handler
  /// method: how IntentKit's handling protocols and generated code bind their resolvers.
  ///
  /// The lifecycle calls `handler._resolveParameter(at: index, in:)` through the handler's
  /// conformance, which reaches the resolve method in two calls where a closure takes four or
  /// more. Which shape the handler implements is found on the first call, as with
  /// ``init(_:resolve:resolveWithCompletion:)-(_,(Root)->Resolution<Value>,_)``.
  ///
  /// ```swift
  /// extension OrderSoupIntentHandling {
  ///   var parameterResolvers: [ParameterResolver<OrderSoupIntent>] {
  ///     [ParameterResolver(.soup, _resolvingAt: 0, of: self, resolveWithCompletion: resolveSoup(for:with:))]
  ///   }
  ///
  ///   func _resolveParameter(at index: Int, in intent: inout OrderSoupIntent) async -> _ResolutionStep {
  ///     switch index {
  ///     case 0: _ResolutionStep(await resolveSoup(for: intent) as SoupResolutionResult, for: .soup, in: &intent)
  ///     default: .resolved
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - parameter: The parameter the methods resolve.
  ///   - index: What `handler`'s `_resolveParameter(at:in:)` calls this parameter.
  ///   - handler: The handler whose methods these are.
  ///   - resolveWithCompletion: The completion-handler shape.
  @inlinable
  public init<Result: IntentResolutionResult>(
    _ parameter: IntentParameter<Root, Result.Value>,
    _resolvingAt index: Int,
    of handler: some IntentHandling<Root>,
    resolveWithCompletion:
      @escaping @Sendable (Root, @escaping @Sendable (Result) -> Void) -> Void
  ) {
    let conformance = _ResolvingConformance(handler, index: index)
    self.init(
      parameter.name,
      .async { intent in await conformance.resolve(&intent) },
      .completion { intent, complete in
        resolveWithCompletion(intent) { result in
          let resolution = result.resolution
          complete { intent in _ResolutionStep(resolution, for: parameter, in: &intent) }
        }
      },
      conformance: conformance
    )
  }

  /// Creates a resolver from both shapes of a resolve method, of which a handler implements
  /// one (or neither).
  ///
  /// A handling protocol you write yourself can bind its resolve methods with this initializer
  /// (IntentKit's own and generated ones use `init(_:_resolvingAt:of:resolveWithCompletion:)`,
  /// which is cheaper on a hot path). The default implementation of each shape must call ``Resolution/unimplemented(for:in:)`` (or
  /// ``ResolutionResult/unimplemented(for:in:)``): that is how the dispatcher tells, on
  /// the first call, which shape the handler implements. Later calls go straight to it.
  ///
  /// ```swift
  /// extension OrderSoupIntentHandling {
  ///   var parameterResolvers: [ParameterResolver<OrderSoupIntent>] {
  ///     [ParameterResolver(.soup, resolve: resolveSoup(for:), resolveWithCompletion: resolveSoup(for:with:))]
  ///   }
  ///
  ///   func resolveSoup(for intent: OrderSoupIntent) async -> SoupResolutionResult {
  ///     .unimplemented(for: .soup, in: intent)
  ///   }
  ///
  ///   func resolveSoup(
  ///     for intent: OrderSoupIntent,
  ///     with completion: @escaping @Sendable (SoupResolutionResult) -> Void
  ///   ) {
  ///     completion(.unimplemented(for: .soup, in: intent))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - parameter: The parameter the methods resolve.
  ///   - resolve: The `async` shape.
  ///   - resolveWithCompletion: The completion-handler shape.
  @inlinable
  public init<Value>(
    _ parameter: IntentParameter<Root, Value>,
    resolve: @escaping @Sendable (Root) async -> Resolution<Value>,
    resolveWithCompletion:
      @escaping @Sendable (Root, @escaping @Sendable (Resolution<Value>) -> Void) -> Void
  ) {
    self.init(
      parameter.name,
      .resolving(parameter, resolve),
      .completing(parameter, resolveWithCompletion)
    )
  }

  /// Creates a resolver from both shapes of a resolve method that answers with a
  /// parameter-specific ``ResolutionResult``, of which a handler implements one (or neither).
  ///
  /// See ``init(_:resolve:resolveWithCompletion:)-(_,(Root)->Resolution<Value>,_)``.
  ///
  /// - Parameters:
  ///   - parameter: The parameter the methods resolve.
  ///   - resolve: The `async` shape.
  ///   - resolveWithCompletion: The completion-handler shape.
  @inlinable
  public init<Value, Reason>(
    _ parameter: IntentParameter<Root, Value>,
    resolve: @escaping @Sendable (Root) async -> ResolutionResult<Value, Reason>,
    resolveWithCompletion:
      @escaping @Sendable (Root, @escaping @Sendable (ResolutionResult<Value, Reason>) -> Void)
      -> Void
  ) {
    self.init(
      parameter.name,
      .resolving(parameter, resolve),
      .completing(parameter, resolveWithCompletion)
    )
  }

  /// Creates a resolver from its methods: with an alternative, which one the handler implements
  /// is found on the first call; with one, it is the one.
  @usableFromInline
  init(
    _ parameterName: String,
    _ method: _Method,
    _ alternative: _Method?,
    conformance: _ResolvingConformance<Root>? = nil
  ) {
    self.parameterName = parameterName
    self._method = method
    self._alternative = alternative
    self._choice = _ShapeChoice(alternative == nil ? .primary : .unknown)
    self._conformance = conformance
  }

  /// Whether the resolver at an index is to be called in its `async` shape: the handler
  /// implements that shape, and the index is inside the array.
  @inlinable
  static func _isPrimary(at index: Int, in resolvers: [Self]) -> Bool {
    resolvers.withUnsafeBufferPointer { resolvers in
      guard resolvers.indices.contains(index), let first = resolvers.baseAddress else {
        return false
      }
      // The array holds the choice for the length of the check, so it needn't be retained.
      return _ShapeChoice.isPrimary(Unmanaged.passUnretained((first + index).pointee._choice))
    }
  }

  /// What the lifecycle calls inline for the resolver at an index: its handler's conformance
  /// when it is bound to one, else its `async` method; `nil` when the `async` shape isn't the
  /// one the handler implements (a completion handler, or a shape not found yet) or the index
  /// is outside the array.
  ///
  /// The resolver is read where it lies, and only what is called is taken: a copy of the
  /// resolver, as an array's subscript gives, retained its name, both shapes and its shape
  /// choice, and released them after the call. A conformance is returned unretained: the
  /// route's registration owns the array, so it holds the conformance while the route runs.
  @inlinable
  static func _inlineCall(at index: Int, in resolvers: [Self]) -> _InlineCall? {
    resolvers.withUnsafeBufferPointer { resolvers in
      guard resolvers.indices.contains(index), let first = resolvers.baseAddress else {
        return nil
      }
      // `pointee` addresses the resolver in place, so only the fields named are read.
      let resolver = first + index
      // The array holds the choice for the length of the check, so it needn't be retained.
      guard _ShapeChoice.isPrimary(Unmanaged.passUnretained(resolver.pointee._choice)) else {
        return nil
      }
      if let conformance = resolver.pointee._conformance {
        return .conformance(Unmanaged.passUnretained(conformance))
      }
      guard case .async(let resolve) = resolver.pointee._method else { return nil }
      return .method(resolve)
    }
  }

  /// How the lifecycle calls a resolver's `async` shape inline.
  @usableFromInline
  enum _InlineCall {
    /// Through the handler's conformance, in two calls to the method.
    case conformance(Unmanaged<_ResolvingConformance<Root>>)
    /// Through the resolver's closure.
    case method(@Sendable (inout Root) async -> _ResolutionStep)

    /// Resolves the parameter and applies the resolution to `intent`.
    @inlinable @inline(__always)
    func resolve(_ intent: inout Root) async -> _ResolutionStep {
      switch self {
      case .conformance(let conformance):
        await conformance.takeUnretainedValue().resolve(&intent)
      case .method(let resolve):
        await resolve(&intent)
      }
    }
  }
}

/// A handler and the index its `IntentHandling._resolveParameter(at:in:)` gives one of its
/// parameters: the `async` shape of a resolver, called through the handler's conformance.
@usableFromInline
final class _ResolvingConformance<Root: Intent>: Sendable {
  @usableFromInline let handler: any IntentHandling<Root>
  @usableFromInline let index: Int

  @usableFromInline
  init(_ handler: some IntentHandling<Root>, index: Int) {
    self.handler = handler
    self.index = index
  }

  /// Resolves the parameter and applies the resolution to `intent`.
  @inlinable @inline(__always)
  func resolve(_ intent: inout Root) async -> _ResolutionStep {
    await handler._resolveParameter(at: index, in: &intent)
  }
}

/// What one resolution asks the lifecycle to do next: what a handler's
/// `IntentHandling._resolveParameter(at:in:)` returns.
public enum _ResolutionStep: Sendable {
  /// The parameter is resolved, and any new value is written into the intent.
  case resolved
  /// The user must answer before the parameter can be resolved.
  case needsUser(Resolution<AnyParameterValue>)

  /// Applies a resolution result: writes a successful value into the intent.
  ///
  /// - Parameters:
  ///   - result: What the resolve method returned.
  ///   - parameter: The parameter it resolves.
  ///   - intent: The intent, which receives a successful value.
  @inlinable @inline(__always)
  public init<Root, Result: IntentResolutionResult>(
    _ result: Result,
    for parameter: borrowing IntentParameter<Root, Result.Value>,
    in intent: inout Root
  ) {
    self.init(result.resolution, for: parameter, in: &intent)
  }

  /// Applies a resolution: writes a successful value into the intent.
  @inlinable @inline(__always)
  init<Root, Value>(
    _ resolution: Resolution<Value>,
    for parameter: borrowing IntentParameter<Root, Value>,
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
