/// A value that records one turn of a conversation: who spoke, what they said, and what it meant.
///
/// Transcripts are for people (the text) and for tests (the event), and they are `Codable` so
/// they persist with the conversation.
public struct ConversationTurn: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Who spoke.
  public let speaker: Speaker

  /// What was said.
  public let text: String

  /// What the turn did.
  public let event: Event

  /// Creates a turn.
  public init(speaker: Speaker, text: String, event: Event) {
    self.speaker = speaker
    self.text = text
    self.event = event
  }

  /// A value that says who speaks a turn.
  public enum Speaker: String, Hashable, Sendable, Codable {
    /// The person talking to the assistant.
    case user
    /// The assistant.
    case assistant
  }

  /// A value that says what a turn did.
  public enum Event: Hashable, Sendable, Codable {
    /// The user's request that started the conversation.
    case request
    /// The user's reply to the assistant's last question.
    case reply
    /// The assistant asked for a parameter's value.
    case askedForValue(parameter: String)
    /// The assistant said why a value can't be used and asked for another.
    case rejectedValue(parameter: String, reason: String?)
    /// The assistant offered numbered options for a parameter.
    case offeredChoices(parameter: String, options: [String])
    /// The assistant asked the user to confirm a suggested value.
    case askedToConfirmValue(parameter: String, value: String)
    /// The assistant didn't understand the reply and asked again.
    case didNotUnderstand(parameter: String?)
    /// The assistant asked whether to go ahead.
    case askedFinalConfirmation
    /// The assistant reported a response.
    case responded(code: String, status: IntentHandlingStatus)
    /// The assistant acknowledged the user's cancellation.
    case cancelled
    /// The assistant acknowledged the user's no to the final question.
    case declined
    /// The assistant gave up on a parameter, or on the final question when `nil`.
    case gaveUp(parameter: String?)
    /// A handler failed in the named phase.
    case failed(phase: String)
  }

  /// The turn as a transcript line: `User: …` or `Assistant: …`, with the continuation lines of
  /// a multi-line turn, such as a numbered list of choices, indented by two spaces.
  ///
  /// The labels are English whatever the conversation's language, so that transcripts compare
  /// alike in tests; ``transcriptLine(in:)`` writes them in the conversation's language.
  public var description: String {
    line(label: speaker == .user ? "User: " : "Assistant: ")
  }

  /// Returns the turn as a transcript line with the speaker's label in a context's language:
  /// `User: …` and `Assistant: …`, `ユーザー：…` and `アシスタント：…`, `사용자: …` and
  /// `어시스턴트: …`.
  ///
  /// The labels, with the punctuation that follows them, are the catalog's `speaker.user` and
  /// `speaker.assistant`; continuation lines are indented by two spaces, as in ``description``.
  ///
  /// - Parameter context: The context whose language and prompts name the speakers.
  /// - Returns: The line.
  public func transcriptLine(in context: DialogContext) -> String {
    let key = speaker == .user ? "speaker.user" : "speaker.assistant"
    let label = context.prompts.template(forKey: key, language: context.language)
    return line(label: label ?? (speaker == .user ? "User: " : "Assistant: "))
  }

  private func line(label: String) -> String {
    label + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
  }
}

// MARK: - JSON

extension ConversationTurn: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      speaker: try object.decode("speaker"),
      text: try object.string("text"),
      event: try object.decode("event")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      try object.write("event", event)
      object.write("speaker", speaker)
      object.string("text", text)
    }
  }
}

// An event is written as Swift's derived `Codable` form writes an enumeration: an object with one
// member, named after the case, whose members are the case's labelled values, such as
// `{"askedForValue": {"parameter": "payee"}}` or `{"request": {}}`; a `nil` value is left out.

extension ConversationTurn.Event: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let event = try json.object()
    guard event.count == 1, let value = event.firstValue else {
      throw json.invalid("an event has one member, named after its kind; found \(event.count)")
    }
    let fields = try value.object()
    // The member's name is the kind, compared as bytes: no string is made for it.
    func kind(_ name: StaticString) -> Bool { event.contains(name) }
    if kind("request") {
      self = .request
    } else if kind("reply") {
      self = .reply
    } else if kind("askedForValue") {
      self = .askedForValue(parameter: try fields.string("parameter"))
    } else if kind("rejectedValue") {
      self = .rejectedValue(
        parameter: try fields.string("parameter"),
        reason: try fields.stringIfPresent("reason")
      )
    } else if kind("offeredChoices") {
      self = .offeredChoices(
        parameter: try fields.string("parameter"),
        options: try fields.value("options").array().strings()
      )
    } else if kind("askedToConfirmValue") {
      self = .askedToConfirmValue(
        parameter: try fields.string("parameter"),
        value: try fields.string("value")
      )
    } else if kind("didNotUnderstand") {
      self = .didNotUnderstand(parameter: try fields.stringIfPresent("parameter"))
    } else if kind("askedFinalConfirmation") {
      self = .askedFinalConfirmation
    } else if kind("responded") {
      self = .responded(code: try fields.string("code"), status: try fields.decode("status"))
    } else if kind("cancelled") {
      self = .cancelled
    } else if kind("declined") {
      self = .declined
    } else if kind("gaveUp") {
      self = .gaveUp(parameter: try fields.stringIfPresent("parameter"))
    } else if kind("failed") {
      self = .failed(phase: try fields.string("phase"))
    } else {
      let name = event.members.first?.name ?? ""
      throw json.invalid("\(TextLimits.quoted(name)) is not a kind of event")
    }
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { event throws(StrictJSONError) in
      switch self {
      case .request: try event.object("request") { _ in }
      case .reply: try event.object("reply") { _ in }
      case .askedForValue(let parameter):
        try event.object("askedForValue") { $0.string("parameter", parameter) }
      case .rejectedValue(let parameter, let reason):
        try event.object("rejectedValue") { fields in
          fields.string("parameter", parameter)
          fields.stringIfPresent("reason", reason)
        }
      case .offeredChoices(let parameter, let options):
        try event.object("offeredChoices") { fields in
          fields.strings("options", options)
          fields.string("parameter", parameter)
        }
      case .askedToConfirmValue(let parameter, let value):
        try event.object("askedToConfirmValue") { fields in
          fields.string("parameter", parameter)
          fields.string("value", value)
        }
      case .didNotUnderstand(let parameter):
        try event.object("didNotUnderstand") { $0.stringIfPresent("parameter", parameter) }
      case .askedFinalConfirmation: try event.object("askedFinalConfirmation") { _ in }
      case .responded(let code, let status):
        try event.object("responded") { fields in
          fields.string("code", code)
          fields.write("status", status)
        }
      case .cancelled: try event.object("cancelled") { _ in }
      case .declined: try event.object("declined") { _ in }
      case .gaveUp(let parameter):
        try event.object("gaveUp") { $0.stringIfPresent("parameter", parameter) }
      case .failed(let phase):
        try event.object("failed") { $0.string("phase", phase) }
      }
    }
  }
}
