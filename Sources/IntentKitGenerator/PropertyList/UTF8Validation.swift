/// Finds the first byte sequence that isn't well-formed UTF-8, or the first forbidden character.
///
/// Well-formed means the Unicode standard's definition: no overlong forms, no surrogates, nothing
/// above U+10FFFF and no truncated sequences.
enum UTF8Validation {
  /// Which characters, beyond ill-formed sequences, a check refuses.
  enum Rules {
    /// XML 1.0's `Char` production: no C0 controls other than tab, LF and CR, no U+FFFE or U+FFFF.
    case xml
    /// Everything but U+0000.
    case noNUL
  }

  /// A problem at a byte offset.
  struct Issue: Equatable {
    /// The offset of the first byte of the offending sequence.
    var offset: Int
    /// The forbidden character, or `nil` when the bytes are not well-formed UTF-8.
    var scalar: UInt32?
  }

  /// The first problem in `bytes[start...]` under `rules`, or `nil` when there is none.
  static func firstIssue(in bytes: [UInt8], from start: Int, rules: Rules) -> Issue? {
    bytes.withUnsafeBufferPointer { firstIssue(in: $0, from: start, rules: rules) }
  }

  /// The first problem in `bytes[start...]` under `rules`, or `nil` when there is none.
  private static func firstIssue(
    in bytes: UnsafeBufferPointer<UInt8>,
    from start: Int,
    rules: Rules
  ) -> Issue? {
    var index = start
    let count = bytes.count
    while index < count {
      // Eight printable ASCII bytes at a time: no high bit set, and each byte plus 0x60 sets it
      // (no carry crosses bytes, since each is at most 0x7F).
      if index + 8 <= count {
        let word = UnsafeRawBufferPointer(
          rebasing: UnsafeRawBufferPointer(bytes)[index..<index + 8]
        )
        .loadUnaligned(as: UInt64.self)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        if word & highBits == 0 && (word &+ 0x6060_6060_6060_6060) & highBits == highBits {
          index += 8
          continue
        }
      }
      let lead = bytes[index]
      if lead < 0x80 {
        if lead < 0x20 && !isAllowedControl(lead, rules: rules) {
          return Issue(offset: index, scalar: UInt32(lead))
        }
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return Issue(offset: index, scalar: nil)
      }
      guard index + length <= count else { return Issue(offset: index, scalar: nil) }
      let second = bytes[index + 1]
      guard second >= lower && second <= upper else { return Issue(offset: index, scalar: nil) }
      var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      scalar = scalar << 6 | UInt32(second & 0x3F)
      var next = index + 2
      while next < index + length {
        let byte = bytes[next]
        guard byte & 0xC0 == 0x80 else { return Issue(offset: index, scalar: nil) }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
        next += 1
      }
      if rules == .xml && (scalar == 0xFFFE || scalar == 0xFFFF) {
        return Issue(offset: index, scalar: scalar)
      }
      index = next
    }
    return nil
  }

  /// Whether a C0 control character passes `rules`.
  private static func isAllowedControl(_ byte: UInt8, rules: Rules) -> Bool {
    switch rules {
    case .xml: byte == 0x09 || byte == 0x0A || byte == 0x0D
    case .noNUL: byte != 0
    }
  }

  /// Appends the UTF-8 encoding of a Unicode scalar value (not a surrogate) to `buffer`.
  static func append(_ scalar: UInt32, to buffer: inout [UInt8]) {
    func byte(_ value: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: value) }
    switch scalar {
    case 0..<0x80:
      buffer.append(byte(scalar))
    case 0x80..<0x800:
      buffer.append(byte(0xC0 | scalar >> 6))
      buffer.append(byte(0x80 | scalar & 0x3F))
    case 0x800..<0x1_0000:
      buffer.append(byte(0xE0 | scalar >> 12))
      buffer.append(byte(0x80 | scalar >> 6 & 0x3F))
      buffer.append(byte(0x80 | scalar & 0x3F))
    default:
      buffer.append(byte(0xF0 | scalar >> 18))
      buffer.append(byte(0x80 | scalar >> 12 & 0x3F))
      buffer.append(byte(0x80 | scalar >> 6 & 0x3F))
      buffer.append(byte(0x80 | scalar & 0x3F))
    }
  }

  /// `U+XXXX`, the way messages name a character.
  static func name(of scalar: UInt32) -> String {
    let hex = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
