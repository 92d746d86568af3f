// Balances in conversations: spoken as money or as points and miles.

extension BalanceAmount {
  /// Returns the balance in words: "$1,200.00", or "5,000 points".
  public func spokenPhrase(in context: DialogContext) -> String {
    if let money = currencyAmount { return money.spokenPhrase(in: context) }
    return "\(amount) \(balanceType.spokenPhrase(in: context))"
  }
}

extension BalanceType: ParameterValue {}
