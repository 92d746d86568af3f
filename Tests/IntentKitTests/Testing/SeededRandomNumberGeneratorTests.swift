import IntentKitTesting
import XCTest

final class SeededRandomNumberGeneratorTests: XCTestCase {
  func testNext_sameSeed_repeatsTheSequence() {
    var first = SeededRandomNumberGenerator(seed: 7)
    var second = SeededRandomNumberGenerator(seed: 7)
    let firstValues = (0..<100).map { _ in first.next() }
    let secondValues = (0..<100).map { _ in second.next() }
    XCTAssertEqual(firstValues, secondValues)
    XCTAssertEqual(first.seed, 7)
  }

  func testNext_differentSeeds_differ() {
    var first = SeededRandomNumberGenerator(seed: 1)
    var second = SeededRandomNumberGenerator(seed: 2)
    XCTAssertNotEqual((0..<8).map { _ in first.next() }, (0..<8).map { _ in second.next() })
  }

  func testNext_seedZero_matchesSplitMix64ReferenceOutput() {
    // The first outputs of the reference SplitMix64 (Vigna's splitmix64.c) seeded with 0, so the
    // sequence stays the same across releases and platforms: recorded seeds keep replaying.
    var generator = SeededRandomNumberGenerator(seed: 0)
    XCTAssertEqual(generator.next(), 0xE220_A839_7B1D_CDAF)
    XCTAssertEqual(generator.next(), 0x6E78_9E6A_A1B9_65F4)
    XCTAssertEqual(generator.next(), 0x06C4_5D18_8009_454F)
  }

  func testRandom_usingTheGenerator_staysInRange() {
    var generator = SeededRandomNumberGenerator(seed: 99)
    for _ in 0..<1_000 {
      XCTAssertTrue((1...6).contains(Int.random(in: 1...6, using: &generator)))
    }
  }
}
