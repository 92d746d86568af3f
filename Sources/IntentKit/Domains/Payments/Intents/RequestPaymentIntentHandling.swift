/// A type that resolves, confirms and handles ``RequestPaymentIntent`` values, SiriKit's
/// `INRequestPaymentIntentHandling`.
///
/// Every resolve method has a default: the payer and amount are accepted as given or asked for,
/// a zero or negative amount is unsupported, and the note is optional.
public protocol RequestPaymentIntentHandling: IntentHandling
where HandledIntent == RequestPaymentIntent {
  /// Resolves who to ask for the money.
  func resolvePayer(for intent: RequestPaymentIntent) async -> Resolution<Person>

  /// Resolves how much to ask for.
  func resolveCurrencyAmount(for intent: RequestPaymentIntent) async -> Resolution<CurrencyAmount>

  /// Resolves the note.
  func resolveNote(for intent: RequestPaymentIntent) async -> Resolution<String>
}

// MARK: - Default implementations

extension RequestPaymentIntentHandling {
  /// The default implementation, which returns the resolvers for the payer, amount and note, in
  /// SiriKit's order.
  public var parameterResolvers: [ParameterResolver<RequestPaymentIntent>] {
    [
      ParameterResolver(.payer, resolve: resolvePayer(for:)),
      ParameterResolver(.currencyAmount, resolve: resolveCurrencyAmount(for:)),
      ParameterResolver(.note, resolve: resolveNote(for:)),
    ]
  }

  /// The default implementation, which accepts a given payer and otherwise asks for one.
  public func resolvePayer(for intent: RequestPaymentIntent) async -> Resolution<Person> {
    intent.payer.map { .success(with: $0) } ?? .needsValue()
  }

  /// The default implementation, which accepts a positive amount, rejects zero or less, and
  /// asks for a missing one.
  public func resolveCurrencyAmount(
    for intent: RequestPaymentIntent
  ) async -> Resolution<CurrencyAmount> {
    guard let amount = intent.currencyAmount else { return .needsValue() }
    return amount.isPositive ? .success(with: amount) : .unsupported()
  }

  /// The default implementation, which accepts a given note and otherwise skips it.
  public func resolveNote(for intent: RequestPaymentIntent) async -> Resolution<String> {
    intent.note.map { .success(with: $0) } ?? .notRequired()
  }
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
