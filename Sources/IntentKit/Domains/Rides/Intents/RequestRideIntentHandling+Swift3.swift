/// SiriKit's Swift 3 names (the iOS 10 SDK) of the ``RequestRideIntentHandling`` methods, which later SDKs
/// renamed; implement the methods of ``RequestRideIntentHandling`` instead.
///
/// They are here so that a handler written with these names, such as
/// `confirm(requestRide:completion:)`, is still called rather than silently ignored: each current
/// method's default calls its Swift 3 name.
public protocol _RequestRideIntentHandlingSwift3: IntentHandling
where HandledIntent == RequestRideIntent {
  /// SiriKit's Swift 3 name for `resolvePickupLocation(for:with:)`.
  func resolvePickupLocation(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveDropOffLocation(for:with:)`.
  func resolveDropOffLocation(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveRideOptionName(for:with:)`.
  func resolveRideOptionName(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (SpeakableStringResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolvePartySize(for:with:)`.
  func resolvePartySize(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolvePaymentMethod(for:with:)`.
  func resolvePaymentMethod(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (PaymentMethodResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveScheduledPickupTime(for:with:)`.
  func resolveScheduledPickupTime(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `confirm(intent:completion:)`.
  func confirm(
    requestRide intent: RequestRideIntent,
    completion: @escaping @Sendable (RequestRideIntentResponse) -> Void
  )

  /// SiriKit's Swift 3 name for `handle(intent:completion:)`.
  func handle(
    requestRide intent: RequestRideIntent,
    completion: @escaping @Sendable (RequestRideIntentResponse) -> Void
  )
}

extension _RequestRideIntentHandlingSwift3 {
  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePickupLocation(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .pickupLocation, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDropOffLocation(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .dropOffLocation, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveRideOptionName(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (SpeakableStringResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .rideOptionName, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePartySize(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (IntegerResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .partySize, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePaymentMethod(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (PaymentMethodResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .paymentMethod, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveScheduledPickupTime(
    forRequestRide intent: RequestRideIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .scheduledPickupTime, in: intent))
  }

  /// The default implementation, which completes with `ready`, as SiriKit assumes when confirm
  /// isn't implemented.
  public func confirm(
    requestRide intent: RequestRideIntent,
    completion: @escaping @Sendable (RequestRideIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(RequestRideIntentResponse(code: .ready))
  }

  /// The default implementation, which completes with `failure`: implement a handle method.
  public func handle(
    requestRide intent: RequestRideIntent,
    completion: @escaping @Sendable (RequestRideIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(RequestRideIntentResponse(code: .failure))
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `confirm(requestRide:completion:)`.
  public func confirm(
    intent: RequestRideIntent,
    completion: @escaping @Sendable (RequestRideIntentResponse) -> Void
  ) {
    confirm(requestRide: intent, completion: completion)
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `handle(requestRide:completion:)`.
  public func handle(
    intent: RequestRideIntent,
    completion: @escaping @Sendable (RequestRideIntentResponse) -> Void
  ) {
    handle(requestRide: intent, completion: completion)
  }
}
