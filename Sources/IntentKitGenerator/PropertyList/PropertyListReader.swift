// Stub until the reader lands.
package enum PropertyListReader {
  package static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
    throw PropertyListError(line: 1, column: 1, message: "stub")
  }
}
package struct PropertyListError: Error, Equatable, Sendable {
  package var line: Int
  package var column: Int
  package var message: String
}
