/// A value that names one parameter of an intent whose value type is known only at run time.
///
/// `PartialIntentParameter` is to ``IntentParameter`` what `PartialKeyPath` is to `KeyPath`: it
/// lets an intent list parameters of different value types in one array, its
/// ``Intent/parameters``, and lets conversation state store and restore their values by name.
public struct PartialIntentParameter<Root: Intent>: Sendable {
  /// The parameter's name.
  public let name: String

  /// The type of the parameter's values.
  public let valueType: any IntentValue.Type

  private let read: @Sendable (Root) -> AnyParameterValue?
  private let write: @Sendable (inout Root, AnyParameterValue?) -> Bool
  private let decodeValue: @Sendable (any Decoder) throws -> AnyParameterValue

  /// Creates a type-erased parameter from a typed one.
  public init<Value>(_ parameter: IntentParameter<Root, Value>) {
    self.name = parameter.name
    self.valueType = Value.self
    self.read = { intent in parameter.value(in: intent).map(AnyParameterValue.init) }
    self.write = { intent, value in
      guard let value else {
        parameter.setValue(nil, in: &intent)
        return true
      }
      guard let typed = value.base as? Value else { return false }
      parameter.setValue(typed, in: &intent)
      return true
    }
    self.decodeValue = { decoder in
      AnyParameterValue(try JSONBridge.decodeValue(Value.self, from: decoder))
    }
  }

  /// Returns the parameter's value in an intent, or `nil` if the intent has none.
  public func value(in intent: Root) -> AnyParameterValue? {
    read(intent)
  }

  /// Writes a value into an intent, or clears the parameter when `value` is `nil`.
  ///
  /// - Returns: `false`, leaving the intent unchanged, if `value` isn't of ``valueType``.
  @discardableResult
  public func setValue(_ value: AnyParameterValue?, in intent: inout Root) -> Bool {
    write(&intent, value)
  }

  /// Decodes one value of this parameter's type.
  func decode(from decoder: any Decoder) throws -> AnyParameterValue {
    try decodeValue(decoder)
  }
}
