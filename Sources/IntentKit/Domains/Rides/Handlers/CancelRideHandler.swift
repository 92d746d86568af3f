#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A handler that cancels rides of a ``RideService``.
///
/// Confirm reports what cancelling costs: nothing before the vehicle reaches the pickup location
/// (with the time the fee starts as the threshold), the ride option's cancellation fee once it
/// waits there. A ride that is under way, over or unknown can't be cancelled: `failure`. Handle
/// cancels once per intent identifier, and confirm answers `ready` again for the intent that
/// cancelled the ride, so that a retried request ends as the first one did.
public struct CancelRideHandler: CancelRideIntentHandling {
  /// The service whose rides the handler cancels.
  public let service: RideService

  /// Creates a handler.
  public init(service: RideService) {
    self.service = service
  }

  public func confirm(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse
  {
    do {
      let terms = try await service.cancellationTerms(
        forRide: intent.rideIdentifier,
        requestIdentifier: intent.identifier
      )
      var response = CancelRideIntentResponse(code: .ready)
      response.cancellationFee = terms.fee
      response.cancellationFeeThreshold = terms.feeThreshold.map {
        service.configuration.calendar.dateComponents(
          [.year, .month, .day, .hour, .minute, .second],
          from: $0
        )
      }
      return response
    } catch is RideError {
      return CancelRideIntentResponse(code: .failure)
    }
  }

  public func handle(cancelRide intent: CancelRideIntent) async throws -> CancelRideIntentResponse {
    do {
      let cancellation = try await service.cancelRide(
        intent.rideIdentifier,
        requestIdentifier: intent.identifier
      )
      var response = CancelRideIntentResponse(code: .success)
      response.cancellationFee = cancellation.fee
      return response
    } catch let error as RideError where error.code != .requestConflict {
      return CancelRideIntentResponse(code: .failure)
    }
  }
}
