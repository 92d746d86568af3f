/// A read-only hash table from strings to their positions in a list, built once.
///
/// The ledgers find accounts, and the payments service finds contacts' accounts, by identifier
/// several times a turn. `Dictionary` hashes every lookup with SipHash, which keeps keys chosen
/// to collide from slowing the table down as they are inserted. This table takes no keys after
/// it is built, and its keys (account and contact identifiers) come from the app, not from
/// requests: a lookup of any key, however chosen, probes at most the longest run of slots the
/// build left. So it hashes ASCII keys with the directory's hash,
/// ``HashedKeyIndex/hashAndASCII(_:)``, a few multiplications eight bytes at a time, and compares
/// a key only when its 32-bit hash matches.
///
/// Keys are compared as `String`s are, by canonical equivalence, so the table finds exactly what
/// a dictionary would. Two ASCII strings are equivalent only when their bytes are the same, but
/// other text can be equivalent to ASCII (the Kelvin sign to `K`), so lookups of other text, and
/// misses when the table holds other text, go to a dictionary of every key.
///
/// Idempotency keys, which requests do insert, stay in ``LedgerKeyTable`` with SipHash.
struct FixedKeyTable: Sendable {
  /// Open-addressing slots for the ASCII keys.
  ///
  /// Each holds a key's hash in the high 32 bits and its position plus one in the low 32 bits, or
  /// zero when empty. Their count is a power of two, at least twice the number of keys.
  private let slots: [UInt64]

  /// The keys, by position.
  private let keys: [String]

  /// Every key's first position, for lookups the slots can't answer alone.
  private let positions: [String: Int]

  /// A Boolean value that indicates whether some key isn't ASCII.
  private let hasOtherKeys: Bool

  /// Builds a table in which each key is found at its position in `keys`; a key given more than
  /// once, or with equivalent text, is found at its first position.
  ///
  /// - Precondition: Fewer than 2^31 keys.
  init(_ keys: [String]) {
    precondition(keys.count < 1 << 31, "A fixed key table holds fewer than 2^31 keys.")
    var positions: [String: Int] = [:]
    positions.reserveCapacity(keys.count)
    var capacity = 8
    while capacity < keys.count * 2 { capacity *= 2 }
    let mask = capacity - 1
    var slots = [UInt64](repeating: 0, count: capacity)
    var hasOtherKeys = false
    for (position, key) in keys.enumerated() where positions[key] == nil {
      positions[key] = position
      guard let hash = Self.hash(key) else {
        hasOtherKeys = true
        continue
      }
      var slot = Int(hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt64(hash) << 32 | UInt64(position + 1)
    }
    self.slots = slots
    self.keys = keys
    self.positions = positions
    self.hasOtherKeys = hasOtherKeys
  }

  /// Returns the first position of a key, if the table has it.
  func position(of key: String) -> Int? {
    guard let hash = Self.hash(key) else { return positions[key] }
    let found = slots.withUnsafeBufferPointer { slots -> Int? in
      let mask = slots.count - 1
      var slot = Int(hash) & mask
      while true {
        let stored = slots[slot]
        if stored == 0 { return nil }
        if stored >> 32 == UInt64(hash) {
          let position = Int(stored & 0xFFFF_FFFF) - 1
          if keys[position] == key { return position }
        }
        slot = (slot + 1) & mask
      }
    }
    if found == nil, hasOtherKeys { return positions[key] }
    return found
  }

  /// The hash of an ASCII key by ``HashedKeyIndex/hashAndASCII(_:)``, or `nil` for a key with
  /// other characters.
  static func hash(_ key: String) -> UInt32? {
    key.utf8.withContiguousStorageIfAvailable { bytes -> UInt32? in
      let (hash, isASCII) = HashedKeyIndex.hashAndASCII(bytes)
      return isASCII ? hash : nil
    } ?? nil
  }
}

/// A ledger's limits on one transfer, by currency, found by currency code in a ``FixedKeyTable``.
struct CurrencyLimits: Sendable {
  private let codes: FixedKeyTable
  private let limits: [AmountLimits]

  /// Creates the table of some limits.
  init(_ limits: [Currency: AmountLimits]) {
    let pairs = Array(limits)
    self.codes = FixedKeyTable(pairs.map(\.key.code))
    self.limits = pairs.map(\.value)
  }

  /// The limits in a currency, if there are any.
  ///
  /// A currency's code names it alone, so the code is the key.
  subscript(currency: Currency) -> AmountLimits? {
    codes.position(of: currency.code).map { limits[$0] }
  }
}
