import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Implements only handle for sending money.
private struct HandleOnlySendPayment: SendPaymentIntentHandling {
  let handled = HandledIntents<SendPaymentIntent>()

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    handled.append(intent)
    return SendPaymentIntentResponse(code: .success)
  }
}

/// Implements only handle for requesting money.
private struct HandleOnlyRequestPayment: RequestPaymentIntentHandling {
  let handled = HandledIntents<RequestPaymentIntent>()

  func handle(intent: RequestPaymentIntent) async throws -> RequestPaymentIntentResponse {
    handled.append(intent)
    return RequestPaymentIntentResponse(code: .success)
  }
}

/// Implements only handle for searching accounts.
private struct HandleOnlySearchForAccounts: SearchForAccountsIntentHandling {
  let handled = HandledIntents<SearchForAccountsIntent>()

  func handle(intent: SearchForAccountsIntent) async throws -> SearchForAccountsIntentResponse {
    handled.append(intent)
    return SearchForAccountsIntentResponse(code: .success)
  }
}

/// Implements only handle for transferring money.
private struct HandleOnlyTransferMoney: TransferMoneyIntentHandling {
  let handled = HandledIntents<TransferMoneyIntent>()

  func handle(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse {
    handled.append(intent)
    return TransferMoneyIntentResponse(code: .success)
  }
}

/// SiriKit's defaults for the four payment intents.
///
/// A handler that implements only handle has every value it is given accepted as given, is asked
/// nothing when none is given, and is confirmed `ready`.
final class PaymentsSiriKitDefaultsTests: XCTestCase {
  private let checking = PaymentAccount(nickname: "Checking", accountType: .checking)
  private let savings = PaymentAccount(nickname: "Savings", accountType: .saving)
  private let firstOfDecember = DateComponentsRange(
    start: DateComponents(year: 2026, month: 12, day: 1)
  )

  func testSendPayment_handleOnly_acceptsEveryValueAsGiven() async throws {
    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlySendPayment()
        return (handler, handler.handled)
      },
      everyParameter: SendPaymentIntent(
        payee: .named("Dave"),
        currencyAmount: .usd(12_34),
        note: "Lunch"
      ),
      noParameter: SendPaymentIntent()
    )
  }

  func testRequestPayment_handleOnly_acceptsEveryValueAsGiven() async throws {
    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlyRequestPayment()
        return (handler, handler.handled)
      },
      everyParameter: RequestPaymentIntent(
        payer: .named("Dave"),
        currencyAmount: .jpy(5_000),
        note: "Dinner"
      ),
      noParameter: RequestPaymentIntent()
    )
  }

  func testSearchForAccounts_handleOnly_acceptsEveryValueAsGiven() async throws {
    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlySearchForAccounts()
        return (handler, handler.handled)
      },
      everyParameter: SearchForAccountsIntent(
        accountNickname: "Holiday fund",
        accountType: .saving,
        organizationName: "Nowhere Bank",
        requestedBalanceType: .points
      ),
      noParameter: SearchForAccountsIntent()
    )
  }

  func testTransferMoney_handleOnly_acceptsEveryValueAsGiven() async throws {
    try await assertSiriKitDefaultsHandle(
      {
        let handler = HandleOnlyTransferMoney()
        return (handler, handler.handled)
      },
      everyParameter: TransferMoneyIntent(
        from: checking,
        to: savings,
        transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(1_000_00)),
        transactionScheduledDate: firstOfDecember,
        transactionNote: "Rainy day"
      ),
      noParameter: TransferMoneyIntent()
    )
  }
}
