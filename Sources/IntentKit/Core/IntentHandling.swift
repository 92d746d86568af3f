/// A type that resolves, confirms and handles one kind of ``Intent``.
///
/// This is the base of every handler protocol. Domain protocols such as SiriKit's
/// `INSendPaymentIntentHandling` refine it for one intent type and add typed
/// `resolve…(for:)` requirements with defaults, which they expose to the dispatcher through
/// ``parameterResolvers``. Only ``handle(intent:)`` is required: an unimplemented confirm step
/// means "ready", SiriKit's documented default.
///
/// Stateless handlers are structs; handlers that hold state are actors.
///
/// ```swift
/// struct SoupHandler: OrderSoupIntentHandling {
///   func handle(intent: OrderSoupIntent) async throws -> OrderSoupIntentResponse {
///     OrderSoupIntentResponse(code: .success)
///   }
/// }
/// ```
///
/// Resolve methods don't throw: every expected outcome is a ``Resolution``. Confirm and handle
/// throw only for infrastructure failures; business outcomes such as insufficient funds are
/// response codes.
public protocol IntentHandling<HandledIntent>: Sendable {
  /// The intent type this handler handles.
  associatedtype HandledIntent: Intent

  /// The handler's resolve methods, each bound to the parameter it resolves.
  ///
  /// Domain protocols provide this from their `resolve…(for:)` requirements; the dispatcher
  /// calls the resolvers in the order of ``Intent/parameters``. A parameter without a resolver is
  /// accepted as given. The default implementation returns no resolvers.
  var parameterResolvers: [ParameterResolver<HandledIntent>] { get }

  /// Checks, once every parameter is resolved, that the intent can be handled.
  ///
  /// Return a response with code `ready` to proceed; any failure code ends the lifecycle with
  /// that response. The default implementation returns `ready`.
  func confirm(intent: HandledIntent) async throws -> HandledIntent.Response

  /// Performs the task and reports what was done.
  func handle(intent: HandledIntent) async throws -> HandledIntent.Response
}

// MARK: - Default implementations

extension IntentHandling {
  /// The default implementation, which returns no resolvers.
  public var parameterResolvers: [ParameterResolver<HandledIntent>] { [] }

  /// The default implementation, which returns a response with code `ready`.
  public func confirm(intent: HandledIntent) async throws -> HandledIntent.Response {
    HandledIntent.Response(code: .ready)
  }
}
