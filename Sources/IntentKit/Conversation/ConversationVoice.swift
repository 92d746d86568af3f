// What the assistant says, whatever the intent: prompts found by number in the compiled catalog
// and filled. The conversation's step, which is generic over the intent and specialised where
// it is called, decides what to say and passes in what only it knows (a parameter's value as
// words, a response's arguments); the words are made here, in code that isn't generic, so the
// step reaches the catalog through the few entry points below.

/// The words of one conversation: its intent type's compiled prompts, read in its language's
/// tables.
@usableFromInline
struct _ConversationVoice: Sendable {
  /// What prompts and values are spoken with: the language, the catalog, the default currency,
  /// and the time, which every turn sets.
  @usableFromInline var context: DialogContext
  /// The engine's compiled catalog.
  private let prompts: CompiledPrompts
  /// The keys of the conversation's intent type.
  private let keys: CompiledPrompts.IntentKeys
  /// The tables the conversation's language reads, in order.
  private let languages: CompiledPrompts.LanguageChain
  /// How the intent type's parameter values are spoken and read: an `_IntentDialog` of it.
  ///
  /// The same object as `keys.dialog`, kept here so that the inlinable look-ups read a stored
  /// property: read through a getter, every value spoken retained it (12 more retains a typed
  /// payment dialogue).
  @usableFromInline let _dialog: any AnyObject & Sendable

  /// The intent type's name, which begins its keys.
  private var wireName: String { keys.wireName }

  /// The voice of a conversation about an intent type, in a language.
  ///
  /// The context is taken, not copied: copied, each of its references was retained once more
  /// every turn.
  init<HandledIntent: Intent>(
    for type: HandledIntent.Type,
    context: consuming DialogContext,
    prompts: CompiledPrompts
  ) {
    self.languages = prompts.languageChain(for: context.language)
    self.context = context
    self.prompts = prompts
    self.keys = prompts.keys(for: type)
    self._dialog = keys.dialog
  }

  /// What the conversation does with the values of the parameter of `Root` with a name.
  @inlinable
  func _dialogEntry<Root: Intent>(
    ofParameter name: String,
    of type: Root.Type
  ) -> _IntentDialog<Root>.Entry? {
    guard let index = parameterIndex(named: name) else { return nil }
    return _intentDialog(of: Root.self)?.entry(at: index)
  }

  /// The voice's `_IntentDialog`, if `Root` is the voice's intent type.
  @inlinable
  func _intentDialog<Root: Intent>(of type: Root.Type) -> _IntentDialog<Root>? {
    // The dialog is a final class made for the voice's intent type.
    _exactCast(_dialog, to: _IntentDialog<Root>.self)
  }

  /// The dialog arguments of a response to the voice's intent type (see
  /// ``DialogArgumentProviding``), or none.
  @inlinable
  func _dialogArguments<Root: Intent>(
    of response: Root.Response,
    to type: Root.Type
  ) -> [String: String] {
    guard let dialog = _intentDialog(of: type) else {
      return _IntentDialog<Root>.responseArgumentsReader()?(response, context) ?? [:]
    }
    return dialog.responseArguments?(response, context) ?? [:]
  }

  /// The words for an intent's value of the parameter with a name, if it has one.
  @inlinable
  func _spokenValue<Root: Intent>(
    ofParameter name: String,
    in intent: UnsafePointer<Root>
  ) -> String? {
    _dialogEntry(ofParameter: name, of: Root.self)?.speak(intent, context)
  }

  /// The words for a value of the parameter of `Root` with a name.
  @inlinable
  func _spoken<Root: Intent>(
    _ value: AnyParameterValue,
    ofParameter name: String,
    of type: Root.Type
  ) -> String {
    _dialogEntry(ofParameter: name, of: type)?.speakValue(value, context)
      ?? value.spokenPhrase(in: context)
  }

  /// Reads a reply as a value of the parameter with a name and writes it into an intent;
  /// returns `false`, leaving the intent unchanged, if the reply doesn't describe one.
  @inlinable
  func _setValue<Root: Intent>(
    ofParameter name: String,
    parsing reply: String,
    in intent: inout Root
  ) -> Bool {
    _dialogEntry(ofParameter: name, of: Root.self)?.read(reply, context, &intent) ?? false
  }

  /// A hint that replaces the parameter's own when a reply didn't answer the question asked.
  @usableFromInline
  enum Hint {
    /// A numbered choice was asked for: `hint.choice`.
    case choice
    /// Yes or no was asked for: `hint.yesNo`.
    case yesNo

    /// The hint's key in the catalog.
    var key: String {
      switch self {
      case .choice: "hint.choice"
      case .yesNo: "hint.yesNo"
      }
    }
  }

  /// An ending said with the catalog's shared words, whatever the intent.
  @usableFromInline
  enum SharedEnding {
    /// `ending.failed`: a handler failed.
    case failed
    /// `ending.timedOut`: a handler missed its deadline.
    case timedOut
    /// `ending.cancelled`: the user cancelled.
    case cancelled
    /// `ending.declined`: the user said no to the final question.
    case declined
    /// `ending.retryLimitReached`: too many replies to the final question weren't understood.
    case retryLimitReached
  }

  // MARK: - Questions

  /// Asks for a parameter's value: `<Intent>.<parameter>.needsValue`.
  ///
  /// Each prompt below reads the intent's values through `value`, which returns the words for
  /// the value of the parameter it names, if the intent has one.
  @usableFromInline
  func askForValue(of name: String, value: (String) -> String?) -> String {
    prompt(parameterKeys(name, .needsValue), about: name, value: value) {
      "\(wireName).\(name).needsValue"
    }
  }

  /// Offers numbered options for a parameter: the heading, then one `list.item` per option.
  @usableFromInline
  func offer(
    _ options: [AnyParameterValue],
    for name: String,
    value: (String) -> String?
  ) -> String {
    let items = options.enumerated().map { offset, option in
      prompt(
        sharedKeys(\.listItem),
        about: nil,
        given: { placeholder in
          switch placeholder {
          case "number": String(offset + 1)
          case "option": option.spokenPhrase(in: context)
          default: nil
          }
        },
        value: value,
        orKey: "list.item"
      )
    }
    let heading = prompt(
      parameterKeys(name, .disambiguation),
      about: name,
      given: { $0 == "count" ? String(options.count) : nil },
      value: value,
      orKey: "\(wireName).\(name).disambiguation"
    )
    return ([heading] + items).joined(separator: "\n")
  }

  /// Asks the user to confirm a value the handler suggests for a parameter, given as words.
  @usableFromInline
  func askToConfirm(
    _ phrased: String,
    for name: String,
    value: (String) -> String?
  ) -> String {
    prompt(
      parameterKeys(name, .confirmationRequired),
      about: name,
      given: { $0 == "value" ? phrased : nil },
      value: value,
      orKey: "\(wireName).\(name).confirmationRequired"
    )
  }

  /// Asks whether to go ahead, with confirm's response's dialog arguments.
  @usableFromInline
  func askFinalConfirmation(
    arguments: [String: String],
    value: (String) -> String?
  ) -> String {
    var keys = CompiledPrompts.PromptKeys()
    keys.append(self.keys.finalConfirmation)
    keys.append(prompts.shared.finalConfirmation)
    return prompt(
      keys,
      about: nil,
      given: { arguments[$0] },
      value: value,
      orKey: "\(wireName).finalConfirmation"
    )
  }

  /// Says why a value can't be used for a parameter, most specific reason first.
  @usableFromInline
  func explainUnsupported(
    _ name: String,
    reason: UnsupportedReason?,
    value: (String) -> String?
  ) -> String {
    prompt(
      unsupportedKeys(name, reason),
      about: name,
      given: { reason?.arguments[$0] },
      value: value,
      orKey: "\(wireName).\(name).unsupported" + (reason.map { ".\($0.identifier)" } ?? "")
    )
  }

  /// Says a reply wasn't understood, with a hint of what would be: about a parameter, or about
  /// the final question when `name` is `nil`.
  @usableFromInline
  func notUnderstood(_ name: String?, hint: Hint?, value: (String) -> String?) -> String {
    var keys = CompiledPrompts.PromptKeys()
    let parameter = name.map { parameterKeys($0) }
    keys.append(parameter?.prompts[.notUnderstood])
    switch hint {
    case .choice: keys.append(prompts.shared.hintChoice)
    case .yesNo: keys.append(prompts.shared.hintYesNo)
    case nil: keys.append(parameter?.hint)
    }
    keys.append(prompts.shared.parameterPrompts[.notUnderstood])
    return prompt(keys, about: name, value: value) {
      if let name { return "\(wireName).\(name).notUnderstood" }
      return hint?.key ?? "parameter.notUnderstood"
    }
  }

  // MARK: - Endings

  /// Says a response: `<Intent>.<code>`, `response.<code>`, then `status.<status>`.
  ///
  /// - Parameters:
  ///   - code: The response code's raw value, which numbers its keys.
  ///   - codeName: The response code's name, for a code the intent's compiled keys lack.
  ///   - status: The response's handling status, whose words come last.
  ///   - given: The response's own arguments for placeholders.
  ///   - value: The words for the intent's value of a parameter, by name.
  /// - Returns: The response in words, and the code's name, read from the compiled keys
  ///   rather than through ``IntentResponseCode/name``'s lookup.
  @usableFromInline
  func respond(
    code: Int,
    codeName: () -> String,
    status: IntentHandlingStatus,
    given: (String) -> String?,
    value: (String) -> String?
  ) -> (text: String, codeName: String) {
    let compiled = self.keys.response(code: code)
    let name = compiled?.name ?? codeName()
    var keys = compiled?.keys ?? CompiledPrompts.PromptKeys()
    keys.append(prompts.shared.statuses[status])
    let text = prompt(keys, about: nil, given: given, value: value, orKey: "\(wireName).\(name)")
    return (text, name)
  }

  /// Says an ending the catalog words the same for every intent.
  @usableFromInline
  func end(_ ending: SharedEnding, value: (String) -> String?) -> String {
    switch ending {
    case .failed:
      prompt(sharedKeys(\.endingFailed), about: nil, value: value, orKey: "ending.failed")
    case .timedOut:
      prompt(sharedKeys(\.endingTimedOut), about: nil, value: value, orKey: "ending.timedOut")
    case .cancelled:
      prompt(sharedKeys(\.endingCancelled), about: nil, value: value, orKey: "ending.cancelled")
    case .declined:
      prompt(sharedKeys(\.endingDeclined), about: nil, value: value, orKey: "ending.declined")
    case .retryLimitReached:
      prompt(
        sharedKeys(\.endingRetryLimitReached),
        about: nil,
        value: value,
        orKey: "ending.retryLimitReached"
      )
    }
  }

  /// Gives up on a parameter after too many replies that didn't answer.
  @usableFromInline
  func giveUp(on name: String, value: (String) -> String?) -> String {
    prompt(parameterKeys(name, .retryLimitReached), about: name, value: value) {
      "\(wireName).\(name).retryLimitReached"
    }
  }

  // MARK: - Replies

  /// The yes, no or cancel a reply gives, if it gives one.
  @usableFromInline
  func answer(in reply: Reply) -> _ReplyAnswer? {
    switch reply {
    case .yes: .yes
    case .no: .no
    case .cancel: .cancel
    case .text(let text): ReplyWords.answer(in: text)
    case .value(let value): value.value(as: Bool.self).map { $0 ? .yes : .no }
    case .choice: nil
    }
  }

  /// The words for a typed yes, no or cancel in the transcript: `word.<answer>`.
  @usableFromInline
  func word(for answer: _ReplyAnswer, value: (String) -> String?) -> String {
    switch answer {
    case .yes: prompt(sharedKeys(\.wordYes), about: nil, value: value, orKey: "word.yes")
    case .no: prompt(sharedKeys(\.wordNo), about: nil, value: value, orKey: "word.no")
    case .cancel: prompt(sharedKeys(\.wordCancel), about: nil, value: value, orKey: "word.cancel")
    }
  }

  /// Returns the option a text reply chooses: by position ("the second", "2"), "the last", the
  /// option's words, or one word of them that names only that option.
  @usableFromInline
  func chosenIndex(in text: String, among options: [AnyParameterValue]) -> Int? {
    switch ReplyWords.choice(in: text) {
    case .position(let position)?:
      return options.indices.contains(position - 1) ? position - 1 : nil
    case .last?:
      return options.indices.last
    case nil:
      let said = TextFolding.fold(text)
      let names = options.map { TextFolding.fold($0.spokenPhrase(in: context)) }
      if let exact = names.firstIndex(of: said) { return exact }
      let partial = names.indices.filter { names[$0].split(separator: " ").contains { $0 == said } }
      return partial.count == 1 ? partial[0] : nil
    }
  }

  /// The position of a parameter of the intent in its ``Intent/parameters``, found through
  /// the compiled keys, which list them in that order.
  @usableFromInline
  func parameterIndex(named name: String) -> Int? {
    keys.parameters.firstIndex { $0.name == name }
  }

  /// Joins two sentences: with a space, except after full-width punctuation, which Japanese
  /// writes without one ("…です。何名…").
  @usableFromInline
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

  // MARK: - Prompts

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
  ///   - value: The words for the intent's value of a parameter, by name.
  ///   - firstKey: The most specific key as text, said if the catalog has none of the keys.
  /// - Returns: The filled prompt, or the first key if the catalog has none of them.
  private func prompt(
    _ keys: CompiledPrompts.PromptKeys,
    about name: String?,
    given: (String) -> String? = { _ in nil },
    value: (String) -> String?,
    orKey firstKey: () -> String
  ) -> String {
    guard let template = prompts.template(for: keys, in: languages) else { return firstKey() }
    func fill(_ template: PromptTemplate.Compiled) -> (text: String, isComplete: Bool) {
      template.fill { placeholder in
        argument(placeholder, about: name, given: given, value: value)
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

  private func prompt(
    _ keys: CompiledPrompts.PromptKeys,
    about name: String?,
    given: (String) -> String? = { _ in nil },
    value: (String) -> String?,
    orKey firstKey: @autoclosure () -> String
  ) -> String {
    prompt(keys, about: name, given: given, value: value, orKey: firstKey)
  }

  /// The keys of a shared prompt, such as `ending.cancelled`.
  private func sharedKeys(
    _ key: KeyPath<CompiledPrompts.SharedKeys, Int?>
  ) -> CompiledPrompts.PromptKeys {
    var keys = CompiledPrompts.PromptKeys()
    keys.append(prompts.shared[keyPath: key])
    return keys
  }

  /// The compiled keys of a parameter of the intent.
  private func parameterKeys(_ name: String) -> CompiledPrompts.ParameterKeys {
    keys.parameter(named: name) ?? prompts.keys(forUnknownParameter: name, of: wireName)
  }

  /// `<Intent>.<parameter>.<prompt>`, then `parameter.<prompt>`.
  private func parameterKeys(
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
  private func unsupportedKeys(
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
  private func argument(
    _ placeholder: String,
    about name: String?,
    given: (String) -> String?,
    value: (String) -> String?
  ) -> String? {
    if let given = given(placeholder) { return given }
    if let name {
      switch placeholder {
      case "parameter":
        let parameter = parameterKeys(name)
        var keys = CompiledPrompts.PromptKeys()
        keys.append(parameter.prompts[.name])
        keys.append(parameter.genericName)
        return prompts.template(for: keys, in: languages)?.source ?? name.wordsFromCamelCase
      case "value":
        return value(name) ?? ""
      default:
        break
      }
    }
    return value(placeholder)
  }
}
