/// What the dispatcher stores for one intent type, built once at registration: the resolvers in
/// parameter order, and the handler whose confirm and handle it calls.
@usableFromInline
struct _HandlerRegistration<HandledIntent: Intent>: Sendable {
  /// The handler's resolvers, in the order of the intent's parameters.
  @usableFromInline let steps: [ParameterResolver<HandledIntent>]

  /// The handler's confirm and handle methods.
  @usableFromInline let methods: _LifecycleMethods<HandledIntent>

  @usableFromInline
  init(resolvers: [ParameterResolver<HandledIntent>], methods: _LifecycleMethods<HandledIntent>) {
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
    self.methods = methods
  }
}

/// A handler's confirm and handle methods, in the shape they were written.
///
/// `async` handlers are stored as existentials and called through their witness tables, so the
/// inline path adds no closure; completion handlers are bridged; closure registrations confirm
/// `ready`.
@usableFromInline
enum _LifecycleMethods<HandledIntent: Intent>: Sendable {
  case handler(any IntentHandling<HandledIntent>)
  case completionHandler(any IntentCompletionHandling<HandledIntent>)
  case closure(@Sendable (HandledIntent) async throws -> HandledIntent.Response)

  /// Calls confirm inline.
  @usableFromInline
  func confirm(
    _ intent: HandledIntent,
    _ invoker: _HandlerInvoker
  ) async throws -> HandledIntent.Response {
    switch self {
    case .handler(let handler):
      return try await handler.confirm(intent: intent)
    case .completionHandler(let handler):
      return try await invoker.context(for: .confirm).awaitCompletion {
        handler.confirm(intent: intent, completion: $0)
      }
    case .closure:
      return HandledIntent.Response(code: .ready)
    }
  }

  /// Calls handle inline.
  @usableFromInline
  func handle(
    _ intent: HandledIntent,
    _ invoker: _HandlerInvoker
  ) async throws -> HandledIntent.Response {
    switch self {
    case .handler(let handler):
      return try await handler.handle(intent: intent)
    case .completionHandler(let handler):
      return try await invoker.context(for: .handle).awaitCompletion {
        handler.handle(intent: intent, completion: $0)
      }
    case .closure(let handle):
      return try await handle(intent)
    }
  }
}
