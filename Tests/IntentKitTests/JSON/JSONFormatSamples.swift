import IntentKit
import IntentKitSamples

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Values of the types in IntentKit's wire and state formats, with the JSON each was written
/// as before the strict codec's own readers and writers existed, so that the formats can't
/// drift.
enum JSONFormatSamples {
  static let jane = Person(
    personHandle: PersonHandle(value: "jane@example.com", type: .emailAddress, label: .work),
    nameComponents: Person.NameComponents(
      namePrefix: "Dr.",
      givenName: "Jane",
      middleName: "Q",
      familyName: "Appleseed",
      nameSuffix: "Jr.",
      nickname: "Janie"
    ),
    displayName: "Jane Appleseed",
    contactIdentifier: "jane-appleseed",
    customIdentifier: "crm-7",
    aliases: [.phoneNumber("+1 408 555 0101"), PersonHandle(value: nil, type: .unknown)],
    isMe: false
  )

  static let me = Person(displayName: "Alex Morgan", contactIdentifier: "me", isMe: true)

  static let payment = SendPaymentIntent(
    identifier: "payment-1",
    payee: jane,
    currencyAmount: .usd(50_00),
    note: "Dinner \"at\" the harbour\n🍝"
  )

  static let transfer = TransferMoneyIntent(
    identifier: "transfer-1",
    from: PaymentAccount(
      nickname: SpeakableString(
        vocabularyIdentifier: "checking",
        spokenPhrase: "Checking",
        pronunciationHint: "chek-ing"
      ),
      number: "12-34",
      accountType: .checking,
      organizationName: SpeakableString(spokenPhrase: "Bank"),
      balance: BalanceAmount(.usd(1_000_00)),
      secondaryBalance: nil
    ),
    to: PaymentAccount(nickname: SpeakableString(spokenPhrase: "Savings")),
    transactionAmount: PaymentAmount(amountType: .amountDue, amount: .jpy(1_000)),
    transactionNote: "Monthly"
  )

  static let paymentResponse = SendPaymentIntentResponse(
    code: .success,
    paymentRecord: PaymentRecord(
      payee: jane,
      payer: me,
      currencyAmount: .usd(50_00),
      paymentMethod: PaymentMethod(type: .checking, name: "Checking"),
      note: "Dinner",
      status: .completed,
      feeAmount: .usd(25)
    )
  )

  static let interaction = Interaction(
    intent: transfer,
    response: TransferMoneyIntentResponse(code: .success),
    identifier: "interaction-1",
    groupIdentifier: "savings",
    date: Date(timeIntervalSinceReferenceDate: 786_000_000.25),
    direction: .outgoing
  )

  /// The sample contacts as they were when the formats were pinned, before they had readings:
  /// a resolved person carries its contact's first reading (`PersonTests` covers that member).
  static var contactsWithoutReadings: [Contact] {
    PaymentsSampleWorld.contacts.map { contact in
      var contact = contact
      contact.phoneticNames = []
      return contact
    }
  }

  /// Conversations about a payment at each point a server stores one, and the outcomes the JSON
  /// front end answers with.
  static func conversations() async throws -> [(
    name: String, conversation: Conversation<SendPaymentIntent>
  )] {
    let world = try await PaymentsSampleWorld.make(contacts: contactsWithoutReadings)
    // The Japanese question as it was worded when the format was pinned, with a halfwidth "?":
    // the pin is of the format, not of the catalog's wording.
    var prompts = PromptCatalog.standard
    prompts.setPrompt(
      "もう一度{value}さんに送金しますか?",
      for: .confirmationRequired,
      of: "payee",
      in: SendPaymentIntent.self,
      language: .japanese
    )
    let engine = ConversationEngine(
      dispatcher: world.dispatcher(configuration: .init(deadlines: .none, idempotencyStore: nil)),
      configuration: .init(prompts: prompts)
    )
    var choice = try await engine.start(
      SendPaymentIntent(identifier: "c-1", payee: Person(displayName: "Jane")),
      saying: "Send money to Jane"
    )
    let afterChoice = choice
    try await engine.reply("the first one", to: &choice)
    var confirming = choice
    try await engine.reply("50", to: &confirming)
    var ended = confirming
    try await engine.reply("yes", to: &ended)
    var cancelled = try await engine.start(
      SendPaymentIntent(identifier: "c-2"),
      language: .japanese
    )
    try await engine.reply("キャンセル", to: &cancelled)
    return [
      ("choice", afterChoice), ("amount", choice), ("final", confirming), ("handled", ended),
      ("cancelled", cancelled),
    ]
  }

  static func outcomes() async throws -> [(name: String, outcome: IntentOutcome<SendPaymentIntent>)]
  {
    let world = try await PaymentsSampleWorld.make(contacts: contactsWithoutReadings)
    let dispatcher = world.dispatcher(configuration: .init(deadlines: .none, idempotencyStore: nil))
    return [
      (
        "handled",
        try await dispatcher.dispatch(
          SendPaymentIntent(
            identifier: "o-1",
            payee: Person(displayName: "Jane Appleseed"),
            currencyAmount: .usd(5_00)
          )
        )
      ),
      (
        "needsUserInput",
        try await dispatcher.dispatch(
          SendPaymentIntent(identifier: "o-2", payee: Person(displayName: "Jane"))
        )
      ),
      (
        "unsupported",
        try await dispatcher.dispatch(
          SendPaymentIntent(
            identifier: "o-3",
            payee: Person(displayName: "Jane Appleseed"),
            currencyAmount: .usd(-5)
          )
        )
      ),
    ]
  }
}
