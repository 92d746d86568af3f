/// Writes JSON scalars as text, in the one form ``StrictJSONEncoder`` uses for each value, so
/// equal values are always written as equal bytes.
enum JSONTextWriter {
  /// Appends a string in double quotes: `"` and `\` escaped with a backslash, the control
  /// characters U+0000–U+001F as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX`; DEL and the C1
  /// controls (U+007F–U+009F), the line and paragraph separators (U+2028, U+2029) and the
  /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) as `\uXXXX`,
  /// so that no output can move a terminal's cursor or reorder the text around it; hexadecimal
  /// digits in lowercase; every other character as its UTF-8.
  static func appendString(_ value: String, to output: JSONOutput) {
    value.withUTF8Bytes { appendString($0, to: output) }
  }

  /// Appends UTF-8 text as a JSON string, as ``appendString(_:to:)-(String,_)`` does.
  static func appendString(_ utf8: UnsafeBufferPointer<UInt8>, to output: JSONOutput) {
    output.append(UInt8(ascii: "\""))
    var runStart = 0
    var index = 0
    while index < utf8.count {
      index = JSONPlainBytes.end(in: utf8, from: index, flagsDelete: true)
      guard index < utf8.count else { break }
      let byte = utf8[index]
      let escaped: UInt32
      let length: Int
      switch byte {
      case 0x20...0x7E where byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"):
        index += 1
        continue
      case 0x80...:
        // Only two- and three-byte sequences can be one of the escaped characters.
        guard let scalar = escapedScalar(in: utf8, at: index) else {
          index += 1
          continue
        }
        (escaped, length) = scalar
      default:
        (escaped, length) = (UInt32(byte), 1)
      }
      output.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      index += length
      runStart = index
      output.append(UInt8(ascii: "\\"))
      switch escaped {
      case 0x22, 0x5C: output.append(UInt8(escaped))
      case 0x08: output.append(UInt8(ascii: "b"))
      case 0x0C: output.append(UInt8(ascii: "f"))
      case 0x0A: output.append(UInt8(ascii: "n"))
      case 0x0D: output.append(UInt8(ascii: "r"))
      case 0x09: output.append(UInt8(ascii: "t"))
      default:
        output.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
          output.append(hexDigits[Int(escaped >> UInt32(shift) & 0xF)])
        }
      }
    }
    output.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    output.append(UInt8(ascii: "\""))
  }

  /// The scalar and its length in bytes, if the UTF-8 sequence at `index` is a C1 control, a
  /// line or paragraph separator or a bidirectional control.
  @inline(__always)
  private static func escapedScalar(
    in utf8: UnsafeBufferPointer<UInt8>,
    at index: Int
  ) -> (UInt32, Int)? {
    switch utf8[index] {
    case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
      return (UInt32(utf8[index + 1]), 2)
    case 0xE2 where index + 2 < utf8.count:
      let scalar = 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
      switch scalar {
      case 0x2028...0x202E, 0x2066...0x2069: return (scalar, 3)
      default: return nil
      }
    default:
      return nil
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Appends an integer in decimal, with a minus sign if it is negative.
  static func appendInteger<Value: FixedWidthInteger>(_ value: Value, to output: JSONOutput) {
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
      output.append(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends a finite number's shortest round-tripping text, such as `12.5` or `1e-07`.
  ///
  /// Swift writes such numbers in a form JSON's grammar accepts.
  static func appendNumber(_ description: String, to output: JSONOutput) {
    var description = description
    description.withUTF8 { output.append($0) }
  }
}
