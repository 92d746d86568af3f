/// A type that resolves, confirms and handles ``SendPaymentIntent`` values, SiriKit's
/// `INSendPaymentIntentHandling`.
///
/// Every method comes in SiriKit's two shapes, `async` and completion handler; implement
/// whichever you like (see ``IntentHandling``). Only handle is required. A resolve method
/// you don't implement accepts the value as given, or skips a missing one, as SiriKit does;
/// confirm answers `ready`.
///
/// The payments handlers implement every method over a contact directory and a ledger.
public protocol SendPaymentIntentHandling: _SendPaymentIntentHandlingIOS10
where HandledIntent == SendPaymentIntent {
  /// Resolves who to pay.
  func resolvePayee(for intent: SendPaymentIntent) async -> SendPaymentPayeeResolutionResult

  /// Resolves who to pay, SiriKit's completion-handler shape.
  func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (SendPaymentPayeeResolutionResult) -> Void
  )

  /// Resolves how much to send.
  func resolveCurrencyAmount(
    for intent: SendPaymentIntent
  ) async -> SendPaymentCurrencyAmountResolutionResult

  /// Resolves how much to send, SiriKit's completion-handler shape.
  func resolveCurrencyAmount(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (SendPaymentCurrencyAmountResolutionResult) -> Void
  )

  /// Resolves the note.
  func resolveNote(for intent: SendPaymentIntent) async -> StringResolutionResult

  /// Resolves the note, SiriKit's completion-handler shape.
  func resolveNote(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  )
}

// MARK: - Default implementations

extension SendPaymentIntentHandling {
  /// The default implementation, which binds both shapes of every resolve method, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<SendPaymentIntent>] {
    [
      ParameterResolver(
        .payee,
        _resolvingAt: 0,
        of: self,
        resolveWithCompletion: resolvePayee(for:with:)
          as _ResolveCompletion<SendPaymentPayeeResolutionResult>
      ),
      ParameterResolver(
        .currencyAmount,
        _resolvingAt: 1,
        of: self,
        resolveWithCompletion: resolveCurrencyAmount(for:with:)
          as _ResolveCompletion<SendPaymentCurrencyAmountResolutionResult>
      ),
      ParameterResolver(
        .note,
        _resolvingAt: 2,
        of: self,
        resolveWithCompletion: resolveNote(for:with:) as _ResolveCompletion<StringResolutionResult>
      ),
    ]
  }

  /// The default implementation, which calls the `async` shape of the resolve method that
  /// ``parameterResolvers`` binds at `index`.
  @inlinable @inline(__always)
  public func _resolveParameter(
    at index: Int,
    in intent: inout SendPaymentIntent
  ) async -> _ResolutionStep {
    switch index {
    case 0:
      _ResolutionStep(
        await resolvePayee(for: intent) as SendPaymentPayeeResolutionResult,
        for: .payee,
        in: &intent
      )
    case 1:
      _ResolutionStep(
        await resolveCurrencyAmount(for: intent) as SendPaymentCurrencyAmountResolutionResult,
        for: .currencyAmount,
        in: &intent
      )
    case 2:
      _ResolutionStep(
        await resolveNote(for: intent) as StringResolutionResult,
        for: .note,
        in: &intent
      )
    default:
      preconditionFailure("\(Self.self) binds no resolver at index \(index).")
    }
  }

  /// The default implementation, which calls SiriKit's iOS 10 shape (returning
  /// `PersonResolutionResult`), and otherwise accepts the value as given.
  public func resolvePayee(for intent: SendPaymentIntent) async -> SendPaymentPayeeResolutionResult
  {
    SendPaymentPayeeResolutionResult(
      await _ShapeForwarding.$current.withValue("SendPaymentIntent.payee") {
        await resolvePayee(for: intent) as PersonResolutionResult
      }
    )
  }

  /// The default implementation, which calls SiriKit's iOS 10 shape (completing with
  /// `PersonResolutionResult`), and otherwise accepts the value as given.
  public func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (SendPaymentPayeeResolutionResult) -> Void
  ) {
    _ShapeForwarding.$current.withValue("SendPaymentIntent.payee") {
      resolvePayee(for: intent) { (result: PersonResolutionResult) in
        completion(SendPaymentPayeeResolutionResult(result))
      }
    }
  }

  /// The default implementation of SiriKit's iOS 10 shape: called by the current shape's
  /// default, it accepts the value as given; called directly, it returns what the current
  /// shape, ``resolvePayee(for:)-((SendPaymentIntent)->SendPaymentPayeeResolutionResult)``, resolves.
  public func resolvePayee(for intent: SendPaymentIntent) async -> PersonResolutionResult {
    guard !_ShapeForwarding.isForwarding("SendPaymentIntent.payee") else {
      return .unimplemented(for: .payee, in: intent)
    }
    return (await resolvePayee(for: intent) as SendPaymentPayeeResolutionResult).resolution
  }

  /// The default implementation of SiriKit's iOS 10 shape: called by the current shape's
  /// default, it calls SiriKit's Swift 3 name, `resolvePayee(forSendPayment:with:)`; called
  /// directly, it completes with what the current shape resolves.
  public func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (PersonResolutionResult) -> Void
  ) {
    guard !_ShapeForwarding.isForwarding("SendPaymentIntent.payee") else {
      return resolvePayee(forSendPayment: intent, with: completion)
    }
    resolvePayee(for: intent) { (result: SendPaymentPayeeResolutionResult) in
      completion(result.resolution)
    }
  }

  /// The default implementation, which calls SiriKit's iOS 10 shape (returning
  /// `CurrencyAmountResolutionResult`), and otherwise accepts the value as given.
  public func resolveCurrencyAmount(
    for intent: SendPaymentIntent
  ) async -> SendPaymentCurrencyAmountResolutionResult {
    SendPaymentCurrencyAmountResolutionResult(
      await _ShapeForwarding.$current.withValue("SendPaymentIntent.currencyAmount") {
        await resolveCurrencyAmount(for: intent) as CurrencyAmountResolutionResult
      }
    )
  }

  /// The default implementation, which calls SiriKit's iOS 10 shape (completing with
  /// `CurrencyAmountResolutionResult`), and otherwise accepts the value as given.
  public func resolveCurrencyAmount(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (SendPaymentCurrencyAmountResolutionResult) -> Void
  ) {
    _ShapeForwarding.$current.withValue("SendPaymentIntent.currencyAmount") {
      resolveCurrencyAmount(for: intent) { (result: CurrencyAmountResolutionResult) in
        completion(SendPaymentCurrencyAmountResolutionResult(result))
      }
    }
  }

  /// The default implementation of SiriKit's iOS 10 shape: called by the current shape's
  /// default, it accepts the value as given; called directly, it returns what the current
  /// shape, ``resolveCurrencyAmount(for:)-((SendPaymentIntent)->SendPaymentCurrencyAmountResolutionResult)``, resolves.
  public func resolveCurrencyAmount(
    for intent: SendPaymentIntent
  ) async -> CurrencyAmountResolutionResult {
    guard !_ShapeForwarding.isForwarding("SendPaymentIntent.currencyAmount") else {
      return .unimplemented(for: .currencyAmount, in: intent)
    }
    return (await resolveCurrencyAmount(for: intent) as SendPaymentCurrencyAmountResolutionResult)
      .resolution
  }

  /// The default implementation of SiriKit's iOS 10 shape: called by the current shape's
  /// default, it calls SiriKit's Swift 3 name, `resolveCurrencyAmount(forSendPayment:with:)`; called
  /// directly, it completes with what the current shape resolves.
  public func resolveCurrencyAmount(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (CurrencyAmountResolutionResult) -> Void
  ) {
    guard !_ShapeForwarding.isForwarding("SendPaymentIntent.currencyAmount") else {
      return resolveCurrencyAmount(forSendPayment: intent, with: completion)
    }
    resolveCurrencyAmount(for: intent) { (result: SendPaymentCurrencyAmountResolutionResult) in
      completion(result.resolution)
    }
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveNote(for intent: SendPaymentIntent) async -> StringResolutionResult {
    .unimplemented(for: .note, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveNote(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  ) {
    resolveNote(forSendPayment: intent, with: completion)
  }
}

/// SiriKit's iOS 10 shapes of the ``SendPaymentIntentHandling`` resolve methods that iOS 11 replaced
/// with parameter-specific results; implement the ones in ``SendPaymentIntentHandling``.
///
/// They are here so that a handler written against the iOS 10 SDK, or against an IntentKit
/// release before parameter-specific results, is still called rather than silently ignored.
public protocol _SendPaymentIntentHandlingIOS10: _SendPaymentIntentHandlingSwift3
where HandledIntent == SendPaymentIntent {
  /// Resolves who to pay, deprecated in SiriKit since iOS 11: return `SendPaymentPayeeResolutionResult`.
  func resolvePayee(for intent: SendPaymentIntent) async -> PersonResolutionResult

  /// Resolves who to pay, deprecated in SiriKit since iOS 11: complete with `SendPaymentPayeeResolutionResult`.
  func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (PersonResolutionResult) -> Void
  )

  /// Resolves how much to send, deprecated in SiriKit since iOS 11: return `SendPaymentCurrencyAmountResolutionResult`.
  func resolveCurrencyAmount(for intent: SendPaymentIntent) async -> CurrencyAmountResolutionResult

  /// Resolves how much to send, deprecated in SiriKit since iOS 11: complete with `SendPaymentCurrencyAmountResolutionResult`.
  func resolveCurrencyAmount(
    for intent: SendPaymentIntent,
    with completion: @escaping @Sendable (CurrencyAmountResolutionResult) -> Void
  )
}

/// A reason why a payee can't be paid; raw values match SiriKit's
/// `INSendPaymentPayeeUnsupportedReason`.
public enum SendPaymentPayeeUnsupportedReason: Int, Sendable, CaseIterable,
  UnsupportedReasonConvertible
{
  /// The payee's credentials can't be verified.
  case credentialsUnverified = 1
  /// The user's account doesn't hold enough money.
  case insufficientFunds = 2
  /// The payee has no account to receive money.
  case noAccount = 3
  /// The payee has no handle that can receive money.
  case noValidHandle = 4
}

/// A reason why an amount can't be sent; raw values match SiriKit's
/// `INSendPaymentCurrencyAmountUnsupportedReason`.
public enum SendPaymentCurrencyAmountUnsupportedReason: Int, Sendable, CaseIterable,
  UnsupportedReasonConvertible
{
  /// The amount is below the minimum.
  case paymentsAmountBelowMinimum = 1
  /// The amount is above the maximum.
  case paymentsAmountAboveMaximum = 2
  /// The currency isn't supported.
  case paymentsCurrencyUnsupported = 3
}

/// The resolution of the payee of a ``SendPaymentIntent``, SiriKit's
/// `INSendPaymentPayeeResolutionResult`.
public typealias SendPaymentPayeeResolutionResult =
  ResolutionResult<Person, SendPaymentPayeeUnsupportedReason>

/// The resolution of the amount of a ``SendPaymentIntent``, SiriKit's
/// `INSendPaymentCurrencyAmountResolutionResult`.
public typealias SendPaymentCurrencyAmountResolutionResult =
  ResolutionResult<CurrencyAmount, SendPaymentCurrencyAmountUnsupportedReason>
