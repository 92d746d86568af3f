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
        _resolvingAt: 0,
        of: self,
        resolveWithCompletion: resolveBillPayee(for:with:)
          as _ResolveCompletion<BillPayeeResolutionResult>
      ),
      ParameterResolver(
        .fromAccount,
        _resolvingAt: 1,
        of: self,
        resolveWithCompletion: resolveFromAccount(for:with:)
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
      ParameterResolver(
        .billType,
        _resolvingAt: 5,
        of: self,
        resolveWithCompletion: resolveBillType(for:with:)
          as _ResolveCompletion<BillTypeResolutionResult>
      ),
      ParameterResolver(
        .dueDate,
        _resolvingAt: 6,
        of: self,
        resolveWithCompletion: resolveDueDate(for:with:)
          as _ResolveCompletion<DateComponentsRangeResolutionResult>
      ),
    ]
  }

  /// The default implementation, which calls the `async` shape of the resolve method that
  /// ``parameterResolvers`` binds at `index`.
  @inlinable @inline(__always)
  public func _resolveParameter(
    at index: Int,
    in intent: inout PayBillIntent
  ) async -> _ResolutionStep {
    switch index {
    case 0:
      _ResolutionStep(
        await resolveBillPayee(for: intent) as BillPayeeResolutionResult,
        for: .billPayee,
        in: &intent
      )
    case 1:
      _ResolutionStep(
        await resolveFromAccount(for: intent) as PaymentAccountResolutionResult,
        for: .fromAccount,
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
    case 5:
      _ResolutionStep(
        await resolveBillType(for: intent) as BillTypeResolutionResult,
        for: .billType,
        in: &intent
      )
    case 6:
      _ResolutionStep(
        await resolveDueDate(for: intent) as DateComponentsRangeResolutionResult,
        for: .dueDate,
        in: &intent
      )
    default:
      preconditionFailure("\(Self.self) binds no resolver at index \(index).")
    }
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
