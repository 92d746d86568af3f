/// Character data: the text of `<string>`, `<key>` and the scalar elements, with entities,
/// character references, CDATA sections and line-end normalisation.
extension PropertyListParser {
  /// Reads an element's text up to and including its end tag; the text in UTF-8 (a slice of the
  /// file when nothing needed decoding).
  ///
  /// CR LF and lone CR become LF, as XML requires; `&amp; &lt; &gt; &quot; &apos;` and character
  /// references are decoded; CDATA sections are copied when `allowsCDATA` (Core Foundation reads
  /// them only in strings and keys). A comment or a child element is an error, as in Core
  /// Foundation's reader.
  mutating func readText(
    of name: String,
    openedAt openOffset: Int,
    allowsCDATA: Bool
  ) throws(PropertyListError) -> ArraySlice<UInt8> {
    let start = position
    var text: [UInt8] = []
    var isDecoded = false
    var segmentStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        if isAtEndTag { break }
        text.append(contentsOf: bytes[segmentStart..<position])
        isDecoded = true
        if matches("<![CDATA[") {
          guard allowsCDATA else {
            throw error(
              "a CDATA section is allowed only in <string> and <key>, not in <\(name)>",
              at: position
            )
          }
          try appendCDATA(to: &text)
        } else if matches("<!--") {
          throw error("a comment is not allowed inside the text of <\(name)>", at: position)
        } else {
          throw mismatchError(
            name,
            openedAt: openOffset,
            found: quotation(at: position),
            at: position
          )
        }
        segmentStart = position
      } else if byte == UInt8(ascii: "&") {
        text.append(contentsOf: bytes[segmentStart..<position])
        isDecoded = true
        try appendReference(to: &text)
        segmentStart = position
      } else if byte == 0x0D {
        text.append(contentsOf: bytes[segmentStart..<position])
        text.append(0x0A)
        isDecoded = true
        position += self.byte(at: position + 1) == 0x0A ? 2 : 1
        segmentStart = position
      } else if byte == UInt8(ascii: "]") && matches("]]>") {
        throw error("']]>' is not allowed in text outside a CDATA section", at: position)
      } else {
        position += 1
      }
    }
    guard position < bytes.count else { throw unclosedError(name, openedAt: openOffset) }
    let result: ArraySlice<UInt8>
    if isDecoded {
      text.append(contentsOf: bytes[segmentStart..<position])
      result = text[...]
    } else {
      result = bytes[start..<position]
    }
    let end = try readEndTag()
    guard end.name == name else {
      throw mismatchError(name, openedAt: openOffset, found: "'</\(end.name)>'", at: end.offset)
    }
    return result
  }

  /// Copies the CDATA section at the read position, normalising line ends.
  private mutating func appendCDATA(to text: inout [UInt8]) throws(PropertyListError) {
    let start = position
    var index = position + 9
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "]") && matches("]]>", at: index) {
        position = index + 3
        return
      }
      if byte == 0x0D {
        text.append(0x0A)
        if self.byte(at: index + 1) == 0x0A { index += 1 }
      } else {
        text.append(byte)
      }
      index += 1
    }
    let opening = locator.text(of: start)
    throw error("the file ends inside the CDATA section opened at \(opening)", at: bytes.count)
  }

  /// Decodes the entity or character reference at the read position (which is `&`).
  private mutating func appendReference(to text: inout [UInt8]) throws(PropertyListError) {
    let start = position
    var index = position + 1
    if byte(at: index) == UInt8(ascii: "#") {
      index += 1
      let isHex = byte(at: index) == UInt8(ascii: "x")
      if isHex { index += 1 }
      let digitsStart = index
      var value: UInt32 = 0
      while let byte = byte(at: index), let digit = PropertyListScalars.digitValue(byte),
        isHex || digit < 10
      {
        value = min(value * (isHex ? 16 : 10) + UInt32(digit), 0x11_0000)
        index += 1
      }
      guard index > digitsStart, byte(at: index) == UInt8(ascii: ";") else {
        throw error(
          "a character reference must be written '&#DDDD;' or '&#xHHHH;', found "
            + quotation(at: start),
          at: start
        )
      }
      let reference = String(decoding: bytes[start...index], as: UTF8.self)
      let isCharacter =
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
        || (0xE000...0xFFFD).contains(value) || (0x1_0000...0x10_FFFF).contains(value)
      guard isCharacter else {
        let kind =
          value == 0
          ? "NUL, which XML does not allow"
          : (0xD800...0xDFFF).contains(value)
            ? "a surrogate, not a character"
            : value > 0x10_FFFF ? "beyond U+10FFFF" : "a character XML does not allow"
        throw error("the character reference '\(reference)' is \(kind)", at: start)
      }
      UTF8Validation.append(value, to: &text)
      position = index + 1
      return
    }
    while let byte = byte(at: index), Self.isNameByte(byte), index - start <= 8 { index += 1 }
    guard byte(at: index) == UInt8(ascii: ";") else {
      throw error(
        "'&' must start an entity such as '&amp;' or a character reference such as '&#10;'",
        at: start
      )
    }
    let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
    let replacement: UInt8
    switch name {
    case "amp": replacement = UInt8(ascii: "&")
    case "lt": replacement = UInt8(ascii: "<")
    case "gt": replacement = UInt8(ascii: ">")
    case "quot": replacement = UInt8(ascii: "\"")
    case "apos": replacement = UInt8(ascii: "'")
    default:
      throw error(
        "unknown entity '&\(name);' (a property list may use only &amp; &lt; &gt; &quot; &apos;)",
        at: start
      )
    }
    text.append(replacement)
    position = index + 1
  }
}
