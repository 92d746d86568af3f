/// Reads Apple's XML property lists strictly, as Xcode writes them.
///
/// The reader accepts an optional UTF-8 byte order mark, an optional XML declaration (version
/// 1.0, UTF-8), an optional `<!DOCTYPE plist …>`, comments wherever whitespace may appear, and one
/// `<plist version="1.0">` element (the version may be left out) holding exactly one value. It
/// refuses everything else with a ``PropertyListError`` that gives the line and column: binary,
/// JSON and old-style property lists, other encodings, text after `</plist>`, unknown elements,
/// attributes on value elements, mismatched tags, duplicate keys, malformed numbers, dates and
/// base64, ill-formed UTF-8, and `<dict>`/`<array>` nested deeper than
/// ``PropertyListParser/maximumDepth``.
///
/// Value decisions:
/// - `<integer>`: an optional sign, then decimal digits or `0x` and hexadecimal digits, in
///   `Int`'s range; surrounding whitespace is ignored.
/// - `<real>`: the trimmed literal, which must be a decimal or scientific number (`2.5`, `-.5`,
///   `1e-3`, `7.`) or, as Core Foundation reads them, `nan`, `inf` or `infinity` in any case (the
///   infinities with an optional sign).
/// - `<date>`: the trimmed text, which must be `YYYY-MM-DDTHH:MM:SSZ` with a real day and time.
/// - `<data>`: base64 with whitespace anywhere, `=` padding required and the bits the padding
///   drops set to zero.
/// - `<true/>` and `<false/>` may also be written `<true></true>` with nothing inside.
/// - Text: whitespace inside `<string>` and `<key>` is kept; CR LF and lone CR become LF; the five
///   XML entities, character references (but not to NUL, surrogates or other characters XML
///   forbids) and CDATA sections (in `<string>` and `<key>` only) are decoded; comments inside
///   text are refused, as Core Foundation refuses them. Keys are compared as Swift strings, so
///   two canonically equivalent keys count as a duplicate.
package enum PropertyListReader {
  /// Reads an XML property list; the root element's node.
  package static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
    let convert = "convert it with 'plutil -convert xml1'"
    func refuse(_ message: String) -> PropertyListError {
      PropertyListError(line: 1, column: 1, message: message)
    }
    guard !bytes.isEmpty else { throw refuse("the file is empty; expected an XML property list") }
    if bytes.starts(with: Array("bplist".utf8)) {
      throw refuse("this is a binary property list; only XML property lists are read (\(convert))")
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      throw refuse("the file is UTF-16 or UTF-32; only UTF-8 property lists are read (\(convert))")
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if let first = bytes[start...].first(where: { !PropertyListParser.isWhitespace($0) }) {
      if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
        throw refuse("this looks like JSON; only XML property lists are read (\(convert))")
      }
      if first == UInt8(ascii: "(") {
        throw refuse(
          "this looks like an old-style (OpenStep) property list; only XML property lists are "
            + "read (\(convert))"
        )
      }
    }
    var parser = PropertyListParser(bytes: bytes, start: start)
    if let issue = UTF8Validation.firstIssue(in: bytes, from: start, rules: .xml) {
      let message: String
      switch issue.scalar {
      case nil:
        message = "the file is not valid UTF-8 (byte 0x\(hex(bytes[issue.offset])))"
      case 0:
        message = "a NUL byte is not allowed; only UTF-8 property lists are read (\(convert))"
      case let scalar?:
        message = "the character \(UTF8Validation.name(of: scalar)) is not allowed in XML"
      }
      throw parser.error(message, at: issue.offset)
    }
    return try parser.readDocument()
  }

  /// A byte as two uppercase hexadecimal digits.
  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
  }
}
