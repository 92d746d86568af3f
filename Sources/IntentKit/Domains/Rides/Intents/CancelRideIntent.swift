#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A request to cancel a ride, SiriKit's `INCancelRideIntent`.
///
/// Cancelling may cost a fee, so a conversation asks a final yes/no that says whether it does.
public struct CancelRideIntent: Intent {
  public typealias Response = CancelRideIntentResponse

  public static let wireName = "CancelRideIntent"

  /// No resolvable parameters: SiriKit's cancel intent has no resolve methods.
  public static let parameters: [PartialIntentParameter<Self>] = []

  /// A Boolean value that indicates whether the assistant asks a final yes/no question before
  /// handling: `true`, because cancelling may cost a fee, which the user hears before saying yes.
  public static var requiresFinalConfirmation: Bool { true }

  public let identifier: String

  /// The identifier of the ride to cancel.
  public let rideIdentifier: String

  /// Creates a cancellation request.
  public init(identifier: String = UUID().uuidString, rideIdentifier: String) {
    self.identifier = identifier
    self.rideIdentifier = rideIdentifier
  }
}

// MARK: - Codable

extension CancelRideIntent: Codable {
  private enum CodingKeys: String, CodingKey {
    case identifier, rideIdentifier
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      rideIdentifier: try container.decodeName(forKey: .rideIdentifier)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(rideIdentifier, forKey: .rideIdentifier)
  }
}
