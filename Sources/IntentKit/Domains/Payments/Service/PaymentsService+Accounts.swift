// Finding the user's own accounts by what the user called them: a nickname ("checking",
// "rainy day"), an account type ("savings"), an organisation, or the account number a resolved
// account carries. Vocabulary terms with an account's identifier name that account too.

extension PaymentsService {
  /// Returns the user's accounts that a described account may be.
  ///
  /// An account number must be one of the user's accounts exactly; otherwise every given
  /// nickname, type and organisation must match.
  func userAccounts(matching described: PaymentAccount) -> [LedgerAccount] {
    if let number = described.accountNumber {
      return userAccounts.filter { $0.id.rawValue == number }
    }
    var accounts = userAccounts.filter { account in
      (described.accountType == .unknown || described.accountType == account.accountType)
        && (described.organizationName.map { organizationMatches(account, $0) } ?? true)
    }
    if let nickname = described.nickname {
      accounts = self.accounts(named: nickname, among: accounts)
    }
    return accounts
  }

  /// Returns the one user account a described account is, if it is exactly one.
  func userAccount(for described: PaymentAccount?) -> LedgerAccount? {
    guard let described else { return nil }
    let matches = userAccounts(matching: described)
    return matches.count == 1 ? matches[0] : nil
  }

  /// Returns the accounts that what the user said names: by nickname or a vocabulary nickname
  /// for the account, word by word or by word prefixes; failing that, by account type in words
  /// ("savings", "credit card").
  func accounts(named said: SpeakableString, among accounts: [LedgerAccount]) -> [LedgerAccount] {
    if let identified = accounts.first(where: { $0.id.rawValue == said.vocabularyIdentifier }) {
      return [identified]
    }
    let query = NameTokenizer.words(of: said.spokenPhrase)
    guard !query.isEmpty else { return [] }
    let byName = accounts.filter { account in
      let names =
        [account.nickname?.spokenPhrase].compactMap { $0 }
        + terms(.paymentsAccountNickname, naming: account)
      return names.contains { NameTokenizer.prefixesMatch(query, NameTokenizer.words(of: $0)) }
    }
    guard byName.isEmpty, let type = Self.accountTypeWords[query.joined(separator: " ")] else {
      return byName
    }
    return accounts.filter { $0.accountType == type }
  }

  /// Returns a Boolean value that indicates whether what the user said names the account's
  /// organisation, or a vocabulary organisation name for the account.
  func organizationMatches(_ account: LedgerAccount, _ said: SpeakableString) -> Bool {
    let query = NameTokenizer.words(of: said.spokenPhrase)
    guard !query.isEmpty else { return false }
    let names =
      [account.organizationName?.spokenPhrase].compactMap { $0 }
      + terms(.paymentsOrganizationName, naming: account)
    return names.contains { NameTokenizer.prefixesMatch(query, NameTokenizer.words(of: $0)) }
  }

  /// The vocabulary phrases of a type whose identifier is the account's.
  private func terms(_ type: VocabularyStringType, naming account: LedgerAccount) -> [String] {
    vocabulary.vocabulary(of: type)
      .filter { $0.vocabularyIdentifier == account.id.rawValue }
      .map(\.spokenPhrase)
  }

  /// Words people use for account types, folded.
  private static let accountTypeWords: [String: AccountType] = [
    "checking": .checking, "checking account": .checking, "current account": .checking,
    "savings": .saving, "saving": .saving, "savings account": .saving,
    "credit": .credit, "credit card": .credit, "card": .credit, "debit": .debit,
    "debit card": .debit, "investment": .investment, "investments": .investment,
    "brokerage": .investment, "mortgage": .mortgage, "prepaid": .prepaid,
    "当座": .checking, "当座預金": .checking, "普通預金": .saving, "貯金": .saving,
    "クレジットカード": .credit, "입출금": .checking, "예금": .saving, "적금": .saving,
    "신용카드": .credit,
  ]

  /// The account as the user's payment method in a payment record.
  func paymentMethod(for account: LedgerAccount) -> PaymentMethod {
    let type: PaymentMethod.MethodType =
      switch account.accountType {
      case .checking: .checking
      case .saving: .savings
      case .credit: .credit
      case .debit: .debit
      case .prepaid: .prepaid
      case .investment: .brokerage
      case .mortgage, .unknown: .unknown
      }
    return PaymentMethod(type: type, name: account.nickname?.spokenPhrase)
  }

  /// Returns the account with its current balance, as an account search lists it.
  func describe(_ account: LedgerAccount) async -> PaymentAccount {
    account.paymentAccount(balance: try? await ledger.balance(of: account.id))
  }
}
