/// A type-erased intent, for the places that hold intents of any type side by side: donated
/// interactions, shortcuts and suggestions.
///
/// Two erased intents are equal when they have the same type and are equal as that type. The
/// typed intent comes back with ``value(as:)``, and running one goes through the dispatcher's
/// typed route (``IntentDispatcher/dispatch(_:identifier:)``), so erasure never reaches the
/// dispatch hot path.
///
/// ```swift
/// let erased = AnyIntent(TransferMoneyIntent(to: savings, transactionAmount: twenty))
/// erased.wireName                                   // "TransferMoneyIntent"
/// erased.parameterValues["toAccount"]               // savings, as an AnyParameterValue
/// erased.value(as: TransferMoneyIntent.self)?.toAccount
/// ```
public struct AnyIntent: Sendable, Equatable, CustomStringConvertible {
  /// The wrapped intent.
  public let base: any Intent

  /// Creates a type-erased intent.
  public init(_ base: some Intent) {
    self.base = base
  }

  /// The wrapped intent's type name, its ``Intent/wireName``.
  public var wireName: String {
    func name<HandledIntent: Intent>(_ intent: HandledIntent) -> String { HandledIntent.wireName }
    return name(base)
  }

  /// The wrapped intent's identifier.
  public var identifier: String {
    base.identifier
  }

  /// The wrapped intent's description, its ``Intent/intentDescription``.
  public var intentDescription: String? {
    base.intentDescription
  }

  /// The phrase the wrapped intent suggests for a voice shortcut, its
  /// ``Intent/suggestedInvocationPhrase``.
  public var suggestedInvocationPhrase: String? {
    base.suggestedInvocationPhrase
  }

  /// The experiences in which a shortcut for the wrapped intent is offered, its
  /// ``Intent/shortcutAvailability``.
  public var shortcutAvailability: ShortcutAvailabilityOptions {
    base.shortcutAvailability
  }

  /// The names of the wrapped intent type's parameters, in SiriKit's initializer order.
  public var parameterNames: [String] {
    func names<HandledIntent: Intent>(_ intent: HandledIntent) -> [String] {
      HandledIntent.parameters.map(\.name)
    }
    return names(base)
  }

  /// The values of the parameters the wrapped intent has a value for, by parameter name.
  ///
  /// Iterate ``parameterNames`` for a stable order.
  public var parameterValues: [String: AnyParameterValue] {
    func values<HandledIntent: Intent>(_ intent: HandledIntent) -> [String: AnyParameterValue] {
      var values: [String: AnyParameterValue] = [:]
      for parameter in HandledIntent.parameters {
        if let value = parameter.value(in: intent) { values[parameter.name] = value }
      }
      return values
    }
    return values(base)
  }

  /// Returns the wrapped intent if it has the given type.
  public func value<HandledIntent: Intent>(
    as type: HandledIntent.Type = HandledIntent.self
  ) -> HandledIntent? {
    base as? HandledIntent
  }

  /// A Boolean value that indicates whether the intent can become a ``Shortcut``: its
  /// identifier is an acceptable name, and it has a value for at least one parameter unless its
  /// type declares none.
  var isValidForShortcut: Bool {
    guard !identifier.isEmpty, TextLimits.problem(withName: identifier) == nil else {
      return false
    }
    return parameterNames.isEmpty || !parameterValues.isEmpty
  }

  public var description: String {
    let values = parameterValues
    let parameters = parameterNames.compactMap { name in
      values[name].map { "\(name): \($0)" }
    }
    return "\(wireName)(\(parameters.joined(separator: ", ")))"
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    func isEqual<HandledIntent: Intent>(_ intent: HandledIntent, to other: any Intent) -> Bool {
      intent == other as? HandledIntent
    }
    return isEqual(lhs.base, to: rhs.base)
  }
}
