/// Turns byte offsets into 1-based line and column numbers, cheaply when asked in increasing order.
///
/// A line ends at LF, CR LF or a lone CR, as XML and old-style `.strings` files count lines.
/// Columns count UTF-8 bytes from the start of the line. The property list and `.strings`
/// readers both use it.
struct SourceLocator {
  /// The text, in UTF-8.
  private let bytes: [UInt8]

  /// The offset of line 1, column 1 (after a byte order mark).
  private let origin: Int

  /// The offset the last answer was for.
  private var offset: Int

  /// The line at `offset`.
  private var line = 1

  /// The offset where the line at `offset` starts.
  private var lineStart: Int

  /// Creates a locator for text whose first line starts at `origin`.
  init(bytes: [UInt8], origin: Int) {
    self.bytes = bytes
    self.origin = origin
    self.offset = origin
    self.lineStart = origin
  }

  /// The line and column of the byte at `target` (or of the end of the text).
  mutating func location(of target: Int) -> (line: Int, column: Int) {
    let target = min(max(target, origin), bytes.count)
    if target < offset {
      offset = origin
      line = 1
      lineStart = origin
    }
    var index = offset
    while index < target {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    offset = target
    return (line, target - lineStart + 1)
  }

  /// The location of `target` as `line:column`, for messages.
  mutating func text(of target: Int) -> String {
    let (line, column) = location(of: target)
    return "\(line):\(column)"
  }
}
