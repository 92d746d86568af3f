/// A type of response that supplies values for the placeholders of the assistant's prompts.
///
/// When the assistant reports a response, or asks the final yes/no question about the response
/// a confirm step returned, it fills the prompt's `{placeholders}` from the intent's parameters
/// and from the response's dialog arguments. Conform a response to say its own payload:
///
/// ```swift
/// extension OrderSoupIntentResponse: DialogArgumentProviding {
///   func dialogArguments(in context: DialogContext) -> [String: String] {
///     ["eta": waitTime.map { "\($0) minutes" } ?? ""]
///   }
/// }
/// ```
public protocol DialogArgumentProviding: Sendable {
  /// Returns the values the assistant can say when it reports this response, as `{placeholder}`
  /// arguments for its prompt, such as a ride's `{eta}` or a payment's `{balance}`.
  func dialogArguments(in context: DialogContext) -> [String: String]
}

extension AnyParameterValue {
  /// Returns the words that name the value in the assistant's prompts: its
  /// ``ParameterValue/spokenPhrase(in:)``, or its description for a value that is only an
  /// ``IntentValue``.
  public func spokenPhrase(in context: DialogContext) -> String {
    // Opened and cast to the concrete type rather than to an existential, which would box a copy.
    func speak<Value: IntentValue>(_ value: Value) -> String {
      guard let speakable = Value.self as? any ParameterValue.Type else {
        return String(describing: value)
      }
      func phrase<Speakable: ParameterValue>(_ type: Speakable.Type) -> String {
        (value as? Speakable)?.spokenPhrase(in: context) ?? String(describing: value)
      }
      return phrase(speakable)
    }
    return speak(base)
  }
}
