import IntentKit
import IntentKitTesting
import XCTest

final class ConversationLanguageTests: XCTestCase {
  func testJapanesePrompts_areUsedWhenAskedFor() async throws {
    let conversation = try await playConversation(
      OrderSoupIntent(identifier: "o-1", quantity: 1),
      saying: "スープを注文して",
      replies: ["クラムチャウダー"],
      with: .testing(),
      language: .japanese
    )

    assertTranscript(
      conversation,
      """
      User: スープを注文して
      Assistant: スープを教えてください。
      User: クラムチャウダー
      Assistant: 完了しました。
      """
    )
    XCTAssertEqual(conversation.intent.soup, .clamChowder)
  }

  func testKoreanPrompts_areUsedWhenAskedFor() async throws {
    let conversation = try await playConversation(
      OrderSoupIntent(identifier: "o-1", quantity: 1),
      replies: ["클램 차우더"],
      with: .testing(),
      language: .korean
    )

    assertTranscript(
      conversation,
      """
      Assistant: 수프를 알려 주세요.
      User: 클램 차우더
      Assistant: 완료했습니다.
      """
    )
  }

  func testJapaneseYesAndKoreanNo_answerConfirmations() async throws {
    let yes = try await playConversation(
      OrderSoupIntent(soup: .clamChowder, quantity: 12),
      replies: ["はい"],
      with: .testing(),
      language: .japanese
    )
    let no = try await playConversation(
      OrderSoupIntent(soup: .clamChowder, quantity: 12),
      replies: ["아니요"],
      with: .testing(),
      language: .korean
    )

    XCTAssertEqual(yes.response?.code, .success)
    XCTAssertEqual(no.question, .value(parameter: "quantity"))
  }

  func testMissingTranslation_fallsBackToEnglish() async throws {
    var prompts = PromptCatalog.standard
    prompts.setTemplate(
      "Quale zuppa?",
      forKey: "OrderSoupIntent.soup.needsValue",
      language: Language(rawValue: "it")
    )
    let engine = ConversationEngine(
      dispatcher: ConversationEngine.testing().dispatcher,
      configuration: .init(language: Language(rawValue: "it-IT"), prompts: prompts)
    )

    let conversation = try await playConversation(
      OrderSoupIntent(),
      replies: ["clam chowder"],
      with: engine
    )

    XCTAssertEqual(
      conversation.transcript.first?.text,
      "Quale zuppa?",
      "falls back from it-IT to it"
    )
    XCTAssertEqual(conversation.assistantText, "Done.", "falls back to English")
  }

  func testLanguageThePromptsDontHave_speaksTheFallback_andKeepsItsLanguage() async throws {
    // French is neither the engine's language nor one of its catalog's: its turns are worded
    // on the spot, not from the voices the engine made when it was created.
    let french = Language(rawValue: "fr")
    let inFrench = try await playConversation(
      OrderSoupIntent(identifier: "o-fr", quantity: 1),
      replies: ["clam chowder"],
      with: .testing(),
      language: french
    )
    let inEnglish = try await playConversation(
      OrderSoupIntent(identifier: "o-en", quantity: 1),
      replies: ["clam chowder"],
      with: .testing(),
      language: .english
    )

    XCTAssertEqual(inFrench.language, french)
    XCTAssertEqual(inFrench.transcript.count, 3)
    XCTAssertEqual(inFrench.transcript.map(\.text), inEnglish.transcript.map(\.text))
    XCTAssertEqual(inFrench.response?.code, .success)
  }

  func testDialogContexts_followTheConfiguration_andCopiesChangeAlone() {
    var engine = ConversationEngine(
      dispatcher: IntentDispatcher(),
      configuration: .init(defaultCurrency: .eur, now: { Date(timeIntervalSince1970: 86_400) })
    )
    let english = engine.dialogContext(for: .english)
    let japanese = engine.dialogContext(for: .japanese)
    // A language the catalog has no prompts in gets settings of its own.
    let french = engine.dialogContext(for: Language(rawValue: "fr"))
    XCTAssertEqual(english.language, .english)
    XCTAssertEqual(japanese.language, .japanese)
    XCTAssertEqual(french.language, Language(rawValue: "fr"))
    for context in [english, japanese, french] {
      XCTAssertEqual(context.defaultCurrency, .eur)
      XCTAssertEqual(context.now, Date(timeIntervalSince1970: 86_400))
      XCTAssertEqual(context.calendar.timeZone, .gmt)
    }
    XCTAssertEqual(
      japanese.prompts.template(forKey: "word.yes", language: .japanese),
      english.prompts.template(forKey: "word.yes", language: .japanese)
    )

    // A copy changed alone: the settings the copies share are never changed in place.
    var copy = english
    copy.language = .korean
    copy.defaultCurrency = .jpy
    copy.calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3_600) ?? .gmt
    copy.prompts.setTemplate("oui", forKey: "word.yes", language: .english)
    XCTAssertEqual(copy.language, .korean)
    XCTAssertEqual(copy.defaultCurrency, .jpy)
    XCTAssertEqual(copy.calendar.timeZone.secondsFromGMT(), 9 * 3_600)
    XCTAssertEqual(copy.prompts.template(forKey: "word.yes", language: .english), "oui")
    XCTAssertEqual(english.language, .english)
    XCTAssertEqual(english.defaultCurrency, .eur)
    XCTAssertEqual(english.calendar.timeZone, .gmt)
    XCTAssertEqual(english.prompts.template(forKey: "word.yes", language: .english), "yes")
    XCTAssertEqual(engine.dialogContext(for: .english).defaultCurrency, .eur)

    // A new configuration is what the next contexts are made with.
    engine.configuration.defaultCurrency = .gbp
    XCTAssertEqual(engine.dialogContext(for: .english).defaultCurrency, .gbp)
    XCTAssertEqual(engine.dialogContext(for: .japanese).defaultCurrency, .gbp)
    XCTAssertEqual(engine.dialogContext(for: Language(rawValue: "fr")).defaultCurrency, .gbp)
    XCTAssertEqual(english.defaultCurrency, .eur)
  }

  func testAmounts_areSpokenPerCurrencyAndLanguage() {
    let english = DialogContext(language: .english)
    let japanese = DialogContext(language: .japanese)
    let korean = DialogContext(language: .korean)

    XCTAssertEqual(CurrencyAmount.usd(50_00).spokenPhrase(in: english), "$50.00")
    XCTAssertEqual(CurrencyAmount.usd(1_234_567_89).spokenPhrase(in: english), "$1,234,567.89")
    XCTAssertEqual(CurrencyAmount.eur(20_50).spokenPhrase(in: english), "€20.50")
    XCTAssertEqual(CurrencyAmount.jpy(1_000).spokenPhrase(in: english), "¥1,000")
    XCTAssertEqual(CurrencyAmount.jpy(1_000).spokenPhrase(in: japanese), "1,000円")
    XCTAssertEqual(CurrencyAmount.krw(15_000).spokenPhrase(in: korean), "15,000원")
    XCTAssertEqual(CurrencyAmount.usd(-5).spokenPhrase(in: english), "-$0.05")
    XCTAssertEqual(
      CurrencyAmount(minorUnits: 1_250, currency: .chf).spokenPhrase(in: english),
      "12.50 CHF"
    )
    XCTAssertEqual(
      CurrencyAmount(minorUnits: 1_500, currency: .kwd).spokenPhrase(in: english),
      "1.500 KWD"
    )
  }

  func testAmounts_atTheEdgesOfGroupingAndRange_areSpokenExactly() {
    let english = DialogContext(language: .english)

    XCTAssertEqual(CurrencyAmount.usd(0).spokenPhrase(in: english), "$0.00")
    XCTAssertEqual(CurrencyAmount.jpy(0).spokenPhrase(in: english), "¥0")
    XCTAssertEqual(CurrencyAmount.jpy(999).spokenPhrase(in: english), "¥999")
    XCTAssertEqual(CurrencyAmount.jpy(100_000).spokenPhrase(in: english), "¥100,000")
    XCTAssertEqual(CurrencyAmount.jpy(1_000_000).spokenPhrase(in: english), "¥1,000,000")
    XCTAssertEqual(CurrencyAmount.usd(.max).spokenPhrase(in: english), "$92,233,720,368,547,758.07")
    XCTAssertEqual(
      CurrencyAmount.usd(.min).spokenPhrase(in: english),
      "-$92,233,720,368,547,758.08"
    )
    XCTAssertEqual(CurrencyAmount.jpy(-1_000).formatted(in: .korean), "-1,000엔")
    XCTAssertEqual(CurrencyAmount.krw(50_000).formatted(in: .japanese), "50,000ウォン")
    XCTAssertEqual(CurrencyAmount.jpy(1_000).formatted(in: Language(rawValue: "ja-JP")), "¥1,000")
  }

  func testPromptOverrides_replaceOnlyTheirKey() {
    var prompts = PromptCatalog.standard
    prompts.setPrompt(
      "Who gets the tip?",
      for: .needsValue,
      of: "recipient",
      in: SendTipIntent.self
    )

    XCTAssertEqual(
      prompts.template(forKey: "SendTipIntent.recipient.needsValue", language: .english),
      "Who gets the tip?"
    )
    XCTAssertEqual(prompts.template(forKey: "status.success", language: .japanese), "完了しました。")
    XCTAssertEqual(PromptCatalog.standard.languages, [.english, .japanese, .korean])
  }

  func testEveryShippedLanguage_hasEveryEnglishKey() {
    let english = PromptCatalog.standard
    let keys = [
      "parameter.needsValue", "parameter.disambiguation", "parameter.confirmationRequired",
      "parameter.unsupported", "parameter.notUnderstood", "parameter.retryLimitReached",
      "hint.CurrencyAmount", "hint.Int", "hint.DateComponentsRange", "hint.choice", "hint.yesNo",
      "finalConfirmation", "status.success", "status.inProgress", "status.failure",
      "status.deferredToApplication", "ending.cancelled", "ending.declined",
      "ending.retryLimitReached", "ending.timedOut", "ending.failed", "word.yes", "word.no",
    ]
    for language in [Language.japanese, .korean] {
      for key in keys {
        XCTAssertNotEqual(
          english.template(forKey: key, language: language),
          english.template(forKey: key, language: .english),
          "\(language) translates \(key)"
        )
      }
    }
  }
}
