/// Reads Apple's old-style `.strings` files strictly, as Xcode's localisation exports write them.
///
/// The file may be UTF-8 (with or without a byte order mark) or UTF-16 with a byte order mark
/// (little- or big-endian). It is a sequence of `key = value;` pairs separated by whitespace,
/// `/* … */` and `// …` comments. Keys and values are double-quoted strings or, as Apple's parser
/// allows, unquoted runs of `A-Z a-z 0-9 _ . $ : / -`.
///
/// Decisions:
/// - Escapes in quoted strings are Apple's: `\a \b \f \n \r \t \v \" \' \\`, and `\Uxxxx` or
///   `\uxxxx` with exactly four hexadecimal digits; two such escapes may form a surrogate pair,
///   a lone surrogate is refused, and so is `\U0000`. Octal escapes (`\101`), which Apple
///   decodes through the NeXTSTEP encoding, and any other escape are refused.
/// - Text inside quotes is kept as written, raw line breaks included (not normalised).
/// - Single-quoted strings and Apple's `"key";` shorthand are refused, and so are NUL
///   characters (a hint that a UTF-16 file lacks its byte order mark).
/// - A key written twice is refused, naming the key; keys are compared as Swift strings, so two
///   canonically equivalent keys count as the same key.
/// - Columns count UTF-8 bytes of the decoded line, even in a UTF-16 file.
package enum StringsFileReader {
  /// Reads an old-style `.strings` file: key → value (a key written twice: refuse with an error).
  package static func read(_ bytes: [UInt8]) throws(StringsFileError) -> [String: String] {
    var parser = StringsFileParser(text: try StringsFileDecoding.utf8Text(of: bytes))
    return try parser.readPairs()
  }
}
