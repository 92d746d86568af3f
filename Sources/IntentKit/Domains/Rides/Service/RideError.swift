/// An error thrown when the ride service can't accept a request or a value.
///
/// Handlers turn these into SiriKit's response codes, such as
/// `failureRequiringAppLaunchNoServiceInArea`; code that calls `RideService` directly sees them
/// as thrown errors. A ride error changes nothing in the service.
///
/// ```swift
/// do {
///   _ = try await service.requestRide(request)
/// } catch let error as RideError where error.code == .noServiceInArea {
///   print(error.message)
/// }
/// ```
public struct RideError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure this is.
  public let code: Code

  /// A sentence that names the problem.
  public let message: String

  /// Creates an error.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  public var description: String {
    "\(code): \(message)"
  }

  /// A value that classifies a ride failure; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case missingLocation, noServiceInArea, previousRideNeedsCompletion
      case noVehicleAvailable, unknownRideOption, invalidPartySize, pickupTimeInPast
      case scheduledTooFar, unknownRide, requestConflict, rideNotCancellable, rideNotCompleted
      case feedbackAlreadySent, invalidRating, invalidTip
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// A pickup or drop-off location has no coordinate.
    public static var missingLocation: Self { Self(.missingLocation) }

    /// The pickup or drop-off location is outside the coverage area.
    public static var noServiceInArea: Self { Self(.noServiceInArea) }

    /// The user already has a ride that hasn't finished.
    public static var previousRideNeedsCompletion: Self { Self(.previousRideNeedsCompletion) }

    /// No vehicle of the requested ride option is free.
    public static var noVehicleAvailable: Self { Self(.noVehicleAvailable) }

    /// The ride option isn't one the service offers.
    public static var unknownRideOption: Self { Self(.unknownRideOption) }

    /// The party size is below one or above the ride option's seats.
    public static var invalidPartySize: Self { Self(.invalidPartySize) }

    /// The scheduled pickup time has passed.
    public static var pickupTimeInPast: Self { Self(.pickupTimeInPast) }

    /// The scheduled pickup time is further ahead than the service books.
    public static var scheduledTooFar: Self { Self(.scheduledTooFar) }

    /// No ride has the given identifier.
    public static var unknownRide: Self { Self(.unknownRide) }

    /// The request's identifier was already used for a different request.
    public static var requestConflict: Self { Self(.requestConflict) }

    /// The ride is under way or over, so it can't be cancelled.
    public static var rideNotCancellable: Self { Self(.rideNotCancellable) }

    /// The ride hasn't been completed, so it can't get feedback.
    public static var rideNotCompleted: Self { Self(.rideNotCompleted) }

    /// The ride already has feedback.
    public static var feedbackAlreadySent: Self { Self(.feedbackAlreadySent) }

    /// The rating is outside 0…10, or the feedback has neither a rating nor a tip.
    public static var invalidRating: Self { Self(.invalidRating) }

    /// The tip is negative or in another currency than the ride's fare.
    public static var invalidTip: Self { Self(.invalidTip) }

    public var description: String {
      base.rawValue
    }
  }
}
