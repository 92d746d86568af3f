// What the assistant says about the accounts a search found: each account's name and balance.

extension SearchForAccountsIntentResponse: DialogArgumentProviding {
  /// Returns the `{accounts}` placeholder: each account's name and balance, such as
  /// "Checking: $1,000.00; Savings: $5,000.00".
  public func dialogArguments(in context: DialogContext) -> [String: String] {
    guard let accounts, !accounts.isEmpty else { return [:] }
    let separator =
      switch context.language {
      case .japanese: "、"
      case .korean: ", "
      default: "; "
      }
    let phrases = accounts.map { account in
      let name = account.spokenPhrase(in: context)
      guard let balance = account.balance else { return name }
      return "\(name): \(balance.spokenPhrase(in: context))"
    }
    return ["accounts": phrases.joined(separator: separator)]
  }
}
