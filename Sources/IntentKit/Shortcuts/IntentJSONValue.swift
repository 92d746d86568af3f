// A JSON document as a tree, used to rewrite one field of an encoded intent. Integers keep their
// exact value (Int64, then UInt64); only non-integral numbers become Double.

enum IntentJSONValue: Sendable, Equatable, Codable {
  case null
  case bool(Bool)
  case integer(Int64)
  case unsignedInteger(UInt64)
  case number(Double)
  case string(String)
  case array([IntentJSONValue])
  case object([String: IntentJSONValue])

  init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var elements: [IntentJSONValue] = []
      while !array.isAtEnd {
        elements.append(try array.decode(IntentJSONValue.self))
      }
      self = .array(elements)
      return
    }
    if let object = try? decoder.container(keyedBy: IntentJSONKey.self) {
      var fields: [String: IntentJSONValue] = [:]
      for key in object.allKeys {
        fields[key.stringValue] = try object.decode(IntentJSONValue.self, forKey: key)
      }
      self = .object(fields)
      return
    }
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      self = .null
    } else if let bool = try? value.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? value.decode(Int64.self) {
      self = .integer(integer)
    } else if let integer = try? value.decode(UInt64.self) {
      self = .unsignedInteger(integer)
    } else if let number = try? value.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try value.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements {
        try array.encode(element)
      }
    case .object(let fields):
      var object = encoder.container(keyedBy: IntentJSONKey.self)
      for (key, value) in fields {
        try object.encode(value, forKey: IntentJSONKey(stringValue: key))
      }
    case .null:
      var value = encoder.singleValueContainer()
      try value.encodeNil()
    case .bool(let bool):
      var value = encoder.singleValueContainer()
      try value.encode(bool)
    case .integer(let integer):
      var value = encoder.singleValueContainer()
      try value.encode(integer)
    case .unsignedInteger(let integer):
      var value = encoder.singleValueContainer()
      try value.encode(integer)
    case .number(let number):
      var value = encoder.singleValueContainer()
      try value.encode(number)
    case .string(let string):
      var value = encoder.singleValueContainer()
      try value.encode(string)
    }
  }
}

/// A coding key for any field name.
struct IntentJSONKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init?(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}
