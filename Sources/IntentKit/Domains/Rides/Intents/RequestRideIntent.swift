#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A request to book a ride from a pickup location to a drop-off location, SiriKit's
/// `INRequestRideIntent`.
///
/// Booking a ride commits the user to a fare, so a conversation always asks a final yes/no
/// before handling it (``requiresFinalConfirmation``).
///
/// ```swift
/// let intent = RequestRideIntent(
///   pickupLocation: Placemark(name: "Cupertino"),
///   dropOffLocation: Placemark(name: "San Francisco")
/// )
/// ```
public struct RequestRideIntent: Intent {
  public typealias Response = RequestRideIntentResponse

  public static let wireName = "RequestRideIntent"

  /// The parameters in SiriKit's initializer order: pickup, drop-off, ride option, party size,
  /// payment method, scheduled pickup time.
  public static let parameters: [PartialIntentParameter<Self>] = [
    .init(.pickupLocation), .init(.dropOffLocation), .init(.rideOptionName), .init(.partySize),
    .init(.paymentMethod), .init(.scheduledPickupTime),
  ]

  /// A Boolean value that indicates whether the assistant asks a final yes/no question before
  /// handling: `true`, because booking a ride commits the user to a fare.
  public static var requiresFinalConfirmation: Bool { true }

  public let identifier: String

  /// Where the ride begins.
  public var pickupLocation: Placemark?

  /// Where the ride ends.
  public var dropOffLocation: Placemark?

  /// The name of the ride option, such as "Small car".
  public var rideOptionName: SpeakableString?

  /// The number of people riding.
  public var partySize: Int?

  /// How the rider pays.
  public var paymentMethod: PaymentMethod?

  /// When the rider wants to be picked up, if not now.
  public var scheduledPickupTime: DateComponentsRange?

  /// Creates a ride request.
  public init(
    identifier: String = UUID().uuidString,
    pickupLocation: Placemark? = nil,
    dropOffLocation: Placemark? = nil,
    rideOptionName: SpeakableString? = nil,
    partySize: Int? = nil,
    paymentMethod: PaymentMethod? = nil,
    scheduledPickupTime: DateComponentsRange? = nil
  ) {
    self.identifier = identifier
    self.pickupLocation = pickupLocation
    self.dropOffLocation = dropOffLocation
    self.rideOptionName = rideOptionName
    self.partySize = partySize
    self.paymentMethod = paymentMethod
    self.scheduledPickupTime = scheduledPickupTime
  }
}

extension IntentParameter where Root == RequestRideIntent, Value == Placemark {
  /// The pickup location.
  public static let pickupLocation = IntentParameter("pickupLocation", \.pickupLocation)

  /// The drop-off location.
  public static let dropOffLocation = IntentParameter("dropOffLocation", \.dropOffLocation)
}

extension IntentParameter where Root == RequestRideIntent, Value == SpeakableString {
  /// The ride option's name.
  public static let rideOptionName = IntentParameter("rideOptionName", \.rideOptionName)
}

extension IntentParameter where Root == RequestRideIntent, Value == Int {
  /// The party size.
  public static let partySize = IntentParameter("partySize", \.partySize)
}

extension IntentParameter where Root == RequestRideIntent, Value == PaymentMethod {
  /// The payment method.
  public static let paymentMethod = IntentParameter("paymentMethod", \.paymentMethod)
}

extension IntentParameter where Root == RequestRideIntent, Value == DateComponentsRange {
  /// The scheduled pickup time.
  public static let scheduledPickupTime = IntentParameter(
    "scheduledPickupTime",
    \.scheduledPickupTime
  )
}
