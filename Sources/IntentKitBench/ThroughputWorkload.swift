import IntentKit

/// Payers and payees with accounts in one ledger, a directory of the payees, and one payments
/// service per payer: the world the throughput benchmark sends money in.
struct PaymentsWorkload: Sendable {
  /// The payees, each a contact with one USD account.
  static let payeeCount = 4_096
  /// The payers, each a user with one USD account and a service of their own.
  static let payerCount = 1_024
  /// Every account's opening balance: ten million dollars, in cents.
  static let openingBalance: Int64 = 10_000_000_00

  /// The ledgers a workload can run on.
  enum LedgerKind {
    case sharded
    case actor
  }

  let ledger: any Ledger
  /// The payers' accounts; payer `i` sends from `payers[i]`.
  let payers: [LedgerAccount.ID]
  /// The payees' accounts; payee `i` is paid into `payees[i]`.
  let payees: [LedgerAccount.ID]
  /// The payees as resolved people, as a shortcut or a finished disambiguation names them.
  let people: [Person]
  /// One service per payer, over the shared ledger and directory.
  let services: [PaymentsService]

  /// Builds the accounts, deposits the opening balances, and derives the payers' services.
  static func make(_ kind: LedgerKind) async throws -> PaymentsWorkload {
    let contacts = (0..<payeeCount).map { index in
      Contact(
        id: "payee-\(index)",
        givenName: "Payee",
        familyName: "Number \(index)",
        handles: [.emailAddress("payee\(index)@example.com")]
      )
    }
    let payers = (0..<payerCount).map { LedgerAccount.ID(rawValue: "payer-\($0)") }
    let payees = contacts.map { LedgerAccount.ID(rawValue: "\($0.id)-usd") }
    let accounts =
      payers.map { LedgerAccount(id: $0, currency: .usd, nickname: "Checking") }
      + zip(payees, contacts).map { id, contact in
        LedgerAccount(id: id, currency: .usd, holder: contact.person)
      }
    let limits = [Currency.usd: AmountLimits(minimum: .usd(1_00), maximum: .usd(2_500_00))]
    let ledger: any Ledger
    switch kind {
    case .sharded:
      let sharded = ShardedLedger(accounts: accounts, limits: limits)
      for account in accounts {
        try sharded.deposit(
          .usd(openingBalance),
          into: account.id,
          idempotencyKey: "open-\(account.id)"
        )
      }
      ledger = sharded
    case .actor:
      let actor = InMemoryLedger(accounts: accounts, limits: limits)
      for account in accounts {
        try await actor.deposit(
          .usd(openingBalance),
          into: account.id,
          idempotencyKey: "open-\(account.id)"
        )
      }
      ledger = actor
    }
    let directory = InMemoryContactDirectory(contacts: contacts)
    let shared = try await PaymentsService(ledger: ledger, directory: directory, userAccounts: [])
    let services = try payers.map { payer in
      try shared.serving(
        user: Person(displayName: payer.rawValue, contactIdentifier: payer.rawValue, isMe: true),
        userAccounts: [payer]
      )
    }
    return PaymentsWorkload(
      ledger: ledger,
      payers: payers,
      payees: payees,
      people: contacts.map(\.person),
      services: services
    )
  }

  /// The send-payment route of each payer's service, with the payments handlers registered in
  /// a dispatcher of the given configuration; the routes share the configuration's store.
  func routes(
    _ configuration: IntentDispatcher.Configuration
  ) throws -> [IntentRoute<SendPaymentIntent>] {
    try services.map { service in
      var dispatcher = IntentDispatcher(configuration: configuration)
      dispatcher.registerHandlers(of: service)
      return try dispatcher.route(for: SendPaymentIntent.self)
    }
  }

  /// Runs send-payment lifecycles from `tasks` tasks, `perTask` each, adds what they sent to
  /// `total`, and returns the medians over `repetitions` runs after a warm-up run.
  ///
  /// - Throws: ``AuditFailure`` if a lifecycle doesn't end in a first-time success.
  func measure(
    configuration: IntentDispatcher.Configuration,
    tasks: Int,
    perTask: Int,
    repetitions: Int,
    run name: String,
    into total: inout Tally
  ) async throws -> Throughput {
    let routes = try routes(configuration)
    var tallies: [Tally] = []
    let throughput = try await Throughput.measure(repetitions: repetitions) { repetition in
      let tally = try await run(
        routes,
        tasks: tasks,
        perTask: perTask,
        name: "\(name)\(repetition)"
      )
      guard tally.succeeded == tasks * perTask else {
        throw AuditFailure("only \(tally.succeeded) of \(tasks * perTask) payments succeeded")
      }
      tallies.append(tally)
      return tally.succeeded
    }
    for tally in tallies { total.merge(tally) }
    return throughput
  }

  /// Task `task` sends for the payers whose number is `task` modulo `tasks`, in turn, to
  /// payees spread over the whole directory, with amounts from $1.00 to $10.96.
  private func run(
    _ routes: [IntentRoute<SendPaymentIntent>],
    tasks: Int,
    perTask: Int,
    name: String
  ) async throws -> Tally {
    let empty = Tally(workload: self)
    let (payerCount, payeeCount, people) = (payers.count, payees.count, people)
    return try await withThrowingTaskGroup(of: Tally.self) { group in
      for task in 0..<tasks {
        group.addTask {
          var tally = empty
          let ownPayers = (payerCount - task + tasks - 1) / tasks
          var payee = task &* 2_654_435_761 % payeeCount
          for index in 0..<perTask {
            let payer = task + (index % ownPayers) * tasks
            payee = (payee &+ 40_503) % payeeCount
            let cents = Int64(1_00 + index % 997)
            let intent = SendPaymentIntent(
              identifier: ThroughputBenchmark.identifier(name, task, index),
              payee: people[payee],
              currencyAmount: .usd(cents)
            )
            let outcome = try await routes[payer].run(intent)
            guard outcome.response?.code == .success, !outcome.isReplay else { continue }
            tally.record(intent, from: payer, to: payee, cents: cents, sample: index % 1_024 == 0)
          }
          return tally
        }
      }
      var tally = empty
      for try await part in group { tally.merge(part) }
      return tally
    }
  }

  // MARK: - Audit

  /// Checks the ledger against what was sent, replays some intents, and throws on any
  /// difference.
  ///
  /// - Every payer's balance is its opening balance less exactly what it sent, and every
  ///   payee's its opening balance plus exactly what it received.
  /// - The balances sum to the opening balances, and the funding account holds their negative.
  /// - Replaying a handled intent succeeds and moves no money; the same identifier with a
  ///   different amount doesn't succeed and moves no money.
  ///
  /// - Throws: ``AuditFailure`` naming the first difference.
  func audit(
    _ tally: Tally,
    replayingWith configuration: IntentDispatcher.Configuration
  ) async throws {
    try await checkBalances(tally)
    guard !tally.samples.isEmpty else { throw AuditFailure("no intents to replay") }
    let routes = try routes(configuration)
    for sample in tally.samples {
      let replay = try await routes[sample.payer].run(sample.intent)
      guard replay.response?.code == .success else {
        throw AuditFailure("replaying \(sample.intent.identifier) didn't answer success")
      }
      var changed = sample.intent
      changed.currencyAmount = .usd((sample.intent.currencyAmount?.minorUnits ?? 0) + 1)
      let reused = try? await routes[sample.payer].run(changed)
      guard reused?.response?.code != .success else {
        throw AuditFailure("\(sample.intent.identifier) was accepted with a different amount")
      }
    }
    try await checkBalances(tally)
  }

  private func checkBalances(_ tally: Tally) async throws {
    var sum: Int64 = 0
    for (index, payer) in payers.enumerated() {
      let balance = try await ledger.balance(of: payer).minorUnits
      guard balance == Self.openingBalance - tally.sent[index] else {
        throw AuditFailure("\(payer) holds \(balance), not its opening less \(tally.sent[index])")
      }
      sum += balance
    }
    for (index, payee) in payees.enumerated() {
      let balance = try await ledger.balance(of: payee).minorUnits
      guard balance == Self.openingBalance + tally.received[index] else {
        throw AuditFailure(
          "\(payee) holds \(balance), not its opening plus \(tally.received[index])"
        )
      }
      sum += balance
    }
    let opening = Self.openingBalance * Int64(payers.count + payees.count)
    let funding = try await ledger.balance(of: .funding(.usd)).minorUnits
    guard sum == opening, sum + funding == 0 else {
      throw AuditFailure("the balances sum to \(sum), not \(opening), with \(funding) in funding")
    }
  }
}

/// What runs sent, per payer and per payee in cents, how many lifecycles succeeded, and some
/// handled intents to replay.
struct Tally: Sendable {
  var sent: [Int64]
  var received: [Int64]
  var succeeded = 0
  var samples: [(payer: Int, intent: SendPaymentIntent)] = []

  init(workload: PaymentsWorkload) {
    sent = Array(repeating: 0, count: workload.payers.count)
    received = Array(repeating: 0, count: workload.payees.count)
  }

  mutating func record(
    _ intent: SendPaymentIntent,
    from payer: Int,
    to payee: Int,
    cents: Int64,
    sample: Bool
  ) {
    succeeded += 1
    sent[payer] += cents
    received[payee] += cents
    if sample { samples.append((payer, intent)) }
  }

  mutating func merge(_ other: Tally) {
    for index in sent.indices { sent[index] += other.sent[index] }
    for index in received.indices { received[index] += other.received[index] }
    succeeded += other.succeeded
    samples += other.samples
  }
}
