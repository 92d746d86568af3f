/// The assistant's wording, as localisable templates keyed by what is being said.
///
/// The standard catalog speaks English, Japanese and Korean. Every prompt can be overridden for
/// one intent and parameter, for one intent, or everywhere, and new languages can be added:
///
/// ```swift
/// var prompts = PromptCatalog.standard
/// prompts.setPrompt("Who should get the money?", for: .needsValue, of: "payee",
///                   in: SendPaymentIntent.self)
/// prompts.setTemplate("Erledigt.", forKey: "status.success", language: Language(rawValue: "de"))
/// ```
///
/// ## Keys
///
/// The assistant looks a prompt up from the most specific key to the least, in the
/// conversation's language and then in English:
///
/// | Situation | Keys |
/// |---|---|
/// | Asking for a value | `<Intent>.<parameter>.needsValue`, `parameter.needsValue` |
/// | Offering choices | `<Intent>.<parameter>.disambiguation`, `parameter.disambiguation` |
/// | Confirming a value | `<Intent>.<parameter>.confirmationRequired`, `parameter.confirmationRequired` |
/// | Rejecting a value | `<Intent>.<parameter>.unsupported.<reason>`, `unsupported.<reason>`, `<Intent>.<parameter>.unsupported`, `parameter.unsupported` |
/// | Not understanding a reply | `<Intent>.<parameter>.notUnderstood`, `hint.<ValueType>` (a list's element type), `parameter.notUnderstood` |
/// | The final yes/no question | `<Intent>.finalConfirmation`, `finalConfirmation` |
/// | The answer | `<Intent>.<code>`, `response.<code>`, `status.<handlingStatus>` |
/// | Other endings | `ending.cancelled`, `ending.declined`, `ending.retryLimitReached`, `ending.timedOut`, `ending.failed` |
/// | A parameter's name | `<Intent>.<parameter>.name`, `parameter.<parameter>.name` |
/// | A value's name | `value.<Type>.<case>` |
/// | A list of values | `list.join` (`{list}, {item}`), `list.joinLast` (`{list} and {item}`), `list.empty` |
///
/// Templates fill `{placeholders}`: `{parameter}` (the parameter's name), `{value}` (the value
/// being asked about), `{reason}`, `{count}` (in a list of choices, how many there are), every
/// parameter of the intent by its name (`{payee}`,
/// `{currencyAmount}`), and the response's ``DialogArgumentProviding/dialogArguments(in:)``.
public struct PromptCatalog: Sendable {
  private(set) var tables: [Language: [String: String]]

  /// Creates a catalog from templates keyed by language and then by prompt key.
  public init(_ tables: [Language: [String: String]] = [:]) {
    self.tables = tables
  }

  /// The catalog IntentKit ships, in English, Japanese and Korean: the words every conversation
  /// uses (yes and no, endings, generic questions).
  ///
  /// Each domain's intents bring their own prompts (``PromptProviding``), which a
  /// ``ConversationEngine`` adds for the intents its dispatcher handles.
  public static let standard = PromptCatalog([
    .english: PromptCatalog.englishPrompts,
    .japanese: PromptCatalog.japanesePrompts,
    .korean: PromptCatalog.koreanPrompts,
  ])

  /// The languages the catalog has templates for.
  public var languages: [Language] {
    tables.keys.sorted { $0.rawValue < $1.rawValue }
  }

  /// Returns the template for a key in a language, falling back to the language's base
  /// (`ja` for `ja-JP`) and then to English.
  public func template(forKey key: String, language: Language) -> String? {
    template(forKeys: CollectionOfOne(key), language: language)
  }

  /// Returns the first template found for any of the keys, most specific first, trying every
  /// key in the language before falling back to another language.
  func template(forKeys keys: some Collection<String>, language: Language) -> String? {
    func lookUp(_ candidate: Language) -> String? {
      guard let table = tables[candidate] else { return nil }
      for key in keys {
        if let template = table[key] { return template }
      }
      return nil
    }
    if let template = lookUp(language) { return template }
    var base: Language?
    if let dash = language.rawValue.firstIndex(of: "-") {
      base = Language(rawValue: String(language.rawValue[..<dash]))
    }
    if let base, let template = lookUp(base) { return template }
    guard language != .english, base != .english else { return nil }
    return lookUp(.english)
  }

  /// Sets the template for a key in a language, replacing any template it had.
  public mutating func setTemplate(_ template: String, forKey key: String, language: Language) {
    tables[language, default: [:]][key] = template
  }

  /// Sets one of a parameter's prompts for one intent type.
  ///
  /// - Parameters:
  ///   - template: The wording, with `{placeholders}`.
  ///   - prompt: Which prompt to set.
  ///   - parameter: The parameter's name, such as `"payee"`.
  ///   - intentType: The intent whose parameter it is.
  ///   - language: The language of the wording; English by default.
  public mutating func setPrompt<HandledIntent: Intent>(
    _ template: String,
    for prompt: ParameterPrompt,
    of parameter: String,
    in intentType: HandledIntent.Type,
    language: Language = .english
  ) {
    setTemplate(
      template,
      forKey: "\(HandledIntent.wireName).\(parameter).\(prompt.rawValue)",
      language: language
    )
  }

  /// Returns a catalog with another catalog's templates added, replacing templates for the
  /// same key and language.
  public func merging(_ other: PromptCatalog) -> PromptCatalog {
    var merged = self
    for (language, table) in other.tables {
      merged.tables[language, default: [:]].merge(table) { _, new in new }
    }
    return merged
  }

  /// Every language's template for a key, for reading a value's name in any language.
  func valueNames(for key: String) -> [String] {
    tables.values.compactMap { $0[key] }
  }
}

/// One of the prompts the assistant says about a parameter.
public enum ParameterPrompt: String, Hashable, Sendable, CaseIterable {
  /// Asking for a missing value.
  case needsValue
  /// Offering a numbered list of options.
  case disambiguation
  /// Asking the user to confirm a suggested value.
  case confirmationRequired
  /// Saying why a value can't be used.
  case unsupported
  /// Saying a reply wasn't understood.
  case notUnderstood
  /// Giving up after too many unsuccessful replies.
  case retryLimitReached
  /// The parameter's name, as `{parameter}` in other prompts.
  case name
}

/// Fills a template's `{placeholders}`.
enum PromptTemplate {
  /// Returns the template with each `{name}` replaced by `arguments[name]`; unknown
  /// placeholders are left as written, so a missing argument is visible.
  ///
  /// Korean particle alternatives written as `을(를)`, `이(가)`, `은(는)`, `과(와)` or `으로(로)`
  /// are then resolved for the word before them, so "{parameter}을(를)" reads "수프를".
  static func render(_ template: String, _ arguments: [String: String]) -> String {
    render(template) { arguments[$0] }
  }

  /// Returns the template filled from `arguments` if every placeholder has a value; otherwise
  /// `nil`, so that a sentence built into another prompt's argument is left out rather than
  /// said with a `{placeholder}` showing (the prompt that uses it then gives way to a more
  /// general one).
  static func renderIfComplete(_ template: String, _ arguments: [String: String]) -> String? {
    renderIfComplete(template) { arguments[$0] }
  }

  /// Returns the template filled by `argument` if every placeholder has a value; otherwise
  /// `nil`.
  static func renderIfComplete(_ template: String, argument: (String) -> String?) -> String? {
    var isComplete = true
    let text = render(template) { name in
      let value = argument(name)
      if value == nil { isComplete = false }
      return value
    }
    return isComplete ? text : nil
  }

  /// Returns the template with each `{name}` replaced by `argument(name)`, asked only for the
  /// placeholders the template has; then resolves Korean particles as
  /// ``render(_:_:)`` does.
  static func render(_ template: String, argument: (String) -> String?) -> String {
    resolvingKoreanParticles(substituting(template, argument))
  }

  private static func substituting(_ template: String, _ argument: (String) -> String?) -> String {
    let utf8 = template.utf8
    guard var open = utf8.firstIndex(of: UInt8(ascii: "{")) else { return template }
    var result = ""
    var rest = template.startIndex
    while true {
      result += template[rest..<open]
      guard let close = utf8[open...].firstIndex(of: UInt8(ascii: "}")) else {
        return result + template[open...]
      }
      let name = String(template[utf8.index(after: open)..<close])
      result += argument(name) ?? "{\(name)}"
      rest = utf8.index(after: close)
      guard let next = utf8[rest...].firstIndex(of: UInt8(ascii: "{")) else { break }
      open = next
    }
    return result + template[rest...]
  }

  /// The particle pairs: the form after a final consonant, then the form after a vowel.
  private static let koreanParticles:
    [(written: String, afterConsonant: String, afterVowel: String)] = [
      ("으로(로)", "으로", "로"), ("을(를)", "을", "를"), ("이(가)", "이", "가"), ("은(는)", "은", "는"),
      ("과(와)", "과", "와"),
    ]

  static func resolvingKoreanParticles(_ text: String) -> String {
    // Every particle is written with a "(", which most prompts don't have: look for one in the
    // text's bytes, which is much quicker than stepping through its `utf8` view.
    guard text.withUTF8Bytes({ $0.contains(UInt8(ascii: "(")) }) else { return text }
    var result = text
    for particle in koreanParticles {
      var searchStart = result.startIndex
      while let range = result[searchStart...].firstRange(of: particle.written) {
        let previous = result[..<range.lowerBound].last?.unicodeScalars.first?.value
        guard let previous, (0xAC00...0xD7A3).contains(previous) else {
          searchStart = range.upperBound  // not after Hangul: leave both forms
          continue
        }
        let finalConsonant = (previous - 0xAC00) % 28
        // ㄹ (8) takes 로, like a vowel, for the instrumental particle.
        let takesConsonantForm =
          finalConsonant != 0 && !(particle.written == "으로(로)" && finalConsonant == 8)
        let replacement = takesConsonantForm ? particle.afterConsonant : particle.afterVowel
        let offset = result.distance(from: result.startIndex, to: range.lowerBound)
        result.replaceSubrange(range, with: replacement)
        searchStart = result.index(result.startIndex, offsetBy: offset + replacement.count)
      }
    }
    return result
  }
}
