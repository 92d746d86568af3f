import IntentKit
import IntentKitTesting

/// The simulation's auditor: a model of every request the users made, checked against the
/// ledger, the bill service and the ride service after every step.
///
/// Its invariants, after TigerBeetle's auditor and Jepsen's bank test: the sum of balances is
/// exactly the opening total in each currency; no balance is below its floor; each balance is
/// its opening plus its postings; every posting, payment request, bill payment and ride belongs
/// to a request a user made, at most one per identifier, and matches what the user agreed to;
/// a request the model knows succeeded has its posting or ride, and one it knows went nowhere
/// has none.
struct Auditor {
  /// What the model knows of one request's effect.
  enum Outcome: Equatable, CustomStringConvertible {
    /// Not handled yet.
    case open
    /// Handled successfully: its effect must exist.
    case succeeded
    /// Ended without its effect: nothing may exist.
    case nothing
    /// A handler missed its deadline: the effect may or may not exist until a retry settles it.
    case uncertain

    var description: String {
      switch self {
      case .open: "open"
      case .succeeded: "succeeded"
      case .nothing: "nothing"
      case .uncertain: "uncertain"
      }
    }
  }

  struct Record {
    let kind: DialogueKind
    var outcome: Outcome = .open
    var claim = Claim()
    /// A Boolean value that indicates whether the request was ever uncertain: a retry that
    /// went nowhere can't tell whether the first attempt's effect exists.
    var wasUncertain = false
    var ride: String?
  }

  private(set) var records: [String: Record] = [:]
  private(set) var checks = 0
  private(set) var violations: [String] = []

  // MARK: - The model

  /// Registers a request before it starts.
  mutating func register(_ dialogue: any SimulatedDialogue) {
    guard dialogue.role == .fresh else { return }
    records[dialogue.identifier] = Record(kind: dialogue.kind)
  }

  /// Learns from a dialogue's state after a step.
  mutating func learn(from dialogue: any SimulatedDialogue) {
    guard dialogue.role != .reuse, var record = records[dialogue.identifier] else { return }
    if dialogue.question == .finalConfirmation || dialogue.settlement != nil {
      record.claim = dialogue.claim
    }
    switch dialogue.settlement {
    case .handled(_, isSuccess: true)?:
      record.outcome = .succeeded
      record.ride = dialogue.bookedRide
    case .failed?:
      // A handler that threw or missed its deadline can't say whether its effect happened.
      record.outcome = .uncertain
      record.wasUncertain = true
    case .handled(_, isSuccess: false)?, .confirmationFailed?, .intercepted?:
      // An answer, after a retry too: the retry found the first attempt's posting under the
      // same key if there was one, so the last thing the user heard must be true.
      record.outcome = .nothing
    case .cancelled?, .declined?, .retryLimitReached?:
      // The user gave up: a first attempt's effect, if there was one, stays unknown.
      record.outcome = record.wasUncertain ? .uncertain : .nothing
    case nil:
      break
    }
    records[dialogue.identifier] = record
  }

  /// The ride identifiers of requests that booked one.
  var bookedRides: [String] {
    records.values.compactMap(\.ride).sorted()
  }

  // MARK: - Checks

  /// Records a violation unless `condition` holds.
  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    checks += 1
    if !condition { violations.append(message()) }
  }

  /// Checks every invariant against the world's state now.
  ///
  /// At the end of a run, after the scheduler's last run, every payment due is settled:
  /// completed with its posting or failed without one.
  mutating func audit(_ world: SimulationWorld, isFinal: Bool = false) async {
    let postings = await world.ledger.postings(involving: nil).filter {
      !$0.idempotencyKey.hasPrefix("opening-")
    }
    await auditBalances(world, postings: postings)
    auditPostings(postings, accounts: world.accounts)
    await auditRequests(world)
    await auditBills(world, postings: postings, isFinal: isFinal)
    await auditRides(world)
  }

  private mutating func auditBalances(_ world: SimulationWorld, postings: [LedgerPosting]) async {
    var expected = world.openingBalances
    for posting in postings {
      expected[posting.transfer.from, default: 0] -= posting.transfer.amount.minorUnits
      expected[posting.transfer.to, default: 0] += posting.transfer.amount.minorUnits
    }
    var totals: [Currency: Int64] = [:]
    var openingTotals: [Currency: Int64] = [:]
    for (id, account) in world.accounts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let balance = (try? await world.ledger.balance(of: id))?.minorUnits
      expect(balance != nil, "\(id) has no balance")
      guard let balance else { continue }
      totals[account.currency, default: 0] += balance
      openingTotals[account.currency, default: 0] += world.openingBalances[id] ?? 0
      expect(
        balance >= 0 || account.allowsNegativeBalance,
        "\(id) is below its floor: \(balance)"
      )
      expect(
        balance == expected[id],
        "\(id) holds \(balance), but its opening and postings make \(expected[id] ?? 0)"
      )
    }
    for (currency, total) in totals {
      expect(
        total == openingTotals[currency],
        "\(currency.code) balances sum to \(total), not the opening \(openingTotals[currency] ?? 0)"
      )
    }
  }

  private mutating func auditPostings(
    _ postings: [LedgerPosting],
    accounts: [LedgerAccount.ID: LedgerAccount]
  ) {
    var postingsByKey: [String: [LedgerPosting]] = [:]
    for posting in postings {
      postingsByKey[posting.idempotencyKey, default: []].append(posting)
    }
    for (key, found) in postingsByKey.sorted(by: { $0.key < $1.key }) {
      let record = records[key]
      expect(
        record?.kind.movesMoney == true,
        "posting \(found[0].id) under key '\(key)' moved \(found[0].transfer.amount) "
          + "that no payment request asked for"
      )
      expect(found.count <= 1, "request \(key) has \(found.count) postings")
      guard let record, let posting = found.first else { continue }
      let transfer = posting.transfer
      if let amount = record.claim.amount {
        expect(
          transfer.amount == amount,
          "request \(key) moved \(transfer.amount), but the user agreed to \(amount)"
        )
      }
      if let contact = record.claim.contact {
        expect(
          accounts[transfer.to]?.holder?.contactIdentifier == contact,
          "request \(key) paid \(transfer.to), not \(contact)'s account"
        )
      }
      if let payeeAccount = record.claim.payeeAccount {
        expect(transfer.to == payeeAccount, "bill \(key) paid \(transfer.to), not \(payeeAccount)")
      }
    }
    for (identifier, record) in records.sorted(by: { $0.key < $1.key })
    where record.kind.movesMoney {
      let count = postingsByKey[identifier]?.count ?? 0
      switch record.outcome {
      case .succeeded where record.kind == .sendPayment:
        expect(count == 1, "\(identifier) succeeded with \(count) postings")
      case .nothing:
        expect(count == 0, "\(identifier) ended without paying, but has \(count) postings")
      case .open where !record.wasUncertain:
        expect(count == 0, "\(identifier) isn't handled yet, but has \(count) postings")
      case .succeeded, .uncertain, .open:
        break
      }
    }
  }

  private mutating func auditRequests(_ world: SimulationWorld) async {
    var seen: Set<String> = []
    for request in await world.ledger.requests(withStatus: nil) {
      let record = records[request.id]
      expect(record?.kind == .requestPayment, "payment request \(request.id) has no request")
      expect(seen.insert(request.id).inserted, "payment request \(request.id) recorded twice")
      if let amount = record?.claim.amount {
        expect(request.amount == amount, "payment request \(request.id) asks for \(request.amount)")
      }
      if record?.outcome == .nothing {
        expect(false, "payment request \(request.id) was recorded, but its request went nowhere")
      }
    }
  }

  private mutating func auditBills(
    _ world: SimulationWorld,
    postings: [LedgerPosting],
    isFinal: Bool
  ) async {
    let postedKeys = Set(postings.map(\.idempotencyKey))
    var seen: Set<String> = []
    for payment in await world.bills.payments() {
      let key = payment.request.idempotencyKey
      expect(records[key]?.kind == .payBill, "bill payment under \(key) has no request")
      expect(seen.insert(key).inserted, "bill payment \(key) recorded twice")
      // A pending payment may hold its posting: an interrupted posting that the next attempt
      // under its key, or the scheduler, completes.
      switch payment.status {
      case .completed:
        expect(postedKeys.contains(key), "bill payment \(key) completed without a posting")
      case .failed:
        expect(!postedKeys.contains(key), "bill payment \(key) failed, but the ledger posted it")
      default:
        expect(
          !isFinal || payment.request.day > world.clock.now,
          "bill payment \(key) is still pending after the scheduler ran"
        )
      }
      if records[key]?.outcome == .nothing {
        expect(
          payment.status == .failed,
          "bill payment \(key) is \(payment.status), but its request went nowhere"
        )
      }
    }
  }

  private mutating func auditRides(_ world: SimulationWorld) async {
    let rides = await world.rides.rideIdentifiers
    expect(Set(rides).count == rides.count, "a ride was booked twice: \(rides)")
    var requested: [String: String] = [:]
    for (identifier, record) in records where record.kind == .requestRide {
      requested[world.rides.rideIdentifier(forRequest: identifier)] = identifier
    }
    for ride in rides {
      let identifier = requested[ride]
      expect(identifier != nil, "ride \(ride) belongs to no request")
      if let identifier, records[identifier]?.outcome == .nothing {
        expect(false, "ride \(ride) exists, but request \(identifier) went nowhere")
      }
    }
    for (identifier, record) in records.sorted(by: { $0.key < $1.key })
    where record.kind == .requestRide && record.outcome == .succeeded {
      expect(
        record.ride.map(rides.contains) == true,
        "\(identifier) booked \(record.ride ?? "nothing"), which the service doesn't have"
      )
    }
  }
}
