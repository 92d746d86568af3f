/// SiriKit's Swift 3 names (the iOS 10 SDK) of the ``RequestPaymentIntentHandling`` methods, which later SDKs
/// renamed; implement the methods of ``RequestPaymentIntentHandling`` instead.
///
/// They are here so that a handler written with these names, such as
/// `confirm(requestPayment:completion:)`, is still called rather than silently ignored: each current
/// method's default calls its Swift 3 name.
public protocol _RequestPaymentIntentHandlingSwift3: IntentHandling
where HandledIntent == RequestPaymentIntent {
  /// SiriKit's Swift 3 name for `resolvePayer(for:with:)`.
  func resolvePayer(
    forRequestPayment intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (PersonResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveCurrencyAmount(for:with:)`.
  func resolveCurrencyAmount(
    forRequestPayment intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (CurrencyAmountResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveNote(for:with:)`.
  func resolveNote(
    forRequestPayment intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `confirm(intent:completion:)`.
  func confirm(
    requestPayment intent: RequestPaymentIntent,
    completion: @escaping @Sendable (RequestPaymentIntentResponse) -> Void
  )

  /// SiriKit's Swift 3 name for `handle(intent:completion:)`.
  func handle(
    requestPayment intent: RequestPaymentIntent,
    completion: @escaping @Sendable (RequestPaymentIntentResponse) -> Void
  )
}

extension _RequestPaymentIntentHandlingSwift3 {
  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePayer(
    forRequestPayment intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (PersonResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .payer, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveCurrencyAmount(
    forRequestPayment intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (CurrencyAmountResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .currencyAmount, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveNote(
    forRequestPayment intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .note, in: intent))
  }

  /// The default implementation, which completes with `ready`, as SiriKit assumes when confirm
  /// isn't implemented.
  public func confirm(
    requestPayment intent: RequestPaymentIntent,
    completion: @escaping @Sendable (RequestPaymentIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(RequestPaymentIntentResponse(code: .ready))
  }

  /// The default implementation, which completes with `failure`: implement a handle method.
  public func handle(
    requestPayment intent: RequestPaymentIntent,
    completion: @escaping @Sendable (RequestPaymentIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(RequestPaymentIntentResponse(code: .failure))
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `confirm(requestPayment:completion:)`.
  public func confirm(
    intent: RequestPaymentIntent,
    completion: @escaping @Sendable (RequestPaymentIntentResponse) -> Void
  ) {
    confirm(requestPayment: intent, completion: completion)
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `handle(requestPayment:completion:)`.
  public func handle(
    intent: RequestPaymentIntent,
    completion: @escaping @Sendable (RequestPaymentIntentResponse) -> Void
  ) {
    handle(requestPayment: intent, completion: completion)
  }
}
