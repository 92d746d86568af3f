#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A handler that resolves, quotes and books ride requests with a ``RideService``, as Apple's
/// ride-booking sample does.
///
/// - Pickup: none given → confirm the rider's current location, as the sample's
///   `confirmationRequired` does; a name → the service's place with that name (one → success,
///   none → unsupported, several → disambiguation); a coordinate → accepted.
/// - Drop-off: none → asked for; otherwise resolved like the pickup.
/// - Ride option: none → the service's options offered; a name → the matching option, or
///   unsupported.
/// - Party size: none → asked for; below one, or above the option's seats → unsupported, with
///   the limit in the reason.
/// - Payment method: none → the rider's default; one like the rider's → it.
/// - Scheduled pickup time: none → now; a past time → unsupported.
///
/// Confirm quotes the ride: a pickup or drop-off outside the coverage area gives
/// `failureRequiringAppLaunchNoServiceInArea`, otherwise `ready` with a ride status whose
/// identifier handle's booking keeps. Handle books the ride once per intent identifier; the same
/// identifier with different parameters throws ``RideError`` with code
/// ``RideError/Code/requestConflict``.
public struct RequestRideHandler: RequestRideIntentHandling {
  /// The service the handler books with.
  public let service: RideService

  /// Creates a handler.
  public init(service: RideService) {
    self.service = service
  }

  // MARK: - Resolution

  public func resolvePickupLocation(
    for intent: RequestRideIntent
  ) async -> PlacemarkResolutionResult {
    guard let pickup = intent.pickupLocation else {
      return .confirmationRequired(with: service.currentLocation)
    }
    return resolvePlace(pickup)
  }

  public func resolveDropOffLocation(
    for intent: RequestRideIntent
  ) async -> PlacemarkResolutionResult {
    guard let dropOff = intent.dropOffLocation else { return .needsValue() }
    return resolvePlace(dropOff)
  }

  public func resolveRideOptionName(
    for intent: RequestRideIntent
  ) async -> SpeakableStringResolutionResult {
    let products = service.configuration.products
    guard let name = intent.rideOptionName else {
      return products.count == 1
        ? .success(with: Self.speakable(products[0]))
        : .disambiguation(with: products.map(Self.speakable))
    }
    guard let product = product(for: name) else {
      return .unsupported(forReason: .unknownRideOption)
    }
    return .success(with: Self.speakable(product))
  }

  public func resolvePartySize(for intent: RequestRideIntent) async -> IntegerResolutionResult {
    guard let partySize = intent.partySize else { return .needsValue() }
    guard partySize >= 1 else { return .unsupported(forReason: .partySizeTooSmall) }
    let limit =
      intent.rideOptionName.flatMap(product(for:))?.maximumPartySize
      ?? service.configuration.products.map(\.maximumPartySize).max() ?? 1
    guard partySize <= limit else { return .unsupported(forReason: .partySizeAboveLimit(limit)) }
    return .success(with: partySize)
  }

  public func resolvePaymentMethod(
    for intent: RequestRideIntent
  ) async -> Resolution<PaymentMethod> {
    let methods = service.configuration.paymentMethods
    guard let given = intent.paymentMethod else {
      return methods.first.map { .success(with: $0) } ?? .notRequired()
    }
    if methods.contains(given) { return .success(with: given) }
    let matches = methods.filter { method in
      method.type == given.type
        && (given.name.map { TextFolding.fold($0) == TextFolding.fold(method.name ?? "") } ?? true)
    }
    switch matches.count {
    case 0: return .unsupported(forReason: .unknownPaymentMethod)
    case 1: return .success(with: matches[0])
    default: return .disambiguation(with: matches)
    }
  }

  public func resolveScheduledPickupTime(
    for intent: RequestRideIntent
  ) async -> DateComponentsRangeResolutionResult {
    guard let time = intent.scheduledPickupTime else { return .notRequired() }
    guard let start = time.startDateComponents else { return .needsValue() }
    guard let date = service.configuration.calendar.date(from: start),
      date >= service.clock.now.addingTimeInterval(-60)
    else {
      return .unsupported(forReason: .pickupTimeInPast)
    }
    return .success(with: time)
  }

  // MARK: - Confirm and handle

  public func confirm(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
    guard let request = request(for: intent) else {
      return RequestRideIntentResponse(code: .failure)
    }
    do {
      var response = RequestRideIntentResponse(code: .ready)
      response.rideStatus = try await service.quote(request)
      return response
    } catch let error as RideError {
      return try Self.response(for: error)
    }
  }

  public func handle(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
    guard let request = request(for: intent) else {
      return RequestRideIntentResponse(code: .failure)
    }
    do {
      var response = RequestRideIntentResponse(code: .success)
      response.rideStatus = try await service.requestRide(request)
      return response
    } catch let error as RideError {
      return try Self.response(for: error)
    }
  }

  // MARK: - Helpers

  private func resolvePlace(_ place: Placemark) -> PlacemarkResolutionResult {
    if place.coordinate != nil { return .success(with: place) }
    guard let name = place.name, !name.trimmingWhitespace.isEmpty else { return .needsValue() }
    let matches = service.places(matching: name)
    switch matches.count {
    case 0: return .unsupported(forReason: .unknownPlace)
    case 1: return .success(with: matches[0])
    default: return .disambiguation(with: matches)
    }
  }

  private func product(for name: SpeakableString) -> RideProduct? {
    name.vocabularyIdentifier.flatMap(service.product(named:))
      ?? service.product(named: name.spokenPhrase)
  }

  private static func speakable(_ product: RideProduct) -> SpeakableString {
    SpeakableString(vocabularyIdentifier: product.identifier, spokenPhrase: product.name)
  }

  /// The service request for a resolved intent: the current location when no pickup is given.
  private func request(for intent: RequestRideIntent) -> RideRequest? {
    guard let dropOff = intent.dropOffLocation else { return nil }
    return RideRequest(
      identifier: intent.identifier,
      pickupLocation: intent.pickupLocation ?? service.currentLocation,
      dropOffLocation: dropOff,
      rideOptionName: intent.rideOptionName.map { $0.vocabularyIdentifier ?? $0.spokenPhrase },
      partySize: intent.partySize ?? 1,
      paymentMethod: intent.paymentMethod,
      scheduledPickupTime: intent.scheduledPickupTime
    )
  }

  /// The response code for a ride the service refused; a reused request identifier is
  /// rethrown, since it is the caller's mistake rather than a business outcome.
  private static func response(for error: RideError) throws -> RequestRideIntentResponse {
    let code: RequestRideIntentResponse.Code
    switch error.code {
    case .noServiceInArea: code = .failureRequiringAppLaunchNoServiceInArea
    case .previousRideNeedsCompletion: code = .failureRequiringAppLaunchPreviousRideNeedsCompletion
    case .noVehicleAvailable: code = .failureRequiringAppLaunchServiceTemporarilyUnavailable
    case .scheduledTooFar: code = .failureRequiringAppLaunchRideScheduledTooFar
    case .requestConflict: throw error
    default: return RequestRideIntentResponse(code: .failure)
    }
    let activity = UserActivity(
      activityType: RequestRideIntent.wireName,
      userInfo: ["reason": .string(error.code.description)]
    )
    return RequestRideIntentResponse(code: code, userActivity: activity)
  }
}
