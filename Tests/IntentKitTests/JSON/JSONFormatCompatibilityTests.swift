import IntentKit
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// IntentKit's wire and state formats, pinned: each sample value is written as the JSON it was
/// written as before the formats had readers and writers of their own, reads back from it with
/// the strict codec and, unless it holds intents, with Foundation's, and documents Foundation
/// writes read strictly.
final class JSONFormatCompatibilityTests: XCTestCase {
  /// The pinned JSON of a sample, from `Fixtures/Formats`.
  private func pinned(_ name: String) throws -> String {
    let url = Bundle.module.url(
      forResource: name,
      withExtension: "json",
      subdirectory: "Fixtures/Formats"
    )
    guard let url else { throw RideFixtures.MissingFixture(name: name) }
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
      .trimmingCharacters(in: .newlines)
  }

  /// Checks a value against its pinned JSON both ways, with both codecs.
  private func assertFormat<Value: Codable>(
    _ value: Value,
    _ expected: String,
    registry: IntentTypeRegistry = IntentTypeRegistry(),
    isEqual: (Value, Value) -> Bool,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let written = String(decoding: try StrictJSONEncoder().encode(value), as: UTF8.self)
    XCTAssertEqual(written, expected, "strict writing", file: file, line: line)

    let strict = try registry.decode(Value.self, from: Data(expected.utf8))
    XCTAssertTrue(isEqual(strict, value), "strict reading", file: file, line: line)
    if registry.intentNames.isEmpty {
      let foundation = try JSONDecoder().decode(Value.self, from: Data(expected.utf8))
      XCTAssertTrue(isEqual(foundation, value), "Foundation reading", file: file, line: line)
    } else {
      // Intents are read only strictly: Foundation's decoder has no registry to find them in.
      XCTAssertThrowsError(
        try JSONDecoder().decode(Value.self, from: Data(expected.utf8)),
        "Foundation reading",
        file: file,
        line: line
      ) { XCTAssertTrue("\($0)".contains("IntentTypeRegistry"), "\($0)", file: file, line: line) }
    }

    let byFoundation = try JSONEncoder().encode(value)
    let reread = try registry.decode(Value.self, from: byFoundation)
    XCTAssertEqual(
      String(decoding: try StrictJSONEncoder().encode(reread), as: UTF8.self),
      expected,
      "Foundation's writing, read strictly",
      file: file,
      line: line
    )
  }

  private func assertFormat<Value: Codable & Equatable>(
    _ value: Value,
    _ expected: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    try assertFormat(value, expected, isEqual: ==, file: file, line: line)
  }

  func testPerson_keepsItsFormat() throws {
    try assertFormat(JSONFormatSamples.jane, try pinned("person-jane"))
    try assertFormat(JSONFormatSamples.me, try pinned("person-me"))
  }

  func testPaymentIntents_keepTheirFormat() throws {
    try assertFormat(JSONFormatSamples.payment, try pinned("send-payment-intent"))
    try assertFormat(JSONFormatSamples.transfer, try pinned("transfer-money-intent"))
    try assertFormat(JSONFormatSamples.paymentResponse, try pinned("send-payment-response"))
  }

  func testInteraction_keepsItsFormat() throws {
    let registry = IntentTypeRegistry([TransferMoneyIntent.self])
    try assertFormat(JSONFormatSamples.interaction, try pinned("interaction"), registry: registry) {
      first,
      second in
      first == second
    }
  }

  func testConversation_keepsItsFormatAtEveryStep() async throws {
    let expected = [
      "choice": try pinned("conversation-choice"),
      "amount": try pinned("conversation-amount"),
      "final": try pinned("conversation-final"),
      "handled": try pinned("conversation-handled"),
      "cancelled": try pinned("conversation-cancelled"),
    ]
    for (name, conversation) in try await JSONFormatSamples.conversations() {
      let written = String(decoding: try StrictJSONEncoder().encode(conversation), as: UTF8.self)
      XCTAssertEqual(written, expected[name], name)
      for decoded in [
        try StrictJSONDecoder().decode(
          Conversation<SendPaymentIntent>.self,
          from: Data(written.utf8)
        ),
        try JSONDecoder().decode(Conversation<SendPaymentIntent>.self, from: Data(written.utf8)),
        try StrictJSONDecoder().decode(
          Conversation<SendPaymentIntent>.self,
          from: try JSONEncoder().encode(conversation)
        ),
      ] {
        XCTAssertEqual(
          String(decoding: try StrictJSONEncoder().encode(decoded), as: UTF8.self),
          written,
          name
        )
      }
    }
  }

  func testOutcome_keepsItsFormat() async throws {
    let expected = [
      "handled": try pinned("outcome-handled"),
      "needsUserInput": try pinned("outcome-needsUserInput"),
      "unsupported": try pinned("outcome-unsupported"),
    ]
    for (name, outcome) in try await JSONFormatSamples.outcomes() {
      XCTAssertEqual(
        String(decoding: try StrictJSONEncoder().encode(outcome), as: UTF8.self),
        expected[name],
        name
      )
      let byFoundation = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(outcome))
      let strict = try JSONSerialization.jsonObject(with: try StrictJSONEncoder().encode(outcome))
      XCTAssertEqual(byFoundation as? NSDictionary, strict as? NSDictionary, name)
    }
  }
}
