/// A type that confirms and handles one kind of ``Intent`` by calling completion handlers, the
/// style of SiriKit handlers written before Swift concurrency.
///
/// Register a completion-style handler with the dispatcher like any other; the dispatcher bridges
/// each call to `async`. A completion handler that is never called ends the phase as a failure
/// with a diagnosis (when the closure is released, or when the phase's deadline passes), never as
/// `ready` or `success`; a completion handler called a second time is ignored and reported to the
/// dispatcher's diagnostics handler.
///
/// ```swift
/// struct LegacySoupHandler: IntentCompletionHandling {
///   func handle(
///     intent: OrderSoupIntent,
///     completion: @escaping @Sendable (OrderSoupIntentResponse) -> Void
///   ) {
///     kitchen.placeOrder(intent) { completion(OrderSoupIntentResponse(code: .success)) }
///   }
/// }
/// ```
///
/// Completion-style resolvers are made with
/// ``ParameterResolver/init(_:resolveWithCompletion:)``.
public protocol IntentCompletionHandling<HandledIntent>: Sendable {
  /// The intent type this handler handles.
  associatedtype HandledIntent: Intent

  /// The handler's resolve methods, each bound to the parameter it resolves.
  ///
  /// The default implementation returns no resolvers.
  var parameterResolvers: [ParameterResolver<HandledIntent>] { get }

  /// Checks that the intent can be handled and passes the response to `completion`.
  ///
  /// The default implementation completes with a response with code `ready`.
  func confirm(
    intent: HandledIntent,
    completion: @escaping @Sendable (HandledIntent.Response) -> Void
  )

  /// Performs the task and passes the response to `completion`.
  func handle(
    intent: HandledIntent,
    completion: @escaping @Sendable (HandledIntent.Response) -> Void
  )
}

// MARK: - Default implementations

extension IntentCompletionHandling {
  /// The default implementation, which returns no resolvers.
  public var parameterResolvers: [ParameterResolver<HandledIntent>] { [] }

  /// The default implementation, which completes with a response with code `ready`.
  public func confirm(
    intent: HandledIntent,
    completion: @escaping @Sendable (HandledIntent.Response) -> Void
  ) {
    completion(HandledIntent.Response(code: .ready))
  }
}
