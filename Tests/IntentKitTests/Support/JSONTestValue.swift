/// Any JSON value, decoded by probing types, for tests of the strict JSON reader and writer.
///
/// A number is an ``integer(_:)`` when it reads as an `Int64` (an integer literal in range) and a
/// ``double(_:)`` otherwise, so a value written by `StrictJSONEncoder` reads back as itself and
/// writes as the same bytes. A number too large for a `Double` can't be decoded: the decoder's
/// `inexactNumber` error is thrown.
indirect enum JSONTestValue: Hashable, Codable {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([JSONTestValue])
  case object([String: JSONTestValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try Self.attempt({ try container.decode(Bool.self) }) {
      self = .bool(value)
    } else if let value = try Self.attempt({ try container.decode(Double.self) }) {
      // A number: an integer if it reads as one exactly, or else the nearest Double.
      self = (try? container.decode(Int64.self)).map(Self.integer) ?? .double(value)
    } else if let value = try Self.attempt({ try container.decode(String.self) }) {
      self = .string(value)
    } else if let value = try Self.attempt({ try container.decode([JSONTestValue].self) }) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONTestValue].self))
    }
  }

  /// The value `read` returns, or `nil` if the JSON value has another type; other errors, such
  /// as a number too large for `Double`, are thrown.
  private static func attempt<Value>(_ read: () throws -> Value) throws -> Value? {
    do {
      return try read()
    } catch DecodingError.typeMismatch {
      return nil
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
