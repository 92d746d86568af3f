/// Normalises email addresses and phone numbers so that the same handle written two ways is
/// found as one.
///
/// Email addresses are trimmed and lowercased: "  Jane@Example.COM " is "jane@example.com".
/// Phone numbers keep their digits and a leading `+`: "+1 (408) 555-0101" is "+14085550101".
/// Full-width digits count as digits. A handle whose type is unknown is an email address if it
/// has an `@`, and otherwise a phone number.
enum HandleKey {
  /// Returns the normalised key of a handle, or `nil` if it has no usable value.
  static func key(for handle: PersonHandle) -> String? {
    guard let value = handle.value, value.utf8.count <= TextLimits.maximumNameLength else {
      return nil
    }
    switch handle.type {
    case .emailAddress: return emailKey(value)
    case .phoneNumber: return phoneKey(value)
    case .unknown: return value.contains("@") ? emailKey(value) : phoneKey(value)
    }
  }

  /// Returns the distinct keys of a contact's handles.
  static func keys(for handles: [PersonHandle]) -> [String] {
    var keys: [String] = []
    for handle in handles {
      if let key = key(for: handle), !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  private static func emailKey(_ value: String) -> String? {
    if value.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes = Array(value.utf8)
      while let last = bytes.last, isASCIISpace(last) { bytes.removeLast() }
      let start = bytes.firstIndex { !isASCIISpace($0) } ?? bytes.endIndex
      let address = bytes[start...]
      guard address.contains(0x40), !address.contains(where: isASCIISpace) else { return nil }
      for index in address.indices where (0x41...0x5A).contains(bytes[index]) {
        bytes[index] += 0x20
      }
      return "email:" + String(decoding: bytes[start...], as: UTF8.self)
    }
    let scalars = value.unicodeScalars
    let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
    let end = scalars.lastIndex { !$0.properties.isWhitespace }.map(scalars.index(after:))
    let address = String(scalars[start..<max(start, end ?? start)]).lowercased()
    guard address.contains("@"), !address.unicodeScalars.contains(where: \.properties.isWhitespace)
    else { return nil }
    return "email:" + address
  }

  private static func phoneKey(_ value: String) -> String? {
    var key = "phone:"
    var digitCount = 0
    var seenAnything = false
    for scalar in value.unicodeScalars {
      switch scalar.value {
      case 0x30...0x39:
        key.unicodeScalars.append(scalar)
        digitCount += 1
      case 0xFF10...0xFF19:
        if let digit = Unicode.Scalar(scalar.value - 0xFEE0) { key.unicodeScalars.append(digit) }
        digitCount += 1
      case 0x2B, 0xFF0B:
        if !seenAnything { key.unicodeScalars.append("+") }
      default:
        break
      }
      if !isWhitespace(scalar) { seenAnything = true }
    }
    return digitCount >= 3 ? key : nil
  }

  /// Whether a scalar is white space, without a Unicode property lookup for ASCII.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? isASCIISpace(UInt8(scalar.value)) : scalar.properties.isWhitespace
  }

  private static func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
