/// The stage a ride has reached, SiriKit's `INRidePhase`.
///
/// Raw values match SiriKit's. A booked ride goes through ``received``, ``confirmed``,
/// ``approachingPickup``, ``pickup`` and ``ongoing`` to ``completed``; a cancelled ride is
/// ``completed`` with a cancellation ``RideCompletionStatus``.
public enum RidePhase: Int, Hashable, Sendable, Codable, CaseIterable {
  /// The phase isn't known; an error for a booked ride.
  case unknown = 0
  /// The service received the request.
  case received = 1
  /// A driver accepted the ride.
  case confirmed = 2
  /// The passenger is in the vehicle.
  case ongoing = 3
  /// The ride ended, completed or cancelled.
  case completed = 4
  /// The vehicle is about to reach the pickup location.
  case approachingPickup = 5
  /// The vehicle is at the pickup location, waiting for the passenger.
  case pickup = 6
}
