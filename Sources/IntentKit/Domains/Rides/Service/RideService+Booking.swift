#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Quotes, bookings and ride options.

extension RideService {
  /// Returns the ride options from a pickup location, priced for a drop-off location if one is
  /// given, with the nearest free vehicle's pickup estimate.
  ///
  /// - Throws: ``RideError`` with code ``RideError/Code/previousRideNeedsCompletion`` while a
  ///   ride is active, ``RideError/Code/missingLocation`` or
  ///   ``RideError/Code/noServiceInArea`` for a place without a coordinate or outside the area,
  ///   and ``RideError/Code/noVehicleAvailable`` if no vehicle is free.
  public func rideOptions(from pickup: Placemark, to dropOff: Placemark?) throws -> [RideOption] {
    let now = clock.now
    try checkNoActiveRide(at: now)
    let start = try coveredCoordinate(of: pickup, role: "pickup")
    let end = try dropOff.map { try coveredCoordinate(of: $0, role: "drop-off") }
    let tripMeters = end.map { Self.meters(from: start, to: $0) }
    let options = configuration.products.compactMap { product -> RideOption? in
      guard let (_, approachMeters) = nearestFreeVehicle(for: product, to: start, at: now) else {
        return nil
      }
      let eta = now.addingTimeInterval(driveSeconds(approachMeters))
      var option = RideOption(name: product.name, estimatedPickupDate: eta)
      option.usesMeteredFare = false
      option.disclaimerMessage = product.disclaimerMessage
      if let tripMeters {
        let fare = product.fare(forMeters: tripMeters, partySize: 1)
        option.priceRange = product.priceRange(for: fare)
        option.fareLineItems = fare.lineItems
        option.availablePartySizeOptions = product.partySizeOptions(forMeters: tripMeters)
      } else {
        option.priceRange = PriceRange(minimumPrice: product.minimumFare)
      }
      return option
    }
    guard !options.isEmpty else {
      throw RideError(code: .noVehicleAvailable, message: "No vehicle is free near the pickup.")
    }
    return options
  }

  /// Quotes a ride without booking it, as a confirm step does: the status has the ride
  /// identifier the booking will have, the pickup and drop-off estimates and the fare, but no
  /// phase, driver or vehicle yet.
  ///
  /// A request whose identifier is already booked quotes the booked ride.
  ///
  /// - Throws: ``RideError`` for a request the service can't book; see
  ///   ``requestRide(_:)``.
  public func quote(_ request: RideRequest) throws -> RideStatus {
    let now = clock.now
    if let booked = try bookedRide(for: request) { return booked.status(at: now) }
    return try plan(request, at: now).quote
  }

  /// Books a ride, at most once per request identifier.
  ///
  /// Booking the same request again returns the ride it booked, without booking another.
  ///
  /// - Returns: The ride's status, in phase ``RidePhase/received``.
  /// - Throws: ``RideError`` with code ``RideError/Code/requestConflict`` if the identifier
  ///   was used for a different request; ``RideError/Code/previousRideNeedsCompletion`` while
  ///   another ride is active; ``RideError/Code/missingLocation``,
  ///   ``RideError/Code/noServiceInArea``, ``RideError/Code/unknownRideOption``,
  ///   ``RideError/Code/invalidPartySize``, ``RideError/Code/pickupTimeInPast``,
  ///   ``RideError/Code/scheduledTooFar`` or ``RideError/Code/noVehicleAvailable`` for a
  ///   request it can't serve. Nothing is booked when it throws.
  public func requestRide(_ request: RideRequest) throws -> RideStatus {
    let now = clock.now
    if let booked = try bookedRide(for: request) { return booked.status(at: now) }
    let record = try plan(request, at: now)
    guard rides[record.identifier] == nil else {
      throw RideError(
        code: .requestConflict,
        message: "The ride identifier \(record.identifier) is already taken."
      )
    }
    rides[record.identifier] = record
    rideOrder.append(record.identifier)
    bookings[request.identifier] = record.identifier
    currentRideIdentifier = record.identifier
    return record.status(at: now)
  }

  // MARK: - Planning

  /// Returns the ride booked for the request's identifier, if any.
  ///
  /// - Throws: ``RideError`` with code ``RideError/Code/requestConflict`` if the identifier
  ///   was booked for a different request.
  private func bookedRide(for request: RideRequest) throws -> RideRecord? {
    guard let identifier = bookings[request.identifier], let ride = rides[identifier] else {
      return nil
    }
    guard ride.request == request else {
      throw RideError(
        code: .requestConflict,
        message:
          "The request identifier \(TextLimits.quoted(request.identifier)) already booked a different ride."
      )
    }
    return ride
  }

  /// Plans a ride starting now: checks the request, picks the nearest free vehicle and times
  /// every phase.
  private func plan(_ request: RideRequest, at now: Date) throws -> RideRecord {
    try checkNoActiveRide(at: now)
    let pickup = try coveredCoordinate(of: request.pickupLocation, role: "pickup")
    let dropOff = try coveredCoordinate(of: request.dropOffLocation, role: "drop-off")
    let product = try product(for: request.rideOptionName)
    guard (1...product.maximumPartySize).contains(request.partySize) else {
      throw RideError(
        code: .invalidPartySize,
        message:
          "A \(product.name) takes 1 to \(product.maximumPartySize) people, not \(request.partySize)."
      )
    }
    let scheduledStart = try pickupStart(for: request.scheduledPickupTime, at: now)
    guard let (vehicle, approachMeters) = nearestFreeVehicle(for: product, to: pickup, at: now)
    else {
      throw RideError(
        code: .noVehicleAvailable,
        message: "No \(product.name) is free near the pickup."
      )
    }
    let drive = driveSeconds(approachMeters)
    let arrivedAt = max(scheduledStart ?? now, now.addingTimeInterval(drive))
    let confirmedAt = min(
      now.addingTimeInterval(configuration.acceptanceDelay.timeInterval),
      arrivedAt
    )
    let boardedAt = arrivedAt.addingTimeInterval(configuration.boardingTime.timeInterval)
    let tripMeters = Self.meters(from: pickup, to: dropOff)
    return RideRecord(
      identifier: rideIdentifier(forRequest: request.identifier),
      request: request,
      product: product,
      vehicle: vehicle,
      pickup: pickup,
      dropOff: dropOff,
      tripMeters: tripMeters,
      fare: product.fare(forMeters: tripMeters, partySize: request.partySize),
      paymentMethod: request.paymentMethod ?? configuration.paymentMethods.first,
      bookedAt: now,
      dispatchedAt: arrivedAt.addingTimeInterval(-drive),
      confirmedAt: confirmedAt,
      approachingAt: max(
        confirmedAt,
        arrivedAt.addingTimeInterval(-configuration.approachWindow.timeInterval)
      ),
      arrivedAt: arrivedAt,
      boardedAt: boardedAt,
      droppedOffAt: boardedAt.addingTimeInterval(driveSeconds(tripMeters)),
      pickupEndsAt: arrivedAt.addingTimeInterval(configuration.maximumPickupWait.timeInterval)
    )
  }

  private func checkNoActiveRide(at now: Date) throws {
    if let active = activeRide(at: now) {
      throw RideError(
        code: .previousRideNeedsCompletion,
        message: "Ride \(active.identifier) is still \(active.phase(at: now))."
      )
    }
  }

  /// Returns a place's coordinate if the service covers it.
  private func coveredCoordinate(of place: Placemark, role: String) throws -> LocationCoordinate {
    guard let coordinate = place.coordinate else {
      throw RideError(
        code: .missingLocation,
        message: "The \(role) location has no coordinate."
      )
    }
    guard configuration.coverage.contains(coordinate) else {
      let name = place.name.map { "\(TextLimits.excerpt($0)) (\(coordinate))" } ?? "\(coordinate)"
      throw RideError(
        code: .noServiceInArea,
        message: "The \(role) location \(name) is outside the service area."
      )
    }
    return coordinate
  }

  private func product(for name: String?) throws -> RideProduct {
    guard let name else { return configuration.products[0] }
    guard let product = product(named: name) else {
      throw RideError(
        code: .unknownRideOption,
        message: "The service offers no ride option named \(TextLimits.quoted(name))."
      )
    }
    return product
  }

  /// Returns when a scheduled pickup starts, or `nil` for a pickup now.
  private func pickupStart(for time: DateComponentsRange?, at now: Date) throws -> Date? {
    guard let components = time?.startDateComponents else { return nil }
    guard let start = configuration.calendar.date(from: components) else {
      throw RideError(code: .pickupTimeInPast, message: "The pickup time isn't a date.")
    }
    if start < now.addingTimeInterval(-60) {
      throw RideError(code: .pickupTimeInPast, message: "The pickup time \(start) has passed.")
    }
    if start > now.addingTimeInterval(configuration.maximumScheduleAhead.timeInterval) {
      throw RideError(
        code: .scheduledTooFar,
        message: "The pickup time \(start) is further ahead than the service books."
      )
    }
    return start > now ? start : nil
  }

  /// The free vehicle of a product nearest to a point, and its distance in whole metres.
  private func nearestFreeVehicle(
    for product: RideProduct,
    to point: LocationCoordinate,
    at now: Date
  ) -> (vehicle: FleetVehicle, meters: Int64)? {
    let busy = Set(rides.values.filter { $0.isActive(at: now) }.map(\.vehicle.identifier))
    return configuration.fleet
      .filter { $0.productIdentifier == product.identifier && !busy.contains($0.identifier) }
      .map { ($0, Self.meters(from: $0.position, to: point)) }
      .min { ($0.1, $0.0.identifier) < ($1.1, $1.0.identifier) }
  }

  /// The great-circle distance between two points, rounded to whole metres.
  static func meters(from start: LocationCoordinate, to end: LocationCoordinate) -> Int64 {
    Int64(start.distance(to: end).rounded())
  }

  /// The whole seconds a vehicle takes to drive a distance, rounded up.
  func driveSeconds(_ meters: Int64) -> TimeInterval {
    let speed = configuration.speedMetersPerSecond
    return TimeInterval((meters + speed - 1) / speed)
  }
}
