/// A property list node with its path in a definition file, read with typed errors that name
/// the file and the key path.
struct DefinitionNode {
  /// The node.
  let node: PropertyListNode

  /// The node's key path from the root.
  let components: [String]

  /// The file's name, for errors.
  let file: String

  /// Where the node is.
  var path: DefinitionPath {
    DefinitionPath(components: components, line: node.line, column: node.column)
  }

  /// Returns an error about this node.
  func error(_ message: String) -> IntentDefinitionError {
    IntentDefinitionError(file: file, at: path, message)
  }

  /// The node as a dictionary.
  func dictionary() throws(IntentDefinitionError) -> DefinitionDictionary {
    guard case .dictionary(let entries) = node.value else {
      throw error("expected a dictionary, found \(node.value.kindName)")
    }
    return DefinitionDictionary(node: self, entries: entries)
  }

  /// The node's elements, each with its index in the path.
  func array() throws(IntentDefinitionError) -> [DefinitionNode] {
    guard case .array(let elements) = node.value else {
      throw error("expected an array, found \(node.value.kindName)")
    }
    return elements.enumerated().map { index, element in
      DefinitionNode(node: element, components: components + [String(index)], file: file)
    }
  }

  /// The node as a string.
  func string() throws(IntentDefinitionError) -> String {
    guard case .string(let text) = node.value else {
      throw error("expected a string, found \(node.value.kindName)")
    }
    return text
  }

  /// The node as an integer.
  func integer() throws(IntentDefinitionError) -> Int {
    guard case .integer(let value) = node.value else {
      throw error("expected an integer, found \(node.value.kindName)")
    }
    return value
  }

  /// The node as a Boolean.
  func boolean() throws(IntentDefinitionError) -> Bool {
    guard case .boolean(let value) = node.value else {
      throw error("expected <true/> or <false/>, found \(node.value.kindName)")
    }
    return value
  }
}

/// A dictionary of a definition file, read by key.
struct DefinitionDictionary {
  /// The dictionary's node.
  let node: DefinitionNode

  /// The entries, in file order (the property list reader refuses duplicate keys).
  let entries: [PropertyListEntry]

  /// The value for a key, if present.
  func value(_ key: String) -> DefinitionNode? {
    guard let entry = entries.first(where: { $0.key == key }) else { return nil }
    return DefinitionNode(node: entry.value, components: node.components + [key], file: node.file)
  }

  /// The value for a key that must be present.
  ///
  /// - Throws: An error whose path names the missing key, at the dictionary's position.
  func required(_ key: String) throws(IntentDefinitionError) -> DefinitionNode {
    guard let value = value(key) else {
      var path = node.path
      path.components.append(key)
      throw IntentDefinitionError(file: node.file, at: path, "is missing")
    }
    return value
  }

  /// A string that must be present.
  func string(_ key: String) throws(IntentDefinitionError) -> String {
    try required(key).string()
  }

  /// A string, if present.
  func optionalString(_ key: String) throws(IntentDefinitionError) -> String? {
    try value(key)?.string()
  }

  /// An integer, if present.
  func optionalInteger(_ key: String) throws(IntentDefinitionError) -> Int? {
    try value(key)?.integer()
  }

  /// A flag: Xcode writes only true ones, so an absent key is false.
  func flag(_ key: String) throws(IntentDefinitionError) -> Bool {
    try value(key)?.boolean() ?? false
  }

  /// An array's elements; an absent key is an empty array.
  func array(_ key: String) throws(IntentDefinitionError) -> [DefinitionNode] {
    try value(key)?.array() ?? []
  }

  /// A localisable string and its `…ID` sibling, if the text is present.
  func text(_ key: String) throws(IntentDefinitionError) -> IntentDefinition.Text? {
    guard let node = value(key) else { return nil }
    return IntentDefinition.Text(
      text: try node.string(),
      id: try optionalString(key + "ID"),
      path: node.path
    )
  }
}

extension PropertyListValue {
  /// The value's kind in words, for messages.
  var kindName: String {
    switch self {
    case .dictionary: "a dictionary"
    case .array: "an array"
    case .string(let text): "the string \"\(text.prefix(40))\""
    case .integer(let value): "the integer \(value)"
    case .real(let literal): "the real number \(literal)"
    case .boolean(let value): value ? "<true/>" : "<false/>"
    case .date: "a date"
    case .data: "data"
    }
  }
}
