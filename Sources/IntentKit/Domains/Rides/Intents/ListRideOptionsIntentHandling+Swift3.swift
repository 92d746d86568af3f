/// SiriKit's Swift 3 names (the iOS 10 SDK) of the ``ListRideOptionsIntentHandling`` methods, which later SDKs
/// renamed; implement the methods of ``ListRideOptionsIntentHandling`` instead.
///
/// They are here so that a handler written with these names, such as
/// `confirm(listRideOptions:completion:)`, is still called rather than silently ignored: each current
/// method's default calls its Swift 3 name.
public protocol _ListRideOptionsIntentHandlingSwift3: IntentHandling
where HandledIntent == ListRideOptionsIntent {
  /// SiriKit's Swift 3 name for `resolvePickupLocation(for:with:)`.
  func resolvePickupLocation(
    forListRideOptions intent: ListRideOptionsIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveDropOffLocation(for:with:)`.
  func resolveDropOffLocation(
    forListRideOptions intent: ListRideOptionsIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `confirm(intent:completion:)`.
  func confirm(
    listRideOptions intent: ListRideOptionsIntent,
    completion: @escaping @Sendable (ListRideOptionsIntentResponse) -> Void
  )

  /// SiriKit's Swift 3 name for `handle(intent:completion:)`.
  func handle(
    listRideOptions intent: ListRideOptionsIntent,
    completion: @escaping @Sendable (ListRideOptionsIntentResponse) -> Void
  )
}

extension _ListRideOptionsIntentHandlingSwift3 {
  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePickupLocation(
    forListRideOptions intent: ListRideOptionsIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .pickupLocation, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDropOffLocation(
    forListRideOptions intent: ListRideOptionsIntent,
    with completion: @escaping @Sendable (PlacemarkResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .dropOffLocation, in: intent))
  }

  /// The default implementation, which completes with `ready`, as SiriKit assumes when confirm
  /// isn't implemented.
  public func confirm(
    listRideOptions intent: ListRideOptionsIntent,
    completion: @escaping @Sendable (ListRideOptionsIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(ListRideOptionsIntentResponse(code: .ready))
  }

  /// The default implementation, which completes with `failure`: implement a handle method.
  public func handle(
    listRideOptions intent: ListRideOptionsIntent,
    completion: @escaping @Sendable (ListRideOptionsIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(ListRideOptionsIntentResponse(code: .failure))
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `confirm(listRideOptions:completion:)`.
  public func confirm(
    intent: ListRideOptionsIntent,
    completion: @escaping @Sendable (ListRideOptionsIntentResponse) -> Void
  ) {
    confirm(listRideOptions: intent, completion: completion)
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `handle(listRideOptions:completion:)`.
  public func handle(
    intent: ListRideOptionsIntent,
    completion: @escaping @Sendable (ListRideOptionsIntentResponse) -> Void
  ) {
    handle(listRideOptions: intent, completion: completion)
  }
}
