/// A value that routes intents to the handlers registered for their types and runs their lifecycle.
///
/// Register handlers once, then share the dispatcher: it is an immutable `Sendable` value after
/// setup, so dispatching needs no locks or actor hops.
///
/// ```swift
/// var dispatcher = IntentDispatcher()
/// dispatcher.register(SoupHandler())
/// dispatcher.register(GreetIntent.self) { _ in GreetIntentResponse(code: .success) }
///
/// let outcome = try await dispatcher.dispatch(OrderSoupIntent(soup: .clamChowder, quantity: 2))
/// print(outcome.response?.code as Any)  // Optional(success)
/// ```
///
/// Routing is by Swift type (``dispatch(_:)``) or by ``Intent/wireName`` for JSON
/// (``dispatch(json:)``). Every route is typed by its intent, so the hot path neither boxes
/// intents in existentials nor casts them back.
public struct IntentDispatcher: Sendable {
  /// The handlers, interceptors and configuration routes are made from.
  @usableFromInline var _routes: _RouteTable

  /// The intent types that have a handler, by wire name: what ``dispatch(json:)`` routes by and
  /// what decodes the intents the app saved, such as donations and shortcuts.
  public private(set) var intentTypes = IntentTypeRegistry()

  /// Creates a dispatcher with no handlers.
  public init(configuration: Configuration = Configuration()) {
    self._routes = _RouteTable(configuration: configuration)
  }

  /// The deadlines, idempotency store and limits the dispatcher applies.
  public var configuration: Configuration {
    _routes.configuration
  }

  // MARK: - Registration

  /// Registers a handler for the intent type it handles, replacing any earlier handler for that
  /// type.
  ///
  /// The lifecycle is specialized for `Handler` where you register it, so that a route calls
  /// the handler's methods as directly as your own code would.
  ///
  /// - Precondition: Every resolver names a parameter the intent declares, at most once, and no
  ///   other registered intent type has the same ``Intent/wireName``.
  @inlinable
  public mutating func register<Handler: IntentHandling>(_ handler: Handler) {
    var registration = _HandlerRegistration(resolvers: handler.parameterResolvers, handler: handler)
    // Made here, where the handler's type is known, so that the lifecycle is specialized for
    // it in the module that registers it and calls its methods without the witness table.
    registration.lifecycle = _SpecializedLifecycle(handler, steps: registration.steps)
    _store(registration)
  }

  /// Registers a closure that handles an intent type with no resolution and a `ready` confirm
  /// step, replacing any earlier handler for that type.
  ///
  /// Use it for glue and tests:
  ///
  /// ```swift
  /// dispatcher.register(GetRideStatusIntent.self) { _ in .init(code: .success) }
  /// ```
  public mutating func register<HandledIntent: Intent>(
    _ intentType: HandledIntent.Type,
    handle: @escaping @Sendable (HandledIntent) async throws -> HandledIntent.Response
  ) {
    let registration = _HandlerRegistration(resolvers: [], handler: _ClosureHandler(body: handle))
    // The closure is handle's async shape, and confirm answers `ready`: nothing to discover.
    registration.confirmShape.settle(.primary)
    registration.handleShape.settle(.primary)
    _store(registration)
  }

  /// Adds an interceptor that runs around every intent's phases, after those added earlier.
  public mutating func addInterceptor(_ interceptor: some IntentInterceptor) {
    _routes.interceptors.append(interceptor)
  }

  @usableFromInline
  mutating func _store<HandledIntent: Intent>(
    _ registration: _HandlerRegistration<HandledIntent>
  ) {
    intentTypes.register(HandledIntent.self)
    _routes.store(registration)
  }

  // MARK: - Routing

  /// Returns a Boolean value that indicates whether a handler is registered for an intent type.
  public func canHandle<HandledIntent: Intent>(_ intentType: HandledIntent.Type) -> Bool {
    _routes.routes[intentType] != nil
  }

  /// Returns the typed route for an intent type; look it up once and reuse it on hot paths.
  ///
  /// - Throws: ``IntentDispatchError`` with code ``IntentDispatchError/Code/handlerNotFound``
  ///   if no handler is registered for the type.
  @inlinable
  public func route<HandledIntent: Intent>(
    for intentType: HandledIntent.Type
  ) throws -> IntentRoute<HandledIntent> {
    try _routes.route(for: intentType)
  }

  /// Runs an intent's whole lifecycle with its registered handler, stopping at the first
  /// parameter that needs the user.
  ///
  /// - Returns: Where the lifecycle ended.
  /// - Throws: ``IntentDispatchError`` with code ``IntentDispatchError/Code/handlerNotFound``
  ///   if no handler is registered; otherwise as ``IntentRoute/run(_:)``.
  @inlinable
  public func dispatch<HandledIntent: Intent>(
    _ intent: HandledIntent
  ) async throws -> IntentOutcome<HandledIntent> {
    try await route(for: HandledIntent.self).run(intent)
  }

  func wireRoute(named name: String) -> WireRoute? {
    intentTypes.wireRoute(named: name)
  }
}

/// The handlers, interceptors and configuration a dispatcher makes its routes from.
///
/// The JSON front end reaches handlers through this table, so the path from a request's bytes to
/// a handler only goes down: dispatcher → wire route → route table → intent route → handler.
@usableFromInline
struct _RouteTable: Sendable {
  @usableFromInline let configuration: IntentDispatcher.Configuration
  /// Each registered intent type's route, without interceptors, by the type's identifier: a
  /// `_RouteCore`, so that finding it compares a type pointer, where a cast out of
  /// `any Sendable` searches conformance tables.
  @usableFromInline var routes = TypeTable<any AnyObject & Sendable>()
  @usableFromInline var interceptors: [any IntentInterceptor] = []

  init(configuration: IntentDispatcher.Configuration) {
    self.configuration = configuration
  }

  /// Builds an intent type's route once, when its handler is registered: its deadlines in
  /// nanoseconds and its idempotency partition are looked up here, not per request.
  mutating func store<HandledIntent: Intent>(_ registration: _HandlerRegistration<HandledIntent>) {
    let core = _RouteCore(
      registration: registration,
      invoker: _HandlerInvoker(
        intentName: HandledIntent.wireName,
        deadlines: configuration.deadlines,
        diagnosticsHandler: configuration.diagnosticsHandler,
        watchdog: configuration._watchdog
      ),
      idempotency: configuration.idempotencyStore?._partition(for: HandledIntent.self)
    )
    routes.set(core, for: HandledIntent.self)
  }

  /// Returns the typed route for an intent type, with the table's interceptors.
  ///
  /// - Throws: ``IntentDispatchError`` with code ``IntentDispatchError/Code/handlerNotFound``
  ///   if no handler is registered for the type.
  @inlinable
  func route<HandledIntent: Intent>(
    for intentType: HandledIntent.Type
  ) throws -> IntentRoute<HandledIntent> {
    // `store(_:)` files each type's core, a final `_RouteCore`, under the type's identifier.
    guard let core = routes[intentType],
      let core = _exactCast(core, to: _RouteCore<HandledIntent>.self)
    else {
      throw IntentDispatchError._handlerNotFound(for: HandledIntent.wireName)
    }
    return IntentRoute(core: core, interceptors: interceptors)
  }
}
