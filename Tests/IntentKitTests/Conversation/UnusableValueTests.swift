import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Values the user states that no value of the type can be ("$12.345", "-5 dollars", an amount
/// past 64 bits) are explained, in the conversation's language, and never replaced by another
/// value; yes and no aren't taken as values.
final class UnusableValueTests: XCTestCase {
  private func sendToBob(
    _ world: PaymentsSampleWorld,
    language: Language = .english
  ) async throws -> Conversation<SendPaymentIntent> {
    try await world.engine().start(
      SendPaymentIntent(payee: Person(displayName: "Bob")),
      saying: "Send money to Bob",
      language: language
    )
  }

  // MARK: - Replies

  func testReply_amountWithTooManyDecimalsNegativeOrTooLarge_isExplained() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let engine = world.engine(retryLimit: 5)
    var conversation = try await sendToBob(world)

    for reply in ["$12.345", "-5 dollars", "$99999999999999999999"] {
      try await engine.reply(.text(reply), to: &conversation)
    }

    assertTranscript(
      conversation,
      """
      User: Send money to Bob
      Assistant: How much do you want to send to Bob Brown?
      User: $12.345
      Assistant: $12.345 has more decimals than dollars allow. How much do you want to send to Bob Brown?
      User: -5 dollars
      Assistant: -5 dollars is less than zero. How much do you want to send to Bob Brown?
      User: $99999999999999999999
      Assistant: $99999999999999999999 is more than any amount I can handle. How much do you want to send to Bob Brown?
      """
    )
    let reasons = conversation.transcript.compactMap { turn -> String? in
      guard case .rejectedValue("currencyAmount", let reason) = turn.event else { return nil }
      return reason
    }
    XCTAssertEqual(reasons, ["amountTooPrecise", "amountNegative", "amountTooLarge"])
    XCTAssertNil(conversation.intent.currencyAmount)
  }

  func testReply_unusableAmount_isExplainedInJapaneseAndKorean() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let engine = world.engine()
    var japanese = try await sendToBob(world, language: .japanese)
    var korean = try await sendToBob(world, language: .korean)

    try await engine.reply("12.345ドル", to: &japanese)
    try await engine.reply("-5달러", to: &korean)

    XCTAssertEqual(
      japanese.assistantText,
      "12.345ドルはドルの最小単位より細かい金額です。Bob Brownさんにいくら送金しますか？"
    )
    XCTAssertEqual(
      korean.assistantText,
      "-5달러: 0보다 작은 금액은 사용할 수 없습니다. Bob Brown 님에게 얼마를 송금할까요?"
    )
  }

  func testReply_unusableAmounts_countAgainstTheRetryLimit() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let engine = world.engine(retryLimit: 2)
    var conversation = try await sendToBob(world)

    try await engine.reply("$0.001", to: &conversation)
    try await engine.reply("¥100.5", to: &conversation)

    XCTAssertEqual(conversation.ending, .retryLimitReached(parameter: "currencyAmount"))
    let payments = await world.payments()
    XCTAssertTrue(payments.isEmpty)
  }

  func testReply_unusableAmountToASuggestedAmount_isExplained_notTakenAsYesOrNo() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let engine = world.engine()
    _ = try await playConversation(
      SendPaymentIntent(payee: Person(displayName: "Bob"), currencyAmount: .usd(5_00)),
      replies: ["yes"],
      with: engine
    )
    var conversation = try await sendToBob(world)
    XCTAssertEqual(conversation.assistantText, "Do you want to send $5.00 again?")

    try await engine.reply("$12.345", to: &conversation)

    XCTAssertEqual(
      conversation.assistantText,
      "$12.345 has more decimals than dollars allow. How much do you want to send to Bob Brown?"
    )
    XCTAssertEqual(conversation.question, .value(parameter: "currencyAmount"))
  }

  // MARK: - Requests

  func testStartRejecting_asksForTheValueWithTheReason_insteadOfSuggestingTheLastAmount()
    async throws
  {
    let world = try await PaymentsSampleWorld.seed()
    let engine = world.engine()
    _ = try await playConversation(
      SendPaymentIntent(payee: Person(displayName: "Bob"), currencyAmount: .usd(5_00)),
      replies: ["yes"],
      with: engine
    )
    let context = engine.dialogContext(for: .english)
    let reason = try XCTUnwrap(
      CurrencyAmount.unsupportedReason(forReply: "$12.345", context: context)
    )

    var conversation = try await engine.start(
      SendPaymentIntent(payee: Person(displayName: "Bob")),
      saying: "Send $12.345 to Bob",
      rejecting: ["currencyAmount": reason]
    )
    try await engine.reply("$12.34", to: &conversation)
    try await engine.reply("yes", to: &conversation)

    assertTranscript(
      conversation,
      """
      User: Send $12.345 to Bob
      Assistant: $12.345 has more decimals than dollars allow. How much do you want to send to Bob Brown?
      User: $12.34
      Assistant: Send $12.34 to Bob Brown?
      User: yes
      Assistant: Sent $12.34 to Bob Brown.
      """
    )
  }

  func testStartRejecting_aLaterParameter_isExplainedWhenReached_afterStorage() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let engine = world.engine()
    let reason = UnsupportedReason("amountNegative", arguments: ["amount": "-5 dollars"])

    var conversation = try await engine.start(
      SendPaymentIntent(payee: Person(displayName: "Jane")),
      saying: "Send -5 dollars to Jane",
      rejecting: ["currencyAmount": reason]
    )
    let stored = try StrictJSONEncoder().encode(conversation)
    conversation = try StrictJSONDecoder().decode(
      Conversation<SendPaymentIntent>.self,
      from: stored
    )
    try await engine.reply("the second one", to: &conversation)

    XCTAssertTrue(
      String(decoding: stored, as: UTF8.self).contains(#""rejectedValues":{"currencyAmount":{"#)
    )
    XCTAssertEqual(
      conversation.assistantText,
      "-5 dollars is less than zero. How much do you want to send to Jane Doe?"
    )
    XCTAssertEqual(conversation.question, .value(parameter: "currencyAmount"))
    let again = try StrictJSONEncoder().encode(conversation)
    XCTAssertFalse(String(decoding: again, as: UTF8.self).contains("rejectedValues"))
  }

  func testStartRejecting_aParameterTheIntentHas_resolvesTheValueAsUsual() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let reason = UnsupportedReason("amountNegative", arguments: ["amount": "-5"])

    let conversation = try await world.engine().start(
      SendPaymentIntent(payee: Person(displayName: "Bob"), currencyAmount: .usd(5_00)),
      rejecting: ["currencyAmount": reason]
    )

    XCTAssertEqual(conversation.assistantText, "Send $5.00 to Bob Brown?")
  }

  func testStartRejecting_anUnknownParameter_throwsAndStartsNothing() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let engine = world.engine()

    await assertThrowsError({
      try await engine.start(SendPaymentIntent(), rejecting: ["amount": UnsupportedReason("x")])
    }) { error in
      XCTAssertEqual((error as? ConversationError)?.code, .unexpectedReply)
    }
  }

  // MARK: - Yes and no

  func testReply_yesOrNoWhereANameIsAsked_isNotTakenAsAName() async throws {
    let world = try await PaymentsSampleWorld.seed()
    let engine = world.engine()
    var english = try await engine.start(SendPaymentIntent(), saying: "Send money")
    var japanese = try await engine.start(SendPaymentIntent(), language: .japanese)
    let japaneseQuestion = japanese.assistantText

    try await engine.reply("yes", to: &english)
    try await engine.reply("はい", to: &japanese)

    XCTAssertEqual(
      english.assistantText,
      "Sorry, I didn't understand. Say a name, like Jane. Who do you want to pay?"
    )
    XCTAssertEqual(english.transcript.last?.event, .didNotUnderstand(parameter: "payee"))
    XCTAssertEqual(
      japanese.assistantText,
      "すみません、よくわかりませんでした。「Jane」のように名前を言ってください。" + (japaneseQuestion ?? "")
    )
    XCTAssertNil(japanese.intent.payee)
  }
}
