import Foundation
import IntentKit
import IntentKitTesting
import XCTest

/// A handler that relies on every default resolver.
private struct DefaultSendPaymentHandler: SendPaymentIntentHandling {
  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    SendPaymentIntentResponse(code: .success)
  }
}

private struct DefaultTransferHandler: TransferMoneyIntentHandling {
  func handle(intent: TransferMoneyIntent) async throws -> TransferMoneyIntentResponse {
    TransferMoneyIntentResponse(code: .success)
  }
}

final class PaymentIntentsTests: XCTestCase {
  func testResponseCodes_keepSiriKitsRawValues() {
    XCTAssertEqual(SendPaymentIntentResponse.Code.allCases.map(\.rawValue), Array(0...13))
    XCTAssertEqual(SendPaymentIntentResponse.Code.failureInsufficientFunds.rawValue, 10)
    XCTAssertEqual(
      SendPaymentIntentResponse.Code.failureTermsAndConditionsAcceptanceRequired.rawValue,
      13
    )
    XCTAssertEqual(RequestPaymentIntentResponse.Code.allCases.map(\.rawValue), Array(0...12))
    XCTAssertEqual(RequestPaymentIntentResponse.Code.failureNoBankAccount.rawValue, 10)
    XCTAssertEqual(SearchForAccountsIntentResponse.Code.failureAccountNotFound.rawValue, 7)
    XCTAssertEqual(SearchForAccountsIntentResponse.Code.failureNotEligible.rawValue, 9)
    XCTAssertEqual(TransferMoneyIntentResponse.Code.allCases.map(\.rawValue), Array(0...7))
    XCTAssertEqual(TransferMoneyIntentResponse.Code.failureInsufficientFunds.rawValue, 7)
  }

  func testUnsupportedReasons_keepSiriKitsRawValuesAndNames() {
    XCTAssertEqual(SendPaymentPayeeUnsupportedReason.allCases.map(\.rawValue), [1, 2, 3, 4])
    XCTAssertEqual(
      SendPaymentPayeeUnsupportedReason.noValidHandle.unsupportedReason,
      UnsupportedReason("noValidHandle", rawValue: 4)
    )
    XCTAssertEqual(RequestPaymentPayerUnsupportedReason.noValidHandle.rawValue, 3)
    XCTAssertEqual(
      SendPaymentCurrencyAmountUnsupportedReason.paymentsCurrencyUnsupported.unsupportedReason,
      UnsupportedReason("paymentsCurrencyUnsupported", rawValue: 3)
    )
    XCTAssertEqual(
      RequestPaymentCurrencyAmountUnsupportedReason.paymentsAmountAboveMaximum.rawValue,
      2
    )
  }

  func testPaymentIntents_needAnUnlockedDevice_andMoneyMovers_askFirst() {
    XCTAssertTrue(SendPaymentIntent.requiresUnlockedDevice)
    XCTAssertTrue(RequestPaymentIntent.requiresUnlockedDevice)
    XCTAssertTrue(SearchForAccountsIntent.requiresUnlockedDevice)
    XCTAssertTrue(TransferMoneyIntent.requiresUnlockedDevice)
    XCTAssertTrue(SendPaymentIntent.requiresFinalConfirmation)
    XCTAssertTrue(TransferMoneyIntent.requiresFinalConfirmation)
    XCTAssertFalse(SearchForAccountsIntent.requiresFinalConfirmation)
  }

  func testParameters_areInSiriKitsInitializerOrder() {
    XCTAssertEqual(SendPaymentIntent.parameters.map(\.name), ["payee", "currencyAmount", "note"])
    XCTAssertEqual(
      RequestPaymentIntent.parameters.map(\.name),
      ["payer", "currencyAmount", "note"]
    )
    XCTAssertEqual(
      SearchForAccountsIntent.parameters.map(\.name),
      ["accountNickname", "accountType", "organizationName", "requestedBalanceType"]
    )
    XCTAssertEqual(
      TransferMoneyIntent.parameters.map(\.name),
      [
        "fromAccount", "toAccount", "transactionAmount", "transactionScheduledDate",
        "transactionNote",
      ]
    )
  }

  func testDefaultResolvers_acceptValuesAsGiven_andSkipMissingOnes_asSiriKitDoes() async throws {
    let dispatcher = IntentDispatcher.with(DefaultSendPaymentHandler())

    let empty = try await dispatcher.dispatch(SendPaymentIntent())
    let zero = try await dispatcher.dispatch(
      SendPaymentIntent(payee: Person(displayName: "Jane"), currencyAmount: .usd(0))
    )

    XCTAssertEqual(empty.response?.code, .success, "nothing resolves, so handle decides")
    XCTAssertNil(empty.parameterRequest)
    XCTAssertEqual(zero.intent.currencyAmount, .usd(0), "kept as given for the handler to judge")
    XCTAssertEqual(zero.response?.code, .success)
  }

  func testTransferDefaults_acceptValuesAsGiven() async throws {
    let dispatcher = IntentDispatcher.with(DefaultTransferHandler())
    let accounts = (PaymentAccount(nickname: "checking"), PaymentAccount(nickname: "savings"))
    let byType = PaymentAmount(amountType: .minimumTransferAmount, amount: nil)

    let outcome = try await dispatcher.dispatch(
      TransferMoneyIntent(from: accounts.0, to: accounts.1, transactionAmount: byType)
    )

    XCTAssertEqual(outcome.response?.code, .success)
    XCTAssertEqual(outcome.intent.transactionAmount, byType)
    XCTAssertEqual(outcome.intent.fromAccount, accounts.0)
  }

  func testAccountTypeParameter_readsUnknownAsNoValue() {
    var intent = SearchForAccountsIntent()
    let parameter = SearchForAccountsIntent.parameter(named: "accountType")

    XCTAssertNil(parameter?.value(in: intent))
    parameter?.setValue(AnyParameterValue(AccountType.saving), in: &intent)
    XCTAssertEqual(intent.accountType, .saving)
    parameter?.setValue(nil, in: &intent)
    XCTAssertEqual(intent.accountType, .unknown)
  }

  func testDecoding_validatesIdentifiersAndNotes() throws {
    let longNote = String(repeating: "n", count: 2_000)
    let json = #"{"identifier": "p-1", "note": "\#(longNote)"}"#

    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(SendPaymentIntent.self, from: Data(json.utf8))
    )
    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(
        TransferMoneyIntent.self,
        from: Data(#"{"transactionNote": "x"}"#.utf8)
      )
    )
    let decoded = try StrictJSONDecoder().decode(
      SearchForAccountsIntent.self,
      from: Data(#"{"identifier": "s-1", "accountType": 7}"#.utf8)
    )
    XCTAssertEqual(decoded.accountType, .saving)
    XCTAssertEqual(decoded.requestedBalanceType, .unknown)
  }
}
