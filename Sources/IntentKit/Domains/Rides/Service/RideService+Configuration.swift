#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension RideService {
  /// The area, places, products, fleet and timings of a simulated ride service.
  ///
  /// `bayArea`, in the `IntentKitSamples` library, is a ready-made service around Cupertino and San Francisco.
  public struct Configuration: Sendable {
    /// Where the service picks riders up and drops them off.
    public var coverage: CoverageArea

    /// The places riders can name.
    public var places: PlaceDirectory

    /// Where the rider is: the pickup location when none is given.
    public var currentLocation: Placemark

    /// The kinds of ride sold, in the order they are offered; the first is the default.
    public var products: [RideProduct]

    /// The vehicles.
    public var fleet: [FleetVehicle]

    /// The rider's payment methods, the default first.
    ///
    /// With none, fares are owed rather than settled.
    public var paymentMethods: [PaymentMethod]

    /// The average speed of every vehicle, in whole metres per second.
    public var speedMetersPerSecond: Int64

    /// How long a driver takes to accept a ride: the received phase.
    public var acceptanceDelay: Duration

    /// How long before reaching the pickup location a vehicle is approaching it.
    public var approachWindow: Duration

    /// How long the passenger takes to board once the vehicle has arrived.
    public var boardingTime: Duration

    /// How long a vehicle waits at the pickup location.
    public var maximumPickupWait: Duration

    /// The longest time between two status updates while a ride is active; SiriKit asks for at
    /// most 20 seconds.
    public var updateInterval: Duration

    /// How far ahead a ride can be scheduled.
    public var maximumScheduleAhead: Duration

    /// How long a list of ride options stays valid.
    public var optionsLifetime: Duration

    /// The calendar that scheduled pickup times are read in.
    public var calendar: Calendar

    /// Creates a configuration.
    ///
    /// - Precondition: There is at least one product, all in one currency; the speed is
    ///   positive; and the update interval is positive and at most 20 seconds.
    public init(
      coverage: CoverageArea,
      places: PlaceDirectory,
      currentLocation: Placemark,
      products: [RideProduct],
      fleet: [FleetVehicle],
      paymentMethods: [PaymentMethod],
      speedMetersPerSecond: Int64 = 10,
      acceptanceDelay: Duration = .seconds(15),
      approachWindow: Duration = .seconds(120),
      boardingTime: Duration = .seconds(60),
      maximumPickupWait: Duration = .seconds(300),
      updateInterval: Duration = .seconds(20),
      maximumScheduleAhead: Duration = .seconds(7 * 24 * 60 * 60),
      optionsLifetime: Duration = .seconds(300),
      calendar: Calendar = .gregorianUTC
    ) {
      precondition(!products.isEmpty, "A ride service needs at least one product.")
      precondition(
        products.allSatisfy { $0.currency == products[0].currency },
        "A ride service's products must share one currency."
      )
      precondition(speedMetersPerSecond > 0, "Vehicles must move.")
      precondition(
        updateInterval > .zero && updateInterval <= .seconds(20),
        "SiriKit needs a status update at least every 20 seconds."
      )
      self.coverage = coverage
      self.places = places
      self.currentLocation = currentLocation
      self.products = products
      self.fleet = fleet
      self.paymentMethods = paymentMethods
      self.speedMetersPerSecond = speedMetersPerSecond
      self.acceptanceDelay = acceptanceDelay
      self.approachWindow = approachWindow
      self.boardingTime = boardingTime
      self.maximumPickupWait = maximumPickupWait
      self.updateInterval = updateInterval
      self.maximumScheduleAhead = maximumScheduleAhead
      self.optionsLifetime = optionsLifetime
      self.calendar = calendar
    }

    /// The currency fares are charged in.
    public var currency: Currency {
      products[0].currency
    }
  }
}
