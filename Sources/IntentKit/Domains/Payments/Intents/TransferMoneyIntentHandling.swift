/// A type that resolves, confirms and handles ``TransferMoneyIntent`` values, SiriKit's
/// `INTransferMoneyIntentHandling`.
///
/// By default the accounts and amount are accepted as given or asked for, a concrete amount of
/// zero or less is unsupported, the scheduled date and note are optional.
public protocol TransferMoneyIntentHandling: IntentHandling
where HandledIntent == TransferMoneyIntent {
  /// Resolves the account to take the money from.
  func resolveFromAccount(for intent: TransferMoneyIntent) async -> Resolution<PaymentAccount>

  /// Resolves the account to put the money in.
  func resolveToAccount(for intent: TransferMoneyIntent) async -> Resolution<PaymentAccount>

  /// Resolves how much to move.
  func resolveTransactionAmount(for intent: TransferMoneyIntent) async -> Resolution<PaymentAmount>

  /// Resolves when to move it.
  func resolveTransactionScheduledDate(
    for intent: TransferMoneyIntent
  ) async -> Resolution<DateComponentsRange>

  /// Resolves the note.
  func resolveTransactionNote(for intent: TransferMoneyIntent) async -> Resolution<String>
}

// MARK: - Default implementations

extension TransferMoneyIntentHandling {
  /// The default implementation, which returns the resolvers for the five parameters, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<TransferMoneyIntent>] {
    [
      ParameterResolver(.fromAccount, resolve: resolveFromAccount(for:)),
      ParameterResolver(.toAccount, resolve: resolveToAccount(for:)),
      ParameterResolver(.transactionAmount, resolve: resolveTransactionAmount(for:)),
      ParameterResolver(.transactionScheduledDate, resolve: resolveTransactionScheduledDate(for:)),
      ParameterResolver(.transactionNote, resolve: resolveTransactionNote(for:)),
    ]
  }

  /// The default implementation, which accepts a given account and otherwise asks for one.
  public func resolveFromAccount(
    for intent: TransferMoneyIntent
  ) async -> Resolution<PaymentAccount> {
    intent.fromAccount.map { .success(with: $0) } ?? .needsValue()
  }

  /// The default implementation, which accepts a given account and otherwise asks for one.
  public func resolveToAccount(for intent: TransferMoneyIntent) async -> Resolution<PaymentAccount>
  {
    intent.toAccount.map { .success(with: $0) } ?? .needsValue()
  }

  /// The default implementation, which accepts an amount type or a positive amount, rejects
  /// zero or less, and asks for a missing one.
  public func resolveTransactionAmount(
    for intent: TransferMoneyIntent
  ) async -> Resolution<PaymentAmount> {
    guard let amount = intent.transactionAmount else { return .needsValue() }
    if let money = amount.amount, !money.isPositive { return .unsupported() }
    return .success(with: amount)
  }

  /// The default implementation, which accepts a given date and otherwise skips it (now).
  public func resolveTransactionScheduledDate(
    for intent: TransferMoneyIntent
  ) async -> Resolution<DateComponentsRange> {
    intent.transactionScheduledDate.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts a given note and otherwise skips it.
  public func resolveTransactionNote(for intent: TransferMoneyIntent) async -> Resolution<String> {
    intent.transactionNote.map { .success(with: $0) } ?? .notRequired()
  }
}
