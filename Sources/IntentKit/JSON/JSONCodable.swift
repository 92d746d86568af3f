#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A type that reads and writes its JSON form itself, straight from and to IntentKit's strict
/// codec, and gets its `Codable` conformance from the same code.
///
/// `Codable` pays for every value with containers, boxes and generic metadata at run time; for
/// the types of IntentKit's own wire and state formats (requests, outcomes, conversations,
/// stored interactions) the strict codec skips all of it. A type writes its JSON once, in
/// ``init(json:)`` and ``write(json:)``, and the extension below derives `init(from:)` and
/// `encode(to:)` from them:
///
/// - With ``StrictJSONDecoder`` and ``StrictJSONEncoder``, directly, even inside a `Codable`
///   type that holds it, such as an app's own intent holding a ``Person``.
/// - With any other decoder or encoder, such as Foundation's, through a JSON value: the decoder's
///   content is read into JSON text, or the JSON text is replayed into the encoder's containers.
///   The form is the same, so documents written either way read either way.
typealias JSONCodable = JSONDecodable & JSONEncodable

/// A type that reads its JSON form itself; see ``JSONCodable``.
protocol JSONDecodable: Decodable {
  /// Reads the value from JSON.
  init(json: JSONValueReader) throws(StrictJSONError)
}

/// A type that writes its JSON form itself; see ``JSONCodable``.
protocol JSONEncodable: Encodable {
  /// Writes the value as JSON, each object's members in the order of their names.
  func write(json: inout JSONValueWriter) throws(StrictJSONError)
}

extension JSONDecodable {
  public init(from decoder: any Decoder) throws {
    self = try JSONBridge.decode(Self.self, from: decoder)
  }
}

extension JSONEncodable {
  public func encode(to encoder: any Encoder) throws {
    try JSONBridge.encode(self, to: encoder)
  }
}

extension JSONBridge {
  /// Reads a value that reads itself from any decoder.
  ///
  /// The strict decoder's values are read directly, any other decoder's through JSON text.
  /// Types whose `init(from:)` would otherwise be ambiguous, such as option sets, call it from
  /// their own.
  @inline(__always)
  static func decode<Value: JSONDecodable>(
    _ type: Value.Type,
    from decoder: any Decoder
  ) throws -> Value {
    if let strict = decoder as? JSONValueDecoder {
      return try Value(json: JSONValueReader(context: strict.context, index: strict.index))
    }
    let text = try JSONBridge.text(of: decoder)
    do {
      let document = try JSONDocument(
        parsing: text,
        limits: JSONReader.Limits(maximumDepth: .max, maximumSize: .max)
      )
      let context = JSONDecodingContext(document: document, userInfo: decoder.userInfo)
      return try Value(json: JSONValueReader(context: context, index: 0))
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + JSONPath.codingKeys(error.path),
          debugDescription: error.message,
          underlyingError: error
        )
      )
    }
  }

  /// Writes a value that writes itself into any encoder; see ``decode(_:from:)``.
  @inline(__always)
  static func encode<Value: JSONEncodable>(_ value: Value, to encoder: any Encoder) throws {
    if let direct = encoder as? JSONDirectEncoder {
      var writer = JSONValueWriter(output: direct.output)
      try value.write(json: &writer)
      return
    }
    if let strict = encoder as? JSONValueEncoder {
      let storage = strict.storage
      var failure: StrictJSONError?
      storage.setScalar(strict.node) { text in
        var writer = JSONValueWriter(output: text)
        do throws(StrictJSONError) {
          try value.write(json: &writer)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      return
    }
    var writer = JSONValueWriter()
    try value.write(json: &writer)
    let document = try JSONDocument(
      parsing: writer.bytes,
      limits: JSONReader.Limits(maximumDepth: .max, maximumSize: .max)
    )
    let context = JSONDecodingContext(document: document, userInfo: [:])
    try JSONBridge.replay(JSONValueReader(context: context, index: 0), into: encoder)
  }
}

extension JSONBridge {
  /// Returns a Boolean value that indicates whether coders write values of a type in
  /// Foundation's JSON forms: `Decimal` as a number, `URL` as its absolute string and `Data` as
  /// Base64.
  ///
  /// Foundation's `JSONEncoder` and `JSONDecoder`, and IntentKit's strict codec, use these forms
  /// when a container encodes or decodes such a value. The types' own `encode(to:)` and
  /// `init(from:)` use other forms (a `Decimal` is an object of its mantissa and exponent), so a
  /// value whose type is known only at run time is coded through a single-value container:
  /// see ``encodeValue(_:to:)`` and ``decodeValue(_:from:)``.
  @inline(__always)
  static func hasFoundationForm<Value>(_ type: Value.Type) -> Bool {
    Value.self == Decimal.self || Value.self == URL.self || Value.self == Data.self
  }

  /// Encodes a value as a container would, in Foundation's JSON form if its type has one.
  static func encodeValue<Value: Encodable>(_ value: Value, to encoder: any Encoder) throws {
    guard hasFoundationForm(Value.self) else { return try value.encode(to: encoder) }
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  /// Decodes a value as a container would, from Foundation's JSON form if its type has one.
  static func decodeValue<Value: Decodable>(
    _ type: Value.Type,
    from decoder: any Decoder
  ) throws -> Value {
    guard hasFoundationForm(Value.self) else { return try Value(from: decoder) }
    return try decoder.singleValueContainer().decode(Value.self)
  }
}

/// Moves JSON between the strict codec and other decoders and encoders.
enum JSONBridge {
  /// Reads whatever a decoder holds as JSON text, by trying each shape in turn, the most
  /// frequent in IntentKit's formats first: `null`, a string, an integer, an object, an array, a
  /// Boolean, a number.
  static func text(of decoder: any Decoder) throws -> [UInt8] {
    var writer = JSONValueWriter()
    try read(decoder, into: &writer)
    return writer.bytes
  }

  private static func read(_ decoder: any Decoder, into writer: inout JSONValueWriter) throws {
    if let value = try? decoder.singleValueContainer() {
      if value.decodeNil() {
        writer.null()
        return
      }
      if let string = try? value.decode(String.self) {
        writer.string(string)
        return
      }
      if let integer = try? value.decode(Int64.self) {
        writer.integer(integer)
        return
      }
    }
    if let object = try? decoder.container(keyedBy: JSONCodingKey.self) {
      let keys = object.allKeys.sorted {
        $0.stringValue.utf8.lexicographicallyPrecedes($1.stringValue.utf8)
      }
      var failure: (any Error)?
      try writer.object { members in
        for key in keys where failure == nil {
          members.key(dynamic: key.stringValue)
          do {
            try read(object.superDecoder(forKey: key), into: &members.writer)
          } catch {
            failure = error
          }
        }
      }
      if let failure { throw failure }
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var elements: [any Decoder] = []
      while !array.isAtEnd {
        elements.append(try array.superDecoder())
      }
      var failure: (any Error)?
      try writer.array(elements) { writer, element in
        guard failure == nil else { return }
        do {
          try read(element, into: &writer)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      return
    }
    let value = try decoder.singleValueContainer()
    if let bool = try? value.decode(Bool.self) {
      writer.bool(bool)
    } else if let integer = try? value.decode(UInt64.self) {
      writer.integer(integer)
    } else {
      try writer.double(try value.decode(Double.self))
    }
  }

  /// Writes a JSON value into an encoder's containers.
  static func replay(_ value: JSONValueReader, into encoder: any Encoder) throws {
    switch value.kind {
    case .object:
      var container = encoder.container(keyedBy: JSONCodingKey.self)
      for (name, member) in try value.object().members {
        try replay(member, into: container.superEncoder(forKey: JSONCodingKey(stringValue: name)))
      }
    case .array:
      var container = encoder.unkeyedContainer()
      for element in try value.array() {
        try replay(element, into: container.superEncoder())
      }
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .true, .false:
      var container = encoder.singleValueContainer()
      try container.encode(try value.bool())
    case .string:
      var container = encoder.singleValueContainer()
      try container.encode(try value.string())
    case .number:
      var container = encoder.singleValueContainer()
      if let integer = try? value.integer(Int64.self) {
        try container.encode(integer)
      } else if let integer = try? value.integer(UInt64.self) {
        try container.encode(integer)
      } else {
        try container.encode(try value.double())
      }
    }
  }
}

extension JSONPath {
  /// The coding keys of a path as ``string(_:)-([Component])`` writes it, for a
  /// `DecodingError`'s coding path: every member and index it names.
  static func codingKeys(_ path: String) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var current = ""
    var inBrackets = false
    for character in path {
      switch character {
      case "." where !inBrackets:
        if !current.isEmpty { keys.append(JSONCodingKey(stringValue: current)) }
        current = ""
      case "[" where !inBrackets:
        if !current.isEmpty { keys.append(JSONCodingKey(stringValue: current)) }
        current = ""
        inBrackets = true
      case "]" where inBrackets:
        if let index = Int(current) {
          keys.append(JSONCodingKey(intValue: index))
        } else {
          keys.append(JSONCodingKey(stringValue: String(current.dropFirst().dropLast())))
        }
        current = ""
        inBrackets = false
      default:
        current.append(character)
      }
    }
    if !current.isEmpty { keys.append(JSONCodingKey(stringValue: current)) }
    return keys
  }
}
