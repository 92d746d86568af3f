// Objects in conversations: never read from words, only given as typed replies or picked from
// the options offered; spoken by their display string.

extension Object: ParameterValue {
  /// Returns the object's display string.
  public func spokenPhrase(in context: DialogContext) -> String {
    displayString
  }
}
