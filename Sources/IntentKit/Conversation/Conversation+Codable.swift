// A conversation encodes as a versioned object that names its intent type; parameter values in
// questions decode through the intent's declared parameters, so a stored conversation resumes
// with the same typed options:
//
//   {"formatVersion": 1, "intentName": "SendPaymentIntent", "language": "en", "intent": {…},
//    "question": {"kind": "choice", "parameter": "payee", "options": [{…}, {…}]},
//    "stepIndex": 0, "failedAttempts": {}, "confirmedValues": {}, "transcript": […]}

extension Conversation: Codable {
  private enum CodingKeys: String, CodingKey {
    case formatVersion, intentName, language, intent, question, ending, stepIndex
    case failedAttempts, confirmedValues, confirmation, transcript
  }

  private enum QuestionKeys: String, CodingKey {
    case kind, parameter, options, value
  }

  private enum EndingKeys: String, CodingKey {
    case kind, response, phase, failure, parameter
  }

  private struct ParameterKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .formatVersion)
    guard (1...Self.formatVersion).contains(version) else {
      throw DecodingError.dataCorruptedError(
        forKey: .formatVersion,
        in: container,
        debugDescription:
          "Conversation format \(version) is newer than this library reads (\(Self.formatVersion))."
      )
    }
    let intentName = try container.decode(String.self, forKey: .intentName)
    guard intentName == Talked.wireName else {
      throw DecodingError.dataCorruptedError(
        forKey: .intentName,
        in: container,
        debugDescription: "The conversation is about \(intentName), not \(Talked.wireName)."
      )
    }
    self.init(
      intent: try container.decode(Talked.self, forKey: .intent),
      language: try container.decode(Language.self, forKey: .language)
    )
    if container.contains(.ending) {
      state = .ended(try Self.decodeEnding(from: container.superDecoder(forKey: .ending)))
    } else {
      state = .awaitingReply(
        try Self.decodeQuestion(from: container.superDecoder(forKey: .question))
      )
    }
    stepIndex = try container.decode(Int.self, forKey: .stepIndex)
    guard (0...Talked.parameters.count).contains(stepIndex) else {
      throw DecodingError.dataCorruptedError(
        forKey: .stepIndex,
        in: container,
        debugDescription:
          "Step \(stepIndex) is outside \(Talked.wireName)'s 0...\(Talked.parameters.count)."
      )
    }
    failedAttempts = try container.decode([String: Int].self, forKey: .failedAttempts)
    if let (name, count) = failedAttempts.first(where: { $0.value < 0 }) {
      throw DecodingError.dataCorruptedError(
        forKey: .failedAttempts,
        in: container,
        debugDescription: "The count of failed attempts for \(TextLimits.quoted(name)) is negative: \(count)."
      )
    }
    let confirmed = try container.nestedContainer(
      keyedBy: ParameterKey.self,
      forKey: .confirmedValues
    )
    for key in confirmed.allKeys {
      confirmedValues[key.stringValue] = try Self.parameter(key.stringValue)
        .decode(from: confirmed.superDecoder(forKey: key))
    }
    confirmation = try container.decodeIfPresent(Talked.Response.self, forKey: .confirmation)
    transcript = try container.decode([ConversationTurn].self, forKey: .transcript)
    isRestored = true
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .formatVersion)
    try container.encode(Talked.wireName, forKey: .intentName)
    try container.encode(language, forKey: .language)
    try container.encode(intent, forKey: .intent)
    switch state {
    case .awaitingReply(let question):
      try Self.encode(question, to: container.superEncoder(forKey: .question))
    case .ended(let ending):
      try Self.encode(ending, to: container.superEncoder(forKey: .ending))
    }
    try container.encode(stepIndex, forKey: .stepIndex)
    try container.encode(failedAttempts, forKey: .failedAttempts)
    var confirmed = container.nestedContainer(keyedBy: ParameterKey.self, forKey: .confirmedValues)
    for (name, value) in confirmedValues {
      try confirmed.encode(value, forKey: ParameterKey(stringValue: name))
    }
    try container.encodeIfPresent(confirmation, forKey: .confirmation)
    try container.encode(transcript, forKey: .transcript)
  }

  // MARK: - Questions

  private static func encode(_ question: Question, to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: QuestionKeys.self)
    switch question {
    case .value(let parameter):
      try container.encode("value", forKey: .kind)
      try container.encode(parameter, forKey: .parameter)
    case .choice(let parameter, let options):
      try container.encode("choice", forKey: .kind)
      try container.encode(parameter, forKey: .parameter)
      try container.encode(options, forKey: .options)
    case .confirmation(let parameter, let value):
      try container.encode("confirmation", forKey: .kind)
      try container.encode(parameter, forKey: .parameter)
      try container.encode(value, forKey: .value)
    case .finalConfirmation:
      try container.encode("finalConfirmation", forKey: .kind)
    }
  }

  private static func decodeQuestion(from decoder: any Decoder) throws -> Question {
    let container = try decoder.container(keyedBy: QuestionKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    if kind == "finalConfirmation" { return .finalConfirmation }
    let name = try container.decode(String.self, forKey: .parameter)
    let parameter = try Self.parameter(name)
    switch kind {
    case "value":
      return .value(parameter: name)
    case "choice":
      var options = try container.nestedUnkeyedContainer(forKey: .options)
      var decoded: [AnyParameterValue] = []
      while !options.isAtEnd {
        decoded.append(try parameter.decode(from: options.superDecoder()))
      }
      return .choice(parameter: name, options: decoded)
    case "confirmation":
      let value = try parameter.decode(from: container.superDecoder(forKey: .value))
      return .confirmation(parameter: name, value: value)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind,
        in: container,
        debugDescription: "Unknown question \(TextLimits.quoted(kind))."
      )
    }
  }

  // MARK: - Endings

  private static func encode(_ ending: Ending, to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EndingKeys.self)
    switch ending {
    case .handled(let response):
      try container.encode("handled", forKey: .kind)
      try container.encode(response, forKey: .response)
    case .confirmationFailed(let response):
      try container.encode("confirmationFailed", forKey: .kind)
      try container.encode(response, forKey: .response)
    case .intercepted(let phase, let response):
      try container.encode("intercepted", forKey: .kind)
      try container.encode(phase, forKey: .phase)
      try container.encode(response, forKey: .response)
    case .failed(let response, let failure):
      try container.encode("failed", forKey: .kind)
      try container.encode(response, forKey: .response)
      try container.encode(failure, forKey: .failure)
    case .cancelled:
      try container.encode("cancelled", forKey: .kind)
    case .declined:
      try container.encode("declined", forKey: .kind)
    case .retryLimitReached(let parameter):
      try container.encode("retryLimitReached", forKey: .kind)
      try container.encodeIfPresent(parameter, forKey: .parameter)
    }
  }

  private static func decodeEnding(from decoder: any Decoder) throws -> Ending {
    let container = try decoder.container(keyedBy: EndingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    func response() throws -> Talked.Response {
      try container.decode(Talked.Response.self, forKey: .response)
    }
    switch kind {
    case "handled": return .handled(try response())
    case "confirmationFailed": return .confirmationFailed(try response())
    case "intercepted":
      return .intercepted(
        try container.decode(InterceptedPhase.self, forKey: .phase),
        try response()
      )
    case "failed":
      return .failed(
        try response(),
        try container.decode(ConversationFailure.self, forKey: .failure)
      )
    case "cancelled": return .cancelled
    case "declined": return .declined
    case "retryLimitReached":
      return .retryLimitReached(
        parameter: try container.decodeIfPresent(String.self, forKey: .parameter)
      )
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind,
        in: container,
        debugDescription: "Unknown ending \(TextLimits.quoted(kind))."
      )
    }
  }

  private static func parameter(_ name: String) throws -> PartialIntentParameter<Talked> {
    guard let parameter = Talked.parameter(named: name) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "\(Talked.wireName) has no parameter named \(TextLimits.quoted(name))."
        )
      )
    }
    return parameter
  }
}
