/// A contact directory held in memory and indexed once, fast enough for millions of contacts.
///
/// Build it once from the app's contacts; it never changes afterwards, so lookups take no lock
/// and need no actor hop. Names are indexed by their folded words (IntentKit's text folding): given name,
/// family name, nickname and display name.
///
/// ```swift
/// let directory = InMemoryContactDirectory(contacts: contacts, vocabulary: vocabulary)
/// directory.contacts(matching: "Jane")          // Jane Appleseed, Jane Doe
/// directory.contacts(matching: "jane app")      // Jane Appleseed
/// directory.contacts(matching: "ＡＰＰＬＥＳＥＥＤ")  // Jane Appleseed, John Appleseed
/// directory.contacts(withHandle: .phoneNumber("+1 408 555 0101"))
/// ```
///
/// ## Matching
///
/// A name matches in one of three tiers, and only the first tier that finds anyone counts:
///
/// 1. **Whole words.** Every word the user said is a whole word of the contact's names ("jane",
///    "appleseed jane", "bobby"), or the whole phrase is one of the contact's vocabulary
///    aliases.
/// 2. **Prefixes.** Every word the user said starts a different word of the contact's names:
///    "jane app" and "j appleseed" match Jane Appleseed.
/// 3. **Typos.** Every word the user said starts a different word of the contact's names, or is
///    one edit away from it: one character inserted, deleted or replaced, or two neighbouring
///    characters swapped. "Jane Appelseed", "Jnae Appleseed" and "jnae app" match Jane
///    Appleseed.
///
/// Typos are forgiven only in words of at least four characters, and only for name words of at
/// least four characters, so that "Bob" never stands for "Rob" and "Jane" never for "Jan".
/// Characters are the Unicode scalars of the folded words, so "田中健次" is one typo from
/// "田中健二". Every word may have its own typo; the third tier only runs when the first two find
/// nobody, so an exact or prefix match is never crowded out by a typo match.
///
/// Contacts that match equally well are all returned, in directory order, so that two contacts
/// whose names fold to the same text always lead to disambiguation, never to an arbitrary pick.
///
/// ## Vocabulary
///
/// The directory reads the `.contactName` terms of its ``vocabulary`` at lookup time:
///
/// - A term with a ``SpeakableString/vocabularyIdentifier`` equal to a contact's identifier is an
///   alias of that contact: `SpeakableString(vocabularyIdentifier: "john-appleseed",
///   spokenPhrase: "my landlord")` makes "my landlord" match John Appleseed as a whole phrase.
/// - A term without an identifier that equals a contact's display name ranks that contact: when
///   several contacts match, the ones the vocabulary names come first, in the vocabulary's order
///   of importance. Ranking orders the choices; it never removes one.
///
/// ## Cost
///
/// Lookups binary-search the sorted words and intersect the query words' lists of contacts,
/// starting from the rarest word and reading each list in order; they never scan every contact.
/// Typos are found by walking the sorted words as a trie, one binary search per candidate word,
/// with no further index. The index stores every word once and every posting as a 32-bit
/// contact index, and handles and identifiers as 32-bit hashes with 32-bit indices.
public final class InMemoryContactDirectory: ContactDirectory {
  /// The contacts, in the order given.
  public let contacts: [Contact]

  /// The vocabulary whose `.contactName` terms add aliases and rank matches, if any.
  public let vocabulary: Vocabulary?

  private let names: ContactNameIndex
  private let handles: HashedKeyIndex
  private let identifiers: HashedKeyIndex
  private let vocabularyCache = _Locked<ContactVocabulary?>(nil)

  /// Creates a directory and builds its indexes.
  ///
  /// - Parameters:
  ///   - contacts: The contacts; their identifiers must be unique.
  ///   - vocabulary: The vocabulary whose `.contactName` terms the directory reads.
  /// - Precondition: No two contacts have the same identifier.
  public init(contacts: [Contact], vocabulary: Vocabulary? = nil) {
    self.contacts = contacts
    self.vocabulary = vocabulary
    self.names = contacts.withUnsafeBufferPointer { contacts in
      ContactNameIndex(contactCount: contacts.count) { index, body in
        contacts[index].forEachIndexedName(body)
      }
    }
    var handleEntries: [UInt64] = []
    var identifierEntries: [UInt64] = []
    handleEntries.reserveCapacity(contacts.count)
    identifierEntries.reserveCapacity(contacts.count)
    var key: [UInt8] = []
    var hashes: [UInt32] = []
    contacts.withUnsafeBufferPointer { contacts in
      for index in contacts.indices {
        hashes.removeAll(keepingCapacity: true)
        for handle in contacts[index].handles where HandleKey.key(for: handle, into: &key) {
          // Two keys of one contact with one hash need one entry: lookups check real keys.
          let hash = key.withUnsafeBufferPointer(HashedKeyIndex.hash(_:))
          if !hashes.contains(hash) {
            hashes.append(hash)
            handleEntries.append(UInt64(hash) << 32 | UInt64(index))
          }
        }
        identifierEntries.append(
          UInt64(HashedKeyIndex.hash(contacts[index].id)) << 32 | UInt64(index)
        )
      }
    }
    self.handles = HashedKeyIndex(unsortedEntries: handleEntries)
    self.identifiers = HashedKeyIndex(unsortedEntries: identifierEntries)
    for run in identifiers.collisions() {
      let ids = run.map { contacts[Int($0)].id }
      precondition(Set(ids).count == ids.count, "Two contacts share an identifier.")
    }
  }

  /// The number of contacts.
  public var count: Int {
    contacts.count
  }

  /// The bytes the directory's indexes hold, beyond the contacts themselves.
  public var indexByteCount: Int {
    names.byteCount + handles.byteCount + identifiers.byteCount
  }

  // MARK: - Lookups

  /// Returns the contacts whose names match what the user said, best matches first.
  ///
  /// Names longer than 256 bytes or of more than eight words match
  /// nobody.
  ///
  /// - Parameters:
  ///   - name: The name as the user said or typed it.
  ///   - limit: The most contacts to return.
  /// - Returns: The whole-word matches, or else the prefix matches, or else the matches with
  ///   typos, each in directory order; contacts the vocabulary names come first.
  public func contacts(matching name: String, limit: Int = .max) -> [Contact] {
    indices(matching: name, limit: limit).map { contacts[Int($0)] }
  }

  /// Returns the contacts that have a handle, usually one.
  public func contacts(withHandle handle: PersonHandle) -> [Contact] {
    guard let key = HandleKey.key(for: handle) else { return [] }
    return handles.candidates(forKey: key)
      .map { contacts[handles.contact(at: $0)] }
      .filter { HandleKey.keys(for: $0.handles).contains(key) }
  }

  /// Returns the contact with an identifier, if the directory has one.
  public func contact(withIdentifier identifier: String) -> Contact? {
    index(ofIdentifier: identifier).map { contacts[$0] }
  }

  private func index(ofIdentifier identifier: String) -> Int? {
    for candidate in identifiers.candidates(forKey: identifier) {
      let index = identifiers.contact(at: candidate)
      if contacts[index].id == identifier { return index }
    }
    return nil
  }

  private func indices(matching name: String, limit: Int) -> ArraySlice<UInt32> {
    guard limit > 0, name.utf8.count <= TextLimits.maximumNameLength else { return [] }
    let query = NameTokenizer.wordBytes(of: name)
    guard !query.isEmpty, query.count <= NameTokenizer.maximumQueryWords else { return [] }
    let terms = currentVocabulary()
    let ranks = terms?.ranks ?? [:]
    let scanLimit = ranks.isEmpty ? limit : .max
    var matches = names.wholeWordMatches(query, limit: scanLimit)
    if let aliases = terms?.aliases, !aliases.isEmpty {
      for alias in aliases[Self.phrase(of: query)] ?? [] where !matches.contains(alias) {
        matches.append(alias)
      }
    }
    if matches.isEmpty {
      matches = names.prefixMatches(query, limit: scanLimit)[...]
    }
    if matches.isEmpty {
      matches = names.typoMatches(query, limit: scanLimit)[...]
    }
    if !ranks.isEmpty, matches.count > 1 {
      matches =
        matches.enumerated()
        .sorted { left, right in
          let leftRank = ranks[left.element] ?? .max
          let rightRank = ranks[right.element] ?? .max
          return leftRank != rightRank ? leftRank < rightRank : left.offset < right.offset
        }
        .map(\.element)[...]
    }
    return matches.prefix(limit)
  }

  // MARK: - Vocabulary

  /// The key of an alias: its folded words joined by single spaces.
  private static func phrase(of words: [[UInt8]]) -> String {
    words.count == 1
      ? String(decoding: words[0], as: UTF8.self)
      : String(decoding: Array(words.joined(separator: [0x20])), as: UTF8.self)
  }

  /// The aliases and ranks of the vocabulary's current `.contactName` terms, derived once per
  /// change of the vocabulary.
  private func currentVocabulary() -> ContactVocabulary? {
    guard let vocabulary else { return nil }
    let generation = vocabulary.generation
    if let cached = vocabularyCache.withLock({ $0 }), cached.generation == generation {
      return cached
    }
    let snapshot = vocabulary.snapshot(of: .contactName)
    let derived = derive(snapshot.terms, generation: snapshot.generation)
    vocabularyCache.withLock { $0 = derived }
    return derived
  }

  private func derive(_ terms: [SpeakableString], generation: UInt64) -> ContactVocabulary {
    var aliases: [String: [UInt32]] = [:]
    var ranks: [UInt32: Int] = [:]
    for (position, term) in terms.enumerated() {
      let words = NameTokenizer.wordBytes(of: term.spokenPhrase)
      guard !words.isEmpty, words.count <= NameTokenizer.maximumQueryWords else { continue }
      let phrase = Self.phrase(of: words)
      let named: [UInt32]
      if let identifier = term.vocabularyIdentifier {
        guard let index = index(ofIdentifier: identifier) else { continue }
        let contact = UInt32(truncatingIfNeeded: index)
        if !aliases[phrase, default: []].contains(contact) {
          aliases[phrase, default: []].append(contact)
        }
        named = [contact]
      } else {
        named = names.wholeWordMatches(words, limit: .max).filter {
          NameTokenizer.wordBytes(of: contacts[Int($0)].displayName) == words
        }
      }
      for contact in named where ranks[contact] == nil {
        ranks[contact] = position
      }
    }
    return ContactVocabulary(generation: generation, aliases: aliases, ranks: ranks)
  }
}

/// What a directory derives from `.contactName` vocabulary terms.
struct ContactVocabulary: Sendable {
  /// The vocabulary generation the terms came from.
  let generation: UInt64
  /// Contacts by the folded words of an alias, joined by single spaces.
  let aliases: [String: [UInt32]]
  /// The position of the first term that names a contact, by contact index.
  let ranks: [UInt32: Int]
}
