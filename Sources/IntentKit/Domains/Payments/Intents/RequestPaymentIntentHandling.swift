/// A type that resolves, confirms and handles ``RequestPaymentIntent`` values, SiriKit's
/// `INRequestPaymentIntentHandling`.
///
/// Every method comes in SiriKit's two shapes, `async` and completion handler; implement
/// whichever you like (see ``IntentHandling``). Only handle is required. A resolve method
/// you don't implement accepts the value as given, or skips a missing one, as SiriKit does;
/// confirm answers `ready`.
public protocol RequestPaymentIntentHandling: _RequestPaymentIntentHandlingIOS10
where HandledIntent == RequestPaymentIntent {
  /// Resolves who to ask for the money.
  func resolvePayer(for intent: RequestPaymentIntent) async -> RequestPaymentPayerResolutionResult

  /// Resolves who to ask for the money, SiriKit's completion-handler shape.
  func resolvePayer(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (RequestPaymentPayerResolutionResult) -> Void
  )

  /// Resolves how much to ask for.
  func resolveCurrencyAmount(
    for intent: RequestPaymentIntent
  ) async -> RequestPaymentCurrencyAmountResolutionResult

  /// Resolves how much to ask for, SiriKit's completion-handler shape.
  func resolveCurrencyAmount(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (RequestPaymentCurrencyAmountResolutionResult) -> Void
  )

  /// Resolves the note.
  func resolveNote(for intent: RequestPaymentIntent) async -> StringResolutionResult

  /// Resolves the note, SiriKit's completion-handler shape.
  func resolveNote(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  )
}

// MARK: - Default implementations

extension RequestPaymentIntentHandling {
  /// The default implementation, which binds both shapes of every resolve method, in SiriKit's
  /// order.
  public var parameterResolvers: [ParameterResolver<RequestPaymentIntent>] {
    [
      ParameterResolver(
        .payer,
        _resolvingAt: 0,
        of: self,
        resolveWithCompletion: resolvePayer(for:with:)
          as _ResolveCompletion<RequestPaymentPayerResolutionResult>
      ),
      ParameterResolver(
        .currencyAmount,
        _resolvingAt: 1,
        of: self,
        resolveWithCompletion: resolveCurrencyAmount(for:with:)
          as _ResolveCompletion<RequestPaymentCurrencyAmountResolutionResult>
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
    in intent: inout RequestPaymentIntent
  ) async -> _ResolutionStep {
    switch index {
    case 0:
      _ResolutionStep(
        await resolvePayer(for: intent) as RequestPaymentPayerResolutionResult,
        for: .payer,
        in: &intent
      )
    case 1:
      _ResolutionStep(
        await resolveCurrencyAmount(for: intent) as RequestPaymentCurrencyAmountResolutionResult,
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
  public func resolvePayer(
    for intent: RequestPaymentIntent
  ) async -> RequestPaymentPayerResolutionResult {
    RequestPaymentPayerResolutionResult(
      await _ShapeForwarding.$current.withValue("RequestPaymentIntent.payer") {
        await resolvePayer(for: intent) as PersonResolutionResult
      }
    )
  }

  /// The default implementation, which calls SiriKit's iOS 10 shape (completing with
  /// `PersonResolutionResult`), and otherwise accepts the value as given.
  public func resolvePayer(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (RequestPaymentPayerResolutionResult) -> Void
  ) {
    _ShapeForwarding.$current.withValue("RequestPaymentIntent.payer") {
      resolvePayer(for: intent) { (result: PersonResolutionResult) in
        completion(RequestPaymentPayerResolutionResult(result))
      }
    }
  }

  /// The default implementation of SiriKit's iOS 10 shape: called by the current shape's
  /// default, it accepts the value as given; called directly, it returns what the current
  /// shape, ``resolvePayer(for:)-((RequestPaymentIntent)->RequestPaymentPayerResolutionResult)``, resolves.
  public func resolvePayer(for intent: RequestPaymentIntent) async -> PersonResolutionResult {
    guard !_ShapeForwarding.isForwarding("RequestPaymentIntent.payer") else {
      return .unimplemented(for: .payer, in: intent)
    }
    return (await resolvePayer(for: intent) as RequestPaymentPayerResolutionResult).resolution
  }

  /// The default implementation of SiriKit's iOS 10 shape: called by the current shape's
  /// default, it calls SiriKit's Swift 3 name, `resolvePayer(forRequestPayment:with:)`; called
  /// directly, it completes with what the current shape resolves.
  public func resolvePayer(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (PersonResolutionResult) -> Void
  ) {
    guard !_ShapeForwarding.isForwarding("RequestPaymentIntent.payer") else {
      return resolvePayer(forRequestPayment: intent, with: completion)
    }
    resolvePayer(for: intent) { (result: RequestPaymentPayerResolutionResult) in
      completion(result.resolution)
    }
  }

  /// The default implementation, which calls SiriKit's iOS 10 shape (returning
  /// `CurrencyAmountResolutionResult`), and otherwise accepts the value as given.
  public func resolveCurrencyAmount(
    for intent: RequestPaymentIntent
  ) async -> RequestPaymentCurrencyAmountResolutionResult {
    RequestPaymentCurrencyAmountResolutionResult(
      await _ShapeForwarding.$current.withValue("RequestPaymentIntent.currencyAmount") {
        await resolveCurrencyAmount(for: intent) as CurrencyAmountResolutionResult
      }
    )
  }

  /// The default implementation, which calls SiriKit's iOS 10 shape (completing with
  /// `CurrencyAmountResolutionResult`), and otherwise accepts the value as given.
  public func resolveCurrencyAmount(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (RequestPaymentCurrencyAmountResolutionResult) -> Void
  ) {
    _ShapeForwarding.$current.withValue("RequestPaymentIntent.currencyAmount") {
      resolveCurrencyAmount(for: intent) { (result: CurrencyAmountResolutionResult) in
        completion(RequestPaymentCurrencyAmountResolutionResult(result))
      }
    }
  }

  /// The default implementation of SiriKit's iOS 10 shape: called by the current shape's
  /// default, it accepts the value as given; called directly, it returns what the current
  /// shape, ``resolveCurrencyAmount(for:)-((RequestPaymentIntent)->RequestPaymentCurrencyAmountResolutionResult)``, resolves.
  public func resolveCurrencyAmount(
    for intent: RequestPaymentIntent
  ) async -> CurrencyAmountResolutionResult {
    guard !_ShapeForwarding.isForwarding("RequestPaymentIntent.currencyAmount") else {
      return .unimplemented(for: .currencyAmount, in: intent)
    }
    return
      (await resolveCurrencyAmount(for: intent) as RequestPaymentCurrencyAmountResolutionResult)
      .resolution
  }

  /// The default implementation of SiriKit's iOS 10 shape: called by the current shape's
  /// default, it calls SiriKit's Swift 3 name, `resolveCurrencyAmount(forRequestPayment:with:)`; called
  /// directly, it completes with what the current shape resolves.
  public func resolveCurrencyAmount(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (CurrencyAmountResolutionResult) -> Void
  ) {
    guard !_ShapeForwarding.isForwarding("RequestPaymentIntent.currencyAmount") else {
      return resolveCurrencyAmount(forRequestPayment: intent, with: completion)
    }
    resolveCurrencyAmount(for: intent) { (result: RequestPaymentCurrencyAmountResolutionResult) in
      completion(result.resolution)
    }
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveNote(for intent: RequestPaymentIntent) async -> StringResolutionResult {
    .unimplemented(for: .note, in: intent)
  }

  /// The default implementation, which accepts the value as given and skips a missing one.
  public func resolveNote(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (StringResolutionResult) -> Void
  ) {
    resolveNote(forRequestPayment: intent, with: completion)
  }
}

/// SiriKit's iOS 10 shapes of the ``RequestPaymentIntentHandling`` resolve methods that iOS 11 replaced
/// with parameter-specific results; implement the ones in ``RequestPaymentIntentHandling``.
///
/// They are here so that a handler written against the iOS 10 SDK, or against an IntentKit
/// release before parameter-specific results, is still called rather than silently ignored.
public protocol _RequestPaymentIntentHandlingIOS10: _RequestPaymentIntentHandlingSwift3
where HandledIntent == RequestPaymentIntent {
  /// Resolves who to ask for the money, deprecated in SiriKit since iOS 11: return `RequestPaymentPayerResolutionResult`.
  func resolvePayer(for intent: RequestPaymentIntent) async -> PersonResolutionResult

  /// Resolves who to ask for the money, deprecated in SiriKit since iOS 11: complete with `RequestPaymentPayerResolutionResult`.
  func resolvePayer(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (PersonResolutionResult) -> Void
  )

  /// Resolves how much to ask for, deprecated in SiriKit since iOS 11: return `RequestPaymentCurrencyAmountResolutionResult`.
  func resolveCurrencyAmount(
    for intent: RequestPaymentIntent
  ) async -> CurrencyAmountResolutionResult

  /// Resolves how much to ask for, deprecated in SiriKit since iOS 11: complete with `RequestPaymentCurrencyAmountResolutionResult`.
  func resolveCurrencyAmount(
    for intent: RequestPaymentIntent,
    with completion: @escaping @Sendable (CurrencyAmountResolutionResult) -> Void
  )
}

/// A reason why a payer can't be asked for money; raw values match SiriKit's
/// `INRequestPaymentPayerUnsupportedReason`.
public enum RequestPaymentPayerUnsupportedReason: Int, Sendable, CaseIterable,
  UnsupportedReasonConvertible
{
  /// The payer's credentials can't be verified.
  case credentialsUnverified = 1
  /// The payer has no account to pay from.
  case noAccount = 2
  /// The payer has no handle that can receive a request.
  case noValidHandle = 3
}

/// A reason why an amount can't be requested; raw values match SiriKit's
/// `INRequestPaymentCurrencyAmountUnsupportedReason`.
public enum RequestPaymentCurrencyAmountUnsupportedReason: Int, Sendable, CaseIterable,
  UnsupportedReasonConvertible
{
  /// The amount is below the minimum.
  case paymentsAmountBelowMinimum = 1
  /// The amount is above the maximum.
  case paymentsAmountAboveMaximum = 2
  /// The currency isn't supported.
  case paymentsCurrencyUnsupported = 3
}

/// The resolution of the payer of a ``RequestPaymentIntent``, SiriKit's
/// `INRequestPaymentPayerResolutionResult`.
public typealias RequestPaymentPayerResolutionResult =
  ResolutionResult<Person, RequestPaymentPayerUnsupportedReason>

/// The resolution of the amount of a ``RequestPaymentIntent``, SiriKit's
/// `INRequestPaymentCurrencyAmountResolutionResult`.
public typealias RequestPaymentCurrencyAmountResolutionResult =
  ResolutionResult<CurrencyAmount, RequestPaymentCurrencyAmountUnsupportedReason>
