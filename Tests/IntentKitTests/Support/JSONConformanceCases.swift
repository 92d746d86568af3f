import IntentKit

// The strict JSON reader's conformance suite, as data: JSON texts it must refuse and texts it
// must accept, one line each with the rule they test. The suites place every text in several
// positions (a member a type reads, a member it ignores, deeper in an ignored member, the whole
// document, and in and around a real payment request) and expect the same answer in each.
//
// Written for IntentKit from RFC 8259 (§2 grammar, §3 values, §4 objects, §6 numbers, §7
// strings, §8.1 encoding, §8.2 surrogates, §8.3 names) and RFC 3629 (UTF-8).

/// A JSON text the reader refuses wherever it stands.
struct JSONRejectCase: CustomStringConvertible {
  let name: String
  let text: [UInt8]
  let code: StrictJSONError.Code
  let reason: String

  var description: String { "rejected '\(name)' (\(reason))" }

  /// A text that breaks the grammar.
  static func invalid(_ name: String, _ text: String, _ reason: String) -> Self {
    Self(name: name, text: Array(text.utf8), code: .invalidJSON, reason: reason)
  }

  /// A string whose content is `bytes`: `"` + bytes + `"`.
  static func invalidString(_ name: String, _ bytes: [UInt8], _ reason: String) -> Self {
    Self(name: name, text: [0x22] + bytes + [0x22], code: .invalidJSON, reason: reason)
  }

  /// An object whose one member's name is `bytes`: `{"` + bytes + `":1}`.
  static func invalidName(_ name: String, _ bytes: [UInt8], _ reason: String) -> Self {
    let text = Array(#"{""#.utf8) + bytes + Array(#"":1}"#.utf8)
    return Self(name: name, text: text, code: .invalidJSON, reason: reason)
  }

  /// An object with two members of the same name.
  static func duplicate(_ name: String, _ text: String, _ reason: String) -> Self {
    Self(name: name, text: Array(text.utf8), code: .duplicateKey, reason: reason)
  }
}

/// A JSON value the reader accepts wherever it stands.
struct JSONAcceptCase: CustomStringConvertible {
  let name: String
  let text: [UInt8]
  /// What ``JSONTestValue`` reads, written by `StrictJSONEncoder`; `nil` for a number that is
  /// valid JSON but too large for `Double`, which the decoder refuses with `inexactNumber` when
  /// a type reads it.
  let canonical: String?

  var description: String { "accepted '\(name)'" }

  static func valid(_ name: String, _ text: String, reads canonical: String?) -> Self {
    Self(name: name, text: Array(text.utf8), canonical: canonical)
  }

  /// A string whose content is `bytes`: `"` + bytes + `"`.
  static func validString(_ name: String, _ bytes: [UInt8], reads canonical: String) -> Self {
    Self(name: name, text: [0x22] + bytes + [0x22], canonical: canonical)
  }
}

/// A whole document that the reader refuses, made from a valid object.
struct JSONDocumentCase: CustomStringConvertible {
  let name: String
  let reason: String
  let make: @Sendable ([UInt8]) -> [UInt8]

  var description: String { "rejected document '\(name)' (\(reason))" }

  init(_ name: String, _ reason: String, _ make: @escaping @Sendable ([UInt8]) -> [UInt8]) {
    self.name = name
    self.reason = reason
    self.make = make
  }
}

enum JSONConformanceCases {
  /// Every value the reader refuses, wherever it stands.
  static let rejected: [JSONRejectCase] = [
    whitespace, literals, numbers, escapes, surrogates, controlCharacters, invalidUTF8,
    arraysAndObjects, duplicateKeys,
  ].flatMap { $0 }

  /// Every value the reader accepts, wherever it stands.
  static let accepted: [JSONAcceptCase] = [
    acceptedWhitespace, acceptedLiterals, acceptedNumbers, acceptedStrings, acceptedUTF8,
    acceptedContainers, acceptedDistinctKeys,
  ].flatMap { $0 }

  // MARK: - Refused

  /// RFC 8259 §2, `JSON-text = ws value ws`, and §8.1: one value, in UTF-8, without a BOM.
  static let rejectedDocuments: [JSONDocumentCase] = [
    .init("empty document", "a document has a value") { _ in [] },
    .init("only a space", "a document has a value") { _ in [0x20] },
    .init("only whitespace", "a document has a value") { _ in Array(" \t\r\n".utf8) },
    .init("BOM first", "§8.1: no byte order mark") { [0xEF, 0xBB, 0xBF] + $0 },
    .init("BOM alone", "§8.1: no byte order mark") { _ in [0xEF, 0xBB, 0xBF] },
    .init("BOM after a space", "U+FEFF is not whitespace") { [0x20, 0xEF, 0xBB, 0xBF] + $0 },
    .init("BOM last", "U+FEFF is not whitespace") { $0 + [0xEF, 0xBB, 0xBF] },
    .init("the value twice", "one value per document") { $0 + $0 },
    .init("the value twice, spaced", "one value per document") { $0 + [0x20] + $0 },
    .init("then a number", "one value per document") { $0 + Array(" 1".utf8) },
    .init("then a string", "one value per document") { $0 + Array(#""a""#.utf8) },
    .init("then null", "one value per document") { $0 + Array("null".utf8) },
    .init("then a comma", "one value per document") { $0 + [UInt8(ascii: ",")] },
    .init("then a letter", "one value per document") { $0 + Array(" x".utf8) },
    .init("then a closing bracket", "brackets balance") { $0 + [UInt8(ascii: "]")] },
    .init("then NUL", "U+0000 is not whitespace") { $0 + [0x00] },
    .init("then form feed", "U+000C is not whitespace") { $0 + [0x0C] },
    .init("UTF-16LE", "§8.1: UTF-8 only") { $0.flatMap { [$0, 0x00] } },
    .init("UTF-16BE with BOM", "§8.1: UTF-8 only") { [0xFE, 0xFF] + $0.flatMap { [0x00, $0] } },
    .init("UTF-16LE with BOM", "§8.1: UTF-8 only") { [0xFF, 0xFE] + $0.flatMap { [$0, 0x00] } },
    .init("UTF-32LE", "§8.1: UTF-8 only") { $0.flatMap { [$0, 0x00, 0x00, 0x00] } },
  ]

  /// RFC 8259 §2: `ws = *( %x20 / %x09 / %x0A / %x0D )`, nothing else.
  static let whitespace: [JSONRejectCase] = [
    .invalid("form feed before a value", "\u{0C}1", "U+000C is not JSON whitespace"),
    .invalid("form feed after a value", "[1\u{0C}]", "U+000C is not JSON whitespace"),
    .invalid("form feed before a colon", "{\"a\"\u{0C}:1}", "U+000C is not JSON whitespace"),
    .invalid("vertical tab", "[1,\u{0B}2]", "U+000B is not JSON whitespace"),
    .invalid("NUL between tokens", "[1,\u{0}2]", "U+0000 is not JSON whitespace"),
    .invalid("next line", "[\u{85}1]", "U+0085 is not JSON whitespace"),
    .invalid("no-break space", "[\u{A0}1]", "U+00A0 is not JSON whitespace"),
    .invalid("line separator", "[1\u{2028}]", "U+2028 is not JSON whitespace"),
    .invalid("paragraph separator", "{\u{2029}}", "U+2029 is not JSON whitespace"),
    .invalid("ideographic space", "[\u{3000}]", "U+3000 is not JSON whitespace"),
    .invalid("zero width no-break space", "[\u{FEFF}1]", "U+FEFF is only a BOM, never whitespace"),
    .invalid("block comment", "[1/* c */]", "JSON has no comments"),
    .invalid("line comment", "[1// c\n]", "JSON has no comments"),
    .invalid("hash comment", "[1# c\n]", "JSON has no comments"),
  ]

  /// RFC 8259 §3: `false`, `null` and `true`, in lowercase, and no other names.
  static let literals: [JSONRejectCase] = [
    .invalid("capital True", "True", "literals are lowercase"),
    .invalid("capital FALSE", "FALSE", "literals are lowercase"),
    .invalid("capital Null", "Null", "literals are lowercase"),
    .invalid("truncated nul", "nul", "a literal must be complete"),
    .invalid("truncated tru", "tru", "a literal must be complete"),
    .invalid("truncated fals", "fals", "a literal must be complete"),
    .invalid("single t", "t", "a literal must be complete"),
    .invalid("nulll", "nulll", "nothing may follow a literal but whitespace or punctuation"),
    .invalid("truex", "truex", "nothing may follow a literal but whitespace or punctuation"),
    .invalid("space inside true", "tr ue", "a literal has no spaces"),
    .invalid("NaN", "NaN", "JSON has no NaN"),
    .invalid("negative NaN", "-NaN", "JSON has no NaN"),
    .invalid("Infinity", "Infinity", "JSON has no infinities"),
    .invalid("negative Infinity", "-Infinity", "JSON has no infinities"),
    .invalid("positive Infinity", "+Infinity", "JSON has no infinities or plus signs"),
    .invalid("undefined", "undefined", "JSON has no undefined"),
    .invalid("None", "None", "only true, false and null"),
    .invalid("nil", "nil", "only true, false and null"),
    .invalid("single-quoted string", "'a'", "strings are in double quotes"),
    .invalid("bare word", "abc", "strings are in double quotes"),
  ]

  /// RFC 8259 §6: `-? (0 / [1-9] *DIGIT) [. 1*DIGIT] [(e / E) [+ / -] 1*DIGIT]`.
  static let numbers: [JSONRejectCase] = [
    .invalid("leading zero", "01", "int is 0 or starts with 1-9"),
    .invalid("two zeros", "00", "int is 0 or starts with 1-9"),
    .invalid("negative leading zero", "-01", "int is 0 or starts with 1-9"),
    .invalid("leading zero before a point", "00.5", "int is 0 or starts with 1-9"),
    .invalid("plus sign", "+1", "only a minus sign may lead"),
    .invalid("plus zero", "+0", "only a minus sign may lead"),
    .invalid("leading point", ".5", "int is required before the point"),
    .invalid("minus and leading point", "-.5", "int is required before the point"),
    .invalid("trailing point", "1.", "frac needs a digit after the point"),
    .invalid("negative trailing point", "-1.", "frac needs a digit after the point"),
    .invalid("point then exponent", "2.e3", "frac needs a digit after the point"),
    .invalid("zero point then exponent", "0.e1", "frac needs a digit after the point"),
    .invalid("bare exponent", "1e", "exp needs a digit"),
    .invalid("bare capital exponent", "1E", "exp needs a digit"),
    .invalid("exponent plus only", "1e+", "exp needs a digit after the sign"),
    .invalid("exponent minus only", "1e-", "exp needs a digit after the sign"),
    .invalid("fraction then bare exponent", "1.5e", "exp needs a digit"),
    .invalid("two exponent signs", "1e+-1", "exp has at most one sign"),
    .invalid("fractional exponent", "1e1.5", "exp is an integer"),
    .invalid("two exponents", "1e2e3", "one exp at most"),
    .invalid("two points", "1.2.3", "one frac at most"),
    .invalid("exponent first", "e1", "a number starts with - or a digit"),
    .invalid("point exponent", ".e1", "a number starts with - or a digit"),
    .invalid("hexadecimal", "0x1F", "numbers are decimal"),
    .invalid("capital hexadecimal", "0X1", "numbers are decimal"),
    .invalid("binary", "0b1", "numbers are decimal"),
    .invalid("octal", "0o7", "numbers are decimal"),
    .invalid("underscore separator", "1_000", "digits only"),
    .invalid("type suffix", "1L", "digits only"),
    .invalid("float suffix", "1.5f", "digits only"),
    .invalid("minus alone", "-", "a minus sign needs a digit"),
    .invalid("two minus signs", "--1", "one minus sign at most"),
    .invalid("minus then space", "- 1", "no space after the minus sign"),
    .invalid("minus then plus", "-+1", "one sign at most"),
    .invalid("minus sign U+2212", "\u{2212}1", "the minus is U+002D"),
    .invalid("fullwidth digit", "\u{FF11}", "digits are ASCII"),
    .invalid("Arabic-Indic digit", "\u{0661}", "digits are ASCII"),
    .invalid("digit then space then digit", "[1 2]", "values are separated by commas"),
    // Runs of eight digits and more, which the reader checks eight at a time, and the bytes
    // just outside the digits' range.
    .invalid("long int then trailing point", "123456789012.", "frac needs a digit after the point"),
    .invalid("leading zero before eight digits", "012345678", "int is 0 or starts with 1-9"),
    .invalid("long fraction then second point", "1.123456789.5", "one frac at most"),
    .invalid("long exponent then second exponent", "1e123456789e2", "one exp at most"),
    .invalid("colon after seven digits", "1234567:", "digits only (':' follows '9')"),
    .invalid("slash after seven digits", "1234567/", "digits only ('/' precedes '0')"),
    .invalid("fullwidth digit after seven digits", "1234567\u{FF11}", "digits are ASCII"),
    .invalid("underscore after eight digits", "12345678_9", "digits only"),
  ]

  /// RFC 8259 §7: the escapes are `\" \\ \/ \b \f \n \r \t` and `\u` with four hex digits.
  static let escapes: [JSONRejectCase] = [
    .invalid("escape \\x", #""\x41""#, "not one of JSON's escapes"),
    .invalid("escape \\a", #""\a""#, "not one of JSON's escapes"),
    .invalid("escape \\v", #""\v""#, "not one of JSON's escapes"),
    .invalid("escape \\0", #""\0""#, "not one of JSON's escapes"),
    .invalid("escape \\'", #""\'""#, "not one of JSON's escapes"),
    .invalid("escape \\e", #""\e""#, "not one of JSON's escapes"),
    .invalid("escape \\U", #""\U0041""#, "\\u is lowercase"),
    .invalid("escaped space", #""\ ""#, "not one of JSON's escapes"),
    .invalid("escaped newline", "\"\\\n\"", "not one of JSON's escapes"),
    .invalid("escaped non-ASCII", "\"\\é\"", "not one of JSON's escapes"),
    .invalid("\\u without digits", #""\u""#, "\\u needs four hex digits"),
    .invalid("\\u with two digits", #""\u12""#, "\\u needs four hex digits"),
    .invalid("\\u with three digits", #""\u123""#, "\\u needs four hex digits"),
    .invalid("\\u with a non-hex digit", #""\u12G4""#, "\\u needs four hex digits"),
    .invalid("\\u with a space", #""\u 123""#, "\\u needs four hex digits"),
    .invalid("\\u with braces", #""\u{41}""#, "\\u needs four hex digits"),
    .invalid("\\u with a sign", #""\u+041""#, "\\u needs four hex digits"),
    .invalid("backslash before the closing quote", #""abc\""#, "the quote is escaped: no end"),
    .invalid("unclosed string", #""abc"#, "a string ends with a quote"),
    .invalid("quote alone", "\"", "a string ends with a quote"),
  ]

  /// RFC 8259 §8.2: IntentKit refuses `\u` escapes of lone surrogates.
  static let surrogates: [JSONRejectCase] = [
    .invalid("lone high surrogate", #""\uD800""#, "a high surrogate needs a low one"),
    .invalid("lone high surrogate, lowercase", #""\udbff""#, "a high surrogate needs a low one"),
    .invalid("high surrogate then text", #""\uD83Dx""#, "a high surrogate needs a low one"),
    .invalid("high surrogate then \\n", #""\uD83D\n""#, "a high surrogate needs a low one"),
    .invalid("high surrogate then a letter", #""\uD83D\u0041""#, "the next escape isn't low"),
    .invalid("two high surrogates", #""\uD83D\uD83D""#, "the next escape isn't low"),
    .invalid("high surrogate then a short \\u", #""\uD83D\uDE0""#, "the low one is incomplete"),
    .invalid("high surrogate at the end", #""a\uD800"#, "a high surrogate needs a low one"),
    .invalid("lone low surrogate", #""\uDC00""#, "a low surrogate needs a high one first"),
    .invalid("lone low surrogate, lowercase", #""\udfff""#, "a low surrogate needs a high one"),
    .invalid("low surrogate after text", #""a\uDE00""#, "a low surrogate needs a high one"),
    .invalid("reversed pair", #""\uDE00\uD83D""#, "low then high is not a pair"),
    .invalid("pair then a lone low", #""\uD83D\uDE00\uDE00""#, "the second low has no high"),
  ]

  /// RFC 8259 §7: U+0000 through U+001F must be escaped in a string; every one of them, raw.
  static let controlCharacters: [JSONRejectCase] = (0x00...0x1F).map { byte in
    .invalidString(
      "raw U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true)) in a string",
      [UInt8(ascii: "a"), UInt8(byte), UInt8(ascii: "b")],
      "control characters must be escaped"
    )
  }

  /// RFC 8259 §8.1 and RFC 3629 §3–4: text is UTF-8, in its shortest form, without surrogates,
  /// up to U+10FFFF.
  static let invalidUTF8: [JSONRejectCase] = [
    .invalidString("lone continuation byte 0x80", [0x80], "a continuation needs a lead"),
    .invalidString("lone continuation byte 0xBF", [0x61, 0xBF], "a continuation needs a lead"),
    .invalidString("continuation after a whole character", [0xC3, 0xA9, 0xA9], "one too many"),
    .invalidString("overlong '/' C0 AF", [0xC0, 0xAF], "overlong: C0 and C1 never appear"),
    .invalidString("overlong NUL C0 80", [0xC0, 0x80], "overlong: C0 and C1 never appear"),
    .invalidString("overlong C1 BF", [0xC1, 0xBF], "overlong: C0 and C1 never appear"),
    .invalidString("overlong 3-byte '/'", [0xE0, 0x80, 0xAF], "overlong: E0 needs A0-BF"),
    .invalidString("overlong 3-byte U+07FF", [0xE0, 0x9F, 0xBF], "overlong: E0 needs A0-BF"),
    .invalidString("overlong 4-byte '/'", [0xF0, 0x80, 0x80, 0xAF], "overlong: F0 needs 90-BF"),
    .invalidString("overlong 4-byte U+FFFF", [0xF0, 0x8F, 0xBF, 0xBF], "overlong: F0 needs 90-BF"),
    .invalidString("encoded U+D800", [0xED, 0xA0, 0x80], "surrogates aren't characters"),
    .invalidString("encoded U+DFFF", [0xED, 0xBF, 0xBF], "surrogates aren't characters"),
    .invalidString("CESU-8 pair", [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80], "surrogates, encoded"),
    .invalidString("U+110000", [0xF4, 0x90, 0x80, 0x80], "past U+10FFFF: F4 needs 80-8F"),
    .invalidString("lead byte F5", [0xF5, 0x80, 0x80, 0x80], "past U+10FFFF"),
    .invalidString("lead byte F7", [0xF7, 0xBF, 0xBF, 0xBF], "past U+10FFFF"),
    .invalidString("5-byte form", [0xF8, 0x88, 0x80, 0x80, 0x80], "UTF-8 has at most 4 bytes"),
    .invalidString("6-byte form", [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80], "at most 4 bytes"),
    .invalidString("byte FE", [0xFE], "never in UTF-8"),
    .invalidString("byte FF", [0xFF], "never in UTF-8"),
    .invalidString("UTF-16 BOM bytes", [0xFF, 0xFE], "never in UTF-8"),
    .invalidString("Latin-1 é", [0x63, 0x61, 0x66, 0xE9], "E9 is a lead, not a character"),
    .invalidString("truncated 2-byte", [0xC3], "the sequence ends at the quote"),
    .invalidString("truncated 3-byte", [0xE2, 0x82], "the sequence ends at the quote"),
    .invalidString("truncated 4-byte", [0xF0, 0x9F, 0x98], "the sequence ends at the quote"),
    .invalidString("lead then ASCII", [0xC3, 0x41], "a lead needs continuations"),
    .invalidString("4-byte lead then 2 continuations", [0xF0, 0x9F, 0x98, 0x41], "needs three"),
    .invalid("UTF-8 outside a string", "é", "a value can't start with a letter"),
    .invalidName("overlong '/' in a name", [0xC0, 0xAF], "member names are strings too"),
    .invalidName(
      "encoded surrogate in a name",
      [0xED, 0xB0, 0x80],
      "member names are strings too"
    ),
  ]

  /// RFC 8259 §4–5: `[ value *( , value ) ]` and `{ string : value *( , string : value ) }`.
  static let arraysAndObjects: [JSONRejectCase] = [
    .invalid("trailing comma in an array", "[1,]", "a comma separates values"),
    .invalid("trailing comma after two", "[1,2,]", "a comma separates values"),
    .invalid("trailing comma in an object", #"{"a":1,}"#, "a comma separates members"),
    .invalid("leading comma in an array", "[,1]", "a comma separates values"),
    .invalid("leading comma in an object", #"{,"a":1}"#, "a comma separates members"),
    .invalid("comma alone in an array", "[,]", "a comma separates values"),
    .invalid("comma alone in an object", "{,}", "a comma separates members"),
    .invalid("two commas", "[1,,2]", "a comma separates values"),
    .invalid("missing comma in an array", #"["a" "b"]"#, "values need a comma between"),
    .invalid("missing comma in an object", #"{"a":1 "b":2}"#, "members need a comma between"),
    .invalid("semicolon separator", "[1;2]", "values are separated by commas"),
    .invalid("missing colon", #"{"a" 1}"#, "a member name needs a colon"),
    .invalid("two colons", #"{"a"::1}"#, "one colon per member"),
    .invalid("equals sign", #"{"a"=1}"#, "a member name needs a colon"),
    .invalid("comma instead of colon", #"{"a",1}"#, "a member name needs a colon"),
    .invalid("second colon", #"{"a":1:2}"#, "one value per member"),
    .invalid("colon in an array", #"["a":1]"#, "arrays have no names"),
    .invalid("missing value", #"{"a":}"#, "a member needs a value"),
    .invalid("name only", #"{"a"}"#, "a member needs a colon and a value"),
    .invalid("missing name", "{:1}", "a member needs a name"),
    .invalid("number as name", "{1:1}", "names are strings"),
    .invalid("unquoted name", "{a:1}", "names are strings"),
    .invalid("single-quoted name", "{'a':1}", "names are in double quotes"),
    .invalid("null as name", "{null:1}", "names are strings"),
    .invalid("true as name", "{true:1}", "names are strings"),
    .invalid("array as name", "{[]:1}", "names are strings"),
    .invalid("object as name", "{{}:1}", "names are strings"),
    .invalid("unclosed array", "[1", "an array ends with ]"),
    .invalid("bracket alone", "[", "an array ends with ]"),
    .invalid("unclosed nested array", "[[]", "an array ends with ]"),
    .invalid("unclosed object", #"{"a":1"#, "an object ends with }"),
    .invalid("brace alone", "{", "an object ends with }"),
    .invalid("unclosed after a name", #"{"a""#, "an object ends with }"),
    .invalid("unclosed after a colon", #"{"a":"#, "an object ends with }"),
    .invalid("extra closing bracket", "[1]]", "brackets balance"),
    .invalid("extra closing brace", "{}}", "braces balance"),
    .invalid("closing bracket alone", "]", "brackets balance"),
    .invalid("closing brace alone", "}", "braces balance"),
    .invalid("array closed by a brace", "[1}", "an array ends with ]"),
    .invalid("object closed by a bracket", #"{"a":1]"#, "an object ends with }"),
    .invalid("empty array closed by a brace", "[}", "an array ends with ]"),
    .invalid("empty object closed by a bracket", "{]", "an object ends with }"),
    .invalid("deep trailing comma", #"{"x":[{"y":[1,]}]}"#, "the rule holds at any depth"),
    .invalid("deep missing colon", #"[[[{"a" 1}]]]"#, "the rule holds at any depth"),
  ]

  /// RFC 8259 §4 says names SHOULD be unique; IntentKit refuses two members with the same name,
  /// compared after unescaping (§8.3), at any depth and whatever the object's size.
  static let duplicateKeys: [JSONRejectCase] = [
    .duplicate("same name twice", #"{"a":1,"a":2}"#, "names are unique"),
    .duplicate("same name and value", #"{"a":1,"a":1}"#, "names are unique, values aside"),
    .duplicate("same name not adjacent", #"{"a":1,"b":2,"a":3}"#, "names are unique"),
    .duplicate("empty name twice", #"{"":1,"":2}"#, "the empty name too"),
    .duplicate("escaped then raw", #"{"\u0061":1,"a":2}"#, "compared after unescaping"),
    .duplicate("raw then escaped", #"{"a":1,"\u0061":2}"#, "compared after unescaping"),
    .duplicate("both escaped", #"{"\u0061":1,"\u0061":2}"#, "compared after unescaping"),
    .duplicate("upper and lower hex", #"{"\u00e9":1,"\u00E9":2}"#, "compared after unescaping"),
    .duplicate("escaped solidus", #"{"/":1,"\/":2}"#, "compared after unescaping"),
    .duplicate("escaped quote", #"{"\"":1,"\u0022":2}"#, "compared after unescaping"),
    .duplicate("raw é then escaped", #"{"é":1,"\u00e9":2}"#, "compared after unescaping"),
    .duplicate("raw emoji then pair", #"{"😀":1,"\ud83d\ude00":2}"#, "compared after unescaping"),
    .duplicate("nested object", #"{"x":{"a":1,"a":2}}"#, "at any depth"),
    .duplicate("object in an array", #"[{"a":1,"a":2}]"#, "at any depth"),
    .duplicate("deep object", #"{"a":{"b":{"c":{"d":1,"d":2}}}}"#, "at any depth"),
    .duplicate("outer after a nested one", #"{"a":{"a":1},"a":2}"#, "each object on its own"),
    .duplicate("outer after an array", #"{"a":[{"a":1}],"b":1,"a":2}"#, "each object on its own"),
    .duplicate("16th member repeats the 1st", object(keys: 15, then: ["k0"]), "linear check"),
    .duplicate("17th member repeats the 1st", object(keys: 16, then: ["k0"]), "hash set check"),
    .duplicate("18th member repeats the 17th", object(keys: 17, then: ["k16"]), "hash set"),
    .duplicate("30th member repeats the 3rd", object(keys: 29, then: ["k2"]), "hash set check"),
    .duplicate("escaped repeat past 16", object(keys: 20, then: [#"\u006b7"#]), "after unescaping"),
    .duplicate(
      "large object after a large sibling",
      "[" + object(keys: 17) + "," + object(keys: 20, then: ["k19"]) + "]",
      "each large object has its own set"
    ),
    .duplicate(
      "large outer repeats after a large inner",
      object(keys: 17).dropLast() + ",\"n\":" + object(keys: 17) + ",\"k3\":-1}",
      "the outer set survives the inner one"
    ),
  ]

  // MARK: - Building objects

  /// `{"k0":0,"k1":1,…}` with `keys` members, then members named `then`, valued -1.
  static func object(keys: Int, then repeated: [String] = []) -> String {
    let members = (0..<keys).map { #""k\#($0)":\#($0)"# } + repeated.map { #""\#($0)":-1"# }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// The canonical form of ``object(keys:then:)`` without repeats: names sorted by their bytes.
  static func canonicalObject(keys: Int) -> String {
    let members = (0..<keys).sorted { "k\($0)".utf8.lexicographicallyPrecedes("k\($1)".utf8) }
    return "{" + members.map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"
  }
}
