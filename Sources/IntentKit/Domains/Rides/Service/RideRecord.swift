#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A booked ride and its timeline; its status at any moment follows from the clock.
struct RideRecord: Sendable {
  /// A cancellation: when it happened and the fee it cost.
  struct Cancellation: Sendable {
    let date: Date
    let fee: CurrencyAmount?
  }

  let identifier: String
  let request: RideRequest
  let product: RideProduct
  let vehicle: FleetVehicle
  let pickup: LocationCoordinate
  let dropOff: LocationCoordinate
  let tripMeters: Int64
  let fare: RideFare
  let paymentMethod: PaymentMethod?

  let bookedAt: Date
  /// When the vehicle leaves for the pickup location.
  let dispatchedAt: Date
  let confirmedAt: Date
  let approachingAt: Date
  /// When the vehicle reaches the pickup location; the pickup phase starts.
  let arrivedAt: Date
  /// When the passenger is aboard; the ongoing phase starts.
  let boardedAt: Date
  let droppedOffAt: Date
  /// When the vehicle stops waiting at the pickup location.
  let pickupEndsAt: Date

  var cancellation: Cancellation?
  var feedback: RideFeedback?

  // MARK: - Timeline

  /// The ride's phase at a moment.
  func phase(at now: Date) -> RidePhase {
    if let cancellation, now >= cancellation.date { return .completed }
    if now >= droppedOffAt { return .completed }
    if now >= boardedAt { return .ongoing }
    if now >= arrivedAt { return .pickup }
    if now >= approachingAt { return .approachingPickup }
    if now >= confirmedAt { return .confirmed }
    return .received
  }

  /// A Boolean value that indicates whether the ride hasn't ended at a moment.
  func isActive(at now: Date) -> Bool {
    phase(at: now) != .completed
  }

  /// The next moment after `now` at which the phase changes, or `nil` once the ride has ended.
  func nextPhaseChange(after now: Date) -> Date? {
    guard isActive(at: now) else { return nil }
    return [confirmedAt, approachingAt, arrivedAt, boardedAt, droppedOffAt].first { $0 > now }
  }

  /// Where the vehicle is at a moment, and where it is heading.
  func vehiclePosition(at moment: Date) -> (location: LocationCoordinate, course: Double?) {
    let now = cancellation.map { min($0.date, moment) } ?? moment
    let start = vehicle.position
    if now < dispatchedAt { return (start, nil) }
    if now < arrivedAt {
      let fraction = now.timeIntervalSince(dispatchedAt) / arrivedAt.timeIntervalSince(dispatchedAt)
      return (start.interpolated(to: pickup, fraction: fraction), start.bearing(to: pickup))
    }
    if now < boardedAt { return (pickup, pickup.bearing(to: dropOff)) }
    if now < droppedOffAt {
      let fraction = now.timeIntervalSince(boardedAt) / droppedOffAt.timeIntervalSince(boardedAt)
      return (pickup.interpolated(to: dropOff, fraction: fraction), pickup.bearing(to: dropOff))
    }
    return (dropOff, nil)
  }

  // MARK: - Status

  /// The ride's status at a moment.
  func status(at now: Date) -> RideStatus {
    var status = RideStatus(rideIdentifier: identifier, phase: phase(at: now))
    let position = vehiclePosition(at: now)
    var vehicleStatus = vehicle.vehicle
    vehicleStatus.location = position.location
    vehicleStatus.course = position.course
    status.vehicle = vehicleStatus
    status.driver = vehicle.driver
    status.estimatedPickupDate = arrivedAt
    status.estimatedDropOffDate = droppedOffAt
    status.estimatedPickupEndDate = pickupEndsAt
    status.scheduledPickupTime = request.scheduledPickupTime
    status.pickupLocation = request.pickupLocation
    status.dropOffLocation = request.dropOffLocation
    status.rideOption = rideOption
    if status.phase == .completed {
      status.completionStatus = completionStatus
    } else {
      status.userActivityForCancelingInApplication = UserActivity(
        activityType: CancelRideIntent.wireName,
        title: "Cancel ride",
        userInfo: ["rideIdentifier": .string(identifier)]
      )
    }
    return status
  }

  /// The ride's status before it is booked, as confirm quotes it: no phase, driver or vehicle
  /// yet.
  var quote: RideStatus {
    var status = RideStatus(rideIdentifier: identifier, phase: .unknown)
    status.estimatedPickupDate = arrivedAt
    status.estimatedDropOffDate = droppedOffAt
    status.scheduledPickupTime = request.scheduledPickupTime
    status.pickupLocation = request.pickupLocation
    status.dropOffLocation = request.dropOffLocation
    status.rideOption = rideOption
    return status
  }

  /// The ride option as booked, with its fare for the party.
  var rideOption: RideOption {
    var option = RideOption(name: product.name, estimatedPickupDate: arrivedAt)
    option.priceRange = product.priceRange(for: fare)
    option.usesMeteredFare = false
    option.fareLineItems = fare.lineItems
    option.availablePartySizeOptions = product.partySizeOptions(forMeters: tripMeters)
    option.disclaimerMessage = product.disclaimerMessage
    return option
  }

  /// How the ride ended: cancelled, with any fee, or completed with its fare, asking for
  /// feedback until it is given.
  private var completionStatus: RideCompletionStatus {
    let isPaid = paymentMethod != nil
    if let cancellation {
      guard let fee = cancellation.fee else { return .canceledByUser() }
      return isPaid ? .canceledByUser(settledFee: fee) : .canceledByUser(outstandingFee: fee)
    }
    var status: RideCompletionStatus =
      isPaid ? .completed(settled: fare.total) : .completed(outstanding: fare.total)
    if !isPaid {
      status.completionUserActivity = UserActivity(
        activityType: "SettleRidePayment",
        title: "Pay for your ride",
        userInfo: ["rideIdentifier": .string(identifier)]
      )
    }
    if feedback == nil {
      status.feedbackType = [.rate, .tip]
      status.defaultTippingOptions = Set(
        [15, 20, 25].map { percent in
          CurrencyAmount(
            minorUnits: RideProduct.roundedHalfUp(fare.total.minorUnits * percent, dividedBy: 100),
            currency: fare.total.currency
          )
        }
      )
    }
    return status
  }
}
