// Stub until the reader lands.
package enum StringsFileReader {
  package static func read(_ bytes: [UInt8]) throws(StringsFileError) -> [String: String] {
    throw StringsFileError(line: 1, column: 1, message: "stub")
  }
}
package struct StringsFileError: Error, Equatable, Sendable {
  package var line: Int
  package var column: Int
  package var message: String
}
