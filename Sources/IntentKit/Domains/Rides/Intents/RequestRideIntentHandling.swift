/// A type that resolves, confirms and handles ride requests, SiriKit's
/// `INRequestRideIntentHandling`.
///
/// Every resolve method has a default that accepts the value given and skips a missing one, as
/// SiriKit does for resolve methods a handler doesn't implement. ``RequestRideHandler`` resolves
/// places, ride options and party sizes against a ``RideService``.
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
public protocol RequestRideIntentHandling: IntentHandling
where HandledIntent == RequestRideIntent {
  /// Resolves where the ride begins.
  func resolvePickupLocation(for intent: RequestRideIntent) async -> PlacemarkResolutionResult

  /// Resolves where the ride ends.
  func resolveDropOffLocation(for intent: RequestRideIntent) async -> PlacemarkResolutionResult

  /// Resolves the ride option's name.
  func resolveRideOptionName(
    for intent: RequestRideIntent
  ) async -> SpeakableStringResolutionResult

  /// Resolves the number of people riding.
  func resolvePartySize(for intent: RequestRideIntent) async -> IntegerResolutionResult

  /// Resolves how the rider pays.
  ///
  /// An IntentKit addition: SiriKit has no resolve method for the payment method, so its
  /// default, like SiriKit, accepts the value given.
  func resolvePaymentMethod(for intent: RequestRideIntent) async -> Resolution<PaymentMethod>

  /// Resolves when the rider wants to be picked up.
  func resolveScheduledPickupTime(
    for intent: RequestRideIntent
  ) async -> DateComponentsRangeResolutionResult
}

// MARK: - Default implementations

extension RequestRideIntentHandling {
  /// The default implementation, which returns the resolvers for the request's parameters, in
  /// SiriKit's order.
  public var parameterResolvers: [ParameterResolver<RequestRideIntent>] {
    [
      ParameterResolver(.pickupLocation, resolve: resolvePickupLocation(for:)),
      ParameterResolver(.dropOffLocation, resolve: resolveDropOffLocation(for:)),
      ParameterResolver(.rideOptionName, resolve: resolveRideOptionName(for:)),
      ParameterResolver(.partySize, resolve: resolvePartySize(for:)),
      ParameterResolver(.paymentMethod, resolve: resolvePaymentMethod(for:)),
      ParameterResolver(.scheduledPickupTime, resolve: resolveScheduledPickupTime(for:)),
    ]
  }

  /// The default implementation, which accepts the value given and skips a missing one.
  public func resolvePickupLocation(
    for intent: RequestRideIntent
  ) async -> PlacemarkResolutionResult {
    intent.pickupLocation.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts the value given and skips a missing one.
  public func resolveDropOffLocation(
    for intent: RequestRideIntent
  ) async -> PlacemarkResolutionResult {
    intent.dropOffLocation.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts the value given and skips a missing one.
  public func resolveRideOptionName(
    for intent: RequestRideIntent
  ) async -> SpeakableStringResolutionResult {
    intent.rideOptionName.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts the value given and skips a missing one.
  public func resolvePartySize(for intent: RequestRideIntent) async -> IntegerResolutionResult {
    intent.partySize.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts the value given and skips a missing one.
  public func resolvePaymentMethod(
    for intent: RequestRideIntent
  ) async -> Resolution<PaymentMethod> {
    intent.paymentMethod.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts the value given and skips a missing one.
  public func resolveScheduledPickupTime(
    for intent: RequestRideIntent
  ) async -> DateComponentsRangeResolutionResult {
    intent.scheduledPickupTime.map { .success(with: $0) } ?? .notRequired()
  }
}
