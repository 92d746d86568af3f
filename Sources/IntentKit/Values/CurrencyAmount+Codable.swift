// Amounts encode as `{"minorUnits": 1200, "currency": "USD"}`: an exact integer and an ISO 4217
// code, never a floating-point or `Decimal` number.

extension CurrencyAmount: Codable {
  private enum CodingKeys: String, CodingKey {
    case minorUnits, currency
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      minorUnits: try container.decode(Int64.self, forKey: .minorUnits),
      currency: try container.decode(Currency.self, forKey: .currency)
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(minorUnits, forKey: .minorUnits)
    try container.encode(currency, forKey: .currency)
  }
}
