// Files in conversations: never read from words, only given as typed replies; spoken by name.

extension File: ParameterValue {
  /// Returns the file's name.
  public func spokenPhrase(in context: DialogContext) -> String {
    filename
  }
}
