/// The document around the root value: the XML declaration, the DOCTYPE, the `<plist>` element
/// and what may follow it.
extension PropertyListParser {
  /// Reads the whole document; the node of the value inside `<plist>`.
  mutating func readDocument() throws(PropertyListError) -> PropertyListNode {
    if matches("<?xml"), let next = byte(at: position + 5), Self.isWhitespace(next) {
      try readXMLDeclaration()
    }
    var hasDoctype = false
    while true {
      skipWhitespace()
      guard position < bytes.count else {
        throw error("the file has no <plist> element", at: position)
      }
      if matches("<!--") {
        try skipComment()
      } else if matches("<!DOCTYPE") {
        guard !hasDoctype else { throw error("the file has a second DOCTYPE", at: position) }
        try readDoctype()
        hasDoctype = true
      } else if matches("<?") {
        throw processingInstructionError()
      } else if bytes[position] == UInt8(ascii: "<"), let next = byte(at: position + 1),
        Self.isNameStart(next)
      {
        break
      } else {
        throw error("expected the <plist> element, found \(quotation(at: position))", at: position)
      }
    }
    let tag = try readStartTag()
    guard tag.name == "plist" else {
      throw error("expected the <plist> root element, found <\(tag.name)>", at: tag.offset)
    }
    for attribute in tag.attributes {
      guard attribute.name == "version" else {
        throw error(
          "the <plist> element takes only a 'version' attribute, not '\(attribute.name)'",
          at: attribute.offset
        )
      }
      guard attribute.value == "1.0" else {
        throw error(
          "unsupported property list version '\(attribute.value)' (expected \"1.0\")",
          at: attribute.offset
        )
      }
    }
    guard !tag.isEmpty else { throw error("the <plist> element contains no value", at: tag.offset) }
    let root = try readValue(inPlistAt: tag.offset)
    try readPlistEnd(openedAt: tag.offset)
    while true {
      skipWhitespace()
      guard position < bytes.count else { return root }
      guard matches("<!--") else {
        throw error(
          "only whitespace and comments may follow '</plist>', found \(quotation(at: position))",
          at: position
        )
      }
      try skipComment()
    }
  }

  /// Reads what follows the root value up to and including `</plist>`.
  private mutating func readPlistEnd(openedAt offset: Int) throws(PropertyListError) {
    while true {
      skipWhitespace()
      guard position < bytes.count else { throw unclosedError("plist", openedAt: offset) }
      if matches("<!--") {
        try skipComment()
      } else if isAtEndTag {
        let end = try readEndTag()
        guard end.name == "plist" else {
          throw mismatchError("plist", openedAt: offset, found: "'</\(end.name)>'", at: end.offset)
        }
        return
      } else if bytes[position] == UInt8(ascii: "<") {
        throw error("the <plist> element contains more than one value", at: position)
      } else {
        throw error("unexpected text \(quotation(at: position)) after the value", at: position)
      }
    }
  }

  /// The error for `<?…?>` anywhere but the XML declaration.
  mutating func processingInstructionError() -> PropertyListError {
    if matches("<?xml") {
      return error("the XML declaration must be at the very start of the file", at: position)
    }
    return error(
      "processing instructions ('<?…?>') are not allowed in a property list",
      at: position
    )
  }

  /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="…"?>` (encoding and standalone
  /// optional), refusing another XML version or another encoding than UTF-8.
  private mutating func readXMLDeclaration() throws(PropertyListError) {
    let start = position
    position += 5
    var attributes: [Attribute] = []
    while true {
      let hadWhitespace = skipWhitespace()
      if matches("?>") {
        position += 2
        break
      }
      guard position < bytes.count else {
        let opening = locator.text(of: start)
        throw error("the file ends inside the XML declaration at \(opening)", at: position)
      }
      guard hadWhitespace, Self.isNameStart(bytes[position]) else {
        throw error("expected '?>' to end the XML declaration", at: position)
      }
      attributes.append(try readAttribute(in: "the XML declaration"))
    }
    guard attributes.first?.name == "version" else {
      throw error("the XML declaration must start with version=\"1.0\"", at: start)
    }
    var expected = ["version", "encoding", "standalone"][...]
    for attribute in attributes {
      guard let index = expected.firstIndex(of: attribute.name) else {
        throw error(
          "unexpected or misplaced '\(attribute.name)' in the XML declaration",
          at: attribute.offset
        )
      }
      expected = expected[(index + 1)...]
      switch attribute.name {
      case "version" where attribute.value != "1.0":
        throw error(
          "unsupported XML version '\(attribute.value)' (expected \"1.0\")",
          at: attribute.offset
        )
      case "encoding" where attribute.value.lowercased() != "utf-8":
        throw error(
          "the file declares the encoding '\(attribute.value)'; only UTF-8 property lists are "
            + "read (convert it with 'plutil -convert xml1')",
          at: attribute.offset
        )
      case "standalone" where attribute.value != "yes" && attribute.value != "no":
        throw error(
          "standalone must be \"yes\" or \"no\", not '\(attribute.value)'",
          at: attribute.offset
        )
      default:
        break
      }
    }
  }

  /// Reads `<!DOCTYPE plist>` with an optional `PUBLIC "…" "…"` or `SYSTEM "…"` identifier.
  private mutating func readDoctype() throws(PropertyListError) {
    let start = position
    position += 9
    guard skipWhitespace() else {
      throw error("expected whitespace after '<!DOCTYPE'", at: position)
    }
    let nameOffset = position
    let name = try readName(in: "after '<!DOCTYPE'")
    guard name == "plist" else {
      throw error("the DOCTYPE names '\(name)'; a property list's is 'plist'", at: nameOffset)
    }
    if skipWhitespace() && (matches("PUBLIC") || matches("SYSTEM")) {
      let literals = matches("PUBLIC") ? 2 : 1
      position += 6
      for _ in 0..<literals {
        guard skipWhitespace() else {
          throw error("expected whitespace before a quoted identifier in the DOCTYPE", at: position)
        }
        try skipQuotedLiteral(doctypeAt: start)
      }
      skipWhitespace()
    }
    guard let next = byte(at: position) else {
      let opening = locator.text(of: start)
      throw error("the file ends inside the DOCTYPE opened at \(opening)", at: position)
    }
    guard next == UInt8(ascii: ">") else {
      if next == UInt8(ascii: "[") {
        throw error("a DOCTYPE with an internal subset ('[…]') is not supported", at: position)
      }
      throw error("expected '>' to end the DOCTYPE", at: position)
    }
    position += 1
  }

  /// Skips a `"…"` or `'…'` literal in the DOCTYPE.
  private mutating func skipQuotedLiteral(doctypeAt start: Int) throws(PropertyListError) {
    guard let quote = byte(at: position), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
    else {
      throw error("expected a quoted identifier in the DOCTYPE", at: position)
    }
    var index = position + 1
    while index < bytes.count && bytes[index] != quote { index += 1 }
    guard index < bytes.count else {
      let opening = locator.text(of: start)
      throw error("the file ends inside the DOCTYPE opened at \(opening)", at: index)
    }
    position = index + 1
  }
}
