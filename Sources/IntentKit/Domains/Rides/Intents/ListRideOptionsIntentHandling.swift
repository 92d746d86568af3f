/// A type that lists the ride options between two places, SiriKit's
/// `INListRideOptionsIntentHandling`.
///
/// Maps calls it without resolving anything, so the default resolvers accept what they're given.
public protocol ListRideOptionsIntentHandling: IntentHandling
where HandledIntent == ListRideOptionsIntent {
  /// Resolves where the ride would begin.
  func resolvePickupLocation(for intent: ListRideOptionsIntent) async -> PlacemarkResolutionResult

  /// Resolves where the ride would end.
  func resolveDropOffLocation(
    for intent: ListRideOptionsIntent
  ) async -> PlacemarkResolutionResult
}

// MARK: - Default implementations

extension ListRideOptionsIntentHandling {
  /// The default implementation, which returns the resolvers for the request's parameters, in
  /// SiriKit's order.
  public var parameterResolvers: [ParameterResolver<ListRideOptionsIntent>] {
    [
      ParameterResolver(.pickupLocation, resolve: resolvePickupLocation(for:)),
      ParameterResolver(.dropOffLocation, resolve: resolveDropOffLocation(for:)),
    ]
  }

  /// The default implementation, which accepts the value given and skips a missing one.
  public func resolvePickupLocation(
    for intent: ListRideOptionsIntent
  ) async -> PlacemarkResolutionResult {
    intent.pickupLocation.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts the value given and skips a missing one.
  public func resolveDropOffLocation(
    for intent: ListRideOptionsIntent
  ) async -> PlacemarkResolutionResult {
    intent.dropOffLocation.map { .success(with: $0) } ?? .notRequired()
  }
}
