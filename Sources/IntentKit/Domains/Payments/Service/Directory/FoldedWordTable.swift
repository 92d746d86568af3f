/// The distinct folded words met while building a name index, each given an identifier in the
/// order first met, kept back to back in one byte array.
///
/// An open-addressing hash table over the words' bytes, so that building the index makes no
/// string per word and hashes each word once with ``HashedKeyIndex/hash(_:)``.
struct FoldedWordTable {
  /// The words' UTF-8 bytes, in identifier order, back to back.
  private(set) var bytes: [UInt8] = []
  /// Where each word starts in `bytes`, plus the end of the last one.
  private(set) var starts: [UInt32] = [0]
  /// Each word's hash.
  private var hashes: [UInt32] = []
  /// One more than the identifier of the word in each slot, or zero for an empty slot; the
  /// number of slots is a power of two, at least twice the number of words.
  private var slots: [UInt32]

  /// Creates an empty table with room for about `capacity` words before it grows.
  init(capacity: Int) {
    var slotCount = 64
    while slotCount < 2 * capacity { slotCount <<= 1 }
    slots = [UInt32](repeating: 0, count: slotCount)
    hashes.reserveCapacity(capacity)
    starts.reserveCapacity(capacity + 1)
  }

  /// The number of distinct words.
  var count: Int {
    hashes.count
  }

  /// Returns the identifier of a word, adding the word if the table doesn't have it yet.
  mutating func identifier(of word: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let hash = HashedKeyIndex.hash(word)
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while true {
      let stored = slots[slot]
      if stored == 0 { break }
      let identifier = Int(stored - 1)
      if hashes[identifier] == hash, isWord(identifier, equalTo: word) {
        return UInt32(identifier)
      }
      slot = (slot + 1) & mask
    }
    let identifier = UInt32(hashes.count)
    hashes.append(hash)
    bytes.append(contentsOf: word)
    starts.append(UInt32(bytes.count))
    slots[slot] = identifier + 1
    if 2 * hashes.count > slots.count { grow() }
    return identifier
  }

  private func isWord(_ identifier: Int, equalTo word: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(starts[identifier])
    let end = Int(starts[identifier + 1])
    guard end - start == word.count else { return false }
    return bytes.withUnsafeBufferPointer { bytes in
      for offset in 0..<word.count where bytes[start + offset] != word[offset] {
        return false
      }
      return true
    }
  }

  /// Doubles the slots and puts every word back by its hash.
  private mutating func grow() {
    var slots = [UInt32](repeating: 0, count: 2 * self.slots.count)
    let mask = slots.count - 1
    for (identifier, hash) in hashes.enumerated() {
      var slot = Int(hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt32(identifier + 1)
    }
    self.slots = slots
  }
}
