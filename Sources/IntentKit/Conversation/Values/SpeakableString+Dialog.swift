// Speakable strings in conversations: read from the words the user said; spoken as they are.

extension SpeakableString: ParameterValue {
  /// Creates a speakable string from the words the user said.
  public init?(reply: String, context: DialogContext) {
    let phrase = reply.trimmingWhitespace
    guard !phrase.isEmpty, TextLimits.problem(withName: phrase) == nil else { return nil }
    self.init(spokenPhrase: phrase)
  }

  /// Returns the spoken phrase.
  public func spokenPhrase(in context: DialogContext) -> String {
    spokenPhrase
  }
}
