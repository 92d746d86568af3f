/// A value read from an XML property list, with where its element starts in the file.
package struct PropertyListNode: Sendable, Equatable {
  /// The value.
  package var value: PropertyListValue

  /// The 1-based line of the element's opening tag.
  package var line: Int

  /// The 1-based column, in UTF-8 bytes, of the element's opening `<`.
  package var column: Int

  /// Creates a node.
  package init(_ value: PropertyListValue, line: Int, column: Int) {
    self.value = value
    self.line = line
    self.column = column
  }
}

/// One key of a property list dictionary, in the order the file writes it.
package struct PropertyListEntry: Sendable, Equatable {
  /// The key.
  package var key: String

  /// The key's value.
  package var value: PropertyListNode

  /// Creates an entry.
  package init(key: String, value: PropertyListNode) {
    self.key = key
    self.value = value
  }
}

/// The values of Apple's property list format.
package enum PropertyListValue: Sendable, Equatable {
  /// `<dict>`: entries in file order; the reader refuses a key written twice.
  case dictionary([PropertyListEntry])
  /// `<array>`.
  case array([PropertyListNode])
  /// `<string>`, with entities and character references decoded.
  case string(String)
  /// `<integer>`, in `Int`'s range.
  case integer(Int)
  /// `<real>`, as the literal the file writes (such as `2.5`), so that no digit is lost.
  case real(String)
  /// `<true/>` or `<false/>`.
  case boolean(Bool)
  /// `<date>`, as the ISO 8601 text the file writes.
  case date(String)
  /// `<data>`, decoded from base64.
  case data([UInt8])
}
