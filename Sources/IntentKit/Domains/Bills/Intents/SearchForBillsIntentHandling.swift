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
        _resolvingAt: 0,
        of: self,
        resolveWithCompletion: resolveBillPayee(for:with:)
          as _ResolveCompletion<BillPayeeResolutionResult>
      ),
      ParameterResolver(
        .paymentDateRange,
        _resolvingAt: 1,
        of: self,
        resolveWithCompletion: resolvePaymentDateRange(for:with:)
          as _ResolveCompletion<DateComponentsRangeResolutionResult>
      ),
      ParameterResolver(
        .billType,
        _resolvingAt: 2,
        of: self,
        resolveWithCompletion: resolveBillType(for:with:)
          as _ResolveCompletion<BillTypeResolutionResult>
      ),
      ParameterResolver(
        .status,
        _resolvingAt: 3,
        of: self,
        resolveWithCompletion: resolveStatus(for:with:)
          as _ResolveCompletion<PaymentStatusResolutionResult>
      ),
      ParameterResolver(
        .dueDateRange,
        _resolvingAt: 4,
        of: self,
        resolveWithCompletion: resolveDueDateRange(for:with:)
          as _ResolveCompletion<DateComponentsRangeResolutionResult>
      ),
    ]
  }

  /// The default implementation, which calls the `async` shape of the resolve method that
  /// ``parameterResolvers`` binds at `index`.
  @inlinable @inline(__always)
  public func _resolveParameter(
    at index: Int,
    in intent: inout SearchForBillsIntent
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
        await resolvePaymentDateRange(for: intent) as DateComponentsRangeResolutionResult,
        for: .paymentDateRange,
        in: &intent
      )
    case 2:
      _ResolutionStep(
        await resolveBillType(for: intent) as BillTypeResolutionResult,
        for: .billType,
        in: &intent
      )
    case 3:
      _ResolutionStep(
        await resolveStatus(for: intent) as PaymentStatusResolutionResult,
        for: .status,
        in: &intent
      )
    case 4:
      _ResolutionStep(
        await resolveDueDateRange(for: intent) as DateComponentsRangeResolutionResult,
        for: .dueDateRange,
        in: &intent
      )
    default:
      preconditionFailure("\(Self.self) binds no resolver at index \(index).")
    }
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
