import IntentKit
import IntentKitSamples
import IntentKitTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How one seed's world is built: which ledger, whether the dispatcher keeps an idempotency
/// store, and the bug to inject, if any.
struct SimulationSetup: Sendable, CustomStringConvertible {
  /// The ledgers the simulation runs over.
  enum LedgerKind: String, Sendable {
    case inMemory, sharded
  }

  var ledgerKind: LedgerKind
  var keepsIdempotencyStore: Bool
  var bug: InjectedBug?

  /// The setup a seed picks: both ledgers, with and without the dispatcher's store.
  static func picked(using generator: inout SeededRandomNumberGenerator) -> SimulationSetup {
    SimulationSetup(
      ledgerKind: Bool.random(using: &generator) ? .inMemory : .sharded,
      keepsIdempotencyStore: Int.random(in: 0..<3, using: &generator) > 0,
      bug: nil
    )
  }

  var description: String {
    "\(ledgerKind) ledger, \(keepsIdempotencyStore ? "with" : "without") idempotency store"
      + (bug.map { ", bug: \($0)" } ?? "")
  }
}

/// One seed's world: a ledger shared by payments and bills, a ride service, the faulty providers
/// in front of them, and a conversation engine over every handler, all on one manual clock.
struct SimulationWorld: Sendable {
  let clock: ManualWallClock
  let ledger: any Ledger
  let faults: FaultSwitch
  let bills: BillService
  let rides: RideService
  let idempotencyStore: IdempotencyStore?
  let engine: ConversationEngine
  /// Every account at the start, with its opening balance in minor units.
  let openingBalances: [LedgerAccount.ID: Int64]
  let accounts: [LedgerAccount.ID: LedgerAccount]

  /// How long a handler may take to handle.
  ///
  /// Far longer than any handler takes here, even under the thread sanitizer on a busy
  /// machine, so that only injected hangs time out.
  /// Resolve and confirm never hang in the simulation.
  static let handleDeadline = Duration.milliseconds(250)

  /// The bill payees, with the ledger accounts their bills are paid into.
  static let billPayees: [(payee: BillPayee, account: LedgerAccount.ID, amount: Int64)] = [
    (BillPayee(nickname: "City Power", number: "CP-100"), "payee:city-power", 82_40),
    (BillPayee(nickname: "Green Energy", number: "GE-200"), "payee:green-energy", 45_10),
    (BillPayee(nickname: "Water Works"), "payee:water", 30_00),
    (BillPayee(nickname: "Oak Street Apartments"), "payee:oak", 1_800_00),
  ]

  static func make(_ setup: SimulationSetup) async throws -> SimulationWorld {
    let clock = ManualWallClock(now: .testNow)
    let contacts = PaymentsSampleWorld.contacts
    let accounts =
      PaymentsSampleWorld.userAccounts + PaymentsSampleWorld.contactAccounts(of: contacts)
      + billPayees.map {
        LedgerAccount(id: $0.account, currency: .usd, nickname: $0.payee.nickname)
      }
    let base: any Ledger
    switch setup.ledgerKind {
    case .inMemory:
      let ledger = InMemoryLedger(
        accounts: accounts,
        limits: PaymentsSampleWorld.limits,
        clock: clock
      )
      for (account, amount) in PaymentsSampleWorld.openingBalances {
        try await ledger.deposit(amount, into: account, idempotencyKey: "opening-\(account)")
      }
      base = ledger
    case .sharded:
      let ledger = ShardedLedger(
        accounts: accounts,
        limits: PaymentsSampleWorld.limits,
        clock: clock,
        shardCount: 4
      )
      for (account, amount) in PaymentsSampleWorld.openingBalances {
        try ledger.deposit(amount, into: account, idempotencyKey: "opening-\(account)")
      }
      base = ledger
    }
    var openingBalances: [LedgerAccount.ID: Int64] = [:]
    for account in accounts {
      openingBalances[account.id] = try await base.balance(of: account.id).minorUnits
    }

    let faults = FaultSwitch(bug: setup.bug)
    let ledger = FaultInjectingLedger(base: base, faults: faults)
    let vocabulary = PaymentsSampleWorld.makeVocabulary(contacts: contacts)
    let payments = try await PaymentsService(
      ledger: ledger,
      directory: InMemoryContactDirectory(contacts: contacts, vocabulary: vocabulary),
      userAccounts: PaymentsSampleWorld.userAccounts.map(\.id),
      vocabulary: vocabulary,
      user: PaymentsSampleWorld.user,
      clock: clock
    )
    let bills = BillService(ledger: ledger, clock: clock, currencyPolicy: .only(.usd))
    try await bills.addPaymentAccount("checking", isDefault: true)
    try await bills.addPaymentAccount("savings")
    for (index, entry) in billPayees.enumerated() {
      try await bills.add(
        Bill(
          id: "bill-\(index)",
          details: BillDetails(
            billType: index < 2 ? .electricity : index == 2 ? .water : .rent,
            paymentStatus: .unpaid,
            billPayee: entry.payee,
            amountDue: .usd(entry.amount),
            dueDate: .day(12, 1 + index)
          ),
          payeeAccount: entry.account
        )
      )
    }
    let rides = RideService(configuration: .bayArea, clock: clock)

    let store = setup.keepsIdempotencyStore ? IdempotencyStore() : nil
    var dispatcher = IntentDispatcher(
      configuration: .init(
        deadlines: HandlerDeadlines(
          resolve: .seconds(10),
          confirm: .seconds(10),
          handle: handleDeadline,
          // Injected hangs never answer: only preemptive deadlines free their callers.
          enforcement: .preemptive
        ),
        idempotencyStore: store
      )
    )
    dispatcher.registerHandlers(of: payments)
    dispatcher.registerHandlers(of: bills)
    dispatcher.registerHandlers(of: rides)
    // Registered last, so it replaces the library's handler for ride requests.
    dispatcher.register(
      FaultInjectingRequestRideHandler(base: RequestRideHandler(service: rides), faults: faults)
    )
    return SimulationWorld(
      clock: clock,
      ledger: base,
      faults: faults,
      bills: bills,
      rides: rides,
      idempotencyStore: store,
      engine: ConversationEngine(dispatcher: dispatcher, configuration: .init(now: { clock.now })),
      openingBalances: openingBalances,
      accounts: Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0) })
    )
  }
}
