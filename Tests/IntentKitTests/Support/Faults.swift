import IntentKit

// The faults tests inject into the providers behind the handlers (the simulation, and the bill
// service's retry tests), and the switch they arm them with.

/// A fault armed for the next provider call of its kind, fired at most once.
enum InjectedFault: String, CaseIterable, Sendable {
  /// The provider throws while confirm checks the request: nothing may move.
  case checkThrows
  /// The provider throws before it writes: nothing moved, but the handler can't know that.
  case writeThrows
  /// The provider writes, then throws, as a lost connection would: the money moved or the ride
  /// was booked, and the handler can't know that either.
  case writeThrowsAfterWriting
  /// The provider never answers and hasn't written; the handler misses its deadline.
  case writeHangsBeforeWriting
  /// The provider writes, then never answers: the money moved or the ride was booked, but the
  /// handler misses its deadline, so a retry must find the first write.
  case writeHangsAfterWriting

  /// A Boolean value that indicates whether the fault makes the handler miss its deadline.
  var isHang: Bool {
    self == .writeHangsBeforeWriting || self == .writeHangsAfterWriting
  }
}

/// A deliberate bug the auditor must catch, to prove it can fail.
enum InjectedBug: String, Sendable {
  /// The ledger posts before it checks the idempotency key, so a retried or duplicated request
  /// moves the money again.
  case postsBeforeCheckingKey
}

/// The error a provider throws when a fault says so.
struct ProviderUnavailable: Error, CustomStringConvertible {
  var description: String { "The provider is unavailable (injected fault)." }
}

/// The switch the simulator arms faults on and the faulty providers read.
final class FaultSwitch: Sendable {
  private struct State {
    var armed: InjectedFault?
    var fired: [InjectedFault] = []
    var hanging = 0
    var bugPostings = 0
  }

  private let state = TestLock(State())

  /// The bug the ledger has, if any.
  let bug: InjectedBug?

  init(bug: InjectedBug? = nil) {
    self.bug = bug
  }

  /// Arms a fault for the next matching provider call.
  func arm(_ fault: InjectedFault) {
    state.withLock { $0.armed = fault }
  }

  /// Disarms whatever wasn't fired and returns the faults fired since the last call.
  func collectFired() -> [InjectedFault] {
    state.withLock { state in
      defer {
        state.armed = nil
        state.fired = []
      }
      return state.fired
    }
  }

  /// The number of provider calls hanging now.
  var hangingCount: Int {
    state.withLock { $0.hanging }
  }

  /// Takes the armed fault if it is one of `kinds`.
  func take(_ kinds: Set<InjectedFault>) -> InjectedFault? {
    state.withLock { state in
      guard let fault = state.armed, kinds.contains(fault) else { return nil }
      state.armed = nil
      state.fired.append(fault)
      return fault
    }
  }

  /// Returns a fresh serial number for the buggy ledger's keys.
  func nextBugPosting() -> Int {
    state.withLock { state in
      state.bugPostings += 1
      return state.bugPostings
    }
  }

  /// Suspends until the task is cancelled, as a provider that never answers; the dispatcher's
  /// deadline cancels the handler's task.
  func hang() async throws {
    state.withLock { $0.hanging += 1 }
    defer { state.withLock { $0.hanging -= 1 } }
    try await Task.sleep(for: .seconds(3_600))
  }

  /// Runs a provider write with whatever write fault is armed.
  func write<Result: Sendable>(
    _ operation: () async throws -> Result
  ) async throws -> Result {
    switch take([
      .writeThrows, .writeThrowsAfterWriting, .writeHangsBeforeWriting, .writeHangsAfterWriting,
    ]) {
    case .writeThrows:
      throw ProviderUnavailable()
    case .writeThrowsAfterWriting:
      _ = try await operation()
      throw ProviderUnavailable()
    case .writeHangsBeforeWriting:
      try await hang()
      return try await operation()
    case .writeHangsAfterWriting:
      let result = try await operation()
      try await hang()
      return result
    case .checkThrows, nil:
      return try await operation()
    }
  }

  /// Runs a provider check with whatever check fault is armed.
  func check<Result: Sendable>(
    _ operation: () async throws -> Result
  ) async throws -> Result {
    if take([.checkThrows]) != nil { throw ProviderUnavailable() }
    return try await operation()
  }
}

/// A ledger that forwards to a real one and fires the faults armed on its switch, or has a
/// deliberate bug; with nothing armed, it is simply a ledger that isn't one of the library's own.
struct FaultInjectingLedger: Ledger {
  let base: any Ledger
  let faults: FaultSwitch

  init(base: any Ledger, faults: FaultSwitch = FaultSwitch()) {
    self.base = base
    self.faults = faults
  }

  func account(_ id: LedgerAccount.ID) async -> LedgerAccount? {
    await base.account(id)
  }

  func accounts() async -> [LedgerAccount] {
    await base.accounts()
  }

  func balance(of id: LedgerAccount.ID) async throws -> CurrencyAmount {
    try await base.balance(of: id)
  }

  func limits(for currency: Currency) async -> AmountLimits? {
    await base.limits(for: currency)
  }

  func validate(_ transfer: LedgerTransfer) async throws {
    try await faults.check { try await base.validate(transfer) }
  }

  func validate(_ transfer: LedgerTransfer, idempotencyKey: String) async throws {
    try await faults.check { try await base.validate(transfer, idempotencyKey: idempotencyKey) }
  }

  func mostRecentPayment(from id: LedgerAccount.ID) async -> LedgerPosting? {
    await base.mostRecentPayment(from: id)
  }

  func post(_ transfer: LedgerTransfer, idempotencyKey: String) async throws -> LedgerPosting {
    try await faults.write {
      guard faults.bug == .postsBeforeCheckingKey else {
        return try await base.post(transfer, idempotencyKey: idempotencyKey)
      }
      // The deliberate bug: the money moves before the key is looked at. A first request
      // posts as it should; a repeated one moves the money again under a key of its own and
      // then, finding the key taken, answers with the first posting, as a replay would.
      let first = await base.postings(involving: transfer.from).first {
        $0.idempotencyKey == idempotencyKey
      }
      guard let first else { return try await base.post(transfer, idempotencyKey: idempotencyKey) }
      _ = try await base.post(
        transfer,
        idempotencyKey: "\(idempotencyKey)#\(faults.nextBugPosting())"
      )
      return first
    }
  }

  func postings(involving id: LedgerAccount.ID?) async -> [LedgerPosting] {
    await base.postings(involving: id)
  }

  func record(_ request: PaymentRequest) async throws -> PaymentRequest {
    try await faults.write { try await base.record(request) }
  }

  func requests(withStatus status: PaymentStatus?) async -> [PaymentRequest] {
    await base.requests(withStatus: status)
  }
}

/// A ride-request handler that forwards to the library's and fires the simulation's armed
/// faults around booking.
struct FaultInjectingRequestRideHandler: IntentHandling {
  typealias HandledIntent = RequestRideIntent

  let base: RequestRideHandler
  let faults: FaultSwitch

  var parameterResolvers: [ParameterResolver<RequestRideIntent>] {
    base.parameterResolvers
  }

  func confirm(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
    try await faults.check { try await base.confirm(intent: intent) }
  }

  func handle(intent: RequestRideIntent) async throws -> RequestRideIntentResponse {
    try await faults.write { try await base.handle(intent: intent) }
  }
}
