// README quick start begins
import IntentKit

struct SmallPaymentHandler: SendPaymentIntentHandling {
  func resolveCurrencyAmount(
    for intent: SendPaymentIntent
  ) async -> SendPaymentCurrencyAmountResolutionResult {
    guard let amount = intent.currencyAmount else { return .needsValue() }
    guard amount.isPositive else { return .unsupported(forReason: .paymentsAmountBelowMinimum) }
    guard amount.minorUnits <= 20_00 else {
      return .unsupported(forReason: .paymentsAmountAboveMaximum)
    }
    return .success(with: amount)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .success)
  }
}

func sendSmallPayment(_ amount: CurrencyAmount) async throws -> IntentOutcome<SendPaymentIntent> {
  var dispatcher = IntentDispatcher()
  dispatcher.register(SmallPaymentHandler())
  let intent = SendPaymentIntent(payee: Person(displayName: "Jane"), currencyAmount: amount)
  return try await dispatcher.dispatch(intent)
}
// README quick start ends

// The code above is the README's quick start and the main example of the Getting Started
// article, verbatim; ReadmeTests checks that both still match it and runs it.
