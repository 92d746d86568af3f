/// A type that resolves, confirms and handles ``SearchForBillsIntent`` values, SiriKit's
/// `INSearchForBillsIntentHandling`.
///
/// Every parameter is optional by default: given values are accepted and missing ones skipped,
/// so a search with no parameters finds every bill. ``SearchForBillsHandler`` implements them
/// over a ``BillService``.
public protocol SearchForBillsIntentHandling: IntentHandling
where HandledIntent == SearchForBillsIntent {
  /// Resolves whose bills to find.
  func resolveBillPayee(for intent: SearchForBillsIntent) async -> Resolution<BillPayee>

  /// Resolves the days the bills were paid on.
  func resolvePaymentDateRange(
    for intent: SearchForBillsIntent
  ) async -> Resolution<DateComponentsRange>

  /// Resolves the kind of bill.
  func resolveBillType(for intent: SearchForBillsIntent) async -> Resolution<BillType>

  /// Resolves the bills' state.
  func resolveStatus(for intent: SearchForBillsIntent) async -> Resolution<PaymentStatus>

  /// Resolves the days the bills are due on.
  func resolveDueDateRange(
    for intent: SearchForBillsIntent
  ) async -> Resolution<DateComponentsRange>
}

// MARK: - Default implementations

extension SearchForBillsIntentHandling {
  /// The default implementation, which returns the resolvers for the five parameters, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<SearchForBillsIntent>] {
    [
      ParameterResolver(.billPayee, resolve: resolveBillPayee(for:)),
      ParameterResolver(.paymentDateRange, resolve: resolvePaymentDateRange(for:)),
      ParameterResolver(.billType, resolve: resolveBillType(for:)),
      ParameterResolver(.status, resolve: resolveStatus(for:)),
      ParameterResolver(.dueDateRange, resolve: resolveDueDateRange(for:)),
    ]
  }

  /// The default implementation, which accepts a given payee and otherwise skips it.
  public func resolveBillPayee(for intent: SearchForBillsIntent) async -> Resolution<BillPayee> {
    intent.billPayee.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts a given range and otherwise skips it.
  public func resolvePaymentDateRange(
    for intent: SearchForBillsIntent
  ) async -> Resolution<DateComponentsRange> {
    intent.paymentDateRange.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts a given bill type and otherwise skips it.
  public func resolveBillType(for intent: SearchForBillsIntent) async -> Resolution<BillType> {
    intent.billType == .unknown ? .notRequired() : .success(with: intent.billType)
  }

  /// The default implementation, which accepts a given status and otherwise skips it.
  public func resolveStatus(for intent: SearchForBillsIntent) async -> Resolution<PaymentStatus> {
    intent.status == .unknown ? .notRequired() : .success(with: intent.status)
  }

  /// The default implementation, which accepts a given range and otherwise skips it.
  public func resolveDueDateRange(
    for intent: SearchForBillsIntent
  ) async -> Resolution<DateComponentsRange> {
    intent.dueDateRange.map { .success(with: $0) } ?? .notRequired()
  }
}
