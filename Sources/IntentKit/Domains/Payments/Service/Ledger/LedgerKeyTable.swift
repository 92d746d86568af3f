/// An append-only hash table from idempotency keys to values, for one key shard of a
/// ``ShardedLedger``.
///
/// Callers hash a key once, with `hashValue` (which agrees with `String`'s `==`, so keys that
/// compare equal are one key), and pass the hash to every call, so a post hashes its key once.
/// Entries are never removed: the table only grows, and growing reuses the stored hashes
/// instead of hashing every key again. Entries are numbered in insertion order.
struct LedgerKeyTable<Value> {
  /// Open-addressing slots: an entry number plus one in the low 32 bits, or zero for an empty
  /// slot, and the high 32 bits of the entry's hash in the high 32 bits, so that probing past
  /// other keys reads no other array.
  ///
  /// The count is a power of two, at least twice the number of entries.
  private var slots: [UInt64] = Array(repeating: 0, count: 16)
  private var hashes: [Int] = []
  private(set) var keys: [String] = []
  private(set) var values: [Value] = []

  /// The number of entries.
  var count: Int {
    keys.count
  }

  /// Returns the number of the entry with a key, if there is one.
  func entry(forKey key: String, hash: Int) -> Int? {
    let mask = slots.count - 1
    var slot = Self.start(hash) & mask
    let tag = Self.tag(hash)
    while true {
      let stored = slots[slot]
      if stored == 0 { return nil }
      if stored >> 32 == tag {
        let entry = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
        if hashes[entry] == hash, keys[entry] == key { return entry }
      }
      slot = (slot + 1) & mask
    }
  }

  /// The value of an entry.
  subscript(entry: Int) -> Value {
    get { values[entry] }
    set { values[entry] = newValue }
  }

  /// Adds an entry for a key the table doesn't hold and returns its number.
  ///
  /// - Precondition: The table holds no entry for `key`, and has fewer than 2^30 entries.
  @discardableResult
  mutating func insert(_ value: Value, forKey key: String, hash: Int) -> Int {
    precondition(keys.count < 1 << 30, "A ledger key shard holds at most 2^30 keys.")
    if (keys.count + 1) * 2 > slots.count { grow() }
    let entry = keys.count
    place(entry, hash: hash)
    hashes.append(hash)
    keys.append(key)
    values.append(value)
    return entry
  }

  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for entry in hashes.indices {
      place(entry, hash: hashes[entry])
    }
  }

  private mutating func place(_ entry: Int, hash: Int) {
    let mask = slots.count - 1
    var slot = Self.start(hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Self.tag(hash) << 32 | UInt64(truncatingIfNeeded: entry + 1)
  }

  /// The high 32 bits of a hash, kept in its entry's slot.
  private static func tag(_ hash: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32)
  }

  /// The first slot to probe: bits of the hash that don't choose the key's shard.
  private static func start(_ hash: Int) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: hash) >> 16)
  }
}

extension LedgerKeyTable: Sendable where Value: Sendable {}
