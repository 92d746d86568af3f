import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Stored conversations changed as a hostile client would change them, then answered.
///
/// A stateless server stores each conversation with ``StrictJSONEncoder`` and gets it back
/// changed; decoded with ``StrictJSONDecoder`` and answered, handle only ever runs with values
/// the handlers accept. Either the ledger moves a valid amount to a real contact, or the user is
/// asked again, or the conversation ends and nothing moves; the unchanged conversation pays
/// exactly once, however often its final yes arrives.
final class ConversationTamperingTests: XCTestCase {
  // MARK: - Fixtures

  /// The payments sample world with an engine, with or without the dispatcher's idempotency
  /// store.
  private struct Payments {
    let world: PaymentsSampleWorld
    let engine: ConversationEngine

    static func make(idempotencyStore: Bool = true) async throws -> Payments {
      let world = try await PaymentsSampleWorld.testing()
      let configuration =
        idempotencyStore ? IntentDispatcher.Configuration() : .withoutIdempotencyStore
      return Payments(world: world, engine: world.engine(configuration: configuration))
    }

    /// Every posting but the opening deposits, and every payment request.
    func movements() async -> (postings: [LedgerPosting], requests: [PaymentRequest]) {
      (await world.payments(), await world.ledger.requests(withStatus: nil))
    }
  }

  private func saved<Talked: Intent>(_ conversation: Conversation<Talked>) throws -> FuzzJSON {
    let text = String(decoding: try StrictJSONEncoder().encode(conversation), as: UTF8.self)
    return try XCTUnwrap(FuzzJSON(parsing: text), text)
  }

  private func restored<Talked: Intent>(
    _ stored: FuzzJSON,
    as type: Talked.Type = Talked.self
  ) throws -> Conversation<Talked> {
    try StrictJSONDecoder().decode(Conversation<Talked>.self, from: Data(stored.text.utf8))
  }

  /// The parameter the conversation asks about, `finalConfirmation` for the final question, or
  /// `nil` once it has ended.
  private func asked<Talked: Intent>(_ conversation: Conversation<Talked>) -> String? {
    switch conversation.question {
    case .value(let name)?, .choice(let name, _)?, .confirmation(let name, _)?: name
    case .finalConfirmation?: "finalConfirmation"
    case nil: nil
    }
  }

  /// "Send $50.00 to Jane Appleseed?", stored.
  private func storedFinalQuestion(in payments: Payments) async throws -> FuzzJSON {
    let conversation = try await payments.engine.start(
      SendPaymentIntent(
        identifier: "t-1",
        payee: .named("Jane Appleseed"),
        currencyAmount: .usd(50_00)
      )
    )
    XCTAssertEqual(conversation.question, .finalConfirmation)
    return try saved(conversation)
  }

  private static var jane: FuzzJSON {
    person([("contactIdentifier", "jane-appleseed"), ("displayName", "Jane Appleseed")])
  }

  private static func person(_ members: [(String, String)]) -> FuzzJSON {
    .object(members.map { FuzzJSON.Member(key: $0.0, value: .string($0.1)) })
  }

  private static func amount(_ minorUnits: String, _ currency: String = "USD") -> FuzzJSON {
    .object([
      .init(key: "currency", value: .string(currency)),
      .init(key: "minorUnits", value: .number(minorUnits)),
    ])
  }

  // MARK: - The unchanged round trip

  func testFinalYes_toTheUnchangedStoredConversation_paysExactlyOnceHoweverOftenItArrives()
    async throws
  {
    for idempotencyStore in [true, false] {
      let payments = try await Payments.make(idempotencyStore: idempotencyStore)
      let stored = try await storedFinalQuestion(in: payments)
      var endings: [Conversation<SendPaymentIntent>.Ending?] = []

      for _ in 0..<3 {
        var conversation: Conversation<SendPaymentIntent> = try restored(stored)
        try await payments.engine.reply("yes", to: &conversation)
        endings.append(conversation.ending)
      }

      let context = idempotencyStore ? "with the idempotency store" : "without it"
      XCTAssertEqual(endings.first??.isHandledSuccessfully, true, "\(context): \(endings)")
      XCTAssertTrue(endings.allSatisfy { $0 == endings.first }, "\(context): \(endings)")
      let (postings, _) = await payments.movements()
      XCTAssertEqual(postings.map(\.transfer.amount), [.usd(50_00)], context)
      XCTAssertEqual(postings.map(\.transfer.to), ["jane-appleseed-usd"], context)
      let balances = try await payments.world.balances()
      XCTAssertEqual(balances["checking"], 950_00, context)
    }
  }

  // MARK: - Amounts

  func testFinalYes_afterTheAmountWasChanged_neverPaysAnAmountTheHandlerRefuses() async throws {
    // (minor units, currency, what must happen: the parameter asked again, or the code
    // confirm ends with)
    let cases: [(String, String, expected: String)] = [
      ("250001", "USD", "currencyAmount"),  // above the ledger's maximum of $2,500.00
      ("9223372036854775807", "USD", "currencyAmount"),
      ("0", "USD", "currencyAmount"),
      ("-5000", "USD", "currencyAmount"),
      ("99", "USD", "currencyAmount"),  // below the minimum of $1.00
      ("5000", "JPY", "currencyAmount"),  // Jane has no yen account
      ("5000", "EUR", "currencyAmount"),  // nobody has euros
      ("200000", "USD", "failureInsufficientFunds"),  // within the limits, above the balance
    ]

    for (minorUnits, currency, expected) in cases {
      let payments = try await Payments.make()
      let stored = try await storedFinalQuestion(in: payments)
      let changed = stored.setting(
        ["intent", "currencyAmount"],
        to: Self.amount(minorUnits, currency)
      )
      .setting(
        ["confirmation", "paymentRecord", "currencyAmount"],
        to: Self.amount(minorUnits, currency)
      )
      var conversation: Conversation<SendPaymentIntent> = try restored(changed)

      try await payments.engine.reply("yes", to: &conversation)

      let context = "\(minorUnits) \(currency)"
      if case .confirmationFailed(let response)? = conversation.ending {
        XCTAssertEqual(response.code.name, expected, context)
      } else {
        XCTAssertEqual(
          asked(conversation),
          expected,
          "\(context): \(conversation.ending.debugDescription)"
        )
      }
      let (postings, _) = await payments.movements()
      XCTAssertEqual(postings, [], context)
    }
  }

  func testFinalYes_afterTheAmountWasChangedToAnotherValidOne_paysExactlyThatAmount() async throws {
    let payments = try await Payments.make()
    let stored = try await storedFinalQuestion(in: payments)
    var conversation: Conversation<SendPaymentIntent> = try restored(
      stored.setting(["intent", "currencyAmount", "minorUnits"], to: .number("7500"))
    )

    try await payments.engine.reply("yes", to: &conversation)

    XCTAssertEqual(conversation.response?.code, .success)
    let (postings, _) = await payments.movements()
    XCTAssertEqual(postings.map(\.transfer.amount), [.usd(75_00)])
    XCTAssertEqual(postings.map(\.transfer.to), ["jane-appleseed-usd"])
  }

  func testFinalYes_afterTheConfirmationWasChanged_paysTheResolvedIntentOnly() async throws {
    let payments = try await Payments.make()
    let stored = try await storedFinalQuestion(in: payments)
    let changes: [FuzzJSON] = [
      stored.setting(
        ["confirmation", "paymentRecord", "currencyAmount", "minorUnits"],
        to: .number("100")
      ),
      stored.setting(
        ["confirmation", "paymentRecord", "payee"],
        to: Self.person([("displayName", "Bob Brown"), ("contactIdentifier", "bob-brown")])
      ),
      stored.setting(["confirmation", "code"], to: .number("10")),
      stored.setting(["confirmation"], to: nil),
    ]

    for (index, changed) in changes.enumerated() {
      var conversation: Conversation<SendPaymentIntent> = try restored(changed)
      try await payments.engine.reply("yes", to: &conversation)
      XCTAssertEqual(conversation.ending?.isHandledSuccessfully, true, "change \(index)")
      XCTAssertEqual(conversation.response?.paymentRecord?.currencyAmount, .usd(50_00))
    }

    let (postings, _) = await payments.movements()
    XCTAssertEqual(postings.map(\.transfer.amount), [.usd(50_00)], "one payment, replayed after")
    XCTAssertEqual(postings.map(\.transfer.to), ["jane-appleseed-usd"])
  }

  // MARK: - Payees

  func testFinalYes_afterThePayeeWasReplaced_paysOnlyARealContactOrAsksAgain() async throws {
    // The stored payee replaced by another person, and what must happen: the contact paid, or
    // the parameter asked again.
    let cases: [(name: String, payee: FuzzJSON, expected: String)] = [
      ("someone not in the directory", Self.person([("displayName", "Mallory")]), "payee"),
      (
        "a forged identifier and handle on Jane's name",
        .object([
          .init(key: "contactIdentifier", value: .string("mallory")),
          .init(key: "displayName", value: .string("Jane Appleseed")),
          .init(
            key: "personHandle",
            value: .object([
              .init(key: "type", value: .number("1")),
              .init(key: "value", value: .string("mallory@evil.example")),
            ])
          ),
        ]),
        "jane-appleseed-usd"
      ),
      (
        "Bob's identifier under another name",
        Self.person([("displayName", "Mallory"), ("contactIdentifier", "bob-brown")]),
        "bob-brown-usd"
      ),
      (
        "a contact without a ledger account",
        Self.person([("displayName", "Chris Green"), ("contactIdentifier", "chris-green")]),
        "payee"
      ),
      (
        "the user",
        Self.person([("displayName", "Alex Morgan"), ("contactIdentifier", "me")]),
        "payee"
      ),
      (
        "Kenji's handle, who has yen only",
        .object([
          .init(key: "displayName", value: .string("Jane Appleseed")),
          .init(
            key: "personHandle",
            value: .object([
              .init(key: "type", value: .number("1")),
              .init(key: "value", value: .string("kenji@example.jp")),
            ])
          ),
        ]),
        "currencyAmount"
      ),
      ("no payee and no one paid before", .null, "payee"),
    ]

    for (name, payee, expected) in cases {
      let payments = try await Payments.make()
      let stored = try await storedFinalQuestion(in: payments)
      var conversation: Conversation<SendPaymentIntent> = try restored(
        stored.setting(["intent", "payee"], to: payee == .null ? nil : payee)
      )

      try await payments.engine.reply("yes", to: &conversation)

      let (postings, _) = await payments.movements()
      if expected.hasSuffix("-usd") {
        XCTAssertEqual(conversation.ending?.isHandledSuccessfully, true, name)
        XCTAssertEqual(postings.map(\.transfer.to.rawValue), [expected], name)
        XCTAssertEqual(postings.map(\.transfer.amount), [.usd(50_00)], name)
        let paid = conversation.response?.paymentRecord?.payee
        XCTAssertEqual(paid?.contactIdentifier, String(expected.dropLast(4)), name)
        XCTAssertNotEqual(paid?.personHandle?.value, "mallory@evil.example", name)
        XCTAssertNotEqual(paid?.displayName, "Mallory", name)
      } else {
        XCTAssertEqual(
          asked(conversation),
          expected,
          "\(name): \(conversation.ending.debugDescription)"
        )
        XCTAssertEqual(postings, [], name)
      }
    }
  }

  // MARK: - Position, confirmed values and retries

  /// "How much do you want to send to Jane Appleseed?" and "Which Jane?", stored.
  private func storedQuestions(
    in payments: Payments
  ) async throws -> (amount: FuzzJSON, choice: FuzzJSON) {
    let amount = try await payments.engine.start(
      SendPaymentIntent(identifier: "t-2", payee: .named("Jane Appleseed"))
    )
    let choice = try await payments.engine.start(
      SendPaymentIntent(identifier: "t-3", payee: .named("Jane"), currencyAmount: .usd(50_00))
    )
    XCTAssertEqual(asked(amount), "currencyAmount")
    XCTAssertEqual(asked(choice), "payee")
    return (try saved(amount), try saved(choice))
  }

  func testFinalYes_withTheStepMovedPastUnresolvedParameters_asksForThemAgain() async throws {
    let payments = try await Payments.make()
    let (amount, choice) = try await storedQuestions(in: payments)
    let finalQuestion = FuzzJSON.object([.init(key: "kind", value: .string("finalConfirmation"))])
    let mallory = Self.person([("displayName", "Mallory")])
    let cases: [(name: String, stored: FuzzJSON, expected: String)] = [
      (
        "no amount",
        amount.setting(["stepIndex"], to: .number("3")).setting(["question"], to: finalQuestion),
        "currencyAmount"
      ),
      (
        "an ambiguous payee",
        choice.setting(["stepIndex"], to: .number("3")).setting(["question"], to: finalQuestion),
        "payee"
      ),
      (
        "an ambiguous payee confirmed as Mallory",
        choice.setting(["stepIndex"], to: .number("3")).setting(["question"], to: finalQuestion)
          .setting(["confirmedValues", "payee"], to: mallory),
        "payee"
      ),
      (
        "an amount above the maximum, confirmed",
        amount.setting(["stepIndex"], to: .number("3")).setting(["question"], to: finalQuestion)
          .setting(["intent", "currencyAmount"], to: Self.amount("250001"))
          .setting(["confirmedValues", "currencyAmount"], to: Self.amount("250001")),
        "currencyAmount"
      ),
      (
        "no payee, confirmed as Jane",
        amount.setting(["stepIndex"], to: .number("3")).setting(["question"], to: finalQuestion)
          .setting(["intent", "payee"], to: nil)
          .setting(["intent", "currencyAmount"], to: Self.amount("5000"))
          .setting(["confirmedValues", "payee"], to: Self.jane),
        "payee"
      ),
    ]

    for (name, stored, expected) in cases {
      var conversation: Conversation<SendPaymentIntent> = try restored(stored)

      try await payments.engine.reply("yes", to: &conversation)

      XCTAssertEqual(
        asked(conversation),
        expected,
        "\(name): \(conversation.ending.debugDescription)"
      )
    }
    let (postings, _) = await payments.movements()
    XCTAssertEqual(postings, [])
  }

  func testReply_toAValueQuestionWithTheStepMovedPastIt_resolvesTheValueBeforeConfirming()
    async throws
  {
    let payments = try await Payments.make()
    let (amount, _) = try await storedQuestions(in: payments)
    var conversation: Conversation<SendPaymentIntent> = try restored(
      amount.setting(["stepIndex"], to: .number("3"))
    )

    try await payments.engine.reply("$2,600", to: &conversation)

    XCTAssertEqual(asked(conversation), "currencyAmount", conversation.ending.debugDescription)
    XCTAssertEqual(
      conversation.transcript.last?.event,
      .rejectedValue(parameter: "currencyAmount", reason: "paymentsAmountAboveMaximum")
    )
    try await payments.engine.reply("$20", to: &conversation)
    XCTAssertEqual(conversation.question, .finalConfirmation)
    try await payments.engine.reply("yes", to: &conversation)
    let (postings, _) = await payments.movements()
    XCTAssertEqual(postings.map(\.transfer.amount), [.usd(20_00)])
  }

  func testYes_toAnInjectedConfirmationOfAHostileValue_asksForTheValueAgain() async throws {
    let payments = try await Payments.make()
    let stored = try await storedFinalQuestion(in: payments)
    let question = FuzzJSON.object([
      .init(key: "kind", value: .string("confirmation")),
      .init(key: "parameter", value: .string("currencyAmount")),
      .init(key: "value", value: Self.amount("250001")),
    ])
    var conversation: Conversation<SendPaymentIntent> = try restored(
      stored.setting(["question"], to: question)
    )

    try await payments.engine.reply("yes", to: &conversation)

    XCTAssertEqual(asked(conversation), "currencyAmount", conversation.ending.debugDescription)
    let (postings, _) = await payments.movements()
    XCTAssertEqual(postings, [])
  }

  func testFailedAttempts_resetOrNegative_neverLetAHostileValueThrough() async throws {
    let payments = try await Payments.make()
    let (amount, _) = try await storedQuestions(in: payments)
    var nearTheLimit: Conversation<SendPaymentIntent> = try restored(
      amount.setting(["failedAttempts", "currencyAmount"], to: .number("2"))
    )
    var reset: Conversation<SendPaymentIntent> = try restored(
      amount.setting(["failedAttempts", "currencyAmount"], to: .number("2"))
        .setting(["failedAttempts"], to: .object([]))
    )

    try await payments.engine.reply("$2,600", to: &nearTheLimit)
    try await payments.engine.reply("$2,600", to: &reset)

    XCTAssertEqual(nearTheLimit.ending, .retryLimitReached(parameter: "currencyAmount"))
    XCTAssertEqual(asked(reset), "currencyAmount", "reset, the user may try again")
    try await payments.engine.reply("$2,600", to: &reset)
    try await payments.engine.reply("$2,600", to: &reset)
    XCTAssertEqual(reset.ending, .retryLimitReached(parameter: "currencyAmount"))
    let (postings, _) = await payments.movements()
    XCTAssertEqual(postings, [])
    XCTAssertThrowsError(
      try restored(
        amount.setting(["failedAttempts", "currencyAmount"], to: .number("-1")),
        as: SendPaymentIntent.self
      )
    ) { error in
      XCTAssertEqual((error as? StrictJSONError)?.code, .invalidValue)
      XCTAssertEqual((error as? StrictJSONError)?.path, "failedAttempts.currencyAmount")
    }
  }

  // MARK: - Choices

  func testChoosing_amongReplacedOptions_takesOnlyARealContact() async throws {
    let cases: [(name: String, options: [FuzzJSON], reply: Reply, expected: String)] = [
      (
        "someone not in the directory",
        [Self.person([("displayName", "Mallory")]), Self.jane], .choice(index: 0), "payee"
      ),
      (
        "a contact without an account",
        [
          Self.jane,
          Self.person([("displayName", "Chris Green"), ("contactIdentifier", "chris-green")]),
        ],
        "the second one", "payee"
      ),
      (
        "Bob's identifier under Jane's name",
        [Self.person([("displayName", "Jane Appleseed"), ("contactIdentifier", "bob-brown")])],
        "the first one", "bob-brown"
      ),
    ]

    for (name, options, reply, expected) in cases {
      let payments = try await Payments.make()
      let (_, choice) = try await storedQuestions(in: payments)
      var conversation: Conversation<SendPaymentIntent> = try restored(
        choice.setting(["question", "options"], to: .array(options))
      )

      try await payments.engine.reply(reply, to: &conversation)

      if expected == "payee" {
        XCTAssertEqual(
          asked(conversation),
          "payee",
          "\(name): \(conversation.ending.debugDescription)"
        )
      } else {
        XCTAssertEqual(conversation.question, .finalConfirmation, name)
        XCTAssertEqual(conversation.intent.payee?.contactIdentifier, expected, name)
        XCTAssertEqual(conversation.assistantText, "Send $50.00 to Bob Brown?", name)
        try await payments.engine.reply("yes", to: &conversation)
      }
      let (postings, _) = await payments.movements()
      XCTAssertEqual(
        postings.map(\.transfer.to.rawValue),
        expected == "payee" ? [] : ["bob-brown-usd"],
        name
      )
    }
  }

  // MARK: - Transfers, bills and requests

  func testTransfer_storedAndChanged_movesOnlyBetweenTheUsersAccountsWithinTheLimits() async throws
  {
    let cases: [(name: String, path: [String], value: FuzzJSON?, expected: String)] = [
      ("unchanged", [], nil, "success"),
      (
        "above the maximum", ["intent", "transactionAmount", "amount", "minorUnits"],
        .number("250001"), "transactionAmount"
      ),
      (
        "from a contact's account", ["intent", "fromAccount", "accountNumber"],
        .string("jane-appleseed-usd"), "fromAccount"
      ),
      (
        "to a contact's account", ["intent", "toAccount", "accountNumber"],
        .string("bob-brown-usd"), "toAccount"
      ),
      (
        "from the yen wallet", ["intent", "fromAccount", "accountNumber"], .string("yen"),
        "toAccount"
      ),
      (
        "negative", ["intent", "transactionAmount", "amount", "minorUnits"], .number("-5000"),
        "transactionAmount"
      ),
    ]

    for (name, path, value, expected) in cases {
      let payments = try await Payments.make(idempotencyStore: false)
      let started = try await payments.engine.start(
        TransferMoneyIntent(
          identifier: "tr-1",
          from: PaymentAccount(nickname: "Savings"),
          to: PaymentAccount(nickname: "Checking"),
          transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(50_00))
        )
      )
      XCTAssertEqual(started.question, .finalConfirmation, name)
      let stored = try saved(started)
      let changed = path.isEmpty ? stored : stored.setting(path, to: value)
      var first: Conversation<TransferMoneyIntent> = try restored(changed)
      var second: Conversation<TransferMoneyIntent> = try restored(changed)

      try await payments.engine.reply("yes", to: &first)
      try await payments.engine.reply("yes", to: &second)

      let (postings, _) = await payments.movements()
      if expected == "success" {
        XCTAssertEqual(first.response?.code, .success, name)
        XCTAssertEqual(second.ending, first.ending, "\(name): the stored yes again")
        XCTAssertEqual(postings.map(\.transfer.amount), [.usd(50_00)], name)
        XCTAssertEqual(postings.map(\.transfer.from), ["savings"], name)
        XCTAssertEqual(postings.map(\.transfer.to), ["checking"], name)
      } else {
        XCTAssertEqual(asked(first), expected, "\(name): \(first.ending.debugDescription)")
        XCTAssertEqual(postings, [], name)
      }
    }
  }

  func testPayBill_storedAndChanged_paysOnlyAKnownBillFromAPaymentAccount() async throws {
    let cases: [(name: String, path: [String], value: FuzzJSON?, expected: String)] = [
      ("unchanged", [], nil, "success"),
      (
        "another payee", ["intent", "billPayee"],
        .object([
          .init(
            key: "nickname",
            value: .object([.init(key: "spokenPhrase", value: .string("Mallory Utilities"))])
          )
        ]),
        "billPayee"
      ),
      (
        "from a payee's account", ["intent", "fromAccount"],
        .object([
          .init(key: "accountNumber", value: .string("payee:visa")),
          .init(key: "accountType", value: .number("0")),
        ]),
        "fromAccount"
      ),
      (
        "negative", ["intent", "transactionAmount", "amount", "minorUnits"], .number("-5000"),
        "transactionAmount"
      ),
      (
        "in yen", ["intent", "transactionAmount", "amount", "currency"], .string("JPY"),
        "transactionAmount"
      ),
      (
        "a past date", ["intent", "transactionScheduledDate"],
        .object([
          .init(
            key: "startDateComponents",
            value: .object([
              .init(key: "year", value: .number("2026")), .init(key: "month", value: .number("11")),
              .init(key: "day", value: .number("1")),
            ])
          )
        ]), "transactionScheduledDate"
      ),
      (
        "above the balance", ["intent", "transactionAmount", "amount", "minorUnits"],
        .number("100001"), "failureInsufficientFunds"
      ),
    ]

    for (name, path, value, expected) in cases {
      let bills = try await BillsFixture.english()
      var dispatcher = IntentDispatcher(configuration: .withoutIdempotencyStore)
      dispatcher.register(PayBillHandler(service: bills.service))
      let clock = bills.clock
      let engine = ConversationEngine(
        dispatcher: dispatcher,
        configuration: .init(now: { clock.now })
      )
      let balances = try await bills.balances()
      let started = try await engine.start(
        PayBillIntent(
          identifier: "bill-1",
          billPayee: BillPayee(nickname: "City Power"),
          from: PaymentAccount(nickname: "Checking"),
          transactionAmount: PaymentAmount(amountType: .unknown, amount: .usd(50_00)),
          billType: .electricity
        )
      )
      XCTAssertEqual(started.question, .finalConfirmation, "\(name): \(started.transcript)")
      let stored = try saved(started)
      let changed = path.isEmpty ? stored : stored.setting(path, to: value)
      var first: Conversation<PayBillIntent> = try restored(changed)
      var second: Conversation<PayBillIntent> = try restored(changed)

      try await engine.reply("yes", to: &first)
      try await engine.reply("yes", to: &second)

      let paid = try await bills.balances()
      let payments = await bills.service.payments()
      if expected == "success" {
        XCTAssertEqual(first.response?.code, .success, name)
        XCTAssertEqual(second.ending, first.ending, "\(name): the stored yes again")
        XCTAssertEqual(payments.map(\.request.amount), [.usd(50_00)], name)
        XCTAssertEqual(paid["checking"], (balances["checking"] ?? 0) - 50_00, name)
        XCTAssertEqual(paid["payee:city-power"], (balances["payee:city-power"] ?? 0) + 50_00, name)
      } else {
        if case .confirmationFailed(let response)? = first.ending {
          XCTAssertEqual(response.code.name, expected, name)
        } else {
          XCTAssertEqual(asked(first), expected, "\(name): \(first.ending.debugDescription)")
        }
        XCTAssertEqual(payments, [], name)
        XCTAssertEqual(paid, balances, name)
      }
    }
  }

  func testRequestPayment_storedAndChanged_recordsOnlyAValidRequestOnce() async throws {
    let cases: [(name: String, path: [String], value: FuzzJSON?, expected: String)] = [
      ("unchanged", [], nil, "success"),
      (
        "above the maximum", ["intent", "currencyAmount", "minorUnits"], .number("250001"),
        "currencyAmount"
      ),
      (
        "a payer without an account", ["intent", "payer"],
        Self.person([("displayName", "Chris Green"), ("contactIdentifier", "chris-green")]), "payer"
      ),
      (
        "a payer not in the directory", ["intent", "payer"],
        Self.person([("displayName", "Mallory")]), "payer"
      ),
    ]

    for (name, path, value, expected) in cases {
      let payments = try await Payments.make(idempotencyStore: false)
      let started = try await payments.engine.start(
        RequestPaymentIntent(
          identifier: "rq-1",
          payer: .named("Bob Brown"),
          currencyAmount: .usd(12_50)
        )
      )
      XCTAssertEqual(started.question, .finalConfirmation, name)
      let stored = try saved(started)
      let changed = path.isEmpty ? stored : stored.setting(path, to: value)
      var first: Conversation<RequestPaymentIntent> = try restored(changed)
      var second: Conversation<RequestPaymentIntent> = try restored(changed)

      try await payments.engine.reply("yes", to: &first)
      try await payments.engine.reply("yes", to: &second)

      let (postings, requests) = await payments.movements()
      XCTAssertEqual(postings, [], name)
      if expected == "success" {
        XCTAssertEqual(first.response?.code, .success, name)
        XCTAssertEqual(second.ending, first.ending, "\(name): the stored yes again")
        XCTAssertEqual(requests.map(\.amount), [.usd(12_50)], name)
        XCTAssertEqual(requests.map(\.payer.contactIdentifier), ["bob-brown"], name)
      } else {
        XCTAssertEqual(asked(first), expected, "\(name): \(first.ending.debugDescription)")
        XCTAssertEqual(requests, [], name)
      }
    }
  }
}

extension Conversation.Ending {
  /// A Boolean value that indicates whether handle ran and succeeded.
  fileprivate var isHandledSuccessfully: Bool {
    guard case .handled(let response) = self else { return false }
    return response.handlingStatus == .success
  }
}

extension FuzzJSON {
  /// The document with the value at `path` replaced, or removed when `value` is `nil`.
  ///
  /// Path components are member names, or indices for arrays; a missing member is added.
  fileprivate func setting(_ path: [String], to value: FuzzJSON?) -> FuzzJSON {
    guard let first = path.first else { return value ?? .null }
    let rest = Array(path.dropFirst())
    switch self {
    case .object(var members):
      if let index = members.firstIndex(where: { $0.key == first }) {
        if rest.isEmpty, value == nil {
          members.remove(at: index)
        } else {
          members[index].value = members[index].value.setting(rest, to: value)
        }
      } else if let value {
        members.append(Member(key: first, value: FuzzJSON.object([]).setting(rest, to: value)))
      }
      return .object(members)
    case .array(var elements):
      guard let index = Int(first), elements.indices.contains(index) else { return self }
      elements[index] = elements[index].setting(rest, to: value)
      return .array(elements)
    default:
      return self
    }
  }
}
