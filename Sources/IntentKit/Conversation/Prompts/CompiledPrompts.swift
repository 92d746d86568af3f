/// A prompt catalog compiled for conversations: every template parsed once into segments, and
/// every key a conversation can say given a number, so that a turn finds its prompt and fills it
/// without building a key string or hashing one.
///
/// A ``ConversationEngine`` compiles its catalog when it is created or its configuration changes.
/// Lookups follow ``PromptCatalog/template(forKey:language:)``: the most specific key first, every
/// key in the conversation's language, then its base language, then English; an app's override
/// wins because it replaced the template in the catalog before compiling.
final class CompiledPrompts: Sendable {
  /// The catalog compiled, which ``DialogContext/prompts`` carries for values and responses.
  let catalog: PromptCatalog

  /// The number of each key any language of the catalog has.
  private let ids: [String: Int]

  /// The position of each language's table in ``templates``, counted in tables.
  private let languageIndices: [Language: Int]

  /// The chain of each of the catalog's languages, worked out once; a conversation's language
  /// is found by comparing, not hashing, for a catalog has few.
  private let chains: [(language: Language, chain: LanguageChain)]

  /// Every language's templates, one table after another, each by key number; `nil` where the
  /// language lacks the key.
  ///
  /// One array, not an array per language: reading a template out of a language's own array
  /// retained that array first.
  private let templates: [PromptTemplate.Compiled?]

  /// The keys each intent type's conversations say, by intent type.
  private let intentKeys: TypeTable<IntentKeys>

  /// The keys every conversation says, whatever its intent.
  let shared: SharedKeys

  /// Compiles a catalog for conversations about the given intent types.
  init(_ catalog: PromptCatalog, intentTypes: [any Intent.Type]) {
    self.catalog = catalog
    var ids: [String: Int] = [:]
    var languageIndices: [Language: Int] = [:]
    var templates: [PromptTemplate.Compiled?] = []
    let languages = catalog.languages
    for key in languages.flatMap({ catalog.tables[$0, default: [:]].keys }).sorted()
    where ids[key] == nil {
      ids[key] = ids.count
    }
    for (index, language) in languages.enumerated() {
      languageIndices[language] = index
      var table = [PromptTemplate.Compiled?](repeating: nil, count: ids.count)
      for (key, template) in catalog.tables[language, default: [:]] {
        if let id = ids[key] { table[id] = PromptTemplate.Compiled(template) }
      }
      templates += table
    }
    self.ids = ids
    self.languageIndices = languageIndices
    self.chains = languages.map { language in
      (language, Self.languageChain(for: language, languageIndices: languageIndices))
    }
    self.templates = templates
    self.shared = SharedKeys(ids: ids)
    var intentKeys = TypeTable<IntentKeys>()
    for type in intentTypes {
      intentKeys.set(IntentKeys(type, ids: ids), for: type)
    }
    self.intentKeys = intentKeys
  }

  /// The keys of an intent type's conversations; compiled on the spot for a type the catalog
  /// wasn't compiled for.
  func keys<HandledIntent: Intent>(for type: HandledIntent.Type) -> IntentKeys {
    intentKeys[type] ?? IntentKeys(type, ids: ids)
  }

  /// The keys of a parameter an intent type doesn't have, such as one named in a conversation
  /// changed in storage: looked up by name, as a catalog looks keys up.
  func keys(forUnknownParameter name: String, of wireName: String) -> ParameterKeys {
    ParameterKeys(name: name, valueType: nil, of: wireName, ids: ids)
  }

  /// The number of a key some language of the catalog has.
  func id(forKey key: String) -> Int? {
    ids[key]
  }

  /// The tables a conversation in a language reads, in order: the language's, its base
  /// language's (`ja` for `ja-JP`), then English's.
  func languageChain(for language: Language) -> LanguageChain {
    chains.first { $0.language == language }?.chain
      ?? Self.languageChain(for: language, languageIndices: languageIndices)
  }

  private static func languageChain(
    for language: Language,
    languageIndices: [Language: Int]
  ) -> LanguageChain {
    var chain = LanguageChain()
    chain.append(languageIndices[language])
    var base: Language?
    if let dash = language.rawValue.firstIndex(of: "-") {
      base = Language(rawValue: String(language.rawValue[..<dash]))
    }
    if let base { chain.append(languageIndices[base]) }
    if language != .english, base != .english { chain.append(languageIndices[.english]) }
    return chain
  }

  /// Returns the first template found for any of the keys from `start` on, trying every key in
  /// a language before falling back to the next language of the chain.
  func template(
    for keys: PromptKeys,
    from start: Int = 0,
    in chain: LanguageChain
  ) -> PromptTemplate.Compiled? {
    let keyCount = ids.count
    for position in 0..<chain.count {
      let table = chain[position] * keyCount
      for index in start..<keys.count {
        if let template = templates[table + keys[index]] { return template }
      }
    }
    return nil
  }
}

// MARK: - Keys

extension CompiledPrompts {
  /// The numbers of the keys every conversation says; `nil` where no language has the key.
  struct SharedKeys: Sendable {
    /// `parameter.<prompt>`, by ``ParameterPrompt``.
    let parameterPrompts: ByCase<ParameterPrompt>
    /// `status.<status>`, by handling status.
    let statuses: ByCase<IntentHandlingStatus>
    /// `unsupported.<reason>`, by reason identifier.
    let unsupportedReasons: [String: Int]
    let finalConfirmation: Int?
    let listItem: Int?
    let hintChoice: Int?
    let hintYesNo: Int?
    let endingCancelled: Int?
    let endingDeclined: Int?
    let endingRetryLimitReached: Int?
    let endingTimedOut: Int?
    let endingFailed: Int?
    let wordYes: Int?
    let wordNo: Int?
    let wordCancel: Int?

    init(ids: [String: Int]) {
      parameterPrompts = ByCase { ids["parameter.\($0.rawValue)"] }
      statuses = ByCase { ids["status.\($0)"] }
      var reasons: [String: Int] = [:]
      for (key, id) in ids where key.hasPrefix("unsupported.") {
        reasons[String(key.dropFirst("unsupported.".count))] = id
      }
      self.unsupportedReasons = reasons
      finalConfirmation = ids["finalConfirmation"]
      listItem = ids["list.item"]
      hintChoice = ids["hint.choice"]
      hintYesNo = ids["hint.yesNo"]
      endingCancelled = ids["ending.cancelled"]
      endingDeclined = ids["ending.declined"]
      endingRetryLimitReached = ids["ending.retryLimitReached"]
      endingTimedOut = ids["ending.timedOut"]
      endingFailed = ids["ending.failed"]
      wordYes = ids["word.yes"]
      wordNo = ids["word.no"]
      wordCancel = ids["word.cancel"]
    }
  }

  /// The numbers of the keys one intent type's conversations say.
  ///
  /// A class, so that a conversation's voice holds one reference to them, retained once a turn,
  /// rather than each of their arrays and the dialog.
  final class IntentKeys: Sendable {
    /// The intent type's name, which begins its keys.
    let wireName: String
    /// The keys of each parameter, in the order of the intent's ``Intent/parameters``.
    let parameters: [ParameterKeys]
    /// `<Intent>.finalConfirmation`.
    let finalConfirmation: Int?
    /// Each response code's raw value, name, such as `failureInsufficientFunds`, and keys,
    /// `<Intent>.<code>` and then `response.<code>`; an intent has a dozen codes or so, so one
    /// is found by comparing raw values.
    private let responses: [(code: Int, name: String, keys: PromptKeys)]
    /// How values of each parameter are spoken and read: an `_IntentDialog<HandledIntent>`.
    let dialog: any AnyObject & Sendable

    init<HandledIntent: Intent>(_ type: HandledIntent.Type, ids: [String: Int]) {
      let wireName = HandledIntent.wireName
      self.wireName = wireName
      dialog = _IntentDialog<HandledIntent>()
      parameters = HandledIntent.parameters.map { parameter in
        ParameterKeys(name: parameter.name, valueType: parameter.valueType, of: wireName, ids: ids)
      }
      finalConfirmation = ids["\(wireName).finalConfirmation"]
      responses = HandledIntent.Response.Code.allCases.map { code in
        let name = code.name
        var keys = PromptKeys()
        keys.append(ids["\(wireName).\(name)"])
        keys.append(ids["response.\(name)"])
        return (code.rawValue, name, keys)
      }
    }

    /// The name and keys of the response code with a raw value, if the intent has it.
    func response(code: Int) -> (name: String, keys: PromptKeys)? {
      responses.first { $0.code == code }.map { ($0.name, $0.keys) }
    }

    /// The keys of the parameter with a name, if the intent has one.
    func parameter(named name: String) -> ParameterKeys? {
      parameters.first { $0.name == name }
    }
  }

  /// The numbers of the keys one parameter of one intent type is spoken about with.
  struct ParameterKeys: Sendable {
    /// The parameter's name.
    let name: String
    /// `<Intent>.<parameter>.<prompt>`, by ``ParameterPrompt``.
    let prompts: ByCase<ParameterPrompt>
    /// `<Intent>.<parameter>.unsupported.<reason>`, by reason identifier.
    let unsupportedReasons: [String: Int]
    /// `parameter.<parameter>.name`.
    let genericName: Int?
    /// `hint.<ValueType>`, with a list's element type.
    let hint: Int?

    init(
      name: String,
      valueType: (any IntentValue.Type)?,
      of wireName: String,
      ids: [String: Int]
    ) {
      self.name = name
      let prefix = "\(wireName).\(name)."
      prompts = ByCase { ids[prefix + $0.rawValue] }
      let reasonPrefix = prefix + "unsupported."
      var reasons: [String: Int] = [:]
      for (key, id) in ids where key.hasPrefix(reasonPrefix) {
        reasons[String(key.dropFirst(reasonPrefix.count))] = id
      }
      unsupportedReasons = reasons
      genericName = ids["parameter.\(name).name"]
      guard var valueType else {
        hint = nil
        return
      }
      // A list's reply is one element, so the element's hint serves.
      while let list = valueType as? any ParameterValueList.Type {
        valueType = list.elementValueType
      }
      hint = ids["hint.\(valueType)"]
    }
  }

  /// A key number for each case of a small enum (``ParameterPrompt``,
  /// ``IntentHandlingStatus``), read by the case's position, not hashed.
  struct ByCase<Key: PositionedCase>: Sendable {
    private var numbers: [Int?]

    init(_ number: (Key) -> Int?) {
      numbers = Array(repeating: nil, count: (Key.allCases.map(\.position).max() ?? -1) + 1)
      for key in Key.allCases { numbers[key.position] = number(key) }
    }

    subscript(key: Key) -> Int? { numbers[key.position] }
  }

  /// Up to four key numbers, most specific first, held without an allocation.
  struct PromptKeys: Sendable {
    private var storage: (Int, Int, Int, Int) = (0, 0, 0, 0)

    /// The number of keys.
    private(set) var count = 0

    /// Adds a key that some language has; a key none has can't be found, so it is left out.
    mutating func append(_ id: Int?) {
      guard let id, count < 4 else { return }
      switch count {
      case 0: storage.0 = id
      case 1: storage.1 = id
      case 2: storage.2 = id
      default: storage.3 = id
      }
      count += 1
    }

    subscript(index: Int) -> Int {
      switch index {
      case 0: storage.0
      case 1: storage.1
      case 2: storage.2
      default: storage.3
      }
    }
  }

  /// Up to three language tables, in the order a lookup reads them.
  struct LanguageChain: Sendable {
    private var storage: (Int, Int, Int) = (0, 0, 0)

    /// The number of tables.
    private(set) var count = 0

    /// Adds a language's table if the catalog has one and the chain doesn't yet.
    mutating func append(_ index: Int?) {
      guard let index, count < 3, !(0..<count).contains(where: { self[$0] == index }) else {
        return
      }
      switch count {
      case 0: storage.0 = index
      case 1: storage.1 = index
      default: storage.2 = index
      }
      count += 1
    }

    subscript(position: Int) -> Int {
      switch position {
      case 0: storage.0
      case 1: storage.1
      default: storage.2
      }
    }
  }
}

/// A case of an enum whose cases have distinct small positions, which
/// ``CompiledPrompts/ByCase`` reads its numbers by.
protocol PositionedCase: CaseIterable {
  /// The case's position: distinct for each case, from 0.
  var position: Int { get }
}

extension ParameterPrompt: PositionedCase {
  var position: Int {
    switch self {
    case .needsValue: 0
    case .disambiguation: 1
    case .confirmationRequired: 2
    case .unsupported: 3
    case .notUnderstood: 4
    case .retryLimitReached: 5
    case .name: 6
    }
  }
}

extension IntentHandlingStatus: PositionedCase {
  var position: Int { rawValue }
}
