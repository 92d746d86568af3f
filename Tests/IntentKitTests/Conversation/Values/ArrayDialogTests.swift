import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An intent whose one parameter takes several values, as an intent definition's "supports
/// multiple values" makes it.
private struct LogReadingsIntent: Intent {
  typealias Response = SendTipIntentResponse
  static let wireName = "LogReadingsIntent"
  static let parameters: [PartialIntentParameter<Self>] = [.init(.readings)]

  var identifier = "r-1"
  var readings: [Double]?
}

extension IntentParameter where Root == LogReadingsIntent, Value == [Double] {
  fileprivate static let readings = IntentParameter("readings", \.readings)
}

private struct ReadingsHandler: IntentHandling {
  var parameterResolvers: [ParameterResolver<LogReadingsIntent>] {
    [
      ParameterResolver(.readings) { intent in
        intent.readings.map { .success(with: $0) } ?? .needsValue()
      }
    ]
  }

  func handle(intent: LogReadingsIntent) async throws -> SendTipIntentResponse {
    SendTipIntentResponse(code: .success)
  }
}

final class ArrayDialogTests: XCTestCase {
  private let context = DialogContext(now: .testNow)

  private func context(_ language: Language) -> DialogContext {
    DialogContext(language: language, now: .testNow)
  }

  private var engine: ConversationEngine {
    ConversationEngine(
      dispatcher: .with(ReadingsHandler()),
      configuration: .init(now: { .testNow })
    )
  }

  // MARK: - Reading

  func testReply_isReadAsOneElement_whenTheElementTypeReadsTheWholeReply() throws {
    XCTAssertEqual(
      [String](reply: "milk, eggs and bread", context: context),
      ["milk, eggs and bread"]
    )
    XCTAssertEqual(
      [Decimal](reply: "2.5", context: context),
      [try XCTUnwrap(Decimal(string: "2.5"))]
    )
    XCTAssertEqual([Double](reply: "1,000", context: context), [1_000])
    XCTAssertEqual([[Int]](reply: "three", context: context), [[3]])
  }

  func testReply_thatTheElementTypeDoesNotRead_isRefused() {
    XCTAssertNil([Decimal](reply: "2.5 and 3", context: context), "never several elements")
    XCTAssertNil([Double](reply: "1, 2, 3", context: context))
    XCTAssertNil([String](reply: "   ", context: context))
    XCTAssertNil([File](reply: "receipt.pdf", context: context), "files are typed replies only")
    XCTAssertNil([Object](reply: "Focus", context: context))
  }

  func testUnsupportedReason_isTheElementTypes() {
    let reason = CurrencyAmount.unsupportedReason(forReply: "$12.345", context: context)

    XCTAssertNotNil(reason)
    XCTAssertEqual(
      [CurrencyAmount].unsupportedReason(forReply: "$12.345", context: context),
      reason
    )
    XCTAssertNil([CurrencyAmount].unsupportedReason(forReply: "$12.34", context: context))
  }

  // MARK: - Speaking

  func testSpokenPhrase_isAListInTheConversationsLanguage() {
    let three = ["milk", "eggs", "bread"]

    XCTAssertEqual(three.spokenPhrase(in: context(.english)), "milk, eggs and bread")
    XCTAssertEqual(three.spokenPhrase(in: context(.japanese)), "milk、eggs、bread")
    XCTAssertEqual(three.spokenPhrase(in: context(.korean)), "milk, eggs, bread")
    XCTAssertEqual(["milk", "eggs"].spokenPhrase(in: context(.english)), "milk and eggs")
    XCTAssertEqual(["milk", "eggs"].spokenPhrase(in: context(.japanese)), "milk、eggs")
    XCTAssertEqual(["milk"].spokenPhrase(in: context(.korean)), "milk")
    XCTAssertEqual(["a", "b", "c", "d"].spokenPhrase(in: context(.english)), "a, b, c and d")
  }

  func testSpokenPhrase_ofAnEmptyList_namesNothing() {
    XCTAssertEqual([String]().spokenPhrase(in: context(.english)), "nothing")
    XCTAssertEqual([String]().spokenPhrase(in: context(.japanese)), "なし")
    XCTAssertEqual([String]().spokenPhrase(in: context(.korean)), "없음")
  }

  func testSpokenPhrase_speaksEachElementAsItsTypeDoes() throws {
    let decimals = [try XCTUnwrap(Decimal(string: "2.50")), -3]

    XCTAssertEqual(decimals.spokenPhrase(in: context(.english)), "2.5 and -3")
    XCTAssertEqual([true, false].spokenPhrase(in: context(.japanese)), "はい、いいえ")
    XCTAssertEqual([3.0, 0.5].spokenPhrase(in: context(.korean)), "3, 0.5")
    XCTAssertEqual(
      [Object(identifier: "1", display: "Focus"), Object(identifier: "2", display: "Calm")]
        .spokenPhrase(in: context(.english)),
      "Focus and Calm"
    )
  }

  func testSpokenPhrase_usesTheCatalogsTemplates_orEnglishWordsWithoutThem() {
    var prompts = PromptCatalog.standard
    prompts.setTemplate("{list} or {item}", forKey: "list.joinLast", language: .english)
    let custom = DialogContext(prompts: prompts, now: .testNow)
    let empty = DialogContext(prompts: PromptCatalog(), now: .testNow)

    XCTAssertEqual(["a", "b", "c"].spokenPhrase(in: custom), "a, b or c")
    XCTAssertEqual(["a", "b", "c"].spokenPhrase(in: empty), "a, b and c")
    XCTAssertEqual([String]().spokenPhrase(in: empty), "nothing")
  }

  // MARK: - In a conversation

  func testNotUnderstoodReply_getsTheElementTypesHint_inEachLanguage() async throws {
    let expected: [(Language, String)] = [
      (.english, "Sorry, I didn't understand. Say a number, like 2.5."),
      (.japanese, "すみません、よくわかりませんでした。「2.5」のように数字を言ってください。"),
      (.korean, "죄송합니다. 잘 이해하지 못했어요. \"2.5\"처럼 숫자를 말씀해 주세요."),
    ]

    for (language, hint) in expected {
      var conversation = try await engine.start(LogReadingsIntent(), language: language)
      try await engine.reply("lots", to: &conversation)

      let text = try XCTUnwrap(conversation.assistantText)
      XCTAssertTrue(text.hasPrefix(hint), "\(language): \(text)")
      XCTAssertEqual(conversation.question, .value(parameter: "readings"))
    }
  }

  func testReplies_aTextReplyGivesOneElement_andATypedReplySeveral() async throws {
    var conversation = try await engine.start(LogReadingsIntent())
    try await engine.reply("2.5", to: &conversation)
    var typed = try await engine.start(LogReadingsIntent(identifier: "r-2"))
    try await engine.reply(.value([1.5, 2, -0.25]), to: &typed)

    XCTAssertEqual(conversation.intent.readings, [2.5])
    XCTAssertEqual(conversation.response?.code, .success)
    XCTAssertEqual(typed.intent.readings, [1.5, 2, -0.25])
    XCTAssertEqual(typed.response?.code, .success)
  }
}
