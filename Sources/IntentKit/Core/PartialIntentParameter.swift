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

  /// The typed parameter, for ``visit(_:in:)``.
  private let typed: any _TypedIntentParameter<Root>

  /// What a layer above makes with the parameter where its value type is known, such as the
  /// conversation's dialog entry (see `PartialIntentParameter+Dialog.swift`); `nil` if none.
  ///
  /// Core can't name those layers' types, so the value is kept as `any Sendable`.
  @usableFromInline var _attachment: (any Sendable)?

  /// Creates a type-erased parameter from a typed one.
  public init<Value>(_ parameter: IntentParameter<Root, Value>) {
    self.init(erasing: parameter)
  }

  /// Creates a type-erased parameter from a typed one; every public initialiser calls this one.
  @usableFromInline
  init<Value>(erasing parameter: IntentParameter<Root, Value>) {
    self.name = parameter.name
    self.valueType = Value.self
    self.typed = parameter
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

  /// Calls an opener with this parameter in its typed form, and returns what it returns.
  ///
  /// Openers work with the parameter's values in their own type, so that nothing is boxed in an
  /// ``AnyParameterValue``.
  func open<Opener: IntentParameterOpener>(
    _ opener: Opener
  ) -> Opener.Result where Opener.Root == Root {
    typed.accept(opener)
  }

  /// Decodes one value of this parameter's type.
  func decode(from decoder: any Decoder) throws -> AnyParameterValue {
    try decodeValue(decoder)
  }
}

/// A type that works with one parameter in the parameter's value type, which it learns from the
/// parameter: see ``PartialIntentParameter/open(_:)``.
protocol IntentParameterOpener<Root> {
  associatedtype Root: Intent
  associatedtype Result

  /// Works with a typed parameter.
  func open<Value>(_ parameter: IntentParameter<Root, Value>) -> Result
}

/// A typed parameter whose value type is hidden, which an opener can open.
private protocol _TypedIntentParameter<Root>: Sendable {
  associatedtype Root: Intent

  func accept<Opener: IntentParameterOpener>(
    _ opener: Opener
  ) -> Opener.Result where Opener.Root == Root
}

extension IntentParameter: _TypedIntentParameter {
  fileprivate func accept<Opener: IntentParameterOpener>(
    _ opener: Opener
  ) -> Opener.Result where Opener.Root == Root {
    opener.open(self)
  }
}
