/// A JSON document as the strict reader leaves it: the text, and every value in document order
/// with where its text is and where its subtree ends.
///
/// An object is its entry followed by a key entry and a value subtree per member; an array is
/// its entry followed by a subtree per element. Every entry records the index just past its
/// subtree, so a reader skips a member or an element in one step. Nothing is decoded until it is
/// read: strings are unescaped and numbers converted only when a decoder asks for them.
struct JSONDocument {
  /// The JSON type of an entry.
  enum Kind: UInt8, Sendable {
    case null, `false`, `true`, number, string, array, object
  }

  /// One value (or object member's key) of the document.
  struct Entry: Sendable {
    /// For scalars, the offset of the first byte of the value (for strings, the byte after the
    /// opening quote); for arrays and objects, the offset of the bracket.
    var start: UInt32
    /// For scalars, the length in bytes (for strings, without the quotes); for arrays and
    /// objects, the number of elements or members.
    var length: UInt32
    /// The index of the first entry after this value's subtree.
    var end: UInt32
    var kind: Kind
    /// ``hasEscapes`` for strings; ``isInteger`` and ``isNegative`` for numbers.
    var flags: UInt8

    static let hasEscapes: UInt8 = 1
    static let isInteger: UInt8 = 2
    static let isNegative: UInt8 = 4
  }

  /// The document's text and values, to read without reference counting.
  let view: View

  /// The memory `view` points into, which lives as long as a copy of the document.
  private let storage: Storage

  /// The document's text.
  var bytes: UnsafeBufferPointer<UInt8> { view.bytes }

  /// The document's values in document order; the first is the top-level value.
  var entries: UnsafeBufferPointer<Entry> { view.entries }

  /// Reads a document, refusing everything RFC 8259 refuses, duplicate member names, and
  /// documents beyond the limits.
  init(parsing text: some Collection<UInt8>, limits: JSONReader.Limits) throws(StrictJSONError) {
    try JSONReader.checkSize(text.count, limits: limits)
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
    _ = bytes.initialize(from: text)
    let storage = Storage(bytes: bytes)
    storage.entries = try JSONReader.read(UnsafeBufferPointer(bytes), limits: limits)
    self.storage = storage
    self.view = View(
      bytes: UnsafeBufferPointer(storage.bytes),
      entries: UnsafeBufferPointer(storage.entries)
    )
  }

  /// Owns a document's text and entries.
  ///
  /// The buffers are written once, while the document is read, and only read afterwards; readers
  /// index them directly, without the reference counting and bounds checks of arrays, which
  /// the reader's own bookkeeping makes unnecessary.
  private final class Storage {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    var entries = UnsafeMutableBufferPointer<Entry>(start: nil, count: 0)

    init(bytes: UnsafeMutableBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    deinit {
      bytes.deallocate()
      entries.deallocate()
    }
  }

  // MARK: - Reading

  @inline(__always)
  func next(after index: Int) -> Int { view.next(after: index) }

  func member(named name: String, in object: Int) -> Int? { view.member(named: name, in: object) }

  func string(at index: Int) -> String { view.string(at: index) }

  /// The UTF-8 of a string entry's value in `text`, with its escapes decoded.
  ///
  /// The reader has checked every escape, so this can't fail.
  static func unescape(_ text: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(Int(entry.length))
    var position = Int(entry.start)
    let end = position + Int(entry.length)
    func hexValue(at position: Int) -> UInt32 {
      var value: UInt32 = 0
      for byte in text[position..<position + 4] {
        value = value << 4 + UInt32(JSONReader.hexDigitValue(byte))
      }
      return value
    }
    while position < end {
      let byte = text[position]
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        position += 1
        continue
      }
      let escaped = text[position + 1]
      position += 2
      switch escaped {
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hexValue(at: position)
        position += 4
        if (0xD800...0xDBFF).contains(scalar) {
          let low = hexValue(at: position + 2)
          position += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        // The reader refused lone surrogates, so every value here is a scalar.
        appendUTF8(of: scalar, to: &result)
      default: result.append(escaped)  // \" \\ \/
      }
    }
    return result
  }

  /// Appends the UTF-8 encoding of a Unicode scalar value.
  static func appendUTF8(of scalar: UInt32, to bytes: inout [UInt8]) {
    switch scalar {
    case ..<0x80:
      bytes.append(UInt8(scalar))
    case ..<0x800:
      bytes.append(UInt8(0xC0 | scalar >> 6))
      bytes.append(UInt8(0x80 | scalar & 0x3F))
    case ..<0x1_0000:
      bytes.append(UInt8(0xE0 | scalar >> 12))
      bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | scalar & 0x3F))
    default:
      bytes.append(UInt8(0xF0 | scalar >> 18))
      bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  // MARK: - Paths

  /// One step of the path from the top-level value to an entry.
  enum PathComponent: Equatable {
    /// An object's member, by the index of its key entry.
    case member(keyIndex: Int)
    /// An array's element, by its position.
    case element(Int)
  }

  /// Where every entry sits in its parent, for finding paths: built in one pass over the
  /// entries, when the first error needs a path.
  ///
  /// With it, a path costs its depth; without it, each would cost a walk down from the top, and
  /// a type that tries `try?` on each element of a long array would pay that walk once per
  /// element.
  struct PathIndex {
    /// Each entry's parent, or -1 for the top-level value.
    private var parents: [Int32]
    /// For an array's element, its position; for an object's member, its key's entry.
    private var slots: [Int32]

    init(_ document: JSONDocument) {
      let count = document.entries.count
      parents = Array(repeating: -1, count: count)
      slots = Array(repeating: 0, count: count)
      // The open arrays and objects around the current entry, innermost last.
      var open: [(entry: Int, end: Int, children: Int32)] = []
      for index in 0..<count {
        while let innermost = open.last, innermost.end <= index { open.removeLast() }
        if let parent = open.last {
          parents[index] = Int32(parent.entry)
          if document.entries[parent.entry].kind == .array {
            slots[index] = parent.children
          } else {
            // Members alternate key and value; a value's key is the entry before it.
            slots[index] = parent.children % 2 == 0 ? Int32(index) : Int32(index - 1)
          }
          open[open.count - 1].children += 1
        }
        let entry = document.entries[index]
        if entry.kind == .array || entry.kind == .object {
          open.append((index, Int(entry.end), 0))
        }
      }
    }

    /// The steps from the top-level value down to the entry at `index`.
    func components(to index: Int, in document: JSONDocument) -> [PathComponent] {
      var components: [PathComponent] = []
      var current = index
      while parents[current] >= 0 {
        let parent = Int(parents[current])
        components.append(
          document.entries[parent].kind == .array
            ? .element(Int(slots[current])) : .member(keyIndex: Int(slots[current]))
        )
        current = parent
      }
      return components.reversed()
    }
  }
}

extension JSONDocument {
  /// A document's text and values: two buffers, read without reference counting or bounds
  /// checks, that the document they come from keeps alive.
  struct View {
    let bytes: UnsafeBufferPointer<UInt8>
    let entries: UnsafeBufferPointer<Entry>

    // MARK: - Navigating

    /// The index of the entry after an entry's subtree.
    @inline(__always)
    func next(after index: Int) -> Int {
      Int(entries[index].end)
    }

    /// Returns the index of the value of an object's member with a name, or `nil`.
    ///
    /// - Complexity: O(*n*) in the object's members.
    func member(named name: String, in object: Int) -> Int? {
      name.withUTF8Bytes { member(named: $0, in: object) }
    }

    /// Returns the index of the value of an object's member whose name has this UTF-8, or `nil`.
    ///
    /// - Complexity: O(*n*) in the object's members.
    @inline(__always)
    func member(named utf8: UnsafeBufferPointer<UInt8>, in object: Int) -> Int? {
      var key = object + 1
      let end = next(after: object)
      while key < end {
        if keyEquals(key, utf8) { return key + 1 }
        key = next(after: key + 1)
      }
      return nil
    }

    /// A Boolean value that indicates whether the string entry at `index` equals `utf8`.
    func keyEquals(_ index: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
      let entry = entries[index]
      if entry.flags & Entry.hasEscapes == 0 {
        guard Int(entry.length) == utf8.count else { return false }
        var position = Int(entry.start)
        for byte in utf8 {
          guard bytes[position] == byte else { return false }
          position += 1
        }
        return true
      }
      return unescapedBytes(ofString: index).elementsEqual(utf8)
    }

    // MARK: - Reading scalars

    /// The text of a scalar entry: a number's literal, or a string's content between the quotes.
    func text(of index: Int) -> Substring {
      let entry = entries[index]
      let start = Int(entry.start)
      return Substring(decoding: bytes[start..<start + Int(entry.length)], as: UTF8.self)
    }

    /// The value of a string entry, with its escapes decoded.
    func string(at index: Int) -> String {
      let entry = entries[index]
      let start = Int(entry.start)
      if entry.flags & Entry.hasEscapes == 0 {
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entry.length)]),
          as: UTF8.self
        )
      }
      return String(decoding: unescapedBytes(ofString: index), as: UTF8.self)
    }

    /// The UTF-8 of a string entry's value, with its escapes decoded.
    func unescapedBytes(ofString index: Int) -> [UInt8] {
      JSONDocument.unescape(bytes, entries[index])
    }
  }
}

/// Paths as ``StrictJSONError`` spells them.
enum JSONPath {
  /// One step of a path.
  enum Component: Equatable {
    case key(String)
    case index(Int)
  }

  /// Joins steps as `intent.payee.handles[0]`.
  ///
  /// A name that isn't an identifier is quoted in brackets, `["two words"]`, with at most 64
  /// characters. A path of more than eight steps keeps its first three and last four, with `…`
  /// between.
  static func string(_ components: [Component]) -> String {
    guard components.count <= 8 else {
      let head = string(Array(components.prefix(3)))
      let tail = string(Array(components.suffix(4)))
      return head + "…" + (tail.hasPrefix("[") ? tail : "." + tail)
    }
    var result = ""
    for component in components {
      switch component {
      case .key(let key) where isIdentifier(key):
        if !result.isEmpty { result += "." }
        result += key
      case .key(let key):
        result += "[\"\(TextLimits.excerpt(key))\"]"
      case .index(let index):
        result += "[\(index)]"
      }
    }
    return result
  }

  /// The path of a `Codable` coding path.
  static func string(_ codingPath: [any CodingKey]) -> String {
    string(codingPath.map { key in key.intValue.map(Component.index) ?? .key(key.stringValue) })
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard key.utf8.count <= TextLimits.maximumExcerptLength, let first = key.utf8.first,
      !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return key.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default:
        false
      }
    }
  }
}
