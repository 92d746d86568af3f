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
    var stored = try StrictJSONEncoder().encode(try await engine.start(intent))
    for reply in replies {
      var conversation = try StrictJSONDecoder().decode(Conversation<Talked>.self, from: stored)
      if conversation.isFinished { break }
      try await engine.reply(reply, to: &conversation)
      stored = try StrictJSONEncoder().encode(conversation)
    }
    return (kept, try StrictJSONDecoder().decode(Conversation<Talked>.self, from: stored))
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

  // MARK: - Confirm's answer

  /// A booked ride's cancellation, asked to its final question 100 s after booking: "Cancel your
  /// ride? There's no charge to cancel now." The fee starts when the car reaches the pickup, at
  /// 290 s; the question's second sentence is worded from confirm's answer.
  private func cancellationAtItsFinalQuestion(
    in world: RideWorld
  ) async throws -> Conversation<CancelRideIntent> {
    let booked = try await world.book()
    let ride = try XCTUnwrap(booked.rideIdentifier)
    await world.clock.advance(by: .seconds(100))
    let asking = try await world.engine.start(
      CancelRideIntent(identifier: "c-1", rideIdentifier: ride),
      saying: "Cancel my ride"
    )
    XCTAssertEqual(asking.question, .finalConfirmation)
    XCTAssertEqual(
      asking.assistantText,
      "Cancel your ride? There's no charge to cancel now."
    )
    return asking
  }

  private func stored<Talked: Intent>(_ conversation: Conversation<Talked>) throws -> String {
    String(decoding: try StrictJSONEncoder().encode(conversation), as: UTF8.self)
  }

  private func resumed<Talked: Intent>(_ text: String) throws -> Conversation<Talked> {
    try StrictJSONDecoder().decode(Conversation<Talked>.self, from: Data(text.utf8))
  }

  /// Resumes a stored cancellation 200 s later, after the fee started, answers its final
  /// question unclearly, and checks that it is asked again with the fee confirm quotes now.
  private func askedAgainAfterTheFeeStarted(
    _ text: String,
    in world: RideWorld,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async throws -> Conversation<CancelRideIntent> {
    await world.clock.advance(by: .seconds(200))
    var conversation: Conversation<CancelRideIntent> = try resumed(text)

    try await world.engine.reply("perhaps", to: &conversation)

    XCTAssertEqual(
      conversation.assistantText,
      "Please answer yes or no. Cancel your ride? Cancelling now costs $5.00.",
      file: file,
      line: line
    )
    return conversation
  }

  func testStoring_theFinalQuestion_leavesConfirmsAnswerOut() async throws {
    let world = RideWorld()
    let text = try stored(try await cancellationAtItsFinalQuestion(in: world))

    XCTAssertFalse(text.contains(#""confirmation""#), text)
    XCTAssertFalse(text.contains("cancellationFee"), "nothing of confirm's answer: \(text)")
  }

  func testResumingAtTheFinalQuestion_anUnclearReply_asksInConfirmsWordsAgain() async throws {
    let keptWorld = RideWorld()
    var kept = try await cancellationAtItsFinalQuestion(in: keptWorld)
    let world = RideWorld()
    var text = try stored(try await cancellationAtItsFinalQuestion(in: world))

    for reply: Reply in ["perhaps", "yes"] {
      try await keptWorld.engine.reply(reply, to: &kept)
      var conversation: Conversation<CancelRideIntent> = try resumed(text)
      try await world.engine.reply(reply, to: &conversation)
      text = try stored(conversation)
    }

    let conversation: Conversation<CancelRideIntent> = try resumed(text)
    XCTAssertEqual(transcriptText(conversation), transcriptText(kept))
    XCTAssertEqual(
      conversation.transcript.dropLast(2).last?.text,
      "Please answer yes or no. Cancel your ride? There's no charge to cancel now."
    )
    XCTAssertEqual(conversation.ending, kept.ending)
    XCTAssertEqual(conversation.response?.code, .success)
  }

  func testResumingAtTheFinalQuestion_afterTheFeeStarted_asksWithTheFeeConfirmQuotesNow()
    async throws
  {
    let world = RideWorld()
    let text = try stored(try await cancellationAtItsFinalQuestion(in: world))
    var conversation = try await askedAgainAfterTheFeeStarted(text, in: world)

    conversation = try resumed(try stored(conversation))
    try await world.engine.reply("yes", to: &conversation)
    XCTAssertEqual(conversation.response?.cancellationFee, .usd(5_00))
  }

  func testResumingAtTheFinalQuestion_whenConfirmNowRefuses_endsAsConfirmSays() async throws {
    let world = RideWorld()
    let asking = try await cancellationAtItsFinalQuestion(in: world)
    let text = try stored(asking)
    // The ride cancelled another way in the meantime.
    let elsewhere = try await world.dispatcher.dispatch(
      CancelRideIntent(identifier: "c-2", rideIdentifier: asking.intent.rideIdentifier)
    )
    XCTAssertTrue(elsewhere.isHandled, "\(elsewhere.ending)")
    var conversation: Conversation<CancelRideIntent> = try resumed(text)

    try await world.engine.reply("perhaps", to: &conversation)

    guard case .confirmationFailed(let response)? = conversation.ending else {
      return XCTFail("Expected confirm to end it: \(transcriptText(conversation))")
    }
    XCTAssertEqual(response.code, .failure, "the ride is no longer active")
  }

  /// Documents written before confirm's answer was left out hold it as "confirmation"; they
  /// read as before, and the answer, which a stored document can't be trusted to keep current,
  /// is neither used nor written back.
  func testResumingADocumentThatHoldsConfirmsAnswer_asksWithTheAnswerConfirmGivesNow()
    async throws
  {
    let world = RideWorld()
    let asking = try await cancellationAtItsFinalQuestion(in: world)
    let answer = try await CancelRideHandler(service: world.service).confirm(
      cancelRide: asking.intent
    )
    let confirmation = String(decoding: try StrictJSONEncoder().encode(answer), as: UTF8.self)
    XCTAssertTrue(confirmation.contains("cancellationFee"), confirmation)
    let older = #"{"confirmation":"# + confirmation + "," + (try stored(asking)).dropFirst()

    let conversation = try await askedAgainAfterTheFeeStarted(older, in: world)

    XCTAssertFalse(try stored(conversation).contains(#""confirmation""#))
  }

  func testResumingAChoiceAndAConfirmation_keepsTheTypedValues() async throws {
    let engine = ConversationEngine.testing()
    let offered = try await engine.start(SendTipIntent(recipient: Person(displayName: "Jane")))
    let confirming = try await engine.start(OrderSoupIntent(soup: .tomatoBisque, quantity: 12))

    let decodedOffer = try StrictJSONDecoder().decode(
      Conversation<SendTipIntent>.self,
      from: try StrictJSONEncoder().encode(offered)
    )
    let decodedConfirmation = try StrictJSONDecoder().decode(
      Conversation<OrderSoupIntent>.self,
      from: try StrictJSONEncoder().encode(confirming)
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
      try StrictJSONDecoder().decode(Conversation<OrderSoupIntent>.self, from: Data(json.utf8))
    ) {
      XCTAssertEqual(($0 as? StrictJSONError)?.code, .invalidValue, "\($0)")
      XCTAssertEqual(($0 as? StrictJSONError)?.path, "intentName")
      XCTAssertEqual(
        ($0 as? StrictJSONError)?.message,
        "The conversation is about 'SendTipIntent', not OrderSoupIntent"
      )
    }
  }

  func testDecoding_aNewerFormatVersion_throws() throws {
    let json = #"{"formatVersion": 99, "intentName": "OrderSoupIntent"}"#

    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(Conversation<OrderSoupIntent>.self, from: Data(json.utf8))
    ) {
      XCTAssertEqual(($0 as? StrictJSONError)?.code, .invalidValue, "\($0)")
      XCTAssertEqual(($0 as? StrictJSONError)?.path, "formatVersion")
      XCTAssertEqual(
        ($0 as? StrictJSONError)?.message,
        "Conversation format 99 is newer than this library reads (1)"
      )
    }
  }

  func testDecoding_anOptionForAnUndeclaredParameter_throws() async throws {
    let engine = ConversationEngine.testing()
    let conversation = try await engine.start(SendTipIntent(recipient: Person(displayName: "Jane")))
    let json = String(decoding: try StrictJSONEncoder().encode(conversation), as: UTF8.self)
      .replacing(#""parameter":"recipient""#, with: #""parameter":"toppings""#)

    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(Conversation<SendTipIntent>.self, from: Data(json.utf8))
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
      let decoded = try StrictJSONDecoder().decode(
        Conversation<SendTipIntent>.self,
        from: try StrictJSONEncoder().encode(conversation)
      )
      XCTAssertEqual(decoded.ending, conversation.ending)
      XCTAssertTrue(decoded.isFinished)
    }
  }

  /// A stored conversation about a tip, waiting for the recipient, with one field replaced.
  private func storedTip(replacing old: String, with new: String) async throws -> Data {
    let engine = ConversationEngine.testing()
    let conversation = try await engine.start(SendTipIntent(identifier: "tip-1"))
    let json = String(decoding: try StrictJSONEncoder().encode(conversation), as: UTF8.self)
    XCTAssertTrue(json.contains(old), json)
    return Data(json.replacing(old, with: new).utf8)
  }

  // Found by ConversationStateFuzzTests: a negative step index decoded, and the next reply
  // indexed the parameters with it and crashed.
  func testDecoding_aNegativeStepIndex_throwsInsteadOfCrashingOnReply() async throws {
    let data = try await storedTip(replacing: #""stepIndex":0"#, with: #""stepIndex":-1"#)

    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(Conversation<SendTipIntent>.self, from: data)
    ) {
      XCTAssertEqual(($0 as? StrictJSONError)?.code, .invalidValue, "\($0)")
      XCTAssertEqual(($0 as? StrictJSONError)?.path, "stepIndex")
      XCTAssertEqual(($0 as? StrictJSONError)?.message, "Step -1 is outside SendTipIntent's 0...3")
    }
  }

  func testDecoding_aNegativeFailedAttemptCount_throws() async throws {
    let data = try await storedTip(
      replacing: #""failedAttempts":{}"#,
      with: #""failedAttempts":{"recipient":-5}"#
    )

    XCTAssertThrowsError(
      try StrictJSONDecoder().decode(Conversation<SendTipIntent>.self, from: data)
    )
  }

  // Found by ConversationStateFuzzTests: a stored count of Int.max overflowed on the next
  // reply that wasn't understood.
  func testReply_afterAStoredFailedAttemptCountOfIntMax_endsAtTheRetryLimit() async throws {
    let data = try await storedTip(
      replacing: #""failedAttempts":{}"#,
      with: #""failedAttempts":{"recipient":9223372036854775807}"#
    )
    var conversation = try StrictJSONDecoder().decode(Conversation<SendTipIntent>.self, from: data)

    try await ConversationEngine.testing().reply("Zed", to: &conversation)

    XCTAssertEqual(conversation.ending, .retryLimitReached(parameter: "recipient"))
  }

  // MARK: - Conversations stored by earlier versions

  /// Decodes a conversation stored by Foundation's `JSONEncoder` with the strict decoder and
  /// checks that it reads as the strict encoding of the same conversation does.
  private func assertFoundationEncodingReadsAsTheStrictOne<Talked: Intent>(
    _ conversation: Conversation<Talked>,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let foundation = try JSONEncoder().encode(conversation)
    let strict = try StrictJSONEncoder().encode(conversation)

    let fromFoundation = try StrictJSONDecoder().decode(
      Conversation<Talked>.self,
      from: foundation
    )
    let fromStrict = try StrictJSONDecoder().decode(Conversation<Talked>.self, from: strict)

    XCTAssertNotEqual(foundation, strict, "the encodings differ in form", file: file, line: line)
    XCTAssertEqual(fromFoundation.intent, fromStrict.intent, file: file, line: line)
    XCTAssertEqual(fromFoundation.state, fromStrict.state, file: file, line: line)
    XCTAssertEqual(fromFoundation.transcript, fromStrict.transcript, file: file, line: line)
    XCTAssertEqual(try StrictJSONEncoder().encode(fromFoundation), strict, file: file, line: line)
  }

  /// Conversations earlier versions stored with Foundation's `JSONEncoder` read as before.
  ///
  /// That encoder wrote unsorted members, `\/` for a slash and dates as seconds; the documents
  /// are JSON as RFC 8259 defines it, so the strict decoder reads them to the same conversation.
  func testDecoding_conversationsFoundationEncoded_readsThemAsTheStrictEncodingDoes() async throws {
    let engine = ConversationEngine.testing()
    let choice = try await engine.start(SendTipIntent(recipient: Person(displayName: "Jane")))
    let confirmation = try await engine.start(OrderSoupIntent(soup: .tomatoBisque, quantity: 12))
    let handled = try await playConversation(
      SendTipIntent(identifier: "tip/1", recipient: Person(displayName: "Bob")),
      replies: ["lots", "$5", "yes"],
      with: engine
    )

    try assertFoundationEncodingReadsAsTheStrictOne(choice)
    try assertFoundationEncodingReadsAsTheStrictOne(confirmation)
    try assertFoundationEncodingReadsAsTheStrictOne(handled)
    XCTAssertEqual(handled.response?.code, .success)
  }

  func testReply_toAConversationFoundationEncoded_goesOnAsBefore() async throws {
    let jar = TipJar()
    let engine = ConversationEngine.testing(jar: jar)
    let started = try await engine.start(
      SendTipIntent(identifier: "tip-1", recipient: Person(displayName: "Jane"))
    )
    let stored = try JSONEncoder().encode(started)
    var resumed = try StrictJSONDecoder().decode(Conversation<SendTipIntent>.self, from: stored)

    for reply: Reply in ["Jane Doe", "lots", "$5", "yes"] {
      try await engine.reply(reply, to: &resumed)
    }

    XCTAssertEqual(resumed.response?.code, .success)
    let kept = try await playConversation(
      SendTipIntent(identifier: "tip-2", recipient: Person(displayName: "Jane")),
      replies: ["Jane Doe", "lots", "$5", "yes"],
      with: ConversationEngine.testing()
    )
    XCTAssertEqual(transcriptText(resumed), transcriptText(kept))
  }
}
