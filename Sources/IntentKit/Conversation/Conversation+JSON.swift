// A conversation is written as a versioned object that names its intent type; parameter values
// in questions are read through the intent's declared parameters, so a stored conversation
// resumes with the same typed options:
//
//   {"confirmedValues": {}, "failedAttempts": {}, "formatVersion": 1, "intent": {…},
//    "intentName": "SendPaymentIntent", "language": "en",
//    "question": {"kind": "choice", "options": [{…}, {…}], "parameter": "payee"},
//    "stepIndex": 0, "transcript": […]}
//
// A conversation whose request stated values that can't be used has "rejectedValues", the
// reasons by parameter, until the assistant reaches them; it is left out when there are none.
// A conversation that has ended has an "ending" in place of the "question". Nothing in it is
// trusted: before the intent is handled, the engine resolves and confirms it again.
//
// Confirm's answer, which words the final question, isn't kept: a stored answer may be out of
// date (a fee that has started since), so the engine confirms a restored conversation again
// when it needs the words, as it does before handle. Documents written before hold it as
// "confirmation"; they still read, and the member is ignored.

extension Conversation: Codable {}

extension Conversation: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    let versionValue = try object.value("formatVersion")
    let version = try versionValue.integer(Int.self)
    guard (1...Self.formatVersion).contains(version) else {
      throw versionValue.invalid(
        "Conversation format \(version) is newer than this library reads (\(Self.formatVersion))"
      )
    }
    let nameValue = try object.value("intentName")
    let intentName = try nameValue.string()
    guard intentName == HandledIntent.wireName else {
      throw nameValue.invalid(
        "The conversation is about \(TextLimits.quoted(intentName)), not \(HandledIntent.wireName)"
      )
    }
    // The storage is new, so it is written directly: no uniqueness check per field.
    let storage = _Storage(
      intent: try object.decodeAny("intent"),
      language: try object.decode("language")
    )
    self._storage = storage
    if let ending = object.member("ending") {
      storage.state = .ended(try Self.ending(ending))
    } else {
      storage.state = .awaitingReply(try Self.question(object.value("question")))
    }
    let stepValue = try object.value("stepIndex")
    let stepIndex = try stepValue.integer(Int.self)
    guard (0...HandledIntent.parameters.count).contains(stepIndex) else {
      throw stepValue.invalid(
        "Step \(stepIndex) is outside \(HandledIntent.wireName)'s 0...\(HandledIntent.parameters.count)"
      )
    }
    storage.stepIndex = stepIndex
    for (name, value) in try object.value("failedAttempts").object().members {
      let count = try value.integer(Int.self)
      guard count >= 0 else {
        throw value.invalid(
          "The count of failed attempts for \(TextLimits.quoted(name)) is negative: \(count)"
        )
      }
      storage.failedAttempts[name] = count
    }
    for (name, value) in try object.value("confirmedValues").object().members {
      storage.confirmedValues[name] = try Self.parameterValue(
        value,
        for: Self.parameter(name, at: value)
      )
    }
    for (name, value) in try object.presentValue("rejectedValues")?.object().members ?? [] {
      _ = try Self.parameter(name, at: value)
      storage.rejectedValues[name] = try UnsupportedReason(json: value)
    }
    storage.transcript = try object.array("transcript")
    storage.isRestored = true
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    // Read through the storage: each accessor of a generic value costs a metadata lookup.
    let storage = _storage
    try json.object { object throws(StrictJSONError) in
      try object.object("confirmedValues") { values throws(StrictJSONError) in
        for name in sortedNames(storage.confirmedValues.keys) {
          values.key(dynamic: name)
          if let value = storage.confirmedValues[name] { try values.writer.writeAny(value.base) }
        }
      }
      // The state is read where it lies: `storage.state` copies it, retaining the response.
      try storage.withState { state throws(StrictJSONError) in
        if case .ended(let ending) = state.pointee {
          try object.object("ending") { (fields) throws(StrictJSONError) in
            try Self.write(ending, to: &fields)
          }
        }
      }
      try object.object("failedAttempts") { counts in
        for name in sortedNames(storage.failedAttempts.keys) {
          counts.key(dynamic: name)
          counts.writer.integer(storage.failedAttempts[name] ?? 0)
        }
      }
      object.integer("formatVersion", Self.formatVersion)
      try object.writeAny("intent", storage.intent)
      object.string("intentName", HandledIntent.wireName)
      object.write("language", storage.language)
      try storage.withState { state throws(StrictJSONError) in
        if case .awaitingReply(let question) = state.pointee {
          try object.object("question") { (fields) throws(StrictJSONError) in
            try Self.write(question, to: &fields)
          }
        }
      }
      if !storage.rejectedValues.isEmpty {
        try object.object("rejectedValues") { reasons throws(StrictJSONError) in
          for name in sortedNames(storage.rejectedValues.keys) {
            reasons.key(dynamic: name)
            try storage.rejectedValues[name]?.write(json: &reasons.writer)
          }
        }
      }
      object.integer("stepIndex", storage.stepIndex)
      try object.array("transcript", storage.transcript)
    }
  }

  /// Names in the order the canonical form writes members.
  // MARK: - Questions

  private static func write(
    _ question: Question,
    to object: inout JSONObjectWriter
  ) throws(StrictJSONError) {
    switch question {
    case .value(let parameter):
      object.string("kind", "value")
      object.string("parameter", parameter)
    case .choice(let parameter, let options):
      object.string("kind", "choice")
      object.key("options")
      try object.writer.write(options)
      object.string("parameter", parameter)
    case .confirmation(let parameter, let value):
      object.string("kind", "confirmation")
      object.string("parameter", parameter)
      try object.writeAny("value", value.base)
    case .finalConfirmation:
      object.string("kind", "finalConfirmation")
    }
  }

  private static func question(_ json: JSONValueReader) throws(StrictJSONError) -> Question {
    let object = try json.object()
    let kindValue = try object.value("kind")
    let kind = try kindValue.string()
    if kind == "finalConfirmation" { return .finalConfirmation }
    let nameValue = try object.value("parameter")
    let name = try nameValue.string()
    let parameter = try Self.parameter(name, at: nameValue)
    switch kind {
    case "value":
      return .value(parameter: name)
    case "choice":
      var options: [AnyParameterValue] = []
      for option in try object.value("options").array() {
        options.append(try parameterValue(option, for: parameter))
      }
      return .choice(parameter: name, options: options)
    case "confirmation":
      return .confirmation(
        parameter: name,
        value: try parameterValue(object.value("value"), for: parameter)
      )
    default:
      throw kindValue.invalid("Unknown question \(TextLimits.quoted(kind))")
    }
  }

  // MARK: - Endings

  private static func write(
    _ ending: Ending,
    to object: inout JSONObjectWriter
  ) throws(StrictJSONError) {
    switch ending {
    case .handled(let response):
      object.string("kind", "handled")
      try object.writeAny("response", response)
    case .confirmationFailed(let response):
      object.string("kind", "confirmationFailed")
      try object.writeAny("response", response)
    case .intercepted(let phase, let response):
      object.string("kind", "intercepted")
      object.write("phase", phase)
      try object.writeAny("response", response)
    case .failed(let response, let failure):
      try object.write("failure", failure)
      object.string("kind", "failed")
      try object.writeAny("response", response)
    case .cancelled:
      object.string("kind", "cancelled")
    case .declined:
      object.string("kind", "declined")
    case .retryLimitReached(let parameter):
      object.string("kind", "retryLimitReached")
      object.stringIfPresent("parameter", parameter)
    }
  }

  private static func ending(_ json: JSONValueReader) throws(StrictJSONError) -> Ending {
    let object = try json.object()
    let kindValue = try object.value("kind")
    let kind = try kindValue.string()
    func response() throws(StrictJSONError) -> HandledIntent.Response {
      try object.decodeAny("response")
    }
    switch kind {
    case "handled": return .handled(try response())
    case "confirmationFailed": return .confirmationFailed(try response())
    case "intercepted": return .intercepted(try object.decode("phase"), try response())
    case "failed": return .failed(try response(), try object.decode("failure"))
    case "cancelled": return .cancelled
    case "declined": return .declined
    case "retryLimitReached":
      return .retryLimitReached(parameter: try object.stringIfPresent("parameter"))
    default:
      throw kindValue.invalid("Unknown ending \(TextLimits.quoted(kind))")
    }
  }

  // MARK: - Parameters

  private static func parameter(
    _ name: String,
    at json: JSONValueReader
  ) throws(StrictJSONError) -> PartialIntentParameter<HandledIntent> {
    guard let parameter = HandledIntent.parameter(named: name) else {
      throw json.invalid(
        "\(HandledIntent.wireName) has no parameter named \(TextLimits.quoted(name))"
      )
    }
    return parameter
  }

  /// Reads a parameter's value with its declared type.
  private static func parameterValue(
    _ json: JSONValueReader,
    for parameter: PartialIntentParameter<HandledIntent>
  ) throws(StrictJSONError) -> AnyParameterValue {
    do {
      return try parameter.decode(from: JSONValueDecoder(context: json.context, index: json.index))
    } catch {
      throw StrictJSONError(decoding: error)
    }
  }
}

/// Returns a dictionary's keys in byte order, the order a conversation writes them in; outside
/// `Conversation` so that it isn't generic over the conversation's intent.
private func sortedNames(_ names: Dictionary<String, some Any>.Keys) -> [String] {
  names.count < 2 ? Array(names) : names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

// MARK: - Failures and phases

extension ConversationFailure: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.phase = try object.decode("phase")
    self.isTimeout = try object.bool("isTimeout")
    self.description = try object.string("description")
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.string("description", description)
      object.bool("isTimeout", isTimeout)
      try object.write("phase", phase)
    }
  }
}

// A phase is written as Swift's derived `Codable` form writes an enumeration:
// `{"resolve": {"parameter": "payee"}}`, `{"confirm": {}}`, `{"handle": {}}`.

extension LifecyclePhase: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let members = try json.object().members
    guard members.count == 1, let (name, value) = members.first else {
      throw json.invalid("a phase has one member, named after it; found \(members.count)")
    }
    let fields = try value.object()
    switch name {
    case "resolve": self = .resolve(parameter: try fields.string("parameter"))
    case "confirm": self = .confirm
    case "handle": self = .handle
    default: throw json.invalid("\(TextLimits.quoted(name)) is not a lifecycle phase")
    }
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { phase throws(StrictJSONError) in
      switch self {
      case .resolve(let parameter):
        try phase.object("resolve") { $0.string("parameter", parameter) }
      case .confirm: try phase.object("confirm") { _ in }
      case .handle: try phase.object("handle") { _ in }
      }
    }
  }
}
