// Resolutions encode as an object naming the outcome, with the values it carries:
// `{"kind": "disambiguation", "values": [...]}`, `{"kind": "unsupported", "reason": {...}}`.

extension Resolution {
  private enum CodingKeys: String, CodingKey {
    case kind, value, values, reason
  }

  private enum Kind: String, Codable {
    case success, disambiguation, confirmationRequired, needsValue, notRequired, unsupported
  }

  /// Decodes a resolution, decoding each value it carries with `decodeValue`.
  ///
  /// Use this when the value type is known only at run time, as for the values of
  /// ``PartialIntentParameter``.
  init(
    from decoder: any Decoder,
    decodingValuesWith decodeValue: (any Decoder) throws -> Value
  ) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .kind) {
    case .success:
      self = .success(try decodeValue(try container.superDecoder(forKey: .value)))
    case .confirmationRequired:
      self = .confirmationRequired(try decodeValue(try container.superDecoder(forKey: .value)))
    case .disambiguation:
      var values = try container.nestedUnkeyedContainer(forKey: .values)
      var decoded: [Value] = []
      while !values.isAtEnd {
        decoded.append(try decodeValue(try values.superDecoder()))
      }
      self = .disambiguation(decoded)
    case .needsValue:
      self = .needsValue
    case .notRequired:
      self = .notRequired
    case .unsupported:
      self = .unsupported(
        reason: try container.decodeIfPresent(UnsupportedReason.self, forKey: .reason)
      )
    }
  }
}

// MARK: - Encodable

extension Resolution: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .success(let value):
      try container.encode(Kind.success, forKey: .kind)
      try container.encode(value, forKey: .value)
    case .disambiguation(let values):
      try container.encode(Kind.disambiguation, forKey: .kind)
      try container.encode(values, forKey: .values)
    case .confirmationRequired(let value):
      try container.encode(Kind.confirmationRequired, forKey: .kind)
      try container.encode(value, forKey: .value)
    case .needsValue:
      try container.encode(Kind.needsValue, forKey: .kind)
    case .notRequired:
      try container.encode(Kind.notRequired, forKey: .kind)
    case .unsupported(let reason):
      try container.encode(Kind.unsupported, forKey: .kind)
      try container.encodeIfPresent(reason, forKey: .reason)
    }
  }
}

// MARK: - Decodable

extension Resolution: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    try self.init(
      from: decoder,
      decodingValuesWith: { try JSONBridge.decodeValue(Value.self, from: $0) }
    )
  }
}
