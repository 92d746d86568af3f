#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The tree one ``StrictJSONEncoder`` call builds: every value as a node, scalars already
/// written as JSON text, then written out with each object's members sorted by name.
///
/// `Codable` lets a type fill a container after handing out a nested one, so the encoder can't
/// write as it goes; it keeps nodes in one array, linked to their parent and next sibling, and
/// scalar text and member names in one byte buffer.
final class JSONEncodingStorage {
  enum Kind: UInt8 {
    /// Nothing encoded yet; written as `{}`, as Foundation writes a value that encodes nothing.
    case pending
    case scalar, array, object
  }

  struct Node {
    var kind: Kind
    var parent: Int32
    /// The member name's UTF-8 in `text`, unescaped; `keyLength` is -1 for array elements and
    /// the top-level value.
    var keyStart: Int32
    var keyLength: Int32
    /// For scalars, the JSON text's offset in `text`; for arrays and objects, the first child.
    var start: Int32
    /// For scalars, the JSON text's length; for arrays and objects, the number of children.
    var length: Int32
    /// For arrays and objects, the last child.
    var last: Int32
    /// The next sibling, or -1.
    var next: Int32
  }

  // reason: one encode call uses its storage from one task, and no access to these overlaps another;
  // unchecked exclusivity spares each node and byte a runtime access check.
  @exclusivity(unchecked) private(set) var nodes: [Node] = []
  let text = JSONOutput(capacity: 512)
  let userInfo: [CodingUserInfoKey: Any]

  init(userInfo: [CodingUserInfoKey: Any]) {
    self.userInfo = userInfo
    nodes.reserveCapacity(64)
    nodes.append(
      Node(
        kind: .pending,
        parent: -1,
        keyStart: 0,
        keyLength: -1,
        start: -1,
        length: 0,
        last: -1,
        next: -1
      )
    )
  }

  /// The top-level value's node.
  static let root: Int32 = 0

  // MARK: - Building

  /// Adds a child to an array, or a member with a name to an object, and returns its node.
  func appendChild(to parent: Int32, key: String?) -> Int32 {
    let child = Int32(nodes.count)
    var keyStart: Int32 = 0
    var keyLength: Int32 = -1
    if var key {
      keyStart = Int32(text.count)
      key.withUTF8 { text.append($0) }
      keyLength = Int32(text.count) - keyStart
    }
    nodes.append(
      Node(
        kind: .pending,
        parent: parent,
        keyStart: keyStart,
        keyLength: keyLength,
        start: -1,
        length: 0,
        last: -1,
        next: -1
      )
    )
    let previous = nodes[Int(parent)].last
    if previous >= 0 {
      nodes[Int(previous)].next = child
    } else {
      nodes[Int(parent)].start = child
    }
    nodes[Int(parent)].last = child
    nodes[Int(parent)].length += 1
    return child
  }

  /// Makes a node an array or an object; a node that already is one keeps its children.
  func makeContainer(_ node: Int32, _ kind: Kind) {
    guard nodes[Int(node)].kind != kind else { return }
    nodes[Int(node)].kind = kind
    nodes[Int(node)].start = -1
    nodes[Int(node)].length = 0
    nodes[Int(node)].last = -1
  }

  /// Makes a node a scalar whose JSON text `write` appends.
  @inline(__always)
  func setScalar(_ node: Int32, _ write: (JSONOutput) -> Void) {
    let start = Int32(text.count)
    write(text)
    nodes[Int(node)].kind = .scalar
    nodes[Int(node)].start = start
    nodes[Int(node)].length = Int32(text.count) - start
  }

  func setNull(_ node: Int32) {
    setScalar(node) { JSONValueWriter(output: $0).null() }
  }

  func setBool(_ node: Int32, _ value: Bool) {
    setScalar(node) { JSONValueWriter(output: $0).bool(value) }
  }

  func setString(_ node: Int32, _ value: String) {
    setScalar(node) { JSONTextWriter.appendString(value, to: $0) }
  }

  func setInteger<Value: FixedWidthInteger>(_ node: Int32, _ value: Value) {
    setScalar(node) { JSONTextWriter.appendInteger(value, to: $0) }
  }

  func setDouble(_ node: Int32, _ value: Double) throws {
    guard value.isFinite else { throw unencodable(value, at: node) }
    setScalar(node) { JSONTextWriter.appendNumber(value.description, to: $0) }
  }

  func setFloat(_ node: Int32, _ value: Float) throws {
    guard value.isFinite else { throw unencodable(value, at: node) }
    setScalar(node) { JSONTextWriter.appendNumber(value.description, to: $0) }
  }

  /// Encodes any value into a node, with Foundation's `JSONEncoder` forms for `Decimal`, `URL`
  /// and `Data`.
  func encode<Value: Encodable>(_ value: Value, into node: Int32) throws {
    if Value.self == Decimal.self, let decimal = value as? Decimal {
      guard decimal.isFinite else { throw unencodable(value, at: node) }
      setScalar(node) { JSONTextWriter.appendNumber(decimal.description, to: $0) }
    } else if Value.self == URL.self, let url = value as? URL {
      setString(node, url.absoluteString)
    } else if Value.self == Data.self, let data = value as? Data {
      setString(node, data.base64EncodedString())
    } else {
      try value.encode(to: JSONValueEncoder(storage: self, node: node))
    }
  }

  // MARK: - Paths and errors

  func codingPath(to node: Int32) -> [any CodingKey] {
    var path: [any CodingKey] = []
    var current = node
    while current > 0 {
      let entry = nodes[Int(current)]
      if entry.keyLength >= 0 {
        let start = Int(entry.keyStart)
        let name = text.withBytes { text in
          String(decoding: text[start..<start + Int(entry.keyLength)], as: UTF8.self)
        }
        path.append(JSONCodingKey(stringValue: name))
      } else {
        var position = 0
        var sibling = nodes[Int(entry.parent)].start
        while sibling != current, sibling >= 0 {
          position += 1
          sibling = nodes[Int(sibling)].next
        }
        path.append(JSONCodingKey(intValue: position))
      }
      current = entry.parent
    }
    return path.reversed()
  }

  private func unencodable(_ value: Any, at node: Int32) -> EncodingError {
    let path = codingPath(to: node)
    let strict = StrictJSONError(
      code: .unencodableValue,
      path: JSONPath.string(path),
      message: "\(value) can't be written as a JSON number"
    )
    return EncodingError.invalidValue(
      value,
      .init(codingPath: path, debugDescription: strict.message, underlyingError: strict)
    )
  }

  // MARK: - Writing

  /// Appends the tree's JSON text to an output, each object's members sorted by the UTF-8 of
  /// their names; of two members with the same name, the one encoded last.
  func write(to output: JSONOutput) {
    var scratch: [Int32] = []
    text.withBytes { text in
      write(Self.root, text: text, into: output, scratch: &scratch)
    }
  }

  private func write(
    _ index: Int32,
    text: UnsafeBufferPointer<UInt8>,
    into output: JSONOutput,
    scratch: inout [Int32]
  ) {
    let node = nodes[Int(index)]
    switch node.kind {
    case .pending:
      output.append(UInt8(ascii: "{"))
      output.append(UInt8(ascii: "}"))
    case .scalar:
      output.append(
        UnsafeBufferPointer(rebasing: text[Int(node.start)..<Int(node.start + node.length)])
      )
    case .array:
      output.append(UInt8(ascii: "["))
      var child = node.start
      while child >= 0 {
        if child != node.start { output.append(UInt8(ascii: ",")) }
        write(child, text: text, into: output, scratch: &scratch)
        child = nodes[Int(child)].next
      }
      output.append(UInt8(ascii: "]"))
    case .object:
      let base = scratch.count
      var child = node.start
      while child >= 0 {
        scratch.append(child)
        child = nodes[Int(child)].next
      }
      sortMembers(&scratch, from: base, text: text)
      output.append(UInt8(ascii: "{"))
      var isFirst = true
      for position in base..<scratch.count {
        let member = scratch[position]
        // Of equal names, sorting kept encoding order: write only the last.
        if position + 1 < scratch.count, compareKeys(member, scratch[position + 1], text) == 0 {
          continue
        }
        if !isFirst { output.append(UInt8(ascii: ",")) }
        isFirst = false
        let key = nodes[Int(member)]
        JSONTextWriter.appendString(
          UnsafeBufferPointer(
            rebasing: text[Int(key.keyStart)..<Int(key.keyStart + key.keyLength)]
          ),
          to: output
        )
        output.append(UInt8(ascii: ":"))
        write(member, text: text, into: output, scratch: &scratch)
      }
      output.append(UInt8(ascii: "}"))
      scratch.removeSubrange(base...)
    }
  }

  /// Sorts `scratch[base...]` by member name, keeping encoding order among equal names.
  private func sortMembers(
    _ scratch: inout [Int32],
    from base: Int,
    text: UnsafeBufferPointer<UInt8>
  ) {
    let count = scratch.count - base
    guard count > 1 else { return }
    guard count <= 16 else {
      // Nodes are numbered in encoding order, which breaks ties.
      scratch[base...].sort { first, second in
        let order = compareKeys(first, second, text)
        return order < 0 || (order == 0 && first < second)
      }
      return
    }
    // Insertion sort for the usual small object, whose members often arrive in order.
    for position in base + 1..<scratch.count {
      let member = scratch[position]
      var slot = position
      while slot > base, compareKeys(scratch[slot - 1], member, text) > 0 {
        scratch[slot] = scratch[slot - 1]
        slot -= 1
      }
      scratch[slot] = member
    }
  }

  /// Compares two members' names by their UTF-8 bytes.
  private func compareKeys(
    _ first: Int32,
    _ second: Int32,
    _ text: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let (a, b) = (nodes[Int(first)], nodes[Int(second)])
    let common = Int(min(a.keyLength, b.keyLength))
    for offset in 0..<common {
      let (x, y) = (text[Int(a.keyStart) + offset], text[Int(b.keyStart) + offset])
      if x != y { return x < y ? -1 : 1 }
    }
    return Int(a.keyLength) - Int(b.keyLength)
  }
}
