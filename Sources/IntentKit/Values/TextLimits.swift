/// The limits IntentKit applies to text that arrives from outside, such as JSON requests.
///
/// Names reject control characters and bidirectional-override characters, which can make one
/// name look like another; every field has a byte limit so that a 10 MB string is refused before
/// it reaches a handler.
package enum TextLimits {
  /// The longest name, in UTF-8 bytes: display names, nicknames, handles.
  package static let maximumNameLength = 256

  /// The longest free text, in UTF-8 bytes: notes and memos.
  package static let maximumNoteLength = 1024

  /// Returns the problem with a name, or `nil` if it is acceptable.
  static func problem(withName name: String, limit: Int = maximumNameLength) -> String? {
    if let problem = problem(withText: name, limit: limit) { return problem }
    return name.withUTF8Bytes(containsDisallowedName)
      ? "contains control or bidirectional-override characters" : nil
  }

  /// A Boolean value that indicates whether UTF-8 text holds a character names may not have.
  ///
  /// Checks the bytes: C0 controls and DEL are single bytes; C1 controls are `C2 80`–`C2 9F`;
  /// U+202A–U+202E are `E2 80 AA`–`E2 80 AE`; U+2066–U+2069 are `E2 81 A6`–`E2 81 A9`.
  private static func containsDisallowedName(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      switch byte {
      case 0x00...0x1F, 0x7F:
        return true
      case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
        return true
      case 0xE2 where index + 2 < utf8.count:
        let (second, third) = (utf8[index + 1], utf8[index + 2])
        if (second == 0x80 && (0xAA...0xAE).contains(third))
          || (second == 0x81 && (0xA6...0xA9).contains(third))
        {
          return true
        }
      default:
        break
      }
      index += 1
    }
    return false
  }

  /// Returns the problem with free text, or `nil` if it is acceptable.
  static func problem(withText text: String, limit: Int) -> String? {
    let length = text.utf8.count
    return length > limit ? "is \(length) bytes long; the limit is \(limit)" : nil
  }

  private static func isDisallowedInName(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls
    case 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional embeddings and isolates
    default: false
    }
  }
}

extension KeyedDecodingContainerProtocol {
  /// Decodes a name and rejects it if it is too long or holds control or bidirectional-override
  /// characters.
  func decodeName(forKey key: Key) throws -> String {
    let name = try decode(String.self, forKey: key)
    if let problem = TextLimits.problem(withName: name) {
      throw DecodingError.dataCorruptedError(
        forKey: key,
        in: self,
        debugDescription: problem
      )
    }
    return name
  }

  /// Decodes an optional name with the checks of ``decodeName(forKey:)``.
  func decodeNameIfPresent(forKey key: Key) throws -> String? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeName(forKey: key)
  }

  /// Decodes optional free text and rejects it if it is longer than `limit` UTF-8 bytes.
  func decodeTextIfPresent(
    forKey key: Key,
    limit: Int = TextLimits.maximumNoteLength
  ) throws -> String? {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
    if let problem = TextLimits.problem(withText: text, limit: limit) {
      throw DecodingError.dataCorruptedError(
        forKey: key,
        in: self,
        debugDescription: problem
      )
    }
    return text
  }
}

// MARK: - Quoting input in messages

extension TextLimits {
  /// The most characters of input a message quotes.
  package static let maximumExcerptLength = 64

  /// Returns a piece of input that is safe to quote in a message: at most `limit` Unicode
  /// scalars (``maximumExcerptLength`` by default), with control, bidirectional-override and
  /// line-separator characters escaped as `\u{1B}`, and `…` where it was cut.
  package static func excerpt(
    _ text: some StringProtocol,
    limit: Int = maximumExcerptLength
  ) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else {
        result += "…"
        break
      }
      count += 1
      if isDisallowedInName(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Returns ``excerpt(_:)`` in single quotes: `'OrderPizzaIntent'`.
  package static func quoted(_ text: some StringProtocol) -> String {
    "'\(excerpt(text))'"
  }
}
