import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The conformance suite through ``IntentDispatcher/dispatch(json:)`` with a real payment.
///
/// Each case of `Support/JSONConformanceCases.swift` stands in the note the intent reads, and
/// as an extra member of the payee, of the intent and of the envelope, which nothing reads. A
/// refused request moves no money; an accepted one pays Jane Appleseed $1.00 once.
final class IntentDispatcherJSONConformanceTests: XCTestCase {
  /// Where a case goes in the request.
  private enum Position: CaseIterable, CustomStringConvertible {
    case note, payeeMember, intentMember, envelopeMember

    var description: String {
      switch self {
      case .note: "the intent's note"
      case .payeeMember: "an extra member of the payee"
      case .intentMember: "an extra member of the intent"
      case .envelopeMember: "an extra member of the envelope"
      }
    }

    /// How many arrays and objects enclose the case's value.
    var depth: Int {
      switch self {
      case .envelopeMember: 1
      case .note, .intentMember: 2
      case .payeeMember: 3
      }
    }
  }

  /// A request to send Jane Appleseed $1.00 from checking, with `value` where `position` says.
  private func request(
    _ identifier: String,
    _ value: [UInt8] = Array(#""Lunch""#.utf8),
    at position: Position = .note
  ) -> [UInt8] {
    func member(_ here: Position) -> [UInt8] {
      position == here && here != .note ? Array(#","extra":"#.utf8) + value : []
    }
    let note = position == .note ? value : Array(#""Lunch""#.utf8)
    return Array(#"{"intentName":"SendPaymentIntent","intent":{"identifier":""#.utf8)
      + Array(identifier.utf8)
      + Array(#"","payee":{"displayName":"Jane Appleseed""#.utf8) + member(.payeeMember)
      + Array(#"},"currencyAmount":{"minorUnits":100,"currency":"USD"},"note":"#.utf8) + note
      + member(.intentMember) + Array("}".utf8) + member(.envelopeMember) + Array("}".utf8)
  }

  /// What a request can change: every balance and every posting.
  private struct Snapshot: Equatable {
    var balances: [String: Int64]
    var postings: [LedgerPosting]
  }

  private func snapshot(_ world: PaymentsSampleWorld) async throws -> Snapshot {
    Snapshot(
      balances: try await world.balances(),
      postings: await world.ledger.postings(involving: nil)
    )
  }

  /// The parts of an outcome these tests check.
  private struct Reply: Decodable {
    struct Intent: Decodable {
      let note: String?
    }

    let ending: String
    let code: String?
    let intent: Intent
  }

  /// Dispatches a request that must be refused, and checks its code and that nothing changed.
  private func assertRefused(
    _ json: [UInt8],
    with code: IntentDispatchError.Code,
    in world: PaymentsSampleWorld,
    dispatcher: IntentDispatcher,
    _ context: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async throws {
    let before = try await snapshot(world)

    await assertThrowsError({ try await dispatcher.dispatch(json: Data(json)) }, context) { error in
      let error = error as? IntentDispatchError
      XCTAssertEqual(
        error?.code,
        code,
        "\(context): \(String(describing: error))",
        file: file,
        line: line
      )
    }

    let after = try await snapshot(world)
    XCTAssertEqual(after, before, "\(context) changed the ledger", file: file, line: line)
  }

  /// Dispatches a request that must be handled, and checks that it paid $1.00 once.
  @discardableResult
  private func assertPaid(
    _ json: [UInt8],
    in world: PaymentsSampleWorld,
    dispatcher: IntentDispatcher,
    _ context: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async throws -> Reply? {
    let before = try await snapshot(world)

    let reply: Reply
    do {
      let data = try await dispatcher.dispatch(json: Data(json))
      reply = try StrictJSONDecoder().decode(Reply.self, from: data)
    } catch {
      XCTFail("\(context) was refused: \(error)", file: file, line: line)
      return nil
    }

    XCTAssertEqual(reply.ending, "handled", context, file: file, line: line)
    XCTAssertEqual(reply.code, "success", context, file: file, line: line)
    let after = try await snapshot(world)
    var expected = before.balances
    expected["checking", default: 0] -= 100
    expected["jane-appleseed-usd", default: 0] += 100
    XCTAssertEqual(
      after.balances,
      expected,
      "\(context): not one $1.00 payment",
      file: file,
      line: line
    )
    XCTAssertEqual(after.postings.count, before.postings.count + 1, context, file: file, line: line)
    return reply
  }

  // MARK: - The request itself

  func testDispatchJSON_unchangedRequest_paysOnce() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()

    let reply = try await assertPaid(request("plain"), in: world, dispatcher: dispatcher, "plain")

    XCTAssertEqual(reply?.intent.note, "Lunch")
  }

  // MARK: - Refused

  func testDispatchJSON_rejectedCaseInEveryPosition_throwsMalformedRequestAndMovesNoMoney()
    async throws
  {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()
    for (index, rejected) in JSONConformanceCases.rejected.enumerated() {
      for position in Position.allCases {
        let json = request("reject-\(index)", rejected.text, at: position)

        try await assertRefused(
          json,
          with: .malformedRequest,
          in: world,
          dispatcher: dispatcher,
          "\(rejected) in \(position)"
        )
      }
    }
    // Control: the same request without the case is handled.
    try await assertPaid(request("reject-control"), in: world, dispatcher: dispatcher, "control")
  }

  func testDispatchJSON_rejectedCase_namesTheRuleInTheMessage() async throws {
    let dispatcher = try await PaymentsSampleWorld.testing().dispatcher()

    for (text, expected) in [
      (
        "[1,]",
        "The request isn't valid JSON: intent.note[1]: a comma can't come before ']' (line 1"
      ),
      (#"{"a":1,"a":2}"#, "The request can't be read: intent.note.a: the object has two members"),
    ] {
      let json = request("message", Array(text.utf8), at: .note)

      await assertThrowsError({ try await dispatcher.dispatch(json: Data(json)) }) { error in
        let message = (error as? IntentDispatchError)?.message ?? ""
        XCTAssertTrue(message.hasPrefix(expected), message)
      }
    }
  }

  func testDispatchJSON_rejectedDocument_throwsMalformedRequestAndMovesNoMoney() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()
    for (index, rejected) in JSONConformanceCases.rejectedDocuments.enumerated() {
      let json = rejected.make(request("document-\(index)"))

      try await assertRefused(
        json,
        with: .malformedRequest,
        in: world,
        dispatcher: dispatcher,
        "\(rejected)"
      )
    }
  }

  // MARK: - Accepted

  func testDispatchJSON_acceptedCaseInAnIgnoredMember_paysOnce() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()
    for (index, accepted) in JSONConformanceCases.accepted.enumerated() {
      for position in Position.allCases where position != .note {
        let json = request("accept-\(index)-\(position.depth)", accepted.text, at: position)

        let reply = try await assertPaid(
          json,
          in: world,
          dispatcher: dispatcher,
          "\(accepted) in \(position)"
        )

        XCTAssertEqual(reply?.intent.note, "Lunch")
      }
    }
  }

  func testDispatchJSON_acceptedCaseAsTheNote_paysWithItsTextOrRefusesItsType() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()
    var (paid, refused) = (0, 0)
    for (index, accepted) in JSONConformanceCases.accepted.enumerated() {
      let json = request("note-\(index)", accepted.text, at: .note)
      let context = "\(accepted) as the note"

      if let canonical = accepted.canonical, canonical.hasPrefix("\"") || canonical == "null" {
        let note = try StrictJSONDecoder().decode(String?.self, from: Array(canonical.utf8))
        let reply = try await assertPaid(json, in: world, dispatcher: dispatcher, context)
        XCTAssertEqual(reply?.intent.note, note, context)
        paid += 1
      } else {
        // Valid JSON, but not a string: the intent refuses it, not the reader.
        try await assertRefused(
          json,
          with: .invalidIntent,
          in: world,
          dispatcher: dispatcher,
          context
        )
        refused += 1
      }
    }
    XCTAssertGreaterThan(paid, 40)
    XCTAssertGreaterThan(refused, 40)
  }

  func testDispatchJSON_requestWithWhitespaceEverywhere_paysOnce() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let json = """
       \t\r
      { "intentName" :\t"SendPaymentIntent" ,\r\n "intent" : {
          "identifier" : "spaced" , "payee" : { "displayName" : "Jane Appleseed" } ,
          "currencyAmount" : { "minorUnits" : 100 , "currency" : "USD" } , "note" : null
        }
      }\t\r\n 
      """

    let reply = try await assertPaid(
      Array(json.utf8),
      in: world,
      dispatcher: world.dispatcher(),
      "whitespace"
    )

    XCTAssertNil(reply?.intent.note)
  }

  func testDispatchJSON_requestWithEscapedNamesAndValues_paysOnce() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let json = #"""
      {"\u0069ntentName":"Send\u0050aymentIntent","intent":{"identifier":"\u0065scaped",
      "payee":{"display\u004eame":"Jane\u0020Appleseed"},"currency\u0041mount":
      {"minor\u0055nits":100,"currency":"\u0055SD"},"note":"caf\u00e9 \ud83d\ude00 \/"}}
      """#

    let reply = try await assertPaid(
      Array(json.utf8),
      in: world,
      dispatcher: world.dispatcher(),
      "escaped"
    )

    XCTAssertEqual(reply?.intent.note, "café 😀 /")
  }

  // MARK: - Depth and size

  /// `[{"a":[…0…]}]`: `levels` arrays and objects, alternating.
  private func nested(_ levels: Int) -> [UInt8] {
    let open = (0..<levels).map { $0.isMultiple(of: 2) ? "[" : #"{"a":"# }
    let close = (0..<levels).reversed().map { $0.isMultiple(of: 2) ? "]" : "}" }
    return Array((open.joined() + "0" + close.joined()).utf8)
  }

  func testDispatchJSON_nestingAtTheDepthLimitInAnIgnoredMember_paysOnce() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()
    let limit = dispatcher.configuration.maximumRequestDepth
    for position in Position.allCases where position != .note {
      let json = request("deep-\(position.depth)", nested(limit - position.depth), at: position)

      try await assertPaid(json, in: world, dispatcher: dispatcher, "depth \(limit) in \(position)")
    }
  }

  func testDispatchJSON_nestingOnePastTheDepthLimit_throwsRequestTooLargeAndMovesNoMoney()
    async throws
  {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()
    let limit = dispatcher.configuration.maximumRequestDepth
    for position in Position.allCases {
      let atLimit = request("deep", nested(limit - position.depth), at: position)
      let pastLimit = request("deep", nested(limit + 1 - position.depth), at: position)

      if position == .note {
        // The reader accepts the note at the limit; the intent refuses an array as its note.
        try await assertRefused(
          atLimit,
          with: .invalidIntent,
          in: world,
          dispatcher: dispatcher,
          "depth \(limit) as the note"
        )
      }
      try await assertRefused(
        pastLimit,
        with: .requestTooLarge,
        in: world,
        dispatcher: dispatcher,
        "depth \(limit + 1) in \(position)"
      )
    }
  }

  func testDispatchJSON_requestOfExactlyTheSizeLimit_paysOnceAndOneByteMoreIsRefused()
    async throws
  {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher()
    let limit = dispatcher.configuration.maximumRequestSize
    for position in Position.allCases where position != .note {
      let empty = request("size-\(position.depth)", Array(#""""#.utf8), at: position).count
      let padding = [UInt8](repeating: UInt8(ascii: "x"), count: limit - empty)
      let atLimit = request("size-\(position.depth)", [0x22] + padding + [0x22], at: position)
      let pastLimit = request(
        "size+\(position.depth)",
        [0x22] + padding + [0x78, 0x22],
        at: position
      )
      XCTAssertEqual(atLimit.count, limit)

      try await assertPaid(atLimit, in: world, dispatcher: dispatcher, "\(limit) bytes")
      try await assertRefused(
        pastLimit,
        with: .requestTooLarge,
        in: world,
        dispatcher: dispatcher,
        "\(limit + 1) bytes in \(position)"
      )
    }
  }

  func testDispatchJSON_smallerSizeLimit_refusesTheRequestBeforeReadingIt() async throws {
    let world = try await PaymentsSampleWorld.testing()
    let dispatcher = world.dispatcher(
      configuration: IntentDispatcher.Configuration(maximumRequestSize: 100)
    )
    let invalidAndLarge = request("small", Array("[1,]".utf8), at: .note)

    try await assertRefused(
      invalidAndLarge,
      with: .requestTooLarge,
      in: world,
      dispatcher: dispatcher,
      "over 100 bytes"
    )
  }
}
