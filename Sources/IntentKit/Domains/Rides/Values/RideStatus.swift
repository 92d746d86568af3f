#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Everything known about one ride: its phase, vehicle, driver, times and places, SiriKit's
/// `INRideStatus`.
///
/// The ``rideIdentifier`` stays the same from the confirm step through handle to every status
/// update, as SiriKit requires.
public struct RideStatus: Hashable, Sendable, Codable {
  /// The ride's identifier.
  public var rideIdentifier: String?

  /// The stage the ride has reached.
  public var phase: RidePhase

  /// How the ride ended; set when ``phase`` is ``RidePhase/completed``.
  public var completionStatus: RideCompletionStatus?

  /// The vehicle serving the ride.
  public var vehicle: RideVehicle?

  /// The driver.
  public var driver: RideDriver?

  /// When the vehicle is expected at the pickup location.
  public var estimatedPickupDate: Date?

  /// When the ride is expected to reach the drop-off location.
  public var estimatedDropOffDate: Date?

  /// When the vehicle stops waiting for the passenger at the pickup location.
  public var estimatedPickupEndDate: Date?

  /// The time range the rider scheduled the pickup for.
  public var scheduledPickupTime: DateComponentsRange?

  /// Where the ride starts.
  public var pickupLocation: Placemark?

  /// Stops on the way.
  public var waypoints: [Placemark]?

  /// Where the ride ends.
  public var dropOffLocation: Placemark?

  /// The kind of ride.
  public var rideOption: RideOption?

  /// An activity that cancels the ride in the app, while it hasn't ended.
  public var userActivityForCancelingInApplication: UserActivity?

  /// Other actions the rider can take during the ride, named by their titles.
  public var additionalActionActivities: [UserActivity]?

  /// Creates a status.
  public init(rideIdentifier: String? = nil, phase: RidePhase = .unknown) {
    self.rideIdentifier = rideIdentifier
    self.phase = phase
  }
}
