/// The app-specific terms the assistant should recognise, SiriKit's `INVocabulary`.
///
/// Register the names people use in your app that a general assistant wouldn't know: contacts
/// that aren't in the address book, account nicknames, organisations. As in SiriKit, each call
/// replaces every term of that type, and terms come in descending order of importance.
///
/// ```swift
/// let vocabulary = Vocabulary()
/// vocabulary.setVocabularyStrings(["Jane Appleseed", "Jane Doe"], of: .contactName)
/// vocabulary.setVocabulary(
///   [SpeakableString(vocabularyIdentifier: "john-appleseed", spokenPhrase: "my landlord")],
///   of: .contactName
/// )
/// ```
///
/// Terms given with ``setVocabulary(_:of:)`` may carry a ``SpeakableString/vocabularyIdentifier``
/// that names the app object the phrase stands for. IntentKit's payments domain reads them this
/// way: a `.contactName` term with an identifier is an alias of the contact with that identifier,
/// a `.contactName` term without one ranks the contacts it names first when several match, and
/// `.paymentsAccountNickname` and `.paymentsOrganizationName` terms with an identifier name the
/// ledger account with that identifier.
///
/// Unlike SiriKit there is no process-wide shared instance: create one and pass it to the
/// services that read it. It is safe to use from any task.
public final class Vocabulary: Sendable {
  /// The longest term SiriKit keeps, in bytes of UTF-16: 1024, roughly 500 characters.
  ///
  /// Longer terms are discarded, as SiriKit discards them.
  public static let maximumTermSizeInUTF16Bytes = 1024

  private let state = _Locked(State())

  private struct State {
    var terms: [VocabularyStringType: [SpeakableString]] = [:]
    var generation: UInt64 = 0
  }

  /// Creates an empty vocabulary.
  public init() {}

  /// Replaces every term of a type with the given strings, SiriKit's
  /// `setVocabularyStrings(_:of:)`.
  ///
  /// - Parameters:
  ///   - strings: The terms, most important first. Duplicates keep their first position;
  ///     empty strings and strings longer than ``maximumTermSizeInUTF16Bytes`` are discarded.
  ///   - type: The kind of term.
  public func setVocabularyStrings(_ strings: [String], of type: VocabularyStringType) {
    setVocabulary(strings.map { SpeakableString(spokenPhrase: $0) }, of: type)
  }

  /// Replaces every term of a type with the given speakable terms, SiriKit's
  /// `setVocabulary(_:of:)`.
  ///
  /// - Parameters:
  ///   - vocabulary: The terms, most important first; a term's
  ///     ``SpeakableString/vocabularyIdentifier`` names the app object it stands for. Duplicates
  ///     keep their first position; terms whose phrase is empty or longer than
  ///     ``maximumTermSizeInUTF16Bytes`` are discarded.
  ///   - type: The kind of term.
  public func setVocabulary(_ vocabulary: [SpeakableString], of type: VocabularyStringType) {
    var kept: [SpeakableString] = []
    var seen = Set<SpeakableString>()
    for term in vocabulary where Self.isKept(term.spokenPhrase) && seen.insert(term).inserted {
      kept.append(term)
    }
    state.withLock { state in
      state.terms[type] = kept.isEmpty ? nil : kept
      state.generation &+= 1
    }
  }

  /// Removes every term of every type, SiriKit's `removeAllVocabularyStrings()`.
  public func removeAllVocabularyStrings() {
    state.withLock { state in
      state.terms = [:]
      state.generation &+= 1
    }
  }

  /// Returns the phrases of a type's terms, most important first.
  public func vocabularyStrings(of type: VocabularyStringType) -> [String] {
    vocabulary(of: type).map(\.spokenPhrase)
  }

  /// Returns a type's terms, most important first.
  public func vocabulary(of type: VocabularyStringType) -> [SpeakableString] {
    state.withLock { $0.terms[type] ?? [] }
  }

  /// A number that changes whenever any term changes, so readers can cache what they derive.
  var generation: UInt64 {
    state.withLock { $0.generation }
  }

  /// Returns a type's terms together with the generation they belong to.
  func snapshot(of type: VocabularyStringType) -> (generation: UInt64, terms: [SpeakableString]) {
    state.withLock { ($0.generation, $0.terms[type] ?? []) }
  }

  private static func isKept(_ phrase: String) -> Bool {
    !phrase.allSatisfy(\.isWhitespace)
      && phrase.utf16.count * 2 <= maximumTermSizeInUTF16Bytes
  }
}
