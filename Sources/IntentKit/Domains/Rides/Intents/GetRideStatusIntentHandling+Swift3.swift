/// SiriKit's Swift 3 names (the iOS 10 SDK) of the ``GetRideStatusIntentHandling`` methods, which later SDKs
/// renamed; implement the methods of ``GetRideStatusIntentHandling`` instead.
///
/// They are here so that a handler written with these names, such as
/// `confirm(getRideStatus:completion:)`, is still called rather than silently ignored: each current
/// method's default calls its Swift 3 name.
public protocol _GetRideStatusIntentHandlingSwift3: IntentHandling
where HandledIntent == GetRideStatusIntent {
  /// SiriKit's Swift 3 name for `confirm(intent:completion:)`.
  func confirm(
    getRideStatus intent: GetRideStatusIntent,
    completion: @escaping @Sendable (GetRideStatusIntentResponse) -> Void
  )

  /// SiriKit's Swift 3 name for `handle(intent:completion:)`.
  func handle(
    getRideStatus intent: GetRideStatusIntent,
    completion: @escaping @Sendable (GetRideStatusIntentResponse) -> Void
  )
}

extension _GetRideStatusIntentHandlingSwift3 {
  /// The default implementation, which completes with `ready`, as SiriKit assumes when confirm
  /// isn't implemented.
  public func confirm(
    getRideStatus intent: GetRideStatusIntent,
    completion: @escaping @Sendable (GetRideStatusIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(GetRideStatusIntentResponse(code: .ready))
  }

  /// The default implementation, which completes with `failure`: implement a handle method.
  public func handle(
    getRideStatus intent: GetRideStatusIntent,
    completion: @escaping @Sendable (GetRideStatusIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(GetRideStatusIntentResponse(code: .failure))
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `confirm(getRideStatus:completion:)`.
  public func confirm(
    intent: GetRideStatusIntent,
    completion: @escaping @Sendable (GetRideStatusIntentResponse) -> Void
  ) {
    confirm(getRideStatus: intent, completion: completion)
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `handle(getRideStatus:completion:)`.
  public func handle(
    intent: GetRideStatusIntent,
    completion: @escaping @Sendable (GetRideStatusIntentResponse) -> Void
  ) {
    handle(getRideStatus: intent, completion: completion)
  }
}
