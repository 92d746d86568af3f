/// A type that cancels rides, SiriKit's `INCancelRideIntentHandling`.
///
/// As in SiriKit there are no resolve methods, and the methods keep SiriKit's labels,
/// `handle(cancelRide:)` and `confirm(cancelRide:)`; the protocol provides the lifecycle's
/// `handle(intent:)` and `confirm(intent:)` from them.
public protocol CancelRideIntentHandling: IntentHandling where HandledIntent == CancelRideIntent {
  /// Cancels the ride.
  func handle(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse

  /// Checks that the ride can be cancelled and reports the fee in the response.
  ///
  /// SiriKit may not offer cancellation at all without it. The default implementation returns
  /// `ready` with no fee.
  func confirm(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse
}

// MARK: - Default implementations

extension CancelRideIntentHandling {
  /// The default implementation, which returns `ready` with no fee.
  public func confirm(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse
  {
    CancelRideIntentResponse(code: .ready)
  }

  /// The default implementation, which confirms by calling ``confirm(cancelRide:)``.
  public func confirm(intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    try await confirm(cancelRide: intent)
  }

  /// The default implementation, which handles by calling ``handle(cancelRide:)``.
  public func handle(intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    try await handle(cancelRide: intent)
  }
}
