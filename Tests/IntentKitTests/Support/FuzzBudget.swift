import IntentKitTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// How many inputs each fuzz test tries, from which seed, and how a failing input is printed so
// that it replays.
//
//   INTENTKIT_FUZZ_ITERATIONS=100000 INTENTKIT_FUZZ_SEED=42 swift test --filter Fuzz
//
// `INTENTKIT_FUZZ_ITERATIONS` replaces every test's default count; `INTENTKIT_FUZZ_SEED`
// replaces every test's fixed seed. Under the Thread Sanitizer (`TSAN_OPTIONS` set, as in
// `.ci/run`) the default counts are divided by `tsanDivisor`, since TSan runs 5–10× slower.

/// The number of inputs and the seed of one fuzz test run.
struct FuzzBudget: CustomStringConvertible {
  /// The number of inputs to try.
  let iterations: Int

  /// The seed the inputs derive from: input `i` uses `SeededRandomNumberGenerator(seed: seed &+ i)`.
  let seed: UInt64

  /// How much smaller the default counts are under the Thread Sanitizer.
  static let tsanDivisor = 5

  /// Reads the budget from the environment, falling back to a test's defaults.
  init(defaultIterations: Int, defaultSeed: UInt64) {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["INTENTKIT_FUZZ_ITERATIONS"], let count = Int(text), count >= 0 {
      iterations = count
    } else if environment["TSAN_OPTIONS"] != nil {
      iterations = max(1, defaultIterations / Self.tsanDivisor)
    } else {
      iterations = defaultIterations
    }
    if let text = environment["INTENTKIT_FUZZ_SEED"], let seed = UInt64(text) {
      self.seed = seed
    } else {
      seed = defaultSeed
    }
  }

  /// The generator of input `index`.
  func generator(forInput index: Int) -> SeededRandomNumberGenerator {
    SeededRandomNumberGenerator(seed: seed &+ UInt64(index))
  }

  /// How to replay input `index` alone: its seed, with one iteration.
  func replay(_ index: Int) -> String {
    "replay: INTENTKIT_FUZZ_SEED=\(seed &+ UInt64(index)) INTENTKIT_FUZZ_ITERATIONS=1"
  }

  var description: String {
    "\(iterations) inputs from seed \(seed)"
  }
}

extension Data {
  /// The bytes for a failure message: the text with non-printable scalars escaped, and the
  /// exact bytes in base64, for `Data(base64Encoded:)` in a regression test.
  var fuzzEscaped: String {
    let text = String(decoding: self, as: UTF8.self).fuzzEscaped
    let base64 = count > 3_000 ? "(\(count) bytes; too long to print)" : base64EncodedString()
    return "\"\(text)\" base64: \(base64)"
  }
}

extension String {
  /// The text with every non-printable-ASCII scalar written as `\u{…}`.
  var fuzzEscaped: String {
    let escaped = unicodeScalars.map { scalar in
      (0x20..<0x7F).contains(scalar.value) && scalar != "\\" && scalar != "\""
        ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
    .joined()
    return escaped.count > 4_000 ? String(escaped.prefix(4_000)) + "…" : escaped
  }
}
