import IntentKit

/// A request as the ASK harness's skill gets it, already parsed: the intent's name, the dialog
/// state, the confirmation status and the slots as the strings Alexa heard.
struct PeerRequest: Sendable {
  /// Alexa's dialog state.
  enum DialogState: String, Codable, Sendable {
    case started = "STARTED"
    case inProgress = "IN_PROGRESS"
    case completed = "COMPLETED"
  }

  /// Alexa's intent confirmation status.
  enum Confirmation: String, Codable, Sendable {
    case none = "NONE"
    case confirmed = "CONFIRMED"
    case denied = "DENIED"
  }

  var requestID: String
  var sessionID: String
  var userID: String
  var intentName: String
  var dialogState: DialogState
  var confirmation: Confirmation
  /// The `payee` slot: a spoken name, such as "Jane".
  var payee: String?
  /// The `amount` slot: a decimal number of dollars, such as "50".
  var amount: String?
}

/// A response as the ASK harness's skill gives it: the speech, the dialog directive and whether
/// the session ends.
struct PeerResponse: Sendable {
  /// The dialog directive, if any.
  enum Directive: Equatable, Sendable {
    /// Ask for the slot of this name.
    case elicitSlot(String)
    /// Ask to confirm the whole intent.
    case confirmIntent
  }

  /// The speech as SSML: `<speak>…</speak>`.
  var ssml: String
  var directive: Directive?
  var shouldEndSession: Bool
}

/// The skill of the peers' ASK harness, played by IntentKit's conversation engine: it routes a
/// request by intent name and dialog state, turns the slots into the engine's typed input (a
/// new ``SendPaymentIntent`` with the payee said, then the amount as a ``CurrencyAmount``, then
/// yes or no), and renders the engine's question or ending as a response.
///
/// The conversation is held between turns by the caller: in memory for the typed mode, as JSON
/// for the JSON mode (``PeerWireSkill``). The intent's identifier, which the ledger uses as the
/// payment's idempotency key, is the session id: IntentKit fixes the key when the intent is made,
/// on the first turn, where the peers key the payment by the request id of the last turn.
struct PeerSkill: Sendable {
  /// The world's engines, by user id.
  let engines: [String: ConversationEngine]

  /// The slot each IntentKit parameter fills.
  static func slot(of parameter: String) -> String {
    switch parameter {
    case "currencyAmount": "amount"
    default: parameter
    }
  }

  /// Plays one turn: starts the conversation on the first, continues `stored` on the others.
  ///
  /// - Throws: ``BenchmarkError`` for a request the dialogue never sends, and what the engine
  ///   throws.
  func turn(
    _ request: PeerRequest,
    continuing stored: consuming Conversation<SendPaymentIntent>?
  ) async throws -> (Conversation<SendPaymentIntent>, PeerResponse) {
    guard request.intentName == "SendPayment", let engine = engines[request.userID] else {
      throw BenchmarkError.unexpected("peers: no route for \(request.intentName)")
    }
    var conversation: Conversation<SendPaymentIntent>
    if request.dialogState == .started {
      conversation = try await engine.start(
        SendPaymentIntent(
          identifier: request.sessionID,
          payee: request.payee.map { Person(displayName: $0) },
          currencyAmount: try request.amount.map(Self.dollars)
        )
      )
    } else {
      // Taken, not copied: a copy would share the stored conversation's values, and the reply
      // would copy them all before changing them, as any code that kept two copies would.
      guard var open = stored.take() else {
        throw BenchmarkError.unexpected("peers: session \(request.sessionID) has no conversation")
      }
      try await engine.reply(Self.reply(to: open.question, from: request), to: &open)
      conversation = open
    }
    return (conversation, Self.response(to: conversation))
  }

  /// The amount slot as dollars: the decimal text to exact cents, as the peers parse it.
  static func dollars(_ text: String) throws -> CurrencyAmount {
    try CurrencyAmount(decimalString: text, currency: .usd)
  }

  /// The typed reply a request gives to the engine's question.
  static func reply(
    to question: Conversation<SendPaymentIntent>.Question?,
    from request: PeerRequest
  ) throws -> Reply {
    switch question {
    case .finalConfirmation?:
      switch request.confirmation {
      case .confirmed: return .yes
      case .denied: return .no
      case .none: break
      }
    case .value(parameter: "currencyAmount")?:
      if let amount = request.amount { return .value(try dollars(amount)) }
    case .value(parameter: "payee")?:
      if let payee = request.payee { return .text(payee) }
    default:
      break
    }
    throw BenchmarkError.unexpected("peers: request \(request.requestID) answers nothing asked")
  }

  /// Renders the conversation's last words, its directive and whether the session ends.
  static func response(to conversation: Conversation<SendPaymentIntent>) -> PeerResponse {
    let text = conversation.assistantText ?? ""
    // One allocation: the speech wrapped as ask-sdk's `speak` wraps it.
    var ssml = ""
    ssml.reserveCapacity("<speak></speak>".utf8.count + text.utf8.count)
    ssml += "<speak>"
    ssml += text
    ssml += "</speak>"
    switch conversation.question {
    case .value(let parameter)?, .choice(let parameter, _)?, .confirmation(let parameter, _)?:
      return PeerResponse(
        ssml: ssml,
        directive: .elicitSlot(slot(of: parameter)),
        shouldEndSession: false
      )
    case .finalConfirmation?:
      return PeerResponse(ssml: ssml, directive: .confirmIntent, shouldEndSession: false)
    case nil:
      return PeerResponse(ssml: ssml, directive: nil, shouldEndSession: true)
    }
  }
}

/// The text of a turn's reply, with the `<speak>` wrapper taken off.
extension PeerResponse {
  /// The speech without its `<speak>` and `</speak>` tags.
  var text: String {
    String(ssml.dropFirst("<speak>".count).dropLast("</speak>".count))
  }
}

/// The Bot Framework harness's bot, played by IntentKit's conversation engine: the user's words
/// in, the assistant's words out, the conversation held in memory between turns, by
/// conversation id, as `MemoryStorage` holds the bot's dialog state.
///
/// The first turn finds the payee as the bot's regular expression `to (\w+)` does, and starts a
/// ``SendPaymentIntent`` whose identifier (the payment's idempotency key) is the conversation id;
/// the other turns are text replies ("50", "yes") that the engine reads.
final class PeerBot {
  /// The world's engines, by user id.
  private let engines: [String: ConversationEngine]
  /// The open conversations, by conversation id.
  private var conversations: [String: Conversation<SendPaymentIntent>] = [:]

  /// Creates a bot over a world's engines.
  init(engines: [String: ConversationEngine]) {
    self.engines = engines
  }

  /// An activity as a channel delivers it: who says what in which conversation.
  struct Activity: Sendable {
    var id: String
    var conversationID: String
    var userID: String
    var text: String
  }

  /// Receives one activity and returns the bot's reply.
  func receive(_ activity: Activity) async throws -> String {
    guard let engine = engines[activity.userID] else {
      throw BenchmarkError.unexpected("peers: no user \(activity.userID)")
    }
    var conversation: Conversation<SendPaymentIntent>
    if var open = conversations.removeValue(forKey: activity.conversationID) {
      try await engine.reply(.text(activity.text), to: &open)
      conversation = open
    } else {
      let payee = Self.payee(in: activity.text)
      conversation = try await engine.start(
        SendPaymentIntent(
          identifier: activity.conversationID,
          payee: payee.map { Person(displayName: String($0)) }
        ),
        saying: activity.text
      )
    }
    if !conversation.isFinished { conversations[activity.conversationID] = conversation }
    return conversation.assistantText ?? ""
  }

  /// The word after the first "to ", as `re.search(r"to (\w+)", text)` finds it.
  static func payee(in text: String) -> Substring? {
    guard let to = text.firstRange(of: "to ") else { return nil }
    let word = text[to.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return word.isEmpty ? nil : word
  }

  /// The number of conversations still open.
  var openConversations: Int { conversations.count }
}
