// Parameters that take several values in conversations: a reply is read as one element; the
// values are spoken as a list in the conversation's language, "a, b and c", "a、b、c".

extension Array: ParameterValue where Element: ParameterValue {
  /// Creates a one-element array from a reply that the element type reads as one value.
  ///
  /// The whole reply is one element: a string parameter that takes several values reads
  /// "milk, eggs and bread" as one string, not three. A reply never gives more than one
  /// element; to give several, answer with a typed ``Reply`` holding the array.
  public init?(reply: String, context: DialogContext) {
    guard let element = Element(reply: reply, context: context) else { return nil }
    self = [element]
  }

  /// Returns why the element type can't use the value a reply states, if it can't.
  public static func unsupportedReason(
    forReply reply: String,
    context: DialogContext
  ) -> UnsupportedReason? {
    Element.unsupportedReason(forReply: reply, context: context)
  }

  /// Returns the elements' phrases as a list in the context's language: "a, b and c" in
  /// English, "a、b、c" in Japanese, "a, b, c" in Korean.
  ///
  /// The catalog's `list.join` and `list.joinLast` templates add each element to the list
  /// before it (`{list}, {item}`, `{list} and {item}`); `list.empty` names an empty list.
  public func spokenPhrase(in context: DialogContext) -> String {
    context.listPhrase(map { $0.spokenPhrase(in: context) })
  }
}

extension DialogContext {
  /// Joins phrases into a list with the catalog's `list.join`, `list.joinLast` and `list.empty`
  /// templates, or English words if the catalog has none.
  func listPhrase(_ items: [String]) -> String {
    guard var text = items.first else {
      return prompts.template(forKey: "list.empty", language: language) ?? "nothing"
    }
    for (offset, item) in items.enumerated().dropFirst() {
      let isLast = offset == items.count - 1
      let template =
        prompts.template(forKey: isLast ? "list.joinLast" : "list.join", language: language)
        ?? (isLast ? "{list} and {item}" : "{list}, {item}")
      text = PromptTemplate.render(template, ["list": text, "item": item])
    }
    return text
  }
}

/// A type whose values are lists of another parameter value type, for prompts that a list
/// shares with its elements, such as the hint after a reply that wasn't understood.
protocol ParameterValueList {
  /// The type of the list's elements.
  static var elementValueType: any IntentValue.Type { get }
}

extension Array: ParameterValueList where Element: IntentValue {
  static var elementValueType: any IntentValue.Type { Element.self }
}
