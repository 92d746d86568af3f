import IntentKit
import XCTest

final class PromptProvidingTests: XCTestCase {
  private let payeeKey = "PayBillIntent.billPayee.needsValue"

  private func dispatcher(handlingBills: Bool) -> IntentDispatcher {
    var dispatcher = IntentDispatcher()
    dispatcher.register(SendTipIntent.self) { _ in SendTipIntentResponse(code: .success) }
    if handlingBills {
      dispatcher.register(PayBillIntent.self) { _ in PayBillIntentResponse(code: .success) }
    }
    return dispatcher
  }

  func testEngine_speaksThePromptsOfTheIntentsItsDispatcherHandles_andNoOthers() {
    let withBills = ConversationEngine(dispatcher: dispatcher(handlingBills: true))
    let withoutBills = ConversationEngine(dispatcher: dispatcher(handlingBills: false))

    for language in [Language.english, .japanese, .korean] {
      XCTAssertEqual(
        withBills.dialogContext(for: language).prompts.template(
          forKey: payeeKey,
          language: language
        ),
        PromptCatalog.bills.template(forKey: payeeKey, language: language)
      )
    }
    XCTAssertNotNil(PromptCatalog.bills.template(forKey: payeeKey, language: .english))
    XCTAssertNil(
      withoutBills.dialogContext(for: .english).prompts.template(
        forKey: payeeKey,
        language: .english
      )
    )
    XCTAssertNil(PromptCatalog.standard.template(forKey: payeeKey, language: .english))
  }

  func testAppPrompts_winOverAnIntentsPrompts_whenGivenAtInitOrLater() {
    var prompts = PromptCatalog.standard
    prompts.setPrompt("Pay whom?", for: .needsValue, of: "billPayee", in: PayBillIntent.self)
    var engine = ConversationEngine(
      dispatcher: dispatcher(handlingBills: true),
      configuration: .init(prompts: prompts)
    )
    XCTAssertEqual(
      engine.dialogContext(for: .english).prompts.template(forKey: payeeKey, language: .english),
      "Pay whom?"
    )

    engine.configuration.prompts.setPrompt(
      "Which biller?",
      for: .needsValue,
      of: "billPayee",
      in: PayBillIntent.self
    )
    XCTAssertEqual(
      engine.dialogContext(for: .english).prompts.template(forKey: payeeKey, language: .english),
      "Which biller?"
    )
    // The bills domain's other prompts are still there.
    XCTAssertNotNil(
      engine.dialogContext(for: .japanese).prompts.template(forKey: payeeKey, language: .japanese)
    )
  }

  func testSharedValueNames_areInTheStandardCatalog_soEveryDomainSpeaksThem() {
    let context = DialogContext(language: .japanese, prompts: .standard)
    XCTAssertEqual(AccountType.checking.spokenPhrase(in: context), "当座預金")
    XCTAssertEqual(PaymentStatus.unpaid.spokenPhrase(in: context), "未払い")
    XCTAssertEqual(AccountType(reply: "当座預金", context: context), .checking)
  }
}
