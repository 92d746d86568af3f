/// A type that reports the current ride's status once or as a stream of updates, SiriKit's
/// `INGetRideStatusIntentHandling`.
///
/// As in SiriKit, all three methods are required. SiriKit's observer becomes an `AsyncStream`:
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
  /// - Parameter intent: The request; its ``Intent/identifier`` names the stream for
  ///   ``stopSendingUpdates(for:)``.
  /// - Returns: The stream of updates.
  func startSendingUpdates(
    for intent: GetRideStatusIntent
  ) async
    -> AsyncStream<GetRideStatusIntentResponse>

  /// Finishes the stream that ``startSendingUpdates(for:)`` started for the intent.
  func stopSendingUpdates(for intent: GetRideStatusIntent) async
}
