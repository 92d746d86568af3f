/// SiriKit's Swift 3 names (the iOS 10 SDK) of the ``SearchForBillsIntentHandling`` methods, which later SDKs
/// renamed; implement the methods of ``SearchForBillsIntentHandling`` instead.
///
/// They are here so that a handler written with these names, such as
/// `confirm(searchForBills:completion:)`, is still called rather than silently ignored: each current
/// method's default calls its Swift 3 name.
public protocol _SearchForBillsIntentHandlingSwift3: IntentHandling
where HandledIntent == SearchForBillsIntent {
  /// SiriKit's Swift 3 name for `resolveBillPayee(for:with:)`.
  func resolveBillPayee(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (BillPayeeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolvePaymentDateRange(for:with:)`.
  func resolvePaymentDateRange(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveBillType(for:with:)`.
  func resolveBillType(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (BillTypeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveStatus(for:with:)`.
  func resolveStatus(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (PaymentStatusResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveDueDateRange(for:with:)`.
  func resolveDueDateRange(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `confirm(intent:completion:)`.
  func confirm(
    searchForBills intent: SearchForBillsIntent,
    completion: @escaping @Sendable (SearchForBillsIntentResponse) -> Void
  )

  /// SiriKit's Swift 3 name for `handle(intent:completion:)`.
  func handle(
    searchForBills intent: SearchForBillsIntent,
    completion: @escaping @Sendable (SearchForBillsIntentResponse) -> Void
  )
}

extension _SearchForBillsIntentHandlingSwift3 {
  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillPayee(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (BillPayeeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .billPayee, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePaymentDateRange(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .paymentDateRange, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveBillType(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (BillTypeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .billType, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveStatus(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (PaymentStatusResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .status, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveDueDateRange(
    forSearchForBills intent: SearchForBillsIntent,
    with completion: @escaping @Sendable (DateComponentsRangeResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .dueDateRange, in: intent))
  }

  /// The default implementation, which completes with `ready`, as SiriKit assumes when confirm
  /// isn't implemented.
  public func confirm(
    searchForBills intent: SearchForBillsIntent,
    completion: @escaping @Sendable (SearchForBillsIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(SearchForBillsIntentResponse(code: .ready))
  }

  /// The default implementation, which completes with `failure`: implement a handle method.
  public func handle(
    searchForBills intent: SearchForBillsIntent,
    completion: @escaping @Sendable (SearchForBillsIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(SearchForBillsIntentResponse(code: .failure))
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `confirm(searchForBills:completion:)`.
  public func confirm(
    intent: SearchForBillsIntent,
    completion: @escaping @Sendable (SearchForBillsIntentResponse) -> Void
  ) {
    confirm(searchForBills: intent, completion: completion)
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `handle(searchForBills:completion:)`.
  public func handle(
    intent: SearchForBillsIntent,
    completion: @escaping @Sendable (SearchForBillsIntentResponse) -> Void
  ) {
    handle(searchForBills: intent, completion: completion)
  }
}
