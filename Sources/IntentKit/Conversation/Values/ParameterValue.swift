/// A type whose values the assistant can read from what the user says and speak in its prompts.
///
/// Every ``IntentValue`` can fill a parameter; in a conversation the assistant also needs to read
/// values from the user's words and to speak them, which the dialog requirements provide:
///
/// ```swift
/// enum Soup: String, ParameterValue, CaseIterable {
///   case tomatoBisque, clamChowder   // "tomato bisque" parses; speaks as "tomato bisque"
/// }
/// ```
///
/// Case-iterable enumerations get both requirements for free, reading and speaking their case
/// names or the names a ``PromptCatalog`` gives them. Other types that don't implement
/// ``init(reply:context:)`` can still be answered with typed replies, and so can parameters whose
/// values are only an ``IntentValue``.
public protocol ParameterValue: IntentValue {
  /// Creates a value from the user's free-text reply, or returns `nil` if the reply doesn't
  /// describe one.
  init?(reply: String, context: DialogContext)

  /// Returns why a free-text reply states a value of this type that can't be used, or `nil` if
  /// it states none, or one that ``init(reply:context:)`` reads.
  ///
  /// The conversation engine asks when ``init(reply:context:)`` returns `nil`. With a reason,
  /// the assistant says why the value can't be used, as it does for a resolver's
  /// ``Resolution/unsupported(reason:)``, instead of that it didn't understand; so
  /// ``CurrencyAmount`` answers "$12.345" with "$12.345 has more decimals than dollars allow."
  /// The wording is the catalog's `unsupported.<identifier>`.
  static func unsupportedReason(
    forReply reply: String,
    context: DialogContext
  )
    -> UnsupportedReason?

  /// Returns the words that name this value in the assistant's prompts.
  func spokenPhrase(in context: DialogContext) -> String
}

// MARK: - Default implementations

extension ParameterValue {
  /// The default implementation, which reads no free text: the parameter takes typed replies only.
  public init?(reply: String, context: DialogContext) {
    nil
  }

  /// The default implementation, which finds no reason: a reply that doesn't read as a value
  /// isn't understood.
  public static func unsupportedReason(
    forReply reply: String,
    context: DialogContext
  ) -> UnsupportedReason? {
    nil
  }

  /// The default implementation, which describes the value with `String(describing:)`.
  public func spokenPhrase(in context: DialogContext) -> String {
    String(describing: self)
  }
}

extension ParameterValue where Self: CaseIterable {
  /// The default implementation for enumerations, which accepts a case's name as written or in
  /// words (`tomatoBisque`, "tomato bisque") or its name in any language of the prompt catalog.
  public init?(reply: String, context: DialogContext) {
    let folded = TextFolding.fold(reply)
    let match = Self.allCases.first { candidate in
      let name = String(describing: candidate)
      return folded == TextFolding.fold(name)
        || folded == TextFolding.fold(name.wordsFromCamelCase)
        || context.prompts.valueNames(for: candidate.valueNameKey).contains {
          TextFolding.fold($0) == folded
        }
    }
    guard let match else { return nil }
    self = match
  }

  /// The default implementation for enumerations, which uses the catalog's name for the case
  /// in the conversation's language, or the case name in words.
  public func spokenPhrase(in context: DialogContext) -> String {
    context.prompts.template(forKey: valueNameKey, language: context.language)
      ?? String(describing: self).wordsFromCamelCase
  }

  /// The catalog key for this case's name, such as `value.Soup.tomatoBisque`.
  var valueNameKey: String {
    "value.\(Self.self).\(self)"
  }
}

// MARK: - Standard library values

extension String: ParameterValue {
  /// Creates a string from a reply: the reply itself, trimmed.
  public init?(reply: String, context: DialogContext) {
    let trimmed = reply.trimmingWhitespace
    guard !trimmed.isEmpty else { return nil }
    self = trimmed
  }

  /// Returns the string itself.
  public func spokenPhrase(in context: DialogContext) -> String {
    self
  }
}

extension Int: ParameterValue {
  /// Creates an integer from digits ("12", "1,000", "１２") or number words in English,
  /// Japanese or Korean ("twelve", "十二", "열두").
  public init?(reply: String, context: DialogContext) {
    guard let value = NumberParsing.integer(in: reply) else { return nil }
    self = value
  }

  /// Returns the number in digits.
  public func spokenPhrase(in context: DialogContext) -> String {
    String(self)
  }
}

extension Bool: ParameterValue {
  /// Creates a Boolean value from yes or no in English, Japanese or Korean.
  public init?(reply: String, context: DialogContext) {
    switch ReplyWords.answer(in: reply) {
    case .yes: self = true
    case .no: self = false
    case .cancel, nil: return nil
    }
  }

  /// Returns "yes" or "no" in the conversation's language.
  public func spokenPhrase(in context: DialogContext) -> String {
    context.prompts.template(forKey: self ? "word.yes" : "word.no", language: context.language)
      ?? (self ? "yes" : "no")
  }
}

extension String {
  /// The string with leading and trailing white space removed.
  var trimmingWhitespace: String {
    // Most text starts and ends with an ASCII letter, digit or sign: return it as it is.
    func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
      !isASCIIWhitespace(first), !isASCIIWhitespace(last)
    {
      return self
    }
    guard let start = firstIndex(where: { !$0.isWhitespace }),
      let end = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[start...end])
  }

  /// A Boolean value that indicates whether the string begins with `prefix`, as
  /// `hasPrefix(_:)` answers; see ``fastHasSuffix(_:)``.
  func fastHasPrefix(_ prefix: String) -> Bool {
    switch Self.bytewiseAffix(prefix, of: self) {
    case true?: utf8.starts(with: prefix.utf8)
    case false?: false
    case nil: hasPrefix(prefix)
    }
  }

  /// A Boolean value that indicates whether the string ends with `suffix`, as `hasSuffix(_:)`
  /// answers, without comparing characters when the string is ASCII.
  ///
  /// The parsers test replies against lists of words in three scripts, and `hasSuffix(_:)`
  /// compares characters under canonical equivalence, a few hundred nanoseconds a test.
  func fastHasSuffix(_ suffix: String) -> Bool {
    switch Self.bytewiseAffix(suffix, of: self) {
    case true?: utf8.reversed().starts(with: suffix.utf8.reversed())
    case false?: false
    case nil: hasSuffix(suffix)
    }
  }

  /// Whether an affix of an ASCII text is found by its bytes (`true`), can't be there
  /// (`false`), or must be compared as characters (`nil`).
  ///
  /// In ASCII text every byte is a character but for CR LF, which an affix without CR or LF
  /// can neither match nor split. A non-ASCII affix matches ASCII text only through scalars
  /// canonically equivalent to ASCII, of which there are three: KELVIN SIGN (K), GREEK
  /// QUESTION MARK (;) and GREEK VARIA (`).
  private static func bytewiseAffix(_ affix: String, of text: String) -> Bool? {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    if affix.utf8.allSatisfy({ $0 < 0x80 }) {
      return affix.utf8.contains { $0 == 0x0D || $0 == 0x0A } ? nil : true
    }
    let mayMatch = affix.unicodeScalars.contains {
      switch $0.value {
      case 0x212A, 0x037E, 0x1FEF: true
      default: false
      }
    }
    return mayMatch ? nil : false
  }

  /// The string with every `target` replaced by `replacement`, as `replacing(_:with:)` gives
  /// it; in one pass over the bytes when the string and `target` are ASCII.
  ///
  /// In ASCII text every byte is a character of its own but for a CR LF pair, which a target
  /// without either byte can neither match nor split, so the bytes match where the characters
  /// do. Other text goes through `replacing(_:with:)`.
  func replacingEvery(_ target: String, with replacement: String) -> String {
    let pattern = Array(target.utf8)
    guard let first = pattern.first, pattern.allSatisfy({ $0 < 0x80 && $0 != 0x0D && $0 != 0x0A }),
      utf8.allSatisfy({ $0 < 0x80 })
    else { return replacing(target, with: replacement) }
    guard utf8.contains(first) else { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    let text = Array(utf8)
    var index = 0
    while index < text.count {
      if text[index] == first, text[index...].starts(with: pattern) {
        bytes.append(contentsOf: replacement.utf8)
        index += pattern.count
      } else {
        bytes.append(text[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A camel-case identifier as lowercase words: `tomatoBisque` becomes "tomato bisque".
  var wordsFromCamelCase: String {
    var words = ""
    for character in self {
      if character.isUppercase, !words.isEmpty { words.append(" ") }
      words.append(contentsOf: character.lowercased())
    }
    return words
  }
}

extension Character {
  /// A Boolean value that indicates whether the character is one of the ASCII digits alone:
  /// "5", not "5" with a combining mark, which sorts between "0" and "9" too.
  var isASCIIDigit: Bool {
    asciiValue.map { (0x30...0x39).contains($0) } ?? false
  }
}

extension StringProtocol {
  /// A Boolean value that indicates whether the text is ASCII digits alone, as many as `counts`
  /// allows: "26" for a two-digit year, "05" for minutes.
  func isASCIIDigits(count counts: ClosedRange<Int>) -> Bool {
    counts.contains(utf8.count) && utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
  }
}
