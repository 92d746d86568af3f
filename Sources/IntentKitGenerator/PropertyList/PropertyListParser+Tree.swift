/// The value inside `<plist>`: elements nested through an explicit stack of open containers, so
/// that no input can exhaust the call stack.
extension PropertyListParser {
  /// The elements that hold values.
  private enum ValueElement: String {
    case dict, array, key, string, integer, real, date, data
    case `true`, `false`

    /// The element with this name, found without hashing or a linear string switch.
    init?(named name: String) {
      let candidate: Self? =
        switch name.utf8.first {
        case UInt8(ascii: "d"): name == "dict" ? .dict : name == "data" ? .data : .date
        case UInt8(ascii: "a"): .array
        case UInt8(ascii: "k"): .key
        case UInt8(ascii: "s"): .string
        case UInt8(ascii: "i"): .integer
        case UInt8(ascii: "r"): .real
        case UInt8(ascii: "t"): .true
        case UInt8(ascii: "f"): .false
        default: nil
        }
      guard let candidate, candidate.rawValue == name else { return nil }
      self = candidate
    }
  }

  /// An open `<dict>` or `<array>` whose end tag hasn't been read yet.
  private struct OpenContainer {
    /// Whether this is a `<dict>`.
    var isDictionary: Bool
    /// The offset of the start tag's `<`.
    var offset: Int
    /// The start tag's line.
    var line: Int
    /// The start tag's column.
    var column: Int
    /// The values of an array so far.
    var elements: [PropertyListNode] = []
    /// The entries of a dictionary so far.
    var entries: [PropertyListEntry] = []
    /// The key read last, while its value hasn't been read.
    var pendingKey: String?
    /// The offset of the pending key's start tag.
    var pendingKeyOffset = 0
    /// The offset of each entry's key, parallel to `entries`.
    var keyOffsets: [Int] = []
    /// Entry indexes by key, built once the dictionary is large enough for hashing to pay.
    var keyIndex: [String: Int]?

    /// The index of the entry with `key`, if any.
    func indexOfEntry(withKey key: String) -> Int? {
      if let keyIndex { return keyIndex[key] }
      return entries.firstIndex { $0.key == key }
    }

    /// Appends an entry for the pending key.
    mutating func appendEntry(_ key: String, value: PropertyListNode) {
      entries.append(PropertyListEntry(key: key, value: value))
      keyOffsets.append(pendingKeyOffset)
      pendingKey = nil
      if keyIndex != nil {
        keyIndex?[key] = entries.count - 1
      } else if entries.count == 16 {
        keyIndex = Dictionary(
          zip(entries.lazy.map(\.key), entries.indices),
          uniquingKeysWith: { first, _ in first }
        )
      }
    }

    /// The element's name.
    var name: String { isDictionary ? "dict" : "array" }

    /// The finished container's node.
    var node: PropertyListNode {
      PropertyListNode(
        isDictionary ? .dictionary(entries) : .array(elements),
        line: line,
        column: column
      )
    }
  }

  /// Reads the one value inside the `<plist>` opened at `plistOffset`.
  mutating func readValue(inPlistAt plistOffset: Int) throws(PropertyListError) -> PropertyListNode
  {
    var stack: [OpenContainer] = []
    while true {
      try skipSpaceBetweenElements()
      guard position < bytes.count else {
        let innermost = stack.last
        throw unclosedError(innermost?.name ?? "plist", openedAt: innermost?.offset ?? plistOffset)
      }
      let node: PropertyListNode
      if isAtEndTag {
        let end = try readEndTag()
        guard let container = stack.popLast() else {
          throw end.name == "plist"
            ? error("the <plist> element contains no value", at: end.offset)
            : error("expected a value in <plist>, found '</\(end.name)>'", at: end.offset)
        }
        guard end.name == container.name else {
          throw mismatchError(
            container.name,
            openedAt: container.offset,
            found: "'</\(end.name)>'",
            at: end.offset
          )
        }
        if let key = container.pendingKey {
          throw error("the key '\(key)' has no value before '</dict>'", at: end.offset)
        }
        node = container.node
      } else {
        guard let value = try readElement(into: &stack) else { continue }
        node = value
      }
      let last = stack.count - 1
      guard last >= 0 else { return node }
      if stack[last].isDictionary, let key = stack[last].pendingKey {
        stack[last].appendEntry(key, value: node)
      } else {
        stack[last].elements.append(node)
      }
    }
  }

  /// Skips whitespace and comments up to the next tag, refusing text and other markup.
  private mutating func skipSpaceBetweenElements() throws(PropertyListError) {
    while true {
      skipWhitespace()
      guard position < bytes.count else { return }
      if bytes[position] == UInt8(ascii: "<"), let next = byte(at: position + 1),
        next == UInt8(ascii: "/") || Self.isNameStart(next)
      {
        return
      }
      if matches("<!--") {
        try skipComment()
      } else if matches("<![CDATA[") {
        throw error("a CDATA section is allowed only inside <string> and <key>", at: position)
      } else if matches("<!DOCTYPE") {
        throw error("a DOCTYPE is allowed only before the <plist> element", at: position)
      } else if matches("<?") {
        throw processingInstructionError()
      } else if bytes[position] == UInt8(ascii: "<") {
        return
      } else {
        throw error("expected an element, found the text \(quotation(at: position))", at: position)
      }
    }
  }

  /// Reads the element at the read position: its node, or `nil` for a `<key>` or a container
  /// start tag, which go on the stack instead.
  private mutating func readElement(
    into stack: inout [OpenContainer]
  ) throws(PropertyListError) -> PropertyListNode? {
    let tag = try readStartTag()
    guard let element = ValueElement(named: tag.name) else {
      throw tag.name == "plist"
        ? error("a <plist> cannot contain another <plist>", at: tag.offset)
        : error("unknown element <\(tag.name)>", at: tag.offset)
    }
    if let attribute = tag.attributes.first {
      throw error(
        "the <\(tag.name)> element takes no attributes, found '\(attribute.name)'",
        at: attribute.offset
      )
    }
    let contentOffset = tag.isEmpty ? tag.offset : position
    let last = stack.count - 1
    let parentIsDictionary = last >= 0 && stack[last].isDictionary
    if element == .key {
      guard parentIsDictionary else {
        throw error("a <key> is allowed only directly inside a <dict>", at: tag.offset)
      }
      if let pending = stack[last].pendingKey {
        throw error("the key '\(pending)' has no value: another <key> follows it", at: tag.offset)
      }
      let key = String(decoding: try text(of: tag, allowsCDATA: true), as: UTF8.self)
      if let first = stack[last].indexOfEntry(withKey: key) {
        let firstLocation = locator.text(of: stack[last].keyOffsets[first])
        throw error(
          "the key '\(key)' appears twice in this <dict> (first at \(firstLocation))",
          at: tag.offset
        )
      }
      stack[last].pendingKeyOffset = tag.offset
      stack[last].pendingKey = key
      return nil
    }
    if parentIsDictionary && stack[last].pendingKey == nil {
      let opening = locator.text(of: stack[last].offset)
      throw error(
        "expected a <key> before the <\(tag.name)> value in the <dict> opened at \(opening)",
        at: tag.offset
      )
    }
    let (line, column) = locator.location(of: tag.offset)
    func node(_ value: PropertyListValue) -> PropertyListNode {
      PropertyListNode(value, line: line, column: column)
    }
    switch element {
    case .dict, .array:
      if tag.isEmpty { return node(element == .dict ? .dictionary([]) : .array([])) }
      guard stack.count < Self.maximumDepth else {
        throw error(
          "the property list nests deeper than \(Self.maximumDepth) <dict> and <array> elements",
          at: tag.offset
        )
      }
      let container = OpenContainer(
        isDictionary: element == .dict,
        offset: tag.offset,
        line: line,
        column: column
      )
      stack.append(container)
      return nil
    case .key, .string:
      return node(.string(String(decoding: try text(of: tag, allowsCDATA: true), as: UTF8.self)))
    case .integer:
      let text = trimmed(try text(of: tag))
      return node(.integer(try convert(text, at: contentOffset, PropertyListScalars.integer)))
    case .real:
      let text = trimmed(try text(of: tag))
      return node(.real(try convert(text, at: contentOffset, PropertyListScalars.real)))
    case .date:
      let text = trimmed(try text(of: tag))
      return node(.date(try convert(text, at: contentOffset, PropertyListScalars.date)))
    case .data:
      let text = try text(of: tag)
      return node(.data(try convert(text, at: contentOffset, PropertyListScalars.data)))
    case .true, .false:
      if !tag.isEmpty {
        guard isAtEndTag else {
          throw error(
            "the <\(tag.name)> element must be empty (write <\(tag.name)/>)",
            at: position
          )
        }
        let end = try readEndTag()
        guard end.name == tag.name else {
          throw mismatchError(
            tag.name,
            openedAt: tag.offset,
            found: "'</\(end.name)>'",
            at: end.offset
          )
        }
      }
      return node(.boolean(element == .true))
    }
  }

  /// Converts a scalar element's text, placing a refusal at `offset`.
  private mutating func convert<Text, Value>(
    _ text: Text,
    at offset: Int,
    _ parse: (Text) throws(PropertyListScalars.ScalarError) -> Value
  ) throws(PropertyListError) -> Value {
    do {
      return try parse(text)
    } catch {
      throw self.error(error.message, at: offset)
    }
  }

  /// The text of a text element (empty for `<name/>`), with its end tag read.
  private mutating func text(
    of tag: StartTag,
    allowsCDATA: Bool = false
  ) throws(PropertyListError) -> ArraySlice<UInt8> {
    tag.isEmpty ? [] : try readText(of: tag.name, openedAt: tag.offset, allowsCDATA: allowsCDATA)
  }

  /// The text without XML whitespace at either end.
  private func trimmed(_ text: ArraySlice<UInt8>) -> [UInt8] {
    var start = text.startIndex
    var end = text.endIndex
    while start < end && Self.isWhitespace(text[start]) { start += 1 }
    while end > start && Self.isWhitespace(text[end - 1]) { end -= 1 }
    return Array(text[start..<end])
  }
}
