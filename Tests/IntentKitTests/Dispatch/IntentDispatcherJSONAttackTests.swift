import IntentKit
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The requests of issue #16, which moved money while JSON was read by Foundation's lenient
/// `JSONDecoder`, sent to every intent that moves money or records a request, through
/// `dispatch(json:)` and the real handlers, ledgers and bill service: each is refused with a
/// typed error that names the path and the rule, and changes nothing; the same request with an
/// exact amount moves exactly that amount.
final class IntentDispatcherJSONAttackTests: XCTestCase {
  /// A valid request for one intent type, with the places an attack changes marked.
  private struct Target {
    let wireName: String
    /// The request, with `{id}`, `{amount}` (the members of the amount object), `{nested}` (an
    /// extra member of a nested object), `{intent}` (an extra member of the intent) and
    /// `{envelope}` (an extra member of the envelope).
    let template: String
    /// The path of the amount object.
    let amountPath: String
    /// The path of the nested object and the member `{nested}` repeats, with another value.
    let nestedPath: String
    let nestedDuplicate: (name: String, value: String)
    /// The intent's last member, which a trailing comma in the intent follows.
    let lastMember: String

    func request(
      id: String,
      amount: String = #""minorUnits":5000,"currency":"USD""#,
      nested: String = "",
      intent: String = "",
      envelope: String = ""
    ) -> Data {
      let text = template.replacing("{id}", with: id)
        .replacing("{amount}", with: amount)
        .replacing("{nested}", with: nested)
        .replacing("{intent}", with: intent)
        .replacing("{envelope}", with: envelope)
      return Data(text.utf8)
    }

    static let sendPayment = Target(
      wireName: "SendPaymentIntent",
      template: #"""
        {"intentName":"SendPaymentIntent","intent":{"identifier":"{id}",\#
        "payee":{"displayName":"Jane Appleseed"{nested}},"currencyAmount":{{amount}},\#
        "note":"Dinner"{intent}}{envelope}}
        """#,
      amountPath: "intent.currencyAmount",
      nestedPath: "intent.payee",
      nestedDuplicate: ("displayName", #""Bob Brown""#),
      lastMember: "note"
    )

    static let transferMoney = Target(
      wireName: "TransferMoneyIntent",
      template: #"""
        {"intentName":"TransferMoneyIntent","intent":{"identifier":"{id}",\#
        "fromAccount":{"accountType":0,"nickname":{"spokenPhrase":"Savings"}{nested}},\#
        "toAccount":{"accountType":0,"nickname":{"spokenPhrase":"Checking"}},\#
        "transactionAmount":{"amountType":0,"amount":{{amount}}},\#
        "transactionNote":"Top up"{intent}}{envelope}}
        """#,
      amountPath: "intent.transactionAmount.amount",
      nestedPath: "intent.fromAccount",
      nestedDuplicate: ("nickname", #"{"spokenPhrase":"Checking"}"#),
      lastMember: "transactionNote"
    )

    static let payBill = Target(
      wireName: "PayBillIntent",
      template: #"""
        {"intentName":"PayBillIntent","intent":{"identifier":"{id}",\#
        "billPayee":{"nickname":{"spokenPhrase":"City Power"}{nested}},\#
        "fromAccount":{"accountType":0,"nickname":{"spokenPhrase":"Checking"}},\#
        "transactionAmount":{"amountType":0,"amount":{{amount}}},"billType":6,\#
        "transactionNote":"November"{intent}}{envelope}}
        """#,
      amountPath: "intent.transactionAmount.amount",
      nestedPath: "intent.billPayee",
      nestedDuplicate: ("nickname", #"{"spokenPhrase":"Visa"}"#),
      lastMember: "transactionNote"
    )

    static let requestPayment = Target(
      wireName: "RequestPaymentIntent",
      template: #"""
        {"intentName":"RequestPaymentIntent","intent":{"identifier":"{id}",\#
        "payer":{"displayName":"Bob Brown"{nested}},"currencyAmount":{{amount}},\#
        "note":"Lunch"{intent}}{envelope}}
        """#,
      amountPath: "intent.currencyAmount",
      nestedPath: "intent.payer",
      nestedDuplicate: ("displayName", #""John Appleseed""#),
      lastMember: "note"
    )
  }

  /// One hostile request and what the dispatcher must answer.
  private struct Attack {
    let name: String
    let request: Data
    let code: IntentDispatchError.Code
    /// The intent the error names: the wire name once the envelope was read, else `nil`.
    let intentName: String?
    /// The whole message, or the part before the position (`(line 1, column …)`).
    let message: String
    let isWholeMessage: Bool
  }

  /// The literals Foundation rounded into an integer: to 5000, 1000 and 50.
  private static let roundedLiterals = [
    "4999.9999999999999999", "5000.000000000000001", "1.00000000000000000001e3",
    "49.999999999999999999",
  ]

  /// Exact integers written with a fraction or an exponent.
  private static let integerLookalikes = ["5e3", "5000.0", "5.0e3", "5E3", "5000e0", "-0.0"]

  /// Integers outside `Int64`.
  private static let outOfRange = [
    "9223372036854775808", "-9223372036854775809", "18446744073709551616",
    "100000000000000000000000000000000000000",
  ]

  /// Text RFC 8259 refuses, as the value of a member nobody reads, with the rule it breaks.
  private static let invalidFragments: [(value: String, rule: String)] = [
    ("-01", "a number can't start with 0 followed by another digit"),
    ("2.e3", "a decimal point must be followed by a digit, found 'e'"),
    (#""\x""#, #"'\x' is not a JSON escape"#),
    ("\"a\nb\"", "a control character (U+000A) must be escaped in a string"),
    ("[1,2,]", "a comma can't come before ']'"),
    (#"{"a":1,}"#, "a comma can't come before '}'"),
    ("+1", "expected a value, found '+'"),
    ("NaN", "expected a value, found 'NaN'"),
  ]

  /// Every attack on a target; each request has its own identifier, so that none of them is
  /// a replay of another.
  private static func attacks(on target: Target) -> [Attack] {
    let wire = target.wireName
    var attacks: [Attack] = []
    func id() -> String { "attack-\(attacks.count)" }
    func invalid(_ name: String, amount: String, _ message: String) {
      attacks.append(
        Attack(
          name: name,
          request: target.request(id: id(), amount: amount),
          code: .invalidIntent,
          intentName: wire,
          message: "\(wire): \(message).",
          isWholeMessage: true
        )
      )
    }
    func refused(
      _ name: String,
      _ request: Data,
      unreadable: Bool = false,
      _ message: String
    ) {
      let lead = unreadable ? "The request can't be read" : "The request isn't valid JSON"
      attacks.append(
        Attack(
          name: name,
          request: request,
          code: .malformedRequest,
          intentName: nil,
          message: "\(lead): \(message) (line 1, column ",
          isWholeMessage: false
        )
      )
    }
    let minorUnits = "\(target.amountPath).minorUnits"

    for literal in roundedLiterals + integerLookalikes {
      invalid(
        "minorUnits \(literal)",
        amount: #""minorUnits":\#(literal),"currency":"USD""#,
        "\(minorUnits): \(literal) is not an integer"
      )
    }
    for literal in outOfRange {
      invalid(
        "minorUnits \(literal)",
        amount: #""minorUnits":\#(literal),"currency":"USD""#,
        "\(minorUnits): \(literal) is outside the range of Int64 "
          + "(-9223372036854775808...9223372036854775807)"
      )
    }
    invalid(
      "minorUnits as a string",
      amount: #""minorUnits":"5000","currency":"USD""#,
      "\(minorUnits): expected an integer, found a string"
    )
    invalid(
      "currency as a number",
      amount: #""minorUnits":5000,"currency":840"#,
      "\(target.amountPath).currency: expected a string, found the number 840"
    )

    let twice = "the object has two members named"
    for (first, second) in [("100", "999999"), ("999999", "100"), ("5000", "5000")] {
      refused(
        "minorUnits \(first) then \(second)",
        target.request(
          id: id(),
          amount: #""minorUnits":\#(first),"currency":"USD","minorUnits":\#(second)"#
        ),
        unreadable: true,
        "\(minorUnits): \(twice) 'minorUnits'"
      )
    }
    for (first, second) in [("JPY", "USD"), ("USD", "JPY"), ("USD", "USD")] {
      refused(
        "currency \(first) then \(second)",
        target.request(
          id: id(),
          amount: #""minorUnits":5000,"currency":"\#(first)","currency":"\#(second)""#
        ),
        unreadable: true,
        "\(target.amountPath).currency: \(twice) 'currency'"
      )
    }
    let duplicate = target.nestedDuplicate
    refused(
      "\(duplicate.name) twice in \(target.nestedPath)",
      target.request(id: id(), nested: #","\#(duplicate.name)":\#(duplicate.value)"#),
      unreadable: true,
      "\(target.nestedPath).\(duplicate.name): \(twice) '\(duplicate.name)'"
    )
    let richer = String(
      decoding: target.request(id: id(), amount: #""minorUnits":999999,"currency":"USD""#),
      as: UTF8.self
    )
    let richerIntent = richer.dropFirst(#"{"intentName":"\#(wire)","intent":"#.count).dropLast()
    refused(
      "a second intent",
      target.request(id: id(), envelope: #","intent":\#(richerIntent)"#),
      unreadable: true,
      "intent: \(twice) 'intent'"
    )
    for name in [wire, "PayBillIntent", "SendPaymentIntent"] {
      refused(
        "a second intentName \(name)",
        target.request(id: id(), envelope: #","intentName":"\#(name)""#),
        unreadable: true,
        "intentName: \(twice) 'intentName'"
      )
    }

    for fragment in invalidFragments {
      let rule = fragment.rule
      let inArray = fragment.value.hasPrefix("[") ? "[2]" : ""
      let inObject = fragment.value.hasPrefix("{") ? ".a" : ""
      refused(
        "\(fragment.value) in the intent",
        target.request(id: id(), intent: #","extra":\#(fragment.value)"#),
        "intent.extra\(inArray)\(inObject): \(rule)"
      )
      refused(
        "\(fragment.value) in the envelope",
        target.request(id: id(), envelope: #","extra":\#(fragment.value)"#),
        "extra\(inArray)\(inObject): \(rule)"
      )
    }
    refused(
      "a trailing comma in the intent",
      target.request(id: id(), intent: ","),
      "intent.\(target.lastMember): a comma can't come before '}'"
    )
    refused(
      "a trailing comma in the envelope",
      target.request(id: id(), envelope: ","),
      "intent: a comma can't come before '}'"
    )
    refused(
      "a trailing comma in the amount",
      target.request(id: id(), amount: #""minorUnits":5000,"currency":"USD","#),
      "\(target.amountPath).currency: a comma can't come before '}'"
    )
    return attacks
  }

  /// Sends every attack on a target to a fresh world and checks each error and that nothing
  /// changed.
  private func assertEveryAttackIsRefused(
    _ target: Target,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async throws {
    let world = try await AllDomainsWorld.make(bookingARide: false)
    let before = try await world.snapshot()
    let attacks = Self.attacks(on: target)
    XCTAssertGreaterThan(attacks.count, 40, file: file, line: line)

    for attack in attacks {
      let context = "\(target.wireName), \(attack.name)"
      do {
        let reply = try await world.dispatcher.dispatch(json: attack.request)
        XCTFail(
          "\(context): answered \(String(decoding: reply, as: UTF8.self))",
          file: file,
          line: line
        )
      } catch let error as IntentDispatchError {
        XCTAssertEqual(error.code, attack.code, "\(context): \(error)", file: file, line: line)
        XCTAssertEqual(error.intentName, attack.intentName, context, file: file, line: line)
        if attack.isWholeMessage {
          XCTAssertEqual(error.message, attack.message, context, file: file, line: line)
        } else {
          XCTAssertTrue(
            error.message.hasPrefix(attack.message),
            "\(context): \(error.message) doesn't start with \(attack.message)",
            file: file,
            line: line
          )
        }
      }
    }

    let after = try await world.snapshot()
    XCTAssertEqual(
      after,
      before,
      "\(target.wireName): an attack changed state",
      file: file,
      line: line
    )
  }

  func testDispatchJSON_attacksOnSendPayment_throwTypedErrorsAndMoveNoMoney() async throws {
    try await assertEveryAttackIsRefused(.sendPayment)
  }

  func testDispatchJSON_attacksOnTransferMoney_throwTypedErrorsAndMoveNoMoney() async throws {
    try await assertEveryAttackIsRefused(.transferMoney)
  }

  func testDispatchJSON_attacksOnPayBill_throwTypedErrorsAndPayNoBill() async throws {
    try await assertEveryAttackIsRefused(.payBill)
  }

  func testDispatchJSON_attacksOnRequestPayment_throwTypedErrorsAndRecordNoRequest() async throws {
    try await assertEveryAttackIsRefused(.requestPayment)
  }

  // MARK: - The valid controls

  /// Dispatches the target's request with an exact amount and returns the outcome's code and
  /// the state before and after.
  private func dispatchExactRequest(
    _ target: Target,
    minorUnits: Int64
  ) async throws -> (
    code: String?, before: AllDomainsWorld.Snapshot, after: AllDomainsWorld.Snapshot
  ) {
    let world = try await AllDomainsWorld.make(bookingARide: false)
    let before = try await world.snapshot()

    let reply = try await world.dispatcher.dispatch(
      json: target.request(id: "exact-1", amount: #""minorUnits":\#(minorUnits),"currency":"USD""#)
    )

    let outcome = try JSONSerialization.jsonObject(with: reply) as? [String: Any]
    XCTAssertEqual(outcome?["ending"] as? String, "handled")
    return (outcome?["code"] as? String, before, try await world.snapshot())
  }

  /// The balances that changed, by account, as differences.
  private func changes(
    from before: AllDomainsWorld.LedgerState,
    to after: AllDomainsWorld.LedgerState
  ) -> [String: Int64] {
    after.balances.reduce(into: [:]) { changes, entry in
      let difference = entry.value - (before.balances[entry.key] ?? 0)
      if difference != 0 { changes[entry.key] = difference }
    }
  }

  func testDispatchJSON_sendPaymentWithAnExactAmount_sendsExactlyThatAmount() async throws {
    let (code, before, after) = try await dispatchExactRequest(.sendPayment, minorUnits: 5000)

    XCTAssertEqual(code, "success")
    XCTAssertEqual(
      changes(from: before.paymentsLedger, to: after.paymentsLedger),
      ["checking": -5000, "jane-appleseed-usd": 5000]
    )
    let posted = after.paymentsLedger.postings.dropFirst(before.paymentsLedger.postings.count)
    XCTAssertEqual(posted.map(\.transfer.amount), [.usd(5000)])
    XCTAssertEqual(posted.map(\.idempotencyKey), ["exact-1"])
    XCTAssertEqual(after.billsLedger, before.billsLedger)
  }

  func testDispatchJSON_transferMoneyWithAnExactAmount_transfersExactlyThatAmount() async throws {
    let (code, before, after) = try await dispatchExactRequest(.transferMoney, minorUnits: 5000)

    XCTAssertEqual(code, "success")
    XCTAssertEqual(
      changes(from: before.paymentsLedger, to: after.paymentsLedger),
      ["savings": -5000, "checking": 5000]
    )
    let posted = after.paymentsLedger.postings.dropFirst(before.paymentsLedger.postings.count)
    XCTAssertEqual(posted.map(\.transfer.amount), [.usd(5000)])
  }

  func testDispatchJSON_payBillWithAnExactAmount_paysExactlyThatAmount() async throws {
    let (code, before, after) = try await dispatchExactRequest(.payBill, minorUnits: 5000)

    XCTAssertEqual(code, "success")
    XCTAssertEqual(
      changes(from: before.billsLedger, to: after.billsLedger),
      ["checking": -5000, "payee:city-power": 5000]
    )
    let payments = after.billPayments.dropFirst(before.billPayments.count)
    XCTAssertEqual(payments.map(\.request.amount), [.usd(5000)])
    XCTAssertEqual(payments.map(\.request.billID), ["city-power-11"])
    XCTAssertEqual(after.paymentsLedger, before.paymentsLedger)
  }

  func testDispatchJSON_requestPaymentWithAnExactAmount_recordsExactlyThatRequest() async throws {
    let (code, before, after) = try await dispatchExactRequest(.requestPayment, minorUnits: 5000)

    XCTAssertEqual(code, "success")
    XCTAssertEqual(after.paymentsLedger.balances, before.paymentsLedger.balances)
    XCTAssertEqual(after.paymentsLedger.postings, before.paymentsLedger.postings)
    let recorded = after.paymentsLedger.requests.filter {
      !before.paymentsLedger.requests.contains($0)
    }
    XCTAssertEqual(recorded.map(\.amount), [.usd(5000)])
    XCTAssertEqual(recorded.map(\.payer.contactIdentifier), ["bob-brown"])
  }

  // MARK: - Exact amounts the handlers refuse

  /// Integers the reader accepts but no handler may act on: zero, negative, beyond the ledger's
  /// maximum, the extremes of `Int64`, and yen where only dollars are possible.
  func testDispatchJSON_exactAmountsTheHandlersRefuse_endUnhandledAndChangeNothing() async throws {
    let world = try await AllDomainsWorld.make(bookingARide: false)
    let before = try await world.snapshot()
    let amounts = [
      #""minorUnits":0,"currency":"USD""#, #""minorUnits":-5000,"currency":"USD""#,
      #""minorUnits":-0,"currency":"USD""#, #""minorUnits":250001,"currency":"USD""#,
      #""minorUnits":9223372036854775807,"currency":"USD""#,
      #""minorUnits":-9223372036854775808,"currency":"USD""#,
    ]
    var endings: [String: Int] = [:]

    for target in [Target.sendPayment, .transferMoney, .payBill, .requestPayment] {
      for (index, amount) in amounts.enumerated() {
        let reply = try await world.dispatcher.dispatch(
          json: target.request(id: "refused-\(index)", amount: amount)
        )
        let outcome = try JSONSerialization.jsonObject(with: reply) as? [String: Any]
        let ending = outcome?["ending"] as? String ?? "?"
        XCTAssertNotEqual(ending, "handled", "\(target.wireName) \(amount)")
        endings[ending, default: 0] += 1
      }
    }

    let after = try await world.snapshot()
    XCTAssertEqual(after, before)
    XCTAssertEqual(endings.values.reduce(0, +), 24, "\(endings)")
  }
}
