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
  ///
  /// Two counting passes, without a list of all pairs: the pairs go into runs by partner, in
  /// contact order, and then from those runs into blocks by word, so that every block is in
  /// partner order and every run of one partner in contact order.
  init(wordCount: Int, contactWordStarts: [UInt32], contactWords: [UInt32]) {
    let contactCount = contactWordStarts.count - 1
    // Every pair is stored under both of its words, so a word has as many pairs as partners
    // and the blocks by word have the sizes of the runs by partner.
    var blockStarts = [UInt32](repeating: 0, count: wordCount + 1)
    var unpaired: [UInt32] = []
    for contact in 0..<contactCount {
      let start = Int(contactWordStarts[contact])
      let end = Int(contactWordStarts[contact + 1])
      guard end - start <= Self.maximumWords else {
        unpaired.append(UInt32(contact))
        continue
      }
      for position in start..<end {
        blockStarts[Int(contactWords[position]) + 1] += UInt32(end - start - 1)
      }
    }
    for word in 0..<wordCount { blockStarts[word + 1] += blockStarts[word] }
    let pairCount = Int(blockStarts[wordCount])

    // By partner, in contact order: the owning word and the contact of each pair.
    var byPartnerOwners = [UInt32](repeating: 0, count: pairCount)
    var byPartnerContacts = [UInt32](repeating: 0, count: pairCount)
    var next = blockStarts
    contactWords.withUnsafeBufferPointer { words in
      for contact in 0..<contactCount {
        let start = Int(contactWordStarts[contact])
        let end = Int(contactWordStarts[contact + 1])
        guard end - start <= Self.maximumWords else { continue }
        for first in start..<end {
          for second in start..<end where second != first {
            let partner = Int(words[second])
            let slot = Int(next[partner])
            byPartnerOwners[slot] = words[first]
            byPartnerContacts[slot] = UInt32(contact)
            next[partner] += 1
          }
        }
      }
    }

    // By owner, keeping partner order and then contact order.
    var partners = [UInt32](repeating: 0, count: pairCount)
    var contacts = [UInt32](repeating: 0, count: pairCount)
    next = blockStarts
    for partner in 0..<wordCount {
      for slot in Int(blockStarts[partner])..<Int(blockStarts[partner + 1]) {
        let owner = Int(byPartnerOwners[slot])
        let position = Int(next[owner])
        partners[position] = UInt32(partner)
        contacts[position] = byPartnerContacts[slot]
        next[owner] += 1
      }
    }
    self.blockStarts = blockStarts
    self.partners = partners
    self.contacts = contacts
    self.unpairedContacts = unpaired
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
