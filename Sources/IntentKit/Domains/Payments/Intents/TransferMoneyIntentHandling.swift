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
        resolve: { await self.resolveFromAccount(for: $0) as PaymentAccountResolutionResult },
        resolveWithCompletion: resolveFromAccount(for:with:)
      ),
      ParameterResolver(
        .toAccount,
        resolve: { await self.resolveToAccount(for: $0) as PaymentAccountResolutionResult },
        resolveWithCompletion: resolveToAccount(for:with:)
      ),
      ParameterResolver(
        .transactionAmount,
        resolve: { await self.resolveTransactionAmount(for: $0) as PaymentAmountResolutionResult },
        resolveWithCompletion: resolveTransactionAmount(for:with:)
      ),
      ParameterResolver(
        .transactionScheduledDate,
        resolve: {
          await self.resolveTransactionScheduledDate(for: $0) as DateComponentsRangeResolutionResult
        },
        resolveWithCompletion: resolveTransactionScheduledDate(for:with:)
      ),
      ParameterResolver(
        .transactionNote,
        resolve: { await self.resolveTransactionNote(for: $0) as StringResolutionResult },
        resolveWithCompletion: resolveTransactionNote(for:with:)
      ),
    ]
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
