/// Decides whether each query word can be matched to a different word of a contact, where a
/// query word matches any word of its ``WordSet``.
///
/// This is bipartite matching (Kuhn's augmenting paths) between at most
/// ``NameTokenizer/maximumQueryWords`` query words and at most
/// ``NameTokenizer/maximumContactWords`` contact words, so it stays fast for any input. One or
/// two query words, the common cases, take a direct check.
struct WordMatcher {
  private let ranges: [WordSet]
  private var owners: [Int8]

  /// Creates a matcher for the query words' sets of words.
  init(sets: [WordSet]) {
    precondition(sets.count <= NameTokenizer.maximumQueryWords, "Too many query words.")
    self.ranges = sets
    self.owners = [Int8](repeating: -1, count: NameTokenizer.maximumContactWords)
  }

  /// Returns a Boolean value that indicates whether every query word can take a different one
  /// of `words`.
  mutating func canMatch(_ words: UnsafeBufferPointer<UInt32>) -> Bool {
    switch ranges.count {
    case 0:
      return true
    case 1:
      return words.contains { ranges[0].contains($0) }
    case 2:
      let (first, second) = (ranges[0], ranges[1])
      for (position, word) in words.enumerated() where first.contains(word) {
        for (other, word) in words.enumerated() where other != position && second.contains(word) {
          return true
        }
      }
      return false
    default:
      let count = min(words.count, owners.count)
      for index in 0..<count { owners[index] = -1 }
      for query in ranges.indices {
        var visited: UInt64 = 0
        if !assign(query, among: words, count: count, visited: &visited) { return false }
      }
      return true
    }
  }

  /// Tries to give `query` a word, moving earlier assignments along augmenting paths.
  private mutating func assign(
    _ query: Int,
    among words: UnsafeBufferPointer<UInt32>,
    count: Int,
    visited: inout UInt64
  ) -> Bool {
    for position in 0..<count
    where ranges[query].contains(words[position]) && visited & (1 << position) == 0 {
      visited |= 1 << position
      let owner = Int(owners[position])
      if owner < 0 || assign(owner, among: words, count: count, visited: &visited) {
        owners[position] = Int8(query)
        return true
      }
    }
    return false
  }
}

/// The word identifiers one query word matches: a range of identifiers, such as the words a
/// prefix starts, and a few more outside it, such as the words one typo away.
struct WordSet: Sendable {
  /// The contiguous identifiers.
  let range: Range<UInt32>
  /// Further identifiers, ascending, none of them in `range`.
  let extras: [UInt32]

  /// Creates a set of a range and, optionally, further identifiers outside it.
  init(range: Range<UInt32>, extras: [UInt32] = []) {
    self.range = range
    self.extras = extras
  }

  /// Returns a Boolean value that indicates whether the set holds a word.
  @inline(__always)
  func contains(_ word: UInt32) -> Bool {
    range.contains(word) || (!extras.isEmpty && extras.contains(word))
  }

  /// The number of words in the set.
  var count: Int {
    range.count + extras.count
  }

  /// A Boolean value that indicates whether the set has no words.
  var isEmpty: Bool {
    range.isEmpty && extras.isEmpty
  }

  /// The words in the set: the range's, then the extras.
  var words: [UInt32] {
    Array(range) + extras
  }

  /// Returns a Boolean value that indicates whether two sets have a word in common.
  func overlaps(_ other: WordSet) -> Bool {
    range.overlaps(other.range) || extras.contains(where: other.contains)
      || other.extras.contains(where: contains)
  }
}
