// Cancelling rides and sending feedback, each idempotent on the request's identifier.

extension RideService {
  /// Returns what cancelling a ride now would cost: nothing before the vehicle reaches the
  /// pickup location (with the time the fee starts), the product's cancellation fee once it
  /// waits there.
  ///
  /// - Throws: ``RideError`` with code ``RideError/Code/unknownRide``, or
  ///   ``RideError/Code/rideNotCancellable`` once the ride is under way or over.
  public func cancellationTerms(forRide identifier: String) throws -> RideCancellation {
    let ride = try ride(identifier)
    switch ride.phase(at: clock.now) {
    case .unknown, .received, .confirmed, .approachingPickup:
      return RideCancellation(fee: nil, feeThreshold: ride.arrivedAt)
    case .pickup:
      return RideCancellation(fee: ride.product.cancellationFee, feeThreshold: nil)
    case .ongoing:
      throw RideError(
        code: .rideNotCancellable,
        message: "Ride \(identifier) is under way and can't be cancelled."
      )
    case .completed:
      let state = ride.cancellation == nil ? "completed" : "already cancelled"
      throw RideError(code: .rideNotCancellable, message: "Ride \(identifier) is \(state).")
    }
  }

  /// Returns what cancelling a ride would cost a cancellation request, as a confirm step checks
  /// it: the cancellation the request already made, if it cancelled the ride before, so that
  /// confirming again after the ride is cancelled answers as before; otherwise the terms of
  /// ``cancellationTerms(forRide:)``.
  ///
  /// - Parameters:
  ///   - identifier: The ride to cancel.
  ///   - requestIdentifier: The cancellation request's identifier.
  /// - Returns: The terms, or the fee the request's cancellation cost.
  /// - Throws: As ``cancellationTerms(forRide:)``, and ``RideError`` with code
  ///   ``RideError/Code/requestConflict`` if the request identifier cancelled another ride.
  public func cancellationTerms(
    forRide identifier: String,
    requestIdentifier: String
  ) throws -> RideCancellation {
    if let previous = try previousCancellation(identifier, requestIdentifier) { return previous }
    return try cancellationTerms(forRide: identifier)
  }

  /// Cancels a ride, at most once per request identifier.
  ///
  /// - Parameters:
  ///   - identifier: The ride to cancel.
  ///   - requestIdentifier: The cancellation request's identifier; cancelling again with it
  ///     returns the first result.
  /// - Returns: The fee the cancellation cost, if any.
  /// - Throws: As ``cancellationTerms(forRide:)``, and ``RideError`` with code
  ///   ``RideError/Code/requestConflict`` if the request identifier cancelled another ride.
  public func cancelRide(
    _ identifier: String,
    requestIdentifier: String
  ) throws -> RideCancellation {
    if let previous = try previousCancellation(identifier, requestIdentifier) { return previous }
    let terms = try cancellationTerms(forRide: identifier)
    let cancellation = RideCancellation(fee: terms.fee, feeThreshold: nil)
    rides[identifier]?.cancellation = RideRecord.Cancellation(date: clock.now, fee: terms.fee)
    cancellations[requestIdentifier] = (identifier, cancellation)
    publishToAllObservers()
    return cancellation
  }

  /// The cancellation a request already made, if any.
  ///
  /// - Throws: ``RideError`` with code ``RideError/Code/requestConflict`` if the request
  ///   identifier cancelled another ride.
  private func previousCancellation(
    _ identifier: String,
    _ requestIdentifier: String
  ) throws -> RideCancellation? {
    guard let previous = cancellations[requestIdentifier] else { return nil }
    guard previous.rideIdentifier == identifier else {
      throw RideError(
        code: .requestConflict,
        message: "The request \(TextLimits.quoted(requestIdentifier)) cancelled another ride."
      )
    }
    return previous.cancellation
  }

  /// Checks feedback without sending it, as a confirm step does.
  ///
  /// - Throws: As ``sendFeedback(forRide:rating:tip:requestIdentifier:)``.
  public func checkFeedback(
    forRide identifier: String,
    rating: Int?,
    tip: CurrencyAmount?,
    requestIdentifier: String
  ) throws {
    if try previousFeedback(identifier, rating, tip, requestIdentifier) != nil { return }
    try validateFeedback(forRide: identifier, rating: rating, tip: tip)
  }

  /// Sends feedback for a completed ride, at most once per request identifier.
  ///
  /// - Parameters:
  ///   - identifier: The ride.
  ///   - rating: A rating from 0 to 10.
  ///   - tip: A tip in the fare's currency, zero or more.
  ///   - requestIdentifier: The feedback request's identifier; sending again with it returns
  ///     the first result.
  /// - Returns: The feedback recorded.
  /// - Throws: ``RideError`` with code ``RideError/Code/unknownRide``,
  ///   ``RideError/Code/invalidRating`` (outside 0…10, or neither a rating nor a tip),
  ///   ``RideError/Code/invalidTip`` (negative or in another currency),
  ///   ``RideError/Code/rideNotCompleted``, ``RideError/Code/feedbackAlreadySent``, or
  ///   ``RideError/Code/requestConflict`` if the request identifier sent different feedback.
  ///   Nothing is recorded when it throws.
  public func sendFeedback(
    forRide identifier: String,
    rating: Int?,
    tip: CurrencyAmount?,
    requestIdentifier: String
  ) throws -> RideFeedback {
    if let previous = try previousFeedback(identifier, rating, tip, requestIdentifier) {
      return previous
    }
    try validateFeedback(forRide: identifier, rating: rating, tip: tip)
    let feedback = RideFeedback(rating: rating, tip: tip)
    rides[identifier]?.feedback = feedback
    feedbackRequests[requestIdentifier] = (identifier, feedback)
    return feedback
  }

  private func previousFeedback(
    _ identifier: String,
    _ rating: Int?,
    _ tip: CurrencyAmount?,
    _ requestIdentifier: String
  ) throws -> RideFeedback? {
    guard let previous = feedbackRequests[requestIdentifier] else { return nil }
    guard previous.rideIdentifier == identifier,
      previous.feedback == RideFeedback(rating: rating, tip: tip)
    else {
      throw RideError(
        code: .requestConflict,
        message: "The request \(TextLimits.quoted(requestIdentifier)) sent different feedback."
      )
    }
    return previous.feedback
  }

  private func validateFeedback(
    forRide identifier: String,
    rating: Int?,
    tip: CurrencyAmount?
  ) throws {
    let ride = try ride(identifier)
    if let rating, !(0...10).contains(rating) {
      throw RideError(code: .invalidRating, message: "A rating is from 0 to 10, not \(rating).")
    }
    if rating == nil, tip == nil {
      throw RideError(code: .invalidRating, message: "Feedback needs a rating or a tip.")
    }
    if let tip, tip.minorUnits < 0 || tip.currency != ride.fare.total.currency {
      throw RideError(
        code: .invalidTip,
        message: "A tip must be zero or more \(ride.fare.total.currency.code), not \(tip)."
      )
    }
    guard ride.cancellation == nil, ride.phase(at: clock.now) == .completed else {
      throw RideError(
        code: .rideNotCompleted,
        message: "Ride \(identifier) hasn't been completed, so it can't get feedback."
      )
    }
    guard ride.feedback == nil else {
      throw RideError(
        code: .feedbackAlreadySent,
        message: "Ride \(identifier) already has feedback."
      )
    }
  }
}
