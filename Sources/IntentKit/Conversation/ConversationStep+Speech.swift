// What the assistant says: questions built from resolutions, retries with hints, and endings
// phrased per response code, all from the prompt catalog.

extension _ConversationStep {
  /// A hint that replaces the parameter's own when a reply didn't answer the question asked.
  @usableFromInline
  enum Hint {
    /// A numbered choice was asked for: `hint.choice`.
    case choice
    /// Yes or no was asked for: `hint.yesNo`.
    case yesNo

    /// The hint's key in the catalog.
    @inlinable
    var key: String {
      switch self {
      case .choice: "hint.choice"
      case .yesNo: "hint.yesNo"
      }
    }
  }

  /// The key that counts unsuccessful replies to the final question.
  @usableFromInline static var finalConfirmationKey: String { "finalConfirmation" }

  // MARK: - Questions

  /// Asks the user what a resolution needs, or gives up if the parameter used its retries.
  @inlinable
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
        given: { reason?.arguments[$0] },
        orKey: "\(HandledIntent.wireName).\(name).unsupported"
          + (reason.map { ".\($0.identifier)" } ?? "")
      )
      say(
        Self.joining(explanation, question),
        .rejectedValue(parameter: name, reason: reason?.identifier)
      )
    case .disambiguation(let options):
      say(question, .offeredChoices(parameter: name, options: options.map { phrase($0) }))
    case .confirmationRequired(let value):
      say(question, .askedToConfirmValue(parameter: name, value: phrase(value)))
    case .needsValue, .success, .notRequired:
      say(question, .askedForValue(parameter: name))
    }
  }

  /// Asks whether to go ahead, for intents that move money or book rides.
  @inlinable
  mutating func askFinalConfirmation() {
    conversation.state = .awaitingReply(.finalConfirmation)
    say(questionText(), .askedFinalConfirmation)
  }

  /// Says the reply wasn't understood and asks the same question again, or gives up.
  @inlinable
  mutating func notUnderstood(_ name: String?, hint: Hint? = nil) {
    if countFailure(for: name ?? Self.finalConfirmationKey) { return }
    var keys = CompiledPrompts.PromptKeys()
    let parameter = name.map { parameterKeys($0) }
    keys.append(parameter?.prompts[.notUnderstood])
    switch hint {
    case .choice: keys.append(prompts.shared.hintChoice)
    case .yesNo: keys.append(prompts.shared.hintYesNo)
    case nil: keys.append(parameter?.hint)
    }
    keys.append(prompts.shared.parameterPrompts[.notUnderstood])
    let text = prompt(keys, about: name) {
      if let name { return "\(HandledIntent.wireName).\(name).notUnderstood" }
      return hint?.key ?? "parameter.notUnderstood"
    }
    say(Self.joining(text, questionText()), .didNotUnderstand(parameter: name))
  }

  /// Counts an unsuccessful reply; ends the conversation and returns `true` at the limit.
  @inlinable
  mutating func countFailure(for key: String) -> Bool {
    // A stored count past the limit (from a changed configuration or storage) can't overflow.
    let failures = min(conversation.failedAttempts[key, default: 0], retryLimit) + 1
    conversation.failedAttempts[key] = failures
    guard failures >= retryLimit else { return false }
    end(.retryLimitReached(parameter: key == Self.finalConfirmationKey ? nil : key))
    return true
  }

  /// The words of the question the conversation is waiting on.
  @inlinable
  func questionText() -> String {
    guard case .awaitingReply(let question) = conversation.state else { return "" }
    switch question {
    case .value(let name):
      return prompt(parameterKeys(name, .needsValue), about: name) {
        "\(HandledIntent.wireName).\(name).needsValue"
      }
    case .choice(let name, let options):
      let items = options.enumerated().map { offset, option in
        prompt(
          sharedKeys(\.listItem),
          about: nil,
          given: { placeholder in
            switch placeholder {
            case "number": String(offset + 1)
            case "option": phrase(option)
            default: nil
            }
          },
          orKey: "list.item"
        )
      }
      let heading = prompt(
        parameterKeys(name, .disambiguation),
        about: name,
        given: { $0 == "count" ? String(options.count) : nil },
        orKey: "\(HandledIntent.wireName).\(name).disambiguation"
      )
      return ([heading] + items).joined(separator: "\n")
    case .confirmation(let name, let value):
      let phrased = phrase(value)
      return prompt(
        parameterKeys(name, .confirmationRequired),
        about: name,
        given: { $0 == "value" ? phrased : nil },
        orKey: "\(HandledIntent.wireName).\(name).confirmationRequired"
      )
    case .finalConfirmation:
      var keys = CompiledPrompts.PromptKeys()
      keys.append(self.keys.finalConfirmation)
      keys.append(prompts.shared.finalConfirmation)
      let arguments = conversation.confirmation?.dialogArgumentsIfAny(in: context) ?? [:]
      return prompt(
        keys,
        about: nil,
        given: { arguments[$0] },
        orKey: "\(HandledIntent.wireName).finalConfirmation"
      )
    }
  }

  // MARK: - Endings

  /// Ends the conversation with a lifecycle outcome.
  @inlinable
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
  @inlinable
  mutating func end(_ ending: Conversation<HandledIntent>.Ending) {
    conversation.state = .ended(ending)
    conversation.confirmation = nil
    if case .handled(let response) = ending, response.handlingStatus == .success {
      successfulResponse = response
    }
    switch ending {
    case .handled(let response), .confirmationFailed(let response),
      .intercepted(_, let response):
      let arguments = response.dialogArgumentsIfAny(in: context)
      // `{activity}` is the activity's title unless the response says otherwise.
      func given(_ placeholder: String) -> String? {
        arguments[placeholder]
          ?? (placeholder == "activity" ? response.userActivity?.title ?? "" : nil)
      }
      var keys = self.keys.responses[response.code.rawValue] ?? CompiledPrompts.PromptKeys()
      keys.append(prompts.shared.statuses[response.handlingStatus])
      let code = response.code.name
      say(
        prompt(keys, about: nil, given: given, orKey: "\(HandledIntent.wireName).\(code)"),
        .responded(code: code, status: response.handlingStatus)
      )
    case .failed(_, let failure):
      let text =
        failure.isTimeout
        ? prompt(sharedKeys(\.endingTimedOut), about: nil, orKey: "ending.timedOut")
        : prompt(sharedKeys(\.endingFailed), about: nil, orKey: "ending.failed")
      say(text, .failed(phase: failure.phase.description))
    case .cancelled:
      say(prompt(sharedKeys(\.endingCancelled), about: nil, orKey: "ending.cancelled"), .cancelled)
    case .declined:
      say(prompt(sharedKeys(\.endingDeclined), about: nil, orKey: "ending.declined"), .declined)
    case .retryLimitReached(let name?):
      let text = prompt(parameterKeys(name, .retryLimitReached), about: name) {
        "\(HandledIntent.wireName).\(name).retryLimitReached"
      }
      say(text, .gaveUp(parameter: name))
    case .retryLimitReached(nil):
      let text = prompt(
        sharedKeys(\.endingRetryLimitReached),
        about: nil,
        orKey: "ending.retryLimitReached"
      )
      say(text, .gaveUp(parameter: nil))
    }
  }

  // MARK: - Transcript

  /// Records the user's reply as a turn, in words.
  @inlinable
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
    case .yes: text = prompt(sharedKeys(\.wordYes), about: nil, orKey: "word.yes")
    case .no: text = prompt(sharedKeys(\.wordNo), about: nil, orKey: "word.no")
    case .cancel: text = prompt(sharedKeys(\.wordCancel), about: nil, orKey: "word.cancel")
    }
    conversation.transcript.append(ConversationTurn(speaker: .user, text: text, event: .reply))
  }

  @inlinable
  mutating func say(_ text: String, _ event: ConversationTurn.Event) {
    conversation.transcript.append(ConversationTurn(speaker: .assistant, text: text, event: event))
  }

  // MARK: - Prompts

  /// Joins two sentences: with a space, except after full-width punctuation, which Japanese
  /// writes without one ("…です。何名…").
  @inlinable
  static func joining(_ first: String, _ second: String) -> String {
    guard let last = first.last else { return second }
    var joined = first
    joined.reserveCapacity(first.utf8.count + 1 + second.utf8.count)
    switch last {
    case "。", "？", "！": break
    default: joined += " "
    }
    joined += second
    return joined
  }

  /// Renders the first of `keys` the catalog has whose placeholders all have values, filling
  /// them on demand.
  ///
  /// A template that names a value nobody gave, such as a ride option a handler never
  /// resolved, gives way to the next, more general key's ("Do you want me to go ahead?" rather
  /// than "Book a {rideOptionName}…?"). If every template misses a value, the first is said with
  /// its placeholder showing, so the gap is visible. The common case fills once.
  ///
  /// - Parameters:
  ///   - keys: The compiled prompt keys, most specific first.
  ///   - name: The parameter being asked about, which `{parameter}` and `{value}` name.
  ///   - given: Placeholder values that take precedence over the intent's.
  ///   - firstKey: The most specific key as text, said if the catalog has none of the keys.
  /// - Returns: The filled prompt, or the first key if the catalog has none of them.
  @inlinable
  func prompt(
    _ keys: CompiledPrompts.PromptKeys,
    about name: String?,
    given: (String) -> String? = { _ in nil },
    orKey firstKey: () -> String
  ) -> String {
    guard let template = prompts.template(for: keys, in: languages) else { return firstKey() }
    func fill(_ template: PromptTemplate.Compiled) -> (text: String, isComplete: Bool) {
      template.fill { placeholder in
        argument(placeholder, about: name, given: given)
      }
    }
    let first = fill(template)
    if first.isComplete { return first.text }
    var tried = template
    for start in 1..<max(keys.count, 1) {
      guard let fallback = prompts.template(for: keys, from: start, in: languages),
        fallback != tried
      else { continue }
      tried = fallback
      let filled = fill(fallback)
      if filled.isComplete { return filled.text }
    }
    return first.text
  }

  @inlinable
  func prompt(
    _ keys: CompiledPrompts.PromptKeys,
    about name: String?,
    given: (String) -> String? = { _ in nil },
    orKey firstKey: @autoclosure () -> String
  ) -> String {
    prompt(keys, about: name, given: given, orKey: firstKey)
  }

  /// The keys of a shared prompt, such as `ending.cancelled`.
  @inlinable
  func sharedKeys(
    _ key: KeyPath<CompiledPrompts.SharedKeys, Int?>
  ) -> CompiledPrompts.PromptKeys {
    var keys = CompiledPrompts.PromptKeys()
    keys.append(prompts.shared[keyPath: key])
    return keys
  }

  /// The compiled keys of a parameter of the intent.
  @inlinable
  func parameterKeys(_ name: String) -> CompiledPrompts.ParameterKeys {
    keys.parameter(named: name)
      ?? prompts.keys(forUnknownParameter: name, of: HandledIntent.self)
  }

  /// `<Intent>.<parameter>.<prompt>`, then `parameter.<prompt>`.
  @inlinable
  func parameterKeys(
    _ name: String,
    _ prompt: ParameterPrompt
  ) -> CompiledPrompts.PromptKeys {
    var keys = CompiledPrompts.PromptKeys()
    keys.append(parameterKeys(name).prompts[prompt])
    keys.append(prompts.shared.parameterPrompts[prompt])
    return keys
  }

  /// The keys of a rejected value: the reason's, for the parameter and then anywhere, before
  /// the parameter's unsupported prompts.
  @inlinable
  func unsupportedKeys(
    _ name: String,
    _ reason: UnsupportedReason?
  ) -> CompiledPrompts.PromptKeys {
    let parameter = parameterKeys(name)
    var keys = CompiledPrompts.PromptKeys()
    if let reason {
      keys.append(parameter.unsupportedReasons[reason.identifier])
      keys.append(prompts.shared.unsupportedReasons[reason.identifier])
    }
    keys.append(parameter.prompts[.unsupported])
    keys.append(prompts.shared.parameterPrompts[.unsupported])
    return keys
  }

  /// The value of a placeholder, phrased only when a template uses it.
  ///
  /// The value comes from `given` first; then, for the parameter being asked about, its name is
  /// `{parameter}` and its value `{value}`; then every parameter the intent has a value for
  /// answers to its name.
  @inlinable
  func argument(
    _ placeholder: String,
    about name: String?,
    given: (String) -> String?
  ) -> String? {
    if let value = given(placeholder) { return value }
    if let name {
      switch placeholder {
      case "parameter":
        let parameter = parameterKeys(name)
        var keys = CompiledPrompts.PromptKeys()
        keys.append(parameter.prompts[.name])
        keys.append(parameter.genericName)
        return prompts.template(for: keys, in: languages)?.source ?? name.wordsFromCamelCase
      case "value":
        return parameterPhrase(name) ?? ""
      default:
        break
      }
    }
    return parameterPhrase(placeholder)
  }

  /// The intent's value for a parameter, phrased, if it has one.
  @inlinable
  func parameterPhrase(_ name: String) -> String? {
    knownParameter(named: name)?.spokenValue(in: conversation.intent, context: context)
  }

  @inlinable
  func phrase(_ value: AnyParameterValue) -> String {
    value.spokenPhrase(in: context)
  }
}
