// Accounts in conversations: read from the name the user says; spoken by nickname, organisation
// or kind.

extension PaymentAccount: ParameterValue {
  /// Creates an account from a name the user said; the handler resolves it against the user's
  /// accounts.
  public init?(reply: String, context: DialogContext) {
    guard let nickname = SpeakableString(reply: reply, context: context) else { return nil }
    self.init(nickname: nickname)
  }

  /// Returns the account's nickname, else its organisation, else its kind in words.
  public func spokenPhrase(in context: DialogContext) -> String {
    nickname?.spokenPhrase ?? organizationName?.spokenPhrase
      ?? accountType.spokenPhrase(in: context)
  }
}

extension AccountType: ParameterValue {}
