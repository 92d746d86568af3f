/// A handler that reports the current ride of a ``RideService``, once or as live updates.
///
/// Handle returns the current ride's status — the active ride, or the last one booked — or a
/// response without a status if no ride was booked. Live updates follow
/// ``RideService/startSendingUpdates(for:)``: at once, at every phase change, at least every
/// 20 seconds of clock time, and a final response without a status when the ride ends.
public struct GetRideStatusHandler: GetRideStatusIntentHandling {
  /// The service whose rides the handler reports.
  public let service: RideService

  /// Creates a handler.
  public init(service: RideService) {
    self.service = service
  }

  public func handle(intent: GetRideStatusIntent) async throws -> GetRideStatusIntentResponse {
    var response = GetRideStatusIntentResponse(code: .success)
    response.rideStatus = await service.currentRideStatus()
    return response
  }

  public func startSendingUpdates(
    for intent: GetRideStatusIntent
  ) async -> AsyncStream<GetRideStatusIntentResponse> {
    await service.startSendingUpdates(for: intent.identifier)
  }

  public func stopSendingUpdates(for intent: GetRideStatusIntent) async {
    await service.stopSendingUpdates(for: intent.identifier)
  }
}
