/// An account in a ``Ledger``: the user's own accounts, the accounts of the people they pay, and
/// the funding account that deposits come from.
public struct LedgerAccount: Hashable, Sendable, Codable, Identifiable {
  /// The account's identifier.
  public let id: ID

  /// The currency the account holds; every posting to it is in this currency.
  public let currency: Currency

  /// The person who holds the account, for the accounts of payees and payers.
  public var holder: Person?

  /// The account's nickname, such as "Checking".
  public var nickname: SpeakableString?

  /// The kind of account.
  public var accountType: AccountType

  /// The organisation that holds the account.
  public var organizationName: SpeakableString?

  /// A Boolean value that indicates whether the balance may go below zero, as for credit
  /// accounts and the funding account.
  public var allowsNegativeBalance: Bool

  /// Creates an account.
  public init(
    id: ID,
    currency: Currency,
    holder: Person? = nil,
    nickname: SpeakableString? = nil,
    accountType: AccountType = .checking,
    organizationName: SpeakableString? = nil,
    allowsNegativeBalance: Bool = false
  ) {
    self.id = id
    self.currency = currency
    self.holder = holder
    self.nickname = nickname
    self.accountType = accountType
    self.organizationName = organizationName
    self.allowsNegativeBalance = allowsNegativeBalance
  }

  /// Returns the account as SiriKit describes accounts, with a balance.
  public func paymentAccount(balance: CurrencyAmount?) -> PaymentAccount {
    PaymentAccount(
      nickname: nickname,
      number: id.rawValue,
      accountType: accountType,
      organizationName: organizationName,
      balance: balance.map(BalanceAmount.init)
    )
  }

  /// A value that identifies a ledger account.
  public struct ID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public init(stringLiteral rawValue: String) {
      self.init(rawValue: rawValue)
    }

    /// Returns the identifier of the funding account for a currency, which deposits come from.
    public static func funding(_ currency: Currency) -> ID {
      ID(rawValue: "funding:\(currency.code)")
    }

    public var description: String {
      rawValue
    }
  }
}
