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
    switch decimalString.withUTF8Bytes({ Self.reading(decimal: $0, exponent: currency.exponent) }) {
    case .minorUnits(let minorUnits):
      self.init(minorUnits: minorUnits, currency: currency)
    case .invalid:
      throw MoneyError(
        code: .invalidAmount,
        message: "\(TextLimits.quoted(decimalString)) is not a decimal amount."
      )
    case .excessPrecision:
      throw MoneyError(
        code: .excessPrecision,
        message:
          "\(TextLimits.excerpt(decimalString)) \(currency.code) has more than "
          + "\(currency.exponent) decimal places."
      )
    case .overflow:
      throw MoneyError(
        code: .overflow,
        message: "\(TextLimits.excerpt(decimalString)) \(currency.code) is too large."
      )
    }
  }

  /// What the text of a decimal number is as an amount: its minor units, or why it is none.
  enum DecimalReading: Equatable {
    /// The amount, in minor units.
    case minorUnits(Int64)
    /// Not `[+-]digits[.digits]` with at least one digit.
    case invalid
    /// More significant fraction digits than the currency's exponent.
    case excessPrecision
    /// More minor units than 64 bits hold.
    case overflow
  }

  /// Reads the UTF-8 bytes of a plain decimal number, `[+-]digits[.digits]`, as minor units of
  /// a currency with `exponent` fraction digits, exactly.
  ///
  /// Bytes rather than characters: every character of a number is one ASCII byte, and any other
  /// byte is refused, so a digit, sign or point followed by a combining mark is refused too.
  static func reading(decimal bytes: UnsafeBufferPointer<UInt8>, exponent: Int) -> DecimalReading {
    let count = bytes.count
    var index = 0
    var isNegative = false
    if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      isNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let whole = index..<skipDigits(in: bytes, from: index)
    index = whole.upperBound
    var fraction = index..<index
    if index < count, bytes[index] == UInt8(ascii: ".") {
      fraction = index + 1..<skipDigits(in: bytes, from: index + 1)
      // "5." has a point with no fraction digits.
      guard !fraction.isEmpty else { return .invalid }
      index = fraction.upperBound
    }
    guard index == count, !whole.isEmpty || !fraction.isEmpty else { return .invalid }
    // Trailing zeros of the fraction aren't significant: "1.500" dollars is $1.50.
    var significant = fraction
    while let last = significant.last, bytes[last] == UInt8(ascii: "0") {
      significant = significant.lowerBound..<last
    }
    guard significant.count <= exponent else { return .excessPrecision }
    // Accumulated with the amount's sign, so that the smallest amount, whose magnitude is one
    // more than the largest's, fits too.
    var total: Int64 = 0
    func append(_ digit: UInt8) -> Bool {
      let (shifted, overflowed) = total.multipliedReportingOverflow(by: 10)
      let value = Int64(digit &- UInt8(ascii: "0"))
      let (sum, overflowedAgain) =
        isNegative
        ? shifted.subtractingReportingOverflow(value) : shifted.addingReportingOverflow(value)
      total = sum
      return !overflowed && !overflowedAgain
    }
    for position in whole {
      guard append(bytes[position]) else { return .overflow }
    }
    for position in significant {
      guard append(bytes[position]) else { return .overflow }
    }
    for _ in significant.count..<exponent {
      guard append(UInt8(ascii: "0")) else { return .overflow }
    }
    return .minorUnits(total)
  }

  /// The index of the first byte from `start` on that isn't an ASCII digit, or the end.
  private static func skipDigits(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index
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
