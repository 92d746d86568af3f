public import IntentKit
import XCTest

/// A scripted conversation for tests: start an intent, answer as the user, and assert what the
/// assistant asked, offered, confirmed and answered after each step.
///
/// ```swift
/// var script = ConversationScript<SendPaymentIntent>(engine: engine)
/// try await script.start(SendPaymentIntent(payee: Person(displayName: "Jane")))
/// script.assertOffers(["Jane Appleseed", "Jane Doe"], for: "payee")
/// try await script.reply("the second one")
/// script.assertAsks(for: "currencyAmount")
/// try await script.reply("$50")
/// script.assertAsksFinalConfirmation("Send $50.00 to Jane Doe?")
/// try await script.reply("yes")
/// script.assertEnded(with: .success)
/// ```
///
/// Every assertion looks at the assistant's last turn and fails the test with the transcript so
/// far, so a failure shows where the dialogue went another way.
public struct ConversationScript<HandledIntent: Intent>: Sendable {
  /// The engine that plays the assistant.
  public let engine: ConversationEngine

  /// The conversation so far, or `nil` before ``start(_:saying:language:)``.
  public private(set) var conversation: Conversation<HandledIntent>?

  /// Creates a script that talks to an engine.
  public init(engine: ConversationEngine) {
    self.engine = engine
  }

  /// Starts the conversation.
  public mutating func start(
    _ intent: HandledIntent,
    saying utterance: String? = nil,
    language: Language? = nil
  ) async throws {
    conversation = try await engine.start(intent, saying: utterance, language: language)
  }

  /// Answers the assistant's last question as the user.
  public mutating func reply(
    _ reply: Reply,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async throws {
    guard var conversation else {
      XCTFail("Reply \(reply) before the conversation started", file: file, line: line)
      return
    }
    try await engine.reply(reply, to: &conversation)
    self.conversation = conversation
  }

  /// The transcript so far, one line per turn.
  public var transcript: String {
    conversation.map(transcriptText) ?? ""
  }

  // MARK: - Assertions

  /// Asserts that the assistant just asked for the parameter's value.
  public func assertAsks(for parameter: String, file: StaticString = #filePath, line: UInt = #line)
  {
    assertLastEvent("asks for \(parameter)", file: file, line: line) {
      if case .askedForValue(parameter) = $0 { return true }
      if case .didNotUnderstand(parameter) = $0 { return true }
      return false
    }
  }

  /// Asserts that the assistant just rejected the parameter's value, for the given reason.
  public func assertRejects(
    _ parameter: String,
    reason: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertLastEvent("rejects \(parameter) (\(reason ?? "no reason"))", file: file, line: line) {
      guard case .rejectedValue(parameter, let given) = $0 else { return false }
      return reason == nil || given == reason
    }
  }

  /// Asserts that the assistant is waiting for the user to pick one of these options, named as
  /// the assistant says them, in this order.
  public func assertOffers(
    _ options: [String],
    for parameter: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard case .choice(let name, let offered) = conversation?.question,
      offered.map(spoken) == options, parameter == nil || parameter == name
    else {
      return fail("to offer \(options)", file: file, line: line)
    }
  }

  /// Asserts that the assistant is waiting for the user to confirm this value, named as the
  /// assistant says it.
  public func assertAsksToConfirm(
    _ value: String,
    for parameter: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard case .confirmation(let name, let suggested) = conversation?.question,
      spoken(suggested) == value, parameter == nil || parameter == name
    else {
      return fail("to ask to confirm \(value)", file: file, line: line)
    }
  }

  private func spoken(_ value: AnyParameterValue) -> String {
    let language = conversation?.language ?? engine.configuration.language
    return value.spokenPhrase(in: engine.dialogContext(for: language))
  }

  private func fail(_ expectation: String, file: StaticString, line: UInt) {
    let waiting = conversation?.question.map { "is waiting for \($0)" } ?? endingDescription
    XCTFail(
      "Expected the assistant \(expectation), but it \(waiting)\n\(transcript)",
      file: file,
      line: line
    )
  }

  /// Asserts that the assistant just asked whether to go ahead, in these words if given.
  public func assertAsksFinalConfirmation(
    _ text: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertLastEvent("asks the final question", file: file, line: line) {
      $0 == .askedFinalConfirmation
    }
    if let text { assertSays(text, file: file, line: line) }
  }

  /// Asserts the assistant's last words.
  public func assertSays(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    let said = conversation?.assistantText
    if said != text {
      XCTFail(
        "The assistant said \(said.map { "\"\($0)\"" } ?? "nothing"), not \"\(text)\"\n\(transcript)",
        file: file,
        line: line
      )
    }
  }

  /// Asserts that the conversation ended with a response carrying this code.
  public func assertEnded(
    with code: HandledIntent.Response.Code,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let actual = conversation?.response?.code
    if actual != code {
      XCTFail(
        "Expected the conversation to end with \(code), but it \(endingDescription)\n\(transcript)",
        file: file,
        line: line
      )
    }
  }

  /// Asserts how the conversation ended.
  public func assertEnded(
    _ ending: Conversation<HandledIntent>.Ending,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    if conversation?.ending != ending {
      XCTFail(
        "Expected the conversation to end \(ending), but it \(endingDescription)\n\(transcript)",
        file: file,
        line: line
      )
    }
  }

  private var endingDescription: String {
    guard let conversation else { return "never started" }
    guard let ending = conversation.ending else { return "is still waiting for a reply" }
    return "ended \(ending)"
  }

  private func assertLastEvent(
    _ expectation: String,
    file: StaticString,
    line: UInt,
    _ matches: (ConversationTurn.Event) -> Bool
  ) {
    let last = conversation?.transcript.last { $0.speaker == .assistant }
    guard let last, matches(last.event) else {
      XCTFail(
        "Expected the assistant's last turn to be one that \(expectation), got "
          + "\(last.map { "\($0.event)" } ?? "none")\n\(transcript)",
        file: file,
        line: line
      )
      return
    }
  }
}
