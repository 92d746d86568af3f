/// An ISO 4217 currency and the number of digits in its minor unit.
///
/// Currencies are an open set of values: the active ISO 4217 currencies are available by code
/// through ``init(code:)`` and the common ones as static members. Amounts are counted in minor
/// units, so the exponent says what one unit is: a cent for USD (2), a yen for JPY (0), a fils for
/// KWD (3).
///
/// ```swift
/// let yen = Currency(code: "JPY")  // Optional(JPY), exponent 0
/// let price = CurrencyAmount(minorUnits: 1_000, currency: .jpy)  // ¥1,000
/// ```
public struct Currency: Hashable, Sendable, CustomStringConvertible {
  /// The three-letter ISO 4217 code, such as `"USD"`.
  public let code: String

  /// The number of decimal digits in the currency's minor unit, such as 2 for USD.
  public let exponent: Int

  /// Creates the ISO 4217 currency with the given code, or returns `nil` if the code isn't an
  /// active ISO 4217 currency.
  ///
  /// The code is matched case-insensitively.
  public init?(code: String) {
    let normalized = code.uppercased()
    guard let exponent = Self.iso4217Exponents[normalized] else { return nil }
    self.code = normalized
    self.exponent = exponent
  }

  private init(iso code: String, exponent: Int) {
    self.code = code
    self.exponent = exponent
  }

  /// The number of minor units in one major unit, such as 100 for USD and 1 for JPY.
  public var minorUnitsPerMajorUnit: Int64 {
    var result: Int64 = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  public var description: String {
    code
  }

  // MARK: - Common currencies

  /// The United States dollar (USD), exponent 2.
  public static let usd = Currency(iso: "USD", exponent: 2)
  /// The euro (EUR), exponent 2.
  public static let eur = Currency(iso: "EUR", exponent: 2)
  /// The Japanese yen (JPY), exponent 0.
  public static let jpy = Currency(iso: "JPY", exponent: 0)
  /// The pound sterling (GBP), exponent 2.
  public static let gbp = Currency(iso: "GBP", exponent: 2)
  /// The South Korean won (KRW), exponent 0.
  public static let krw = Currency(iso: "KRW", exponent: 0)
  /// The Swiss franc (CHF), exponent 2.
  public static let chf = Currency(iso: "CHF", exponent: 2)
  /// The Canadian dollar (CAD), exponent 2.
  public static let cad = Currency(iso: "CAD", exponent: 2)
  /// The Chinese yuan renminbi (CNY), exponent 2.
  public static let cny = Currency(iso: "CNY", exponent: 2)
  /// The Kuwaiti dinar (KWD), exponent 3.
  public static let kwd = Currency(iso: "KWD", exponent: 3)
}

// MARK: - JSON

extension Currency: Codable {}

extension Currency: JSONCodable {
  /// Reads a currency from its ISO 4217 code, refusing codes that aren't in the table.
  init(json: JSONValueReader) throws(StrictJSONError) {
    let code = try json.string()
    guard code.utf8.count == 3, let currency = Currency(code: code) else {
      throw json.invalid("\(TextLimits.quoted(code)) is not an ISO 4217 currency code")
    }
    self = currency
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    json.string(code)
  }
}
