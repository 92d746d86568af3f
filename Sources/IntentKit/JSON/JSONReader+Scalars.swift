// Strings, numbers, literals and whitespace, as RFC 8259 §§4–7 define them.

extension JSONReader.Parser {
  // MARK: Strings

  mutating func readString() throws(StrictJSONError) {
    let quote = position
    position += 1
    let start = position
    var flags: UInt8 = 0
    while true {
      position = JSONPlainBytes.end(in: text, from: position, flagsDelete: false)
      guard position < text.count else {
        position = quote
        throw syntaxError("the string that starts here has no closing quote")
      }
      let byte = text[position]
      if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        entries.append(
          Entry(
            start: UInt32(start),
            length: UInt32(position - start),
            end: UInt32(entries.count + 1),
            kind: .string,
            flags: flags
          )
        )
        position += 1
        return
      case UInt8(ascii: "\\"):
        flags = Entry.hasEscapes
        try readEscape()
      case ..<0x20:
        throw syntaxError(
          "a control character (U+\(hex(UInt32(byte), digits: 4))) must be escaped in a string"
        )
      default:
        try readUTF8Sequence()
      }
    }
  }

  mutating func readEscape() throws(StrictJSONError) {
    let backslash = position
    position += 1
    guard position < text.count else {
      throw syntaxError("the document ends inside an escape")
    }
    switch text[position] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 1
    case UInt8(ascii: "u"):
      let unit = try hexEscape(at: backslash)
      position = backslash + 6
      switch unit {
      case 0xD800...0xDBFF:
        guard position + 1 < text.count, text[position] == UInt8(ascii: "\\"),
          text[position + 1] == UInt8(ascii: "u"),
          case let low = try hexEscape(at: position), (0xDC00...0xDFFF).contains(low)
        else {
          position = backslash
          throw syntaxError(
            "the high surrogate \\u\(hex(unit, digits: 4)) isn't followed by a low surrogate"
          )
        }
        position += 6
      case 0xDC00...0xDFFF:
        position = backslash
        throw syntaxError("the low surrogate \\u\(hex(unit, digits: 4)) has no high surrogate")
      default:
        break
      }
    default:
      position = backslash
      throw syntaxError("\(describeEscape()) is not a JSON escape")
    }
  }

  /// Reads the four hexadecimal digits of the `\u` escape at `backslash`.
  mutating func hexEscape(at backslash: Int) throws(StrictJSONError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 2..<6 {
      let digit =
        backslash + offset < text.count
        ? JSONReader.hexDigitValue(text[backslash + offset]) : 0xFF
      guard digit != 0xFF else {
        position = backslash
        throw syntaxError("\(describeEscape()) needs four hexadecimal digits after \\u")
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Checks one UTF-8 sequence of two to four bytes (RFC 3629).
  mutating func readUTF8Sequence() throws(StrictJSONError) {
    let lead = text[position]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    default: throw syntaxError("byte 0x\(hex(UInt32(lead), digits: 2)) is not valid UTF-8")
    }
    guard position + length <= text.count, secondRange.contains(text[position + 1]),
      (2..<length).allSatisfy({ (0x80...0xBF).contains(text[position + $0]) })
    else {
      throw syntaxError("the bytes here are not valid UTF-8")
    }
    position += length
  }

  // MARK: Numbers and literals

  mutating func readNumber() throws(StrictJSONError) {
    let start = position
    var flags = Entry.isInteger
    if text[position] == UInt8(ascii: "-") {
      flags |= Entry.isNegative
      position += 1
    }
    guard position < text.count, isDigit(text[position]) else {
      throw syntaxError("a minus sign must be followed by a digit, found \(describeByte())")
    }
    if text[position] == UInt8(ascii: "0") {
      position += 1
      if position < text.count, isDigit(text[position]) {
        position = start
        throw syntaxError("a number can't start with 0 followed by another digit")
      }
    } else {
      skipDigits()
    }
    if position < text.count, text[position] == UInt8(ascii: ".") {
      flags &= ~Entry.isInteger
      position += 1
      guard position < text.count, isDigit(text[position]) else {
        throw syntaxError("a decimal point must be followed by a digit, found \(describeByte())")
      }
      skipDigits()
    }
    if position < text.count, text[position] | 0x20 == UInt8(ascii: "e") {
      flags &= ~Entry.isInteger
      position += 1
      if position < text.count,
        text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position < text.count, isDigit(text[position]) else {
        throw syntaxError("an exponent must have a digit, found \(describeByte())")
      }
      skipDigits()
    }
    entries.append(
      Entry(
        start: UInt32(start),
        length: UInt32(position - start),
        end: UInt32(entries.count + 1),
        kind: .number,
        flags: flags
      )
    )
  }

  @inline(__always)
  func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  @inline(__always)
  mutating func skipDigits() {
    while let word = JSONReader.word(at: position, in: text), JSONReader.isEightDigits(word) {
      position += 8
    }
    while position < text.count, isDigit(text[position]) { position += 1 }
  }

  mutating func readLiteral(
    _ literal: StaticString,
    kind: JSONDocument.Kind
  ) throws(StrictJSONError) {
    let length = literal.utf8CodeUnitCount
    let expected = UnsafeBufferPointer(start: literal.utf8Start, count: length)
    guard position + length <= text.count,
      UnsafeBufferPointer(rebasing: text[position..<position + length]).elementsEqual(expected)
    else {
      throw syntaxError("expected a value, found \(describeWord())")
    }
    entries.append(
      Entry(
        start: UInt32(position),
        length: UInt32(length),
        end: UInt32(entries.count + 1),
        kind: kind,
        flags: 0
      )
    )
    position += length
  }

  // MARK: Whitespace

  @inline(__always)
  mutating func skipWhitespace() {
    while position < text.count {
      switch text[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }
}
