/// Values by type, built once and read on hot paths: a type's metadata address picks its slot,
/// with none of the seeded hashing a `Dictionary` does on every look-up.
///
/// The keys are types, which input can't choose, so a multiplicative hash is enough.
@usableFromInline
struct TypeTable<Value> {
  /// Each type's identifier and value, in a number of slots that is a power of two, at least
  /// twice the number of types.
  @usableFromInline var slots = [(type: ObjectIdentifier, value: Value)?](repeating: nil, count: 8)

  /// The number of types in the table.
  @usableFromInline private(set) var count = 0

  /// Creates an empty table.
  @usableFromInline init() {}

  /// The value stored for a type, if there is one.
  @inlinable
  subscript(type: Any.Type) -> Value? {
    let type = ObjectIdentifier(type)
    var slot = firstSlot(of: type)
    while let entry = slots[slot] {
      if entry.type == type { return entry.value }
      slot = (slot + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Stores a type's value, replacing the one it had.
  @usableFromInline
  mutating func set(_ value: Value, for type: Any.Type) {
    let type = ObjectIdentifier(type)
    var slot = firstSlot(of: type)
    while let entry = slots[slot] {
      if entry.type == type {
        slots[slot] = (type, value)
        return
      }
      slot = (slot + 1) & (slots.count - 1)
    }
    slots[slot] = (type, value)
    count += 1
    guard count * 2 > slots.count else { return }
    let entries = slots.compactMap { $0 }
    slots = Array(repeating: nil, count: slots.count * 2)
    for entry in entries {
      var slot = firstSlot(of: entry.type)
      while slots[slot] != nil { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = entry
    }
  }

  /// The slot a type's probe starts at: its metadata address, scrambled by Fibonacci hashing,
  /// read from the top bits.
  @inlinable
  func firstSlot(of type: ObjectIdentifier) -> Int {
    let scrambled = UInt(bitPattern: type) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: scrambled >> (UInt.bitWidth - slots.count.trailingZeroBitCount))
  }
}

extension TypeTable: Sendable where Value: Sendable {}
