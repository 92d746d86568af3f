// What a conversation does with an intent type's parameters in their own value types: speak
// their values and read replies as values. Worked out once per intent type, so that a turn
// neither looks up a conformance nor casts a value to a protocol.

/// How a conversation speaks and reads the values of each parameter of an intent type, by the
/// parameter's position in ``Intent/parameters``.
///
/// Each entry is the one the parameter was made with, where its value type was known to be a
/// ``ParameterValue`` (`PartialIntentParameter.init(_:)`), or else is made by opening the
/// parameter once and finding whether its value type is one; the entries then call the value
/// type's own `spokenPhrase(in:)` and `init(reply:context:)`, with nothing looked up at run
/// time but, for an entry made the second way, the value type's metadata.
@usableFromInline
final class _IntentDialog<Root: Intent>: Sendable {
  /// What the conversation does with one parameter's values.
  @usableFromInline
  struct Entry: Sendable {
    /// Returns the words for an intent's value of the parameter, or `nil` if it has none.
    ///
    /// The intent is passed where it lies, so that only the parameter's value is copied out of
    /// it: passed as a value from a conversation's storage, the whole intent was copied first
    /// (every reference in it retained and released) for each value a prompt speaks.
    @usableFromInline let speak:
      @Sendable (_ intent: UnsafePointer<Root>, _ context: DialogContext) -> String?
    /// Returns the words for a value of the parameter's type, or `nil` for a value of another
    /// type or of a type that isn't a ``ParameterValue``.
    @usableFromInline let speakValue:
      @Sendable (_ value: AnyParameterValue, _ context: DialogContext) -> String?
    /// Reads a reply as a value of the parameter and writes it into an intent; returns `false`,
    /// leaving the intent unchanged, if the reply doesn't describe one.
    @usableFromInline let read:
      @Sendable (_ reply: String, _ context: DialogContext, _ intent: inout Root) -> Bool

    /// Creates an entry from its three closures.
    @usableFromInline
    init(
      speak:
        @escaping @Sendable (_ intent: UnsafePointer<Root>, _ context: DialogContext) ->
        String?,
      speakValue:
        @escaping @Sendable (_ value: AnyParameterValue, _ context: DialogContext) ->
        String?,
      read:
        @escaping @Sendable (_ reply: String, _ context: DialogContext, _ intent: inout Root)
        -> Bool
    ) {
      (self.speak, self.speakValue, self.read) = (speak, speakValue, read)
    }

    /// The entry of a parameter whose value type is a ``ParameterValue``: its closures call the
    /// value type's own `spokenPhrase(in:)` and `init(reply:context:)`.
    ///
    /// Inlined where the parameter is made, so that where its types are known the closures are
    /// specialised for them; made in generic code, they look the value type's metadata up on
    /// every call.
    @inlinable
    init<Value: ParameterValue>(_ parameter: IntentParameter<Root, Value>) {
      self.init(
        speak: { intent, context in parameter._value(at: intent)?.spokenPhrase(in: context) },
        speakValue: { value, context in value.value(as: Value.self)?.spokenPhrase(in: context) },
        read: { reply, context, intent in
          guard let value = Value(reply: reply, context: context) else { return false }
          parameter.setValue(value, in: &intent)
          return true
        }
      )
    }
  }

  /// The entries, in the order of the intent's parameters.
  @usableFromInline let entries: [Entry]

  /// Returns a response's dialog arguments, if the intent's response type provides them
  /// (``DialogArgumentProviding``); `nil` if it doesn't.
  ///
  /// The conformance is looked up once, here: looked up for every response spoken, it was a
  /// search of the runtime's conformance cache each time, found or not.
  @usableFromInline let responseArguments:
    (@Sendable (_ response: Root.Response, _ context: DialogContext) -> [String: String])?

  @usableFromInline
  init() {
    entries = Root.parameters.map(Self.entry(for:))
    responseArguments = Self.responseArgumentsReader()
  }

  /// The reader of ``responseArguments``, opened for the response type's conformance.
  @usableFromInline
  static func responseArgumentsReader()
    -> (@Sendable (Root.Response, DialogContext) -> [String: String])?
  {
    guard let provider = Root.Response.self as? any DialogArgumentProviding.Type else {
      return nil
    }
    // Cast to the opened concrete type, the same type, rather than to an existential, which
    // would box a copy.
    func reader<Provider: DialogArgumentProviding>(
      _ type: Provider.Type
    ) -> @Sendable (Root.Response, DialogContext) -> [String: String] {
      { response, context in (response as? Provider)?.dialogArguments(in: context) ?? [:] }
    }
    return reader(provider)
  }

  /// The entry of a parameter: the one made with it, or else one worked out by opening it.
  static func entry(for parameter: PartialIntentParameter<Root>) -> Entry {
    parameter._dialog ?? parameter.open(EntryMaker<Root>())
  }

  /// The entry of the parameter at a position, if there is one.
  @inlinable
  func entry(at index: Int) -> Entry? {
    index >= 0 && index < entries.count ? entries[index] : nil
  }
}

/// Makes the entry of a parameter made where its value type wasn't known to be a
/// ``ParameterValue``, by opening it.
private struct EntryMaker<Root: Intent>: IntentParameterOpener {
  func open<Value>(_ parameter: IntentParameter<Root, Value>) -> _IntentDialog<Root>.Entry {
    guard let speakable = Value.self as? any ParameterValue.Type else {
      // Values that are only an `IntentValue` are described, and never read from words.
      return .init(
        speak: { intent, _ in parameter._value(at: intent).map { String(describing: $0) } },
        speakValue: { _, _ in nil },
        read: { _, _, _ in false }
      )
    }
    return entry(for: parameter, as: speakable)
  }

  /// The entry of a parameter whose value type is `Speakable`, the same type as `Value`.
  private func entry<Value, Speakable: ParameterValue>(
    for parameter: IntentParameter<Root, Value>,
    as type: Speakable.Type
  ) -> _IntentDialog<Root>.Entry {
    // The cast succeeds: the two types are one, learnt at run time.
    guard let typed = parameter as? IntentParameter<Root, Speakable> else {
      return .init(speak: { _, _ in nil }, speakValue: { _, _ in nil }, read: { _, _, _ in false })
    }
    return .init(typed)
  }
}
