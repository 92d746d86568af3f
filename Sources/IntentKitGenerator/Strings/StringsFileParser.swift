/// One read of a `.strings` file's UTF-8 text: `key = value;` pairs between whitespace and
/// comments.
struct StringsFileParser {
  /// The text, in UTF-8.
  private let bytes: [UInt8]

  /// The offset of the next byte to read.
  private var position = 0

  /// Finds lines and columns for errors.
  private var locator: SourceLocator

  /// Creates a parser for text decoded by ``StringsFileDecoding``.
  init(text: [UInt8]) {
    self.bytes = text
    self.locator = SourceLocator(bytes: text, origin: 0)
  }

  /// Reads every pair up to the end of the text.
  mutating func readPairs() throws(StringsFileError) -> [String: String] {
    var pairs: [String: String] = [:]
    while true {
      try skipSpaceAndComments()
      guard position < bytes.count else { return pairs }
      let (key, keyOffset, value) = try readPair()
      if pairs.updateValue(value, forKey: key) != nil {
        let first = firstOffset(ofKey: key).map { " (first at \(locator.text(of: $0)))" } ?? ""
        throw error("the key \"\(key)\" appears twice\(first)", at: keyOffset)
      }
    }
  }

  /// Reads `key = value;` at the read position.
  private mutating func readPair() throws(StringsFileError) -> (String, keyOffset: Int, String) {
    let keyOffset = position
    let key = try readString("a key")
    try skipSpaceAndComments()
    guard byte(at: position) == UInt8(ascii: "=") else {
      throw error("expected '=' after the key \"\(key)\", found \(found())", at: position)
    }
    position += 1
    try skipSpaceAndComments()
    let value = try readString("the value of \"\(key)\"")
    try skipSpaceAndComments()
    guard byte(at: position) == UInt8(ascii: ";") else {
      throw error("expected ';' after the value of \"\(key)\", found \(found())", at: position)
    }
    position += 1
    return (key, keyOffset, value)
  }

  /// The offset where `key` is first written, found by reading the file again (only to report a
  /// duplicate, so that reading a valid file hashes each key once).
  private func firstOffset(ofKey key: String) -> Int? {
    var scanner = StringsFileParser(text: bytes)
    while true {
      do {
        try scanner.skipSpaceAndComments()
        let (candidate, offset, _) = try scanner.readPair()
        if candidate == key { return offset }
      } catch {
        return nil
      }
    }
  }

  // MARK: - Errors and bytes

  /// An error at a byte offset.
  private mutating func error(_ message: String, at offset: Int) -> StringsFileError {
    let (line, column) = locator.location(of: offset)
    return StringsFileError(line: line, column: column, message: message)
  }

  /// The error for a file that ends inside something opened at `offset`.
  private mutating func endError(inside what: String, openedAt offset: Int) -> StringsFileError {
    let opening = locator.text(of: offset)
    return error("the file ends inside the \(what) opened at \(opening)", at: bytes.count)
  }

  /// The byte at `offset`, or `nil` past the end.
  private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// The character at the read position, quoted, or "the end of the file", for messages.
  private func found() -> String {
    guard position < bytes.count else { return "the end of the file" }
    var end = position + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'" + String(decoding: bytes[position..<end], as: UTF8.self) + "'"
  }

  /// Whether a byte may appear in an unquoted string: `A-Z a-z 0-9 _ . $ : / -`.
  private static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }

  // MARK: - Whitespace and comments

  /// Skips whitespace (ASCII space, tab, LF, VT, FF, CR, and U+2028, U+2029) and comments.
  private mutating func skipSpaceAndComments() throws(StringsFileError) {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        position += 1
      } else if byte == 0xE2 && self.byte(at: position + 1) == 0x80
        && (self.byte(at: position + 2) == 0xA8 || self.byte(at: position + 2) == 0xA9)
      {
        position += 3
      } else if byte == UInt8(ascii: "/") && self.byte(at: position + 1) == UInt8(ascii: "*") {
        let start = position
        var index = position + 2
        while index + 1 < bytes.count
          && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        guard index + 1 < bytes.count else { throw endError(inside: "comment", openedAt: start) }
        position = index + 2
      } else if byte == UInt8(ascii: "/") && self.byte(at: position + 1) == UInt8(ascii: "/") {
        while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D {
          position += 1
        }
      } else {
        return
      }
    }
  }

  // MARK: - Strings

  /// Reads a quoted or unquoted string at the read position; `role` names it in messages.
  private mutating func readString(_ role: String) throws(StringsFileError) -> String {
    guard let first = byte(at: position) else {
      throw error("expected \(role), found the end of the file", at: position)
    }
    if first == UInt8(ascii: "\"") { return try readQuoted() }
    if Self.isUnquoted(first) {
      let start = position
      while position < bytes.count && Self.isUnquoted(bytes[position]) { position += 1 }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }
    if first == UInt8(ascii: "'") {
      throw error(
        "single-quoted strings are not read; write \(role) in double quotes",
        at: position
      )
    }
    throw error("expected \(role) (a quoted string), found \(found())", at: position)
  }

  /// Reads the double-quoted string at the read position, decoding its escapes.
  private mutating func readQuoted() throws(StringsFileError) -> String {
    let start = position
    position += 1
    var text: [UInt8] = []
    var segmentStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        text.append(contentsOf: bytes[segmentStart..<position])
        position += 1
        return String(decoding: text, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        text.append(contentsOf: bytes[segmentStart..<position])
        try readEscape(into: &text, stringAt: start)
        segmentStart = position
      } else {
        position += 1
      }
    }
    throw endError(inside: "string", openedAt: start)
  }

  /// Decodes the escape at the read position (which is `\`): `\a \b \f \n \r \t \v \" \' \\`
  /// and `\Uxxxx` or `\uxxxx`, two of which may form a surrogate pair.
  private mutating func readEscape(
    into text: inout [UInt8],
    stringAt stringStart: Int
  ) throws(StringsFileError) {
    let start = position
    guard let letter = byte(at: position + 1) else {
      throw endError(inside: "string", openedAt: stringStart)
    }
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "a"): 0x07
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      case UInt8(ascii: "v"): 0x0B
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): letter
      default: nil
      }
    if let simple {
      text.append(simple)
      position += 2
      return
    }
    if letter == UInt8(ascii: "U") || letter == UInt8(ascii: "u") {
      var scalar = try readUnicodeEscape()
      if (0xDC00...0xDFFF).contains(scalar) {
        throw error(
          "the escape '\\U\(hex(scalar))' is a low surrogate without a high one",
          at: start
        )
      }
      if (0xD800...0xDBFF).contains(scalar) {
        let isEscape =
          byte(at: position) == UInt8(ascii: "\\")
          && (byte(at: position + 1) == UInt8(ascii: "U")
            || byte(at: position + 1) == UInt8(ascii: "u"))
        let low = isEscape ? try readUnicodeEscape() : 0
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(
            "the escape '\\U\(hex(scalar))' is a high surrogate not followed by a low surrogate escape",
            at: start
          )
        }
        scalar = 0x1_0000 + ((scalar - 0xD800) << 10 | (low - 0xDC00))
      }
      guard scalar != 0 else { throw error("the escape '\\U0000' (NUL) is not allowed", at: start) }
      UTF8Validation.append(scalar, to: &text)
      return
    }
    if letter >= UInt8(ascii: "0") && letter <= UInt8(ascii: "7") {
      throw error(
        "octal escapes are not read (Apple decodes them as NeXTSTEP characters); write the "
          + "character itself or '\\Uxxxx'",
        at: start
      )
    }
    position += 1
    let character = found().dropFirst().dropLast()
    throw error(
      "unknown escape '\\\(character)' (known: \\a \\b \\f \\n \\r \\t \\v \\\" \\' \\\\ \\Uxxxx)",
      at: start
    )
  }

  /// Reads `\Uxxxx` or `\uxxxx` at the read position: the four hexadecimal digits' value.
  private mutating func readUnicodeEscape() throws(StringsFileError) -> UInt32 {
    let start = position
    var value: UInt32 = 0
    for index in (position + 2)..<(position + 6) {
      guard let byte = byte(at: index), let digit = PropertyListScalars.digitValue(byte) else {
        throw error("'\\U' must be followed by four hexadecimal digits", at: start)
      }
      value = value << 4 | UInt32(digit)
    }
    position += 6
    return value
  }

  /// Four uppercase hexadecimal digits.
  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
