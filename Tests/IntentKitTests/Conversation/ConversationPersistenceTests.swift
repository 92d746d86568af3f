import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class ConversationPersistenceTests: XCTestCase {
  /// Plays the same dialogue twice, once saving the conversation to JSON and decoding it before
  /// every reply, and returns both.
  private func playTwice<Talked: Intent>(
    _ intent: Talked,
    replies: [Reply],
    prepare: () async -> ConversationEngine
  ) async throws -> (kept: Conversation<Talked>, resumed: Conversation<Talked>) {
    let kept = try await playConversation(intent, replies: replies, with: await prepare())
    let engine = await prepare()
    var stored = try JSONEncoder().encode(try await engine.start(intent))
    for reply in replies {
      var conversation = try JSONDecoder().decode(Conversation<Talked>.self, from: stored)
      if conversation.isFinished { break }
      try await engine.reply(reply, to: &conversation)
      stored = try JSONEncoder().encode(conversation)
    }
    return (kept, try JSONDecoder().decode(Conversation<Talked>.self, from: stored))
  }

  func testResumingFromJSONBeforeEveryTurn_givesTheSameConversation() async throws {
    let (kept, resumed) = try await playTwice(
      SendTipIntent(identifier: "tip-1", recipient: Person(displayName: "Jane")),
      replies: ["Jane Doe", "lots", "$5", "yes"],
      prepare: { .testing(jar: TipJar()) }
    )

    XCTAssertEqual(transcriptText(resumed), transcriptText(kept))
    XCTAssertEqual(resumed.transcript, kept.transcript)
    XCTAssertEqual(resumed.ending, kept.ending)
    XCTAssertEqual(resumed.intent, kept.intent)
    XCTAssertEqual(resumed.response?.code, .success)
  }

  func testResumingAChoiceAndAConfirmation_keepsTheTypedValues() async throws {
    let engine = ConversationEngine.testing()
    let offered = try await engine.start(SendTipIntent(recipient: Person(displayName: "Jane")))
    let confirming = try await engine.start(OrderSoupIntent(soup: .tomatoBisque, quantity: 12))

    let decodedOffer = try JSONDecoder().decode(
      Conversation<SendTipIntent>.self,
      from: try JSONEncoder().encode(offered)
    )
    let decodedConfirmation = try JSONDecoder().decode(
      Conversation<OrderSoupIntent>.self,
      from: try JSONEncoder().encode(confirming)
    )

    XCTAssertEqual(decodedOffer.question, offered.question)
    guard case .choice(_, let options) = decodedOffer.question else {
      return XCTFail("Expected a choice, got \(String(describing: decodedOffer.question))")
    }
    XCTAssertEqual(
      options.compactMap { $0.value(as: Person.self)?.contactIdentifier },
      ["jane-appleseed", "jane-doe"]
    )
    XCTAssertEqual(
      decodedConfirmation.question,
      .confirmation(parameter: "quantity", value: AnyParameterValue(12))
    )
  }

  func testDecoding_aConversationAboutAnotherIntent_throws() throws {
    let json = #"{"formatVersion": 1, "intentName": "SendTipIntent"}"#

    XCTAssertThrowsError(
      try JSONDecoder().decode(Conversation<OrderSoupIntent>.self, from: Data(json.utf8))
    ) {
      guard case .dataCorrupted(let context) = $0 as? DecodingError else { return XCTFail("\($0)") }
      XCTAssertEqual(
        context.debugDescription,
        "The conversation is about 'SendTipIntent', not OrderSoupIntent"
      )
    }
  }

  func testDecoding_aNewerFormatVersion_throws() throws {
    let json = #"{"formatVersion": 99, "intentName": "OrderSoupIntent"}"#

    XCTAssertThrowsError(
      try JSONDecoder().decode(Conversation<OrderSoupIntent>.self, from: Data(json.utf8))
    ) {
      guard case .dataCorrupted(let context) = $0 as? DecodingError else { return XCTFail("\($0)") }
      XCTAssertEqual(
        context.debugDescription,
        "Conversation format 99 is newer than this library reads (1)"
      )
    }
  }

  func testDecoding_anOptionForAnUndeclaredParameter_throws() async throws {
    let engine = ConversationEngine.testing()
    let conversation = try await engine.start(SendTipIntent(recipient: Person(displayName: "Jane")))
    let json = String(decoding: try JSONEncoder().encode(conversation), as: UTF8.self)
      .replacing(#""parameter":"recipient""#, with: #""parameter":"toppings""#)

    XCTAssertThrowsError(
      try JSONDecoder().decode(Conversation<SendTipIntent>.self, from: Data(json.utf8))
    )
  }

  func testEveryEndingRoundTrips() async throws {
    let jar = TipJar()
    await jar.configure(balance: .usd(1_00))
    let engine = ConversationEngine.testing(jar: jar)
    let endings = [
      try await playConversation(SendTipIntent(), replies: ["cancel"], with: engine),
      try await playConversation(SendTipIntent(), replies: ["Dave", "Eve", "Zed"], with: engine),
      try await playConversation(
        SendTipIntent(recipient: Person(displayName: "Bob"), amount: .usd(50_00)),
        replies: [],
        with: engine
      ),
    ]

    for conversation in endings {
      let decoded = try JSONDecoder().decode(
        Conversation<SendTipIntent>.self,
        from: try JSONEncoder().encode(conversation)
      )
      XCTAssertEqual(decoded.ending, conversation.ending)
      XCTAssertTrue(decoded.isFinished)
    }
  }

  /// A stored conversation about a tip, waiting for the recipient, with one field replaced.
  private func storedTip(replacing old: String, with new: String) async throws -> Data {
    let engine = ConversationEngine.testing()
    let conversation = try await engine.start(SendTipIntent(identifier: "tip-1"))
    let json = String(decoding: try JSONEncoder().encode(conversation), as: UTF8.self)
    XCTAssertTrue(json.contains(old), json)
    return Data(json.replacing(old, with: new).utf8)
  }

  // Found by ConversationStateFuzzTests: a negative step index decoded, and the next reply
  // indexed the parameters with it and crashed.
  func testDecoding_aNegativeStepIndex_throwsInsteadOfCrashingOnReply() async throws {
    let data = try await storedTip(replacing: #""stepIndex":0"#, with: #""stepIndex":-1"#)

    XCTAssertThrowsError(try JSONDecoder().decode(Conversation<SendTipIntent>.self, from: data)) {
      guard case .dataCorrupted(let context) = $0 as? DecodingError else { return XCTFail("\($0)") }
      XCTAssertEqual(context.debugDescription, "Step -1 is outside SendTipIntent's 0...3")
    }
  }

  func testDecoding_aNegativeFailedAttemptCount_throws() async throws {
    let data = try await storedTip(
      replacing: #""failedAttempts":{}"#,
      with: #""failedAttempts":{"recipient":-5}"#
    )

    XCTAssertThrowsError(try JSONDecoder().decode(Conversation<SendTipIntent>.self, from: data))
  }

  // Found by ConversationStateFuzzTests: a stored count of Int.max overflowed on the next
  // reply that wasn't understood.
  func testReply_afterAStoredFailedAttemptCountOfIntMax_endsAtTheRetryLimit() async throws {
    let data = try await storedTip(
      replacing: #""failedAttempts":{}"#,
      with: #""failedAttempts":{"recipient":9223372036854775807}"#
    )
    var conversation = try JSONDecoder().decode(Conversation<SendTipIntent>.self, from: data)

    try await ConversationEngine.testing().reply("Zed", to: &conversation)

    XCTAssertEqual(conversation.ending, .retryLimitReached(parameter: "recipient"))
  }
}
