package import IntentKit
import IntentKitSamples

#if canImport(FoundationEssentials)
  package import FoundationEssentials
#else
  package import Foundation
#endif

/// The whole sample world in one value: one ledger for payments and bills, the payments
/// service, the bill service, the ride service, one dispatcher with every handler registered,
/// and a conversation engine over it, all on one clock.
///
/// ```swift
/// let world = try await DemoWorld.make(clock: DemoClock(now: DemoWorld.demoDate))
/// var conversation = try await world.engine.start(SendPaymentIntent(), saying: "Send money")
/// ```
///
/// The demo and the tests use a ``DemoClock`` at ``demoDate``; the console and `handle`
/// use the system clock. Bill resolvers read "today" from the bill service's clock, so the
/// engine's `now` reads the same clock.
package struct DemoWorld: Sendable {
  /// The clock every service and the engine read.
  package let clock: any WallClock

  /// The ledger that holds the user's, the contacts' and the bill payees' accounts.
  package let ledger: InMemoryLedger

  /// The payments service: contacts, the user's accounts and vocabulary.
  package let payments: PaymentsService

  /// The bill service, with the sample bills.
  package let bills: BillService

  /// The ride service over the sample coverage area.
  package let rides: RideService

  /// The dispatcher with the payments, bills and rides handlers registered.
  package let dispatcher: IntentDispatcher

  /// The conversation engine over ``dispatcher``, reading ``clock``.
  package let engine: ConversationEngine

  /// The demo's fixed moment: Sunday, 22 November 2026, 12:00 UTC.
  package static let demoDate = Date(timeIntervalSince1970: 1_795_348_800)

  /// Builds the world.
  ///
  /// - Parameters:
  ///   - clock: The clock for every service and the engine.
  ///   - language: The language conversations speak unless started in another.
  /// - Returns: The world, with the opening balances deposited and the bills added.
  /// - Throws: An error if the sample data is inconsistent, which the tests rule out.
  package static func make(
    clock: any WallClock,
    language: Language = .english
  ) async throws -> DemoWorld {
    let calendar = Calendar.gregorianUTC
    let ledger = InMemoryLedger(
      accounts: PaymentsSampleWorld.userAccounts
        + PaymentsSampleWorld.contactAccounts(of: PaymentsSampleWorld.contacts)
        + DemoData.payeeLedgerAccounts,
      limits: PaymentsSampleWorld.limits,
      clock: clock
    )
    for (account, amount) in PaymentsSampleWorld.openingBalances {
      try await ledger.deposit(amount, into: account, idempotencyKey: "opening-\(account)")
    }
    let vocabulary = PaymentsSampleWorld.makeVocabulary(contacts: PaymentsSampleWorld.contacts)
    let payments = try await PaymentsService(
      ledger: ledger,
      directory: InMemoryContactDirectory(
        contacts: PaymentsSampleWorld.contacts,
        vocabulary: vocabulary
      ),
      userAccounts: PaymentsSampleWorld.userAccounts.map(\.id),
      vocabulary: vocabulary,
      user: PaymentsSampleWorld.user,
      clock: clock,
      calendar: calendar
    )
    let bills = BillService(ledger: ledger, clock: clock, calendar: calendar)
    try await bills.addPaymentAccount("checking", isDefault: true)
    try await bills.addPaymentAccount("savings")
    try await bills.addPaymentAccount("yen")
    for bill in DemoData.makeBills(today: bills.today(), calendar: calendar) {
      try await bills.add(bill)
    }
    let rides = RideService(configuration: try DemoData.makeRideConfiguration(), clock: clock)

    var dispatcher = IntentDispatcher()
    dispatcher.registerHandlers(of: payments)
    dispatcher.registerHandlers(of: bills)
    dispatcher.registerHandlers(of: rides)
    let engine = ConversationEngine(
      dispatcher: dispatcher,
      configuration: .init(language: language, calendar: calendar, now: { clock.now })
    )
    return DemoWorld(
      clock: clock,
      ledger: ledger,
      payments: payments,
      bills: bills,
      rides: rides,
      dispatcher: dispatcher,
      engine: engine
    )
  }

  /// The identifier of the rider's current ride — the active one, or the last one booked — if
  /// any ride was booked.
  package func currentRideIdentifier() async -> String? {
    await rides.currentRideStatus()?.rideIdentifier
  }
}
