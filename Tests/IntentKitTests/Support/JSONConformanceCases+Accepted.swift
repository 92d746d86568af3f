// The accepted half of the strict reader's conformance suite: values it reads wherever they
// stand, each with what `JSONTestValue` reads, written canonically. See
// `JSONConformanceCases.swift`.

extension JSONConformanceCases {
  /// RFC 8259 §2: space, tab, line feed and carriage return, before and after any token.
  static let acceptedWhitespace: [JSONAcceptCase] = [
    .valid("space before", " 1", reads: "1"),
    .valid("space after", "1 ", reads: "1"),
    .valid("tab before", "\t1", reads: "1"),
    .valid("line feed before", "\n1", reads: "1"),
    .valid("carriage return before", "\r1", reads: "1"),
    .valid("all four around", " \t\r\n\"a\" \t\r\n", reads: #""a""#),
    .valid("between every token", "\r\n[\t1 ,\n2\r]\n", reads: "[1,2]"),
    .valid("around names and colons", "{ \"a\" : 1 , \"b\" :\t[ ] }", reads: #"{"a":1,"b":[]}"#),
    .valid("inside empty containers", "[ { \n } , [ \t ] ]", reads: "[{},[]]"),
  ]

  /// RFC 8259 §3: the three literal names.
  static let acceptedLiterals: [JSONAcceptCase] = [
    .valid("true", "true", reads: "true"),
    .valid("false", "false", reads: "false"),
    .valid("null", "null", reads: "null"),
    .valid("literals in an array", "[true,false,null]", reads: "[true,false,null]"),
  ]

  /// RFC 8259 §6: every part of the grammar; a value `Double` can't hold reads as an error.
  static let acceptedNumbers: [JSONAcceptCase] = [
    .valid("zero", "0", reads: "0"),
    .valid("negative zero", "-0", reads: "0"),
    .valid("one digit", "7", reads: "7"),
    .valid("negative", "-123", reads: "-123"),
    .valid("Int64 max", "9223372036854775807", reads: "9223372036854775807"),
    .valid("Int64 min", "-9223372036854775808", reads: "-9223372036854775808"),
    .valid("past Int64 max", "9223372036854775808", reads: "9.223372036854776e+18"),
    .valid("30 digits", "123456789012345678901234567890", reads: "1.2345678901234568e+29"),
    .valid("zero point zero", "0.0", reads: "0.0"),
    .valid("negative zero point zero", "-0.0", reads: "-0.0"),
    .valid("fraction", "1.5", reads: "1.5"),
    .valid("trailing zeros", "1.50", reads: "1.5"),
    .valid("tenth", "0.1", reads: "0.1"),
    .valid("negative fraction", "-0.25", reads: "-0.25"),
    .valid("exponent", "1e2", reads: "100.0"),
    .valid("capital exponent", "1E2", reads: "100.0"),
    .valid("exponent with plus", "1e+2", reads: "100.0"),
    .valid("negative exponent", "1e-2", reads: "0.01"),
    .valid("capital negative exponent", "1E-2", reads: "0.01"),
    .valid("leading zeros in the exponent", "1e0002", reads: "100.0"),
    .valid("zero exponent", "0e0", reads: "0.0"),
    .valid("negative zero exponent", "-0E+0", reads: "-0.0"),
    .valid("fraction and exponent", "2.5e-3", reads: "0.0025"),
    .valid("large exponent", "1.5e300", reads: "1.5e+300"),
    .valid("tiny", "1e-300", reads: "1e-300"),
    .valid("too small for Double", "1e-400", reads: "0.0"),
    .valid("negative too small", "-1e-400", reads: "-0.0"),
    .valid("too large for Double", "1e400", reads: nil),
    .valid("negative too large", "-1e400", reads: nil),
    .valid("400 digits", String(repeating: "9", count: 400), reads: nil),
    .valid("numbers in an array", "[0,-1,1.5,2e3]", reads: "[0,-1,1.5,2000.0]"),
    // Runs of eight digits and more, which the reader checks and converts eight at a time.
    .valid("eight digits", "12345678", reads: "12345678"),
    .valid("nine digits", "-123456789", reads: "-123456789"),
    .valid("eight-digit fraction", "0.12345678", reads: "0.12345678"),
    .valid("long integer and fraction", "1234567890.5", reads: "1234567890.5"),
    .valid("eight-digit exponent", "1e00000002", reads: "100.0"),
    .valid("long numbers in an array", "[12345678,0.123456789]", reads: "[12345678,0.123456789]"),
  ]

  /// RFC 8259 §7: every escape, `\u` in either case, surrogate pairs, and what may stay raw.
  static let acceptedStrings: [JSONAcceptCase] = [
    .valid("empty string", #""""#, reads: #""""#),
    .valid("plain string", #""abc""#, reads: #""abc""#),
    .valid("escaped quote", #""\"""#, reads: #""\"""#),
    .valid("escaped backslash", #""\\""#, reads: #""\\""#),
    .valid("escaped solidus", #""\/""#, reads: #""/""#),
    .valid("raw solidus", #""/""#, reads: #""/""#),
    .valid("escaped backspace", #""\b""#, reads: #""\b""#),
    .valid("escaped form feed", #""\f""#, reads: #""\f""#),
    .valid("escaped line feed", #""\n""#, reads: #""\n""#),
    .valid("escaped carriage return", #""\r""#, reads: #""\r""#),
    .valid("escaped tab", #""\t""#, reads: #""\t""#),
    .valid("every short escape", #""\"\\\/\b\f\n\r\t""#, reads: #""\"\\/\b\f\n\r\t""#),
    .valid("\\u letter", #""\u0041""#, reads: #""A""#),
    .valid("\\u lowercase hex", #""\u00e9""#, reads: #""é""#),
    .valid("\\u uppercase hex", #""\u00E9""#, reads: #""é""#),
    .valid("\\u NUL", #""\u0000""#, reads: #""\u0000""#),
    .valid("\\u U+001F", #""\u001F""#, reads: #""\u001f""#),
    .valid("\\u quote", #""\u0022""#, reads: #""\"""#),
    .valid("\\u backslash", #""\u005c""#, reads: #""\\""#),
    .valid("\\u DEL", #""\u007f""#, reads: #""\u007f""#),
    .valid("\\u line separator", #""\u2028""#, reads: #""\u2028""#),
    .valid("\\u BOM", #""\uFEFF""#, reads: "\"\u{FEFF}\""),
    .valid("\\u U+FFFF", #""\uffff""#, reads: "\"\u{FFFF}\""),
    .valid("surrogate pair", #""\uD83D\uDE00""#, reads: #""😀""#),
    .valid("surrogate pair, lowercase", #""\ud83d\ude00""#, reads: #""😀""#),
    .valid("surrogate pair, mixed case", #""\uD83d\uDe00""#, reads: #""😀""#),
    .valid("first pair", #""\uD800\uDC00""#, reads: "\"\u{10000}\""),
    .valid("last pair", #""\uDBFF\uDFFF""#, reads: "\"\u{10FFFF}\""),
    .valid("escapes among text", #""a\tb\u0063d\/e""#, reads: "\"a\\tbcd/e\""),
    .valid("raw DEL", "\"\u{7F}\"", reads: #""\u007f""#),
    .valid("raw line separator", "\"\u{2028}\u{2029}\"", reads: #""\u2028\u2029""#),
    .valid("raw BOM inside a string", "\"\u{FEFF}\"", reads: "\"\u{FEFF}\""),
    .valid("raw no-break space", "\"\u{A0}\"", reads: "\"\u{A0}\""),
  ]

  /// RFC 3629: UTF-8 of every length, at the edges of each range.
  static let acceptedUTF8: [JSONAcceptCase] = [
    .validString("2 bytes, é", [0xC3, 0xA9], reads: "\"é\""),
    .validString("3 bytes, €", [0xE2, 0x82, 0xAC], reads: "\"€\""),
    .validString("4 bytes, 😀", [0xF0, 0x9F, 0x98, 0x80], reads: "\"😀\""),
    .validString("U+0080", [0xC2, 0x80], reads: #""\u0080""#),
    .validString("U+07FF", [0xDF, 0xBF], reads: "\"\u{7FF}\""),
    .validString("U+0800", [0xE0, 0xA0, 0x80], reads: "\"\u{800}\""),
    .validString("U+D7FF", [0xED, 0x9F, 0xBF], reads: "\"\u{D7FF}\""),
    .validString("U+E000", [0xEE, 0x80, 0x80], reads: "\"\u{E000}\""),
    .validString("U+FFFD", [0xEF, 0xBF, 0xBD], reads: "\"\u{FFFD}\""),
    .validString("U+FFFF", [0xEF, 0xBF, 0xBF], reads: "\"\u{FFFF}\""),
    .validString("U+10000", [0xF0, 0x90, 0x80, 0x80], reads: "\"\u{10000}\""),
    .validString("U+10FFFF", [0xF4, 0x8F, 0xBF, 0xBF], reads: "\"\u{10FFFF}\""),
    .valid("mixed scripts", "\"Jane 田中 😀 é\"", reads: "\"Jane 田中 😀 é\""),
    .valid("non-ASCII name", #"{"田中":"é"}"#, reads: #"{"田中":"é"}"#),
  ]

  /// RFC 8259 §4–5: arrays and objects, empty and nested.
  static let acceptedContainers: [JSONAcceptCase] = [
    .valid("empty array", "[]", reads: "[]"),
    .valid("empty object", "{}", reads: "{}"),
    .valid("nested arrays", "[[[]]]", reads: "[[[]]]"),
    .valid("object in an array", "[{}]", reads: "[{}]"),
    .valid("array in an object", #"{"a":[]}"#, reads: #"{"a":[]}"#),
    .valid(
      "every type in an array",
      #"[1,"a",null,true,{},[]]"#,
      reads: #"[1,"a",null,true,{},[]]"#
    ),
    .valid("members out of order", #"{"b":1,"a":2}"#, reads: #"{"a":2,"b":1}"#),
    .valid("empty name", #"{"":0}"#, reads: #"{"":0}"#),
  ]

  /// Names that are equal only in another object, or differ after unescaping.
  static let acceptedDistinctKeys: [JSONAcceptCase] = [
    .valid(
      "same name in two objects",
      #"{"a":{"a":1},"b":{"a":1}}"#,
      reads: #"{"a":{"a":1},"b":{"a":1}}"#
    ),
    .valid("same name in array elements", #"[{"a":1},{"a":2}]"#, reads: #"[{"a":1},{"a":2}]"#),
    .valid("names differing in case", #"{"a":1,"A":2}"#, reads: #"{"A":2,"a":1}"#),
    .valid("names differing by a space", #"{"a":1,"a ":2}"#, reads: #"{"a":1,"a ":2}"#),
    .valid("escape of another letter", #"{"a":1,"\u0062":2}"#, reads: #"{"a":1,"b":2}"#),
    .valid("20 distinct names", object(keys: 20), reads: canonicalObject(keys: 20)),
    .valid(
      "two large objects with the same names",
      "[" + object(keys: 17) + "," + object(keys: 17) + "]",
      reads: "[" + canonicalObject(keys: 17) + "," + canonicalObject(keys: 17) + "]"
    ),
    .valid(
      "large object in a large object, same names",
      "{\"k0\":" + object(keys: 17) + "," + object(keys: 17).dropFirst(8),
      reads: "{\"k0\":" + canonicalObject(keys: 17) + "," + canonicalObject(keys: 17).dropFirst(8)
    ),
  ]
}
