extension IntentDispatcher {
  /// Registers the ride-booking domain's five handlers over one service: ``RequestRideHandler``,
  /// ``ListRideOptionsHandler``, ``GetRideStatusHandler``, ``CancelRideHandler`` and
  /// ``SendRideFeedbackHandler``.
  ///
  /// Maps needs every ride intent handled, so they come as a set. Every domain registers the
  /// same way, with one call; see ``IntentDispatcher/registerHandlers(of:)-(PaymentsService)``.
  public mutating func registerHandlers(of service: RideService) {
    register(RequestRideHandler(service: service))
    register(ListRideOptionsHandler(service: service))
    register(GetRideStatusHandler(service: service))
    register(CancelRideHandler(service: service))
    register(SendRideFeedbackHandler(service: service))
  }
}
