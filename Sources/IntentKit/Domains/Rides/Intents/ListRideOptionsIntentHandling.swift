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
        _resolvingAt: 0,
        of: self,
        resolveWithCompletion: resolvePickupLocation(for:with:)
          as _ResolveCompletion<PlacemarkResolutionResult>
      ),
      ParameterResolver(
        .dropOffLocation,
        _resolvingAt: 1,
        of: self,
        resolveWithCompletion: resolveDropOffLocation(for:with:)
          as _ResolveCompletion<PlacemarkResolutionResult>
      ),
    ]
  }

  /// The default implementation, which calls the `async` shape of the resolve method that
  /// ``parameterResolvers`` binds at `index`.
  @inlinable @inline(__always)
  public func _resolveParameter(
    at index: Int,
    in intent: inout ListRideOptionsIntent
  ) async -> _ResolutionStep {
    switch index {
    case 0:
      _ResolutionStep(
        await resolvePickupLocation(for: intent) as PlacemarkResolutionResult,
        for: .pickupLocation,
        in: &intent
      )
    case 1:
      _ResolutionStep(
        await resolveDropOffLocation(for: intent) as PlacemarkResolutionResult,
        for: .dropOffLocation,
        in: &intent
      )
    default:
      preconditionFailure("\(Self.self) binds no resolver at index \(index).")
    }
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
