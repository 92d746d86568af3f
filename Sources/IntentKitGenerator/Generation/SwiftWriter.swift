/// Accumulates generated Swift source, two spaces per indentation level.
struct SwiftWriter {
  /// The source written so far.
  private(set) var text = ""

  private var indentation = 0

  /// Writes a line at the current indentation; an empty line stays empty.
  mutating func line(_ line: String = "") {
    if !line.isEmpty { text += String(repeating: "  ", count: indentation) + line }
    text += "\n"
  }

  /// Writes `opening`, the body one level deeper, and `closing`.
  mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void)
  {
    line(opening)
    indentation += 1
    body(&self)
    indentation -= 1
    line(closing)
  }

  /// Writes a `///` documentation comment, one line per line of `text`.
  mutating func doc(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      self.line(line.isEmpty ? "///" : "/// \(line)")
    }
  }
}

extension String {
  /// The string as a Swift string literal, quotes included, with every character that could
  /// end or change the literal escaped.
  var swiftLiteral: String {
    var literal = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F
        || (0x2028...0x2029).contains(scalar.value):
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// The string on one line, for a documentation comment.
  var singleLine: String {
    split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
