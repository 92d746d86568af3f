/// An index from string keys to contact indices that stores 8 bytes per key: a 32-bit hash and
/// a 32-bit contact index, sorted.
///
/// Lookups binary-search the hash and return every contact stored under it; the caller checks
/// each candidate's real key, so hash collisions cost a comparison, never a wrong answer.
struct HashedKeyIndex: Sendable {
  /// `hash << 32 | contactIndex`, ascending.
  private let entries: [UInt64]

  /// Builds the index from `hash << 32 | contactIndex` entries in ascending contact order.
  init(unsortedEntries entries: [UInt64]) {
    self.entries = Self.sortedByHash(entries)
  }

  /// Sorts entries by their hash, keeping contact order within a hash: a stable radix sort on
  /// the hash's two 16-bit halves, linear in the number of entries.
  private static func sortedByHash(_ entries: [UInt64]) -> [UInt64] {
    var source = entries
    var target = [UInt64](repeating: 0, count: entries.count)
    for shift in [UInt64(32), 48] {
      var starts = [Int](repeating: 0, count: 65_537)
      for entry in source { starts[Int((entry >> shift) & 0xFFFF) + 1] += 1 }
      for digit in 0..<65_536 { starts[digit + 1] += starts[digit] }
      for entry in source {
        let digit = Int((entry >> shift) & 0xFFFF)
        target[starts[digit]] = entry
        starts[digit] += 1
      }
      swap(&source, &target)
    }
    return source
  }

  /// The bytes the index holds, for measuring its size.
  var byteCount: Int {
    entries.count * 8
  }

  /// Returns the positions of the entries stored under the key's hash, ascending by contact;
  /// read each one's contact with ``contact(at:)`` and check its real key.
  ///
  /// A lookup allocates nothing, and holds no reference to the index's storage, which lookups
  /// on every thread share.
  func candidates(forKey key: String) -> Range<Int> {
    let hash = UInt64(Self.hash(key)) << 32
    var low = 0
    var high = entries.count
    while low < high {
      let middle = low + (high - low) / 2
      if entries[middle] < hash { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < entries.count, entries[end] & 0xFFFF_FFFF_0000_0000 == hash { end += 1 }
    return low..<end
  }

  /// The contact of the entry at a position ``candidates(forKey:)`` returned.
  func contact(at position: Int) -> Int {
    Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entries[position]))
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

  /// A 32-bit hash of the key's UTF-8 bytes; stable across runs.
  static func hash(_ key: String) -> UInt32 {
    key.withUTF8Bytes(hash(_:))
  }

  /// A 32-bit hash of bytes, eight at a time; stable across runs.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    hashAndASCII(bytes).hash
  }

  /// A 32-bit hash of bytes, and whether they are all ASCII; stable across runs.
  ///
  /// The bytes are read eight at a time, the last eight overlapping the ones before, so that a
  /// key of up to 16 bytes takes two loads and no loop over single bytes. The length is mixed in
  /// before the bytes, so that no difference in the bytes can undo a difference in length.
  @inline(__always)
  static func hashAndASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt32, isASCII: Bool) {
    let raw = UnsafeRawBufferPointer(bytes)
    let count = raw.count
    var hash: UInt64 = (0x9E37_79B9_7F4A_7C15 ^ UInt64(count)) &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 32
    var seen: UInt64 = 0
    func add(_ word: UInt64) {
      seen |= word
      hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
    }
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        offset += 8
      }
      add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)))
    } else if count >= 4 {
      let low = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
      let high = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      add(UInt64(low) | UInt64(high) << 32)
    } else {
      var word: UInt64 = 0
      for (index, byte) in raw.enumerated() { word |= UInt64(byte) << (8 * UInt64(index)) }
      add(word)
    }
    hash = (hash ^ (hash >> 29)) &* 0xC4CE_B9FE_1A85_EC53
    return (UInt32(truncatingIfNeeded: hash ^ (hash >> 32)), seen & 0x8080_8080_8080_8080 == 0)
  }
}
