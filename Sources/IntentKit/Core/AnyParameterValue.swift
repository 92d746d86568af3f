/// A type-erased parameter value.
///
/// Outcomes and conversation state hold the values of parameters of different types, such as the
/// options a handler offered for disambiguation; `AnyParameterValue` carries them and recovers the
/// typed value with ``value(as:)``.
public struct AnyParameterValue: Sendable, Equatable, CustomStringConvertible {
  /// The wrapped value; ``value(as:)`` recovers it typed.
  let base: any IntentValue

  /// Creates a type-erased value.
  public init(_ base: some IntentValue) {
    self.base = base
  }

  /// Returns the wrapped value if it has the given type.
  public func value<Value: IntentValue>(as type: Value.Type = Value.self) -> Value? {
    // A value of exactly the type asked for, the usual case, is read without the runtime's
    // general cast: comparing the types is the whole check.
    func exactly<Base: IntentValue>(_ base: Base) -> Value? {
      Base.self == Value.self ? unsafeBitCast(base, to: Value.self) : nil
    }
    return exactly(base) ?? base as? Value
  }

  public var description: String {
    String(describing: base)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    func isEqual<Value: IntentValue>(_ value: Value, to other: any IntentValue) -> Bool {
      value == other as? Value
    }
    return isEqual(lhs.base, to: rhs.base)
  }
}

// MARK: - Encodable

extension AnyParameterValue: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try JSONBridge.encodeValue(base, to: encoder)
  }
}

// MARK: - JSON

extension JSONValueWriter {
  /// Writes parameter values of any type as an array, each as its type writes itself.
  func write(_ values: [AnyParameterValue]) throws(StrictJSONError) {
    output.append(UInt8(ascii: "["))
    for (position, value) in values.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      try writeAny(value.base)
    }
    output.append(UInt8(ascii: "]"))
  }
}
