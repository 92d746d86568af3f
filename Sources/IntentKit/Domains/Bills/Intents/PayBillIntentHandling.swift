/// A type that resolves, confirms and handles ``PayBillIntent`` values, SiriKit's
/// `INPayBillIntentHandling`.
///
/// Every resolve method has a default: the payee and amount are accepted as given or asked for,
/// a concrete amount of zero or less is unsupported, and the account, scheduled date, note, bill
/// type and due date are optional. ``PayBillHandler`` implements them all over a
/// ``BillService``.
public protocol PayBillIntentHandling: IntentHandling where HandledIntent == PayBillIntent {
  /// Resolves who to pay.
  func resolveBillPayee(for intent: PayBillIntent) async -> Resolution<BillPayee>

  /// Resolves the account to pay from.
  func resolveFromAccount(for intent: PayBillIntent) async -> Resolution<PaymentAccount>

  /// Resolves how much to pay.
  func resolveTransactionAmount(for intent: PayBillIntent) async -> Resolution<PaymentAmount>

  /// Resolves the day to pay on.
  func resolveTransactionScheduledDate(
    for intent: PayBillIntent
  ) async -> Resolution<DateComponentsRange>

  /// Resolves the note.
  func resolveTransactionNote(for intent: PayBillIntent) async -> Resolution<String>

  /// Resolves the kind of bill.
  func resolveBillType(for intent: PayBillIntent) async -> Resolution<BillType>

  /// Resolves the bill's due date.
  func resolveDueDate(for intent: PayBillIntent) async -> Resolution<DateComponentsRange>
}

// MARK: - Default implementations

extension PayBillIntentHandling {
  /// The default implementation, which returns the resolvers for the seven parameters, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<PayBillIntent>] {
    [
      ParameterResolver(.billPayee, resolve: resolveBillPayee(for:)),
      ParameterResolver(.fromAccount, resolve: resolveFromAccount(for:)),
      ParameterResolver(.transactionAmount, resolve: resolveTransactionAmount(for:)),
      ParameterResolver(.transactionScheduledDate, resolve: resolveTransactionScheduledDate(for:)),
      ParameterResolver(.transactionNote, resolve: resolveTransactionNote(for:)),
      ParameterResolver(.billType, resolve: resolveBillType(for:)),
      ParameterResolver(.dueDate, resolve: resolveDueDate(for:)),
    ]
  }

  /// The default implementation, which accepts a given payee and otherwise asks for one.
  public func resolveBillPayee(for intent: PayBillIntent) async -> Resolution<BillPayee> {
    intent.billPayee.map { .success(with: $0) } ?? .needsValue()
  }

  /// The default implementation, which accepts a given account and otherwise skips it (the
  /// app's default account).
  public func resolveFromAccount(for intent: PayBillIntent) async -> Resolution<PaymentAccount> {
    intent.fromAccount.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts an amount type or a positive amount, rejects
  /// zero or less, and asks for a missing one.
  public func resolveTransactionAmount(
    for intent: PayBillIntent
  ) async -> Resolution<PaymentAmount> {
    guard let amount = intent.transactionAmount else { return .needsValue() }
    if let money = amount.amount, !money.isPositive {
      return .unsupported(forReason: .billAmountNotPositive)
    }
    return amount.amount == nil && amount.amountType == .unknown
      ? .needsValue() : .success(with: amount)
  }

  /// The default implementation, which accepts a given day and otherwise skips it (today).
  public func resolveTransactionScheduledDate(
    for intent: PayBillIntent
  ) async -> Resolution<DateComponentsRange> {
    intent.transactionScheduledDate.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts a given note and otherwise skips it.
  public func resolveTransactionNote(for intent: PayBillIntent) async -> Resolution<String> {
    intent.transactionNote.map { .success(with: $0) } ?? .notRequired()
  }

  /// The default implementation, which accepts a given bill type and otherwise skips it.
  public func resolveBillType(for intent: PayBillIntent) async -> Resolution<BillType> {
    intent.billType == .unknown ? .notRequired() : .success(with: intent.billType)
  }

  /// The default implementation, which accepts a given due date and otherwise skips it.
  public func resolveDueDate(for intent: PayBillIntent) async -> Resolution<DateComponentsRange> {
    intent.dueDate.map { .success(with: $0) } ?? .notRequired()
  }
}
