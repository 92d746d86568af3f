import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `dispatch(json:)` says about hostile input: control, bidirectional-override and
/// line-separator characters from the request come back escaped as `\u{1B}`, at most 64
/// characters of any piece of input are quoted, and a document nested too deep is called that,
/// not invalid JSON.
final class IntentDispatcherJSONMessageTests: XCTestCase {
  /// The payments dispatcher over the sample world.
  private func dispatcher(
    configuration: IntentDispatcher.Configuration = IntentDispatcher.Configuration()
  ) async throws -> IntentDispatcher {
    try await PaymentsSampleWorld.testing().dispatcher(configuration: configuration)
  }

  private func dispatchError(
    _ json: String,
    to dispatcher: IntentDispatcher
  ) async -> IntentDispatchError? {
    do {
      let reply = try await dispatcher.dispatch(json: Data(json.utf8))
      XCTFail("answered \(String(decoding: reply, as: UTF8.self))")
      return nil
    } catch {
      XCTAssertTrue(error is IntentDispatchError, "\(error)")
      return error as? IntentDispatchError
    }
  }

  /// The scalars a terminal or a log viewer may act on: C0 and C1 controls, bidirectional
  /// embeddings, overrides and isolates, and the line and paragraph separators.
  private static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  private func assertNoRawCharacters(
    _ text: String?,
    _ context: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let raw = (text ?? "").unicodeScalars.filter(Self.isRaw)
    XCTAssertEqual(raw.map(\.value), [], "\(context): \(text ?? "nil")", file: file, line: line)
  }

  // MARK: - Escaping

  /// Names as JSON text (`\u001b`), and as the error must quote them.
  private static let hostileNames: [(json: String, escaped: String)] = [
    (#"Send\u0000PaymentIntent"#, #"Send\u{0}PaymentIntent"#),
    (#"\u001b[31mSendPaymentIntent\u001b[0m"#, #"\u{1B}[31mSendPaymentIntent\u{1B}[0m"#),
    (#"\u202EtnemyaPdneS"#, #"\u{202E}tnemyaPdneS"#),
    (#"Send\u2066Payment\u2069"#, #"Send\u{2066}Payment\u{2069}"#),
    (#"Send\u2028Payment\u2029"#, #"Send\u{2028}Payment\u{2029}"#),
    (#"\u009b31m\u007f"#, #"\u{9B}31m\u{7F}"#),
    (#"line\nbreak\r\ttab"#, #"line\u{A}break\u{D}\u{9}tab"#),
  ]

  func testDispatchJSON_unknownIntentNameWithControlCharacters_isEscapedInTheError() async throws {
    let dispatcher = try await dispatcher()
    let known = dispatcher.intentTypes.intentNames.joined(separator: ", ")

    for name in Self.hostileNames {
      let error = await dispatchError(
        #"{"intentName":"\#(name.json)","intent":{}}"#,
        to: dispatcher
      )

      XCTAssertEqual(error?.code, .unknownIntentName, name.escaped)
      XCTAssertEqual(error?.intentName, name.escaped)
      XCTAssertEqual(
        error?.message,
        "No handler is registered for '\(name.escaped)'; known intents: \(known)."
      )
      assertNoRawCharacters(error?.message, name.escaped)
      assertNoRawCharacters(error?.intentName, name.escaped)
      assertNoRawCharacters(error?.description, name.escaped)
    }
  }

  func testDispatchJSON_currencyWithControlCharacters_isEscapedInTheError() async throws {
    let dispatcher = try await dispatcher()
    let currencies = Self.hostileNames + [(#"US\u001bD"#, #"US\u{1B}D"#), (#"\u0000"#, #"\u{0}"#)]

    for currency in currencies {
      let error = await dispatchError(
        #"""
        {"intentName":"SendPaymentIntent","intent":{"identifier":"p-1",\#
        "currencyAmount":{"minorUnits":5000,"currency":"\#(currency.json)"}}}
        """#,
        to: dispatcher
      )

      XCTAssertEqual(error?.code, .invalidIntent, currency.escaped)
      XCTAssertEqual(error?.intentName, "SendPaymentIntent")
      XCTAssertEqual(
        error?.message,
        "SendPaymentIntent: intent.currencyAmount.currency: '\(currency.escaped)' is not an ISO "
          + "4217 currency code."
      )
      assertNoRawCharacters(error?.message, currency.escaped)
    }
  }

  func testDispatchJSON_namesAndIdentifiersWithControlCharacters_areRefusedWithoutEchoingThem()
    async throws
  {
    let dispatcher = try await dispatcher()
    let fields = [
      ("intent.identifier", #""identifier":"p\u001b[31m-1""#),
      ("intent.payee.displayName", #""identifier":"p-1","payee":{"displayName":"Jane\u202E"}"#),
      (
        "intent.payee.personHandle.value",
        #""identifier":"p-1","payee":{"displayName":"Jane","personHandle":{"value":"j\u0000"}}"#
      ),
      (
        "intent.payee.contactIdentifier",
        #""identifier":"p-1","payee":{"displayName":"Jane","contactIdentifier":"\u009b"}"#
      ),
    ]

    for (path, members) in fields {
      let error = await dispatchError(
        #"{"intentName":"SendPaymentIntent","intent":{\#(members)}}"#,
        to: dispatcher
      )

      XCTAssertEqual(error?.code, .invalidIntent, path)
      XCTAssertEqual(
        error?.message,
        "SendPaymentIntent: \(path): contains control or bidirectional-override characters."
      )
    }
  }

  func testDispatch_identifierWithControlCharactersReused_isEscapedInTheError() async throws {
    let dispatcher = try await dispatcher()
    let identifier = "pay\u{1B}[2J\u{0}" + String(repeating: "x", count: 60_000)
    let first = SendPaymentIntent(
      identifier: identifier,
      payee: .named("Jane Appleseed"),
      currencyAmount: .usd(5_00)
    )
    _ = try await dispatcher.dispatch(first)
    var second = first
    second.currencyAmount = .usd(6_00)

    await assertThrowsError({ try await dispatcher.dispatch(second) }) { error in
      let error = error as? IntentDispatchError
      XCTAssertEqual(error?.code, .idempotencyKeyReused)
      let quoted = #"pay\u{1B}[2J\u{0}"# + String(repeating: "x", count: 56) + "…"
      XCTAssertEqual(
        error?.message,
        "The identifier '\(quoted)' was already used for a different intent."
      )
      self.assertNoRawCharacters(error?.message, "key reused")
    }
  }

  func testDispatchJSON_memberNamesWithControlCharacters_areEscapedInThePath() async throws {
    let dispatcher = try await dispatcher()
    let long = String(repeating: "K", count: 60_000)
    let cases: [(json: String, message: String)] = [
      (
        #"{"intentName":"SendPaymentIntent","intent":{"x\u001b[31m\u0000":-01}}"#,
        #"The request isn't valid JSON: intent["x\u{1B}[31m\u{0}"]: a number can't start "#
          + "with 0 followed by another digit (line 1, column 65)."
      ),
      (
        #"{"intentName":"SendPaymentIntent","intent":{"x\u202E":1,"x\u202E":2}}"#,
        #"The request can't be read: intent["x\u{202E}"]: the object has two members named "#
          + #"'x\u{202E}' (line 1, column 57)."#
      ),
      (
        #"{"intentName":"SendPaymentIntent","intent":{"\#(long)":[1,]}}"#,
        #"The request isn't valid JSON: intent[""# + String(repeating: "K", count: 64)
          + #"…"][1]: a comma can't come before ']' (line 1, column 60051)."#
      ),
      (
        "{\"intentName\":\"SendPaymentIntent\",\"intent\":{\"identifier\":\"p\u{1B}[31m\"}}",
        "The request isn't valid JSON: intent.identifier: a control character (U+001B) must be "
          + "escaped in a string (line 1, column 60)."
      ),
    ]

    for (json, message) in cases {
      let error = await dispatchError(json, to: dispatcher)

      XCTAssertEqual(error?.code, .malformedRequest)
      XCTAssertEqual(error?.message, message)
      assertNoRawCharacters(error?.message, message)
    }
  }

  func testDispatchJSON_controlCharactersInANote_areEscapedInTheReply() async throws {
    let dispatcher = try await dispatcher()

    let reply = try await dispatcher.dispatch(
      json: Data(
        #"""
        {"intentName":"SendPaymentIntent","intent":{"identifier":"p-1",\#
        "payee":{"displayName":"Jane Appleseed"},\#
        "currencyAmount":{"minorUnits":500,"currency":"USD"},"note":"Din\u001b[31mner\u0000"}}
        """#.utf8
      )
    )

    let text = String(decoding: reply, as: UTF8.self)
    XCTAssertTrue(text.contains(#""note":"Din\u001b[31mner\u0000""#), text)
    XCTAssertEqual(reply.filter { $0 < 0x20 }, Data(), "raw control bytes in the reply")
  }

  // MARK: - Long input

  func testDispatchJSON_unknownIntentNameOf60000Characters_quotesAtMost64() async throws {
    let dispatcher = try await dispatcher()
    let name = String(repeating: "A", count: 60_000)

    let error = await dispatchError(#"{"intentName":"\#(name)","intent":{}}"#, to: dispatcher)

    let excerpt = String(repeating: "A", count: 64) + "…"
    XCTAssertEqual(error?.code, .unknownIntentName)
    XCTAssertEqual(error?.intentName, excerpt)
    XCTAssertEqual(
      error?.message,
      "No handler is registered for '\(excerpt)'; known intents: "
        + "\(dispatcher.intentTypes.intentNames.joined(separator: ", "))."
    )
  }

  func testDispatchJSON_longHostileValues_quoteAtMost64CharactersOfThem() async throws {
    let dispatcher = try await dispatcher()
    let currency = "\u{1B}" + String(repeating: "Z", count: 10_000)
    let amount = "1" + String(repeating: "0", count: 10_000)

    let badCurrency = await dispatchError(
      #"""
      {"intentName":"SendPaymentIntent","intent":{"identifier":"p-1",\#
      "currencyAmount":{"minorUnits":5000,"currency":"\#(currency)"}}}
      """#,
      to: dispatcher
    )
    let badAmount = await dispatchError(
      #"""
      {"intentName":"SendPaymentIntent","intent":{"identifier":"p-1",\#
      "currencyAmount":{"minorUnits":\#(amount).5,"currency":"USD"}}}
      """#,
      to: dispatcher
    )

    XCTAssertEqual(badCurrency?.code, .malformedRequest, "a raw ESC isn't JSON")
    XCTAssertLessThan(badCurrency?.message.count ?? .max, 200, badCurrency?.message ?? "")
    XCTAssertEqual(badAmount?.code, .invalidIntent)
    XCTAssertEqual(
      badAmount?.message,
      "SendPaymentIntent: intent.currencyAmount.minorUnits: " + String(amount.prefix(64))
        + "… is not an integer."
    )
  }

  // MARK: - Depth

  /// A valid JSON value nested `depth` levels deep, of arrays or of objects.
  private static func nested(_ depth: Int, objects: Bool) -> String {
    objects
      ? String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
      : String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  func testDispatchJSON_validDocumentsNested512To2000Deep_areTooLargeNotInvalid() async throws {
    let dispatcher = try await dispatcher()
    let envelope = #"{"intentName":"SendPaymentIntent","intent":"#

    for depth in [65, 512, 513, 2_000] {
      for objects in [false, true] {
        let value = Self.nested(depth, objects: objects)
        for json in [
          envelope + value + "}",
          #"{"intentName":"SendPaymentIntent","intent":{"identifier":"p"},"extra":\#(value)}"#,
          value,
        ] {
          let context = "\(depth) levels of \(objects ? "objects" : "arrays") in \(json.prefix(50))"
          let error = await dispatchError(json, to: dispatcher)

          XCTAssertEqual(error?.code, .requestTooLarge, context)
          XCTAssertEqual(error?.message.hasPrefix("The request can't be read: "), true, context)
          XCTAssertEqual(
            error?.message.contains(": arrays and objects nest more than 64 levels deep (line 1"),
            true,
            "\(context): \(error?.message ?? "")"
          )
          XCTAssertEqual(error?.message.contains("valid JSON"), false, context)
          XCTAssertLessThan(error?.message.count ?? .max, 200, context)
        }
      }
    }
  }

  func testDispatchJSON_513DeepWithinAConfiguredDepth_isReadAsJSON() async throws {
    var configuration = IntentDispatcher.Configuration()
    configuration.maximumRequestDepth = 600
    let dispatcher = try await dispatcher(configuration: configuration)

    let error = await dispatchError(
      #"{"intentName":"SendPaymentIntent","intent":\#(Self.nested(513, objects: false))}"#,
      to: dispatcher
    )
    let tooDeep = await dispatchError(
      #"{"intentName":"SendPaymentIntent","intent":\#(Self.nested(2_000, objects: false))}"#,
      to: dispatcher
    )

    XCTAssertEqual(error?.code, .invalidIntent)
    XCTAssertEqual(error?.message, "SendPaymentIntent: intent: expected an object, found an array.")
    XCTAssertEqual(tooDeep?.code, .requestTooLarge)
    XCTAssertEqual(
      tooDeep?.message.contains("arrays and objects nest more than 600 levels deep"),
      true,
      tooDeep?.message ?? ""
    )
  }
}
