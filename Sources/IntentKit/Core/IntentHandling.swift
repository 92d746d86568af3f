/// A type that resolves, confirms and handles one kind of ``Intent``.
///
/// This is the base of every handler protocol. Domain protocols such as SiriKit's
/// `INSendPaymentIntentHandling` refine it for one intent type and add typed resolve methods
/// with defaults, which they expose to the dispatcher through ``parameterResolvers``.
///
/// Every method comes in SiriKit's two shapes: the `async` form and the completion-handler form
/// with SiriKit's exact signature. Implement whichever you like; the dispatcher calls the one
/// your handler implements. A handler must implement one of the two handle methods (SiriKit
/// requires handle); the confirm step and every resolve method are optional, and the defaults
/// do what SiriKit does when a handler doesn't implement them.
///
/// ```swift
/// struct SoupHandler: OrderSoupIntentHandling {
///   func handle(intent: OrderSoupIntent) async throws -> OrderSoupIntentResponse {
///     OrderSoupIntentResponse(code: .success)
///   }
/// }
///
/// struct PortedSoupHandler: OrderSoupIntentHandling {
///   func handle(
///     intent: OrderSoupIntent,
///     completion: @escaping (OrderSoupIntentResponse) -> Void
///   ) {
///     kitchen.placeOrder(intent) { completion(OrderSoupIntentResponse(code: .success)) }
///   }
/// }
/// ```
///
/// Resolve methods don't throw: every expected outcome is a resolution result. Confirm and
/// handle throw only for infrastructure failures; business outcomes such as insufficient funds
/// are response codes. A completion handler that is never called ends the phase as a failure
/// with a diagnosis (when the closure is released, or when the phase's deadline passes); one
/// called a second time is ignored and reported to the dispatcher's diagnostics handler.
///
/// Stateless handlers are structs; handlers that hold state are actors.
public protocol IntentHandling<HandledIntent>: Sendable {
  /// The intent type this handler handles.
  associatedtype HandledIntent: Intent

  /// The handler's resolve methods, each bound to the parameter it resolves.
  ///
  /// Domain protocols provide this from their resolve methods; the dispatcher calls the
  /// resolvers in the order of ``Intent/parameters``. A parameter without a resolver is
  /// accepted as given. The default implementation returns no resolvers.
  var parameterResolvers: [ParameterResolver<HandledIntent>] { get }

  /// Calls the `async` resolve method of one parameter and applies its resolution to `intent`;
  /// for handling protocols and generated code, which bind their resolvers with
  /// `ParameterResolver.init(_:_resolvingAt:of:resolveWithCompletion:)`.
  ///
  /// The lifecycle calls this through the handler's conformance, in two calls where a closure
  /// takes four or more. There is no default behaviour: the default implementation stops the
  /// program, because a resolver bound by index to a handler without this method would
  /// otherwise ignore the handler's resolve methods.
  ///
  /// - Parameters:
  ///   - index: The index the resolver was bound with.
  ///   - intent: The intent as resolved so far, which receives a successful value.
  /// - Returns: Whether the parameter resolved, or what the user must be asked.
  func _resolveParameter(at index: Int, in intent: inout HandledIntent) async -> _ResolutionStep

  /// Checks, once every parameter is resolved, that the intent can be handled.
  ///
  /// Return a response with code `ready` to proceed; any failure code ends the lifecycle with
  /// that response. Implement this or ``confirm(intent:completion:)``, or neither: the default
  /// implementation answers `ready`, as SiriKit assumes when confirm isn't implemented.
  func confirm(intent: HandledIntent) async throws -> HandledIntent.Response

  /// Checks that the intent can be handled and passes the response to `completion`, SiriKit's
  /// completion-handler shape of ``confirm(intent:)``.
  ///
  /// The default implementation completes with a response with code `ready`.
  func confirm(
    intent: HandledIntent,
    completion: @escaping @Sendable (HandledIntent.Response) -> Void
  )

  /// Performs the task and reports what was done.
  ///
  /// Implement this or ``handle(intent:completion:)``. The default implementation throws
  /// ``UnimplementedHandleError``.
  func handle(intent: HandledIntent) async throws -> HandledIntent.Response

  /// Performs the task and passes the response to `completion`, SiriKit's completion-handler
  /// shape of ``handle(intent:)``.
  ///
  /// Implement this or ``handle(intent:)``. The default implementation completes with a
  /// response with code `failure`.
  func handle(
    intent: HandledIntent,
    completion: @escaping @Sendable (HandledIntent.Response) -> Void
  )
}

// MARK: - Default implementations

extension IntentHandling {
  /// The default implementation, which returns no resolvers.
  public var parameterResolvers: [ParameterResolver<HandledIntent>] { [] }

  /// A completion-handler resolve method that passes `Result`, to pick one of a method's
  /// overloads with `as` where a resolver binds it.
  public typealias _ResolveCompletion<Result> =
    @Sendable (HandledIntent, @escaping @Sendable (Result) -> Void) -> Void

  /// The default implementation, which stops the program: a resolver was bound by index to a
  /// handler that doesn't implement this method.
  public func _resolveParameter(
    at index: Int,
    in intent: inout HandledIntent
  ) async -> _ResolutionStep {
    preconditionFailure(
      "\(Self.self) binds a resolver with `_resolvingAt: \(index)` but doesn't implement "
        + "`_resolveParameter(at:in:)`."
    )
  }

  /// The default implementation, which returns a response with code `ready`.
  public func confirm(intent: HandledIntent) async throws -> HandledIntent.Response {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    return HandledIntent.Response(code: .ready)
  }

  /// The default implementation, which completes with a response with code `ready`.
  public func confirm(
    intent: HandledIntent,
    completion: @escaping @Sendable (HandledIntent.Response) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(HandledIntent.Response(code: .ready))
  }

  /// The default implementation, which throws ``UnimplementedHandleError``: implement this
  /// method or ``handle(intent:completion:)``.
  public func handle(intent: HandledIntent) async throws -> HandledIntent.Response {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    throw UnimplementedHandleError(intentName: HandledIntent.wireName)
  }

  /// The default implementation, which completes with a response with code `failure`:
  /// implement this method or ``handle(intent:)``.
  public func handle(
    intent: HandledIntent,
    completion: @escaping @Sendable (HandledIntent.Response) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(HandledIntent.Response(code: .failure))
  }
}
