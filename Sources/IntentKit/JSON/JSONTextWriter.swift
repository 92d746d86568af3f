/// Writes JSON scalars as text, in the one form ``StrictJSONEncoder`` uses for each value, so
/// equal values are always written as equal bytes.
enum JSONTextWriter {
  /// Appends a string in double quotes: `"` and `\` escaped with a backslash, the control
  /// characters U+0000–U+001F as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX` (lowercase hex), and
  /// every other character as its UTF-8.
  static func appendString(_ value: String, to output: inout [UInt8]) {
    var value = value
    value.withUTF8 { appendString($0, to: &output) }
  }

  /// Appends UTF-8 text as a JSON string, as ``appendString(_:to:)-(String,_)`` does.
  static func appendString(_ utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var runStart = 0
    for index in utf8.indices {
      let byte = utf8[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      runStart = index + 1
      output.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
      case 0x08: output.append(UInt8(ascii: "b"))
      case 0x0C: output.append(UInt8(ascii: "f"))
      case 0x0A: output.append(UInt8(ascii: "n"))
      case 0x0D: output.append(UInt8(ascii: "r"))
      case 0x09: output.append(UInt8(ascii: "t"))
      default:
        output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      }
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    output.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Appends an integer in decimal, with a minus sign if it is negative.
  static func appendInteger<Value: FixedWidthInteger>(_ value: Value, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    guard magnitude != 0 else {
      output.append(UInt8(ascii: "0"))
      return
    }
    // 39 digits hold any 128-bit magnitude.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
      var start = digits.count
      while magnitude != 0 {
        let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(remainder)
        magnitude = quotient
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends a finite number's shortest round-tripping text, such as `12.5` or `1e-07`.
  ///
  /// Swift writes such numbers in a form JSON's grammar accepts.
  static func appendNumber(_ description: String, to output: inout [UInt8]) {
    output.append(contentsOf: description.utf8)
  }
}
