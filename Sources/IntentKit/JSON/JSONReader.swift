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
    _ text: UnsafeBufferPointer<UInt8>,
    limits: Limits
  ) throws(StrictJSONError) -> UnsafeMutableBufferPointer<JSONDocument.Entry> {
    try checkSize(text.count, limits: limits)
    var parser = Parser(text: text, maximumDepth: limits.maximumDepth)
    defer {
      parser.frames.deallocate()
      parser.keys.deallocate()
    }
    do {
      try parser.parse()
    } catch {
      parser.entries.deallocate()
      throw error
    }
    return parser.entries.written
  }

  /// Refuses a document larger than the limit, before anything reads or copies it.
  static func checkSize(_ count: Int, limits: Limits) throws(StrictJSONError) {
    guard count <= min(limits.maximumSize, Int(UInt32.max - 1)) else {
      throw StrictJSONError(
        code: .tooLarge,
        path: "",
        message: "the document is \(count) bytes; the limit is \(limits.maximumSize)"
      )
    }
  }

  /// The eight bytes at `offset` as a little-endian word, its first byte lowest, or `nil` if
  /// fewer than eight bytes are left.
  @inline(__always)
  static func word(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    guard let base = bytes.baseAddress, offset >= 0, offset + 8 <= bytes.count else { return nil }
    return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
  }

  /// Whether every byte of a word is an ASCII digit.
  @inline(__always)
  static func isEightDigits(_ word: UInt64) -> Bool {
    let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    // A digit's high nibble is 3, and still 3 after adding 6 (0x39 + 6 = 0x3F, 0x3A + 6 = 0x40).
    return (word & highNibbles) | ((word &+ 0x0606_0606_0606_0606) & highNibbles) >> 4
      == 0x3333_3333_3333_3333
  }

  /// The value of a word of eight ASCII digits, its first byte the most significant digit.
  @inline(__always)
  static func eightDigitsValue(_ word: UInt64) -> UInt64 {
    // Pairs of digits, then fours, then all eight, each step one multiplication.
    let digits = word &- 0x3030_3030_3030_3030
    let pairs = (digits &* 10) &+ (digits >> 8)
    let mask: UInt64 = 0x0000_00FF_0000_00FF
    return
      ((pairs & mask) &* (100 &+ (1_000_000 << 32))
      &+ ((pairs >> 16) & mask) &* (1 &+ (10_000 << 32))) >> 32
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
  /// Memory a parser allocates and grows itself: its entries, handed whole to the document that
  /// reads them (written once, never copied to fit), and its stacks of open containers and keys,
  /// which change on every value without a uniqueness check.
  ///
  /// Each buffer has one owner, the parser in ``read(_:limits:)``, which deallocates the stacks
  /// when it stops and the entries if reading throws, and otherwise hands them to the document.
  /// (A noncopyable type would say so to the compiler, but Swift 6.3's move-only checker crashes
  /// on the parser's closures.)
  struct Buffer<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
      self.capacity = max(1, capacity)
      base = .allocate(capacity: self.capacity)
    }

    /// The elements written, to deallocate with the buffer pointer's `deallocate()`.
    var written: UnsafeMutableBufferPointer<Element> {
      UnsafeMutableBufferPointer(start: base, count: count)
    }

    var isEmpty: Bool { count == 0 }

    func deallocate() {
      base.deallocate()
    }

    @inline(__always)
    mutating func append(_ element: Element) {
      if count == capacity { grow() }
      (base + count).initialize(to: element)
      count += 1
    }

    @inline(__always)
    mutating func removeLast() -> Element {
      assert(count > 0)
      count -= 1
      return base[count]
    }

    /// Forgets the elements from `newCount` on.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
      assert(newCount >= 0 && newCount <= count)
      count = newCount
    }

    /// The element at an index the parser has written; its own bookkeeping keeps indices in
    /// range, which debug builds check.
    // reason: unchecked in release builds: every index is one the parser recorded from `count`
    // (a frame's entry, a key's), never one read from the text.
    subscript(index: Int) -> Element {
      @inline(__always) get {
        assert(index >= 0 && index < count)
        return base[index]
      }
      @inline(__always) set {
        assert(index >= 0 && index < count)
        base[index] = newValue
      }
    }

    /// The last element, which the parser reads and changes in place.
    var last: Element {
      @inline(__always) get { self[count - 1] }
      @inline(__always) set { self[count - 1] = newValue }
    }

    private mutating func grow() {
      let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: base, count: count)
      base.deallocate()
      (base, capacity) = (larger, capacity * 2)
    }
  }
}

extension JSONReader {
  /// The reader's state while it reads one document; its scalars and errors are in
  /// `JSONReader+Scalars.swift` and `JSONReader+Errors.swift`.
  struct Parser {
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
    var entries: Buffer<Entry>
    /// The open arrays and objects, innermost last.
    var frames = Buffer<Frame>(capacity: 16)
    /// The key entries of every open object, innermost last.
    var keys = Buffer<Int>(capacity: 32)
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
      // Pages of the reservation that no entry reaches are never touched.
      entries = Buffer(capacity: text.count / 8 + 4)
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

    mutating func readValue() throws(StrictJSONError) -> State {
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

    mutating func open(isObject: Bool) throws(StrictJSONError) -> State {
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
    mutating func continueContainer() throws(StrictJSONError) -> State {
      frames.last.count += 1
      skipWhitespace()
      let isObject = frames.last.isObject
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

    mutating func close() {
      let frame = frames.removeLast()
      entries[frame.entry].length = frame.count
      entries[frame.entry].end = UInt32(entries.count)
      if frame.isObject {
        keys.truncate(to: frame.keysStart)
        if frame.count > Self.linearKeyCheckLimit {
          keySets[frames.count] = nil
        }
      }
    }

    // MARK: Keys

    mutating func readKey() throws(StrictJSONError) {
      guard position < text.count, text[position] == UInt8(ascii: "\"") else {
        if position < text.count, text[position] == UInt8(ascii: "}"), afterComma {
          throw syntaxError("a comma can't come before '}'")
        }
        throw syntaxError("expected a member name in double quotes, found \(describeByte())")
      }
      let key = entries.count
      try readString()
      try checkUnique(key)
      frames.last.currentKey = key
      skipWhitespace()
      guard position < text.count, text[position] == UInt8(ascii: ":") else {
        throw syntaxError("expected ':' after a member name, found \(describeByte())")
      }
      position += 1
      afterComma = false
      skipWhitespace()
    }

    /// Refuses a key that an earlier member of the same object has.
    mutating func checkUnique(_ key: Int) throws(StrictJSONError) {
      let frame = frames.last
      let earlier = keys.count - frame.keysStart
      if earlier < Self.linearKeyCheckLimit {
        for position in frame.keysStart..<keys.count where keysEqual(keys[position], key) {
          throw duplicate(key)
        }
      } else {
        let depth = frames.count - 1
        if keySets[depth] == nil {
          keySets[depth] = Set((frame.keysStart..<keys.count).map { unescaped(keys[$0]) })
        }
        guard keySets[depth, default: []].insert(unescaped(key)).inserted else {
          throw duplicate(key)
        }
      }
      keys.append(key)
    }

    func keysEqual(_ first: Int, _ second: Int) -> Bool {
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

    func unescaped(_ key: Int) -> [UInt8] {
      JSONDocument.unescape(text, entries[key])
    }

    mutating func duplicate(_ key: Int) -> StrictJSONError {
      frames.last.currentKey = key
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
  }
}
