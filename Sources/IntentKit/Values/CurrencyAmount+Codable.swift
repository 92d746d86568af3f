// Amounts are written as `{"currency": "USD", "minorUnits": 1200}`: an ISO 4217 code and an exact
// integer, never a floating-point or `Decimal` number. Reading refuses `1200.0`, `1.2e3` and
// anything else that isn't an integer literal in `Int64`'s range.

extension CurrencyAmount: Codable {}

extension CurrencyAmount: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      minorUnits: try object.integer("minorUnits", as: Int64.self),
      currency: try object.decode("currency")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      try object.write("currency", currency)
      object.integer("minorUnits", minorUnits)
    }
  }
}
