/// A type that resolves, confirms and handles ``SendPaymentIntent`` values, SiriKit's
/// `INSendPaymentIntentHandling`.
///
/// Every resolve method has a default: the payee and amount are accepted as given or asked for,
/// a zero or negative amount is unsupported, and the note is optional. The payments handlers
/// implement them all over a contact directory and a ledger.
public protocol SendPaymentIntentHandling: IntentHandling where HandledIntent == SendPaymentIntent {
  /// Resolves who to pay.
  func resolvePayee(for intent: SendPaymentIntent) async -> Resolution<Person>

  /// Resolves how much to send.
  func resolveCurrencyAmount(for intent: SendPaymentIntent) async -> Resolution<CurrencyAmount>

  /// Resolves the note.
  func resolveNote(for intent: SendPaymentIntent) async -> Resolution<String>
}

// MARK: - Default implementations

extension SendPaymentIntentHandling {
  /// The default implementation, which returns the resolvers for the payee, amount and note, in
  /// SiriKit's order.
  public var parameterResolvers: [ParameterResolver<SendPaymentIntent>] {
    [
      ParameterResolver(.payee, resolve: resolvePayee(for:)),
      ParameterResolver(.currencyAmount, resolve: resolveCurrencyAmount(for:)),
      ParameterResolver(.note, resolve: resolveNote(for:)),
    ]
  }

  /// The default implementation, which accepts a given payee and otherwise asks for one.
  public func resolvePayee(for intent: SendPaymentIntent) async -> Resolution<Person> {
    intent.payee.map { .success(with: $0) } ?? .needsValue()
  }

  /// The default implementation, which accepts a positive amount, rejects zero or less, and
  /// asks for a missing one.
  public func resolveCurrencyAmount(
    for intent: SendPaymentIntent
  ) async -> Resolution<CurrencyAmount> {
    guard let amount = intent.currencyAmount else { return .needsValue() }
    return amount.isPositive ? .success(with: amount) : .unsupported()
  }

  /// The default implementation, which accepts a given note and otherwise skips it.
  public func resolveNote(for intent: SendPaymentIntent) async -> Resolution<String> {
    intent.note.map { .success(with: $0) } ?? .notRequired()
  }
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
