import IntentKit

/// The accounts and limits both ledgers' tests run on, so that they test the same rules on the
/// same data: checking, savings, Jane's account, a yen wallet and a credit card.
enum LedgerFixture {
  /// Jane Appleseed, who holds the account "jane".
  static let jane = Person(displayName: "Jane Appleseed", contactIdentifier: "jane")

  /// The accounts, all at zero.
  static let accounts = [
    LedgerAccount(id: "checking", currency: .usd, nickname: "Checking"),
    LedgerAccount(id: "savings", currency: .usd, nickname: "Savings", accountType: .saving),
    LedgerAccount(id: "jane", currency: .usd, holder: jane),
    LedgerAccount(id: "yen", currency: .jpy, nickname: "Yen wallet"),
    LedgerAccount(id: "card", currency: .usd, accountType: .credit, allowsNegativeBalance: true),
  ]

  /// One US cent to $2,500.00 per transfer; no limits in yen.
  static let limits: [Currency: AmountLimits] = [
    .usd: AmountLimits(minimum: .usd(1), maximum: .usd(2_500_00))
  ]
}
