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
    var bytes: [UInt8] = []
    guard key(for: handle, into: &bytes) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the UTF-8 bytes of a handle's normalised key into `bytes`, replacing what was there.
  ///
  /// Building an index this way makes no string per key.
  ///
  /// - Returns: `false` if the handle has no usable value.
  static func key(for handle: PersonHandle, into bytes: inout [UInt8]) -> Bool {
    bytes.removeAll(keepingCapacity: true)
    guard let value = handle.value, value.utf8.count <= TextLimits.maximumNameLength else {
      return false
    }
    switch handle.type {
    case .emailAddress: return emailKey(value, into: &bytes)
    case .phoneNumber: return phoneKey(value, into: &bytes)
    case .unknown:
      return value.contains("@") ? emailKey(value, into: &bytes) : phoneKey(value, into: &bytes)
    }
  }

  /// Returns a Boolean value that indicates whether a handle has a key, as ``key(for:)`` does,
  /// without building the key for ASCII email addresses and for phone numbers.
  static func isUsable(_ handle: PersonHandle) -> Bool {
    guard let value = handle.value, value.utf8.count <= TextLimits.maximumNameLength else {
      return false
    }
    let isEmail =
      switch handle.type {
      case .emailAddress: true
      case .phoneNumber: false
      case .unknown: value.contains("@")
      }
    guard isEmail else {
      var digitCount = 0
      for scalar in value.unicodeScalars {
        switch scalar.value {
        case 0x30...0x39, 0xFF10...0xFF19: digitCount += 1
        default: break
        }
      }
      return digitCount >= 3
    }
    // The address's bytes, read in place rather than through the `utf8` view's indices.
    let isASCIIAddress: Bool? = value.withUTF8Bytes { utf8 in
      guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
      guard let first = utf8.firstIndex(where: { !isASCIISpace($0) }),
        let last = utf8.lastIndex(where: { !isASCIISpace($0) })
      else { return false }
      let address = utf8[first...last]
      return address.contains(0x40) && !address.contains(where: isASCIISpace)
    }
    return isASCIIAddress ?? (key(for: handle) != nil)
  }

  /// Returns the distinct keys of a contact's handles.
  static func keys(for handles: [PersonHandle]) -> [String] {
    var keys: [String] = []
    for handle in handles {
      if let key = key(for: handle), !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  private static let emailPrefix = Array("email:".utf8)
  private static let phonePrefix = Array("phone:".utf8)

  private static func emailKey(_ value: String, into bytes: inout [UInt8]) -> Bool {
    let asciiKey = value.utf8.withContiguousStorageIfAvailable { utf8 in
      asciiEmailKey(utf8, into: &bytes)
    }
    if case .some(.some(let isKey)) = asciiKey { return isKey }
    let scalars = value.unicodeScalars
    let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
    let end = scalars.lastIndex { !$0.properties.isWhitespace }.map(scalars.index(after:))
    let address = String(scalars[start..<max(start, end ?? start)]).lowercased()
    guard address.contains("@"), !address.unicodeScalars.contains(where: \.properties.isWhitespace)
    else { return false }
    bytes.append(contentsOf: emailPrefix)
    bytes.append(contentsOf: address.utf8)
    return true
  }

  /// The key of an ASCII email address, in one pass over its bytes; `nil`, leaving `bytes`
  /// alone, if the address isn't ASCII.
  private static func asciiEmailKey(
    _ utf8: UnsafeBufferPointer<UInt8>,
    into bytes: inout [UInt8]
  ) -> Bool? {
    var first = -1
    var last = -1
    var hasAt = false
    var hasInnerSpace = false
    var pendingSpace = false
    for (offset, byte) in utf8.enumerated() {
      guard byte < 0x80 else { return nil }
      if isASCIISpace(byte) {
        pendingSpace = first >= 0
        continue
      }
      if first < 0 { first = offset }
      hasInnerSpace = hasInnerSpace || pendingSpace
      pendingSpace = false
      hasAt = hasAt || byte == 0x40
      last = offset
    }
    guard first >= 0, hasAt, !hasInnerSpace else { return false }
    bytes.append(contentsOf: emailPrefix)
    for byte in utf8[first...last] {
      bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    return true
  }

  private static func phoneKey(_ value: String, into bytes: inout [UInt8]) -> Bool {
    bytes.append(contentsOf: phonePrefix)
    var digitCount = 0
    var seenAnything = false
    for scalar in value.unicodeScalars {
      switch scalar.value {
      case 0x30...0x39:
        bytes.append(UInt8(scalar.value))
        digitCount += 1
      case 0xFF10...0xFF19:
        bytes.append(UInt8(scalar.value - 0xFEE0))
        digitCount += 1
      case 0x2B, 0xFF0B:
        if !seenAnything { bytes.append(0x2B) }
      default:
        break
      }
      if !isWhitespace(scalar) { seenAnything = true }
    }
    return digitCount >= 3
  }

  /// Whether a scalar is white space, without a Unicode property lookup for ASCII.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? isASCIISpace(UInt8(scalar.value)) : scalar.properties.isWhitespace
  }

  private static func isASCIISpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
