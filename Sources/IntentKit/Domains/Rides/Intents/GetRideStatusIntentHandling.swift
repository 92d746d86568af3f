/// A type that reports the current ride's status once or as a stream of updates, SiriKit's
/// `INGetRideStatusIntentHandling`.
///
/// As in SiriKit, handle, starting updates and stopping them are required; handle and confirm
/// come in both of SiriKit's shapes (see ``IntentHandling``), and so do updates: SiriKit's
/// observer, ``startSendingUpdates(for:to:)``, or an `AsyncStream`,
/// ``startSendingUpdates(for:)``. Implement either; each shape's default calls the other.
///
/// ```swift
/// let updates = await handler.startSendingUpdates(for: intent)
/// for await update in updates {
///   print(update.rideStatus?.phase as Any)  // at least every 20 s while the ride is active
/// }
/// ```
public protocol GetRideStatusIntentHandling: _GetRideStatusIntentHandlingSwift3
where HandledIntent == GetRideStatusIntent {
  /// Starts live updates of the current ride's status.
  ///
  /// The stream yields the status at once, then at least every 20 seconds and whenever the
  /// phase changes while the ride is active. When the ride ends it yields the final status and
  /// then a response without a status, and finishes.
  ///
  /// The default implementation streams what ``startSendingUpdates(for:to:)`` sends its
  /// observer, finishing after a response without a status.
  ///
  /// - Parameter intent: The request; its ``Intent/identifier`` names the stream for
  ///   ``stopSendingUpdates(for:)``.
  /// - Returns: The stream of updates.
  func startSendingUpdates(
    for intent: GetRideStatusIntent
  ) async
    -> AsyncStream<GetRideStatusIntentResponse>

  /// Starts live updates of the current ride's status, sent to an observer: SiriKit's shape of
  /// ``startSendingUpdates(for:)``.
  ///
  /// Send an update at least every 20 seconds while the ride is active; send a response without
  /// a ride status when the user has no active ride. The default implementation forwards the
  /// stream ``startSendingUpdates(for:)`` returns to the observer.
  func startSendingUpdates(
    for intent: GetRideStatusIntent,
    to observer: any GetRideStatusIntentResponseObserver
  )

  /// Finishes the stream that ``startSendingUpdates(for:)`` started for the intent.
  func stopSendingUpdates(for intent: GetRideStatusIntent) async
}

/// A type that receives live ride-status updates, SiriKit's
/// `INGetRideStatusIntentResponseObserver`.
///
/// The system provides the observer in SiriKit; here the caller of
/// ``GetRideStatusIntentHandling/startSendingUpdates(for:to:)`` does.
public protocol GetRideStatusIntentResponseObserver: Sendable {
  /// Receives an update of the current ride's status.
  func didUpdate(getRideStatus response: GetRideStatusIntentResponse)
}

// MARK: - Default implementations

extension GetRideStatusIntentHandling {
  /// The default implementation, which streams what ``startSendingUpdates(for:to:)`` sends.
  public func startSendingUpdates(
    for intent: GetRideStatusIntent
  ) async -> AsyncStream<GetRideStatusIntentResponse> {
    let (stream, continuation) = AsyncStream<GetRideStatusIntentResponse>.makeStream()
    _RideStatusStreamBridge.$isBridging.withValue(true) {
      startSendingUpdates(for: intent, to: _RideStatusStreamBridge(continuation: continuation))
    }
    return stream
  }

  /// The default implementation, which sends the observer every update of the stream
  /// ``startSendingUpdates(for:)`` returns.
  ///
  /// A handler that implements neither shape sends one response with code `failure` and no
  /// ride status, and nothing else.
  public func startSendingUpdates(
    for intent: GetRideStatusIntent,
    to observer: any GetRideStatusIntentResponseObserver
  ) {
    guard !_RideStatusStreamBridge.isBridging else {
      observer.didUpdate(getRideStatus: GetRideStatusIntentResponse(code: .failure))
      return
    }
    Task {
      for await update in await startSendingUpdates(for: intent) {
        observer.didUpdate(getRideStatus: update)
      }
    }
  }
}

/// The observer the stream shape of updates gives the observer shape: it yields each update and
/// finishes after a response without a ride status.
struct _RideStatusStreamBridge: GetRideStatusIntentResponseObserver {
  /// Whether the stream shape's default is calling the observer shape, so that the observer
  /// shape's default, reached when a handler implements neither, doesn't call back.
  @TaskLocal static var isBridging = false

  let continuation: AsyncStream<GetRideStatusIntentResponse>.Continuation

  func didUpdate(getRideStatus response: GetRideStatusIntentResponse) {
    continuation.yield(response)
    if response.rideStatus == nil { continuation.finish() }
  }
}
