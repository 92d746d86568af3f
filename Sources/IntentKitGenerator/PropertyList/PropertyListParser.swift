/// One read of an XML property list: the bytes, the read position and a line locator.
///
/// The reader checks the whole file for well-formed UTF-8 before parsing, so every slice that
/// starts and ends at ASCII markup decodes without loss. Elements nest through an explicit stack
/// (see `PropertyListParser+Tree.swift`), never through recursion.
struct PropertyListParser {
  /// The deepest nesting of `<dict>` and `<array>` elements the reader accepts.
  static let maximumDepth = 512

  /// The file, in UTF-8.
  let bytes: [UInt8]

  /// The offset of the next byte to read.
  var position: Int

  /// Finds lines and columns for nodes and errors.
  var locator: SourceLocator

  /// Creates a parser that starts at `start` (after a byte order mark).
  init(bytes: [UInt8], start: Int) {
    self.bytes = bytes
    self.position = start
    self.locator = SourceLocator(bytes: bytes, origin: start)
  }

  // MARK: - Errors

  /// An error at a byte offset.
  mutating func error(_ message: String, at offset: Int) -> PropertyListError {
    let (line, column) = locator.location(of: offset)
    return PropertyListError(line: line, column: column, message: message)
  }

  /// The error for a file that ends before an element's end tag.
  mutating func unclosedError(_ name: String, openedAt offset: Int) -> PropertyListError {
    let opening = locator.text(of: offset)
    return error(
      "the file ends before '</\(name)>' closes the <\(name)> opened at \(opening)",
      at: bytes.count
    )
  }

  /// The error for an end tag or other markup found where an element's end tag belongs.
  mutating func mismatchError(
    _ name: String,
    openedAt offset: Int,
    found: String,
    at foundOffset: Int
  ) -> PropertyListError {
    let opening = locator.text(of: offset)
    return error(
      "expected '</\(name)>' to close the <\(name)> opened at \(opening), found \(found)",
      at: foundOffset
    )
  }

  /// A short quotation of the text at `offset`, for messages.
  func quotation(at offset: Int) -> String {
    var end = offset
    while end < bytes.count && end - offset < 24 && bytes[end] != 0x0A && bytes[end] != 0x0D
      && (end == offset || bytes[end] != UInt8(ascii: "<"))
    {
      end += 1
    }
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
  }

  // MARK: - Bytes

  /// The byte at `offset`, or `nil` past the end.
  func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// Whether the bytes at `offset` spell `literal`.
  func matches(_ literal: StaticString, at offset: Int) -> Bool {
    literal.withUTF8Buffer { expected in
      guard offset + expected.count <= bytes.count else { return false }
      for index in 0..<expected.count where bytes[offset + index] != expected[index] {
        return false
      }
      return true
    }
  }

  /// Whether the bytes at the read position spell `literal`.
  func matches(_ literal: StaticString) -> Bool { matches(literal, at: position) }

  /// Whether the read position is at `</`.
  var isAtEndTag: Bool {
    position + 1 < bytes.count && bytes[position] == UInt8(ascii: "<")
      && bytes[position + 1] == UInt8(ascii: "/")
  }

  /// Whether a byte is XML whitespace (space, tab, LF, CR).
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether a byte can start an XML name (ASCII letters, `_`, `:` and any non-ASCII byte).
  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  /// Whether a byte can continue an XML name.
  static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Skips whitespace; whether there was any.
  @discardableResult
  mutating func skipWhitespace() -> Bool {
    let start = position
    while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
    return position > start
  }

  /// Skips the comment at the read position (which starts with `<!--`).
  mutating func skipComment() throws(PropertyListError) {
    let start = position
    var index = position + 4
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-") {
        guard index + 2 < bytes.count else { break }
        guard bytes[index + 2] == UInt8(ascii: ">") else {
          throw error("'--' is not allowed inside a comment", at: index)
        }
        position = index + 3
        return
      }
      index += 1
    }
    let opening = locator.text(of: start)
    throw error("the file ends inside the comment opened at \(opening)", at: bytes.count)
  }

  // MARK: - Tags

  /// An attribute of a start tag or of the XML declaration.
  struct Attribute {
    /// The attribute's name.
    var name: String
    /// The attribute's value, as written between the quotes.
    var value: String
    /// The offset of the attribute's name.
    var offset: Int
  }

  /// A start tag just read.
  struct StartTag {
    /// The element's name.
    var name: String
    /// The offset of the tag's `<`.
    var offset: Int
    /// Whether the tag ends with `/>`.
    var isEmpty: Bool
    /// The tag's attributes, in file order.
    var attributes: [Attribute]
  }

  /// Reads an XML name at the read position.
  mutating func readName(in context: String) throws(PropertyListError) -> String {
    let start = position
    guard position < bytes.count, Self.isNameStart(bytes[position]) else {
      throw error("expected a name \(context)", at: position)
    }
    while position < bytes.count && Self.isNameByte(bytes[position]) { position += 1 }
    return knownName(from: start, to: position)
      ?? String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// The literal for a property list element's name (a literal costs nothing to copy), or `nil`
  /// for another name.
  private func knownName(from start: Int, to end: Int) -> String? {
    let first = bytes[start]
    let candidate: (spelling: StaticString, name: String)? =
      switch end - start {
      case 3: ("key", "key")
      case 4:
        first == UInt8(ascii: "d")
          ? (bytes[start + 1] == UInt8(ascii: "i")
            ? ("dict", "dict")
            : bytes[start + 3] == UInt8(ascii: "a") ? ("data", "data") : ("date", "date"))
          : first == UInt8(ascii: "r") ? ("real", "real") : ("true", "true")
      case 5:
        first == UInt8(ascii: "a")
          ? ("array", "array")
          : first == UInt8(ascii: "f") ? ("false", "false") : ("plist", "plist")
      case 6: ("string", "string")
      case 7: ("integer", "integer")
      default: nil
      }
    guard let candidate, matches(candidate.spelling, at: start) else { return nil }
    return candidate.name
  }

  /// Reads `name = "value"` (or single quotes) at the read position.
  mutating func readAttribute(in tag: String) throws(PropertyListError) -> Attribute {
    let offset = position
    let name = try readName(in: "for an attribute in \(tag)")
    skipWhitespace()
    guard byte(at: position) == UInt8(ascii: "=") else {
      throw error("expected '=' after the attribute '\(name)' in \(tag)", at: position)
    }
    position += 1
    skipWhitespace()
    guard let quote = byte(at: position), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
    else {
      throw error("expected a quoted value for the attribute '\(name)' in \(tag)", at: position)
    }
    let valueStart = position + 1
    var index = valueStart
    while index < bytes.count && bytes[index] != quote {
      guard bytes[index] != UInt8(ascii: "<") else {
        throw error("'<' is not allowed in the value of the attribute '\(name)'", at: index)
      }
      index += 1
    }
    guard index < bytes.count else {
      let opening = locator.text(of: offset)
      throw error("the file ends inside the attribute '\(name)' at \(opening)", at: bytes.count)
    }
    position = index + 1
    return Attribute(
      name: name,
      value: String(decoding: bytes[valueStart..<index], as: UTF8.self),
      offset: offset
    )
  }

  /// Reads the start tag at the read position (which is `<`).
  mutating func readStartTag() throws(PropertyListError) -> StartTag {
    let offset = position
    position += 1
    let name = try readName(in: "after '<'")
    var attributes: [Attribute] = []
    while true {
      let hadWhitespace = skipWhitespace()
      guard let next = byte(at: position) else {
        let opening = locator.text(of: offset)
        throw error("the file ends inside the <\(name)> tag opened at \(opening)", at: bytes.count)
      }
      if next == UInt8(ascii: ">") {
        position += 1
        return StartTag(name: name, offset: offset, isEmpty: false, attributes: attributes)
      }
      if next == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: ">") {
        position += 2
        return StartTag(name: name, offset: offset, isEmpty: true, attributes: attributes)
      }
      guard hadWhitespace, Self.isNameStart(next) else {
        throw error("expected '>' or '/>' to end the <\(name)> tag", at: position)
      }
      guard attributes.count < 8 else {
        throw error("the <\(name)> tag has too many attributes", at: position)
      }
      let attribute = try readAttribute(in: "the <\(name)> tag")
      guard !attributes.contains(where: { $0.name == attribute.name }) else {
        throw error("the attribute '\(attribute.name)' appears twice", at: attribute.offset)
      }
      attributes.append(attribute)
    }
  }

  /// Reads the end tag at the read position (which is `</`): the name and the tag's offset.
  mutating func readEndTag() throws(PropertyListError) -> (name: String, offset: Int) {
    let offset = position
    position += 2
    let name = try readName(in: "after '</'")
    skipWhitespace()
    guard byte(at: position) == UInt8(ascii: ">") else {
      throw error("expected '>' to end the '</\(name)' tag", at: position)
    }
    position += 1
    return (name, offset)
  }
}
