// A JSON tree for structure-aware fuzzing: objects keep their members in order and may repeat a
// key, numbers keep their text ("1e400", "-0", 40 digits), and `raw` splices text in verbatim
// (a lone surrogate escape, `NaN`), none of which Foundation's JSON types can hold.

/// A JSON value that can also hold what valid JSON can't.
indirect enum FuzzJSON: Equatable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([FuzzJSON])
  case object([Member])
  /// Text written as is.
  case raw(String)

  /// A member of an object.
  struct Member: Equatable {
    var key: String
    var value: FuzzJSON
  }

  /// The children, in order: array elements or member values.
  var children: [FuzzJSON] {
    switch self {
    case .array(let elements): elements
    case .object(let members): members.map(\.value)
    default: []
    }
  }

  /// The JSON text.
  var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let text), .raw(let text): output += text
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(member.key, to: &output)
        output += ":"
        member.value.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

// MARK: - Parsing

extension FuzzJSON {
  /// Parses valid JSON, such as `JSONEncoder`'s output; `nil` for anything else.
  init?(parsing text: String) {
    var parser = Parser(bytes: Array(text.utf8))
    guard let value = parser.value(), parser.atEnd else { return nil }
    self = value
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    var atEnd: Bool {
      mutating get {
        skipSpace()
        return index == bytes.count
      }
    }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func consume(_ literal: String) -> Bool {
      let literal = Array(literal.utf8)
      guard bytes[index...].starts(with: literal) else { return false }
      index += literal.count
      return true
    }

    mutating func value() -> FuzzJSON? {
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "n"): return consume("null") ? .null : nil
      case UInt8(ascii: "t"): return consume("true") ? .bool(true) : nil
      case UInt8(ascii: "f"): return consume("false") ? .bool(false) : nil
      case UInt8(ascii: "\""): return string().map(FuzzJSON.string)
      case UInt8(ascii: "["): return array()
      case UInt8(ascii: "{"): return object()
      default: return number()
      }
    }

    mutating func number() -> FuzzJSON? {
      let start = index
      let allowed = Array("+-.0123456789eE".utf8)
      while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
      guard index > start else { return nil }
      return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    mutating func array() -> FuzzJSON? {
      index += 1
      var elements: [FuzzJSON] = []
      skipSpace()
      if consume("]") { return .array(elements) }
      while true {
        guard let element = value() else { return nil }
        elements.append(element)
        skipSpace()
        if consume("]") { return .array(elements) }
        guard consume(",") else { return nil }
      }
    }

    mutating func object() -> FuzzJSON? {
      index += 1
      var members: [Member] = []
      skipSpace()
      if consume("}") { return .object(members) }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
          return nil
        }
        skipSpace()
        guard consume(":"), let value = value() else { return nil }
        members.append(Member(key: key, value: value))
        skipSpace()
        if consume("}") { return .object(members) }
        guard consume(",") else { return nil }
      }
    }

    mutating func string() -> String? {
      index += 1
      var scalars = String.UnicodeScalarView()
      var pending: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
        pending.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") {
          flush()
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else {
          pending.append(byte)
          continue
        }
        flush()
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          scalars.append(scalar)
        default: scalars.append(Unicode.Scalar(escape))
        }
      }
      return nil
    }

    mutating func hex4() -> UInt32? {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { return nil }
      index += 4
      return value
    }

    mutating func unicodeEscape() -> Unicode.Scalar? {
      guard let high = hex4() else { return nil }
      if (0xD800..<0xDC00).contains(high) {
        guard consume("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      }
      return Unicode.Scalar(high)
    }
  }
}
