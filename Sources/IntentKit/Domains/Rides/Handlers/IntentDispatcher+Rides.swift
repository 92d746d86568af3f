extension IntentDispatcher {
  /// Registers the five ride handlers over one service: ``RequestRideHandler``,
  /// ``ListRideOptionsHandler``, ``GetRideStatusHandler``, ``CancelRideHandler`` and
  /// ``SendRideFeedbackHandler``.
  ///
  /// Maps needs every ride intent handled, so they come as a set.
  public mutating func registerRideHandlers(_ service: RideService) {
    register(RequestRideHandler(service: service))
    register(ListRideOptionsHandler(service: service))
    register(GetRideStatusHandler(service: service))
    register(CancelRideHandler(service: service))
    register(SendRideFeedbackHandler(service: service))
  }
}
