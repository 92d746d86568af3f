/// SiriKit's Swift 3 names (the iOS 10 SDK) of the ``PayBillIntentHandling`` methods, which later SDKs
/// renamed; implement the methods of ``PayBillIntentHandling`` instead.
///
/// They are here so that a handler written with these names, such as
/// `confirm(payBill:completion:)`, is still called rather than silently ignored: each current
/// method's default calls its Swift 3 name.
public protocol _PayBillIntentHandlingSwift3: IntentHandling where HandledIntent == PayBillIntent {
  /// SiriKit's Swift 3 name for `resolveBillPayee(for:with:)`.
  func resolveBillPayee(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (BillPayeeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveFromAccount(for:with:)`.
  func resolveFromAccount(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (PaymentAccountResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveTransactionAmount(for:with:)`.
  func resolveTransactionAmount(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (PaymentAmountResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveTransactionScheduledDate(for:with:)`.
  func resolveTransactionScheduledDate(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveTransactionNote(for:with:)`.
  func resolveTransactionNote(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveBillType(for:with:)`.
  func resolveBillType(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (BillTypeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveDueDate(for:with:)`.
  func resolveDueDate(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `confirm(intent:completion:)`.
  func confirm(
    payBill intent: PayBillIntent,
    completion: @escaping @Sendable (PayBillIntentResponse) -> Void
  )

  /// SiriKit's Swift 3 name for `handle(intent:completion:)`.
  func handle(
    payBill intent: PayBillIntent,
    completion: @escaping @Sendable (PayBillIntentResponse) -> Void
  )
}

extension _PayBillIntentHandlingSwift3 {
  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillPayee(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (BillPayeeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .billPayee, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveFromAccount(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (PaymentAccountResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .fromAccount, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionAmount(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (PaymentAmountResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .transactionAmount, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionScheduledDate(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .transactionScheduledDate, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveTransactionNote(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .transactionNote, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillType(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (BillTypeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .billType, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDueDate(
    forPayBill intent: PayBillIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .dueDate, in: intent))
  }

  /// The default implementation, which completes with `ready`, as SiriKit assumes when confirm
  /// isn't implemented.
  public func confirm(
    payBill intent: PayBillIntent,
    completion: @escaping @Sendable (PayBillIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(PayBillIntentResponse(code: .ready))
  }

  /// The default implementation, which completes with `failure`: implement a handle method.
  public func handle(
    payBill intent: PayBillIntent,
    completion: @escaping @Sendable (PayBillIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(PayBillIntentResponse(code: .failure))
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `confirm(payBill:completion:)`.
  public func confirm(
    intent: PayBillIntent,
    completion: @escaping @Sendable (PayBillIntentResponse) -> Void
  ) {
    confirm(payBill: intent, completion: completion)
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `handle(payBill:completion:)`.
  public func handle(
    intent: PayBillIntent,
    completion: @escaping @Sendable (PayBillIntentResponse) -> Void
  ) {
    handle(payBill: intent, completion: completion)
  }
}
