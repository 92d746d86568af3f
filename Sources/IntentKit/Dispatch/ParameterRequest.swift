/// A value that describes what a handler needs from the user before one parameter resolves.
///
/// The dispatcher's non-interactive run stops at the first parameter whose resolution isn't
/// ``Resolution/isResolved`` and returns one of these; the conversation engine turns it into a
/// question. The resolution is never `success` or `notRequired`.
public struct ParameterRequest<Root: Intent>: Sendable, Equatable {
  /// The name of the parameter the handler asked about.
  public let parameterName: String

  /// The handler's resolution, with its values type-erased.
  public let resolution: Resolution<AnyParameterValue>

  /// Creates a request.
  @inlinable
  public init(parameterName: String, resolution: Resolution<AnyParameterValue>) {
    self.parameterName = parameterName
    self.resolution = resolution
  }

  /// The parameter the handler asked about.
  public var parameter: PartialIntentParameter<Root>? {
    Root.parameter(named: parameterName)
  }

  /// Returns the resolution with its values typed, or `nil` if the parameter's values aren't of
  /// type `Value`.
  public func resolution<Value: IntentValue>(
    as type: Value.Type = Value.self
  ) -> Resolution<Value>? {
    if let parameter, ObjectIdentifier(parameter.valueType) != ObjectIdentifier(type) {
      return nil
    }
    return try? resolution.map { value throws(ValueTypeMismatch) -> Value in
      guard let typed = value.value(as: Value.self) else { throw ValueTypeMismatch() }
      return typed
    }
  }
}

/// Thrown inside ``ParameterRequest/resolution(as:)`` when a value has another type.
private struct ValueTypeMismatch: Error {}

// MARK: - Codable

extension ParameterRequest: Codable {
  private enum CodingKeys: String, CodingKey {
    case parameter, resolution
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .parameter)
    guard let parameter = Root.parameter(named: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .parameter,
        in: container,
        debugDescription: "\(Root.wireName) has no parameter named \(TextLimits.quoted(name))."
      )
    }
    self.parameterName = name
    self.resolution = try Resolution(
      from: try container.superDecoder(forKey: .resolution),
      decodingValuesWith: parameter.decode(from:)
    )
  }

}

extension ParameterRequest: JSONEncodable {
  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.string("parameter", parameterName)
      try object.object("resolution") { fields throws(StrictJSONError) in
        switch resolution {
        case .success(let value):
          fields.string("kind", "success")
          try fields.writeAny("value", value.base)
        case .disambiguation(let values):
          fields.string("kind", "disambiguation")
          fields.key("values")
          try fields.writer.write(values)
        case .confirmationRequired(let value):
          fields.string("kind", "confirmationRequired")
          try fields.writeAny("value", value.base)
        case .needsValue:
          fields.string("kind", "needsValue")
        case .notRequired:
          fields.string("kind", "notRequired")
        case .unsupported(let reason):
          fields.string("kind", "unsupported")
          try fields.writeIfPresent("reason", reason)
        }
      }
    }
  }
}
