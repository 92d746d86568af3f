/// A random number generator that gives the same numbers for the same seed, on every platform.
///
/// Property tests and simulations draw from it so that a failure can be replayed: print the
/// seed when a check fails, and the same seed produces the same inputs and the same trace.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 42)
/// let amount = Int64.random(in: 1...10_000, using: &generator)
/// ```
///
/// It is SplitMix64 (Steele, Lea and Flood, 2014): fast, with a 2⁶⁴ period and good statistical
/// quality for tests. It is not a cryptographic generator.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Hashable, Sendable {
  /// The seed the generator started from.
  public let seed: UInt64

  private var state: UInt64

  /// Creates a generator that starts from a seed.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// Returns the next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
