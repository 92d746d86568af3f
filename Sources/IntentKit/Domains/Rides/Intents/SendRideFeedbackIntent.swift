#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A request to send feedback on a completed ride: a rating, a tip or both, SiriKit's
/// `INSendRideFeedbackIntent`.
///
/// A tip moves money, so a conversation asks a final yes/no before handling the feedback.
public struct SendRideFeedbackIntent: Intent {
  public typealias Response = SendRideFeedbackIntentResponse

  public static let wireName = "SendRideFeedbackIntent"

  /// The rating and the tip, for the assistant's prompts; SiriKit's feedback intent has no
  /// resolve methods.
  public static let parameters: [PartialIntentParameter<Self>] = [.init(.rating), .init(.tip)]

  /// A Boolean value that indicates whether the assistant asks a final yes/no question before
  /// handling: `true`, because a tip moves money.
  public static var requiresFinalConfirmation: Bool { true }

  public let identifier: String

  /// The identifier of the ride the feedback is for.
  public let rideIdentifier: String

  /// The rating, from 0 to 10.
  public var rating: Int?

  /// The tip for the driver.
  public var tip: CurrencyAmount?

  /// Creates feedback for a ride.
  public init(
    identifier: String = UUID().uuidString,
    rideIdentifier: String,
    rating: Int? = nil,
    tip: CurrencyAmount? = nil
  ) {
    self.identifier = identifier
    self.rideIdentifier = rideIdentifier
    self.rating = rating
    self.tip = tip
  }
}

extension IntentParameter where Root == SendRideFeedbackIntent, Value == Int {
  /// The rating.
  public static let rating = IntentParameter("rating", \.rating)
}

extension IntentParameter where Root == SendRideFeedbackIntent, Value == CurrencyAmount {
  /// The tip.
  public static let tip = IntentParameter("tip", \.tip)
}

// MARK: - Codable

extension SendRideFeedbackIntent: Codable {
  private enum CodingKeys: String, CodingKey {
    case identifier, rideIdentifier, rating, tip
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      rideIdentifier: try container.decodeName(forKey: .rideIdentifier),
      rating: try container.decodeIfPresent(Int.self, forKey: .rating),
      tip: try container.decodeIfPresent(CurrencyAmount.self, forKey: .tip)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(rideIdentifier, forKey: .rideIdentifier)
    try container.encodeIfPresent(rating, forKey: .rating)
    try container.encodeIfPresent(tip, forKey: .tip)
  }
}
