#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A request for the ride options between two places, SiriKit's `INListRideOptionsIntent`.
///
/// Maps sends it to show the Ride tab; Siri doesn't. Handlers usually answer it without
/// resolving anything.
public struct ListRideOptionsIntent: Intent {
  public typealias Response = ListRideOptionsIntentResponse

  public static let wireName = "ListRideOptionsIntent"

  /// The parameters in SiriKit's initializer order: pickup, drop-off.
  public static let parameters: [PartialIntentParameter<Self>] = [
    .init(.pickupLocation), .init(.dropOffLocation),
  ]

  public let identifier: String

  /// Where the ride would begin.
  public var pickupLocation: Placemark?

  /// Where the ride would end.
  public var dropOffLocation: Placemark?

  /// Creates a request for ride options.
  public init(
    identifier: String = UUID().uuidString,
    pickupLocation: Placemark? = nil,
    dropOffLocation: Placemark? = nil
  ) {
    self.identifier = identifier
    self.pickupLocation = pickupLocation
    self.dropOffLocation = dropOffLocation
  }
}

extension IntentParameter where Root == ListRideOptionsIntent, Value == Placemark {
  /// The pickup location.
  public static let pickupLocation = IntentParameter("pickupLocation", \.pickupLocation)

  /// The drop-off location.
  public static let dropOffLocation = IntentParameter("dropOffLocation", \.dropOffLocation)
}
