/// An account that money moves from or to, SiriKit's `INPaymentAccount`.
///
/// Transfers and bill payments resolve accounts by nickname ("checking", "rainy day savings")
/// or organisation.
public struct PaymentAccount: Hashable, Sendable, Codable, IntentValue {
  /// The account's nickname, such as "Checking".
  public var nickname: SpeakableString?

  /// The account number.
  public var accountNumber: String?

  /// The kind of account.
  public var accountType: AccountType

  /// The organisation that holds the account.
  public var organizationName: SpeakableString?

  /// The account's balance.
  public var balance: BalanceAmount?

  /// A second balance, such as a credit card's available credit.
  public var secondaryBalance: BalanceAmount?

  /// Creates an account; the account number's label is `number`, as in SiriKit.
  public init(
    nickname: SpeakableString?,
    number: String? = nil,
    accountType: AccountType = .unknown,
    organizationName: SpeakableString? = nil,
    balance: BalanceAmount? = nil,
    secondaryBalance: BalanceAmount? = nil
  ) {
    self.nickname = nickname
    self.accountNumber = number
    self.accountType = accountType
    self.organizationName = organizationName
    self.balance = balance
    self.secondaryBalance = secondaryBalance
  }
}

/// The kinds of account; raw values match SiriKit's `INAccountType`.
public enum AccountType: Int, Hashable, Sendable, Codable, CaseIterable, IntentValue {
  /// The kind isn't known, or wasn't given.
  case unknown = 0
  /// A checking account.
  case checking = 1
  /// A credit account.
  case credit = 2
  /// A debit account.
  case debit = 3
  /// An investment account.
  case investment = 4
  /// A mortgage.
  case mortgage = 5
  /// A prepaid account.
  case prepaid = 6
  /// A savings account.
  case saving = 7
}

// MARK: - JSON

extension PaymentAccount: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      nickname: try object.decodeIfPresent("nickname"),
      number: try object.stringIfPresent("accountNumber"),
      accountType: try object.decode("accountType"),
      organizationName: try object.decodeIfPresent("organizationName"),
      balance: try object.decodeIfPresent("balance"),
      secondaryBalance: try object.decodeIfPresent("secondaryBalance")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.stringIfPresent("accountNumber", accountNumber)
      object.write("accountType", accountType)
      try object.writeIfPresent("balance", balance)
      try object.writeIfPresent("nickname", nickname)
      try object.writeIfPresent("organizationName", organizationName)
      try object.writeIfPresent("secondaryBalance", secondaryBalance)
    }
  }
}
