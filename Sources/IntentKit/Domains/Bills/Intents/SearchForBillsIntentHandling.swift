/// A type that resolves, confirms and handles ``SearchForBillsIntent`` values, SiriKit's
/// `INSearchForBillsIntentHandling`.
///
/// Every method comes in SiriKit's two shapes, `async` and completion handler; implement
/// whichever you like (see ``IntentHandling``). Only handle is required. A resolve method
/// you don't implement accepts the value as given, or skips a missing one, as SiriKit does;
/// confirm answers `ready`.
public protocol SearchForBillsIntentHandling: _SearchForBillsIntentHandlingSwift3
where HandledIntent == SearchForBillsIntent {
  /// Resolves whose bills to find.
  func resolveBillPayee(for intent: SearchForBillsIntent) async -> BillPayeeResolutionResult

  /// Resolves whose bills to find, SiriKit's completion-handler shape.
  func resolveBillPayee(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (BillPayeeResolutionResult) -> Void
  )

  /// Resolves when the bills were paid.
  func resolvePaymentDateRange(
    for intent: SearchForBillsIntent
  ) async -> DateComponentsRangeResolutionResult

  /// Resolves when the bills were paid, SiriKit's completion-handler shape.
  func resolvePaymentDateRange(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )

  /// Resolves the kind of bill.
  func resolveBillType(for intent: SearchForBillsIntent) async -> BillTypeResolutionResult

  /// Resolves the kind of bill, SiriKit's completion-handler shape.
  func resolveBillType(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (BillTypeResolutionResult) -> Void
  )

  /// Resolves the bills' payment status.
  func resolveStatus(for intent: SearchForBillsIntent) async -> PaymentStatusResolutionResult

  /// Resolves the bills' payment status, SiriKit's completion-handler shape.
  func resolveStatus(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (PaymentStatusResolutionResult) -> Void
  )

  /// Resolves when the bills are due.
  func resolveDueDateRange(
    for intent: SearchForBillsIntent
  ) async -> DateComponentsRangeResolutionResult

  /// Resolves when the bills are due, SiriKit's completion-handler shape.
  func resolveDueDateRange(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )
}

// MARK: - Default implementations

extension SearchForBillsIntentHandling {
  /// The default implementation, which binds both shapes of every resolve method, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<SearchForBillsIntent>] {
    [
      ParameterResolver(
        .billPayee,
        resolve: { await self.resolveBillPayee(for: $0) as BillPayeeResolutionResult },
        resolveWithCompletion: resolveBillPayee(for:with:)
      ),
      ParameterResolver(
        .paymentDateRange,
        resolve: {
          await self.resolvePaymentDateRange(for: $0) as DateComponentsRangeResolutionResult
        },
        resolveWithCompletion: resolvePaymentDateRange(for:with:)
      ),
      ParameterResolver(
        .billType,
        resolve: { await self.resolveBillType(for: $0) as BillTypeResolutionResult },
        resolveWithCompletion: resolveBillType(for:with:)
      ),
      ParameterResolver(
        .status,
        resolve: { await self.resolveStatus(for: $0) as PaymentStatusResolutionResult },
        resolveWithCompletion: resolveStatus(for:with:)
      ),
      ParameterResolver(
        .dueDateRange,
        resolve: { await self.resolveDueDateRange(for: $0) as DateComponentsRangeResolutionResult },
        resolveWithCompletion: resolveDueDateRange(for:with:)
      ),
    ]
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillPayee(for intent: SearchForBillsIntent) async -> BillPayeeResolutionResult
  {
    .unimplemented(for: .billPayee, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillPayee(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (BillPayeeResolutionResult) -> Void
  ) {
    resolveBillPayee(forSearchForBills: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePaymentDateRange(
    for intent: SearchForBillsIntent
  ) async -> DateComponentsRangeResolutionResult {
    .unimplemented(for: .paymentDateRange, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePaymentDateRange(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    resolvePaymentDateRange(forSearchForBills: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillType(for intent: SearchForBillsIntent) async -> BillTypeResolutionResult {
    .unimplemented(for: .billType, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillType(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (BillTypeResolutionResult) -> Void
  ) {
    resolveBillType(forSearchForBills: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveStatus(for intent: SearchForBillsIntent) async -> PaymentStatusResolutionResult
  {
    .unimplemented(for: .status, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveStatus(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (PaymentStatusResolutionResult) -> Void
  ) {
    resolveStatus(forSearchForBills: intent, with: completion)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDueDateRange(
    for intent: SearchForBillsIntent
  ) async -> DateComponentsRangeResolutionResult {
    .unimplemented(for: .dueDateRange, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDueDateRange(
    for intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    resolveDueDateRange(forSearchForBills: intent, with: completion)
  }
}
