import IntentKit
import IntentKitSamples
import IntentKitTesting
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every domain behind one dispatcher, for fuzzing: the payments sample world, the English bills
/// household and the Bay Area ride service with one ride booked, on the tests' clock.
struct AllDomainsWorld {
  let payments: PaymentsSampleWorld
  let bills: BillsFixture
  let rides: RideWorld
  let dispatcher: IntentDispatcher
  let engine: ConversationEngine
  /// The ride booked when the world was made, for status, cancellation and feedback requests.
  let bookedRide: String

  /// Builds the world; `bookingARide: false` leaves the rider free to book.
  static func make(bookingARide: Bool = true) async throws -> AllDomainsWorld {
    let payments = try await PaymentsSampleWorld.testing()
    let bills = try await BillsFixture.english()
    let rides = RideWorld()
    let booked = bookingARide ? try await rides.book(identifier: "fuzz-booking") : nil
    var dispatcher = payments.dispatcher()
    dispatcher.registerHandlers(of: bills.service)
    dispatcher.registerHandlers(of: rides.service)
    let clock = rides.clock
    let engine = ConversationEngine(
      dispatcher: dispatcher,
      configuration: .init(now: { clock.now })
    )
    return AllDomainsWorld(
      payments: payments,
      bills: bills,
      rides: rides,
      dispatcher: dispatcher,
      engine: engine,
      bookedRide: booked?.rideIdentifier ?? "fuzz-booking"
    )
  }

  /// Everything a request could change: balances, postings and payment requests of both
  /// ledgers, bills and bill payments, and every ride's status.
  struct Snapshot: Equatable {
    var paymentsLedger: LedgerState
    var billsLedger: LedgerState
    var bills: [Bill]
    var billPayments: [BillPayment]
    var rides: [String: RideStatus]
  }

  /// One ledger's state, with what the invariants need.
  struct LedgerState: Equatable {
    var balances: [String: Int64]
    var postings: [LedgerPosting]
    var requests: [PaymentRequest]
    /// Per currency, the money outside the funding accounts: changed only by deposits.
    var userTotals: [String: Int64]
    /// Per currency, every balance summed, funding included: always zero.
    var totals: [String: Int64]
    /// Accounts that may not go negative but are.
    var overdrawn: [String]

    init(_ ledger: InMemoryLedger) async throws {
      balances = [:]
      overdrawn = []
      var currencies: Set<Currency> = []
      for account in await ledger.accounts() {
        let balance = try await ledger.balance(of: account.id).minorUnits
        balances[account.id.rawValue] = balance
        currencies.insert(account.currency)
        if balance < 0, !account.allowsNegativeBalance { overdrawn.append(account.id.rawValue) }
      }
      postings = await ledger.postings(involving: nil)
      requests = await ledger.requests(withStatus: nil)
      userTotals = [:]
      totals = [:]
      for currency in currencies {
        userTotals[currency.code] = await ledger.userTotal(in: currency)
        totals[currency.code] = await ledger.total(in: currency)
      }
    }
  }

  func snapshot() async throws -> Snapshot {
    var rideStatuses: [String: RideStatus] = [:]
    for identifier in await rides.service.rideIdentifiers {
      rideStatuses[identifier] = try await rides.service.status(ofRide: identifier)
    }
    return Snapshot(
      paymentsLedger: try await LedgerState(payments.ledger),
      billsLedger: try await LedgerState(bills.ledger),
      bills: await bills.service.bills(),
      billPayments: await bills.service.payments(),
      rides: rideStatuses
    )
  }

  /// Asserts the money invariants between two snapshots: no money created or destroyed, every
  /// ledger sums to zero, no account below its floor, no posting rewritten, and every new
  /// posting positive.
  static func assertConserved(
    from before: Snapshot,
    to after: Snapshot,
    _ message: @autoclosure () -> String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for (old, new) in [
      (before.paymentsLedger, after.paymentsLedger), (before.billsLedger, after.billsLedger),
    ] {
      XCTAssertEqual(new.userTotals, old.userTotals, "money created or destroyed; \(message())")
      XCTAssertTrue(new.totals.values.allSatisfy { $0 == 0 }, "unbalanced ledger; \(message())")
      XCTAssertEqual(new.overdrawn, [], "an account went below its floor; \(message())")
      XCTAssertEqual(
        Array(new.postings.prefix(old.postings.count)),
        old.postings,
        "history rewritten; \(message())",
        file: file,
        line: line
      )
      for posting in new.postings.dropFirst(old.postings.count) {
        XCTAssertGreaterThan(
          posting.transfer.amount.minorUnits,
          0,
          "non-positive posting; \(message())",
          file: file,
          line: line
        )
      }
    }
  }
}
