import IntentKitTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A mutator of JSON documents that breaks them the ways hostile or broken clients do.
///
/// Structural mutations give values of the wrong type, huge, negative or fractional numbers,
/// integers written inexactly (`5000.0`, `5e3`, `4999.99999999999999999`), overlong or strange
/// strings, deep nesting, unknown, missing and duplicate keys (a second member with a changed
/// value, the attack of issue #16), members nobody reads holding text RFC 8259 refuses, and
/// `null`; byte mutations flip, truncate, delete and repeat spans, insert invalid UTF-8 and add
/// trailing commas. ``attack(_:on:using:)`` applies one of the attacks a strict reader must
/// refuse wherever it stands. Every choice comes from the generator passed in.
struct JSONMutator {
  /// Keys that mutations add, besides random ones: the wire format's own names in the wrong
  /// place smuggle values further.
  var vocabulary: [String] = [
    "identifier", "intentName", "intent", "minorUnits", "currency", "displayName", "amount",
    "latitude", "longitude", "type", "coordinates", "features", "geometry", "state", "transcript",
  ]

  /// How deep `deeplyNested` nests: around JSONDecoder's limit of 512 levels, and past it.
  var nestingDepths = [8, 200, 511, 512, 513, 2_000]

  /// Strings that have broken parsers elsewhere.
  static let strangeStrings = [
    "", " ", "\u{0}", "\u{202E}evil", "Ali\u{200D}ce", "Jane\u{0}Doe", "Ｊａｎｅ", "Jose\u{301}",
    "Аnna", "\u{FEFF}USD", "usd", "XXX", "JPY ", "🙂", "../../etc/passwd", "%s%n", "null",
    "-1", "1e400", "NaN", "Infinity", "0x10", "9999999999999999999999", "Checking", "Jane",
    "Cupertino", "City Power", "SendPaymentIntent", "PayBillIntent", "RequestRideIntent",
  ]

  /// Text RFC 8259 refuses as a value, for members nobody reads: Foundation's `JSONDecoder`
  /// skipped most of these unread.
  static let invalidFragments = [
    "-01", "01", "2.e3", ".5", "1.", "+1", "1e", "-", "NaN", "Infinity", "'a'", #""\x""#,
    "\"a\nb\"", "\"\t\"", #""\ud800""#, #""\uDC00x""#, "[1,]", #"{"a":1,}"#, "[1 2]",
    #"{"a" 1}"#, "tru", "nul", "0x10", "\u{FEFF}1", "[", #"{"a":"#, "\"unterminated",
  ]

  /// Numbers at and past the edges of `Int`, `Int64`, `Double` and `Decimal`.
  static let strangeNumbers = [
    "0", "-0", "1", "-1", "1.5", "-1.5", "1.0", "1e2", "1E-2", "0.001", "2", "5", "10", "100",
    "5000", "250000", "250001", "300001", "9007199254740993", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "1e400", "-1e400",
    "1e-400", "999999999999999999999999999999999999999", "12345678901234567890123456789012345678.5",
    "4.9e-324", "1.7976931348623157e308", "37.3349", "-122.009", "91", "-181", "1e127", "1e128",
  ]

  // MARK: - Structure

  /// Returns the value after one structural mutation at a random place.
  func mutate(_ value: FuzzJSON, using generator: inout SeededRandomNumberGenerator) -> FuzzJSON {
    let count = nodeCount(value)
    let target = Int.random(in: 0..<count, using: &generator)
    var remaining = target
    return rewrite(value, remaining: &remaining) { node in
      mutateNode(node, using: &generator)
    }
  }

  private func nodeCount(_ value: FuzzJSON) -> Int {
    1 + value.children.reduce(0) { $0 + nodeCount($1) }
  }

  /// Applies `change` to the node `remaining` steps into a pre-order walk.
  private func rewrite(
    _ value: FuzzJSON,
    remaining: inout Int,
    _ change: (FuzzJSON) -> FuzzJSON
  ) -> FuzzJSON {
    if remaining == 0 {
      remaining = -1
      return change(value)
    }
    remaining -= 1
    switch value {
    case .array(var elements):
      for index in elements.indices where remaining >= 0 {
        elements[index] = rewrite(elements[index], remaining: &remaining, change)
      }
      return .array(elements)
    case .object(var members):
      for index in members.indices where remaining >= 0 {
        members[index].value = rewrite(members[index].value, remaining: &remaining, change)
      }
      return .object(members)
    default:
      return value
    }
  }

  private func mutateNode(
    _ node: FuzzJSON,
    using generator: inout SeededRandomNumberGenerator
  ) -> FuzzJSON {
    if case .object(var members) = node, !members.isEmpty, Bool.random(using: &generator) {
      let index = Int.random(in: members.indices, using: &generator)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        members.remove(at: index)
      case 4:
        members.insert(
          FuzzJSON.Member(key: members[index].key, value: changedCopy(of: members[index].value)),
          at: Int.random(in: 0...members.count, using: &generator)
        )
      case 5:
        members.insert(
          invalidMember(using: &generator),
          at: Int.random(in: 0...members.count, using: &generator)
        )
      case 1:
        members.insert(
          FuzzJSON.Member(key: members[index].key, value: randomValue(depth: 1, using: &generator)),
          at: Int.random(in: 0...members.count, using: &generator)
        )
      case 2:
        let key =
          Bool.random(using: &generator)
          ? vocabulary.randomElement(using: &generator) ?? "x"
          : randomString(maxLength: 12, using: &generator)
        members.append(FuzzJSON.Member(key: key, value: randomValue(depth: 2, using: &generator)))
      default:
        members[index].value = .null
      }
      return .object(members)
    }
    switch (node, Int.random(in: 0..<6, using: &generator)) {
    case (.number(let text), 0...2):
      return .number(mutatedNumber(text, using: &generator))
    case (.string(let text), 0...2):
      return .string(mutatedString(text, using: &generator))
    case (.array(var elements), 0...1) where !elements.isEmpty:
      let element = elements[Int.random(in: elements.indices, using: &generator)]
      elements += Array(repeating: element, count: Int.random(in: 1...64, using: &generator))
      return .array(elements)
    case (_, 3):
      return deeplyNested(node, using: &generator)
    default:
      return randomValue(depth: 2, using: &generator)
    }
  }

  private func mutatedNumber(
    _ text: String,
    using generator: inout SeededRandomNumberGenerator
  ) -> String {
    switch Int.random(in: 0..<6, using: &generator) {
    case 5:
      return Self.inexactForms(of: Self.isInteger(text) ? text : "5000")
        .randomElement(using: &generator) ?? text + ".0"
    case 0: return text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text
    case 1: return text + String(repeating: "0", count: Int.random(in: 1...25, using: &generator))
    case 2: return text + "." + String(Int.random(in: 0...999, using: &generator))
    case 3: return String(Int64.random(in: .min ... .max, using: &generator))
    default: return Self.strangeNumbers.randomElement(using: &generator) ?? "0"
    }
  }

  private func mutatedString(
    _ text: String,
    using generator: inout SeededRandomNumberGenerator
  ) -> String {
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return String(repeating: text.isEmpty ? "x" : text, count: 300)
    case 1: return String(repeating: "é", count: Int.random(in: 100...20_000, using: &generator))
    case 2: return text + randomString(maxLength: 8, using: &generator)
    case 3: return String(text.shuffled(using: &generator))
    default: return Self.strangeStrings.randomElement(using: &generator) ?? ""
    }
  }

  /// The node wrapped in hundreds of arrays or objects, around JSONDecoder's depth limit of 512.
  private func deeplyNested(
    _ node: FuzzJSON,
    using generator: inout SeededRandomNumberGenerator
  ) -> FuzzJSON {
    let depth = nestingDepths.randomElement(using: &generator) ?? 8
    let useObjects = Bool.random(using: &generator)
    var value = node
    for _ in 0..<depth {
      value = useObjects ? .object([FuzzJSON.Member(key: "a", value: value)]) : .array([value])
    }
    return value
  }

  // MARK: - Random values

  /// Returns a random JSON value, nested at most `depth` levels.
  func randomValue(depth: Int, using generator: inout SeededRandomNumberGenerator) -> FuzzJSON {
    let kinds = depth > 0 ? 8 : 6
    switch Int.random(in: 0..<kinds, using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .number(Self.strangeNumbers.randomElement(using: &generator) ?? "0")
    case 3: return .string(Self.strangeStrings.randomElement(using: &generator) ?? "")
    case 4: return .string(randomString(maxLength: 20, using: &generator))
    case 5:
      return .raw(
        ["NaN", "\"\\ud800\"", "\"\\u0000\"", "01", "1.", ".5", "+1", "'a'", ""]
          .randomElement(using: &generator) ?? ""
      )
    case 6:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          randomValue(depth: depth - 1, using: &generator)
        }
      )
    default:
      return .object(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          let key =
            vocabulary.randomElement(using: &generator) ?? ""
          return FuzzJSON.Member(key: key, value: randomValue(depth: depth - 1, using: &generator))
        }
      )
    }
  }

  /// Returns a short string of scalars from several scripts, control characters included.
  func randomString(maxLength: Int, using generator: inout SeededRandomNumberGenerator) -> String {
    let ranges: [ClosedRange<UInt32>] = [
      0x00...0x1F, 0x20...0x7E, 0x80...0x2FF, 0x300...0x36F, 0x3040...0x30FF, 0xAC00...0xAD00,
      0x200B...0x202E, 0x1F300...0x1F64F, 0xFF00...0xFFEF,
    ]
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...maxLength, using: &generator) {
      let range = ranges.randomElement(using: &generator) ?? 0x41...0x5A
      if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
        text.append(scalar)
      }
    }
    return String(text)
  }

  // MARK: - Bytes

  /// Returns the bytes after one byte-level mutation.
  func mutateBytes(_ data: Data, using generator: inout SeededRandomNumberGenerator) -> Data {
    var bytes = [UInt8](data)
    guard !bytes.isEmpty else { return Data([UInt8.random(in: 0...255, using: &generator)]) }
    let index = Int.random(in: bytes.indices, using: &generator)
    let end = min(bytes.count, index + Int.random(in: 1...16, using: &generator))
    switch Int.random(in: 0..<8, using: &generator) {
    case 7:
      let closings = Self.closingPositions(in: bytes)
      guard let position = closings.randomElement(using: &generator) else { break }
      bytes.insert(UInt8(ascii: ","), at: position)
    case 0: bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
    case 1: bytes.removeSubrange(index...)
    case 2: bytes.removeSubrange(index..<end)
    case 3: bytes.insert(contentsOf: bytes[index..<end], at: index)
    case 4:
      let invalid: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80]]
      bytes.insert(contentsOf: invalid.randomElement(using: &generator) ?? [0xFF], at: index)
    case 5:
      let tokens = ["{", "}", "[", "]", ",", ":", "\"", "\\", "null", "-", "e", " ", "\u{0}"]
      let token = tokens.randomElement(using: &generator) ?? "{"
      bytes.insert(contentsOf: Array(token.utf8), at: index)
    default: bytes[index] = UInt8.random(in: 0...255, using: &generator)
    }
    return Data(bytes)
  }

  // MARK: - Strict attacks

  /// The attacks a strict reader must refuse wherever they stand in a document.
  enum Attack: String, CaseIterable, CustomStringConvertible {
    /// A second member with the name of one already in its object, and a changed value.
    case duplicateMember
    /// An integer written with a fraction or an exponent: `5000.0`, `5e3`, `4999.99…`.
    case inexactInteger
    /// A member nobody reads, holding text RFC 8259 refuses.
    case invalidIgnoredMember
    /// A comma before the `}` or `]` that closes an object or array.
    case trailingComma

    var description: String { rawValue }
  }

  /// Returns the document's text with one attack at a random place, or `nil` if the document
  /// has no place for it: no object, or no integer.
  func attack(
    _ attack: Attack,
    on value: FuzzJSON,
    using generator: inout SeededRandomNumberGenerator
  ) -> String? {
    switch attack {
    case .duplicateMember:
      return replacingOne(of: value, where: \.hasMembers, using: &generator) { node, generator in
        guard case .object(var members) = node else { return node }
        let index = Int.random(in: members.indices, using: &generator)
        members.insert(
          FuzzJSON.Member(key: members[index].key, value: changedCopy(of: members[index].value)),
          at: Int.random(in: 0...members.count, using: &generator)
        )
        return .object(members)
      }?.text
    case .inexactInteger:
      return replacingOne(of: value, where: \.isIntegerLiteral, using: &generator) {
        node,
        generator in
        guard case .number(let text) = node else { return node }
        return .number(Self.inexactForms(of: text).randomElement(using: &generator) ?? text + ".0")
      }?.text
    case .invalidIgnoredMember:
      return replacingOne(of: value, where: \.isObject, using: &generator) { node, generator in
        guard case .object(var members) = node else { return node }
        members.insert(
          invalidMember(using: &generator),
          at: Int.random(in: 0...members.count, using: &generator)
        )
        return .object(members)
      }?.text
    case .trailingComma:
      var bytes = Array(value.text.utf8)
      guard let position = Self.closingPositions(in: bytes).randomElement(using: &generator) else {
        return nil
      }
      bytes.insert(UInt8(ascii: ","), at: position)
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Replaces one node, chosen at random among those `matching` accepts, with what `change`
  /// makes of it; `nil` if no node matches.
  private func replacingOne(
    of value: FuzzJSON,
    where matching: (FuzzJSON) -> Bool,
    using generator: inout SeededRandomNumberGenerator,
    _ change: (FuzzJSON, inout SeededRandomNumberGenerator) -> FuzzJSON
  ) -> FuzzJSON? {
    var nodes: [FuzzJSON] = []
    func walk(_ node: FuzzJSON) {
      nodes.append(node)
      node.children.forEach(walk)
    }
    walk(value)
    let candidates = nodes.indices.filter { matching(nodes[$0]) }
    guard let target = candidates.randomElement(using: &generator) else { return nil }
    let replacement = change(nodes[target], &generator)
    var remaining = target
    return rewrite(value, remaining: &remaining) { _ in replacement }
  }

  /// A valid value like `value` but different: another integer, another string, or a random
  /// value without invalid text, so that two members with one name read differently.
  private func changedCopy(of value: FuzzJSON) -> FuzzJSON {
    switch value {
    case .number(let text): .number(text == "999999" ? "1" : "999999")
    case .string(let text): .string(text == "USD" ? "JPY" : "USD")
    case .bool(let flag): .bool(!flag)
    case .null: .number("0")
    case .array(let elements): .array(elements.reversed() + [.number("999999")])
    case .object(let members):
      .object(members.map { .init(key: $0.key, value: changedCopy(of: $0.value)) })
    case .raw: .null
    }
  }

  /// A member nobody reads, holding text RFC 8259 refuses.
  private func invalidMember(using generator: inout SeededRandomNumberGenerator) -> FuzzJSON.Member
  {
    FuzzJSON.Member(
      key: "ignored-\(Int.random(in: 0..<1_000, using: &generator))",
      value: .raw(Self.invalidFragments.randomElement(using: &generator) ?? "-01")
    )
  }

  /// A Boolean value that indicates whether number text is an integer literal: `-12`, `5000`.
  static func isInteger(_ text: String) -> Bool {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
  }

  /// The ways to write an integer that aren't an integer literal, and that lenient readers
  /// rounded to it or near it: `5000.0`, `5e3`, `5.000e3`, `4999.99999999999999999`,
  /// `5000.000000000000000001`.
  static func inexactForms(of integer: String) -> [String] {
    let negative = integer.hasPrefix("-")
    let digits = negative ? String(integer.dropFirst()) : integer
    let sign = negative ? "-" : ""
    var forms = [
      integer + ".0", integer + "e0", integer + "E+0", integer + ".000000000000000000001",
      sign + String(digits.prefix(1)) + "." + (digits.count > 1 ? String(digits.dropFirst()) : "0")
        + "e" + String(digits.count - 1),
    ]
    if let value = Int64(integer), value > .min {
      forms.append(String(value - 1) + ".99999999999999999999")
    }
    return forms
  }

  /// The offsets of every `}` and `]` outside strings whose object or array isn't empty, where a
  /// comma inserted is a trailing comma.
  static func closingPositions(in bytes: [UInt8]) -> [Int] {
    var positions: [Int] = []
    var inString = false
    var escaped = false
    var previous: UInt8 = 0
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        if previous != UInt8(ascii: "{"), previous != UInt8(ascii: "[") { positions.append(offset) }
      }
      if !inString, ![0x20, 0x0A, 0x0D, 0x09].contains(byte) { previous = byte }
      if inString { previous = UInt8(ascii: "\"") }
    }
    return positions
  }

  // MARK: - Inputs

  /// Returns a hostile input derived from a valid document: one to four mutations, structural
  /// or of the bytes, or now and then a random document instead.
  ///
  /// With a `focus`, three structural mutations in four go to the value of the document's
  /// member with that key, such as the intent inside a request's envelope, so that most inputs
  /// get past the envelope.
  func input(
    from seed: FuzzJSON,
    focus: String? = nil,
    using generator: inout SeededRandomNumberGenerator
  ) -> Data {
    if Int.random(in: 0..<20, using: &generator) == 0 {
      return Data(randomValue(depth: 4, using: &generator).text.utf8)
    }
    var value = seed
    var byteMutations = 0
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      if Int.random(in: 0..<8, using: &generator) == 0 {
        byteMutations += 1
      } else if let focus, case .object(var members) = value,
        let index = members.firstIndex(where: { $0.key == focus }),
        Int.random(in: 0..<4, using: &generator) > 0
      {
        members[index].value = mutate(members[index].value, using: &generator)
        value = .object(members)
      } else {
        value = mutate(value, using: &generator)
      }
    }
    var data = Data(value.text.utf8)
    for _ in 0..<byteMutations {
      data = mutateBytes(data, using: &generator)
    }
    return data
  }
}

extension FuzzJSON {
  fileprivate var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  fileprivate var hasMembers: Bool {
    if case .object(let members) = self { return !members.isEmpty }
    return false
  }

  fileprivate var isIntegerLiteral: Bool {
    if case .number(let text) = self { return JSONMutator.isInteger(text) }
    return false
  }
}
