/// Checks and decodes the text of `<integer>`, `<real>`, `<date>` and `<data>` elements.
///
/// Each function takes the element's text with entities decoded and surrounding XML whitespace
/// already trimmed (except `data`, which allows whitespace anywhere), and throws a
/// ``ScalarError`` whose message the reader places at the element's text.
enum PropertyListScalars {
  /// Why an element's text was refused.
  struct ScalarError: Error {
    /// What is wrong, as a sentence without a final period.
    var message: String
  }

  // MARK: - Integer

  /// Reads `[+-]?` then decimal digits or `0x`/`0X` and hexadecimal digits, in `Int`'s range.
  static func integer(_ text: [UInt8]) throws(ScalarError) -> Int {
    let literal = String(decoding: text, as: UTF8.self)
    guard !text.isEmpty else { throw ScalarError(message: "the <integer> element is empty") }
    var index = 0
    var isNegative = false
    if text[0] == UInt8(ascii: "+") || text[0] == UInt8(ascii: "-") {
      isNegative = text[0] == UInt8(ascii: "-")
      index = 1
    }
    var radix: UInt64 = 10
    if index + 1 < text.count && text[index] == UInt8(ascii: "0")
      && (text[index + 1] == UInt8(ascii: "x") || text[index + 1] == UInt8(ascii: "X"))
    {
      radix = 16
      index += 2
    }
    guard index < text.count else {
      throw ScalarError(message: "'\(literal)' is not an integer: it has no digits")
    }
    var magnitude: UInt64 = 0
    var overflowed = false
    while index < text.count {
      guard let digit = digitValue(text[index]), UInt64(digit) < radix else {
        throw ScalarError(
          message: "'\(literal)' is not an integer (expected \(radix == 16 ? "hexadecimal " : "")"
            + "digits with an optional sign)"
        )
      }
      let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: radix)
      let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
      overflowed = overflowed || overflow1 || overflow2
      magnitude = sum
      index += 1
    }
    let limit = isNegative ? UInt64(Int.max) + 1 : UInt64(Int.max)
    guard !overflowed && magnitude <= limit else {
      throw ScalarError(message: "the integer \(literal) is outside the range of a 64-bit Int")
    }
    if isNegative {
      return magnitude == limit ? Int.min : -Int(magnitude)
    }
    return Int(magnitude)
  }

  /// The value of an ASCII hexadecimal digit.
  static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  // MARK: - Real

  /// Checks a decimal or scientific number (`2.5`, `-.5`, `1e-3`, `7.`), or `nan`, `inf` or
  /// `infinity` (any case; the infinities with an optional sign), as Core Foundation reads them,
  /// and returns the literal.
  static func real(_ text: [UInt8]) throws(ScalarError) -> String {
    let literal = String(decoding: text, as: UTF8.self)
    guard !text.isEmpty else { throw ScalarError(message: "the <real> element is empty") }
    switch literal.lowercased() {
    case "nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity": return literal
    default: break
    }
    var index = 0
    if text[0] == UInt8(ascii: "+") || text[0] == UInt8(ascii: "-") { index = 1 }
    let integerDigits = countDigits(text, from: index)
    index += integerDigits
    var fractionDigits = 0
    if index < text.count && text[index] == UInt8(ascii: ".") {
      index += 1
      fractionDigits = countDigits(text, from: index)
      index += fractionDigits
    }
    var isValid = integerDigits + fractionDigits > 0
    if isValid && index < text.count && (text[index] | 0x20) == UInt8(ascii: "e") {
      index += 1
      if index < text.count
        && (text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      let exponentDigits = countDigits(text, from: index)
      index += exponentDigits
      isValid = exponentDigits > 0
    }
    guard isValid && index == text.count else {
      throw ScalarError(
        message: "'\(literal)' is not a real number (expected digits with an optional sign, "
          + "point and exponent, or nan, inf or infinity)"
      )
    }
    return literal
  }

  /// The number of ASCII decimal digits at `start`.
  private static func countDigits(_ text: [UInt8], from start: Int) -> Int {
    var index = start
    while index < text.count && text[index] >= UInt8(ascii: "0") && text[index] <= UInt8(ascii: "9")
    {
      index += 1
    }
    return index - start
  }

  // MARK: - Date

  /// Checks an ISO 8601 date in UTC, `YYYY-MM-DDTHH:MM:SSZ`, as property lists write them, with
  /// real month lengths (leap years included) and no leap second, and returns the text.
  static func date(_ text: [UInt8]) throws(ScalarError) -> String {
    let literal = String(decoding: text, as: UTF8.self)
    let shape = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
    let isShaped =
      text.count == shape.count
      && zip(text, shape).allSatisfy { byte, expected in
        expected == UInt8(ascii: "d")
          ? byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") : byte == expected
      }
    guard isShaped else {
      throw ScalarError(message: "'\(literal)' is not a date of the form YYYY-MM-DDTHH:MM:SSZ")
    }
    func number(_ start: Int, _ length: Int) -> Int {
      text[start..<start + length].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    let year = number(0, 4)
    let month = number(5, 2)
    let day = number(8, 2)
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthLengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...12).contains(month), (1...monthLengths[month - 1]).contains(day),
      number(11, 2) < 24, number(14, 2) < 60, number(17, 2) < 60
    else {
      throw ScalarError(message: "'\(literal)' is not a valid date and time")
    }
    return literal
  }

  // MARK: - Data

  /// Decodes standard base64 (`A–Z a–z 0–9 + /`), with whitespace allowed anywhere, the `=`
  /// padding required, and the bits the padding drops required to be zero.
  static func data(_ text: ArraySlice<UInt8>) throws(ScalarError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count / 4 * 3)
    var quantum: UInt32 = 0
    var digits = 0
    var padding = 0
    for byte in text {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      if byte == UInt8(ascii: "=") {
        guard digits % 4 >= 2, digits % 4 + padding < 4 else {
          throw ScalarError(message: "the <data> base64 has '=' padding in the wrong place")
        }
        padding += 1
        continue
      }
      guard padding == 0 else {
        throw ScalarError(message: "the <data> base64 continues after its '=' padding")
      }
      guard let value = base64Value(byte) else {
        throw ScalarError(
          message: "the <data> text is not base64: "
            + (byte < 0x80 ? "'\(Unicode.Scalar(byte))' is" : "a non-ASCII character is")
            + " not a base64 digit"
        )
      }
      quantum = quantum << 6 | value
      digits += 1
      if digits % 4 == 0 {
        bytes.append(UInt8(truncatingIfNeeded: quantum >> 16))
        bytes.append(UInt8(truncatingIfNeeded: quantum >> 8))
        bytes.append(UInt8(truncatingIfNeeded: quantum))
        quantum = 0
      }
    }
    let remainder = digits % 4
    guard remainder == 0 || remainder + padding == 4 else {
      throw ScalarError(
        message:
          "the <data> base64 is incomplete: its length is not a multiple of 4 with '=' padding"
      )
    }
    if remainder == 2 {
      guard quantum & 0xF == 0 else { throw unusedBitsError }
      bytes.append(UInt8(truncatingIfNeeded: quantum >> 4))
    } else if remainder == 3 {
      guard quantum & 0x3 == 0 else { throw unusedBitsError }
      bytes.append(UInt8(truncatingIfNeeded: quantum >> 10))
      bytes.append(UInt8(truncatingIfNeeded: quantum >> 2))
    }
    return bytes
  }

  /// The error for non-zero bits before the padding.
  private static var unusedBitsError: ScalarError {
    ScalarError(
      message: "the <data> base64 is not canonical: its last digit sets bits the padding drops"
    )
  }

  /// The value of a base64 digit.
  private static func base64Value(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
