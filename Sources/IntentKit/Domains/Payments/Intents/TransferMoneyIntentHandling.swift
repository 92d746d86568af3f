/// A type that resolves, confirms and handles ``TransferMoneyIntent`` values, SiriKit's
/// `INTransferMoneyIntentHandling`.
///
/// Every method comes in SiriKit's two shapes, `async` and completion handler; implement
/// whichever you like (see ``IntentHandling``). Only handle is required. A resolve method
/// you don't implement accepts the value as given, or skips a missing one, as SiriKit does;
/// confirm answers `ready`.
public protocol TransferMoneyIntentHandling: IntentHandling
where HandledIntent == TransferMoneyIntent {
  /// Resolves the account to move money from.
  func resolveFromAccount(for intent: TransferMoneyIntent) async -> PaymentAccountResolutionResult

  /// Resolves the account to move money from, SiriKit's completion-handler shape.
  func resolveFromAccount(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (PaymentAccountResolutionResult) -> Void
  )

  /// Resolves the account to move money to.
  func resolveToAccount(for intent: TransferMoneyIntent) async -> PaymentAccountResolutionResult

  /// Resolves the account to move money to, SiriKit's completion-handler shape.
  func resolveToAccount(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (PaymentAccountResolutionResult) -> Void
  )

  /// Resolves how much to move.
  func resolveTransactionAmount(
    for intent: TransferMoneyIntent
  ) async -> PaymentAmountResolutionResult

  /// Resolves how much to move, SiriKit's completion-handler shape.
  func resolveTransactionAmount(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (PaymentAmountResolutionResult) -> Void
  )

  /// Resolves when to move it.
  func resolveTransactionScheduledDate(
    for intent: TransferMoneyIntent
  ) async -> DateComponentsRangeResolutionResult

  /// Resolves when to move it, SiriKit's completion-handler shape.
  func resolveTransactionScheduledDate(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )

  /// Resolves the note.
  func resolveTransactionNote(for intent: TransferMoneyIntent) async -> StringResolutionResult

  /// Resolves the note, SiriKit's completion-handler shape.
  func resolveTransactionNote(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  )
}

// MARK: - Default implementations

extension TransferMoneyIntentHandling {
  /// The default implementation, which binds both shapes of every resolve method, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<TransferMoneyIntent>] {
    [
      ParameterResolver(
        .fromAccount,
        _resolvingAt: 0,
        of: self,
        resolveWithCompletion: resolveFromAccount(for:with:)
          as _ResolveCompletion<PaymentAccountResolutionResult>
      ),
      ParameterResolver(
        .toAccount,
        _resolvingAt: 1,
        of: self,
        resolveWithCompletion: resolveToAccount(for:with:)
          as _ResolveCompletion<PaymentAccountResolutionResult>
      ),
      ParameterResolver(
        .transactionAmount,
        _resolvingAt: 2,
        of: self,
        resolveWithCompletion: resolveTransactionAmount(for:with:)
          as _ResolveCompletion<PaymentAmountResolutionResult>
      ),
      ParameterResolver(
        .transactionScheduledDate,
        _resolvingAt: 3,
        of: self,
        resolveWithCompletion: resolveTransactionScheduledDate(for:with:)
          as _ResolveCompletion<DateComponentsRangeResolutionResult>
      ),
      ParameterResolver(
        .transactionNote,
        _resolvingAt: 4,
        of: self,
        resolveWithCompletion: resolveTransactionNote(for:with:)
          as _ResolveCompletion<StringResolutionResult>
      ),
    ]
  }

  /// The default implementation, which calls the `async` shape of the resolve method that
  /// ``parameterResolvers`` binds at `index`.
  @inlinable @inline(__always)
  public func _resolveParameter(
    at index: Int,
    in intent: inout TransferMoneyIntent
  ) async -> _ResolutionStep {
    switch index {
    case 0:
      _ResolutionStep(
        await resolveFromAccount(for: intent) as PaymentAccountResolutionResult,
        for: .fromAccount,
        in: &intent
      )
    case 1:
      _ResolutionStep(
        await resolveToAccount(for: intent) as PaymentAccountResolutionResult,
        for: .toAccount,
        in: &intent
      )
    case 2:
      _ResolutionStep(
        await resolveTransactionAmount(for: intent) as PaymentAmountResolutionResult,
        for: .transactionAmount,
        in: &intent
      )
    case 3:
      _ResolutionStep(
        await resolveTransactionScheduledDate(for: intent) as DateComponentsRangeResolutionResult,
        for: .transactionScheduledDate,
        in: &intent
      )
    case 4:
      _ResolutionStep(
        await resolveTransactionNote(for: intent) as StringResolutionResult,
        for: .transactionNote,
        in: &intent
      )
    default:
      preconditionFailure("\(Self.self) binds no resolver at index \(index).")
    }
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveFromAccount(
    for intent: TransferMoneyIntent
  ) async -> PaymentAccountResolutionResult {
    .unimplemented(for: .fromAccount, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveFromAccount(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (PaymentAccountResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .fromAccount, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveToAccount(
    for intent: TransferMoneyIntent
  ) async -> PaymentAccountResolutionResult {
    .unimplemented(for: .toAccount, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveToAccount(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (PaymentAccountResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .toAccount, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionAmount(
    for intent: TransferMoneyIntent
  ) async -> PaymentAmountResolutionResult {
    .unimplemented(for: .transactionAmount, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionAmount(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (PaymentAmountResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .transactionAmount, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionScheduledDate(
    for intent: TransferMoneyIntent
  ) async -> DateComponentsRangeResolutionResult {
    .unimplemented(for: .transactionScheduledDate, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionScheduledDate(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .transactionScheduledDate, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionNote(
    for intent: TransferMoneyIntent
  ) async -> StringResolutionResult {
    .unimplemented(for: .transactionNote, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionNote(
    for intent: TransferMoneyIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .transactionNote, in: intent))
  }
}
