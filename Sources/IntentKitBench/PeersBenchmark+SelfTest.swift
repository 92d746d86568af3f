import IntentKit

extension PeersBenchmark {
  /// Untimed checks of what the timed dialogues skip, as the peers' self-tests check it: a
  /// re-delivered last turn pays nothing twice, a denied confirmation pays nothing, and the
  /// branches for no payee, an unknown payee and an amount of zero speak as listed in
  /// BENCHMARKS.md; throws ``BenchmarkError`` if one doesn't.
  static func selfTest() async throws {
    let world = try await PeersWorld.make(
      senders: (0..<PeersWorld.senderCount).map(JSONPeerMode.sender)
    )
    let tag = "selftest"
    let key = JSONPeerMode.key(tag: tag, dialogue: 0)

    // Alexa re-delivers turn 3 with the same request and the state it had before: the resumed
    // conversation is resolved and confirmed again, and the ledger's key makes handle a replay.
    let wire = JSONPeerMode(world: world)
    let (first, second, third) = try wire.inputs(tag: tag, dialogue: 0)
    _ = try await wire.turn(first)
    _ = try await wire.turn(second)
    guard let beforeLast = wire.skill.savedConversation(session: key) else {
      throw BenchmarkError.unexpected("peers: no conversation saved before turn 3")
    }
    let paid = try await wire.turn(third)
    wire.skill.save(beforeLast, session: key)
    guard try await wire.turn(third) == paid else {
      throw BenchmarkError.unexpected("peers: a re-delivered turn 3 replied differently")
    }
    try await world.verify(dialogues: 1) { _ in key }

    // A denied confirmation ends the dialogue with nothing paid.
    let skill = PeerSkill(engines: world.engines)
    var conversation: Conversation<SendPaymentIntent>?
    for turn in 1...3 {
      var request = TypedPeerMode.request(tag: "\(tag)-denied", dialogue: 0, turn: turn)
      if turn == 3 { request.confirmation = .denied }
      conversation = try await skill.turn(request, continuing: conversation).0
    }
    guard conversation?.ending == .declined else {
      throw BenchmarkError.unexpected(
        "peers: a denied confirmation ended \(String(describing: conversation?.state))"
      )
    }
    try await world.verify(dialogues: 1) { _ in key }

    // The branches the timed path skips, in words, as the bot's self-test says them.
    let bot = PeerBot(engines: world.engines)
    var replies: [String] = []
    for (number, text) in ["send money", "Zed", "jane", "0", "12.50", "no"].enumerated() {
      let activity = PeerBot.Activity(
        id: "st-\(number)",
        conversationID: "conv-st",
        userID: JSONPeerMode.sender(1),
        text: text
      )
      replies.append(try await bot.receive(activity))
    }
    let unknown = try await bot.receive(
      PeerBot.Activity(
        id: "st-7",
        conversationID: "conv-st-2",
        userID: JSONPeerMode.sender(1),
        text: "send money to Zed"
      )
    )
    replies.append(unknown)
    guard replies == expectedBranchReplies else {
      throw BenchmarkError.unexpected(
        "peers: the branches replied " + replies.joined(separator: " / ")
      )
    }
    try await world.verify(dialogues: 1) { _ in key }
  }

  /// IntentKit's replies in the branches of the bot's self-test: "send money", "Zed", "jane",
  /// "0", "12.50", "no", and "send money to Zed" in a new conversation.
  ///
  /// Three differ from the peers' words, which IntentKit's default prompts don't say: an unknown
  /// name given when asked ("Please say a name from your contacts. Who do you want to pay?"), an
  /// amount of zero ("Please say an amount greater than zero.") and a denial ("Okay, I won't
  /// send it."). The timed dialogue speaks exactly the peers' words.
  static let expectedBranchReplies = [
    "Who do you want to pay?",
    "I couldn't find Zed in your contacts. Who do you want to pay?",
    "How much do you want to send to Jane Appleseed?",
    "You can't send $0.00. The amount has to be more than zero. "
      + "How much do you want to send to Jane Appleseed?",
    "Send $12.50 to Jane Appleseed?",
    "OK, I won't do that.",
    "I couldn't find Zed in your contacts. Who do you want to pay?",
  ]
}
