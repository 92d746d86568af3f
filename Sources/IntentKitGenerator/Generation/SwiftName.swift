/// Checks and writes the names a definition gives its types, properties and cases as Swift
/// identifiers.
enum SwiftName {
  /// Whether a name is an ASCII Swift identifier: a letter or underscore, then letters, digits
  /// and underscores.
  ///
  /// Xcode's editor allows only these; a name with other characters comes from a file edited by
  /// hand, and generating it would fail to compile or change its meaning.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, isHead(first), !unusable.contains(name) else { return false }
    return name.utf8.allSatisfy {
      isHead($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
    }
  }

  /// Whether a name can name a type: an identifier that starts with an uppercase letter.
  static func isTypeName(_ name: String) -> Bool {
    isIdentifier(name)
      && name.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } == true
  }

  /// The name as written in Swift code: keywords in backticks.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The name with its first letter uppercased, for method names: `soup` → `Soup`.
  static func capitalized(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }

  private static func isHead(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
  }

  /// Names that can't name a property or case even in backticks.
  private static let unusable: Set<String> = [
    "_", "self", "Self", "Type", "Protocol", "init", "super",
  ]

  /// Swift's reserved words, which need backticks as names.
  private static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
    "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
    "throws", "true", "try", "_",
  ]
}
