/// A JSON value of any type, for reading GeoJSON, whose arrays mix numbers and arrays.
enum GeoJSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([GeoJSONValue])
  case object([String: GeoJSONValue])

  /// The JSON type's name, for error messages.
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

// MARK: - Decodable

extension GeoJSONValue: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // Numbers and arrays are by far the most common values in GeoJSON, so try them first.
    if container.decodeNil() {
      self = .null
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let array = try? container.decode([GeoJSONValue].self) {
      self = .array(array)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else {
      self = .object(try container.decode([String: GeoJSONValue].self))
    }
  }
}
