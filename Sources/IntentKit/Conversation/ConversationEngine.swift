#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The assistant's side of a conversation: it turns each resolution into a question, reads the
/// user's reply, feeds it back to the same resolver, and carries the intent through confirm and
/// handle.
///
/// With the contacts of `PaymentsSampleWorld` (from `IntentKitSamples`), two of them called Jane:
///
/// ```swift
/// let engine = ConversationEngine(dispatcher: dispatcher)
/// var conversation = try await engine.start(
///   SendPaymentIntent(payee: Person(displayName: "Jane")),
///   saying: "Send money to Jane"
/// )
/// // Assistant: Which Jane?
/// //   1. Jane Appleseed
/// //   2. Jane Doe
/// try await engine.reply("the first one", to: &conversation)
/// // Assistant: How much do you want to send to Jane Appleseed?
/// try await engine.reply("50", to: &conversation)
/// // Assistant: Send $50.00 to Jane Appleseed?
/// try await engine.reply("yes", to: &conversation)
/// // Assistant: Sent $50.00 to Jane Appleseed.
/// ```
///
/// The engine follows SiriKit's lifecycle contract: every value the user gives goes back through
/// the parameter's resolver; unsupported values are explained and asked again; each parameter
/// allows ``Configuration/retryLimit`` unsuccessful replies before the conversation ends; intents
/// that move money or book rides ask a final yes/no before handle; handle runs at most once; and
/// "cancel" at any turn ends the conversation with nothing handled.
///
/// The engine holds no conversation state: every call takes a ``Conversation`` value and returns
/// it advanced, so conversations can be stored between turns and resumed anywhere.
///
/// A turn is `@inlinable`, as ``IntentRoute/run(_:)`` is, so that it is specialized for the
/// conversation's intent type in the module that calls it; measured in `intentkit-bench`, that
/// makes a turn a quarter to a third cheaper than generic code called across the module boundary.
public struct ConversationEngine: Sendable {
  /// What the engine holds, in one immutable object: copying an engine, out of a dictionary of
  /// engines by user or into a task, retains one reference instead of every field's.
  @usableFromInline var _core: _ConversationEngineCore

  /// The dispatcher whose handlers the conversations run.
  @inlinable
  public var dispatcher: IntentDispatcher { _core.dispatcher }

  /// The languages, prompts, limits and clock the engine uses.
  ///
  /// Setting it compiles the engine's prompts again, once per change.
  @inlinable
  public var configuration: Configuration {
    get { _core.configuration }
    set { _core = _ConversationEngineCore(replacing: newValue, in: _core) }
  }

  /// Creates an engine over a dispatcher's handlers.
  ///
  /// The engine speaks with the configuration's prompts on top of the prompts of every intent
  /// type the dispatcher has a handler for (``PromptProviding``).
  public init(dispatcher: IntentDispatcher, configuration: Configuration = Configuration()) {
    self._core = _ConversationEngineCore(
      dispatcher: dispatcher,
      configuration: configuration,
      intentPrompts: PromptCatalog(providedBy: dispatcher.intentTypes)
    )
  }

  /// Starts a conversation about an intent and runs it until the assistant needs the user or
  /// the conversation ends.
  ///
  /// Values the intent already has are resolved like any other, so a pre-filled value the
  /// handler can't use is questioned at once.
  ///
  /// - Parameters:
  ///   - intent: The request, with whatever parameters the user already gave.
  ///   - utterance: What the user said to start the conversation, for the transcript.
  ///   - language: The language to speak; the configuration's language by default.
  /// - Returns: The conversation, waiting for a reply or ended.
  /// - Throws: ``IntentDispatchError`` if no handler is registered for the intent's type or its
  ///   identifier is taken, `CancellationError` if the task is cancelled, and any error an
  ///   interceptor throws.
  @inlinable
  public func start<HandledIntent: Intent>(
    _ intent: consuming HandledIntent,
    saying utterance: String? = nil,
    language: Language? = nil
  ) async throws -> Conversation<HandledIntent> {
    try await _start(
      Conversation(intent: intent, language: language ?? _core.configuration.language),
      saying: utterance
    )
  }

  /// Starts a conversation about a request that stated values that can't be used, and runs it
  /// until the assistant needs the user or the conversation ends.
  ///
  /// A request can state a value no value of the parameter's type can be: "Send $12.345 to Bob"
  /// has more decimals than dollars allow. Leaving the parameter empty would let its resolver
  /// choose in the user's place, such as suggesting the last amount sent; instead, when
  /// resolution reaches the parameter, the assistant says the reason and asks for a value, as
  /// it does for a resolver's ``Resolution/unsupported(reason:)``. A reason is typically the
  /// value type's ``ParameterValue/unsupportedReason(forReply:context:)`` for the words the
  /// request used:
  ///
  /// ```swift
  /// let context = engine.dialogContext(for: .english)
  /// let reason = CurrencyAmount.unsupportedReason(forReply: "$12.345", context: context)
  /// var conversation = try await engine.start(
  ///   SendPaymentIntent(payee: Person(displayName: "Bob")),
  ///   saying: "Send $12.345 to Bob",
  ///   rejecting: ["currencyAmount": reason].compactMapValues { $0 }
  /// )
  /// // Assistant: $12.345 has more decimals than dollars allow. How much do you want to send to
  /// // Bob Brown?
  /// ```
  ///
  /// A parameter the intent has a value for is resolved as usual, and its rejection dropped.
  ///
  /// - Parameters:
  ///   - intent: The request, with the parameters the user gave that can be used.
  ///   - utterance: What the user said to start the conversation, for the transcript.
  ///   - language: The language to speak; the configuration's language by default.
  ///   - rejections: Why the values the request stated for these parameters can't be used,
  ///     keyed by parameter name.
  /// - Returns: The conversation, waiting for a reply or ended.
  /// - Throws: ``ConversationError`` with code ``ConversationError/Code/unexpectedReply`` if a
  ///   key isn't one of the intent's parameters, and otherwise as
  ///   ``start(_:saying:language:)``.
  @inlinable
  public func start<HandledIntent: Intent>(
    _ intent: consuming HandledIntent,
    saying utterance: String? = nil,
    language: Language? = nil,
    rejecting rejections: [String: UnsupportedReason]
  ) async throws -> Conversation<HandledIntent> {
    for name in rejections.keys where HandledIntent.parameter(named: name) == nil {
      throw ConversationError._noParameter(named: name, in: HandledIntent.wireName)
    }
    var conversation = Conversation(
      intent: intent,
      language: language ?? _core.configuration.language
    )
    conversation._rejectedValues = rejections
    return try await _start(conversation, saying: utterance)
  }

  /// Records the request and runs a new conversation from its first parameter.
  @inlinable
  func _start<HandledIntent: Intent>(
    _ conversation: consuming Conversation<HandledIntent>,
    saying utterance: String?
  ) async throws -> Conversation<HandledIntent> {
    // Room for a request, a question and two replies with their answers, in one allocation.
    conversation.transcript.reserveCapacity(6)
    if let utterance {
      conversation.transcript.append(.init(speaker: .user, text: utterance, event: .request))
    }
    let (route, voice) = try _turn(HandledIntent.self, language: conversation.language)
    // Consumed: passed as they were, the voice was copied once more, four retains a turn.
    var step = _ConversationStep(
      consume conversation,
      route: consume route,
      voice: consume voice,
      engine: self
    )
    try await step.begin()
    // Checked before it is bound: binding copied the optional existential, through its type's
    // metadata, on every turn of an engine that donates nothing.
    if _core.configuration.donations != nil, let donations = _core.configuration.donations {
      await donateIfHandled(step, to: donations)
    }
    return step.conversation
  }

  /// Applies the user's reply and runs the conversation until the assistant needs the user
  /// again or the conversation ends.
  ///
  /// - Parameters:
  ///   - reply: What the user answered.
  ///   - conversation: The conversation, as ``start(_:saying:language:)`` or an earlier reply
  ///     left it, possibly decoded from storage; it is advanced in place.
  /// - Throws: ``ConversationError`` if the conversation has ended or a typed reply doesn't
  ///   answer the question, and otherwise as ``start(_:saying:language:)``. When this throws,
  ///   `conversation` is unchanged and nothing was handled.
  @inlinable
  public func reply<HandledIntent: Intent>(
    _ reply: Reply,
    to conversation: inout Conversation<HandledIntent>
  ) async throws {
    // The step takes the conversation itself, so that the reply changes it in place; a reply
    // that throws restores the checkpoint.
    let (route, voice) = try _turn(HandledIntent.self, language: conversation.language)
    let checkpoint = Conversation._Checkpoint(conversation)
    var step = _ConversationStep(
      consume conversation,
      route: consume route,
      voice: consume voice,
      engine: self
    )
    do {
      try await step.receive(reply)
    } catch {
      checkpoint.restore(&step.conversation)
      conversation = step.conversation
      throw error
    }
    conversation = step.conversation
    if _core.configuration.donations != nil, let donations = _core.configuration.donations {
      await donateIfHandled(step, to: donations)
    }
  }

  /// The route and the words of a turn of a conversation about an intent type, in a language.
  ///
  /// For the dispatcher's intent types and the prompts' languages both were made with the
  /// engine, so a turn finds them by type and by comparing its language with the few the
  /// prompts have, and only reads the clock; otherwise they are made on the spot.
  ///
  /// - Throws: ``IntentDispatchError`` with code ``IntentDispatchError/Code/handlerNotFound``
  ///   if no handler is registered for the type.
  @inlinable
  func _turn<HandledIntent: Intent>(
    _ type: HandledIntent.Type,
    language: Language
  ) throws -> (route: IntentRoute<HandledIntent>, voice: _ConversationVoice) {
    if let turns = _core._turns(of: type), let index = _core._languageIndex(of: language) {
      // Copied out once and changed in place; an initializer that took the voice copied it twice.
      var voice = turns.voices[index]
      voice.context.now = _core.configuration.now()
      return (turns.route, voice)
    }
    return (try _core.dispatcher.route(for: type), _voice(for: type, language: language))
  }

  /// The words of a conversation about an intent type, in a language, made on the spot.
  @usableFromInline
  func _voice<HandledIntent: Intent>(
    for type: HandledIntent.Type,
    language: Language
  ) -> _ConversationVoice {
    _ConversationVoice(
      for: type,
      context: dialogContext(for: language),
      prompts: _core.compiledPrompts
    )
  }

  /// Returns the context replies are read and values spoken in, for a language.
  public func dialogContext(for language: Language) -> DialogContext {
    DialogContext(settings: _core.contextSettings(for: language), now: _core.configuration.now())
  }
}

extension ConversationEngine {
  /// The languages, prompts, limits and clock a conversation engine uses.
  public struct Configuration: Sendable {
    /// The language conversations speak unless started in another.
    public var language: Language

    /// The app's prompts; ``PromptCatalog/standard`` unless the app overrides some.
    ///
    /// The engine speaks with these on top of the prompts of the intents it has handlers for
    /// (``PromptProviding``), so a domain's prompts needn't be merged in here.
    public var prompts: PromptCatalog

    /// The unsuccessful replies a parameter allows before the conversation ends; 3 by default.
    public var retryLimit: Int

    /// The currency of an amount said without one.
    public var defaultCurrency: Currency

    /// The calendar, with its time zone, that dates are read and spoken in.
    public var calendar: Calendar

    /// The clock that "today" and "tomorrow" are relative to; inject one for tests.
    public var now: @Sendable () -> Date

    /// Where conversations that end with a successful handle are donated, such as a
    /// ``DonationStore``; `nil` to donate nothing.
    ///
    /// The engine donates only when handle answered with a code whose handling status is
    /// ``IntentHandlingStatus/success``: never after a cancel, a decline, a failure, the retry
    /// limit, a failed confirmation or an interceptor's answer. The interaction's identifier is
    /// the intent's, so the donation can be deleted by it; its date is ``now``. A donation that
    /// fails doesn't change the conversation; it is reported to the dispatcher's
    /// ``IntentDispatcher/Configuration/diagnosticsHandler``.
    public var donations: (any InteractionDonating)?

    /// Creates a configuration.
    public init(
      language: Language = .english,
      prompts: PromptCatalog = .standard,
      retryLimit: Int = 3,
      defaultCurrency: Currency = .usd,
      calendar: Calendar = .gregorianUTC,
      now: @escaping @Sendable () -> Date = { Date() },
      donations: (any InteractionDonating)? = nil
    ) {
      precondition(retryLimit > 0, "The retry limit must allow at least one reply.")
      self.language = language
      self.prompts = prompts
      self.retryLimit = retryLimit
      self.defaultCurrency = defaultCurrency
      self.calendar = calendar
      self.now = now
      self.donations = donations
    }
  }
}

/// Everything a ``ConversationEngine`` holds, built once per configuration and never changed.
@usableFromInline
final class _ConversationEngineCore: Sendable {
  /// The dispatcher whose handlers the conversations run.
  @usableFromInline let dispatcher: IntentDispatcher
  /// The languages, prompts, limits and clock the engine uses.
  @usableFromInline let configuration: ConversationEngine.Configuration
  /// The prompts of the dispatcher's intent types that provide them (``PromptProviding``).
  let intentPrompts: PromptCatalog
  /// The prompts conversations speak: the intents' prompts under the configuration's.
  let prompts: PromptCatalog
  /// `prompts` compiled: parsed templates, keyed by number for each intent type's conversations.
  let compiledPrompts: CompiledPrompts
  /// The dialog context's settings in the configuration's language, then in every other
  /// language the prompts have, made once for every turn.
  let settingsByLanguage: [_DialogSettings]
  /// The languages of ``settingsByLanguage``, in its order.
  @usableFromInline let languages: [Language]
  /// Each of the dispatcher's intent types' route and voices, a `_ConversationTurns` of the
  /// type, made once for every turn.
  @usableFromInline let turns: TypeTable<any AnyObject & Sendable>

  /// Merges the configuration's prompts over the intents' and compiles them.
  init(
    dispatcher: IntentDispatcher,
    configuration: ConversationEngine.Configuration,
    intentPrompts: PromptCatalog
  ) {
    self.dispatcher = dispatcher
    self.configuration = configuration
    self.intentPrompts = intentPrompts
    self.prompts = intentPrompts.merging(configuration.prompts)
    self.compiledPrompts = CompiledPrompts(prompts, intentTypes: dispatcher.intentTypes.intentTypes)
    let languages =
      [configuration.language] + prompts.languages.filter { $0 != configuration.language }
    self.settingsByLanguage = languages.map { [prompts] language in
      Self.contextSettings(in: language, prompts: prompts, configuration: configuration)
    }
    self.languages = languages
    var turns = TypeTable<any AnyObject & Sendable>()
    for type in dispatcher.intentTypes.intentTypes {
      let made = Self.turns(
        of: type,
        dispatcher: dispatcher,
        settings: settingsByLanguage,
        prompts: compiledPrompts
      )
      if let made { turns.set(made, for: type) }
    }
    self.turns = turns
  }

  /// An intent type's route, and its voice with each of `settings`.
  private static func turns<HandledIntent: Intent>(
    of type: HandledIntent.Type,
    dispatcher: IntentDispatcher,
    settings: [_DialogSettings],
    prompts: CompiledPrompts
  ) -> (any AnyObject & Sendable)? {
    guard let route = try? dispatcher.route(for: type) else { return nil }
    // Every turn sets the time its voice speaks at; this one is never read.
    let voices = settings.map { settings in
      _ConversationVoice(
        for: type,
        context: DialogContext(settings: settings, now: Date(timeIntervalSince1970: 0)),
        prompts: prompts
      )
    }
    return _ConversationTurns(route: route, voices: voices)
  }

  /// The route and voices of an intent type, if the engine made them.
  @inlinable
  func _turns<HandledIntent: Intent>(
    of type: HandledIntent.Type
  ) -> _ConversationTurns<HandledIntent>? {
    // `turns` files each type's `_ConversationTurns`, a final class, under the type's identifier.
    turns[type].flatMap { _exactCast($0, to: _ConversationTurns<HandledIntent>.self) }
  }

  /// The position of a language's voice in every `_ConversationTurns`, if the prompts have the
  /// language.
  @inlinable
  func _languageIndex(of language: Language) -> Int? {
    languages.firstIndex(of: language)
  }

  /// The dialog context's settings in a language: made once if the prompts have the language,
  /// made on the spot otherwise.
  func contextSettings(for language: Language) -> _DialogSettings {
    if let index = _languageIndex(of: language) { return settingsByLanguage[index] }
    return Self.contextSettings(in: language, prompts: prompts, configuration: configuration)
  }

  /// The dialog context's settings in a language, with the configuration's currency and
  /// calendar.
  private static func contextSettings(
    in language: Language,
    prompts: PromptCatalog,
    configuration: ConversationEngine.Configuration
  ) -> _DialogSettings {
    _DialogSettings(
      .init(
        language: language,
        prompts: prompts,
        defaultCurrency: configuration.defaultCurrency,
        calendar: configuration.calendar
      )
    )
  }

  /// The core of the same dispatcher with another configuration.
  @usableFromInline
  convenience init(
    replacing configuration: ConversationEngine.Configuration,
    in core: _ConversationEngineCore
  ) {
    self.init(
      dispatcher: core.dispatcher,
      configuration: configuration,
      intentPrompts: core.intentPrompts
    )
  }
}

/// The route of an intent type and its voice in each language of the engine's prompts: what a
/// turn of a conversation about the type needs besides the time.
@usableFromInline
final class _ConversationTurns<HandledIntent: Intent>: Sendable {
  /// The route the dispatcher gives the type.
  @usableFromInline let route: IntentRoute<HandledIntent>
  /// The voice in each language, in the order of ``_ConversationEngineCore/languages``.
  @usableFromInline let voices: [_ConversationVoice]

  init(route: IntentRoute<HandledIntent>, voices: [_ConversationVoice]) {
    self.route = route
    self.voices = voices
  }
}
