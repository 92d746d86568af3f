/// Where `intentkit` reads and writes: the terminal's standard streams, or memory in tests.
package protocol ToolIO {
  /// Reads the user's next line, showing the prompt as the medium needs: before the line on a
  /// terminal, echoed with the line when input is piped, so that output reads as a transcript.
  /// An echoed line is printable (``PrintableText/line(_:)``): input can hold control
  /// characters.
  ///
  /// At the end of input on a terminal (Ctrl-D), where the prompt stands on a line of its own,
  /// it ends that line, so that what is written next, and the shell's prompt after the tool
  /// exits, starts on a new line.
  ///
  /// - Returns: The line without its newline, or `nil` at the end of input.
  mutating func readLine(prompt: String) async -> String?

  /// Reads standard input to its end, but never more than `limit` bytes.
  ///
  /// - Returns: The bytes read; `limit` bytes means there may be more.
  /// - Throws: An error if the input can't be read.
  mutating func readAll(limit: Int) async throws -> [UInt8]

  /// Writes text to standard output.
  mutating func write(_ text: String)

  /// Writes text to standard error.
  mutating func writeError(_ text: String)
}

/// An in-memory ``ToolIO``: input lines and bytes given up front, output collected.
package struct ScriptedIO: ToolIO {
  /// The lines still to be read.
  package var lines: [String]

  /// The bytes standard input holds.
  package var input: [UInt8]

  /// Everything written to standard output, with prompts and the lines read echoed, escaped
  /// as ``StandardIO`` echoes them.
  package private(set) var output = ""

  /// Everything written to standard error.
  package private(set) var errorOutput = ""

  /// A Boolean value that indicates whether the IO behaves as a terminal does at the end of
  /// input: the prompt was shown before the user pressed Ctrl-D, so its line is ended.
  package var isTerminal: Bool

  /// Creates an IO that reads these lines, or these bytes as a whole.
  package init(lines: [String] = [], input: [UInt8] = [], isTerminal: Bool = false) {
    self.lines = lines
    self.input = input
    self.isTerminal = isTerminal
  }

  package mutating func readLine(prompt: String) async -> String? {
    guard !lines.isEmpty else {
      if isTerminal { output += prompt + "\n" }
      return nil
    }
    let line = lines.removeFirst()
    output += prompt + PrintableText.line(line) + "\n"
    return line
  }

  package mutating func readAll(limit: Int) async throws -> [UInt8] {
    Array(input.prefix(limit))
  }

  package mutating func write(_ text: String) {
    output += text
  }

  package mutating func writeError(_ text: String) {
    errorOutput += text
  }
}
