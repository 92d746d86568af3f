import IntentKit

/// The fixed data of the peer harnesses in `../shared/peers/`, and the IntentKit payments world
/// that plays it: four contacts, 64 senders and a ledger in integer cents.
///
/// The peers keep one dictionary of balances keyed by user id and contact name. IntentKit's
/// payments domain pays from the user's own accounts, so each sender is a user: one ledger
/// account per sender (its identifier is the sender's user id), one ``PaymentsService`` per
/// sender derived with ``PaymentsService/serving(user:userAccounts:)`` from one shared service,
/// and one dispatcher and conversation engine per sender. Everything is built before a clock
/// starts; a turn finds its sender's engine by user id, as the peers find the sender's balance.
struct PeersWorld {
  /// The contacts: `jane → "Jane Appleseed"`, `john → "John Smith"`, `maria → "Maria Garcia"`,
  /// `kenji → "Kenji Tanaka"`, each with an email address that can receive money.
  static let contacts: [Contact] = [
    ("jane", "Jane", "Appleseed"), ("john", "John", "Smith"),
    ("maria", "Maria", "Garcia"), ("kenji", "Kenji", "Tanaka"),
  ].map { id, given, family in
    Contact(
      id: id,
      givenName: given,
      familyName: family,
      handles: [.emailAddress("\(id)@example.com")]
    )
  }

  /// The names the dialogues say: dialogue `i` names `payeesSaid[i % 4]`.
  static let payeesSaid = ["Jane", "John", "Maria", "Kenji"]

  /// The number of senders: dialogue `i` is spoken by sender `i % 64`.
  static let senderCount = 64

  /// What each sender's account opens with, 10^12 cents; the payees' accounts open empty.
  static let senderOpeningCents: Int64 = 1_000_000_000_000

  /// The amount every dialogue says.
  static let amountSaid = "50"

  /// The amount every dialogue pays, in cents.
  static let amountCents: Int64 = 50_00

  /// The ledger, a new one per repetition, as the peers make a new ledger per repetition.
  let ledger: InMemoryLedger

  /// The senders' user ids, which are also their ledger account identifiers; sender `s` is
  /// `senders[s]`.
  let senders: [String]

  /// Each sender's conversation engine, by user id.
  let engines: [String: ConversationEngine]

  /// The payee dialogue `i` names and the display name IntentKit resolves it to.
  static func payee(ofDialogue dialogue: Int) -> (said: String, name: String) {
    let said = payeesSaid[dialogue % payeesSaid.count]
    let contact = contacts[dialogue % contacts.count]
    return (said, contact.displayName)
  }

  /// Builds a world whose senders have the given user ids.
  ///
  /// The ledger has no transfer limits: like the peers' ledger, it refuses only amounts of zero
  /// or less and payments beyond the balance. The dispatchers have no deadlines and no
  /// idempotency store of their own (the ledger's idempotency key is what keeps a payment
  /// single, as in the peers), and the engines the default configuration.
  static func make(senders: [String]) async throws -> PeersWorld {
    let payeeAccounts = contacts.map { contact in
      LedgerAccount(
        id: LedgerAccount.ID(rawValue: "\(contact.id)-usd"),
        currency: .usd,
        holder: contact.person
      )
    }
    let senderAccounts = senders.map {
      LedgerAccount(id: LedgerAccount.ID(rawValue: $0), currency: .usd, nickname: "Checking")
    }
    let ledger = InMemoryLedger(accounts: senderAccounts + payeeAccounts)
    for account in senderAccounts {
      try await ledger.deposit(
        .usd(senderOpeningCents),
        into: account.id,
        idempotencyKey: "open-\(account.id)"
      )
    }
    let directory = InMemoryContactDirectory(contacts: contacts)
    let shared = try await PaymentsService(ledger: ledger, directory: directory, userAccounts: [])
    let configuration = IntentDispatcher.Configuration(deadlines: .none, idempotencyStore: nil)
    var engines: [String: ConversationEngine] = [:]
    for sender in senders {
      let service = try shared.serving(
        user: Person(displayName: sender, contactIdentifier: sender, isMe: true),
        userAccounts: [LedgerAccount.ID(rawValue: sender)]
      )
      var dispatcher = IntentDispatcher(configuration: configuration)
      dispatcher.register(AskingSendPaymentHandler(SendPaymentHandler(service: service)))
      engines[sender] = ConversationEngine(dispatcher: dispatcher)
    }
    return PeersWorld(ledger: ledger, senders: senders, engines: engines)
  }

  /// Checks the ledger after `dialogues` dialogues as the peers do, and throws
  /// ``BenchmarkError`` if a check fails: the sum of all balances is unchanged; there are
  /// exactly `dialogues` payments, each of 5000 cents under its dialogue's key, from its sender
  /// to its payee; each payee received its share; the senders lost `dialogues` × 5000 cents.
  func verify(dialogues: Int, key: (Int) -> String) async throws {
    func fail(_ what: String) -> BenchmarkError { .unexpected("peers ledger: \(what)") }
    let opening = Int64(senders.count) * Self.senderOpeningCents
    guard await ledger.userTotal(in: .usd) == opening else { throw fail("total not conserved") }
    let payments = await ledger.postings(involving: nil).filter {
      $0.transfer.from != .funding(.usd)
    }
    guard payments.count == dialogues else {
      throw fail("\(payments.count) payments for \(dialogues) dialogues")
    }
    var byKey: [String: LedgerPosting] = [:]
    for payment in payments { byKey[payment.idempotencyKey] = payment }
    var shares = [Int64](repeating: 0, count: Self.contacts.count)
    for dialogue in 0..<dialogues {
      let payee = dialogue % Self.contacts.count
      guard let payment = byKey[key(dialogue)],
        payment.transfer.amount == .usd(Self.amountCents),
        payment.transfer.from.rawValue == senders[dialogue % senders.count],
        payment.transfer.to.rawValue == "\(Self.contacts[payee].id)-usd"
      else { throw fail("dialogue \(dialogue) was not paid as said") }
      shares[payee] += Self.amountCents
    }
    for (contact, share) in zip(Self.contacts, shares) {
      let balance = try await ledger.balance(of: LedgerAccount.ID(rawValue: "\(contact.id)-usd"))
      guard balance.minorUnits == share else { throw fail("\(contact.id) holds \(balance)") }
    }
    var lost: Int64 = 0
    for sender in senders {
      let balance = try await ledger.balance(of: LedgerAccount.ID(rawValue: sender))
      lost += Self.senderOpeningCents - balance.minorUnits
    }
    guard lost == Int64(dialogues) * Self.amountCents else {
      throw fail("the senders lost \(lost) cents")
    }
  }
}

/// IntentKit's ``SendPaymentHandler``, asking for a missing amount instead of suggesting one.
///
/// With no amount, the real handler suggests the last amount the sender sent ("Do you want to
/// send $50.00 again?"), which the peers' skill and bot can't do; this one asks, as they do
/// ("How much do you want to send to Jane Appleseed?"), so that the dialogue is the peers'.
/// Every other call goes to the real handler.
struct AskingSendPaymentHandler: SendPaymentIntentHandling {
  /// The real handler.
  let base: SendPaymentHandler

  /// Wraps a handler.
  init(_ base: SendPaymentHandler) {
    self.base = base
  }

  func resolvePayee(for intent: SendPaymentIntent) async -> SendPaymentPayeeResolutionResult {
    await base.resolvePayee(for: intent)
  }

  func resolveCurrencyAmount(
    for intent: SendPaymentIntent
  ) async -> SendPaymentCurrencyAmountResolutionResult {
    guard intent.currencyAmount != nil else { return .needsValue() }
    return await base.resolveCurrencyAmount(for: intent)
  }

  func resolveNote(for intent: SendPaymentIntent) async -> StringResolutionResult {
    await base.resolveNote(for: intent)
  }

  func confirm(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    try await base.confirm(intent: intent)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    try await base.handle(intent: intent)
  }
}

extension String {
  /// The number with at least four digits, as Python's `%04d` writes it.
  static func fourDigits(_ number: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }
}
