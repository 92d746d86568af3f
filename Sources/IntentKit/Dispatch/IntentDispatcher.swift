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
/// (``dispatch(json:)``). Every route stores typed closures, so the hot path neither boxes
/// intents in existentials nor casts them back.
public struct IntentDispatcher: Sendable {
  /// The deadlines, idempotency store and limits the dispatcher applies.
  public let configuration: Configuration

  @usableFromInline var registrations: [ObjectIdentifier: any Sendable] = [:]
  /// The intent types that have a handler, by wire name: what ``dispatch(json:)`` routes by and
  /// what decodes the intents the app saved, such as donations and shortcuts.
  public private(set) var intentTypes = IntentTypeRegistry()
  @usableFromInline var interceptors: [any IntentInterceptor] = []

  /// Creates a dispatcher with no handlers.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  // MARK: - Registration

  /// Registers a handler for the intent type it handles, replacing any earlier handler for that
  /// type.
  ///
  /// - Precondition: Every resolver names a parameter the intent declares, at most once, and no
  ///   other registered intent type has the same ``Intent/wireName``.
  public mutating func register<Handler: IntentHandling>(_ handler: Handler) {
    store(HandlerRegistration(resolvers: handler.parameterResolvers, methods: .handler(handler)))
  }

  /// Registers a completion-handler style handler, replacing any earlier handler for its intent
  /// type.
  ///
  /// - Precondition: Every resolver names a parameter the intent declares, at most once, and no
  ///   other registered intent type has the same ``Intent/wireName``.
  public mutating func register<Handler: IntentCompletionHandling>(_ handler: Handler) {
    store(
      HandlerRegistration(
        resolvers: handler.parameterResolvers,
        methods: .completionHandler(handler)
      )
    )
  }

  /// Registers a closure that handles an intent type with no resolution and a `ready` confirm
  /// step, replacing any earlier handler for that type.
  ///
  /// Use it for glue and tests:
  ///
  /// ```swift
  /// dispatcher.register(GetRideStatusIntent.self) { _ in .init(code: .success) }
  /// ```
  public mutating func register<Handled: Intent>(
    _ intentType: Handled.Type,
    handle: @escaping @Sendable (Handled) async throws -> Handled.Response
  ) {
    store(HandlerRegistration<Handled>(resolvers: [], methods: .closure(handle)))
  }

  /// Adds an interceptor that runs around every intent's phases, after those added earlier.
  public mutating func addInterceptor(_ interceptor: some IntentInterceptor) {
    interceptors.append(interceptor)
  }

  private mutating func store<Registered: Intent>(_ registration: HandlerRegistration<Registered>) {
    intentTypes.register(Registered.self)
    registrations[ObjectIdentifier(Registered.self)] = registration
  }

  // MARK: - Routing

  /// Returns a Boolean value that indicates whether a handler is registered for an intent type.
  public func canHandle<Handled: Intent>(_ intentType: Handled.Type) -> Bool {
    registrations[ObjectIdentifier(intentType)] != nil
  }

  /// Returns the typed route for an intent type; look it up once and reuse it on hot paths.
  ///
  /// - Throws: ``IntentDispatchError`` with code ``IntentDispatchError/Code/handlerNotFound``
  ///   if no handler is registered for the type.
  @inlinable
  public func route<Routed: Intent>(for intentType: Routed.Type) throws -> IntentRoute<Routed> {
    guard
      let registration = registrations[ObjectIdentifier(intentType)]
        as? HandlerRegistration<Routed>
    else {
      throw IntentDispatchError.handlerNotFound(for: Routed.wireName)
    }
    return IntentRoute(
      registration: registration,
      invoker: HandlerInvoker(
        intentName: Routed.wireName,
        deadlines: configuration.deadlines,
        diagnosticsHandler: configuration.diagnosticsHandler,
        watchdog: configuration.watchdog
      ),
      idempotency: configuration.idempotencyStore?.partition(for: Routed.self),
      interceptors: interceptors
    )
  }

  /// Runs an intent's whole lifecycle with its registered handler, stopping at the first
  /// parameter that needs the user.
  ///
  /// - Returns: Where the lifecycle ended.
  /// - Throws: ``IntentDispatchError`` with code ``IntentDispatchError/Code/handlerNotFound``
  ///   if no handler is registered; otherwise as ``IntentRoute/run(_:)``.
  @inlinable
  public func dispatch<Dispatched: Intent>(
    _ intent: Dispatched
  ) async throws -> IntentOutcome<Dispatched> {
    try await route(for: Dispatched.self).run(intent)
  }

  func wireRoute(named name: String) -> WireRoute? {
    intentTypes.wireRoute(named: name)
  }
}
