/// A property list that ``PropertyListReader`` refuses, with where in the file the problem is.
package struct PropertyListError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the problem.
  package var line: Int

  /// The 1-based column of the problem, in UTF-8 bytes from the start of the line.
  package var column: Int

  /// What is wrong, as a sentence without a final period.
  package var message: String

  /// Creates an error.
  package init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// The error as `line:column: message`.
  package var description: String { "\(line):\(column): \(message)" }
}
