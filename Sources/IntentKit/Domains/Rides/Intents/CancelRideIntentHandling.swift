/// A type that cancels rides, SiriKit's `INCancelRideIntentHandling`.
///
/// As in SiriKit there are no resolve methods, and the methods keep SiriKit's labels,
/// `handle(cancelRide:)` and `confirm(cancelRide:)`, each in SiriKit's two shapes, `async` and
/// completion handler; implement whichever you like. The protocol provides the lifecycle's
/// `handle(intent:)` and `confirm(intent:)` from them.
///
/// Unlike other intents, confirm is effectively required: SiriKit may not offer cancellation without it, so the default confirm answers `failure` and handle is never called. Implement confirm and answer `ready`, with the fee in ``CancelRideIntentResponse/cancellationFee``.
public protocol CancelRideIntentHandling: IntentHandling
where HandledIntent == CancelRideIntent {
  /// Cancels the ride.
  func handle(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse

  /// Cancels the ride, SiriKit's completion-handler shape.
  func handle(
    cancelRide intent: CancelRideIntent,
    completion: @escaping @Sendable (CancelRideIntentResponse) -> Void
  )

  /// Checks that the ride can be cancelled and reports any fee in the response.
  ///
  /// The default implementation answers `failure`: SiriKit may not offer cancellation at all without a confirm method ("If unimplemented, the system may not use the cancel ride intent").
  func confirm(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse

  /// Checks that the ride can be cancelled and reports any fee in the response, SiriKit's completion-handler shape.
  ///
  /// The default implementation completes with `failure`: SiriKit may not offer cancellation at all without a confirm method ("If unimplemented, the system may not use the cancel ride intent").
  func confirm(
    cancelRide intent: CancelRideIntent,
    completion: @escaping @Sendable (CancelRideIntentResponse) -> Void
  )
}

// MARK: - Default implementations

extension CancelRideIntentHandling {
  /// The default implementation, which throws ``UnimplementedHandleError``: implement this
  /// method or ``handle(cancelRide:completion:)``.
  public func handle(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    throw UnimplementedHandleError(intentName: CancelRideIntent.wireName)
  }

  /// The default implementation, which completes with `failure`: implement this method or
  /// ``handle(cancelRide:)``.
  public func handle(
    cancelRide intent: CancelRideIntent,
    completion: @escaping @Sendable (CancelRideIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(CancelRideIntentResponse(code: .failure))
  }

  /// The default implementation, which answers `failure`, as SiriKit does without a confirm
  /// method.
  public func confirm(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse
  {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    return CancelRideIntentResponse(code: .failure)
  }

  /// The default implementation, which completes with `failure`, as SiriKit does without a
  /// confirm method.
  public func confirm(
    cancelRide intent: CancelRideIntent,
    completion: @escaping @Sendable (CancelRideIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(CancelRideIntentResponse(code: .failure))
  }

  /// The default implementation, which calls ``confirm(cancelRide:)``.
  public func confirm(intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    try await confirm(cancelRide: intent)
  }

  /// The default implementation, which calls ``confirm(cancelRide:completion:)``.
  public func confirm(
    intent: CancelRideIntent,
    completion: @escaping @Sendable (CancelRideIntentResponse) -> Void
  ) {
    confirm(cancelRide: intent, completion: completion)
  }

  /// The default implementation, which calls ``handle(cancelRide:)``.
  public func handle(intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    try await handle(cancelRide: intent)
  }

  /// The default implementation, which calls ``handle(cancelRide:completion:)``.
  public func handle(
    intent: CancelRideIntent,
    completion: @escaping @Sendable (CancelRideIntentResponse) -> Void
  ) {
    handle(cancelRide: intent, completion: completion)
  }
}
