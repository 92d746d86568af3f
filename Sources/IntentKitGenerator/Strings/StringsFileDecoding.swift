/// Turns the bytes of a `.strings` file into UTF-8 text, from UTF-8 (with or without a byte order
/// mark) or from UTF-16 with a byte order mark.
enum StringsFileDecoding {
  /// The file's text in UTF-8, without a byte order mark, checked for well-formedness and NUL.
  static func utf8Text(of bytes: [UInt8]) throws(StringsFileError) -> [UInt8] {
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      throw StringsFileError(
        line: 1,
        column: 1,
        message: "the file is UTF-32; only UTF-8 and UTF-16 .strings files are read"
      )
    }
    let text: [UInt8]
    if bytes.starts(with: [0xFF, 0xFE]) {
      text = try transcodeUTF16(bytes, isBigEndian: false)
    } else if bytes.starts(with: [0xFE, 0xFF]) {
      text = try transcodeUTF16(bytes, isBigEndian: true)
    } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      text = Array(bytes[3...])
    } else {
      text = bytes
    }
    if let issue = UTF8Validation.firstIssue(in: text, from: 0, rules: .noNUL) {
      var locator = SourceLocator(bytes: text, origin: 0)
      let (line, column) = locator.location(of: issue.offset)
      let message =
        issue.scalar == nil
        ? "the file is neither valid UTF-8 nor UTF-16 with a byte order mark"
        : "a NUL character is not allowed"
          + (text.count == bytes.count ? " (is this UTF-16 without a byte order mark?)" : "")
      throw StringsFileError(line: line, column: column, message: message)
    }
    return text
  }

  /// Transcodes UTF-16 after its byte order mark to UTF-8, refusing unpaired surrogates and an odd
  /// number of bytes.
  private static func transcodeUTF16(
    _ bytes: [UInt8],
    isBigEndian: Bool
  ) throws(StringsFileError) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    func unit(at index: Int) -> UInt32 {
      let first = UInt32(bytes[index])
      let second = UInt32(bytes[index + 1])
      return isBigEndian ? first << 8 | second : second << 8 | first
    }
    func failure(_ message: String) -> StringsFileError {
      var locator = SourceLocator(bytes: text, origin: 0)
      let (line, column) = locator.location(of: text.count)
      return StringsFileError(line: line, column: column, message: message)
    }
    var index = 2
    while index < bytes.count {
      guard index + 1 < bytes.count else {
        throw failure("the UTF-16 file ends in the middle of a character (an odd number of bytes)")
      }
      let lead = unit(at: index)
      index += 2
      var scalar = lead
      if (0xD800...0xDBFF).contains(lead) {
        guard index + 1 < bytes.count, (0xDC00...0xDFFF).contains(unit(at: index)) else {
          throw failure("the UTF-16 text has an unpaired surrogate")
        }
        scalar = 0x1_0000 + ((lead - 0xD800) << 10 | (unit(at: index) - 0xDC00))
        index += 2
      } else if (0xDC00...0xDFFF).contains(lead) {
        throw failure("the UTF-16 text has an unpaired surrogate")
      }
      UTF8Validation.append(scalar, to: &text)
    }
    return text
  }
}
