package import IntentKit

/// The demo's embedded sample data, as Swift literals: contacts, accounts and opening balances,
/// bill payees and bills, and the ride service's coverage area, places and fleet.
///
/// The people and accounts are those of ``PaymentsSampleWorld``: two contacts called Jane, John,
/// Bob, Kenji (paid in yen), Chris (no account) and Pat, and nobody called Dave; the user holds
/// Checking ($1,000.00), Savings ($5,000.00), a Yen Wallet (¥100,000) and a Travel Card. The
/// demo adds the ledger accounts of the bill payees, so that bills are paid over the same ledger
/// as payments and both show in the history.
package enum DemoData {
  /// The user's bank.
  static let bank: SpeakableString = "Example Bank"

  /// The user's own accounts: Checking, Savings, Yen Wallet and Travel Card.
  package static let userAccounts: [LedgerAccount] = [
    LedgerAccount(
      id: "checking",
      currency: .usd,
      nickname: "Checking",
      accountType: .checking,
      organizationName: bank
    ),
    LedgerAccount(
      id: "savings",
      currency: .usd,
      nickname: "Savings",
      accountType: .saving,
      organizationName: bank
    ),
    LedgerAccount(
      id: "yen",
      currency: .jpy,
      nickname: "Yen Wallet",
      accountType: .checking,
      organizationName: bank
    ),
    LedgerAccount(
      id: "card",
      currency: .usd,
      nickname: "Travel Card",
      accountType: .credit,
      organizationName: "Example Card Co",
      allowsNegativeBalance: true
    ),
  ]

  /// The balances the user starts with.
  static let openingBalances: [(account: LedgerAccount.ID, amount: CurrencyAmount)] = [
    ("checking", .usd(1_000_00)),
    ("savings", .usd(5_000_00)),
    ("yen", .jpy(100_000)),
  ]

  /// The smallest and largest single payment per currency.
  static let limits: [Currency: AmountLimits] = [
    .usd: AmountLimits(minimum: .usd(1_00), maximum: .usd(2_500_00)),
    .jpy: AmountLimits(minimum: .jpy(100), maximum: .jpy(300_000)),
  ]

  /// The contacts: ``PaymentsSampleWorld/contacts``.
  package static var contacts: [Contact] {
    PaymentsSampleWorld.contacts
  }

  /// The ledger accounts of the contacts: one in US dollars each, except Kenji Tanaka (yen) and
  /// Chris Green (none), as in ``PaymentsSampleWorld``.
  static var contactAccounts: [LedgerAccount] {
    contacts.compactMap { contact in
      guard contact.id != "chris-green" else { return nil }
      let currency: Currency = contact.id == "kenji-tanaka" ? .jpy : .usd
      return LedgerAccount(
        id: LedgerAccount.ID(rawValue: "\(contact.id)-\(currency.code.lowercased())"),
        currency: currency,
        holder: contact.person,
        accountType: .checking
      )
    }
  }

  /// Returns the vocabulary the payments handlers read: contact names, account nicknames and
  /// organisations.
  static func makeVocabulary() -> Vocabulary {
    let vocabulary = Vocabulary()
    vocabulary.setVocabulary(
      contacts.map(\.displayName).map { SpeakableString(spokenPhrase: $0) }
        + [SpeakableString(vocabularyIdentifier: "john-appleseed", spokenPhrase: "my landlord")],
      of: .contactName
    )
    vocabulary.setVocabularyStrings(
      userAccounts.compactMap { $0.nickname?.spokenPhrase },
      of: .paymentsAccountNickname
    )
    vocabulary.setVocabularyStrings(
      ["Example Bank", "Example Card Co"],
      of: .paymentsOrganizationName
    )
    return vocabulary
  }
}
