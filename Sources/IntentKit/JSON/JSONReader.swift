/// IntentKit's JSON reader: RFC 8259 exactly, in one pass and without recursion.
///
/// It refuses everything the grammar refuses wherever it stands, whether a decoder would read
/// that part of the document or not, and decides the cases the RFC leaves to implementations:
///
/// - A byte order mark is refused (RFC 8259 §8.1 forbids sending one).
/// - Text must be UTF-8; overlong forms, encoded surrogates and values past U+10FFFF are refused.
/// - A `\u` escape of a lone surrogate is refused: it can't become a Unicode string, and readers
///   that replace it and readers that keep it would read different text.
/// - Two members of one object with the same name (after unescaping) are refused.
/// - Numbers are checked against the grammar and kept as written; a decoder converts one only
///   when it reads it, exactly or not at all.
/// - Arrays and objects may nest ``Limits/maximumDepth`` levels, and the document may have
///   ``Limits/maximumSize`` bytes.
enum JSONReader {
  /// How large and how deep a document may be.
  struct Limits: Sendable, Hashable {
    /// The deepest nesting of arrays and objects.
    var maximumDepth: Int
    /// The largest document, in bytes.
    var maximumSize: Int
  }

  /// Reads a document's values.
  static func read(
    _ bytes: [UInt8],
    limits: Limits
  ) throws(StrictJSONError) -> [JSONDocument.Entry] {
    guard bytes.count <= min(limits.maximumSize, Int(UInt32.max - 1)) else {
      throw StrictJSONError(
        code: .tooLarge,
        path: "",
        message: "the document is \(bytes.count) bytes; the limit is \(limits.maximumSize)"
      )
    }
    let result: Result<[JSONDocument.Entry], StrictJSONError> = bytes.withUnsafeBufferPointer {
      text in
      var parser = Parser(text: text, maximumDepth: limits.maximumDepth)
      do throws(StrictJSONError) {
        try parser.parse()
        return .success(parser.entries)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The value of a hexadecimal digit the reader has checked.
  @inline(__always)
  static func hexDigitValue(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: 0xFF
    }
  }
}

// MARK: - The parser

extension JSONReader {
  private struct Parser {
    typealias Entry = JSONDocument.Entry

    /// An array or object being read.
    struct Frame {
      var entry: Int
      var isObject: Bool
      var count: UInt32 = 0
      /// Where this object's keys start in `keys`.
      var keysStart: Int
      /// The key entry of the member being read, or -1 before the first.
      var currentKey: Int = -1
    }

    /// What the parser expects next.
    enum State {
      case value, afterValue, key
    }

    let text: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var position = 0
    var entries: [Entry] = []
    var frames: [Frame] = []
    /// The key entries of every open object, innermost last.
    var keys: [Int] = []
    /// For objects with many members, their keys' bytes, by the depth of the object.
    var keySets: [Int: Set<[UInt8]>] = [:]
    /// Whether the last structural character was a comma, for a precise message about
    /// trailing commas.
    var afterComma = false

    /// Objects with more members than this check names for duplicates in a hash set.
    static let linearKeyCheckLimit = 16

    init(text: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
      self.text = text
      self.maximumDepth = maximumDepth
      entries.reserveCapacity(text.count / 8 + 4)
      frames.reserveCapacity(16)
      keys.reserveCapacity(32)
    }

    mutating func parse() throws(StrictJSONError) {
      if text.count >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF {
        throw syntaxError("the document starts with a byte order mark (U+FEFF), which JSON forbids")
      }
      skipWhitespace()
      guard position < text.count else {
        throw syntaxError(text.isEmpty ? "the document is empty" : "the document has no value")
      }
      var state = State.value
      while true {
        switch state {
        case .value:
          state = try readValue()
        case .afterValue:
          guard !frames.isEmpty else {
            skipWhitespace()
            guard position == text.count else {
              throw syntaxError("unexpected \(describeByte()) after the document's value")
            }
            return
          }
          state = try continueContainer()
        case .key:
          try readKey()
          state = .value
        }
      }
    }

    // MARK: Values

    private mutating func readValue() throws(StrictJSONError) -> State {
      guard position < text.count else {
        throw syntaxError("the document ends where a value should be")
      }
      let byte = text[position]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        return try open(isObject: byte == UInt8(ascii: "{"))
      case UInt8(ascii: "\""):
        try readString()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try readNumber()
      case UInt8(ascii: "t"):
        try readLiteral("true", kind: .true)
      case UInt8(ascii: "f"):
        try readLiteral("false", kind: .false)
      case UInt8(ascii: "n"):
        try readLiteral("null", kind: .null)
      case UInt8(ascii: "]") where afterComma, UInt8(ascii: "}") where afterComma:
        throw syntaxError("a comma can't come before '\(Character(Unicode.Scalar(byte)))'")
      default:
        throw syntaxError("expected a value, found \(describeWord())")
      }
      afterComma = false
      return .afterValue
    }

    private mutating func open(isObject: Bool) throws(StrictJSONError) -> State {
      guard frames.count < maximumDepth else {
        throw StrictJSONError(
          code: .tooDeep,
          path: currentPath(),
          offset: position,
          message: "arrays and objects nest more than \(maximumDepth) levels deep"
            + location()
        )
      }
      frames.append(Frame(entry: entries.count, isObject: isObject, keysStart: keys.count))
      entries.append(
        Entry(
          start: UInt32(position),
          length: 0,
          end: 0,
          kind: isObject ? .object : .array,
          flags: 0
        )
      )
      position += 1
      afterComma = false
      skipWhitespace()
      let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
      if position < text.count, text[position] == closing {
        position += 1
        close()
        return .afterValue
      }
      return isObject ? .key : .value
    }

    /// After a value inside an array or object: a comma and the next, or the closing bracket.
    private mutating func continueContainer() throws(StrictJSONError) -> State {
      frames[frames.count - 1].count += 1
      skipWhitespace()
      let isObject = frames[frames.count - 1].isObject
      guard position < text.count else {
        throw syntaxError("the document ends inside an \(isObject ? "object" : "array")")
      }
      switch text[position] {
      case UInt8(ascii: ","):
        position += 1
        afterComma = true
        skipWhitespace()
        return isObject ? .key : .value
      case UInt8(ascii: "}") where isObject, UInt8(ascii: "]") where !isObject:
        position += 1
        close()
        return .afterValue
      default:
        let expected =
          isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
        throw syntaxError("expected \(expected), found \(describeByte())")
      }
    }

    private mutating func close() {
      let frame = frames.removeLast()
      entries[frame.entry].length = frame.count
      entries[frame.entry].end = UInt32(entries.count)
      if frame.isObject {
        keys.removeSubrange(frame.keysStart...)
        if frame.count > Self.linearKeyCheckLimit {
          keySets[frames.count] = nil
        }
      }
    }

    // MARK: Keys

    private mutating func readKey() throws(StrictJSONError) {
      guard position < text.count, text[position] == UInt8(ascii: "\"") else {
        if position < text.count, text[position] == UInt8(ascii: "}"), afterComma {
          throw syntaxError("a comma can't come before '}'")
        }
        throw syntaxError("expected a member name in double quotes, found \(describeByte())")
      }
      let key = entries.count
      try readString()
      try checkUnique(key)
      frames[frames.count - 1].currentKey = key
      skipWhitespace()
      guard position < text.count, text[position] == UInt8(ascii: ":") else {
        throw syntaxError("expected ':' after a member name, found \(describeByte())")
      }
      position += 1
      afterComma = false
      skipWhitespace()
    }

    /// Refuses a key that an earlier member of the same object has.
    private mutating func checkUnique(_ key: Int) throws(StrictJSONError) {
      let frame = frames[frames.count - 1]
      let earlier = keys.count - frame.keysStart
      if earlier < Self.linearKeyCheckLimit {
        for other in keys[frame.keysStart...] where keysEqual(other, key) {
          throw duplicate(key)
        }
      } else {
        let depth = frames.count - 1
        if keySets[depth] == nil {
          keySets[depth] = Set(keys[frame.keysStart...].map(unescaped))
        }
        guard keySets[depth, default: []].insert(unescaped(key)).inserted else {
          throw duplicate(key)
        }
      }
      keys.append(key)
    }

    private func keysEqual(_ first: Int, _ second: Int) -> Bool {
      let (a, b) = (entries[first], entries[second])
      if (a.flags | b.flags) & Entry.hasEscapes == 0 {
        guard a.length == b.length else { return false }
        return UnsafeBufferPointer(rebasing: text[Int(a.start)..<Int(a.start + a.length)])
          .elementsEqual(
            UnsafeBufferPointer(rebasing: text[Int(b.start)..<Int(b.start + b.length)])
          )
      }
      return unescaped(first) == unescaped(second)
    }

    private func unescaped(_ key: Int) -> [UInt8] {
      JSONDocument.unescape(text, entries[key])
    }

    private mutating func duplicate(_ key: Int) -> StrictJSONError {
      frames[frames.count - 1].currentKey = key
      // The name's opening quote, for the offset and the message's location alike.
      position = Int(entries[key].start) - 1
      let name = String(decoding: unescaped(key), as: UTF8.self)
      return StrictJSONError(
        code: .duplicateKey,
        path: currentPath(),
        offset: position,
        message: "the object has two members named \(TextLimits.quoted(name))" + location()
      )
    }

    // MARK: Strings

    private mutating func readString() throws(StrictJSONError) {
      let quote = position
      position += 1
      let start = position
      var flags: UInt8 = 0
      while true {
        skipPlainStringBytes()
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

    /// Skips eight bytes at a time while none of them ends the string, starts an escape, is a
    /// control character or starts a multi-byte UTF-8 sequence.
    @inline(__always)
    private mutating func skipPlainStringBytes() {
      guard let base = text.baseAddress else { return }
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highBits: UInt64 = 0x8080_8080_8080_8080
      while position + 8 <= text.count {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let special =
          ((word &- ones &* 0x20) | (quotes &- ones) & ~quotes | (backslashes &- ones)
            & ~backslashes | word) & highBits
        guard special == 0 else { return }
        position += 8
      }
    }

    private mutating func readEscape() throws(StrictJSONError) {
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
    private mutating func hexEscape(at backslash: Int) throws(StrictJSONError) -> UInt32 {
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
    private mutating func readUTF8Sequence() throws(StrictJSONError) {
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

    private mutating func readNumber() throws(StrictJSONError) {
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
    private func isDigit(_ byte: UInt8) -> Bool {
      byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always)
    private mutating func skipDigits() {
      while position < text.count, isDigit(text[position]) { position += 1 }
    }

    private mutating func readLiteral(
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
    private mutating func skipWhitespace() {
      while position < text.count {
        switch text[position] {
        case 0x20, 0x0A, 0x0D, 0x09: position += 1
        default: return
        }
      }
    }

    // MARK: Errors

    private func syntaxError(_ rule: String) -> StrictJSONError {
      StrictJSONError(
        code: .invalidJSON,
        path: currentPath(),
        offset: position,
        message: rule + location()
      )
    }

    /// Where the reader is, as ` (line 2, column 14)`, counting columns in bytes from 1.
    private func location() -> String {
      let offset = position
      var (line, lineStart) = (1, 0)
      for index in 0..<min(offset, text.count) where text[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      return " (line \(line), column \(offset - lineStart + 1))"
    }

    /// The path to the value being read, from the open arrays and objects.
    private func currentPath() -> String {
      JSONPath.string(
        frames.compactMap { frame -> JSONPath.Component? in
          if frame.isObject {
            guard frame.currentKey >= 0 else { return nil }
            return .key(String(decoding: unescaped(frame.currentKey), as: UTF8.self))
          }
          return .index(Int(frame.count))
        }
      )
    }

    private func describeByte() -> String {
      guard position < text.count else { return "the end of the document" }
      let byte = text[position]
      switch byte {
      case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
      case 0x80...: return "byte 0x\(hex(UInt32(byte), digits: 2))"
      default: return "U+\(hex(UInt32(byte), digits: 4))"
      }
    }

    /// The letters at `position`, for a misspelt literal such as `True` or `nul`.
    private func describeWord() -> String {
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
    private func describeEscape() -> String {
      let end = min(position + 6, text.count)
      let written = String(
        decoding: UnsafeBufferPointer(rebasing: text[position..<end]),
        as: UTF8.self
      )
      return TextLimits.quoted(
        written.prefix(position + 1 < text.count && text[position + 1] == UInt8(ascii: "u") ? 6 : 2)
      )
    }

    private func hex(_ value: UInt32, digits: Int) -> String {
      let text = String(value, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
  }
}
