import IntentKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The typed mode, matched to ASK `invoke`: ``PeerRequest`` values in, ``PeerResponse`` values
/// out, the conversation held in memory by session id between turns.
final class TypedPeerMode: PeerMode {
  static let name = "typed"
  static let peer = "ask-sdk invoke"

  private let skill: PeerSkill
  private var conversations: [String: Conversation<SendPaymentIntent>] = [:]

  init(world: PeersWorld) {
    skill = PeerSkill(engines: world.engines)
  }

  /// The ASK harness's user id: `amzn1.ask.account.USER0000`.
  static func sender(_ sender: Int) -> String {
    "amzn1.ask.account.USER" + .fourDigits(sender)
  }

  /// The session id, which is the intent's identifier and so the payment's key.
  static func key(tag: String, dialogue: Int) -> String {
    "amzn1.echo-api.session.\(tag)-\(dialogue)"
  }

  /// The request of one turn of a dialogue, as the ASK harness builds it.
  static func request(tag: String, dialogue: Int, turn: Int) -> PeerRequest {
    let states: [PeerRequest.DialogState] = [.started, .inProgress, .completed]
    return PeerRequest(
      requestID: "amzn1.echo-api.request.\(tag)-\(dialogue)-\(turn)",
      sessionID: key(tag: tag, dialogue: dialogue),
      userID: sender(dialogue % PeersWorld.senderCount),
      intentName: "SendPayment",
      dialogState: states[turn - 1],
      confirmation: turn == 3 ? .confirmed : .none,
      payee: PeersWorld.payee(ofDialogue: dialogue).said,
      amount: turn == 1 ? nil : PeersWorld.amountSaid
    )
  }

  func inputs(tag: String, dialogue: Int) -> (PeerRequest, PeerRequest, PeerRequest) {
    (
      Self.request(tag: tag, dialogue: dialogue, turn: 1),
      Self.request(tag: tag, dialogue: dialogue, turn: 2),
      Self.request(tag: tag, dialogue: dialogue, turn: 3)
    )
  }

  func turn(_ request: PeerRequest) async throws -> PeerResponse {
    let open = conversations.removeValue(forKey: request.sessionID)
    let (conversation, response) = try await skill.turn(request, continuing: consume open)
    if !conversation.isFinished { conversations[request.sessionID] = conversation }
    return response
  }

  func summary(of response: PeerResponse) -> PeerTurnSummary {
    PeerTurnSummary(
      text: response.text,
      directive: response.directive,
      endsSession: response.shouldEndSession
    )
  }

  var openConversations: Int { conversations.count }
}

/// The text mode, matched to Bot Framework's `adapter` mode: the user's words in, the reply's
/// words out, through ``PeerBot``.
final class TextPeerMode: PeerMode {
  static let name = "text"
  static let peer = "Bot Framework adapter"

  private let bot: PeerBot

  init(world: PeersWorld) {
    bot = PeerBot(engines: world.engines)
  }

  /// The Bot Framework harness's user id: `user0000`.
  static func sender(_ sender: Int) -> String {
    "user" + .fourDigits(sender)
  }

  /// The conversation id, which is the intent's identifier and so the payment's key.
  static func key(tag: String, dialogue: Int) -> String {
    "conv-\(tag)-\(dialogue)"
  }

  func inputs(
    tag: String,
    dialogue: Int
  ) -> (PeerBot.Activity, PeerBot.Activity, PeerBot.Activity) {
    let conversation = Self.key(tag: tag, dialogue: dialogue)
    let user = Self.sender(dialogue % PeersWorld.senderCount)
    func activity(_ turn: Int, _ text: String) -> PeerBot.Activity {
      PeerBot.Activity(
        id: "act-\(tag)-\(dialogue)-\(turn)",
        conversationID: conversation,
        userID: user,
        text: text
      )
    }
    return (
      activity(1, "send money to \(PeersWorld.payee(ofDialogue: dialogue).said)"),
      activity(2, PeersWorld.amountSaid),
      activity(3, "yes")
    )
  }

  func turn(_ activity: PeerBot.Activity) async throws -> String {
    try await bot.receive(activity)
  }

  func summary(of reply: String) -> PeerTurnSummary {
    PeerTurnSummary(text: reply, directive: nil, endsSession: nil)
  }

  var openConversations: Int { bot.openConversations }
}

/// The JSON mode, matched to ASK `wire`: request JSON in, response JSON out, the conversation
/// saved as JSON and resumed every turn, through ``PeerWireSkill``.
final class JSONPeerMode: PeerMode {
  static let name = "JSON"
  static let peer = "ask-sdk wire"

  let skill: PeerWireSkill

  init(world: PeersWorld) {
    skill = PeerWireSkill(engines: world.engines)
  }

  static func sender(_ sender: Int) -> String { TypedPeerMode.sender(sender) }

  static func key(tag: String, dialogue: Int) -> String {
    TypedPeerMode.key(tag: tag, dialogue: dialogue)
  }

  static func request(tag: String, dialogue: Int, turn: Int) -> PeerRequest {
    TypedPeerMode.request(tag: tag, dialogue: dialogue, turn: turn)
  }

  /// The request of one turn as JSON, encoded before the clock starts.
  static func json(tag: String, dialogue: Int, turn: Int) throws -> Data {
    try StrictJSONEncoder().encode(
      PeerWireRequest(request(tag: tag, dialogue: dialogue, turn: turn))
    )
  }

  func inputs(tag: String, dialogue: Int) throws -> (Data, Data, Data) {
    (
      try Self.json(tag: tag, dialogue: dialogue, turn: 1),
      try Self.json(tag: tag, dialogue: dialogue, turn: 2),
      try Self.json(tag: tag, dialogue: dialogue, turn: 3)
    )
  }

  func turn(_ json: Data) async throws -> Data {
    try await skill.turn(json)
  }

  func summary(of json: Data) throws -> PeerTurnSummary {
    let body = try StrictJSONDecoder().decode(PeerWireResponse.self, from: json).response
    let directive: PeerResponse.Directive? =
      switch body.directives?.first?.type ?? "" {
      case "Dialog.ElicitSlot": .elicitSlot(body.directives?.first?.slotToElicit ?? "")
      case "Dialog.ConfirmIntent": .confirmIntent
      default: nil
      }
    let speech = PeerResponse(ssml: body.outputSpeech.ssml, directive: nil, shouldEndSession: true)
    return PeerTurnSummary(
      text: speech.text,
      directive: directive,
      endsSession: body.shouldEndSession
    )
  }

  var openConversations: Int { skill.openConversations }
}
