/// An index from the words of contact names to contacts, compact enough for millions of
/// contacts.
///
/// The distinct words are kept once, sorted by their UTF-8 bytes, in one byte array; every
/// posting is a 32-bit contact index. Because the words are sorted, the words that start with a
/// prefix form one range of word identifiers, and because postings are laid out in word order,
/// the contacts of a whole range are one contiguous slice. A query never scans the contacts:
/// it binary-searches each word and intersects the query words' posting lists, starting from
/// the rarest (``matches(_:limit:)``).
final class ContactNameIndex: Sendable {
  /// The distinct words' UTF-8 bytes, in byte order, back to back.
  let wordBytes: [UInt8]
  /// Where each word starts in `wordBytes`, plus the end of the last one.
  let wordStarts: [UInt32]
  /// Where each word's postings start in `postings`, plus the end of the last word's.
  let postingStarts: [UInt32]
  /// Contact indices grouped by word in word order, ascending within a word.
  let postings: [UInt32]
  /// Where each contact's words start in `contactWords`, plus the end of the last contact's.
  let contactWordStarts: [UInt32]
  /// Each contact's word identifiers, ascending.
  let contactWords: [UInt32]
  /// The pairs of words that occur together in a contact's names.
  let pairs: WordPairIndex

  /// Builds the index.
  ///
  /// Every name is folded once, straight into bytes, and each word is looked up in a
  /// ``FoldedWordTable``; the postings and the pairs are then laid out by counting, without
  /// comparison sorts beyond ordering the distinct words.
  ///
  /// - Parameters:
  ///   - contactCount: The number of contacts, at most `UInt32.max`.
  ///   - namesOfContact: Calls its second argument with each name of the contact at the index
  ///     given first; a contact's first ``NameTokenizer/maximumContactWords`` distinct words are
  ///     indexed.
  init(contactCount: Int, namesOfContact: (Int, (String) -> Void) -> Void) {
    precondition(contactCount < Int(UInt32.max), "Too many contacts for one directory.")
    var table = FoldedWordTable(capacity: 1_024 + contactCount / 8)
    var starts: [UInt32] = [0]
    var words: [UInt32] = []
    starts.reserveCapacity(contactCount + 1)
    words.reserveCapacity(contactCount * 2 + contactCount / 2)
    var scratch: [UInt8] = []
    scratch.reserveCapacity(64)
    var contactStart = 0
    for contact in 0..<contactCount {
      namesOfContact(contact) { name in
        NameTokenizer.forEachWord(of: name, scratch: &scratch) { word in
          guard words.count - contactStart < NameTokenizer.maximumContactWords else { return }
          let identifier = table.identifier(of: word)
          if !words[contactStart...].contains(identifier) { words.append(identifier) }
        }
      }
      contactStart = words.count
      starts.append(UInt32(contactStart))
    }

    let (bytes, byteStarts, rank) = Self.sortedArena(of: table)
    let wordCount = table.count
    table = FoldedWordTable(capacity: 0)
    words.withUnsafeMutableBufferPointer { words in
      for position in words.indices { words[position] = rank[Int(words[position])] }
      for contact in 0..<contactCount {
        Self.insertionSort(words, Int(starts[contact])..<Int(starts[contact + 1]))
      }
    }

    var postingStarts = [UInt32](repeating: 0, count: wordCount + 1)
    for word in words { postingStarts[Int(word) + 1] += 1 }
    for word in 0..<wordCount { postingStarts[word + 1] += postingStarts[word] }
    var next = postingStarts
    var postings = [UInt32](repeating: 0, count: words.count)
    for contact in 0..<contactCount {
      for position in Int(starts[contact])..<Int(starts[contact + 1]) {
        let word = Int(words[position])
        postings[Int(next[word])] = UInt32(contact)
        next[word] += 1
      }
    }

    self.wordBytes = bytes
    self.wordStarts = byteStarts
    self.postingStarts = postingStarts
    self.postings = postings
    self.contactWordStarts = starts
    // A copy without the spare capacity that appending left: the index keeps it for good.
    self.contactWords = words.withUnsafeBufferPointer(Array.init)
    self.pairs = WordPairIndex(
      wordCount: wordCount,
      contactWordStarts: starts,
      contactWords: words
    )
  }

  /// Sorts a few word identifiers in place; a contact has at most a few dozen.
  private static func insertionSort(
    _ words: UnsafeMutableBufferPointer<UInt32>,
    _ range: Range<Int>
  ) {
    guard range.count > 1 else { return }
    for position in (range.lowerBound + 1)..<range.upperBound {
      let word = words[position]
      var hole = position
      while hole > range.lowerBound, words[hole - 1] > word {
        words[hole] = words[hole - 1]
        hole -= 1
      }
      words[hole] = word
    }
  }

  /// Lays a table's words out in byte order; returns the bytes, the word starts, and each
  /// table identifier's rank in the new order.
  private static func sortedArena(
    of table: FoldedWordTable
  ) -> (bytes: [UInt8], starts: [UInt32], rank: [UInt32]) {
    let unsortedStarts = table.starts
    let order = table.bytes.withUnsafeBufferPointer { buffer in
      (0..<table.count).sorted { left, right in
        ByteOrder.compare(
          buffer,
          Int(unsortedStarts[left])..<Int(unsortedStarts[left + 1]),
          buffer,
          Int(unsortedStarts[right])..<Int(unsortedStarts[right + 1])
        ) < 0
      }
    }
    var bytes: [UInt8] = []
    var starts: [UInt32] = [0]
    var rank = [UInt32](repeating: 0, count: table.count)
    bytes.reserveCapacity(table.bytes.count)
    starts.reserveCapacity(table.count + 1)
    table.bytes.withUnsafeBufferPointer { unsortedBytes in
      for (newIdentifier, oldIdentifier) in order.enumerated() {
        rank[oldIdentifier] = UInt32(newIdentifier)
        bytes.append(
          contentsOf: UnsafeBufferPointer(
            rebasing: unsortedBytes[
              Int(unsortedStarts[oldIdentifier])..<Int(unsortedStarts[oldIdentifier + 1])
            ]
          )
        )
        starts.append(UInt32(bytes.count))
      }
    }
    return (bytes, starts, rank)
  }

  // MARK: - Queries

  /// The number of distinct words.
  var wordCount: Int {
    wordStarts.count - 1
  }

  /// The bytes the index holds, for measuring its size.
  var byteCount: Int {
    wordBytes.count + 4 * (wordStarts.count + postingStarts.count + postings.count)
      + 4 * (contactWordStarts.count + contactWords.count) + pairs.byteCount
  }

  /// Returns the contacts that have every query word as a whole word, in contact order.
  ///
  /// - Parameters:
  ///   - query: The distinct folded words of the query, as UTF-8 bytes.
  ///   - limit: The most contacts to return.
  /// - Returns: The indices of the matching contacts.
  func wholeWordMatches(_ query: [[UInt8]], limit: Int) -> ArraySlice<UInt32> {
    if query.count == 1 {
      // One word ("Jane"): its posting list is the answer, with no set to build or copy.
      guard limit > 0, let identifier = identifier(of: query[0]) else { return [] }
      return postings(of: identifier, limit: limit)
    }
    var sets: [WordSet] = []
    for word in query {
      guard let identifier = identifier(of: word) else { return [] }
      sets.append(WordSet(range: identifier..<(identifier + 1)))
    }
    return matches(sets, limit: limit)[...]
  }

  /// Returns the contacts whose words start with the query words, each query word matching a
  /// different word of the contact's names, in contact order.
  ///
  /// - Parameters:
  ///   - query: The distinct folded words of the query, as UTF-8 bytes.
  ///   - limit: The most contacts to return.
  /// - Returns: The indices of the matching contacts.
  func prefixMatches(_ query: [[UInt8]], limit: Int) -> [UInt32] {
    matches(query.map { WordSet(range: range(ofWordsWithPrefix: $0)) }, limit: limit)
  }

  func postingCount(of word: UInt32) -> UInt32 {
    postingStarts[Int(word) + 1] - postingStarts[Int(word)]
  }

  func postingCount(of words: Range<UInt32>) -> UInt32 {
    postingStarts[Int(words.upperBound)] - postingStarts[Int(words.lowerBound)]
  }

  /// Returns the identifier of a word, if the index has it.
  func identifier(of word: [UInt8]) -> UInt32? {
    let position = firstWord { compare($0, with: word) >= 0 }
    guard position < wordCount, compare(UInt32(position), with: word) == 0 else { return nil }
    return UInt32(position)
  }

  /// Returns the identifiers of the words that start with a prefix.
  func range(ofWordsWithPrefix prefix: [UInt8]) -> Range<UInt32> {
    let lower = firstWord { compare($0, with: prefix) >= 0 }
    let upper = firstWord(from: lower) { !hasPrefix($0, prefix) }
    return UInt32(lower)..<UInt32(upper)
  }

  /// Returns the first word identifier from `start` up to `end` (by default, every word after
  /// `start`) for which `isAfter` holds, or `end`, given that it holds for every word after one
  /// where it does.
  func firstWord(
    from start: Int = 0,
    to end: Int? = nil,
    where isAfter: (UInt32) -> Bool
  ) -> Int {
    var low = start
    var high = end ?? wordCount
    while low < high {
      let middle = low + (high - low) / 2
      if isAfter(UInt32(middle)) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  private func compare(_ word: UInt32, with bytes: [UInt8]) -> Int {
    wordBytes.withUnsafeBufferPointer { arena in
      bytes.withUnsafeBufferPointer { other in
        ByteOrder.compare(
          arena,
          Int(wordStarts[Int(word)])..<Int(wordStarts[Int(word) + 1]),
          other,
          0..<other.count
        )
      }
    }
  }

  private func hasPrefix(_ word: UInt32, _ prefix: [UInt8]) -> Bool {
    let start = Int(wordStarts[Int(word)])
    let end = Int(wordStarts[Int(word) + 1])
    guard end - start >= prefix.count else { return false }
    return wordBytes[start..<(start + prefix.count)].elementsEqual(prefix)
  }
}

/// Compares byte strings in lexicographic order of their bytes.
enum ByteOrder {
  /// Returns a negative number, zero or a positive number as the left bytes sort before, equal
  /// or after the right bytes.
  static func compare(
    _ left: UnsafeBufferPointer<UInt8>,
    _ leftRange: Range<Int>,
    _ right: UnsafeBufferPointer<UInt8>,
    _ rightRange: Range<Int>
  ) -> Int {
    let common = min(leftRange.count, rightRange.count)
    var offset = 0
    while offset < common {
      let difference =
        Int(left[leftRange.lowerBound + offset]) - Int(right[rightRange.lowerBound + offset])
      if difference != 0 { return difference }
      offset += 1
    }
    return leftRange.count - rightRange.count
  }
}
