/// A type that resolves, confirms and handles ``SearchForAccountsIntent`` values, SiriKit's
/// `INSearchForAccountsIntentHandling`.
///
/// Every parameter is optional by default: given values are accepted and missing ones skipped,
/// so a search with no parameters lists every account.
public protocol SearchForAccountsIntentHandling: IntentHandling
where HandledIntent == SearchForAccountsIntent {
  /// Resolves the account nickname.
  func resolveAccountNickname(
    for intent: SearchForAccountsIntent
  ) async -> Resolution<SpeakableString>

  /// Resolves the account type.
  func resolveAccountType(for intent: SearchForAccountsIntent) async -> Resolution<AccountType>

  /// Resolves the organisation.
  func resolveOrganizationName(
    for intent: SearchForAccountsIntent
  ) async -> Resolution<SpeakableString>

  /// Resolves the requested balance type.
  func resolveRequestedBalanceType(
    for intent: SearchForAccountsIntent
  ) async -> Resolution<BalanceType>
}

// MARK: - Default implementations

extension SearchForAccountsIntentHandling {
  /// The default implementation, which returns the resolvers for the four parameters, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<SearchForAccountsIntent>] {
    [
      ParameterResolver(.accountNickname, resolve: resolveAccountNickname(for:)),
      ParameterResolver(.accountType, resolve: resolveAccountType(for:)),
      ParameterResolver(.organizationName, resolve: resolveOrganizationName(for:)),
      ParameterResolver(.requestedBalanceType, resolve: resolveRequestedBalanceType(for:)),
    ]
  }

  /// The default implementation, which accepts a given nickname and otherwise skips it.
  public func resolveAccountNickname(
    for intent: SearchForAccountsIntent
  ) async -> Resolution<SpeakableString> {
    intent.accountNickname.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts a given type and otherwise skips it.
  public func resolveAccountType(
    for intent: SearchForAccountsIntent
  ) async -> Resolution<AccountType> {
    intent.accountType == .unknown ? .notRequired() : .success(with: intent.accountType)
  }

  /// The default implementation, which accepts a given organisation and otherwise skips it.
  public func resolveOrganizationName(
    for intent: SearchForAccountsIntent
  ) async -> Resolution<SpeakableString> {
    intent.organizationName.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts a given balance type and otherwise skips it.
  public func resolveRequestedBalanceType(
    for intent: SearchForAccountsIntent
  ) async -> Resolution<BalanceType> {
    intent.requestedBalanceType == .unknown
      ? .notRequired() : .success(with: intent.requestedBalanceType)
  }
}
