/// One step of a conversation: the engine's logic applied to a conversation value.
///
/// A step works on a copy of the conversation and the engine publishes it only when the step
/// completes, so a step that throws leaves the caller's conversation unchanged.
@usableFromInline
struct _ConversationStep<HandledIntent: Intent> {
  @usableFromInline var conversation: Conversation<HandledIntent>
  @usableFromInline let route: IntentRoute<HandledIntent>
  @usableFromInline let retryLimit: Int
  /// The words of the conversation: its intent type's prompts, in its language.
  @usableFromInline let voice: _ConversationVoice

  /// The response of a handle that succeeded during this step, for the engine to donate.
  @usableFromInline var successfulResponse: HandledIntent.Response?

  @inlinable
  init(
    _ conversation: consuming Conversation<HandledIntent>,
    route: IntentRoute<HandledIntent>,
    voice: _ConversationVoice,
    engine: ConversationEngine
  ) {
    self.route = route
    self.retryLimit = engine._core.configuration.retryLimit
    self.voice = voice
    self.conversation = conversation
  }

  /// What values are read and spoken with: the language, the catalog, the default currency.
  @inlinable
  var context: DialogContext { voice.context }

  // MARK: - Driving the lifecycle

  /// Runs the lifecycle from the start.
  @inlinable
  mutating func begin() async throws {
    if let response = try await route._interceptBeforeResolution(conversation.intent) {
      end(.intercepted(.resolve, response))
      return
    }
    try await advance(afterReplyTo: nil)
  }

  /// Resolves from the current parameter on, then confirms and handles, until the user is
  /// needed or the conversation ends.
  ///
  /// - Parameter answered: The parameter the user just answered, whose unsuccessful resolution
  ///   counts against the retry limit.
  /// - Throws: `CancellationError`, idempotency errors from handle, and interceptors' errors.
  @inlinable
  mutating func advance(afterReplyTo answered: String?) async throws {
    if conversation._isRestored {
      // A conversation from storage may have a position past parameters never resolved, or a
      // question that offered values no resolver chose: resolve from the first parameter, so
      // that confirm, like handle, sees only values the handler accepts.
      conversation._isRestored = false
      conversation._stepIndex = 0
    }
    guard try await resolveRemainingSteps(afterReplyTo: answered) else { return }
    switch try await route._confirm(conversation.intent, calls: _RegisteredCalls()) {
    case .ended(let outcome):
      end(outcome)
    case .proceed(let confirmation):
      guard HandledIntent.requiresFinalConfirmation else {
        try await handle()
        return
      }
      conversation._confirmation = confirmation
      askFinalConfirmation()
    }
  }

  /// Resolves from the current parameter to the last; returns `true` when every one resolved,
  /// and `false` when the user was asked something or the conversation ended.
  @inlinable
  mutating func resolveRemainingSteps(afterReplyTo answered: String?) async throws -> Bool {
    while conversation._stepIndex < route._registration.steps.count {
      let name = route._registration.steps[conversation._stepIndex].parameterName
      if !conversation._rejectedValues.isEmpty,
        let reason = conversation._rejectedValues.removeValue(forKey: name),
        HandledIntent.parameter(named: name)?.value(in: conversation.intent) == nil
      {
        // The request stated a value no value of the type can be: say why and ask for one,
        // rather than let the resolver choose in the user's place (a payment's last amount).
        ask(
          ParameterRequest(parameterName: name, resolution: .unsupported(reason: reason)),
          afterReplyTo: nil
        )
        return false
      }
      // Resolved in place: the step owns the conversation, so nothing else reaches the intent
      // while the resolver runs, and a copy would retain every one of its values.
      let step: _ResolutionStep
      do {
        step = try await route._resolve(
          conversation._stepIndex,
          in: &conversation.intent,
          calls: _RegisteredCalls()
        )
      } catch {
        let failure = try route._resolutionFailure(at: conversation._stepIndex, error)
        end(.failed(._failureResponse, ConversationFailure(failure)))
        return false
      }
      switch step {
      case .resolved:
        conversation._stepIndex += 1
      case .needsUser(let resolution):
        let request = route._request(at: conversation._stepIndex, resolution)
        if case .confirmationRequired(let value) = resolution,
          conversation._confirmedValues[name] == value
        {
          // The user already said yes to this value: take the handler at its word.
          request.parameter?.setValue(value, in: &conversation.intent)
          conversation._stepIndex += 1
          continue
        }
        ask(request, afterReplyTo: answered)
        return false
      }
    }
    return true
  }

  /// Handles the intent, once the user has agreed where the intent asks them to.
  ///
  /// A conversation restored from storage came from outside, and its intent, position and
  /// confirmed values may have been changed there. Before its intent is handled, every parameter
  /// is resolved again from the first and confirm runs again, so that changed state can only
  /// choose values the handler accepts; a parameter the handler no longer accepts is asked again.
  @inlinable
  mutating func handle() async throws {
    if conversation._isRestored {
      guard try await confirmAgain() else { return }
    }
    end(try await route._handle(conversation.intent, calls: _RegisteredCalls()))
  }

  // MARK: - Replies

  /// Applies the user's reply to the question and advances.
  @inlinable
  mutating func receive(_ reply: Reply) async throws {
    guard case .awaitingReply(let question) = conversation.state else {
      throw ConversationError(
        code: .conversationEnded,
        message: "The conversation about \(HandledIntent.wireName) has ended."
      )
    }
    record(reply, to: question)
    let answer = voice.answer(in: reply)
    if answer == .cancel {
      end(.cancelled)
      return
    }
    switch question {
    case .value(let name):
      if case .text = reply, answer == .yes || answer == .no,
        try self.parameter(named: name).valueType != Bool.self
      {
        // "はい" at "Who?" answers a yes/no question nobody asked; it isn't a name.
        notUnderstood(name)
        return
      }
      try await receiveValue(reply, for: name)
    case .choice(let name, let options):
      try await receiveChoice(reply, for: name, among: options)
    case .confirmation(let name, let value):
      try await receiveConfirmation(reply, answering: answer, of: value, for: name)
    case .finalConfirmation:
      try await receiveFinalConfirmation(answering: answer)
    }
  }

  @inlinable
  mutating func receiveValue(_ reply: Reply, for name: String) async throws {
    let parameter = try self.parameter(named: name)
    switch reply {
    case .text, .value: break
    case .choice, .yes, .no, .cancel: throw unexpected(reply, "a value for \(name)")
    }
    try await takeOfferedValue(in: reply, for: parameter)
  }

  /// Sets the value a text or typed reply gives and advances, or rejects the reply if it gives
  /// none.
  ///
  /// A text reply is read and written in the parameter's own type, so its value isn't boxed.
  @inlinable
  mutating func takeOfferedValue(
    in reply: Reply,
    for parameter: PartialIntentParameter<HandledIntent>,
    hint: _ConversationVoice.Hint? = nil
  ) async throws {
    switch reply {
    case .text(let text):
      guard voice._setValue(ofParameter: parameter.name, parsing: text, in: &conversation.intent)
      else {
        reject(reply, for: parameter, hint: hint)
        return
      }
      try await advance(afterReplyTo: parameter.name)
    case .value(let typed):
      try await take(typed, from: reply, for: parameter)
    case .choice, .yes, .no, .cancel:
      reject(reply, for: parameter, hint: hint)
    }
  }

  /// Says why a reply's value can't be used, or that the reply wasn't understood, and asks
  /// for the parameter's value again.
  @inlinable
  mutating func reject(
    _ reply: Reply,
    for parameter: PartialIntentParameter<HandledIntent>,
    hint: _ConversationVoice.Hint? = nil
  ) {
    guard case .text(let text) = reply,
      let reason = parameter.unsupportedReason(forReply: text, in: context)
    else {
      notUnderstood(parameter.name, hint: hint)
      return
    }
    let request = ParameterRequest<HandledIntent>(
      parameterName: parameter.name,
      resolution: .unsupported(reason: reason)
    )
    ask(request, afterReplyTo: parameter.name)
  }

  /// Sets the value the user gave and advances.
  ///
  /// - Throws: ``ConversationError`` if the value isn't of the parameter's type.
  @inlinable
  mutating func take(
    _ value: AnyParameterValue,
    from reply: Reply,
    for parameter: PartialIntentParameter<HandledIntent>
  ) async throws {
    guard parameter.setValue(value, in: &conversation.intent) else {
      throw unexpected(reply, "a \(parameter.valueType) for \(parameter.name)")
    }
    try await advance(afterReplyTo: parameter.name)
  }

  @inlinable
  mutating func receiveChoice(
    _ reply: Reply,
    for name: String,
    among options: [AnyParameterValue]
  ) async throws {
    let index: Int?
    switch reply {
    case .choice(let typed):
      guard options.indices.contains(typed) else { throw unexpected(reply, "an option") }
      index = typed
    case .value(let value):
      guard let option = options.firstIndex(of: value) else {
        // A value that isn't one of the options is a new answer: resolve it like any other.
        try await receiveValue(reply, for: name)
        return
      }
      index = option
    case .text(let text):
      index = voice.chosenIndex(in: text, among: options)
    case .yes, .no, .cancel:
      throw unexpected(reply, "one of the options for \(name)")
    }
    guard let index else {
      notUnderstood(name, hint: .choice)
      return
    }
    try self.parameter(named: name).setValue(options[index], in: &conversation.intent)
    try await advance(afterReplyTo: name)
  }

  @inlinable
  mutating func receiveConfirmation(
    _ reply: Reply,
    answering answer: _ReplyAnswer?,
    of value: AnyParameterValue,
    for name: String
  ) async throws {
    let parameter = try self.parameter(named: name)
    switch answer {
    case .yes:
      parameter.setValue(value, in: &conversation.intent)
      conversation._confirmedValues[name] = value
      try await advance(afterReplyTo: name)
    case .no:
      parameter.setValue(nil, in: &conversation.intent)
      ask(ParameterRequest(parameterName: name, resolution: .needsValue), afterReplyTo: nil)
    case .cancel, nil:
      // "12 please", or a typed value, answers a confirmation with a value of its own.
      try await takeOfferedValue(in: reply, for: parameter, hint: .yesNo)
    }
  }

  @inlinable
  mutating func receiveFinalConfirmation(
    answering answer: _ReplyAnswer?
  ) async throws {
    switch answer {
    case .yes:
      try await handle()
    case .no:
      end(.declined)
    case .cancel, nil:
      if countFailure(for: Self.finalConfirmationKey) { return }
      // Confirm's answer words the question; a conversation from storage doesn't hold it.
      if conversation._confirmation == nil {
        guard try await confirmAgain() else { return }
      }
      sayNotUnderstood(nil, hint: .yesNo)
    }
  }

  /// Resolves a restored conversation from its first parameter and confirms it again, keeping
  /// confirm's answer for the final question; returns `false` when the user was asked something
  /// else or the conversation ended.
  ///
  /// Before handle, and before a restored conversation's final question is asked again.
  @inlinable
  mutating func confirmAgain() async throws -> Bool {
    conversation._isRestored = false
    conversation._stepIndex = 0
    guard try await resolveRemainingSteps(afterReplyTo: nil) else { return false }
    switch try await route._confirm(conversation.intent, calls: _RegisteredCalls()) {
    case .ended(let outcome):
      end(outcome)
      return false
    case .proceed(let confirmation):
      conversation._confirmation = confirmation
      return true
    }
  }

  /// The intent's parameter with a name, found through the compiled keys, which list the
  /// parameters in the intent's order, rather than by ``Intent/parameter(named:)``.
  @inlinable
  func knownParameter(named name: String) -> PartialIntentParameter<HandledIntent>? {
    guard let index = voice.parameterIndex(named: name) else { return nil }
    let parameters = HandledIntent.parameters
    return index < parameters.count && parameters[index].name == name ? parameters[index] : nil
  }

  @inlinable
  func parameter(named name: String) throws -> PartialIntentParameter<HandledIntent> {
    guard let parameter = knownParameter(named: name) else {
      throw ConversationError._noParameter(named: name, in: HandledIntent.wireName)
    }
    return parameter
  }

  @inlinable
  func unexpected(_ reply: Reply, _ expected: String) -> ConversationError {
    ConversationError(
      code: .unexpectedReply,
      message: "\(reply) doesn't answer the question; expected \(expected)."
    )
  }
}
