/// A type that resolves, confirms and handles ``SearchForAccountsIntent`` values, SiriKit's
/// `INSearchForAccountsIntentHandling`.
///
/// Every method comes in SiriKit's two shapes, `async` and completion handler; implement
/// whichever you like (see ``IntentHandling``). Only handle is required. A resolve method
/// you don't implement accepts the value as given, or skips a missing one, as SiriKit does;
/// confirm answers `ready`.
public protocol SearchForAccountsIntentHandling: IntentHandling
where HandledIntent == SearchForAccountsIntent {
  /// Resolves the nickname of the account to look up.
  func resolveAccountNickname(
    for intent: SearchForAccountsIntent
  ) async -> SpeakableStringResolutionResult

  /// Resolves the nickname of the account to look up, SiriKit's completion-handler shape.
  func resolveAccountNickname(
    for intent: SearchForAccountsIntent,
    with completion: @escaping @Sendable (SpeakableStringResolutionResult) -> Void
  )

  /// Resolves the kind of account.
  func resolveAccountType(for intent: SearchForAccountsIntent) async -> AccountTypeResolutionResult

  /// Resolves the kind of account, SiriKit's completion-handler shape.
  func resolveAccountType(
    for intent: SearchForAccountsIntent,
    with completion: @escaping @Sendable (AccountTypeResolutionResult) -> Void
  )

  /// Resolves the organization that holds the account.
  func resolveOrganizationName(
    for intent: SearchForAccountsIntent
  ) async -> SpeakableStringResolutionResult

  /// Resolves the organization that holds the account, SiriKit's completion-handler shape.
  func resolveOrganizationName(
    for intent: SearchForAccountsIntent,
    with completion: @escaping @Sendable (SpeakableStringResolutionResult) -> Void
  )

  /// Resolves which balance to report.
  func resolveRequestedBalanceType(
    for intent: SearchForAccountsIntent
  ) async -> BalanceTypeResolutionResult

  /// Resolves which balance to report, SiriKit's completion-handler shape.
  func resolveRequestedBalanceType(
    for intent: SearchForAccountsIntent,
    with completion: @escaping @Sendable (BalanceTypeResolutionResult) -> Void
  )
}

// MARK: - Default implementations

extension SearchForAccountsIntentHandling {
  /// The default implementation, which binds both shapes of every resolve method, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<SearchForAccountsIntent>] {
    [
      ParameterResolver(
        .accountNickname,
        _resolvingAt: 0,
        of: self,
        resolveWithCompletion: resolveAccountNickname(for:with:)
          as _ResolveCompletion<SpeakableStringResolutionResult>
      ),
      ParameterResolver(
        .accountType,
        _resolvingAt: 1,
        of: self,
        resolveWithCompletion: resolveAccountType(for:with:)
          as _ResolveCompletion<AccountTypeResolutionResult>
      ),
      ParameterResolver(
        .organizationName,
        _resolvingAt: 2,
        of: self,
        resolveWithCompletion: resolveOrganizationName(for:with:)
          as _ResolveCompletion<SpeakableStringResolutionResult>
      ),
      ParameterResolver(
        .requestedBalanceType,
        _resolvingAt: 3,
        of: self,
        resolveWithCompletion: resolveRequestedBalanceType(for:with:)
          as _ResolveCompletion<BalanceTypeResolutionResult>
      ),
    ]
  }

  /// The default implementation, which calls the `async` shape of the resolve method that
  /// ``parameterResolvers`` binds at `index`.
  @inlinable @inline(__always)
  public func _resolveParameter(
    at index: Int,
    in intent: inout SearchForAccountsIntent
  ) async -> _ResolutionStep {
    switch index {
    case 0:
      _ResolutionStep(
        await resolveAccountNickname(for: intent) as SpeakableStringResolutionResult,
        for: .accountNickname,
        in: &intent
      )
    case 1:
      _ResolutionStep(
        await resolveAccountType(for: intent) as AccountTypeResolutionResult,
        for: .accountType,
        in: &intent
      )
    case 2:
      _ResolutionStep(
        await resolveOrganizationName(for: intent) as SpeakableStringResolutionResult,
        for: .organizationName,
        in: &intent
      )
    case 3:
      _ResolutionStep(
        await resolveRequestedBalanceType(for: intent) as BalanceTypeResolutionResult,
        for: .requestedBalanceType,
        in: &intent
      )
    default:
      preconditionFailure("\(Self.self) binds no resolver at index \(index).")
    }
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveAccountNickname(
    for intent: SearchForAccountsIntent
  ) async -> SpeakableStringResolutionResult {
    .unimplemented(for: .accountNickname, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveAccountNickname(
    for intent: SearchForAccountsIntent,
    with completion: @escaping @Sendable (SpeakableStringResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .accountNickname, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveAccountType(
    for intent: SearchForAccountsIntent
  ) async -> AccountTypeResolutionResult {
    .unimplemented(for: .accountType, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveAccountType(
    for intent: SearchForAccountsIntent,
    with completion: @escaping @Sendable (AccountTypeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .accountType, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveOrganizationName(
    for intent: SearchForAccountsIntent
  ) async -> SpeakableStringResolutionResult {
    .unimplemented(for: .organizationName, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveOrganizationName(
    for intent: SearchForAccountsIntent,
    with completion: @escaping @Sendable (SpeakableStringResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .organizationName, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveRequestedBalanceType(
    for intent: SearchForAccountsIntent
  ) async -> BalanceTypeResolutionResult {
    .unimplemented(for: .requestedBalanceType, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveRequestedBalanceType(
    for intent: SearchForAccountsIntent,
    with completion: @escaping @Sendable (BalanceTypeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .requestedBalanceType, in: intent))
  }
}
