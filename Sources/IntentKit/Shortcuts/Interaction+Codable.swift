#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// An interaction encodes its intent in the dispatcher's JSON envelope and its response typed for
// that intent; decoding needs an ``IntentTypeRegistry`` (see ``AnyIntent``).

extension Interaction: Codable {
  private enum CodingKeys: String, CodingKey {
    case identifier, groupIdentifier, dateInterval, direction, intent, response
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(identifier, forKey: .identifier)
    try container.encodeIfPresent(groupIdentifier, forKey: .groupIdentifier)
    try container.encode(dateInterval, forKey: .dateInterval)
    try container.encode(direction, forKey: .direction)
    try container.encode(intent, forKey: .intent)
    if let intentResponse {
      try container.encode(intentResponse, forKey: .response)
    }
  }

  /// Decodes an interaction whose intent type is registered in the decoder's
  /// ``IntentTypeRegistry``.
  ///
  /// - Throws: `DecodingError` as ``AnyIntent/init(from:)``, or if the response doesn't match
  ///   the intent's response type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let intent = try container.decode(AnyIntent.self, forKey: .intent)
    func decodeResponse<Decoded: Intent>(_ intent: Decoded) throws -> (any IntentResponse)? {
      try container.decodeIfPresent(Decoded.Response.self, forKey: .response)
    }
    self.init(
      erased: intent,
      response: try decodeResponse(intent.base),
      identifier: try container.decodeName(forKey: .identifier),
      groupIdentifier: try container.decodeNameIfPresent(forKey: .groupIdentifier),
      dateInterval: try container.decode(DateInterval.self, forKey: .dateInterval),
      direction: try container.decode(InteractionDirection.self, forKey: .direction)
    )
  }
}
