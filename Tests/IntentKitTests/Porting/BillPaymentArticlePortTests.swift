import Foundation
import IntentKit
import IntentKitTesting
import XCTest

// A port of the Swift code of the Japanese article "[SiriKit]Siriから料金の支払いをする"
// (seeds/bill-payment-article-ja.md), as a SiriKit developer would make it, compiled and run. The
// handler uses the iOS 10.3 SDK's Swift 3 names, `resolveTransactionAmount(forPayBill:with:)`,
// `confirm(payBill:completion:)` and `handle(payBill:completion:)`, and implements no other
// resolve method, so the payee, the bill type and the rest are accepted as given, as in SiriKit.
//
// How to read it: `IN` is dropped throughout, and every other edit is marked by a comment
// `// PORT(n): what and why` on the line above the one it changes (the 100-column limit leaves
// no room at the end of most lines); n counts edits across the five files in this folder. Not
// edits: swift-format's layout (indentation, line breaks, the `return`s and `case let`s it
// rewrites), `private` on the sample's top-level declarations (so that each file's `Contact` or
// `IntentHandler` stays its own), and lint's `swift-format-ignore` for the seeds' force unwraps.
// Everything after "Sample app scaffolding" is the app code the seed calls but doesn't show.
//
// Not ported: the app delegate's `INPreferences.requestSiriAuthorization` (UIKit's app delegate;
// IntentKit has no `INPreferences`, the host records the user's answer in a `DeviceState`), the
// Info.plist keys (`IntentsSupported`, `NSSiriUsageDescription`), and the Intents UI view
// controller's `configure(with:context:completion:)` (UIKit, `INUIHostedViewContext`).

// MARK: - Port of IntentHandler.swift

// PORT(36): `final`: handlers are `Sendable`, and only a final class can be
// PORT(37): `NSObject` for `INExtension`: there is no extension class to subclass
private final class IntentHandler: NSObject, PayBillIntentHandling {
  // PORT(38): `override func handler(for intent: INIntent) -> Any { return self }` goes:
  //   registering the handler with an `IntentDispatcher` replaces it

  func resolveTransactionAmount(
    forPayBill intent: PayBillIntent,
    with completion: @escaping (PaymentAmountResolutionResult) -> Void
  ) {
    // パラメータを検証する

    // パラメータはintentのプロパティに格納されている
    if let transactionAmount = intent.transactionAmount {
      if let currencyCode = transactionAmount.amount?.currencyCode, currencyCode == "JPY" {
        // 日本円ならパラメータとして受け入れる

        // successの引数には解決済みとするパラメータを渡す
        completion(PaymentAmountResolutionResult.success(with: transactionAmount))
      } else {
        // 日本円以外はサポートしない(「その金額は扱えません」とSiriが応答する)
        completion(PaymentAmountResolutionResult.unsupported())
      }
    } else {
      completion(PaymentAmountResolutionResult.needsValue())
    }
  }

  func confirm(
    payBill intent: PayBillIntent,
    completion: @escaping (PayBillIntentResponse) -> Swift.Void
  ) {

    // 〜 略(外部サービスも含めて決済の準備が整っているか確認する 〜

    // Responseを生成
    // PORT(39): `var`: responses are values
    var response = PayBillIntentResponse(code: .ready, userActivity: nil)
    // 必要な情報をセット
    response.transactionAmount = intent.transactionAmount
    response.fromAccount = intent.fromAccount
    response.transactionScheduledDate = intent.transactionScheduledDate
    response.transactionNote = intent.transactionNote

    completion(response)
  }

  func handle(
    payBill intent: PayBillIntent,
    completion: @escaping (PayBillIntentResponse) -> Void
  ) {

    // 〜 略(実際の決済処理) 〜

    let response = PayBillIntentResponse(code: .success, userActivity: nil)
    completion(response)
  }
}

// MARK: - Sample app scaffolding (not part of the port)

/// 「学費1000円を支払って」 ("pay 1000 yen of tuition"), as the assistant hears it: no payee.
private func tuition(_ amount: CurrencyAmount?) -> PayBillIntent {
  PayBillIntent(
    transactionAmount: amount.map { PaymentAmount(amountType: .unknown, amount: $0) },
    billType: .tuition
  )
}

// MARK: - The article's scenarios, run

final class BillPaymentArticlePortTests: XCTestCase {
  private func dispatcher() -> IntentDispatcher {
    var dispatcher = IntentDispatcher()
    dispatcher.register(IntentHandler())
    return dispatcher
  }

  private func engine() -> ConversationEngine {
    ConversationEngine(
      dispatcher: dispatcher(),
      configuration: .init(language: .japanese, defaultCurrency: .jpy)
    )
  }

  func testPayTuitionOfAThousandYen_withNoPayee_isConfirmedThenPaid() async throws {
    var script = ConversationScript<PayBillIntent>(engine: engine())

    try await script.start(tuition(.jpy(1_000)), saying: "学費1000円を支払って")
    script.assertAsksFinalConfirmation()
    try await script.reply("はい")

    script.assertEnded(with: .success)
    let resolved = try XCTUnwrap(script.conversation?.intent)
    XCTAssertNil(resolved.billPayee, "an unimplemented resolve method accepts the value as given")
    XCTAssertEqual(resolved.billType, .tuition)
    XCTAssertEqual(resolved.transactionAmount?.amount, .jpy(1_000))
    let said = script.conversation?.transcript.filter { $0.speaker == .assistant }.map(\.text)
    XCTAssertEqual(
      said?.filter { $0.contains("{") },
      [],
      "a prompt that names a value the handler never filled in gives way to a general one"
    )
    XCTAssertEqual(said?.last, "完了しました。", "no payee to name, so the general answer")
  }

  func testConfirm_fillsTheResponseWithTheAmountSiriShows() async throws {
    let intent = tuition(.jpy(1_000))

    let response = await withCheckedContinuation { continuation in
      IntentHandler().confirm(payBill: intent) { continuation.resume(returning: $0) }
    }
    let outcome = try await dispatcher().dispatch(intent)

    XCTAssertEqual(response.code, .ready)
    XCTAssertEqual(response.transactionAmount?.amount, .jpy(1_000))
    XCTAssertEqual(outcome.response?.code, .success, "confirm(payBill:) and handle(payBill:) ran")
  }

  func testPayTuitionInDollars_isUnsupportedAndNothingIsPaid() async throws {
    let outcome = try await dispatcher().dispatch(tuition(.usd(10_00)))
    var script = ConversationScript<PayBillIntent>(engine: engine())
    try await script.start(tuition(.usd(10_00)), saying: "学費10ドルを支払って")

    XCTAssertEqual(outcome.parameterRequest?.parameterName, "transactionAmount")
    XCTAssertEqual(
      outcome.parameterRequest?.resolution(as: PaymentAmount.self),
      .unsupported(reason: nil)
    )
    XCTAssertFalse(outcome.isHandled)
    script.assertRejects("transactionAmount")
  }

  func testPayTuition_withNoAmount_asksForItThenPays() async throws {
    let outcome = try await dispatcher().dispatch(tuition(nil))
    var script = ConversationScript<PayBillIntent>(engine: engine())

    try await script.start(tuition(nil), saying: "学費を支払って")
    script.assertAsks(for: "transactionAmount")
    try await script.reply("1000円")
    script.assertAsksFinalConfirmation()
    try await script.reply("はい")

    XCTAssertEqual(outcome.parameterRequest?.resolution(as: PaymentAmount.self), .needsValue)
    script.assertEnded(with: .success)
    XCTAssertEqual(script.conversation?.intent.transactionAmount?.amount, .jpy(1_000))
  }

  func testPayTuition_whenTheUserSaysNo_isNotPaid() async throws {
    let conversation = try await playConversation(
      tuition(.jpy(1_000)),
      saying: "学費1000円を支払って",
      replies: ["いいえ"],
      with: engine()
    )

    XCTAssertEqual(conversation.ending, .declined)
    XCTAssertNil(conversation.response)
  }
}
