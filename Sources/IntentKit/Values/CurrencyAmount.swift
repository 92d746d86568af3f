/// An exact amount of money, counted in the minor units of its currency.
///
/// SiriKit's `INCurrencyAmount` holds an `NSDecimalNumber`; IntentKit holds an integer count of
/// minor units and an ISO 4217 ``Currency``, so amounts are never rounded and never pass through
/// `Double` or `Decimal`.
///
/// ```swift
/// let fifty = CurrencyAmount.usd(50_00)  // $50.00
/// let parsed = try CurrencyAmount(decimalString: "20.50", currency: .eur)  // €20.50
/// let total = try fifty.adding(.usd(25))  // $50.25
/// ```
public struct CurrencyAmount: Hashable, Sendable, IntentValue {
  /// The amount in the currency's minor units, such as cents for USD.
  public var minorUnits: Int64

  /// The amount's currency.
  public var currency: Currency

  /// Creates an amount from a count of minor units.
  public init(minorUnits: Int64, currency: Currency) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// Creates an amount from a decimal string such as `"12.34"` or `"-5"`, exactly.
  ///
  /// - Throws: ``MoneyError`` with code ``MoneyError/Code/invalidAmount`` if the text isn't a
  ///   plain decimal number, ``MoneyError/Code/excessPrecision`` if it has more fraction digits
  ///   than the currency allows (`"0.001"` in USD), or ``MoneyError/Code/overflow`` if it doesn't
  ///   fit in 64 bits of minor units.
  public init(decimalString: String, currency: Currency) throws {
    var digits = Substring(decimalString)
    let isNegative = digits.first == "-"
    if isNegative || digits.first == "+" { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count > 1 ? parts[1] : ""
    guard
      !whole.isEmpty || !fraction.isEmpty,
      whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
      parts.count == 1 || !fraction.isEmpty
    else {
      throw MoneyError(
        code: .invalidAmount,
        message: "\(TextLimits.quoted(decimalString)) is not a decimal amount."
      )
    }
    let significantFraction = fraction.reversed().drop(while: { $0 == "0" }).reversed()
    guard significantFraction.count <= currency.exponent else {
      throw MoneyError(
        code: .excessPrecision,
        message:
          "\(decimalString) \(currency.code) has more than \(currency.exponent) decimal places."
      )
    }
    let paddedFraction =
      String(significantFraction)
      + String(repeating: "0", count: currency.exponent - significantFraction.count)
    // Accumulated with the amount's sign, so that the smallest amount, whose magnitude is one
    // more than the largest's, fits too.
    var total: Int64 = 0
    for digit in (whole + paddedFraction).utf8 {
      let (shifted, overflowed) = total.multipliedReportingOverflow(by: 10)
      let value = Int64(digit - 48)
      let (sum, overflowedAgain) =
        isNegative
        ? shifted.subtractingReportingOverflow(value) : shifted.addingReportingOverflow(value)
      guard !overflowed, !overflowedAgain else {
        throw MoneyError(
          code: .overflow,
          message: "\(TextLimits.excerpt(decimalString)) \(currency.code) is too large."
        )
      }
      total = sum
    }
    self.init(minorUnits: total, currency: currency)
  }

  /// Returns a US-dollar amount.
  public static func usd(_ cents: Int64) -> Self { Self(minorUnits: cents, currency: .usd) }

  /// Returns a euro amount.
  public static func eur(_ cents: Int64) -> Self { Self(minorUnits: cents, currency: .eur) }

  /// Returns a Japanese-yen amount.
  public static func jpy(_ yen: Int64) -> Self { Self(minorUnits: yen, currency: .jpy) }

  /// Returns a South Korean won amount.
  public static func krw(_ won: Int64) -> Self { Self(minorUnits: won, currency: .krw) }

  /// A Boolean value that indicates whether the amount is greater than zero.
  public var isPositive: Bool {
    minorUnits > 0
  }

  /// The amount as a plain decimal string with the currency's number of fraction digits, such as
  /// `"12.30"` for USD and `"1000"` for JPY.
  public var decimalString: String {
    let magnitude = minorUnits.magnitude
    let divisor = UInt64(currency.minorUnitsPerMajorUnit)
    let sign = minorUnits < 0 ? "-" : ""
    guard currency.exponent > 0 else { return sign + String(magnitude) }
    let fraction = String(magnitude % divisor)
    let padding = String(repeating: "0", count: currency.exponent - fraction.count)
    return "\(sign)\(magnitude / divisor).\(padding)\(fraction)"
  }

  /// Returns the sum of two amounts in the same currency.
  ///
  /// - Throws: ``MoneyError`` with code ``MoneyError/Code/currencyMismatch`` or
  ///   ``MoneyError/Code/overflow``.
  public func adding(_ other: CurrencyAmount) throws -> CurrencyAmount {
    try combined(with: other, operation: "add") { $0.addingReportingOverflow($1) }
  }

  /// Returns the difference of two amounts in the same currency.
  ///
  /// - Throws: ``MoneyError`` with code ``MoneyError/Code/currencyMismatch`` or
  ///   ``MoneyError/Code/overflow``.
  public func subtracting(_ other: CurrencyAmount) throws -> CurrencyAmount {
    try combined(with: other, operation: "subtract") { $0.subtractingReportingOverflow($1) }
  }

  private func combined(
    with other: CurrencyAmount,
    operation: String,
    _ combine: (Int64, Int64) -> (partialValue: Int64, overflow: Bool)
  ) throws -> CurrencyAmount {
    guard currency == other.currency else {
      throw MoneyError(
        code: .currencyMismatch,
        message: "Can't \(operation) \(other.currency.code) and \(currency.code)."
      )
    }
    let (value, overflowed) = combine(minorUnits, other.minorUnits)
    guard !overflowed else {
      throw MoneyError(code: .overflow, message: "The result doesn't fit in 64 bits.")
    }
    return CurrencyAmount(minorUnits: value, currency: currency)
  }
}

// MARK: - CustomStringConvertible

extension CurrencyAmount: CustomStringConvertible {
  public var description: String {
    "\(decimalString) \(currency.code)"
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool {
    ("0"..."9").contains(self)
  }
}
