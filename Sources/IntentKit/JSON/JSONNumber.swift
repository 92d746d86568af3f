/// An exact JSON number: the decimal value a number literal writes, never rounded through
/// `Double`.
///
/// A number keeps every digit its literal has, so `12.30`, `99999999999999999999` and
/// `4999.9999999999999999` stay what they say, and two numbers are equal when their values are:
/// `1.50`, `1.5` and `15e-1` are one number. ``description`` writes the value in one canonical
/// form, the one ``StrictJSONEncoder`` writes: no leading zeros, no trailing zeros after a
/// decimal point, and no exponent while the integer part has at most 21 digits and at most five
/// zeros follow the decimal point before the first digit (`1000`, `0.000125`); beyond, one digit
/// before the point and an exponent (`1e25`, `1.5e-7`). The sign of zero isn't kept: `-0` is `0`.
///
/// Read an integer with ``integer(as:)``, which answers only when the value is an integer in
/// the type's range; read a `Double` only where an approximation will do:
///
/// ```swift
/// let price = JSONNumber("12.30")          // 12.3, exactly
/// price?.integer(as: Int.self)             // nil: not an integer
/// JSONNumber(1_250).integer(as: Int16.self)  // 1250
/// JSONNumber("1e3")?.description           // "1000"
/// ```
///
/// Money in IntentKit is never a `JSONNumber` with a fraction: amounts are integer minor units
/// (``CurrencyAmount``). A number holds what an app keeps in a ``UserActivity/userInfo``.
public struct JSONNumber: Sendable, Hashable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// Whether the value is below zero; `false` for zero.
  private let isNegative: Bool

  /// The significant digits, without leading or trailing zeros; empty for zero.
  private let digits: [UInt8]

  /// The power of ten the digits are scaled by: the value is `digits × 10^exponent`.
  private let exponent: Int

  /// The largest exponent a literal may write, in either direction.
  ///
  /// The value stays exact whatever the exponent; the bound keeps the arithmetic on exponents
  /// within `Int`, and it is far beyond any value an app stores.
  static let maximumExponent = 999_999_999

  /// Creates the number a JSON number literal writes, or returns `nil` if the text isn't one.
  ///
  /// The text must follow RFC 8259's grammar exactly, as the strict reader does
  /// (`-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`), and its exponent be at most
  /// 999,999,999 in magnitude.
  public init?(_ text: some StringProtocol) {
    let utf8 = Array(text.utf8)
    guard let number = utf8.withUnsafeBufferPointer(Self.init(literal:)) else { return nil }
    self = number
  }

  /// Creates a number with the value of an integer.
  public init(_ value: some BinaryInteger) {
    var text = Array(String(value).utf8)
    let isNegative = text.first == UInt8(ascii: "-")
    if isNegative { text.removeFirst() }
    self.init(isNegative: isNegative, digits: text, exponent: 0)
  }

  /// Creates a number with the shortest decimal value that reads back as a `Double`, or returns
  /// `nil` for an infinity or NaN.
  ///
  /// `JSONNumber(0.1)` is the decimal 0.1, not the binary fraction closest to it.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self.init(value.description)
  }

  /// Creates a number from an integer literal.
  public init(integerLiteral value: Int) {
    self.init(value)
  }

  /// Creates a number from digits and a power of ten, dropping the digits' leading and
  /// trailing zeros.
  private init(isNegative: Bool, digits: [UInt8], exponent: Int) {
    let significant = digits.drop { $0 == UInt8(ascii: "0") }
    let trailingZeros = significant.reversed().prefix { $0 == UInt8(ascii: "0") }.count
    self.digits = Array(significant.dropLast(trailingZeros))
    self.exponent = self.digits.isEmpty ? 0 : exponent + trailingZeros
    self.isNegative = isNegative && !self.digits.isEmpty
  }

  /// Reads a literal that may or may not follow the grammar.
  init?(literal: UnsafeBufferPointer<UInt8>) {
    var index = 0
    func isDigit(_ position: Int) -> Bool {
      position < literal.count
        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(literal[position])
    }
    let isNegative = index < literal.count && literal[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    guard isDigit(index) else { return nil }
    var digits: [UInt8] = []
    if literal[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while isDigit(index) {
        digits.append(literal[index])
        index += 1
      }
    }
    var fractionDigits = 0
    if index < literal.count, literal[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else { return nil }
      while isDigit(index) {
        digits.append(literal[index])
        fractionDigits += 1
        index += 1
      }
    }
    var exponent = 0
    if index < literal.count, literal[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var exponentSign = 1
      if index < literal.count,
        literal[index] == UInt8(ascii: "-") || literal[index] == UInt8(ascii: "+")
      {
        if literal[index] == UInt8(ascii: "-") { exponentSign = -1 }
        index += 1
      }
      guard isDigit(index) else { return nil }
      while isDigit(index) {
        exponent = exponent * 10 + Int(literal[index] &- UInt8(ascii: "0"))
        guard exponent <= Self.maximumExponent else { return nil }
        index += 1
      }
      exponent *= exponentSign
    }
    guard index == literal.count else { return nil }
    self.init(isNegative: isNegative, digits: digits, exponent: exponent - fractionDigits)
  }

  // MARK: - Reading the value

  /// A Boolean value that indicates whether the number is an integer.
  public var isInteger: Bool {
    exponent >= 0
  }

  /// Returns the number as an integer of the given type, or `nil` if it isn't an integer or is
  /// outside the type's range.
  ///
  /// `JSONNumber("5e3")` is the integer 5000, and `JSONNumber("5000.0")` too: the value counts,
  /// not how the literal wrote it.
  public func integer<Integer: FixedWidthInteger>(
    as type: Integer.Type = Int.self
  ) -> Integer? {
    guard exponent >= 0 else { return nil }
    guard digits.count + exponent <= 40 else { return nil }
    var value: Integer = 0
    for position in 0..<digits.count + exponent {
      let digit = Integer(position < digits.count ? digits[position] &- UInt8(ascii: "0") : 0)
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowedAgain) =
        isNegative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowed, !overflowedAgain else { return nil }
      value = next
    }
    return value
  }

  /// The `Double` nearest the number, or `nil` if the number is beyond `Double`'s range; a
  /// number too small for `Double` is 0.
  public var doubleValue: Double? {
    Array(description.utf8).withUnsafeBufferPointer(JSONNumberText.double)
  }

  /// The number in its canonical JSON form, such as `12.3`, `1000` or `1.5e-7`.
  public var description: String {
    guard !digits.isEmpty else { return "0" }
    var text: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
    // Where the decimal point falls, counted from the first significant digit.
    let point = digits.count + exponent
    if exponent >= 0, point <= 21 {
      text += digits
      text += repeatElement(UInt8(ascii: "0"), count: exponent)
    } else if exponent < 0, point > -6 {
      if point > 0 {
        text += digits[..<point]
        text.append(UInt8(ascii: "."))
        text += digits[point...]
      } else {
        text += [UInt8(ascii: "0"), UInt8(ascii: ".")]
        text += repeatElement(UInt8(ascii: "0"), count: -point)
        text += digits
      }
    } else {
      text.append(digits[0])
      if digits.count > 1 {
        text.append(UInt8(ascii: "."))
        text += digits[1...]
      }
      text.append(UInt8(ascii: "e"))
      text += (point - 1).description.utf8
    }
    return String(decoding: text, as: UTF8.self)
  }
}

// MARK: - JSON

extension JSONNumber: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    self = try json.exactNumber()
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    json.number(self)
  }
}
