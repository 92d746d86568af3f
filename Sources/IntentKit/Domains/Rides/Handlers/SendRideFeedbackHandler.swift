/// A handler that records ratings and tips for completed rides of a ``RideService``.
///
/// Confirm checks the feedback: a known, completed ride without feedback yet, a rating from 0 to
/// 10, a tip of zero or more in the fare's currency. Anything else is `failure`, and nothing is
/// recorded. Handle records the feedback once per intent identifier. Both responses echo the
/// rating and tip, so the assistant can read them back.
public struct SendRideFeedbackHandler: SendRideFeedbackIntentHandling {
  /// The service whose rides the handler records feedback for.
  public let service: RideService

  /// Creates a handler.
  public init(service: RideService) {
    self.service = service
  }

  public func confirm(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    do {
      try await service.checkFeedback(
        forRide: intent.rideIdentifier,
        rating: intent.rating,
        tip: intent.tip,
        requestIdentifier: intent.identifier
      )
      return Self.response(.ready, for: intent)
    } catch is RideError {
      return Self.response(.failure, for: intent)
    }
  }

  public func handle(
    sendRideFeedback intent: SendRideFeedbackIntent
  ) async throws -> SendRideFeedbackIntentResponse {
    do {
      _ = try await service.sendFeedback(
        forRide: intent.rideIdentifier,
        rating: intent.rating,
        tip: intent.tip,
        requestIdentifier: intent.identifier
      )
      return Self.response(.success, for: intent)
    } catch let error as RideError where error.code != .requestConflict {
      return Self.response(.failure, for: intent)
    }
  }

  private static func response(
    _ code: SendRideFeedbackIntentResponse.Code,
    for intent: SendRideFeedbackIntent
  ) -> SendRideFeedbackIntentResponse {
    var response = SendRideFeedbackIntentResponse(code: code)
    response.rating = intent.rating
    response.tip = intent.tip
    return response
  }
}
