// The reader's errors: the rule broken, where, and the path to it.

extension JSONReader.Parser {
  // MARK: Errors

  func syntaxError(_ rule: String) -> StrictJSONError {
    StrictJSONError(
      code: .invalidJSON,
      path: currentPath(),
      offset: position,
      message: rule + location()
    )
  }

  /// Where the reader is, as ` (line 2, column 14)`, counting columns in bytes from 1.
  func location() -> String {
    let offset = position
    var (line, lineStart) = (1, 0)
    for index in 0..<min(offset, text.count) where text[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return " (line \(line), column \(offset - lineStart + 1))"
  }

  /// The path to the value being read, from the open arrays and objects.
  func currentPath() -> String {
    JSONPath.string(
      frames.written.compactMap { frame -> JSONPath.Component? in
        if frame.isObject {
          guard frame.currentKey >= 0 else { return nil }
          return .key(String(decoding: unescaped(frame.currentKey), as: UTF8.self))
        }
        return .index(Int(frame.count))
      }
    )
  }

  func describeByte() -> String {
    guard position < text.count else { return "the end of the document" }
    let byte = text[position]
    switch byte {
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    case 0x80...: return "byte 0x\(hex(UInt32(byte), digits: 2))"
    default: return "U+\(hex(UInt32(byte), digits: 4))"
    }
  }

  /// The letters at `position`, for a misspelt literal such as `True` or `nul`.
  func describeWord() -> String {
    var end = position
    while end < text.count, end - position < 16,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(text[end] | 0x20)
    {
      end += 1
    }
    guard end > position else { return describeByte() }
    return
      "'\(String(decoding: UnsafeBufferPointer(rebasing: text[position..<end]), as: UTF8.self))'"
  }

  /// The escape at `position` as written, such as `\x`.
  func describeEscape() -> String {
    let end = min(position + 6, text.count)
    let written = String(
      decoding: UnsafeBufferPointer(rebasing: text[position..<end]),
      as: UTF8.self
    )
    return TextLimits.quoted(
      written.prefix(position + 1 < text.count && text[position + 1] == UInt8(ascii: "u") ? 6 : 2)
    )
  }

  func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
