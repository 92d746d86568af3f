// Parameters in conversations: reading a reply as a value of the parameter's type.

extension PartialIntentParameter {
  /// Reads a value of this parameter's type from the user's words, or returns `nil` if they
  /// don't describe one.
  ///
  /// Values that are only an ``IntentValue``, not a ``ParameterValue``, are never read from
  /// words: the parameter takes typed replies.
  public func parseReply(_ reply: String, in context: DialogContext) -> AnyParameterValue? {
    guard let readable = valueType as? any ParameterValue.Type else { return nil }
    // Opened, so the value is boxed once, in the AnyParameterValue.
    func read<Value: ParameterValue>(_ type: Value.Type) -> AnyParameterValue? {
      Value(reply: reply, context: context).map(AnyParameterValue.init)
    }
    return read(readable)
  }

  /// Returns why the user's words state a value of this parameter's type that can't be used,
  /// or `nil`; see ``ParameterValue/unsupportedReason(forReply:context:)``.
  public func unsupportedReason(
    forReply reply: String,
    in context: DialogContext
  ) -> UnsupportedReason? {
    guard let readable = valueType as? any ParameterValue.Type else { return nil }
    return readable.unsupportedReason(forReply: reply, context: context)
  }
}

extension PartialIntentParameter {
  /// Reads a value of this parameter's type from the user's words and writes it into an intent;
  /// returns `false`, leaving the intent unchanged, if the words don't describe one.
  ///
  /// This is ``parseReply(_:in:)`` followed by ``setValue(_:in:)``, without boxing the value in
  /// an ``AnyParameterValue``.
  @usableFromInline
  func _setValue(parsing reply: String, in context: DialogContext, in intent: inout Root) -> Bool {
    visit(ReplyReader(reply: reply, context: context), in: &intent)
  }
}

/// Reads a reply as a value of a parameter's type and writes it into the intent.
private struct ReplyReader<Root: Intent>: IntentParameterVisitor {
  let reply: String
  let context: DialogContext

  func visit<Value>(_ parameter: IntentParameter<Root, Value>, in intent: inout Root) -> Bool {
    guard let readable = Value.self as? any ParameterValue.Type else { return false }
    func read<Readable: ParameterValue>(_ type: Readable.Type) -> Value? {
      Readable(reply: reply, context: context).flatMap { $0 as? Value }
    }
    guard let value = read(readable) else { return false }
    parameter.setValue(value, in: &intent)
    return true
  }
}

extension PartialIntentParameter {
  /// Returns the words that name the intent's value for this parameter in the assistant's
  /// prompts, or `nil` if the intent has none.
  ///
  /// This is ``value(in:)`` followed by ``AnyParameterValue/spokenPhrase(in:)``, without boxing
  /// the value in an ``AnyParameterValue``.
  @usableFromInline
  func _spokenValue(in intent: Root, context: DialogContext) -> String? {
    read(ValueSpeaker(context: context), in: intent)
  }
}

/// Speaks a parameter's value in an intent, as ``AnyParameterValue/spokenPhrase(in:)`` does.
private struct ValueSpeaker<Root: Intent>: IntentParameterReader {
  let context: DialogContext

  func read<Value>(_ parameter: IntentParameter<Root, Value>, in intent: Root) -> String? {
    guard let value = parameter.value(in: intent) else { return nil }
    guard let speakable = Value.self as? any ParameterValue.Type else {
      return String(describing: value)
    }
    func phrase<Speakable: ParameterValue>(_ type: Speakable.Type) -> String {
      (value as? Speakable)?.spokenPhrase(in: context) ?? String(describing: value)
    }
    return phrase(speakable)
  }
}
