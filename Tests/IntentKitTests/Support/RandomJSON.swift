import IntentKitTesting

/// Random JSON for the strict reader's property tests: values, the many ways to write one
/// value, and byte mutations that break the text the ways a fuzzer does.
enum RandomJSON {
  /// Member names, chosen often so that mutations that add members make duplicates: escapes,
  /// non-ASCII, control characters and near-misses among them.
  static let names = [
    "a", "b", "A", "id", "", " ", "a b", "é", "e\u{301}", "日本", "😀", "\"", "\\", "/", "\n",
    "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{FEFF}", "minorUnits", "k16", "key-with-long-name",
  ]

  // MARK: - Values

  /// A random value, nesting at most `depth` more levels.
  static func value(depth: Int, using generator: inout SeededRandomNumberGenerator) -> JSONTestValue
  {
    let kind = Int.random(in: 0..<(depth > 0 ? 9 : 6), using: &generator)
    switch kind {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .integer(integer(using: &generator))
    case 3: return .double(double(using: &generator))
    case 4, 5: return .string(string(using: &generator))
    case 6, 7:
      let count = Int.random(in: 0...5, using: &generator)
      return .array((0..<count).map { _ in value(depth: depth - 1, using: &generator) })
    default:
      // Sometimes past 16 members, where the reader and decoder switch to hash tables.
      let count =
        Int.random(in: 0..<8, using: &generator) == 0
        ? Int.random(in: 15...24, using: &generator) : Int.random(in: 0...5, using: &generator)
      var members: [String: JSONTestValue] = [:]
      for index in 0..<count {
        let name =
          Int.random(in: 0..<5, using: &generator) < 3
          ? names.randomElement(using: &generator) ?? "a" : "m\(index)-" + string(using: &generator)
        members[name] = value(depth: depth - 1, using: &generator)
      }
      return .object(members)
    }
  }

  static func integer(using generator: inout SeededRandomNumberGenerator) -> Int64 {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: [0, 1, -1, .min, .max, .min + 1, .max - 1].randomElement(using: &generator) ?? 0
    case 1: Int64.random(in: -1_000...1_000, using: &generator)
    default: Int64(bitPattern: generator.next()) >> Int.random(in: 0...62, using: &generator)
    }
  }

  static func double(using generator: inout SeededRandomNumberGenerator) -> Double {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      return [
        0.0, -0.0, 0.1, 1.5, 1e16, 1e21, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      ]
      .randomElement(using: &generator) ?? 0
    case 1:
      return Double(Int.random(in: -10_000...10_000, using: &generator)) / 8
    default:
      while true {
        let value = Double(bitPattern: generator.next())
        if value.isFinite { return value }
      }
    }
  }

  /// A string of up to 12 scalars from every class the reader and writer treat differently.
  static func string(using generator: inout SeededRandomNumberGenerator) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
      let value: UInt32 =
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: UInt32.random(in: 0x00...0x1F, using: &generator)
        case 1:
          [0x22, 0x5C, 0x2F, 0x7F, 0x2028, 0x2029, 0xFEFF, 0xFFFF].randomElement(using: &generator)
            ?? 0
        case 2: UInt32.random(in: 0x80...0x7FF, using: &generator)
        case 3: UInt32.random(in: 0x800...0xD7FF, using: &generator)
        case 4: UInt32.random(in: 0xE000...0xFFFD, using: &generator)
        case 5: UInt32.random(in: 0x10000...0x10FFFF, using: &generator)
        default: UInt32.random(in: 0x20...0x7E, using: &generator)
        }
      if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
    }
    return String(scalars)
  }

  /// A random document: an object or an array most of the time, as requests are.
  static func document(
    depth: Int,
    using generator: inout SeededRandomNumberGenerator
  ) -> JSONTestValue {
    guard Int.random(in: 0..<4, using: &generator) > 0 else {
      return value(depth: depth, using: &generator)
    }
    let members = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
      (names.randomElement(using: &generator) ?? "a", value(depth: depth - 1, using: &generator))
    }
    return Bool.random(using: &generator)
      ? .array(members.map(\.1))
      : .object(Dictionary(members) { first, _ in first })
  }

  // MARK: - Writing loosely

  /// The value written as valid JSON in a random one of its many forms: whitespace between
  /// tokens, members in any order, characters escaped or not (`\u` in either case, pairs for
  /// astral characters, `\/`), `-0` for 0, and equivalent spellings of doubles.
  static func looseText(
    of value: JSONTestValue,
    using generator: inout SeededRandomNumberGenerator
  ) -> [UInt8] {
    var output: [UInt8] = []
    writeLoosely(value, to: &output, using: &generator)
    return whitespace(using: &generator) + output + whitespace(using: &generator)
  }

  private static func whitespace(using generator: inout SeededRandomNumberGenerator) -> [UInt8] {
    guard Int.random(in: 0..<3, using: &generator) == 0 else { return [] }
    return (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      [0x20, 0x09, 0x0A, 0x0D].randomElement(using: &generator) ?? 0x20
    }
  }

  private static func writeLoosely(
    _ value: JSONTestValue,
    to output: inout [UInt8],
    using generator: inout SeededRandomNumberGenerator
  ) {
    switch value {
    case .null: output += Array("null".utf8)
    case .bool(let value): output += Array((value ? "true" : "false").utf8)
    case .integer(let value):
      output += Array((value == 0 && Bool.random(using: &generator) ? "-0" : String(value)).utf8)
    case .double(let value): output += Array(spelling(of: value, using: &generator).utf8)
    case .string(let value): writeString(value, to: &output, using: &generator)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output += whitespace(using: &generator)
        writeLoosely(element, to: &output, using: &generator)
        output += whitespace(using: &generator)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, (name, member)) in members.shuffled(using: &generator).enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output += whitespace(using: &generator)
        writeString(name, to: &output, using: &generator)
        output +=
          whitespace(using: &generator) + [UInt8(ascii: ":")] + whitespace(using: &generator)
        writeLoosely(member, to: &output, using: &generator)
        output += whitespace(using: &generator)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Another text for the same double: `E` for `e`, no `+` in the exponent, a trailing zero.
  private static func spelling(
    of value: Double,
    using generator: inout SeededRandomNumberGenerator
  ) -> String {
    var text = value.description
    if Bool.random(using: &generator) { text = text.replacing("e+", with: "e") }
    if Bool.random(using: &generator) { text = text.replacing("e", with: "E") }
    if Bool.random(using: &generator) {
      let exponent = text.firstIndex { $0 == "e" || $0 == "E" } ?? text.endIndex
      let mantissa = text[..<exponent]
      text = mantissa + (mantissa.contains(".") ? "0" : ".0") + text[exponent...]
    }
    return text
  }

  private static func writeString(
    _ value: String,
    to output: inout [UInt8],
    using generator: inout SeededRandomNumberGenerator
  ) {
    func hex(_ unit: UInt32) -> [UInt8] {
      let digits = String(unit, radix: 16, uppercase: Bool.random(using: &generator))
      return Array(("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
    }
    let short: [Unicode.Scalar: String] = [
      "\"": #"\""#, "\\": #"\\"#, "/": #"\/"#, "\u{8}": #"\b"#, "\u{C}": #"\f"#, "\n": #"\n"#,
      "\r": #"\r"#, "\t": #"\t"#,
    ]
    output.append(UInt8(ascii: "\""))
    for scalar in value.unicodeScalars {
      let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
      guard mustEscape || Int.random(in: 0..<4, using: &generator) == 0 else {
        output += Array(String(scalar).utf8)
        continue
      }
      if let escape = short[scalar], Bool.random(using: &generator) {
        output += Array(escape.utf8)
      } else if scalar.value >= 0x10000 {
        let offset = scalar.value - 0x10000
        output += hex(0xD800 + (offset >> 10)) + hex(0xDC00 + (offset & 0x3FF))
      } else {
        output += hex(scalar.value)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  // MARK: - Mutations

  /// Bytes and tokens that mutations insert: structure, escapes, surrogates, numbers at the
  /// edges, invalid UTF-8 and a byte order mark.
  static let fragments: [[UInt8]] =
    [
      "{", "}", "[", "]", ",", ":", "\"", "\\", " ", "\t", "\n", "\r", "\u{C}", "0", "1", "-", "+",
      ".", "e", "E", "x", "n", "t", "f", "null", "true", "1e400", "-0", "0.5", "01", "1.", "\\u",
      "\\u0000", "\\uD800", "\\uDC00", "\\ud83d\\ude00", "\\u0061", "\\x", ",]", ",}", "[]", "{}",
      "\"a\":1,", "\"a\":", "é", "😀", "\u{2028}", "\u{A0}",
    ].map { Array($0.utf8) } + [
      [0x00], [0x1F], [0x7F], [0x80], [0xBF], [0xC0, 0xAF], [0xC3], [0xED, 0xA0, 0x80],
      [0xF0, 0x9F],
      [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], [0xEF, 0xBB, 0xBF],
    ]

  /// The text after one or two random mutations.
  static func mutate(_ text: [UInt8], using generator: inout SeededRandomNumberGenerator) -> [UInt8]
  {
    var bytes = text
    for _ in 0..<Int.random(in: 1...2, using: &generator) {
      let position = Int.random(in: 0...bytes.count, using: &generator)
      let fragment = fragments.randomElement(using: &generator) ?? []
      switch Int.random(in: 0..<11, using: &generator) {
      case 0:
        bytes.insert(contentsOf: fragment, at: position)
      case 1 where position < bytes.count:
        bytes.replaceSubrange(position...position, with: fragment)
      case 2 where position < bytes.count:
        let end = min(bytes.count, position + Int.random(in: 1...4, using: &generator))
        bytes.removeSubrange(position..<end)
      case 3 where position < bytes.count:
        // Repeat a span: a member twice, or a nested value inside itself.
        let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
        let span = Array(bytes[position..<end])
        bytes.insert(contentsOf: span, at: Int.random(in: 0...bytes.count, using: &generator))
      case 4 where position < bytes.count:
        bytes[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
      case 5, 6:
        insertMember(into: &bytes, using: &generator)
      case 7:
        bytes.removeSubrange(min(position, bytes.count)...)
      case 8:
        // Deeper: the document inside arrays and objects, past the depth limit or not.
        let levels = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
          Bool.random(using: &generator)
        }
        let open = levels.map { Array(($0 ? "[" : #"{"w":"#).utf8) }.joined()
        let close = levels.reversed().map { $0 ? UInt8(ascii: "]") : UInt8(ascii: "}") }
        bytes = Array(open) + bytes + close
      case 9:
        bytes.insert(contentsOf: whitespace(using: &generator) + [0x20], at: position)
      default:
        bytes.insert(contentsOf: fragment, at: position)
      }
    }
    return bytes
  }

  /// Adds a member to a random object: a copy of its first member's name, or a common name.
  private static func insertMember(
    into bytes: inout [UInt8],
    using generator: inout SeededRandomNumberGenerator
  ) {
    let braces = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }
    guard let brace = braces.randomElement(using: &generator) else { return }
    var member = firstName(after: brace, in: bytes) ?? []
    if member.isEmpty || Bool.random(using: &generator) {
      member = []
      writeString(names.randomElement(using: &generator) ?? "a", to: &member, using: &generator)
    }
    member += Array(":0".utf8)
    let isEmpty = brace + 1 < bytes.count && bytes[brace + 1] == UInt8(ascii: "}")
    bytes.insert(contentsOf: member + (isEmpty ? [] : [UInt8(ascii: ",")]), at: brace + 1)
  }

  /// The text of the first member name after an opening brace, quotes included, if there is one.
  private static func firstName(after brace: Int, in bytes: [UInt8]) -> [UInt8]? {
    var start = brace + 1
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
    var end = start + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
    }
    return end < bytes.count ? Array(bytes[start...end]) : nil
  }
}
