/// The contact directory's matching rules, the slow way: a scan of every contact, for checking
/// the index's answers.
struct ContactNameScan {
  /// The tier that found the matches.
  enum Tier: Hashable {
    case wholeWords, prefixes, typos, none
  }

  /// Each contact's distinct folded name words, as Unicode scalars.
  private let names: [[[Unicode.Scalar]]]

  /// Creates a scan over each contact's folded name words.
  init(names: [[String]]) {
    self.names = names.map { words in
      var distinct: [String] = []
      for word in words where !word.isEmpty && !distinct.contains(word) { distinct.append(word) }
      return distinct.map { Array($0.unicodeScalars) }
    }
  }

  /// Returns the contacts a query matches, by scanning them all: whole words first, then
  /// prefixes, then words one edit away.
  ///
  /// - Parameter query: The distinct folded words of the query.
  /// - Returns: The tier that matched and the matching contacts' indices, ascending.
  func matches(query: [String]) -> (tier: Tier, indices: [Int]) {
    let query = query.map { Array($0.unicodeScalars) }
    let tests: [(Tier, ([Unicode.Scalar], [Unicode.Scalar]) -> Bool)] = [
      (.wholeWords, { $0 == $1 }),
      (.prefixes, { $0.starts(with: $1) }),
      (.typos, { $0.starts(with: $1) || Self.isOneEditApart($0, $1) }),
    ]
    for (tier, test) in tests {
      let found = names.indices.filter { Self.canAssign(query[...], names[$0], 0, test) }
      if !found.isEmpty { return (tier, found) }
    }
    return (.none, [])
  }

  /// Returns a Boolean value that indicates whether every query word can take a different name
  /// word that `test(nameWord, queryWord)` accepts.
  private static func canAssign(
    _ query: ArraySlice<[Unicode.Scalar]>,
    _ words: [[Unicode.Scalar]],
    _ used: UInt64,
    _ test: ([Unicode.Scalar], [Unicode.Scalar]) -> Bool
  ) -> Bool {
    guard let first = query.first else { return true }
    return words.indices.contains { index in
      used & (1 << index) == 0 && test(words[index], first)
        && canAssign(query.dropFirst(), words, used | (1 << index), test)
    }
  }

  /// Returns a Boolean value that indicates whether two different words of at least four
  /// characters are one insertion, deletion, replacement or swap of neighbours apart.
  static func isOneEditApart(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Bool {
    guard left != right, left.count >= 4, right.count >= 4 else { return false }
    if left.count == right.count {
      let differences = left.indices.filter { left[$0] != right[$0] }
      if differences.count == 1 { return true }
      guard differences.count == 2, differences[1] == differences[0] + 1 else { return false }
      return left[differences[0]] == right[differences[1]]
        && left[differences[1]] == right[differences[0]]
    }
    guard abs(left.count - right.count) == 1 else { return false }
    let (long, short) = left.count > right.count ? (left, right) : (right, left)
    var index = 0
    while index < short.count, long[index] == short[index] { index += 1 }
    return long[(index + 1)...].elementsEqual(short[index...])
  }
}
