#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A simulated ride-booking service: a coverage area, a directory of places, a fleet of
/// vehicles, fares, and rides whose phases follow an injectable clock.
///
/// The ride handlers (``RequestRideHandler`` and the others) work on a shared `RideService`.
/// Tests drive its clock:
///
/// ```swift
/// let clock = ManualWallClock(now: start)
/// let service = RideService(configuration: .bayArea, clock: clock)
/// var dispatcher = IntentDispatcher()
/// dispatcher.registerHandlers(of: service)
/// // … book a ride, then:
/// await clock.advance(by: .seconds(300))  // the vehicle reaches the pickup location
/// ```
///
/// A ride's phases follow from its timeline: received when booked, confirmed once a driver
/// accepts, approaching the pickup shortly before the vehicle arrives (the vehicle drives at the
/// configured speed along the great circle), pickup while it waits, ongoing once the passenger
/// boards, completed at the drop-off. Fares are exact integer minor units. A rider has one
/// current ride at a time, as in Apple's sample.
public actor RideService {
  /// The service's area, places, products, fleet and timings.
  public nonisolated let configuration: Configuration

  /// The clock rides are timed by.
  public nonisolated let clock: any WallClock

  var rides: [String: RideRecord] = [:]
  var rideOrder: [String] = []
  var bookings: [String: String] = [:]
  var currentRideIdentifier: String?
  var cancellations: [String: (rideIdentifier: String, cancellation: RideCancellation)] = [:]
  var feedbackRequests: [String: (rideIdentifier: String, feedback: RideFeedback)] = [:]
  var observers: [Int: StatusObserver] = [:]
  var nextObserverID = 0

  /// Creates a service.
  ///
  /// - Parameters:
  ///   - configuration: The service's area, places, products, fleet and timings.
  ///   - clock: The clock rides are timed by; the system clock by default.
  public init(configuration: Configuration, clock: any WallClock = SystemWallClock()) {
    self.configuration = configuration
    self.clock = clock
  }

  // MARK: - Places and products

  /// Where the rider is now.
  public nonisolated var currentLocation: Placemark {
    configuration.currentLocation
  }

  /// Returns the known places that match a name; see ``PlaceDirectory/places(matching:)``.
  public nonisolated func places(matching name: String) -> [Placemark] {
    configuration.places.places(matching: name)
  }

  /// Returns a Boolean value that indicates whether the service covers a place.
  public nonisolated func covers(_ placemark: Placemark) -> Bool {
    configuration.coverage.contains(placemark)
  }

  /// Returns the product with a name or identifier, matched case- and accent-insensitively.
  public nonisolated func product(named name: String) -> RideProduct? {
    let folded = TextFolding.fold(name)
    return configuration.products.first {
      TextFolding.fold($0.name) == folded || TextFolding.fold($0.identifier) == folded
    }
  }

  /// Returns the identifier of the ride that a request with this identifier books.
  ///
  /// It is derived from the request's identifier alone (a 64-bit FNV-1a hash), so the quote
  /// from confirm, the booking from handle and every status carry the same ride identifier.
  public nonisolated func rideIdentifier(forRequest identifier: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in identifier.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return "ride-" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  // MARK: - Rides

  /// The identifiers of the rides booked, oldest first.
  public var rideIdentifiers: [String] {
    rideOrder
  }

  /// Returns a ride's status now.
  ///
  /// - Throws: ``RideError`` with code ``RideError/Code/unknownRide``.
  public func status(ofRide identifier: String) throws -> RideStatus {
    try ride(identifier).status(at: clock.now)
  }

  /// Returns the status of the current ride — the active one, or the last one booked — or `nil`
  /// if no ride was ever booked.
  public func currentRideStatus() -> RideStatus? {
    currentRideIdentifier.flatMap { rides[$0] }?.status(at: clock.now)
  }

  /// Returns the feedback sent for a ride, if any.
  public func feedback(forRide identifier: String) -> RideFeedback? {
    rides[identifier]?.feedback
  }

  /// The current ride, if it hasn't ended.
  func activeRide(at now: Date) -> RideRecord? {
    guard let ride = currentRideIdentifier.flatMap({ rides[$0] }), ride.isActive(at: now) else {
      return nil
    }
    return ride
  }

  func ride(_ identifier: String) throws -> RideRecord {
    guard let ride = rides[identifier] else {
      throw RideError(
        code: .unknownRide,
        message: "No ride has the identifier \(TextLimits.quoted(identifier))."
      )
    }
    return ride
  }
}
