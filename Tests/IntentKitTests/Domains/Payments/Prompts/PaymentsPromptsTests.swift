import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

final class PaymentsPromptsTests: XCTestCase {
  /// The prompts the payment conversations use, by key.
  private static let keys: [String] = {
    var keys: [String] = []
    func add(_ intent: String, _ parameters: [String], _ suffixes: [String]) {
      keys += parameters.map { "\(intent).\($0).name" }
      keys += suffixes.map { "\(intent).\($0)" }
    }
    add(
      "SendPaymentIntent",
      ["payee", "currencyAmount", "note"],
      [
        "payee.needsValue", "payee.disambiguation", "payee.confirmationRequired",
        "payee.unsupported", "payee.unsupported.noAccount", "payee.unsupported.noValidHandle",
        "payee.unsupported.credentialsUnverified", "payee.unsupported.insufficientFunds",
        "currencyAmount.needsValue", "currencyAmount.confirmationRequired",
        "currencyAmount.unsupported", "note.unsupported", "finalConfirmation", "success",
        "inProgress", "failure", "failureInsufficientFunds", "failureNoBankAccount",
        "failurePaymentsAmountBelowMinimum", "failurePaymentsAmountAboveMaximum",
        "failurePaymentsCurrencyUnsupported", "failureNotEligible",
        "failureTermsAndConditionsAcceptanceRequired",
      ]
    )
    add(
      "RequestPaymentIntent",
      ["payer", "currencyAmount", "note"],
      [
        "payer.needsValue", "payer.disambiguation", "payer.unsupported",
        "payer.unsupported.noAccount", "payer.unsupported.noValidHandle",
        "payer.unsupported.credentialsUnverified", "currencyAmount.needsValue",
        "currencyAmount.unsupported", "note.unsupported", "finalConfirmation", "success",
        "failure", "failureNoBankAccount", "failurePaymentsAmountBelowMinimum",
        "failurePaymentsAmountAboveMaximum", "failurePaymentsCurrencyUnsupported",
      ]
    )
    add(
      "SearchForAccountsIntent",
      ["accountNickname", "accountType", "organizationName", "requestedBalanceType"],
      ["accountNickname.disambiguation", "success", "failureAccountNotFound"]
    )
    add(
      "TransferMoneyIntent",
      [
        "fromAccount", "toAccount", "transactionAmount", "transactionScheduledDate",
        "transactionNote",
      ],
      [
        "fromAccount.needsValue", "fromAccount.disambiguation", "fromAccount.unsupported",
        "toAccount.needsValue", "toAccount.disambiguation", "toAccount.unsupported",
        "transactionAmount.needsValue", "transactionAmount.unsupported",
        "transactionScheduledDate.unsupported", "transactionNote.unsupported",
        "finalConfirmation", "success", "failure", "failureInsufficientFunds",
      ]
    )
    keys += [
      "unsupported.paymentsCurrencyUnsupported", "unsupported.paymentsAmountBelowMinimum",
      "unsupported.paymentsAmountAboveMaximum", "value.AccountType.saving",
      "value.AmountType.currentBalance", "value.BalanceType.points",
    ]
    return keys
  }()

  private func placeholders(in template: String) -> Set<Substring> {
    let pieces = template.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
    return Set(pieces.compactMap { $0.split(separator: "}").first })
  }

  func testPaymentsCatalog_hasEveryPaymentsPrompt_inEnglishJapaneseAndKorean() {
    let catalog = PromptCatalog.standard.merging(.payments)

    for key in Self.keys {
      let english = catalog.template(forKey: key, language: .english)
      let japanese = catalog.template(forKey: key, language: .japanese)
      let korean = catalog.template(forKey: key, language: .korean)

      XCTAssertNotNil(japanese, key)
      XCTAssertNotNil(korean, key)
      // English value names may be left to the case names ("current balance").
      if key.hasPrefix("value.") { continue }
      XCTAssertNotNil(english, key)
      XCTAssertNotEqual(japanese, english, "\(key) falls back to English in Japanese")
      XCTAssertNotEqual(korean, english, "\(key) falls back to English in Korean")
      XCTAssertEqual(placeholders(in: japanese ?? ""), placeholders(in: english ?? ""), key)
      XCTAssertEqual(placeholders(in: korean ?? ""), placeholders(in: english ?? ""), key)
    }
  }

  func testSeedWording_isThePaymentsCatalogsEnglish() {
    let catalog = PromptCatalog.payments

    XCTAssertEqual(
      catalog.template(forKey: "SendPaymentIntent.payee.needsValue", language: .english),
      "Who do you want to pay?"
    )
    XCTAssertEqual(
      catalog.template(forKey: "SendPaymentIntent.finalConfirmation", language: .english),
      "Send {currencyAmount} to {payee}?"
    )
    XCTAssertEqual(
      catalog.template(forKey: "SendPaymentIntent.success", language: .english),
      "Sent {currencyAmount} to {payee}."
    )
  }

  func testSendMoneyToJane_inKorean_asksAndAnswersInKorean() async throws {
    let world = try await PaymentsSampleWorld.seed()

    let conversation = try await playConversation(
      SendPaymentIntent(payee: .named("Jane")),
      saying: "제인에게 송금해 줘",
      replies: ["50달러", "네"],
      with: world.engine(),
      language: .korean
    )

    assertTranscript(
      conversation,
      """
      User: 제인에게 송금해 줘
      Assistant: Jane Appleseed 님에게 얼마를 송금할까요?
      User: 50달러
      Assistant: Jane Appleseed 님에게 $50.00을(를) 송금할까요?
      User: 네
      Assistant: Jane Appleseed 님에게 $50.00을(를) 송금했습니다.
      """
    )
  }

  func testSendYenInKorean_resolvesTheParticleAfterTheAmount() async throws {
    let world = try await PaymentsSampleWorld.testing()

    let conversation = try await world.engine().start(
      SendPaymentIntent(payee: .named("Kenji"), currencyAmount: .jpy(5_000)),
      language: .korean
    )

    XCTAssertEqual(conversation.assistantText, "Kenji Tanaka 님에게 5,000엔을 송금할까요?")
  }
}
