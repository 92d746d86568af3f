/// Where a value is in a definition file: its key path from the root dictionary and the line and
/// column of its element.
package struct DefinitionPath: Sendable, Equatable, CustomStringConvertible {
  /// The keys and indices from the root, such as `INIntents`, `0`, `INIntentParameters`.
  package var components: [String]

  /// The 1-based line of the value's element.
  package var line: Int

  /// The 1-based column of the value's element.
  package var column: Int

  /// The path written as `INIntents[0].INIntentParameters[1].INIntentParameterType`.
  package var description: String {
    var text = ""
    for component in components {
      if component.first?.isNumber == true {
        text += "[\(component)]"
      } else {
        text += text.isEmpty ? component : ".\(component)"
      }
    }
    return text
  }
}

/// Why a definition file can't be generated, with the file and the key path or position.
package struct IntentDefinitionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's name as given to the reader.
  package var file: String

  /// The key path of the value at fault, empty for a syntax error.
  package var keyPath: String

  /// The 1-based line, if known.
  package var line: Int?

  /// The 1-based column, if known.
  package var column: Int?

  /// What is wrong, as a sentence.
  package var message: String

  /// Creates an error about a value at a path.
  package init(file: String, at path: DefinitionPath, _ message: String) {
    self.file = file
    self.keyPath = path.description
    self.line = path.line
    self.column = path.column
    self.message = message
  }

  /// Creates an error about a position, or the whole file when `line` is `nil`.
  package init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
    self.file = file
    self.keyPath = ""
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: keyPath: message`, as compilers write diagnostics.
  package var description: String {
    var text = file
    if let line { text += ":\(line)" }
    if let column { text += ":\(column)" }
    text += ": error: "
    if !keyPath.isEmpty { text += "\(keyPath): " }
    return text + message
  }
}
