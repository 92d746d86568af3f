import IntentKit
import IntentKitTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Bills for tests: a bill service over an in-memory ledger on a manual clock that reads Sunday,
// 22 November 2026, 12:00 UTC (`Date.testNow`), with a conversation engine over its handlers.

/// A bill service with its ledger, clock and a conversation engine over its handlers.
struct BillsFixture {
  let clock: ManualWallClock
  let ledger: InMemoryLedger
  let service: BillService
  let engine: ConversationEngine

  /// The seed article's app: one yen account with ¥50,000, the イーカリット tuition bill of
  /// ¥1,000 due 30 November, and a policy that accepts yen only; the engine speaks Japanese.
  static func japanese() async throws -> BillsFixture {
    let clock = ManualWallClock(now: .testNow)
    let ledger = InMemoryLedger(
      accounts: [
        LedgerAccount(id: "futsu", currency: .jpy, nickname: "普通預金"),
        LedgerAccount(id: "payee:ekarit", currency: .jpy, nickname: "イーカリット"),
      ],
      clock: clock
    )
    try await ledger.deposit(.jpy(50_000), into: "futsu", idempotencyKey: "opening")
    let service = BillService(ledger: ledger, clock: clock, currencyPolicy: .only(.jpy))
    try await service.addPaymentAccount("futsu")
    try await service.add(
      Bill(
        id: "tuition-11",
        details: BillDetails(
          billType: .tuition,
          paymentStatus: .unpaid,
          billPayee: .ekarit,
          amountDue: .jpy(1_000),
          dueDate: .day(11, 30)
        ),
        payeeAccount: "payee:ekarit"
      )
    )
    return BillsFixture(
      clock: clock,
      ledger: ledger,
      service: service,
      engine: engine(for: service, clock: clock, language: .japanese, currency: .jpy)
    )
  }

  /// A household paying in dollars: Checking ($1,000, the default) and Savings ($5,000), two
  /// electricity bills, a Visa bill with a minimum due and statement balance, a water bill due
  /// Wednesday, rent due in December, and a phone bill already paid.
  ///
  /// Pass `hasDefaultAccount: false` to leave the user without a default account, so that they
  /// are asked which account to pay from, and `ledgerInFront` to put a ledger (one that injects
  /// faults, say) between the service and the in-memory ledger.
  static func english(
    hasDefaultAccount: Bool = true,
    ledgerInFront: (InMemoryLedger) -> any Ledger = { $0 }
  ) async throws -> BillsFixture {
    let clock = ManualWallClock(now: .testNow)
    let payees: [(String, BillPayee)] = [
      ("payee:city-power", .cityPower), ("payee:green-energy", .greenEnergy),
      ("payee:visa", .visa), ("payee:water", .waterWorks), ("payee:oak", .oakStreet),
      ("payee:mobile", .mobileCo),
    ]
    let ledger = InMemoryLedger(
      accounts: [
        LedgerAccount(id: "checking", currency: .usd, nickname: "Checking"),
        LedgerAccount(id: "savings", currency: .usd, nickname: "Savings", accountType: .saving),
      ]
        + payees.map { id, payee in
          LedgerAccount(
            id: LedgerAccount.ID(rawValue: id),
            currency: .usd,
            nickname: payee.nickname
          )
        },
      clock: clock
    )
    try await ledger.deposit(.usd(1_000_00), into: "checking", idempotencyKey: "opening-1")
    try await ledger.deposit(.usd(5_000_00), into: "savings", idempotencyKey: "opening-2")
    let service = BillService(
      ledger: ledgerInFront(ledger),
      clock: clock,
      currencyPolicy: .only(.usd)
    )
    try await service.addPaymentAccount("checking", isDefault: hasDefaultAccount)
    try await service.addPaymentAccount("savings")
    let bills = [
      Bill(
        id: "city-power-11",
        details: BillDetails(
          billType: .electricity,
          paymentStatus: .unpaid,
          billPayee: .cityPower,
          amountDue: .usd(82_40),
          dueDate: .day(11, 28)
        ),
        payeeAccount: "payee:city-power"
      ),
      Bill(
        id: "green-energy-11",
        details: BillDetails(
          billType: .electricity,
          paymentStatus: .unpaid,
          billPayee: .greenEnergy,
          amountDue: .usd(45_10),
          dueDate: .day(11, 30)
        ),
        payeeAccount: "payee:green-energy"
      ),
      Bill(
        id: "visa-12",
        details: BillDetails(
          billType: .creditCard,
          paymentStatus: .unpaid,
          billPayee: .visa,
          amountDue: .usd(1_250_00),
          minimumDue: .usd(35_00),
          lateFee: .usd(25_00),
          dueDate: .day(12, 5)
        ),
        payeeAccount: "payee:visa",
        statementBalance: .usd(1_250_00)
      ),
      Bill(
        id: "water-11",
        details: BillDetails(
          billType: .water,
          paymentStatus: .unpaid,
          billPayee: .waterWorks,
          amountDue: .usd(30_00),
          lateFee: .usd(5_00),
          dueDate: .day(11, 25)
        ),
        payeeAccount: "payee:water"
      ),
      Bill(
        id: "rent-12",
        details: BillDetails(
          billType: .rent,
          paymentStatus: .unpaid,
          billPayee: .oakStreet,
          amountDue: .usd(1_800_00),
          dueDate: .day(12, 1)
        ),
        payeeAccount: "payee:oak"
      ),
      Bill(
        id: "phone-11",
        details: BillDetails(
          billType: .phone,
          paymentStatus: .completed,
          billPayee: .mobileCo,
          amountDue: .usd(60_00),
          dueDate: .day(11, 15),
          paymentDate: .day(11, 10)
        ),
        payeeAccount: "payee:mobile"
      ),
    ]
    for bill in bills { try await service.add(bill) }
    return BillsFixture(
      clock: clock,
      ledger: ledger,
      service: service,
      engine: engine(for: service, clock: clock, language: .english, currency: .usd)
    )
  }

  private static func engine(
    for service: BillService,
    clock: ManualWallClock,
    language: Language,
    currency: Currency
  ) -> ConversationEngine {
    var dispatcher = IntentDispatcher()
    dispatcher.register(PayBillHandler(service: service))
    dispatcher.register(SearchForBillsHandler(service: service))
    return ConversationEngine(
      dispatcher: dispatcher,
      configuration: .init(language: language, defaultCurrency: currency, now: { clock.now })
    )
  }

  /// Every ledger balance in minor units, keyed by account, for checking what moved.
  func balances() async throws -> [String: Int64] {
    var result: [String: Int64] = [:]
    for account in await ledger.accounts() {
      result[account.id.rawValue] = try await ledger.balance(of: account.id).minorUnits
    }
    return result
  }

  /// One account's balance in minor units.
  func balance(_ id: LedgerAccount.ID) async throws -> Int64 {
    try await ledger.balance(of: id).minorUnits
  }

  /// A bill's status.
  func status(ofBill id: String) async -> PaymentStatus? {
    await service.bill(id)?.details.paymentStatus
  }
}
