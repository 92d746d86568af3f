/// An index from string keys to contact indices that stores 8 bytes per key: a 32-bit hash and
/// a 32-bit contact index, sorted.
///
/// Lookups binary-search the hash and return every contact stored under it; the caller checks
/// each candidate's real key, so hash collisions cost a comparison, never a wrong answer.
struct HashedKeyIndex: Sendable {
  /// `hash << 32 | contactIndex`, ascending.
  private let entries: [UInt64]

  /// Builds the index.
  ///
  /// - Parameters:
  ///   - contactCount: The number of contacts.
  ///   - keysOfContact: Returns a contact's distinct keys.
  init(contactCount: Int, keysOfContact: (Int) -> [String]) {
    var entries: [UInt64] = []
    entries.reserveCapacity(contactCount)
    for contact in 0..<contactCount {
      for key in keysOfContact(contact) {
        entries.append(UInt64(Self.hash(key)) << 32 | UInt64(contact))
      }
    }
    entries.sort()
    self.entries = entries
  }

  /// The bytes the index holds, for measuring its size.
  var byteCount: Int {
    entries.count * 8
  }

  /// Returns the contacts stored under the key's hash, ascending; check each one's real key.
  func candidates(forKey key: String) -> [UInt32] {
    let hash = UInt64(Self.hash(key)) << 32
    var low = 0
    var high = entries.count
    while low < high {
      let middle = low + (high - low) / 2
      if entries[middle] < hash { low = middle + 1 } else { high = middle }
    }
    var candidates: [UInt32] = []
    while low < entries.count, entries[low] & 0xFFFF_FFFF_0000_0000 == hash {
      candidates.append(UInt32(truncatingIfNeeded: entries[low]))
      low += 1
    }
    return candidates
  }

  /// Returns runs of contacts that share a hash, for finding duplicate keys.
  func collisions() -> [[UInt32]] {
    var runs: [[UInt32]] = []
    var start = 0
    while start < entries.count {
      var end = start + 1
      while end < entries.count, entries[end] >> 32 == entries[start] >> 32 { end += 1 }
      if end - start > 1 {
        runs.append(entries[start..<end].map { UInt32(truncatingIfNeeded: $0) })
      }
      start = end
    }
    return runs
  }

  /// The 64-bit FNV-1a hash of the key's UTF-8 bytes, folded to 32 bits; stable across runs.
  static func hash(_ key: String) -> UInt32 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }
}
