// What the assistant says: questions built from resolutions, retries with hints, and endings
// phrased per response code, all from the prompt catalog.

extension ConversationStep {
  /// The key that counts unsuccessful replies to the final question.
  private static var finalConfirmationKey: String { "finalConfirmation" }

  // MARK: - Questions

  /// Asks the user what a resolution needs, or gives up if the parameter used its retries.
  mutating func ask(_ request: ParameterRequest<HandledIntent>, afterReplyTo answered: String?) {
    let name = request.parameterName
    switch request.resolution {
    case .needsValue, .unsupported:
      if answered == name, countFailure(for: name) { return }
      conversation.state = .awaitingReply(.value(parameter: name))
    case .disambiguation(let options):
      conversation.state = .awaitingReply(.choice(parameter: name, options: options))
    case .confirmationRequired(let value):
      conversation.state = .awaitingReply(.confirmation(parameter: name, value: value))
    case .success, .notRequired:
      return
    }
    let question = questionText()
    switch request.resolution {
    case .unsupported(let reason):
      let explanation = prompt(
        unsupportedKeys(name, reason),
        about: name,
        reason?.arguments ?? [:]
      )
      say(
        Self.joining(explanation, question),
        .rejectedValue(parameter: name, reason: reason?.identifier)
      )
    case .disambiguation(let options):
      say(question, .offeredChoices(parameter: name, options: options.map(phrase)))
    case .confirmationRequired(let value):
      say(question, .askedToConfirmValue(parameter: name, value: phrase(value)))
    case .needsValue, .success, .notRequired:
      say(question, .askedForValue(parameter: name))
    }
  }

  /// Asks whether to go ahead, for intents that move money or book rides.
  mutating func askFinalConfirmation() {
    conversation.state = .awaitingReply(.finalConfirmation)
    say(questionText(), .askedFinalConfirmation)
  }

  /// Says the reply wasn't understood and asks the same question again, or gives up.
  mutating func notUnderstood(_ name: String?, hintKey: String? = nil) {
    if countFailure(for: name ?? Self.finalConfirmationKey) { return }
    var keys = name.map { ["\(HandledIntent.wireName).\($0).notUnderstood"] } ?? []
    if let hintKey {
      keys.append(hintKey)
    } else if var valueType = name.flatMap(HandledIntent.parameter(named:))?.valueType {
      // A list's reply is one element, so the element's hint serves.
      while let list = valueType as? any ParameterValueList.Type {
        valueType = list.elementValueType
      }
      keys.append("hint.\(valueType)")
    }
    keys.append("parameter.notUnderstood")
    let hint = prompt(keys, about: name)
    say(Self.joining(hint, questionText()), .didNotUnderstand(parameter: name))
  }

  /// Counts an unsuccessful reply; ends the conversation and returns `true` at the limit.
  private mutating func countFailure(for key: String) -> Bool {
    // A stored count past the limit (from a changed configuration or storage) can't overflow.
    let failures = min(conversation.failedAttempts[key, default: 0], retryLimit) + 1
    conversation.failedAttempts[key] = failures
    guard failures >= retryLimit else { return false }
    end(.retryLimitReached(parameter: key == Self.finalConfirmationKey ? nil : key))
    return true
  }

  /// The words of the question the conversation is waiting on.
  private func questionText() -> String {
    guard case .awaitingReply(let question) = conversation.state else { return "" }
    switch question {
    case .value(let name):
      return prompt(parameterKeys(name, .needsValue), about: name)
    case .choice(let name, let options):
      let items = options.enumerated().map { offset, option in
        prompt(["list.item"], about: nil, ["number": String(offset + 1), "option": phrase(option)])
      }
      let heading = prompt(
        parameterKeys(name, .disambiguation),
        about: name,
        ["count": String(options.count)]
      )
      return ([heading] + items).joined(separator: "\n")
    case .confirmation(let name, let value):
      return prompt(
        parameterKeys(name, .confirmationRequired),
        about: name,
        ["value": phrase(value)]
      )
    case .finalConfirmation:
      return prompt(
        ["\(HandledIntent.wireName).finalConfirmation", "finalConfirmation"],
        about: nil,
        conversation.confirmation?.dialogArgumentsIfAny(in: context) ?? [:]
      )
    }
  }

  // MARK: - Endings

  /// Ends the conversation with a lifecycle outcome.
  mutating func end(_ outcome: IntentOutcome<HandledIntent>) {
    conversation.intent = outcome.intent
    switch outcome.ending {
    case .handled(let response): end(.handled(response))
    case .confirmationFailed(let response): end(.confirmationFailed(response))
    case .intercepted(let phase, let response): end(.intercepted(phase, response))
    case .failed(let response, let failure): end(.failed(response, ConversationFailure(failure)))
    case .needsUserInput(let request): ask(request, afterReplyTo: nil)
    }
  }

  /// Ends the conversation and says how it ended.
  mutating func end(_ ending: Conversation<HandledIntent>.Ending) {
    conversation.state = .ended(ending)
    conversation.confirmation = nil
    if case .handled(let response) = ending, response.handlingStatus == .success {
      successfulResponse = response
    }
    switch ending {
    case .handled(let response), .confirmationFailed(let response),
      .intercepted(_, let response):
      var arguments = response.dialogArgumentsIfAny(in: context)
      if arguments["activity"] == nil {
        arguments["activity"] = response.userActivity?.title ?? ""
      }
      let keys = [
        "\(HandledIntent.wireName).\(response.code.name)", "response.\(response.code.name)",
        "status.\(response.handlingStatus)",
      ]
      say(
        prompt(keys, about: nil, arguments),
        .responded(code: response.code.name, status: response.handlingStatus)
      )
    case .failed(_, let failure):
      say(
        prompt([failure.isTimeout ? "ending.timedOut" : "ending.failed"], about: nil),
        .failed(phase: failure.phase.description)
      )
    case .cancelled:
      say(prompt(["ending.cancelled"], about: nil), .cancelled)
    case .declined:
      say(prompt(["ending.declined"], about: nil), .declined)
    case .retryLimitReached(let name?):
      say(
        prompt(parameterKeys(name, .retryLimitReached), about: name),
        .gaveUp(parameter: name)
      )
    case .retryLimitReached(nil):
      say(prompt(["ending.retryLimitReached"], about: nil), .gaveUp(parameter: nil))
    }
  }

  // MARK: - Transcript

  /// Records the user's reply as a turn, in words.
  mutating func record(_ reply: Reply, to question: Conversation<HandledIntent>.Question) {
    let text: String
    switch reply {
    case .text(let words): text = words
    case .value(let value): text = phrase(value)
    case .choice(let index):
      if case .choice(_, let options) = question, options.indices.contains(index) {
        text = phrase(options[index])
      } else {
        // Numbered from 1 as spoken; `Int.max`, which no list reaches, stays as given.
        text = String(index < .max ? index + 1 : index)
      }
    case .yes: text = prompt(["word.yes"], about: nil)
    case .no: text = prompt(["word.no"], about: nil)
    case .cancel: text = prompt(["word.cancel"], about: nil)
    }
    conversation.transcript.append(ConversationTurn(speaker: .user, text: text, event: .reply))
  }

  private mutating func say(_ text: String, _ event: ConversationTurn.Event) {
    conversation.transcript.append(ConversationTurn(speaker: .assistant, text: text, event: event))
  }

  // MARK: - Prompts

  /// Joins two sentences: with a space, except after full-width punctuation, which Japanese
  /// writes without one ("…です。何名…").
  static func joining(_ first: String, _ second: String) -> String {
    guard let last = first.last else { return second }
    return ["。", "？", "！"].contains(last) ? first + second : first + " " + second
  }

  /// Renders the first of `keys` the catalog has whose placeholders all have values, filling
  /// them on demand.
  ///
  /// A template that names a value nobody gave, such as a ride option a handler never
  /// resolved, gives way to the next, more general key's ("Do you want me to go ahead?" rather
  /// than "Book a {rideOptionName}…?"). If every template misses a value, the first is said with
  /// its placeholder showing, so the gap is visible. The common case renders once.
  ///
  /// - Parameters:
  ///   - keys: The prompt keys, most specific first.
  ///   - name: The parameter being asked about, which `{parameter}` and `{value}` name.
  ///   - arguments: Placeholder values that take precedence over the intent's.
  /// - Returns: The rendered prompt, or the first key if the catalog has none of them.
  private func prompt(
    _ keys: [String],
    about name: String?,
    _ arguments: [String: String] = [:]
  ) -> String {
    let language = context.language
    guard let template = context.prompts.template(forKeys: keys, language: language) else {
      return keys.first ?? ""
    }
    func complete(_ template: String) -> String? {
      PromptTemplate.renderIfComplete(template) { placeholder in
        argument(placeholder, about: name) { arguments[$0] }
      }
    }
    if let text = complete(template) { return text }
    var tried = template
    for index in keys.indices.dropFirst() {
      guard let fallback = context.prompts.template(forKeys: keys[index...], language: language),
        fallback != tried
      else { continue }
      tried = fallback
      if let text = complete(fallback) { return text }
    }
    return PromptTemplate.render(template) { placeholder in
      argument(placeholder, about: name) { arguments[$0] }
    }
  }

  private func parameterKeys(_ name: String, _ prompt: ParameterPrompt) -> [String] {
    ["\(HandledIntent.wireName).\(name).\(prompt.rawValue)", "parameter.\(prompt.rawValue)"]
  }

  private func unsupportedKeys(_ name: String, _ reason: UnsupportedReason?) -> [String] {
    let specific = reason.map { reason in
      [
        "\(HandledIntent.wireName).\(name).unsupported.\(reason.identifier)",
        "unsupported.\(reason.identifier)",
      ]
    }
    return (specific ?? []) + parameterKeys(name, .unsupported)
  }

  /// The value of a placeholder, phrased only when a template uses it.
  ///
  /// The value comes from `given` first; then, for the parameter being asked about, its name is
  /// `{parameter}` and its value `{value}`; then every parameter the intent has a value for
  /// answers to its name.
  private func argument(
    _ placeholder: String,
    about name: String?,
    given: (String) -> String?
  ) -> String? {
    if let value = given(placeholder) { return value }
    if let name {
      switch placeholder {
      case "parameter":
        let displayKeys = ["\(HandledIntent.wireName).\(name).name", "parameter.\(name).name"]
        return context.prompts.template(forKeys: displayKeys, language: context.language)
          ?? name.wordsFromCamelCase
      case "value":
        return parameterPhrase(name) ?? ""
      default:
        break
      }
    }
    return parameterPhrase(placeholder)
  }

  /// The intent's value for a parameter, phrased, if it has one.
  private func parameterPhrase(_ name: String) -> String? {
    HandledIntent.parameter(named: name)?.value(in: conversation.intent).map(phrase)
  }

  private func phrase(_ value: AnyParameterValue) -> String {
    value.spokenPhrase(in: context)
  }
}
