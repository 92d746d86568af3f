import IntentKitTesting

/// Every one-byte mutation of a file the reader tests feed their readers: at each offset, the
/// byte flipped by a random mask, deleted, duplicated, and a random byte of `interesting`
/// inserted before it, drawn from a seeded generator so that a failure replays.
func byteMutations(
  of file: [UInt8],
  inserting interesting: [UInt8],
  seed: UInt64
) -> [[UInt8]] {
  var generator = SeededRandomNumberGenerator(seed: seed)
  var mutants: [[UInt8]] = []
  for offset in file.indices {
    var flipped = file
    flipped[offset] ^= UInt8.random(in: 1...255, using: &generator)
    var deleted = file
    deleted.remove(at: offset)
    var duplicated = file
    duplicated.insert(file[offset], at: offset)
    var inserted = file
    inserted.insert(interesting.randomElement(using: &generator) ?? 0, at: offset)
    mutants += [flipped, deleted, duplicated, inserted]
  }
  return mutants
}
