/// A request for information about the user's accounts, such as a balance, SiriKit's
/// `INSearchForAccountsIntent`.
///
/// "What's my checking balance?" is `SearchForAccountsIntent(accountNickname: "checking",
/// requestedBalanceType: .money)`. As in SiriKit, ``accountType`` and ``requestedBalanceType``
/// are not optional: `.unknown` means "not given".
public struct SearchForAccountsIntent: Intent, Hashable {
  public typealias Response = SearchForAccountsIntentResponse

  public static let wireName = "SearchForAccountsIntent"

  public static let parameters: [PartialIntentParameter<Self>] = [
    .init(.accountNickname), .init(.accountType), .init(.organizationName),
    .init(.requestedBalanceType),
  ]

  public static var requiresUnlockedDevice: Bool { true }

  public let identifier: String

  /// The nickname of the account to look at.
  public var accountNickname: SpeakableString?

  /// The kind of account to look at, or `.unknown`.
  public var accountType: AccountType

  /// The organisation that holds the account.
  public var organizationName: SpeakableString?

  /// What balance the user asked for, or `.unknown`.
  public var requestedBalanceType: BalanceType

  /// Creates an account search; the parameters are in SiriKit's initializer order.
  public init(
    identifier: String = SearchForAccountsIntent.makeIdentifier(),
    accountNickname: SpeakableString? = nil,
    accountType: AccountType = .unknown,
    organizationName: SpeakableString? = nil,
    requestedBalanceType: BalanceType = .unknown
  ) {
    self.identifier = identifier
    self.accountNickname = accountNickname
    self.accountType = accountType
    self.organizationName = organizationName
    self.requestedBalanceType = requestedBalanceType
  }
}

extension IntentParameter where Root == SearchForAccountsIntent, Value == SpeakableString {
  /// The account nickname of a ``SearchForAccountsIntent``.
  public static let accountNickname = IntentParameter("accountNickname", \.accountNickname)

  /// The organisation of a ``SearchForAccountsIntent``.
  public static let organizationName = IntentParameter("organizationName", \.organizationName)
}

extension IntentParameter where Root == SearchForAccountsIntent, Value == AccountType {
  /// The account type of a ``SearchForAccountsIntent``; `.unknown` reads as no value.
  public static let accountType = IntentParameter(
    "accountType",
    get: { $0.accountType == .unknown ? nil : $0.accountType },
    set: { $0.accountType = $1 ?? .unknown }
  )
}

extension IntentParameter where Root == SearchForAccountsIntent, Value == BalanceType {
  /// The requested balance type of a ``SearchForAccountsIntent``; `.unknown` reads as no value.
  public static let requestedBalanceType = IntentParameter(
    "requestedBalanceType",
    get: { $0.requestedBalanceType == .unknown ? nil : $0.requestedBalanceType },
    set: { $0.requestedBalanceType = $1 ?? .unknown }
  )
}

// MARK: - Codable

extension SearchForAccountsIntent {
  private enum CodingKeys: String, CodingKey {
    case identifier, accountNickname, accountType, organizationName, requestedBalanceType
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      accountNickname: try container.decodeIfPresent(
        SpeakableString.self,
        forKey: .accountNickname
      ),
      accountType: try container.decodeIfPresent(AccountType.self, forKey: .accountType)
        ?? .unknown,
      organizationName: try container.decodeIfPresent(
        SpeakableString.self,
        forKey: .organizationName
      ),
      requestedBalanceType: try container.decodeIfPresent(
        BalanceType.self,
        forKey: .requestedBalanceType
      )
        ?? .unknown
    )
  }
}
