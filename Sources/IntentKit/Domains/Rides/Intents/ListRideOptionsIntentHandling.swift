/// A type that resolves, confirms and handles ``ListRideOptionsIntent`` values, SiriKit's
/// `INListRideOptionsIntentHandling`.
///
/// Every method comes in SiriKit's two shapes, `async` and completion handler; implement
/// whichever you like (see ``IntentHandling``). Only handle is required. A resolve method
/// you don't implement accepts the value as given, or skips a missing one, as SiriKit does;
/// confirm answers `ready`.
public protocol ListRideOptionsIntentHandling: _ListRideOptionsIntentHandlingSwift3
where HandledIntent == ListRideOptionsIntent {
  /// Resolves where the ride starts.
  func resolvePickupLocation(for intent: ListRideOptionsIntent) async -> PlacemarkResolutionResult

  /// Resolves where the ride starts, SiriKit's completion-handler shape.
  func resolvePickupLocation(
    for intent: ListRideOptionsIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  )

  /// Resolves where the ride ends.
  func resolveDropOffLocation(for intent: ListRideOptionsIntent) async -> PlacemarkResolutionResult

  /// Resolves where the ride ends, SiriKit's completion-handler shape.
  func resolveDropOffLocation(
    for intent: ListRideOptionsIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  )
}

// MARK: - Default implementations

extension ListRideOptionsIntentHandling {
  /// The default implementation, which binds both shapes of every resolve method, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<ListRideOptionsIntent>] {
    [
      ParameterResolver(
        .pickupLocation,
        resolve: { await self.resolvePickupLocation(for: $0) as PlacemarkResolutionResult },
        resolveWithCompletion: resolvePickupLocation(for:with:)
      ),
      ParameterResolver(
        .dropOffLocation,
        resolve: { await self.resolveDropOffLocation(for: $0) as PlacemarkResolutionResult },
        resolveWithCompletion: resolveDropOffLocation(for:with:)
      ),
    ]
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePickupLocation(
    for intent: ListRideOptionsIntent
  ) async -> PlacemarkResolutionResult {
    .unimplemented(for: .pickupLocation, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePickupLocation(
    for intent: ListRideOptionsIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  ) {
    resolvePickupLocation(forListRideOptions: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDropOffLocation(
    for intent: ListRideOptionsIntent
  ) async -> PlacemarkResolutionResult {
    .unimplemented(for: .dropOffLocation, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDropOffLocation(
    for intent: ListRideOptionsIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  ) {
    resolveDropOffLocation(forListRideOptions: intent, with: completion)
  }
}
