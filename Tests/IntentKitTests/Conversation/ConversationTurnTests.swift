import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class ConversationTurnTests: XCTestCase {
  func testDescription_namesTheSpeaker() {
    let user = ConversationTurn(speaker: .user, text: "Send $50 to Jane", event: .request)
    let assistant = ConversationTurn(speaker: .assistant, text: "Sent.", event: .cancelled)

    XCTAssertEqual(user.description, "User: Send $50 to Jane")
    XCTAssertEqual(assistant.description, "Assistant: Sent.")
  }

  func testDescription_indentsTheContinuationLinesOfAMultilineTurn() {
    let turn = ConversationTurn(
      speaker: .assistant,
      text: "Which Jane?\n1. Jane Appleseed\n2. Jane Doe",
      event: .offeredChoices(parameter: "payee", options: ["Jane Appleseed", "Jane Doe"])
    )

    XCTAssertEqual(turn.description, "Assistant: Which Jane?\n  1. Jane Appleseed\n  2. Jane Doe")
  }

  func testTranscriptLine_labelsTheSpeakerInTheContextsLanguage() {
    let user = ConversationTurn(speaker: .user, text: "はい", event: .reply)
    let assistant = ConversationTurn(
      speaker: .assistant,
      text: "どのジェーンさんですか？\n1. Jane Appleseed",
      event: .offeredChoices(parameter: "payee", options: ["Jane Appleseed"])
    )

    XCTAssertEqual(user.transcriptLine(in: DialogContext(language: .japanese)), "ユーザー：はい")
    XCTAssertEqual(
      assistant.transcriptLine(in: DialogContext(language: .japanese)),
      "アシスタント：どのジェーンさんですか？\n  1. Jane Appleseed"
    )
    XCTAssertEqual(user.transcriptLine(in: DialogContext(language: .korean)), "사용자: はい")
    XCTAssertEqual(user.transcriptLine(in: DialogContext()), user.description)
    XCTAssertEqual(assistant.description.prefix(11), "Assistant: ", "description stays English")
  }

  func testTranscriptLine_usesTheCatalogsLabels() {
    var prompts = PromptCatalog.standard
    prompts.setTemplate("Siri: ", forKey: "speaker.assistant", language: .english)
    let turn = ConversationTurn(speaker: .assistant, text: "Sent.", event: .cancelled)

    XCTAssertEqual(turn.transcriptLine(in: DialogContext(prompts: prompts)), "Siri: Sent.")
  }

  // MARK: - Events as JSON

  private static let everyEvent: [ConversationTurn.Event] = [
    .request, .reply, .askedForValue(parameter: "payee"),
    .rejectedValue(parameter: "currencyAmount", reason: "minimumAmount"),
    .rejectedValue(parameter: "currencyAmount", reason: nil),
    .offeredChoices(parameter: "payee", options: ["Jane Appleseed", "Jane Doe"]),
    .askedToConfirmValue(parameter: "currencyAmount", value: "$50.00"),
    .didNotUnderstand(parameter: "payee"), .didNotUnderstand(parameter: nil),
    .askedFinalConfirmation, .responded(code: "success", status: .success), .cancelled,
    .declined, .gaveUp(parameter: "payee"), .gaveUp(parameter: nil),
    .failed(phase: "handle"),
  ]

  private func turn(event: String) -> Data {
    Data(#"{"event":\#(event),"speaker":"assistant","text":"Hello"}"#.utf8)
  }

  func testEveryEvent_roundTripsThroughTheStrictCodec() throws {
    for event in Self.everyEvent {
      let turn = ConversationTurn(speaker: .assistant, text: "Hello", event: event)
      let written = try StrictJSONEncoder().encode(turn)
      let read = try StrictJSONDecoder().decode(ConversationTurn.self, from: written)
      XCTAssertEqual(read, turn, String(decoding: written, as: UTF8.self))
    }
  }

  func testEvent_kindNamedWithAnEscape_readsAsTheKind() throws {
    let read = try StrictJSONDecoder().decode(
      ConversationTurn.self,
      from: turn(event: #"{"askedFor\u0056alue":{"parameter":"payee"}}"#)
    )
    XCTAssertEqual(read.event, .askedForValue(parameter: "payee"))
  }

  func testEvent_thatIsNotOneKnownKindWithItsFields_throwsAtTheEvent() {
    // (event, the error's code, words its message has)
    let cases: [(String, StrictJSONError.Code, String)] = [
      (#"{}"#, .invalidValue, "one member, named after its kind; found 0"),
      (#"{"request":{},"reply":{}}"#, .invalidValue, "found 2"),
      (#"{"request":{},"unknown":{}}"#, .invalidValue, "found 2"),
      (#"{"asked":{}}"#, .invalidValue, "'asked' is not a kind of event"),
      (#"{"Request":{}}"#, .invalidValue, "'Request' is not a kind of event"),
      (#"{"requests":{}}"#, .invalidValue, "is not a kind of event"),
      (#"{"":{}}"#, .invalidValue, "is not a kind of event"),
      (#"{"request":[]}"#, .typeMismatch, "expected an object"),
      (#"{"unknown":1}"#, .typeMismatch, "expected an object"),
      (#"{"askedForValue":{}}"#, .missingValue, "parameter"),
      (#"{"askedForValue":{"parameter":1}}"#, .typeMismatch, "expected a string"),
      (#"{"responded":{"code":"success","status":99}}"#, .invalidValue, "99"),
      (#"[]"#, .typeMismatch, "expected an object"),
      (#""request""#, .typeMismatch, "expected an object"),
    ]
    for (event, code, words) in cases {
      XCTAssertThrowsError(
        try StrictJSONDecoder().decode(ConversationTurn.self, from: turn(event: event)),
        event
      ) { error in
        guard let error = error as? StrictJSONError else {
          return XCTFail("\(event): untyped \(error)")
        }
        XCTAssertEqual(error.code, code, "\(event): \(error)")
        XCTAssertTrue("\(error)".contains(words), "\(event): \(error)")
        XCTAssertTrue(error.path.hasPrefix("event"), "\(event): \(error.path)")
      }
    }
  }
}
