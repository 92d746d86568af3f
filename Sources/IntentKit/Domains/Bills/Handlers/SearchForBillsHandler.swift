/// A handler that searches the bills of a ``BillService``.
///
/// A payee is matched as ``PayBillHandler`` matches it (one, none, several → success,
/// unsupported, disambiguation); a date range that names no day is unsupported. Handle returns
/// the bills that match every criterion given, earliest due first, comparing dates by calendar
/// day in the service's calendar, or ``SearchForBillsIntentResponse/Code/failureBillNotFound``
/// when none does. A signed-out user gets
/// ``SearchForBillsIntentResponse/Code/failureCredentialsUnverified``.
///
/// ```swift
/// let unpaidThisMonth = SearchForBillsIntent(
///   status: .unpaid,
///   dueDateRange: DateComponentsRange(start: DateComponents(year: 2026, month: 11))
/// )
/// ```
public struct SearchForBillsHandler: SearchForBillsIntentHandling {
  /// The service whose bills are searched.
  public let service: BillService

  /// Creates a handler over a bill service.
  public init(service: BillService) {
    self.service = service
  }

  public func resolveBillPayee(for intent: SearchForBillsIntent) async -> Resolution<BillPayee> {
    guard let payee = intent.billPayee else { return .notRequired() }
    let matches = await service.payees(matching: payee)
    switch matches.count {
    case 0: return .unsupported(forReason: .billPayeeNotFound)
    case 1: return .success(with: matches[0])
    default: return .disambiguation(with: matches)
    }
  }

  public func resolvePaymentDateRange(
    for intent: SearchForBillsIntent
  ) async -> Resolution<DateComponentsRange> {
    resolve(intent.paymentDateRange)
  }

  public func resolveDueDateRange(
    for intent: SearchForBillsIntent
  ) async -> Resolution<DateComponentsRange> {
    resolve(intent.dueDateRange)
  }

  private func resolve(_ range: DateComponentsRange?) -> Resolution<DateComponentsRange> {
    guard let range else { return .notRequired() }
    return service.days.span(of: range, now: service.clock.now) == nil
      ? .unsupported() : .success(with: range)
  }

  public func confirm(intent: SearchForBillsIntent) async throws -> SearchForBillsIntentResponse {
    await service.isSignedIn
      ? SearchForBillsIntentResponse(code: .ready)
      : SearchForBillsIntentResponse(code: .failureCredentialsUnverified)
  }

  public func handle(intent: SearchForBillsIntent) async throws -> SearchForBillsIntentResponse {
    guard await service.isSignedIn else {
      return SearchForBillsIntentResponse(code: .failureCredentialsUnverified)
    }
    let bills = await service.bills(
      payee: intent.billPayee,
      billType: intent.billType == .unknown ? nil : intent.billType,
      status: intent.status == .unknown ? nil : intent.status,
      dueDateRange: intent.dueDateRange,
      paymentDateRange: intent.paymentDateRange
    )
    guard !bills.isEmpty else { return SearchForBillsIntentResponse(code: .failureBillNotFound) }
    return SearchForBillsIntentResponse(code: .success, bills: bills.map(\.details))
  }
}
