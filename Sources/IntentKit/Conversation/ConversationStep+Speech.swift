// What the assistant says: questions built from resolutions, retries with hints, and endings
// phrased per response code. The step decides what to say; its voice finds the words.
//
// The words are made in methods that aren't `mutating`. A prompt reads the intent's values
// through a closure over the step, and a closure formed in a mutating method reaches the step
// through its `inout` address, so each call copied the whole step (every reference in it
// retained, through its type's metadata) to read one value.

extension _ConversationStep {
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
    switch request.resolution {
    case .unsupported(let reason):
      let explanation = unsupportedText(name, reason: reason)
      say(
        _ConversationVoice.joining(explanation, questionText()),
        .rejectedValue(parameter: name, reason: reason?.identifier)
      )
    case .disambiguation(let options):
      say(
        questionText(),
        .offeredChoices(parameter: name, options: phrases(of: options, for: name))
      )
    case .confirmationRequired(let value):
      // The value's words serve the question and the transcript's event: worded once.
      let phrased = phrase(value, of: name)
      say(
        confirmationText(phrased, for: name),
        .askedToConfirmValue(parameter: name, value: phrased)
      )
    case .needsValue, .success, .notRequired:
      say(questionText(), .askedForValue(parameter: name))
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
  mutating func notUnderstood(_ name: String?, hint: _ConversationVoice.Hint? = nil) {
    if countFailure(for: name ?? Self.finalConfirmationKey) { return }
    sayNotUnderstood(name, hint: hint)
  }

  /// Says the reply wasn't understood and asks the same question again.
  @inlinable
  mutating func sayNotUnderstood(_ name: String?, hint: _ConversationVoice.Hint?) {
    let text = notUnderstoodText(name, hint: hint)
    say(_ConversationVoice.joining(text, questionText()), .didNotUnderstand(parameter: name))
  }

  /// Asks the user to confirm a value of a parameter, given the value's words.
  @inlinable
  func confirmationText(_ phrased: String, for name: String) -> String {
    voice.askToConfirm(phrased, for: name) { parameterPhrase($0) }
  }

  /// Says why a value can't be used for a parameter.
  @inlinable
  func unsupportedText(_ name: String, reason: UnsupportedReason?) -> String {
    voice.explainUnsupported(name, reason: reason) { parameterPhrase($0) }
  }

  /// Says a reply wasn't understood, with a hint of what would be.
  @inlinable
  func notUnderstoodText(_ name: String?, hint: _ConversationVoice.Hint?) -> String {
    voice.notUnderstood(name, hint: hint) { parameterPhrase($0) }
  }

  /// Counts an unsuccessful reply and ends the conversation if it reached the retry limit;
  /// returns whether it did.
  @inlinable
  mutating func countFailure(for key: String) -> Bool {
    // A stored count past the limit (from a changed configuration or storage) can't overflow.
    let failures = min(conversation._failedAttempts[key, default: 0], retryLimit) + 1
    conversation._failedAttempts[key] = failures
    guard failures >= retryLimit else { return false }
    end(.retryLimitReached(parameter: key == Self.finalConfirmationKey ? nil : key))
    return true
  }

  /// The words of the question the conversation is waiting on an answer to.
  @inlinable
  func questionText() -> String {
    guard case .awaitingReply(let question) = conversation.state else { return "" }
    switch question {
    case .value(let name):
      return voice.askForValue(of: name) { parameterPhrase($0) }
    case .choice(let name, let options):
      return voice.offer(options, for: name) { parameterPhrase($0) }
    case .confirmation(let name, let value):
      return confirmationText(phrase(value, of: name), for: name)
    case .finalConfirmation:
      let arguments =
        conversation._confirmation.map { voice._dialogArguments(of: $0, to: HandledIntent.self) }
        ?? [:]
      return voice.askFinalConfirmation(arguments: arguments) { parameterPhrase($0) }
    }
  }

  // MARK: - Endings

  /// Ends the conversation as a lifecycle outcome ended, or asks what it needs.
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

  /// Ends the conversation and says how.
  @inlinable
  mutating func end(_ ending: Conversation<HandledIntent>.Ending) {
    conversation.state = .ended(ending)
    conversation._confirmation = nil
    if case .handled(let response) = ending, response.handlingStatus == .success {
      successfulResponse = response
    }
    let (text, event) = words(for: ending)
    say(text, event)
  }

  /// What the assistant says when a conversation ends, and the transcript's event for it.
  @inlinable
  func words(
    for ending: Conversation<HandledIntent>.Ending
  ) -> (text: String, event: ConversationTurn.Event) {
    switch ending {
    case .handled(let response), .confirmationFailed(let response),
      .intercepted(_, let response):
      let arguments = voice._dialogArguments(of: response, to: HandledIntent.self)
      let (text, code) = voice.respond(
        code: response.code.rawValue,
        codeName: { response.code.name },
        status: response.handlingStatus,
        // `{activity}` is the activity's title unless the response says otherwise.
        given: { arguments[$0] ?? ($0 == "activity" ? response.userActivity?.title ?? "" : nil) },
        value: { parameterPhrase($0) }
      )
      return (text, .responded(code: code, status: response.handlingStatus))
    case .failed(_, let failure):
      let text = voice.end(failure.isTimeout ? .timedOut : .failed) { parameterPhrase($0) }
      return (text, .failed(phase: failure.phase.description))
    case .cancelled:
      return (voice.end(.cancelled) { parameterPhrase($0) }, .cancelled)
    case .declined:
      return (voice.end(.declined) { parameterPhrase($0) }, .declined)
    case .retryLimitReached(let name?):
      return (voice.giveUp(on: name) { parameterPhrase($0) }, .gaveUp(parameter: name))
    case .retryLimitReached(nil):
      return (voice.end(.retryLimitReached) { parameterPhrase($0) }, .gaveUp(parameter: nil))
    }
  }

  // MARK: - Transcript

  /// Adds the user's reply to the transcript, in words.
  @inlinable
  mutating func record(_ reply: Reply, to question: Conversation<HandledIntent>.Question) {
    let text = words(of: reply, to: question)
    conversation.transcript.append(ConversationTurn(speaker: .user, text: text, event: .reply))
  }

  /// The words of the user's reply to a question, for the transcript.
  @inlinable
  func words(of reply: Reply, to question: Conversation<HandledIntent>.Question) -> String {
    switch reply {
    case .text(let words): return words
    case .value(let value):
      switch question {
      case .value(let name), .choice(let name, _), .confirmation(let name, _):
        return phrase(value, of: name)
      case .finalConfirmation: return phrase(value)
      }
    case .choice(let index):
      if case .choice(let name, let options) = question, options.indices.contains(index) {
        return phrase(options[index], of: name)
      }
      // Numbered from 1 as spoken; `Int.max`, which no list reaches, stays as given.
      return String(index < .max ? index + 1 : index)
    case .yes: return voice.word(for: .yes) { parameterPhrase($0) }
    case .no: return voice.word(for: .no) { parameterPhrase($0) }
    case .cancel: return voice.word(for: .cancel) { parameterPhrase($0) }
    }
  }

  /// Adds what the assistant says to the transcript.
  @inlinable
  mutating func say(_ text: String, _ event: ConversationTurn.Event) {
    conversation.transcript.append(ConversationTurn(speaker: .assistant, text: text, event: event))
  }

  // MARK: - Values as words

  /// The words for the intent's value of the parameter with a name, if it has one.
  @inlinable
  func parameterPhrase(_ name: String) -> String? {
    conversation._storage.withIntent { voice._spokenValue(ofParameter: name, in: $0) }
  }

  /// The words for a value.
  @inlinable
  func phrase(_ value: AnyParameterValue) -> String {
    value.spokenPhrase(in: context)
  }

  /// The words for values of the parameter with a name.
  @inlinable
  func phrases(of values: [AnyParameterValue], for name: String) -> [String] {
    values.map { phrase($0, of: name) }
  }

  /// The words for a value of the parameter with a name, spoken as the parameter's type speaks
  /// its values without looking the type's conformances up.
  @inlinable
  func phrase(_ value: AnyParameterValue, of name: String) -> String {
    voice._spoken(value, ofParameter: name, of: HandledIntent.self)
  }
}
