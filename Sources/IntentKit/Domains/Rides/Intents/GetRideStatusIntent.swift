#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A request for the status of the user's current ride, SiriKit's `INGetRideStatusIntent`.
///
/// The intent has no parameters: the app knows which ride is current. Its ``identifier`` tells
/// apart the observers that ``GetRideStatusIntentHandling/startSendingUpdates(for:)`` serves.
public struct GetRideStatusIntent: Intent {
  public typealias Response = GetRideStatusIntentResponse

  public static let wireName = "GetRideStatusIntent"

  /// No parameters, as in SiriKit.
  public static let parameters: [PartialIntentParameter<Self>] = []

  public let identifier: String

  /// Creates a status request.
  public init(identifier: String = UUID().uuidString) {
    self.identifier = identifier
  }
}
