#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A handler that lists a ``RideService``'s ride options for Maps, without resolving anything, as
/// Apple's sample does.
///
/// A missing pickup is the rider's current location; a place given only by name is looked up in
/// the service's directory. Options carry their pickup estimate, price range, fare lines and
/// party sizes; the response adds the rider's payment methods and an expiration date.
public struct ListRideOptionsHandler: ListRideOptionsIntentHandling {
  /// The service whose options the handler lists.
  public let service: RideService

  /// Creates a handler.
  public init(service: RideService) {
    self.service = service
  }

  public func handle(intent: ListRideOptionsIntent) async throws -> ListRideOptionsIntentResponse {
    let pickup = intent.pickupLocation.map(locate) ?? service.currentLocation
    let dropOff = intent.dropOffLocation.map(locate)
    do {
      var response = ListRideOptionsIntentResponse(code: .success)
      response.rideOptions = try await service.rideOptions(from: pickup, to: dropOff)
      response.paymentMethods = service.configuration.paymentMethods
      response.expirationDate = service.clock.now.addingTimeInterval(
        service.configuration.optionsLifetime.timeInterval
      )
      return response
    } catch let error as RideError {
      let code: ListRideOptionsIntentResponse.Code
      switch error.code {
      case .noServiceInArea: code = .failureRequiringAppLaunchNoServiceInArea
      case .previousRideNeedsCompletion:
        code = .failureRequiringAppLaunchPreviousRideNeedsCompletion
      case .noVehicleAvailable: code = .failureRequiringAppLaunchServiceTemporarilyUnavailable
      default: return ListRideOptionsIntentResponse(code: .failure)
      }
      let activity = UserActivity(
        activityType: ListRideOptionsIntent.wireName,
        userInfo: ["reason": .string(error.code.description)]
      )
      return ListRideOptionsIntentResponse(code: code, userActivity: activity)
    }
  }

  /// A place with a coordinate, or the one known place with its name, or the place as given.
  private func locate(_ place: Placemark) -> Placemark {
    guard place.coordinate == nil, let name = place.name else { return place }
    let matches = service.places(matching: name)
    return matches.count == 1 ? matches[0] : place
  }
}
