/// Decides whether each query word can be matched to a different word of a contact, where a
/// query word matches any word in its range of word identifiers.
///
/// This is bipartite matching (Kuhn's augmenting paths) between at most
/// ``NameTokenizer/maximumQueryWords`` query words and at most
/// ``NameTokenizer/maximumContactWords`` contact words, so it stays fast for any input. One or
/// two query words, the common cases, take a direct check.
struct WordMatcher {
  private let ranges: [Range<UInt32>]
  private var owners: [Int8]

  /// Creates a matcher for the query words' ranges.
  init(ranges: [Range<UInt32>]) {
    precondition(ranges.count <= NameTokenizer.maximumQueryWords, "Too many query words.")
    self.ranges = ranges
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
