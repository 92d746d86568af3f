/// The pairs of distinct words that occur together in one contact's names, so that a full name
/// is found without intersecting two long lists of contacts.
///
/// A pair is stored under each of its two words: the block of a word lists its partners,
/// ascending, and for each partner the contacts that have both, ascending. So the contacts with
/// both "jane" and "appleseed" are one run of one block, in directory order, and the contacts
/// with "jane" and any word in a range of identifiers (the words a prefix starts) are one
/// segment of one block.
///
/// Contacts with more than ``maximumWords`` words aren't paired, which bounds the index at
/// thirty entries per contact; lookups check those few contacts directly.
struct WordPairIndex: Sendable {
  /// The most words a contact may have for its pairs to be indexed.
  static let maximumWords = 6

  /// Where each word's block starts in `partners` and `contacts`, plus the end of the last.
  private let blockStarts: [UInt32]
  /// The other word of each pair, ascending within a block.
  let partners: [UInt32]
  /// The contact of each pair, ascending within a run of one partner.
  let contacts: [UInt32]
  /// The contacts with more than ``maximumWords`` words, ascending.
  let unpairedContacts: [UInt32]

  /// Builds the index from each contact's word identifiers, ascending.
  init(wordCount: Int, contactWordStarts: [UInt32], contactWords: [UInt32]) {
    let contactCount = contactWordStarts.count - 1
    var owning: [UInt32] = []
    var partnering: [UInt32] = []
    var owners: [UInt32] = []
    var unpaired: [UInt32] = []
    for contact in 0..<contactCount {
      let words = contactWords[
        Int(contactWordStarts[contact])..<Int(contactWordStarts[contact + 1])
      ]
      guard words.count <= Self.maximumWords else {
        unpaired.append(UInt32(contact))
        continue
      }
      for first in words.indices {
        for second in words.indices where second != first {
          owning.append(words[first])
          partnering.append(words[second])
          owners.append(UInt32(contact))
        }
      }
    }
    // Two stable counting sorts, by partner and then by owner, keep contact order within every
    // run.
    let byPartner = Self.stableOrder(of: partnering, keyCount: wordCount)
    let byBoth = Self.stableOrder(of: byPartner.map { owning[Int($0)] }, keyCount: wordCount)
    var partners = [UInt32](repeating: 0, count: owners.count)
    var contacts = [UInt32](repeating: 0, count: owners.count)
    var blockStarts = [UInt32](repeating: 0, count: wordCount + 1)
    for (position, index) in byBoth.enumerated() {
      let pair = Int(byPartner[Int(index)])
      partners[position] = partnering[pair]
      contacts[position] = owners[pair]
      blockStarts[Int(owning[pair]) + 1] += 1
    }
    for word in 0..<wordCount { blockStarts[word + 1] += blockStarts[word] }
    self.blockStarts = blockStarts
    self.partners = partners
    self.contacts = contacts
    self.unpairedContacts = unpaired
  }

  /// The positions that sort `keys` stably by key, by counting.
  private static func stableOrder(of keys: [UInt32], keyCount: Int) -> [UInt32] {
    var starts = [Int](repeating: 0, count: keyCount + 1)
    for key in keys { starts[Int(key) + 1] += 1 }
    for key in 0..<keyCount { starts[key + 1] += starts[key] }
    var order = [UInt32](repeating: 0, count: keys.count)
    for (position, key) in keys.enumerated() {
      order[starts[Int(key)]] = UInt32(position)
      starts[Int(key)] += 1
    }
    return order
  }

  /// The bytes the index holds, for measuring its size.
  var byteCount: Int {
    4 * (blockStarts.count + partners.count + contacts.count + unpairedContacts.count)
  }

  /// The positions of the pairs of `word` with a partner in `partnerRange`; the contacts at
  /// those positions are ascending if one partner is in range, by partner otherwise.
  func segment(of word: UInt32, partnersIn partnerRange: Range<UInt32>) -> Range<Int> {
    let block = Int(blockStarts[Int(word)])..<Int(blockStarts[Int(word) + 1])
    let lower = firstPosition(in: block) { $0 >= partnerRange.lowerBound }
    let upper = firstPosition(in: lower..<block.upperBound) { $0 >= partnerRange.upperBound }
    return lower..<upper
  }

  private func firstPosition(in range: Range<Int>, where isAfter: (UInt32) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) >> 1
      if isAfter(partners[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
