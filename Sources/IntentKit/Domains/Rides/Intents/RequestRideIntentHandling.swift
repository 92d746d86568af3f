/// A type that resolves, confirms and handles ``RequestRideIntent`` values, SiriKit's
/// `INRequestRideIntentHandling`.
///
/// Every method comes in SiriKit's two shapes, `async` and completion handler; implement
/// whichever you like (see ``IntentHandling``). Only handle is required. A resolve method
/// you don't implement accepts the value as given, or skips a missing one, as SiriKit does;
/// confirm answers `ready`.
///
/// ``RequestRideHandler`` resolves places, ride options and party sizes against a ``RideService``.
///
/// ```swift
/// struct MyRideHandler: RequestRideIntentHandling {
///   func resolveDropOffLocation(for intent: RequestRideIntent) async -> PlacemarkResolutionResult {
///     intent.dropOffLocation.map { .success(with: $0) } ?? .needsValue()
///   }
///   func handle(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
///     RequestRideIntentResponse(code: .success)
///   }
/// }
/// ```
public protocol RequestRideIntentHandling: _RequestRideIntentHandlingSwift3
where HandledIntent == RequestRideIntent {
  /// Resolves where the ride starts.
  func resolvePickupLocation(for intent: RequestRideIntent) async -> PlacemarkResolutionResult

  /// Resolves where the ride starts, SiriKit's completion-handler shape.
  func resolvePickupLocation(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  )

  /// Resolves where the ride ends.
  func resolveDropOffLocation(for intent: RequestRideIntent) async -> PlacemarkResolutionResult

  /// Resolves where the ride ends, SiriKit's completion-handler shape.
  func resolveDropOffLocation(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  )

  /// Resolves the kind of ride.
  func resolveRideOptionName(for intent: RequestRideIntent) async -> SpeakableStringResolutionResult

  /// Resolves the kind of ride, SiriKit's completion-handler shape.
  func resolveRideOptionName(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (SpeakableStringResolutionResult) -> Void
  )

  /// Resolves how many people ride.
  func resolvePartySize(for intent: RequestRideIntent) async -> IntegerResolutionResult

  /// Resolves how many people ride, SiriKit's completion-handler shape.
  func resolvePartySize(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  )

  /// Resolves how the ride is paid; an addition to SiriKit's protocol.
  func resolvePaymentMethod(for intent: RequestRideIntent) async -> PaymentMethodResolutionResult

  /// Resolves how the ride is paid; an addition to SiriKit's protocol, SiriKit's completion-handler shape.
  func resolvePaymentMethod(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (PaymentMethodResolutionResult) -> Void
  )

  /// Resolves when to be picked up.
  func resolveScheduledPickupTime(
    for intent: RequestRideIntent
  ) async -> DateComponentsRangeResolutionResult

  /// Resolves when to be picked up, SiriKit's completion-handler shape.
  func resolveScheduledPickupTime(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )
}

// MARK: - Default implementations

extension RequestRideIntentHandling {
  /// The default implementation, which binds both shapes of every resolve method, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<RequestRideIntent>] {
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
      ParameterResolver(
        .rideOptionName,
        _resolvingAt: 2,
        of: self,
        resolveWithCompletion: resolveRideOptionName(for:with:)
          as _ResolveCompletion<SpeakableStringResolutionResult>
      ),
      ParameterResolver(
        .partySize,
        _resolvingAt: 3,
        of: self,
        resolveWithCompletion: resolvePartySize(for:with:)
          as _ResolveCompletion<IntegerResolutionResult>
      ),
      ParameterResolver(
        .paymentMethod,
        _resolvingAt: 4,
        of: self,
        resolveWithCompletion: resolvePaymentMethod(for:with:)
          as _ResolveCompletion<PaymentMethodResolutionResult>
      ),
      ParameterResolver(
        .scheduledPickupTime,
        _resolvingAt: 5,
        of: self,
        resolveWithCompletion: resolveScheduledPickupTime(for:with:)
          as _ResolveCompletion<DateComponentsRangeResolutionResult>
      ),
    ]
  }

  /// The default implementation, which calls the `async` shape of the resolve method that
  /// ``parameterResolvers`` binds at `index`.
  @inlinable @inline(__always)
  public func _resolveParameter(
    at index: Int,
    in intent: inout RequestRideIntent
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
    case 2:
      _ResolutionStep(
        await resolveRideOptionName(for: intent) as SpeakableStringResolutionResult,
        for: .rideOptionName,
        in: &intent
      )
    case 3:
      _ResolutionStep(
        await resolvePartySize(for: intent) as IntegerResolutionResult,
        for: .partySize,
        in: &intent
      )
    case 4:
      _ResolutionStep(
        await resolvePaymentMethod(for: intent) as PaymentMethodResolutionResult,
        for: .paymentMethod,
        in: &intent
      )
    case 5:
      _ResolutionStep(
        await resolveScheduledPickupTime(for: intent) as DateComponentsRangeResolutionResult,
        for: .scheduledPickupTime,
        in: &intent
      )
    default:
      preconditionFailure("\(Self.self) binds no resolver at index \(index).")
    }
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePickupLocation(
    for intent: RequestRideIntent
  ) async -> PlacemarkResolutionResult {
    .unimplemented(for: .pickupLocation, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePickupLocation(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  ) {
    resolvePickupLocation(forRequestRide: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDropOffLocation(
    for intent: RequestRideIntent
  ) async -> PlacemarkResolutionResult {
    .unimplemented(for: .dropOffLocation, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDropOffLocation(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  ) {
    resolveDropOffLocation(forRequestRide: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveRideOptionName(
    for intent: RequestRideIntent
  ) async -> SpeakableStringResolutionResult {
    .unimplemented(for: .rideOptionName, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveRideOptionName(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (SpeakableStringResolutionResult) -> Void
  ) {
    resolveRideOptionName(forRequestRide: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePartySize(for intent: RequestRideIntent) async -> IntegerResolutionResult {
    .unimplemented(for: .partySize, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePartySize(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  ) {
    resolvePartySize(forRequestRide: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePaymentMethod(
    for intent: RequestRideIntent
  ) async -> PaymentMethodResolutionResult {
    .unimplemented(for: .paymentMethod, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePaymentMethod(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (PaymentMethodResolutionResult) -> Void
  ) {
    resolvePaymentMethod(forRequestRide: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveScheduledPickupTime(
    for intent: RequestRideIntent
  ) async -> DateComponentsRangeResolutionResult {
    .unimplemented(for: .scheduledPickupTime, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveScheduledPickupTime(
    for intent: RequestRideIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    resolveScheduledPickupTime(forRequestRide: intent, with: completion)
  }
}
