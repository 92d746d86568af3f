/// A store that remembers handled intents by identifier, so that handling the same request again
/// returns the first result and runs nothing twice.
///
/// The dispatcher consults the store after resolution: a completed identifier with the same
/// resolved intent replays the saved outcome without confirming or handling again; the same
/// identifier with a different intent, or one still being handled, is rejected with
/// ``IntentDispatchError/Code/idempotencyKeyReused`` or
/// ``IntentDispatchError/Code/idempotencyKeyInUse``, following Stripe's and the IETF
/// `Idempotency-Key` draft's semantics. Identifiers are scoped per intent type.
///
/// Only answers are saved: handle's response, whatever its code. A handler that throws or
/// misses its deadline can't say whether its effect happened, so once it stops the store
/// forgets the identifier and a retry handles again; the effect's own idempotency key, such as
/// the ledger's, keeps that retry from acting twice. Saving the failure instead would tell every
/// retry "failed" about a payment that may have gone through.
///
/// For each intent type the store keeps at most ``capacity`` completed entries and forgets each
/// after ``timeToLive``; entries still being handled are never evicted. Copies of a dispatcher
/// share its store.
public final class IdempotencyStore: Sendable {
  /// The most completed entries the store keeps per intent type; older ones are evicted first.
  public let capacity: Int

  /// How long the store remembers a completed entry.
  public let timeToLive: Duration

  @usableFromInline let now: @Sendable () -> ContinuousClock.Instant
  private let partitions = _Locked<[ObjectIdentifier: any IdempotencyPartitionProtocol]>([:])

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - capacity: The most completed entries to keep per intent type; must be positive.
  ///   - timeToLive: How long to remember a completed entry; 24 hours by default, as Stripe does.
  ///   - now: The clock reading to use; inject one to test expiry. By default the store reads
  ///     `ContinuousClock`'s time to within a few milliseconds, which is cheaper.
  public init(
    capacity: Int = 100_000,
    timeToLive: Duration = .seconds(24 * 60 * 60),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { _CoarseClock.now }
  ) {
    precondition(capacity > 0, "An idempotency store needs a positive capacity.")
    self.capacity = capacity
    self.timeToLive = timeToLive
    self.now = now
  }

  /// The number of entries the store holds, completed or in flight.
  public var count: Int {
    partitions.withLock { $0.values.reduce(0) { $0 + $1.count } }
  }

  /// The number of intents being handled now: claimed, and neither completed nor released.
  ///
  /// A handler that missed its deadline keeps its claim until it stops, so that a retry can't
  /// run it twice at once; a server that drains before shutting down waits for this to reach
  /// zero.
  public var inFlightCount: Int {
    partitions.withLock { $0.values.reduce(0) { $0 + $1.inFlightCount } }
  }

  /// Returns the partition that holds one intent type's entries; look it up once per route.
  @usableFromInline
  func _partition<HandledIntent: Intent>(
    for intentType: HandledIntent.Type
  ) -> _IdempotencyPartition<HandledIntent> {
    partitions.withLock { partitions in
      let key = ObjectIdentifier(intentType)
      if let existing = partitions[key] as? _IdempotencyPartition<HandledIntent> { return existing }
      let partition = _IdempotencyPartition<HandledIntent>(store: self)
      partitions[key] = partition
      return partition
    }
  }
}

/// What every partition can report without its intent type.
protocol IdempotencyPartitionProtocol: Sendable {
  var count: Int { get }
  var inFlightCount: Int { get }
}

/// One intent type's entries in an ``IdempotencyStore``.
///
/// Completed requests are kept in completion order in a ring of `capacity` records, found by
/// identifier through a dictionary of completion numbers. A completion overwrites the record of
/// the completion `capacity` before it, so evicting the oldest allocates nothing and touches only
/// that record and its identifier's bucket. A completion forgotten early (it expired, or its
/// identifier completed again) leaves its slot to wait for its turn. Claims still being handled
/// are kept apart: there are only as many as requests in progress.
///
/// Its methods are inlinable so that routes specialise them for their intent type: run as
/// generic code, the dictionary of generic entries spent most of its time looking up metadata.
@usableFromInline
final class _IdempotencyPartition<HandledIntent: Intent>: IdempotencyPartitionProtocol, Sendable {
  @usableFromInline typealias Ending = IntentOutcome<HandledIntent>.Ending

  /// A completed request: the intent, for telling a retry from a reused identifier, and how
  /// handling it ended, for replaying.
  @usableFromInline
  struct Record: Sendable {
    @usableFromInline let intent: HandledIntent
    @usableFromInline let ending: Ending
    @usableFromInline let completedAt: ContinuousClock.Instant

    @inlinable
    init(intent: HandledIntent, ending: Ending, completedAt: ContinuousClock.Instant) {
      self.intent = intent
      self.ending = ending
      self.completedAt = completedAt
    }
  }

  @usableFromInline
  struct State: Sendable {
    /// Each remembered completed identifier's completion number.
    ///
    /// An identifier's record is at its number modulo the capacity in `records`. A record whose
    /// identifier maps to another number here, or to none, is forgotten: it expired, or its
    /// identifier completed again.
    @usableFromInline var completed: [String: Int] = [:]
    /// The identifiers claimed and neither completed nor released, each with the intent that
    /// claimed it.
    @usableFromInline var inFlight: [String: HandledIntent] = [:]
    /// The last `capacity` completions, the oldest overwritten first.
    @usableFromInline var records: [Record] = []
    /// How many completions there have been: the next completion's number.
    @usableFromInline var completions = 0

    @usableFromInline
    init() {}
  }

  @usableFromInline let state = _Locked(State())
  @usableFromInline let capacity: Int
  @usableFromInline let timeToLive: Duration
  @usableFromInline let now: @Sendable () -> ContinuousClock.Instant

  init(store: IdempotencyStore) {
    self.capacity = store.capacity
    self.timeToLive = store.timeToLive
    self.now = store.now
  }

  var count: Int {
    state.withLock { $0.completed.count + $0.inFlight.count }
  }

  var inFlightCount: Int {
    state.withLock { $0.inFlight.count }
  }

  /// Returns what the partition knows about an intent's identifier, without claiming it.
  @inlinable
  func lookUp(_ intent: HandledIntent) -> _IdempotencyStatus<Ending> {
    state.withLock { status(of: intent, in: &$0) }
  }

  /// Claims an intent's identifier for handling, unless the partition already knows it.
  ///
  /// - Returns: `.unknown` when the claim succeeded; otherwise what the partition knows.
  @inlinable
  func claim(_ intent: HandledIntent) -> _IdempotencyStatus<Ending> {
    state.withLock { state in
      let status = status(of: intent, in: &state)
      if case .unknown = status { state.inFlight[intent.identifier] = intent }
      return status
    }
  }

  /// Records how handling a claimed intent ended.
  @inlinable
  func complete(_ intent: HandledIntent, with ending: Ending) {
    let completedAt = now()
    state.withLock { state in
      if !state.inFlight.isEmpty { state.inFlight[intent.identifier] = nil }
      let number = state.completions
      state.completions += 1
      let record = Record(intent: intent, ending: ending, completedAt: completedAt)
      guard state.records.count == capacity else {
        state.completed[intent.identifier] = number
        state.records.append(record)
        return
      }
      // The ring is written in order, so this slot holds completion `number - capacity`; it is
      // evicted unless it was forgotten already.
      let slot = number % capacity
      let evicted = state.records[slot].intent.identifier
      if let index = state.completed.index(forKey: evicted),
        state.completed.values[index] == number - capacity
      {
        state.completed.remove(at: index)
      }
      // An identifier completed again (after it expired, say) is remembered as this completion.
      state.completed[intent.identifier] = number
      state.records[slot] = record
    }
  }

  /// Gives up a claim, so the identifier can be handled again.
  @inlinable
  func release(_ intent: HandledIntent) {
    state.withLock { state in
      state.inFlight[intent.identifier] = nil
    }
  }

  /// What the partition knows about an intent's identifier; forgets the identifier if its
  /// completion expired.
  @inlinable
  func status(of intent: HandledIntent, in state: inout State) -> _IdempotencyStatus<Ending> {
    if !state.inFlight.isEmpty, let claimant = state.inFlight[intent.identifier] {
      return claimant == intent ? .inFlight : .reused
    }
    guard let index = state.completed.index(forKey: intent.identifier) else { return .unknown }
    let slot = state.completed.values[index] % capacity
    guard state.records[slot].completedAt.duration(to: now()) <= timeToLive else {
      state.completed.remove(at: index)
      return .unknown
    }
    guard state.records[slot].intent == intent else { return .reused }
    return .completed(state.records[slot].ending)
  }
}

/// What an idempotency store knows about an intent's identifier.
@usableFromInline
enum _IdempotencyStatus<Recorded: Sendable>: Sendable {
  /// The identifier is new (or was forgotten).
  case unknown
  /// The same intent is being handled right now.
  case inFlight
  /// The same intent was handled; this is how handling ended.
  case completed(Recorded)
  /// The identifier belongs to a different intent.
  case reused
}
