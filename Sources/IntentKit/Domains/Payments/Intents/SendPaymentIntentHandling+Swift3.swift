/// SiriKit's Swift 3 names (the iOS 10 SDK) of the ``SendPaymentIntentHandling`` methods, which later SDKs
/// renamed; implement the methods of ``SendPaymentIntentHandling`` instead.
///
/// They are here so that a handler written with these names, such as
/// `confirm(sendPayment:completion:)`, is still called rather than silently ignored: each current
/// method's default calls its Swift 3 name.
public protocol _SendPaymentIntentHandlingSwift3: IntentHandling
where HandledIntent == SendPaymentIntent {
  /// SiriKit's Swift 3 name for `resolvePayee(for:with:)`.
  func resolvePayee(
    forSendPayment intent: SendPaymentIntent,
    with completion: @escaping @Sendable (PersonResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveCurrencyAmount(for:with:)`.
  func resolveCurrencyAmount(
    forSendPayment intent: SendPaymentIntent,
    with completion: @escaping @Sendable (CurrencyAmountResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `resolveNote(for:with:)`.
  func resolveNote(
    forSendPayment intent: SendPaymentIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  )

  /// SiriKit's Swift 3 name for `confirm(intent:completion:)`.
  func confirm(
    sendPayment intent: SendPaymentIntent,
    completion: @escaping @Sendable (SendPaymentIntentResponse) -> Void
  )

  /// SiriKit's Swift 3 name for `handle(intent:completion:)`.
  func handle(
    sendPayment intent: SendPaymentIntent,
    completion: @escaping @Sendable (SendPaymentIntentResponse) -> Void
  )
}

extension _SendPaymentIntentHandlingSwift3 {
  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolvePayee(
    forSendPayment intent: SendPaymentIntent,
    with completion: @escaping @Sendable (PersonResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .payee, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveCurrencyAmount(
    forSendPayment intent: SendPaymentIntent,
    with completion: @escaping @Sendable (CurrencyAmountResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .currencyAmount, in: intent))
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveNote(
    forSendPayment intent: SendPaymentIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  ) {
    completion(.unimplemented(for: .note, in: intent))
  }

  /// The default implementation, which completes with `ready`, as SiriKit assumes when confirm
  /// isn't implemented.
  public func confirm(
    sendPayment intent: SendPaymentIntent,
    completion: @escaping @Sendable (SendPaymentIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .confirm, for: HandledIntent.self)
    completion(SendPaymentIntentResponse(code: .ready))
  }

  /// The default implementation, which completes with `failure`: implement a handle method.
  public func handle(
    sendPayment intent: SendPaymentIntent,
    completion: @escaping @Sendable (SendPaymentIntentResponse) -> Void
  ) {
    _DefaultProbe.noteDefault(of: .handle, for: HandledIntent.self)
    completion(SendPaymentIntentResponse(code: .failure))
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `confirm(sendPayment:completion:)`.
  public func confirm(
    intent: SendPaymentIntent,
    completion: @escaping @Sendable (SendPaymentIntentResponse) -> Void
  ) {
    confirm(sendPayment: intent, completion: completion)
  }

  /// The default implementation, which calls SiriKit's Swift 3 name, `handle(sendPayment:completion:)`.
  public func handle(
    intent: SendPaymentIntent,
    completion: @escaping @Sendable (SendPaymentIntentResponse) -> Void
  ) {
    handle(sendPayment: intent, completion: completion)
  }
}
