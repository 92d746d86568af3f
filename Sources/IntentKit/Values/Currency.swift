/// An ISO 4217 currency and the number of digits in its minor unit.
///
/// Currencies are an open set of values: the active ISO 4217 currencies are available by code
/// through ``init(code:)`` or ``init(numericCode:)``, and the common ones as static members. Amounts are counted in minor
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

  // The exponent and numeric code are stored in two and one bytes, so that a currency takes no
  // more room than its code and one word: it is in every amount, posting and conversation.
  private let storedNumericCode: UInt16
  private let storedExponent: UInt8

  /// Creates the ISO 4217 currency with the given code, or returns `nil` if the code isn't an
  /// active ISO 4217 currency with a minor unit.
  ///
  /// The code is matched case-insensitively. The table is ISO 4217's list one as published on
  /// 2026-01-01 (`Scripts/check-iso4217.sh` compares it with the current list): it has the
  /// Caribbean guilder (`XCG`) and the Arab accounting dinar (`XAD`), and no longer the
  /// Netherlands Antillean guilder (`ANG`) or the Bulgarian lev (`BGN`, withdrawn when Bulgaria
  /// adopted the euro on 1 January 2026). Codes without a minor unit, such as gold (`XAU`) or
  /// the SDR (`XDR`), aren't currencies amounts can be counted in.
  public init?(code: String) {
    let normalized = code.uppercased()
    guard let entry = Self.iso4217[normalized] else { return nil }
    self.init(iso: normalized, exponent: entry.exponent, numericCode: entry.numericCode)
  }

  /// Creates the ISO 4217 currency with the given numeric code, such as 840 for USD, or returns
  /// `nil` if no active ISO 4217 currency with a minor unit has it.
  public init?(numericCode: Int) {
    guard let code = Self.codesByNumber[numericCode] else { return nil }
    self.init(code: code)
  }

  private init(iso code: String, exponent: Int, numericCode: Int) {
    self.code = code
    self.storedExponent = UInt8(exponent)
    self.storedNumericCode = UInt16(numericCode)
  }

  /// The number of decimal digits in the currency's minor unit, such as 2 for USD.
  public var exponent: Int {
    Int(storedExponent)
  }

  /// The ISO 4217 numeric code, such as 840 for USD, 392 for JPY and 8 for ALL.
  ///
  /// ISO 4217 writes numeric codes with three digits, with leading zeros: ALL's 8 is `008`.
  public var numericCode: Int {
    Int(storedNumericCode)
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

  /// The alphabetic codes of the table's currencies, by numeric code.
  private static let codesByNumber: [Int: String] = Dictionary(
    Self.iso4217.map { ($0.value.numericCode, $0.key) },
    uniquingKeysWith: { first, _ in first }
  )

  // MARK: - Common currencies

  /// The United States dollar (USD), exponent 2.
  public static let usd = Currency(iso: "USD", exponent: 2, numericCode: 840)
  /// The euro (EUR), exponent 2.
  public static let eur = Currency(iso: "EUR", exponent: 2, numericCode: 978)
  /// The Japanese yen (JPY), exponent 0.
  public static let jpy = Currency(iso: "JPY", exponent: 0, numericCode: 392)
  /// The pound sterling (GBP), exponent 2.
  public static let gbp = Currency(iso: "GBP", exponent: 2, numericCode: 826)
  /// The South Korean won (KRW), exponent 0.
  public static let krw = Currency(iso: "KRW", exponent: 0, numericCode: 410)
  /// The Swiss franc (CHF), exponent 2.
  public static let chf = Currency(iso: "CHF", exponent: 2, numericCode: 756)
  /// The Canadian dollar (CAD), exponent 2.
  public static let cad = Currency(iso: "CAD", exponent: 2, numericCode: 124)
  /// The Chinese yuan renminbi (CNY), exponent 2.
  public static let cny = Currency(iso: "CNY", exponent: 2, numericCode: 156)
  /// The Kuwaiti dinar (KWD), exponent 3.
  public static let kwd = Currency(iso: "KWD", exponent: 3, numericCode: 414)
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
