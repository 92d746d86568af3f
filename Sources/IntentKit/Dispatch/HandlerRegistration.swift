/// What the dispatcher stores for one intent type, built once at registration: the resolvers in
/// parameter order, and the handler whose confirm and handle it calls.
@usableFromInline
struct HandlerRegistration<Registered: Intent>: Sendable {
  /// The handler's resolvers, in the order of the intent's parameters.
  @usableFromInline let steps: [ParameterResolver<Registered>]

  /// The handler's confirm and handle methods.
  @usableFromInline let methods: LifecycleMethods<Registered>

  @usableFromInline
  init(resolvers: [ParameterResolver<Registered>], methods: LifecycleMethods<Registered>) {
    let declared = Registered.parameters.map(\.name)
    var byName: [String: ParameterResolver<Registered>] = [:]
    for resolver in resolvers {
      precondition(
        declared.contains(resolver.parameterName),
        "\(Registered.wireName) declares no parameter '\(resolver.parameterName)'."
      )
      precondition(
        byName.updateValue(resolver, forKey: resolver.parameterName) == nil,
        "Two resolvers for \(Registered.wireName).\(resolver.parameterName)."
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
enum LifecycleMethods<Handled: Intent>: Sendable {
  case handler(any IntentHandling<Handled>)
  case completionHandler(any IntentCompletionHandling<Handled>)
  case closure(@Sendable (Handled) async throws -> Handled.Response)

  /// Calls confirm inline.
  @usableFromInline
  func confirm(_ intent: Handled, _ invoker: HandlerInvoker) async throws -> Handled.Response {
    switch self {
    case .handler(let handler):
      return try await handler.confirm(intent: intent)
    case .completionHandler(let handler):
      return try await invoker.context(for: .confirm).awaitCompletion {
        handler.confirm(intent: intent, completion: $0)
      }
    case .closure:
      return Handled.Response(code: .ready)
    }
  }

  /// Calls handle inline.
  @usableFromInline
  func handle(_ intent: Handled, _ invoker: HandlerInvoker) async throws -> Handled.Response {
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
