/// What the dispatcher stores for one intent type, built once at registration: the resolvers in
/// parameter order, and the handler whose confirm and handle it calls.
///
/// The handler is stored as an existential and called through its witness table, in place, so
/// the inline path adds no closure and no copy. Each method has two shapes, `async` and
/// completion handler; which one the handler implements is found on the first call and kept in
/// a ``_ShapeChoice``.
@usableFromInline
struct _HandlerRegistration<HandledIntent: Intent>: Sendable {
  /// The handler's resolvers, in the order of the intent's parameters.
  @usableFromInline let steps: [ParameterResolver<HandledIntent>]

  /// The handler whose confirm and handle the lifecycle calls.
  @usableFromInline let handler: any IntentHandling<HandledIntent>

  /// Which shape of confirm the handler implements, found on the first call.
  @usableFromInline let confirmShape = _ShapeChoice()

  /// Which shape of handle the handler implements, found on the first call.
  @usableFromInline let handleShape = _ShapeChoice()

  /// The lifecycle specialized for the handler's type, when it was registered with its type
  /// known; `nil` for a closure registration, whose lifecycle calls the handler through
  /// ``handler``.
  @usableFromInline var lifecycle: _SpecializedLifecycle<HandledIntent>?

  @usableFromInline
  init(resolvers: [ParameterResolver<HandledIntent>], handler: any IntentHandling<HandledIntent>) {
    let declared = HandledIntent.parameters.map(\.name)
    var byName: [String: ParameterResolver<HandledIntent>] = [:]
    for resolver in resolvers {
      precondition(
        declared.contains(resolver.parameterName),
        "\(HandledIntent.wireName) declares no parameter '\(resolver.parameterName)'."
      )
      precondition(
        byName.updateValue(resolver, forKey: resolver.parameterName) == nil,
        "Two resolvers for \(HandledIntent.wireName).\(resolver.parameterName)."
      )
    }
    self.steps = declared.compactMap { byName[$0] }
    self.handler = handler
  }

  /// Calls confirm in the shape the handler implements.
  @usableFromInline
  func confirm(
    _ intent: HandledIntent,
    _ invoker: _HandlerInvoker
  ) async throws -> HandledIntent.Response {
    let handler = handler
    return try await Self.call(
      .confirm,
      choosing: confirmShape,
      context: invoker.context(for: .confirm),
      async: { try await handler.confirm(intent: intent) },
      completion: { handler.confirm(intent: intent, completion: $0) }
    )
  }

  /// Calls handle in the shape the handler implements.
  @usableFromInline
  func handle(
    _ intent: HandledIntent,
    _ invoker: _HandlerInvoker
  ) async throws -> HandledIntent.Response {
    let handler = handler
    return try await Self.call(
      .handle,
      choosing: handleShape,
      context: invoker.context(for: .handle),
      async: { try await handler.handle(intent: intent) },
      completion: { handler.handle(intent: intent, completion: $0) }
    )
  }

  /// Calls the shape of a method the handler implements, found on the first call (see
  /// ``_ShapeChoice/discover(_:for:isolation:primary:alternative:)``).
  static func call(
    _ method: _HandlerMethod,
    choosing choice: _ShapeChoice,
    context: _HandlerCallContext,
    async: () async throws -> HandledIntent.Response,
    completion: (@escaping @Sendable (HandledIntent.Response) -> Void) -> Void
  ) async throws -> HandledIntent.Response {
    switch choice.shape {
    case .primary:
      return try await async()
    case .alternative:
      return try await context.awaitCompletion(completion)
    case .unknown:
      return try await choice.discover(
        method,
        for: HandledIntent.self,
        primary: async,
        alternative: { try await context.awaitCompletion(completion) }
      )
    }
  }
}

/// The handler of a closure registration.
///
/// It has no resolvers, a confirm that answers `ready`, and the closure as handle. The
/// registration settles both methods on their `async` shape, so neither is probed.
struct _ClosureHandler<HandledIntent: Intent>: IntentHandling {
  let body: @Sendable (HandledIntent) async throws -> HandledIntent.Response

  func confirm(intent: HandledIntent) async throws -> HandledIntent.Response {
    HandledIntent.Response(code: .ready)
  }

  func handle(intent: HandledIntent) async throws -> HandledIntent.Response {
    try await body(intent)
  }
}
