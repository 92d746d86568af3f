/// A type that resolves, confirms and handles ``PayBillIntent`` values, SiriKit's
/// `INPayBillIntentHandling`.
///
/// Every method comes in SiriKit's two shapes, `async` and completion handler; implement
/// whichever you like (see ``IntentHandling``). Only handle is required. A resolve method
/// you don't implement accepts the value as given, or skips a missing one, as SiriKit does;
/// confirm answers `ready`.
///
/// ``PayBillHandler`` implements every method over a ``BillService``.
public protocol PayBillIntentHandling: _PayBillIntentHandlingSwift3
where HandledIntent == PayBillIntent {
  /// Resolves who is paid.
  func resolveBillPayee(for intent: PayBillIntent) async -> BillPayeeResolutionResult

  /// Resolves who is paid, SiriKit's completion-handler shape.
  func resolveBillPayee(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (BillPayeeResolutionResult) -> Void
  )

  /// Resolves the account to pay from.
  func resolveFromAccount(for intent: PayBillIntent) async -> PaymentAccountResolutionResult

  /// Resolves the account to pay from, SiriKit's completion-handler shape.
  func resolveFromAccount(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (PaymentAccountResolutionResult) -> Void
  )

  /// Resolves how much to pay.
  func resolveTransactionAmount(for intent: PayBillIntent) async -> PaymentAmountResolutionResult

  /// Resolves how much to pay, SiriKit's completion-handler shape.
  func resolveTransactionAmount(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (PaymentAmountResolutionResult) -> Void
  )

  /// Resolves when to pay.
  func resolveTransactionScheduledDate(
    for intent: PayBillIntent
  ) async -> DateComponentsRangeResolutionResult

  /// Resolves when to pay, SiriKit's completion-handler shape.
  func resolveTransactionScheduledDate(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )

  /// Resolves the note.
  func resolveTransactionNote(for intent: PayBillIntent) async -> StringResolutionResult

  /// Resolves the note, SiriKit's completion-handler shape.
  func resolveTransactionNote(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  )

  /// Resolves the kind of bill.
  func resolveBillType(for intent: PayBillIntent) async -> BillTypeResolutionResult

  /// Resolves the kind of bill, SiriKit's completion-handler shape.
  func resolveBillType(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (BillTypeResolutionResult) -> Void
  )

  /// Resolves the bill's due date.
  func resolveDueDate(for intent: PayBillIntent) async -> DateComponentsRangeResolutionResult

  /// Resolves the bill's due date, SiriKit's completion-handler shape.
  func resolveDueDate(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )
}

// MARK: - Default implementations

extension PayBillIntentHandling {
  /// The default implementation, which binds both shapes of every resolve method, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<PayBillIntent>] {
    [
      ParameterResolver(
        .billPayee,
        resolve: { await self.resolveBillPayee(for: $0) as BillPayeeResolutionResult },
        resolveWithCompletion: resolveBillPayee(for:with:)
      ),
      ParameterResolver(
        .fromAccount,
        resolve: { await self.resolveFromAccount(for: $0) as PaymentAccountResolutionResult },
        resolveWithCompletion: resolveFromAccount(for:with:)
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
      ParameterResolver(
        .billType,
        resolve: { await self.resolveBillType(for: $0) as BillTypeResolutionResult },
        resolveWithCompletion: resolveBillType(for:with:)
      ),
      ParameterResolver(
        .dueDate,
        resolve: { await self.resolveDueDate(for: $0) as DateComponentsRangeResolutionResult },
        resolveWithCompletion: resolveDueDate(for:with:)
      ),
    ]
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillPayee(for intent: PayBillIntent) async -> BillPayeeResolutionResult {
    .unimplemented(for: .billPayee, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillPayee(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (BillPayeeResolutionResult) -> Void
  ) {
    resolveBillPayee(forPayBill: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveFromAccount(for intent: PayBillIntent) async -> PaymentAccountResolutionResult
  {
    .unimplemented(for: .fromAccount, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveFromAccount(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (PaymentAccountResolutionResult) -> Void
  ) {
    resolveFromAccount(forPayBill: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionAmount(
    for intent: PayBillIntent
  ) async -> PaymentAmountResolutionResult {
    .unimplemented(for: .transactionAmount, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionAmount(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (PaymentAmountResolutionResult) -> Void
  ) {
    resolveTransactionAmount(forPayBill: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionScheduledDate(
    for intent: PayBillIntent
  ) async -> DateComponentsRangeResolutionResult {
    .unimplemented(for: .transactionScheduledDate, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionScheduledDate(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    resolveTransactionScheduledDate(forPayBill: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionNote(for intent: PayBillIntent) async -> StringResolutionResult {
    .unimplemented(for: .transactionNote, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionNote(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  ) {
    resolveTransactionNote(forPayBill: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillType(for intent: PayBillIntent) async -> BillTypeResolutionResult {
    .unimplemented(for: .billType, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillType(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (BillTypeResolutionResult) -> Void
  ) {
    resolveBillType(forPayBill: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDueDate(for intent: PayBillIntent) async -> DateComponentsRangeResolutionResult
  {
    .unimplemented(for: .dueDate, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDueDate(
    for intent: PayBillIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    resolveDueDate(forPayBill: intent, with: completion)
  }
}
