/// How a route's lifecycle calls its handler's `async` methods on the inline path: through the
/// registration's existential, or, for a handler registered with its type known, on that type.
///
/// The lifecycle is written once, generic over this protocol, and specialized for each
/// conformer. A handler called on its own type costs what calling it directly costs: a resolve
/// method is one `async` frame, where a call through the existential's witness table takes
/// two, and Swift hops back to the caller's executor after each call it can't see into.
@usableFromInline
protocol _HandlerCalls<HandledIntent>: Sendable {
  /// The intent type the handler handles.
  associatedtype HandledIntent: Intent
  /// What resolves one parameter inline.
  associatedtype InlineResolver

  /// What resolves the parameter at `index` in the `async` shape, or `nil` if that shape isn't
  /// the one to call inline (a completion handler, a shape not found yet, or an index outside
  /// the route's resolvers).
  ///
  /// Found before the call, not by it: a call that may return without awaiting made Swift hop
  /// back to the caller's executor once more after it.
  func inlineResolver(at index: Int, route: IntentRoute<HandledIntent>) -> InlineResolver?

  /// Resolves a parameter with what `inlineResolver(at:route:)` found, and applies the
  /// resolution to `intent`.
  func resolve(
    _ resolver: InlineResolver,
    in intent: inout HandledIntent
  ) async -> _ResolutionStep

  /// Calls the handler's `async` confirm.
  func confirm(
    _ intent: HandledIntent,
    route: IntentRoute<HandledIntent>
  ) async throws -> HandledIntent.Response

  /// Calls the handler's `async` handle.
  func handle(
    _ intent: HandledIntent,
    route: IntentRoute<HandledIntent>
  ) async throws -> HandledIntent.Response
}

/// The calls of any registration: through the handler stored as an existential, and through
/// each resolver's conformance or closure.
@usableFromInline
struct _RegisteredCalls<HandledIntent: Intent>: _HandlerCalls {
  @inlinable init() {}

  @inlinable @inline(__always)
  func inlineResolver(
    at index: Int,
    route: IntentRoute<HandledIntent>
  ) -> ParameterResolver<HandledIntent>._InlineCall? {
    ParameterResolver._inlineCall(at: index, in: route._registration.steps)
  }

  @inlinable @inline(__always)
  func resolve(
    _ resolver: ParameterResolver<HandledIntent>._InlineCall,
    in intent: inout HandledIntent
  ) async -> _ResolutionStep {
    await resolver.resolve(&intent)
  }

  @inlinable @inline(__always)
  func confirm(
    _ intent: HandledIntent,
    route: IntentRoute<HandledIntent>
  ) async throws -> HandledIntent.Response {
    try await route._registration.handler.confirm(intent: intent)
  }

  @inlinable @inline(__always)
  func handle(
    _ intent: HandledIntent,
    route: IntentRoute<HandledIntent>
  ) async throws -> HandledIntent.Response {
    try await route._registration.handler.handle(intent: intent)
  }
}

/// The calls of a handler registered with its type known: confirm and handle on the handler
/// itself, and each resolver bound to a handler of the same type on that handler.
///
/// A resolver bound with `ParameterResolver.init(_:_resolvingAt:of:resolveWithCompletion:)` to
/// a handler of another type (a wrapper that forwards another handler's resolvers) is called
/// as any registration calls it.
@usableFromInline
final class _TypedCalls<Handler: IntentHandling>: _HandlerCalls {
  @usableFromInline typealias HandledIntent = Handler.HandledIntent

  /// The registered handler.
  @usableFromInline let handler: Handler
  /// For each of the route's resolvers, the handler it is bound to and the index that handler
  /// gives it, when that handler is a `Handler`; `nil` otherwise.
  @usableFromInline let resolvers: [_TypedResolver<Handler>?]
  /// The same resolvers, unretained.
  ///
  /// `resolvers` holds them for as long as these calls exist. Read through a strong
  /// reference, each call retained and released its resolver.
  @usableFromInline let unmanagedResolvers: [Unmanaged<_TypedResolver<Handler>>?]

  @inlinable
  init(_ handler: Handler, steps: [ParameterResolver<HandledIntent>]) {
    self.handler = handler
    self.resolvers = steps.map { step in
      guard let conformance = step._conformance,
        let bound = conformance.handler as? Handler
      else { return nil }
      return _TypedResolver(bound, index: conformance.index)
    }
    self.unmanagedResolvers = resolvers.map { $0.map(Unmanaged.passUnretained) }
  }

  /// How a parameter is resolved inline: on a handler of this type, or as any registration
  /// resolves it.
  @usableFromInline
  enum InlineResolver {
    /// On the handler the resolver is bound to, a `Handler`.
    case typed(Unmanaged<_TypedResolver<Handler>>)
    /// Through the resolver's conformance or closure.
    case registered(ParameterResolver<HandledIntent>._InlineCall)
  }

  @inlinable @inline(__always)
  func inlineResolver(at index: Int, route: IntentRoute<HandledIntent>) -> InlineResolver? {
    guard unmanagedResolvers.indices.contains(index), let resolver = unmanagedResolvers[index]
    else {
      return _RegisteredCalls().inlineResolver(at: index, route: route).map { .registered($0) }
    }
    guard ParameterResolver._isPrimary(at: index, in: route._registration.steps) else {
      return nil
    }
    return .typed(resolver)
  }

  @inlinable @inline(__always)
  func resolve(_ resolver: InlineResolver, in intent: inout HandledIntent) async -> _ResolutionStep
  {
    switch resolver {
    case .typed(let resolver):
      // reason: `resolvers` holds the resolver for as long as `self`, which the caller holds.
      let bound = resolver.takeUnretainedValue()
      return await bound.handler._resolveParameter(at: bound.index, in: &intent)
    case .registered(let call):
      return await call.resolve(&intent)
    }
  }

  @inlinable @inline(__always)
  func confirm(
    _ intent: HandledIntent,
    route: IntentRoute<HandledIntent>
  ) async throws -> HandledIntent.Response {
    try await handler.confirm(intent: intent)
  }

  @inlinable @inline(__always)
  func handle(
    _ intent: HandledIntent,
    route: IntentRoute<HandledIntent>
  ) async throws -> HandledIntent.Response {
    try await handler.handle(intent: intent)
  }
}

/// A resolver's handler, on its own type, and the index it gives the resolver.
@usableFromInline
final class _TypedResolver<Handler: IntentHandling>: Sendable {
  @usableFromInline let handler: Handler
  @usableFromInline let index: Int

  @inlinable
  init(_ handler: Handler, index: Int) {
    self.handler = handler
    self.index = index
  }
}

/// The whole lifecycle of a route, specialized for the type of the handler registered on it.
@usableFromInline
struct _SpecializedLifecycle<HandledIntent: Intent>: Sendable {
  /// The handler's calls, a `_TypedCalls` of the handler's type.
  @usableFromInline let calls: any AnyObject & Sendable
  /// Runs the lifecycle with `calls`.
  ///
  /// The closure captures nothing, so that calling it is one `async` frame: with a context,
  /// Swift calls it through a forwarder that takes a frame of its own.
  ///
  /// The intent is passed `inout`, so that the closure's signature is the one its
  /// specialization has: a value parameter, passed indirectly by a generic signature and
  /// directly by a specialized one, made Swift call the specialization through a thunk.
  @usableFromInline let run:
    @Sendable (
      IntentRoute<HandledIntent>, inout HandledIntent, _LifecycleWatch<HandledIntent>?,
      any AnyObject & Sendable
    ) async throws -> IntentOutcome<HandledIntent>

  @inlinable
  init<Handler: IntentHandling<HandledIntent>>(
    _ handler: Handler,
    steps: [ParameterResolver<HandledIntent>]
  ) {
    self.calls = _TypedCalls(handler, steps: steps)
    self.run = { route, intent, watch, calls in
      // reason: `calls` is this value's own, made above as a `_TypedCalls<Handler>`.
      let calls = unsafeDowncast(calls, to: _TypedCalls<Handler>.self)
      return try await route._runLifecycle(&intent, watch: watch, calls: calls)
    }
  }

  /// Runs the lifecycle of `intent` on `route`.
  @inlinable @inline(__always)
  func callAsFunction(
    _ route: IntentRoute<HandledIntent>,
    _ intent: HandledIntent,
    watch: _LifecycleWatch<HandledIntent>?
  ) async throws -> IntentOutcome<HandledIntent> {
    var intent = intent
    return try await run(route, &intent, watch, calls)
  }
}
