// Typo-tolerant matching: words one edit away, found in the sorted word table without any extra
// index.

extension ContactNameIndex {
  /// The fewest characters (Unicode scalars of the folded word) that a query word, and the name
  /// word it stands for, need for one to match the other with a typo.
  static let minimumTypoWordLength = 4

  /// Returns the contacts that match when a query word may also stand for a name word one edit
  /// away from it, each query word matching a different word of the contact's names.
  ///
  /// A query word matches the words it starts, as in ``prefixMatches(_:limit:)``, and, if it has
  /// at least ``minimumTypoWordLength`` characters, the words of at least that many characters
  /// that ``identifiers(withinOneEditOf:)`` finds.
  ///
  /// - Parameters:
  ///   - query: The distinct folded words of the query, as UTF-8 bytes.
  ///   - limit: The most contacts to return.
  /// - Returns: The indices of the matching contacts, ascending; none if no query word has a
  ///   word one edit away.
  func typoMatches(_ query: [[UInt8]], limit: Int) -> [UInt32] {
    var sets: [WordSet] = []
    var hasTypo = false
    for word in query {
      let range = range(ofWordsWithPrefix: word)
      let extras = identifiers(withinOneEditOf: word).filter { !range.contains($0) }
      if range.isEmpty && extras.isEmpty { return [] }
      hasTypo = hasTypo || !extras.isEmpty
      sets.append(WordSet(range: range, extras: extras))
    }
    return hasTypo ? matches(sets, limit: limit) : []
  }

  /// Returns the identifiers of the words one edit away from a word, ascending: one character
  /// inserted, deleted or replaced, or two neighbouring characters swapped.
  ///
  /// Characters are Unicode scalars. The word itself isn't among them, and neither the word nor
  /// any word returned is shorter than ``minimumTypoWordLength`` characters.
  ///
  /// The sorted table is walked as a trie: for every prefix of the word that starts any word,
  /// the characters that follow it in the table are the only candidates for an insertion or a
  /// replacement there, and each candidate word is one binary search within that prefix's
  /// range. The cost grows with the word's length and the table's branching, never with the
  /// number of contacts.
  func identifiers(withinOneEditOf word: [UInt8]) -> [UInt32] {
    let offsets = Self.characterOffsets(of: word)
    let length = offsets.count - 1
    guard length >= Self.minimumTypoWordLength else { return [] }
    // prefixRanges[i]: the words that start with the word's first i characters.
    var prefixRanges: [Range<Int>] = [0..<wordCount]
    for index in 0..<length {
      let range = prefixRanges[index]
      let character = word[offsets[index]..<offsets[index + 1]]
      let lower = firstWord(from: range.lowerBound, to: range.upperBound) {
        compareHead(of: $0, at: offsets[index], with: character) >= 0
      }
      let upper = firstWord(from: lower, to: range.upperBound) {
        compareHead(of: $0, at: offsets[index], with: character) > 0
      }
      if lower == upper { break }
      prefixRanges.append(lower..<upper)
    }

    var found: [UInt32] = []
    var candidate: [UInt8] = []
    candidate.reserveCapacity(word.count + 4)
    func lookUp(_ parts: ArraySlice<UInt8>..., in range: Range<Int>) {
      candidate.removeAll(keepingCapacity: true)
      for part in parts { candidate.append(contentsOf: part) }
      if let identifier = identifier(of: candidate, in: range) { found.append(identifier) }
    }

    // Deletions and swaps at `index` keep the first `index` characters.
    for index in 0..<min(length, prefixRanges.count) {
      let (start, middle) = (offsets[index], offsets[index + 1])
      let range = prefixRanges[index]
      if length > Self.minimumTypoWordLength {
        lookUp(word[..<start], word[middle...], in: range)
      }
      if index + 1 < length {
        let end = offsets[index + 2]
        if !word[start..<middle].elementsEqual(word[middle..<end]) {
          lookUp(word[..<start], word[middle..<end], word[start..<middle], word[end...], in: range)
        }
      }
    }
    // Insertions and replacements at `index` put a character that follows the first `index`
    // characters somewhere in the table.
    for (index, range) in prefixRanges.enumerated() {
      let start = offsets[index]
      var child = range.lowerBound
      if child < range.upperBound, wordLength(of: child) == start { child += 1 }
      while child < range.upperBound {
        let character = character(of: child, at: start)
        let groupEnd = firstWord(from: child, to: range.upperBound) {
          compareHead(of: $0, at: start, with: character) > 0
        }
        if index < length, !character.elementsEqual(word[start..<offsets[index + 1]]) {
          lookUp(word[..<start], character, word[offsets[index + 1]...], in: child..<groupEnd)
        }
        lookUp(word[..<start], character, word[start...], in: child..<groupEnd)
        child = groupEnd
      }
    }
    found.sort()
    var previous: UInt32?
    return found.filter { identifier in
      defer { previous = identifier }
      return identifier != previous
    }
  }

  // MARK: - Bytes and characters

  /// The byte offset of every character of a UTF-8 word, followed by the word's length.
  static func characterOffsets(of word: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    var offset = 0
    while offset < word.count {
      offsets.append(offset)
      offset += characterLength(leadingByte: word[offset])
    }
    offsets.append(word.count)
    return offsets
  }

  /// The number of bytes of a UTF-8 character, from its first byte.
  @inline(__always)
  static func characterLength(leadingByte byte: UInt8) -> Int {
    switch byte {
    case ..<0xC0: 1
    case ..<0xE0: 2
    case ..<0xF0: 3
    default: 4
    }
  }

  /// The number of bytes of a word.
  private func wordLength(of word: Int) -> Int {
    Int(wordStarts[word + 1] - wordStarts[word])
  }

  /// The bytes of the character that starts at a byte offset of a word longer than it.
  private func character(of word: Int, at offset: Int) -> ArraySlice<UInt8> {
    let start = Int(wordStarts[word]) + offset
    let end = Int(wordStarts[word + 1])
    return wordBytes[start..<min(end, start + Self.characterLength(leadingByte: wordBytes[start]))]
  }

  /// Compares the bytes of a word from `offset` on with `bytes`: negative if they sort before
  /// (a word that ends first sorts before), zero if the word has `bytes` there, positive after.
  private func compareHead(of word: UInt32, at offset: Int, with bytes: ArraySlice<UInt8>) -> Int {
    let start = Int(wordStarts[Int(word)]) + offset
    let end = Int(wordStarts[Int(word) + 1])
    var position = start
    for byte in bytes {
      guard position < end else { return -1 }
      let difference = Int(wordBytes[position]) - Int(byte)
      if difference != 0 { return difference }
      position += 1
    }
    return 0
  }

  /// Returns the identifier of a word among a range of identifiers, if the range has it.
  private func identifier(of word: [UInt8], in range: Range<Int>) -> UInt32? {
    let position = firstWord(from: range.lowerBound, to: range.upperBound) {
      compareHead(of: $0, at: 0, with: word[...]) >= 0
    }
    guard position < range.upperBound, wordLength(of: position) == word.count,
      compareHead(of: UInt32(position), at: 0, with: word[...]) == 0
    else { return nil }
    return UInt32(position)
  }
}
