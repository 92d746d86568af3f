import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Seeded property tests of the strict reader and writer: random documents round-trip byte for
/// byte, every way of writing a value reads as that value, and random mutations are accepted or
/// refused exactly as an independent reader written from the RFC decides, never crashing.
///
/// `INTENTKIT_FUZZ_ITERATIONS` and `INTENTKIT_FUZZ_SEED` change the counts and seeds (see
/// `Support/FuzzBudget.swift`).
final class StrictJSONPropertyTests: XCTestCase {
  /// Ignores the document: decoding it checks only that the reader accepts the text.
  private struct Anything: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  private func canonical(_ value: JSONTestValue) throws -> [UInt8] {
    Array(try StrictJSONEncoder().encode(value))
  }

  private func describe(_ bytes: [UInt8]) -> String {
    Data(bytes).fuzzEscaped
  }

  // MARK: - Round trips

  func testRoundTrip_randomCanonicalDocuments_areByteIdentical() throws {
    let budget = FuzzBudget(defaultIterations: 400, defaultSeed: 0xC0FFEE)
    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let value = RandomJSON.document(depth: 5, using: &generator)
      let text = try canonical(value)

      let read = try StrictJSONDecoder().decode(JSONTestValue.self, from: text)
      let rewritten = try canonical(read)

      XCTAssertEqual(read, value, "\(budget.replay(index)) \(describe(text))")
      XCTAssertEqual(rewritten, text, "\(budget.replay(index)) \(describe(text))")
      XCTAssertNil(ReferenceJSONValidator().problem(in: text), budget.replay(index))
    }
  }

  func testRoundTrip_randomSpellingsOfAValue_readAsItAndWriteCanonically() throws {
    let budget = FuzzBudget(defaultIterations: 400, defaultSeed: 0x5BE11)
    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let value = RandomJSON.document(depth: 5, using: &generator)
      let text = RandomJSON.looseText(of: value, using: &generator)

      let read = try StrictJSONDecoder().decode(JSONTestValue.self, from: text)

      XCTAssertEqual(read, value, "\(budget.replay(index)) \(describe(text))")
      XCTAssertEqual(try canonical(read), try canonical(value), budget.replay(index))
      XCTAssertNil(ReferenceJSONValidator().problem(in: text), budget.replay(index))
    }
  }

  // MARK: - Mutations

  func testDecode_mutatedDocuments_decideAsTheReferenceReaderAndNeverCrash() throws {
    let budget = FuzzBudget(defaultIterations: 3_000, defaultSeed: 0x0B0E)
    let decoder = StrictJSONDecoder(maximumDepth: 8)
    let reference = ReferenceJSONValidator(maximumDepth: 8)
    var outcomes: [String: Int] = [:]

    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let value = RandomJSON.document(depth: 6, using: &generator)
      let valid =
        Bool.random(using: &generator)
        ? try canonical(value) : RandomJSON.looseText(of: value, using: &generator)
      let text = RandomJSON.mutate(valid, using: &generator)
      let context = "\(budget.replay(index)) \(describe(text))"

      let expected = reference.problem(in: text)
      do {
        _ = try decoder.decode(Anything.self, from: text)
        XCTAssertNil(
          expected,
          "accepted; the reference refuses it with \(String(describing: expected)): \(context)"
        )
        outcomes["accepted", default: 0] += 1
        try checkAccepted(text, decoder: decoder, context)
      } catch let error as StrictJSONError {
        XCTAssertEqual(error.code, expected, "refused with \(error); \(context)")
        outcomes[error.code.description, default: 0] += 1
      }
    }

    print("StrictJSONPropertyTests: \(budget): \(outcomes.sorted { $0.key < $1.key })")
    if budget.iterations >= 1_000 {
      for outcome in ["accepted", "invalidJSON", "duplicateKey", "tooDeep"] {
        XCTAssertGreaterThan(outcomes[outcome, default: 0], 10, "\(outcome): \(outcomes)")
      }
    }
  }

  /// A text the reader accepts reads as a value (unless a number is too large for `Double`)
  /// whose canonical text reads back as the same value and the same bytes.
  private func checkAccepted(_ text: [UInt8], decoder: StrictJSONDecoder, _ context: String) throws
  {
    let value: JSONTestValue
    do {
      value = try decoder.decode(JSONTestValue.self, from: text)
    } catch let error as StrictJSONError {
      XCTAssertEqual(error.code, .inexactNumber, "\(error); \(context)")
      return
    }
    let written = try canonical(value)
    let reread = try decoder.decode(JSONTestValue.self, from: written)
    XCTAssertEqual(reread, value, context)
    XCTAssertEqual(try canonical(reread), written, context)
  }

  func testDecode_randomBytes_decideAsTheReferenceReader() throws {
    let budget = FuzzBudget(defaultIterations: 2_000, defaultSeed: 0xB17E5)
    let alphabet =
      Array(#"{}[],:"\ 0123456789-+.eEtrufalsn"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xA9, 0xFF]
    for index in 0..<budget.iterations {
      var generator = budget.generator(forInput: index)
      let count = Int.random(in: 0...24, using: &generator)
      let text = (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? 0 }

      let result = Result { try StrictJSONDecoder().decode(Anything.self, from: text) }

      let code = (result.failureValue as? StrictJSONError)?.code
      XCTAssertEqual(
        code,
        ReferenceJSONValidator().problem(in: text),
        "\(budget.replay(index)) \(describe(text))"
      )
    }
  }

  // MARK: - The reference itself

  func testReference_agreesWithTheConformanceLists() {
    let reference = ReferenceJSONValidator()
    let prefixes = ["", #"{"read":0,"ignored":"#]
    for prefix in prefixes {
      let suffix = prefix.isEmpty ? "" : "}"
      for rejected in JSONConformanceCases.rejected {
        let text = Array(prefix.utf8) + rejected.text + Array(suffix.utf8)
        XCTAssertEqual(reference.problem(in: text), rejected.code, "\(rejected)")
      }
      for accepted in JSONConformanceCases.accepted {
        let text = Array(prefix.utf8) + accepted.text + Array(suffix.utf8)
        XCTAssertNil(reference.problem(in: text), "\(accepted)")
      }
    }
    for rejected in JSONConformanceCases.rejectedDocuments {
      XCTAssertEqual(
        reference.problem(in: rejected.make(Array("{}".utf8))),
        .invalidJSON,
        "\(rejected)"
      )
    }
  }
}

extension Result {
  /// The error, if this is a failure.
  fileprivate var failureValue: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
