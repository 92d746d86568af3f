/// Turns byte offsets into 1-based line and column numbers, cheaply when asked in increasing order.
///
/// A line ends at LF, CR LF or a lone CR, as XML and old-style `.strings` files count lines.
/// Columns count UTF-8 bytes from the start of the line. The property list and `.strings`
/// readers both use it.
struct SourceLocator {
  /// The offset where each line starts; the first is the origin.
  private let lineStarts: [Int]

  /// The index in `lineStarts` of the line the last answer was on.
  private var lineIndex = 0

  /// Creates a locator for text whose first line starts at `origin` (after a byte order mark).
  init(bytes: [UInt8], origin: Int) {
    lineStarts = bytes.withUnsafeBufferPointer { buffer in
      var starts = [origin]
      var index = origin
      while index < buffer.count {
        let byte = buffer[index]
        index += 1
        if byte == 0x0A || (byte == 0x0D && (index == buffer.count || buffer[index] != 0x0A)) {
          starts.append(index)
        }
      }
      return starts
    }
  }

  /// The line and column of the byte at `target` (or of the end of the text).
  mutating func location(of target: Int) -> (line: Int, column: Int) {
    let target = max(target, lineStarts[0])
    if target < lineStarts[lineIndex] { lineIndex = 0 }
    while lineIndex + 1 < lineStarts.count && lineStarts[lineIndex + 1] <= target {
      lineIndex += 1
    }
    return (lineIndex + 1, target - lineStarts[lineIndex] + 1)
  }

  /// The location of `target` as `line:column`, for messages.
  mutating func text(of target: Int) -> String {
    let (line, column) = location(of: target)
    return "\(line):\(column)"
  }
}
