import IntentKit

/// A second JSON reader, written from RFC 8259's grammar and RFC 3629's definition of UTF-8 and
/// sharing no code with IntentKit's, for the property tests to check the strict reader's
/// decisions against: recursive, slow and simple.
///
/// It applies IntentKit's choices where the RFC leaves them open: no byte order mark, no lone
/// surrogate escapes, no two members of one object with the same name (compared after
/// unescaping), a depth limit and a size limit. Of several problems it reports the first in the
/// text, as the strict reader does.
struct ReferenceJSONValidator {
  var maximumDepth = 64
  var maximumSize = 16 << 20

  /// Returns `nil` if the text is a JSON document, or the code of the first problem.
  func problem(in bytes: [UInt8]) -> StrictJSONError.Code? {
    guard bytes.count <= maximumSize else { return .tooLarge }
    var parser = Parser(bytes: bytes, maximumDepth: maximumDepth)
    do {
      try parser.document()
      return nil
    } catch {
      return error.code
    }
  }
}

private struct Problem: Error {
  let code: StrictJSONError.Code

  static let invalid = Problem(code: .invalidJSON)
}

private struct Parser {
  let bytes: [UInt8]
  let maximumDepth: Int
  var index = 0

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Reads a document: `JSON-text = ws value ws`.
  mutating func document() throws(Problem) {
    whitespace()
    try value(depth: 0)
    whitespace()
    guard index == bytes.count else { throw .invalid }
  }

  var next: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips whitespace: `ws = *( %x20 / %x09 / %x0A / %x0D )`.
  mutating func whitespace() {
    while let byte = next, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
  }

  mutating func expect(_ character: Character) throws(Problem) {
    guard let byte = next, character.asciiValue == byte else { throw .invalid }
    index += 1
  }

  /// Reads a value: `value = false / null / true / object / array / number / string`.
  mutating func value(depth: Int) throws(Problem) {
    switch next.map({ Character(Unicode.Scalar($0)) }) {
    case "{": try object(depth: depth + 1)
    case "[": try array(depth: depth + 1)
    case "\"": _ = try string()
    case "t": try literal("true")
    case "f": try literal("false")
    case "n": try literal("null")
    case "-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9": try number()
    default: throw .invalid
    }
  }

  mutating func literal(_ word: String) throws(Problem) {
    for character in word { try expect(character) }
  }

  /// Reads an object: `object = { [ member *( , member ) ] }`, `member = string : value`.
  mutating func object(depth: Int) throws(Problem) {
    guard depth <= maximumDepth else { throw Problem(code: .tooDeep) }
    try expect("{")
    whitespace()
    if next == UInt8(ascii: "}") {
      index += 1
      return
    }
    var names: Set<[UInt32]> = []
    while true {
      whitespace()
      guard next == UInt8(ascii: "\"") else { throw .invalid }
      guard names.insert(try string()).inserted else { throw Problem(code: .duplicateKey) }
      whitespace()
      try expect(":")
      whitespace()
      try value(depth: depth)
      whitespace()
      if next == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect("}")
      return
    }
  }

  /// Reads an array: `array = [ [ value *( , value ) ] ]`.
  mutating func array(depth: Int) throws(Problem) {
    guard depth <= maximumDepth else { throw Problem(code: .tooDeep) }
    try expect("[")
    whitespace()
    if next == UInt8(ascii: "]") {
      index += 1
      return
    }
    while true {
      whitespace()
      try value(depth: depth)
      whitespace()
      if next == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect("]")
      return
    }
  }

  /// Reads a number: `number = [ minus ] int [ frac ] [ exp ]`.
  mutating func number() throws(Problem) {
    func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
    if next == UInt8(ascii: "-") { index += 1 }
    // int = zero / ( digit1-9 *DIGIT )
    guard isDigit(next) else { throw .invalid }
    if next == UInt8(ascii: "0") {
      index += 1
    } else {
      while isDigit(next) { index += 1 }
    }
    // frac = decimal-point 1*DIGIT
    if next == UInt8(ascii: ".") {
      index += 1
      guard isDigit(next) else { throw .invalid }
      while isDigit(next) { index += 1 }
    }
    // exp = e [ minus / plus ] 1*DIGIT
    if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
      index += 1
      if next == UInt8(ascii: "-") || next == UInt8(ascii: "+") { index += 1 }
      guard isDigit(next) else { throw .invalid }
      while isDigit(next) { index += 1 }
    }
  }

  /// Reads a string, `string = quotation-mark *char quotation-mark`, and returns its scalars.
  mutating func string() throws(Problem) -> [UInt32] {
    try expect("\"")
    var scalars: [UInt32] = []
    while true {
      guard let byte = next else { throw .invalid }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return scalars
      case UInt8(ascii: "\\"):
        index += 1
        scalars.append(try escape())
      case 0x00...0x1F:
        throw .invalid
      case 0x20...0x7F:
        index += 1
        scalars.append(UInt32(byte))
      default:
        scalars.append(try utf8Scalar())
      }
    }
  }

  /// The character after a backslash.
  mutating func escape() throws(Problem) -> UInt32 {
    guard let byte = next else { throw .invalid }
    index += 1
    switch Character(Unicode.Scalar(byte)) {
    case "\"", "\\", "/": return UInt32(byte)
    case "b": return 0x08
    case "f": return 0x0C
    case "n": return 0x0A
    case "r": return 0x0D
    case "t": return 0x09
    case "u":
      let unit = try hex4()
      switch unit {
      case 0xD800...0xDBFF:
        try expect("\\")
        try expect("u")
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw .invalid }
        return 0x10000 + (unit - 0xD800) * 0x400 + (low - 0xDC00)
      case 0xDC00...0xDFFF:
        throw .invalid
      default:
        return unit
      }
    default:
      throw .invalid
    }
  }

  mutating func hex4() throws(Problem) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
      bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
    else { throw .invalid }
    index += 4
    return value
  }

  /// Decodes one multi-byte UTF-8 sequence, then checks the value it encodes (RFC 3629 §3).
  mutating func utf8Scalar() throws(Problem) -> UInt32 {
    let lead = bytes[index]
    let (length, bits): (Int, UInt8) =
      switch lead {
      case 0xC0...0xDF: (2, lead & 0x1F)
      case 0xE0...0xEF: (3, lead & 0x0F)
      case 0xF0...0xF7: (4, lead & 0x07)
      default: throw .invalid
      }
    var value = UInt32(bits)
    for offset in 1..<length {
      guard index + offset < bytes.count, bytes[index + offset] & 0xC0 == 0x80 else {
        throw .invalid
      }
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    let smallest: UInt32 = [2: 0x80, 3: 0x800, 4: 0x10000][length] ?? 0
    guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
      throw .invalid
    }
    index += length
    return value
  }
}
