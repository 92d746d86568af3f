/// A handler that answers questions about the user's own accounts, such as "What's my checking
/// balance?", from the ledger.
///
/// Every parameter narrows the search: a nickname matches an account's nickname, a vocabulary
/// nickname registered for it, or its type in words ("savings"); a type and an organisation must
/// match exactly or by word prefixes. A nickname that names several differently named accounts
/// is offered as a choice. Handle answers `success` with every matching account and its current
/// balance, or `failureAccountNotFound`. Ledger balances are money, so a request for points or
/// miles finds no account.
public struct SearchForAccountsHandler: SearchForAccountsIntentHandling {
  /// The ledger, directory and accounts the handler works with.
  public let service: PaymentsService

  /// Creates a handler.
  public init(service: PaymentsService) {
    self.service = service
  }

  /// Resolves a nickname to the nickname of the accounts it names, or offers a choice.
  public func resolveAccountNickname(
    for intent: SearchForAccountsIntent
  ) async -> Resolution<SpeakableString> {
    guard let said = intent.accountNickname else { return .notRequired() }
    let matches = service.accounts(named: said, among: service.userAccounts)
    var nicknames: [SpeakableString] = []
    for account in matches {
      guard let nickname = account.nickname, !nicknames.contains(nickname) else { continue }
      nicknames.append(nickname)
    }
    switch nicknames.count {
    case 0: return .success(with: said)
    case 1: return .success(with: nicknames[0])
    default: return .disambiguation(with: Array(nicknames.prefix(PaymentsService.maximumChoices)))
    }
  }

  /// Lists the matching accounts with their balances.
  public func handle(
    intent: SearchForAccountsIntent
  ) async throws
    -> SearchForAccountsIntentResponse
  {
    guard [.unknown, .money].contains(intent.requestedBalanceType) else {
      return SearchForAccountsIntentResponse(code: .failureAccountNotFound)
    }
    let query = PaymentAccount(
      nickname: intent.accountNickname,
      accountType: intent.accountType,
      organizationName: intent.organizationName
    )
    let matches = service.userAccounts(matching: query)
    guard !matches.isEmpty else {
      return SearchForAccountsIntentResponse(code: .failureAccountNotFound)
    }
    var accounts: [PaymentAccount] = []
    for account in matches {
      accounts.append(await service.describe(account))
    }
    return SearchForAccountsIntentResponse(code: .success, accounts: accounts)
  }
}
