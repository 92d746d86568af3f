/// A JSON value as data: a string, an exact number, a Boolean, `null`, an array or an object.
///
/// It holds free-form state, such as an activity's ``UserActivity/userInfo``, in a form that
/// every IntentKit format can write and read back unchanged. Numbers are ``JSONNumber``s, kept
/// exactly as their literals write them: no value passes through `Double`. Literals of every
/// kind but floating point build values, so a dictionary of strings reads as it did when
/// `userInfo` held only strings:
///
/// ```swift
/// var activity = UserActivity(
///   activityType: "com.example.orderSoup",
///   userInfo: ["soupID": "clam", "quantity": 2, "toppings": ["croutons", "chives"]]
/// )
/// activity.userInfo["delivery"] = ["floor": 3, "leaveAtDoor": true]
/// let soupID = activity.userInfo["soupID"]?.stringValue  // "clam"
/// ```
///
/// There is no floating-point literal, because it would pass through `Double` on its way in:
/// make a fraction from its text, as in `JSONNumber("0.25").map(JSONValue.number)`, or better,
/// store an integer in a smaller unit.
///
/// Equal values write equal JSON: ``description`` is the value's canonical JSON text, with
/// object members sorted by the UTF-8 bytes of their names, as ``StrictJSONEncoder`` writes it.
public enum JSONValue: Sendable, Hashable, Codable {
  /// The JSON `null`.
  case null

  /// `true` or `false`.
  case bool(Bool)

  /// A number, exactly as written.
  case number(JSONNumber)

  /// A string.
  case string(String)

  /// An array of values.
  case array([JSONValue])

  /// An object: values by member name.
  case object([String: JSONValue])

  // MARK: - Reading the value

  /// A Boolean value that indicates whether the value is `null`.
  public var isNull: Bool {
    self == .null
  }

  /// The string, if the value is one.
  public var stringValue: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  /// The Boolean, if the value is one.
  public var boolValue: Bool? {
    guard case .bool(let bool) = self else { return nil }
    return bool
  }

  /// The number, if the value is one.
  public var numberValue: JSONNumber? {
    guard case .number(let number) = self else { return nil }
    return number
  }

  /// The number as an `Int`, if the value is an integer within `Int`'s range.
  public var intValue: Int? {
    numberValue?.integer(as: Int.self)
  }

  /// The elements, if the value is an array.
  public var arrayValue: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The members, if the value is an object.
  public var objectValue: [String: JSONValue]? {
    guard case .object(let members) = self else { return nil }
    return members
  }

  /// The value of an object's member, or `nil` if the value isn't an object or has no such
  /// member.
  public subscript(member name: String) -> JSONValue? {
    objectValue?[name]
  }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral {
  /// Creates `null`.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// Creates a Boolean value.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// Creates a number from an integer literal.
  public init(integerLiteral value: Int) {
    self = .number(JSONNumber(value))
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  /// Creates a string.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// Creates an array.
  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// Creates an object.
  ///
  /// - Precondition: No two members have the same name.
  public init(dictionaryLiteral members: (String, JSONValue)...) {
    self = .object(Dictionary(uniqueKeysWithValues: members))
  }
}

// MARK: - CustomStringConvertible

extension JSONValue: CustomStringConvertible {
  /// The value's canonical JSON text, such as `{"quantity":2,"soupID":"clam"}`.
  public var description: String {
    let writer = JSONValueWriter()
    writer.value(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

// MARK: - JSON

extension JSONValue: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    switch json.kind {
    case .null:
      self = .null
    case .true, .false:
      self = .bool(try json.bool())
    case .number:
      self = .number(try json.exactNumber())
    case .string:
      self = .string(try json.string())
    case .array:
      var elements: [JSONValue] = []
      let array = try json.array()
      elements.reserveCapacity(array.count)
      for element in array {
        elements.append(try JSONValue(json: element))
      }
      self = .array(elements)
    case .object:
      self = .object(try Self.members(of: json))
    }
  }

  /// Reads an object's members as values.
  static func members(of json: JSONValueReader) throws(StrictJSONError) -> [String: JSONValue] {
    let object = try json.object()
    let members = object.members
    var values: [String: JSONValue] = [:]
    values.reserveCapacity(members.count)
    for (name, value) in members {
      values[name] = try JSONValue(json: value)
    }
    return values
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    json.value(self)
  }
}

extension JSONValueWriter {
  /// Writes a JSON value, each object's members in the order of their names.
  func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let bool): self.bool(bool)
    case .number(let number): self.number(number)
    case .string(let string): self.string(string)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        self.value(element)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      object(members)
    }
  }

  /// Writes an object of JSON values, its members in the order of their names.
  func object(_ members: [String: JSONValue]) {
    output.append(UInt8(ascii: "{"))
    let names = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    for (position, name) in names.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      string(name)
      output.append(UInt8(ascii: ":"))
      if let member = members[name] { value(member) }
    }
    output.append(UInt8(ascii: "}"))
  }
}
