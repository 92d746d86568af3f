// People in conversations: a name the user says becomes a person to resolve against contacts.

extension Person: ParameterValue {
  /// Creates a person from a name the user said; the handler's resolver matches it to a contact.
  public init?(reply: String, context: DialogContext) {
    let name = reply.trimmingWhitespace
    guard !name.isEmpty, TextLimits.problem(withName: name) == nil else { return nil }
    self.init(displayName: name)
  }

  /// Returns the person's display name.
  public func spokenPhrase(in context: DialogContext) -> String {
    displayName
  }
}
