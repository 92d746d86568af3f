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

/// One intent type's entries in an ``IdempotencyStore``, stored unboxed.
///
/// Its methods are inlinable so that routes specialise them for their intent type: run as
/// generic code, the dictionary of generic entries spent most of its time looking up metadata.
@usableFromInline
final class _IdempotencyPartition<HandledIntent: Intent>: IdempotencyPartitionProtocol, Sendable {
  @usableFromInline typealias Ending = IntentOutcome<HandledIntent>.Ending

  /// One identifier's entry, boxed so that the dictionary moves a reference, not an intent and
  /// its outcome, and so that completing a claim updates it in place.
  @usableFromInline
  final class Entry: @unchecked Sendable {  // reason: used only under the partition's lock
    @usableFromInline let intent: HandledIntent
    // reason (the three vars): read and written only under the partition's lock, so the
    // runtime's exclusivity checks would only cost time.
    @exclusivity(unchecked) @usableFromInline var ending: Ending?
    @exclusivity(unchecked) @usableFromInline var completedAt: ContinuousClock.Instant?
    @exclusivity(unchecked) @usableFromInline var sequence = 0

    @inlinable
    init(
      intent: HandledIntent,
      ending: Ending? = nil,
      completedAt: ContinuousClock.Instant? = nil,
      sequence: Int = 0
    ) {
      self.intent = intent
      self.ending = ending
      self.completedAt = completedAt
      self.sequence = sequence
    }
  }

  @usableFromInline
  struct State: Sendable {
    @usableFromInline var entries: [String: Entry] = [:]
    /// Completed keys in completion order, each with the sequence number it completed under.
    @usableFromInline var completionOrder: [(key: String, sequence: Int)] = []
    @usableFromInline var completionOrderStart = 0
    @usableFromInline var completedCount = 0
    @usableFromInline var nextSequence = 0

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
    state.withLock { $0.entries.count }
  }

  var inFlightCount: Int {
    state.withLock { $0.entries.count - $0.completedCount }
  }

  /// Returns what the partition knows about an intent's identifier, without claiming it.
  @inlinable
  func lookUp(_ intent: HandledIntent) -> _IdempotencyStatus<Ending> {
    state.withLock { state in
      status(
        of: intent,
        in: &state.entries[intent.identifier],
        completedCount: &state.completedCount
      )
    }
  }

  /// Claims an intent's identifier for handling, unless the partition already knows it.
  ///
  /// - Returns: `.unknown` when the claim succeeded; otherwise what the partition knows.
  @inlinable
  func claim(_ intent: HandledIntent) -> _IdempotencyStatus<Ending> {
    state.withLock { state in
      // One hash: the identifier's slot is read and, if free, filled in place.
      claim(intent, in: &state.entries[intent.identifier], completedCount: &state.completedCount)
    }
  }

  /// Claims an identifier's slot unless the partition knows it.
  @inlinable
  func claim(
    _ intent: HandledIntent,
    in slot: inout Entry?,
    completedCount: inout Int
  ) -> _IdempotencyStatus<Ending> {
    let status = status(of: intent, in: &slot, completedCount: &completedCount)
    if case .unknown = status { slot = Entry(intent: intent) }
    return status
  }

  /// Records how handling a claimed intent ended.
  @inlinable
  func complete(_ intent: HandledIntent, with ending: Ending) {
    let instant = now()
    state.withLock { state in
      let sequence = state.nextSequence
      state.nextSequence += 1
      if let entry = state.entries[intent.identifier] {
        if entry.completedAt == nil { state.completedCount += 1 }
        entry.ending = ending
        entry.completedAt = instant
        entry.sequence = sequence
      } else {
        state.entries[intent.identifier] = Entry(
          intent: intent,
          ending: ending,
          completedAt: instant,
          sequence: sequence
        )
        state.completedCount += 1
      }
      state.completionOrder.append((intent.identifier, sequence))
      evictOverflow(from: &state)
    }
  }

  /// Gives up a claim, so the identifier can be handled again.
  @inlinable
  func release(_ intent: HandledIntent) {
    state.withLock { state in
      if state.entries[intent.identifier]?.completedAt == nil {
        state.entries[intent.identifier] = nil
      }
    }
  }

  /// What the partition knows about an intent's identifier, from the identifier's slot in the
  /// entries; empties the slot if its entry expired.
  @inlinable
  func status(
    of intent: HandledIntent,
    in slot: inout Entry?,
    completedCount: inout Int
  ) -> _IdempotencyStatus<Ending> {
    guard let entry = slot else { return .unknown }
    if let completedAt = entry.completedAt, completedAt.duration(to: now()) > timeToLive {
      slot = nil
      completedCount -= 1
      return .unknown
    }
    guard entry.intent == intent else { return .reused }
    guard let ending = entry.ending else { return .inFlight }
    return .completed(ending)
  }

  @inlinable
  func evictOverflow(from state: inout State) {
    while state.completedCount > capacity,
      state.completionOrderStart < state.completionOrder.count
    {
      let (key, sequence) = state.completionOrder[state.completionOrderStart]
      state.completionOrderStart += 1
      // One hash per eviction: the entry is found once and removed where it was found.
      if let index = state.entries.index(forKey: key) {
        let entry = state.entries.values[index]
        if entry.completedAt != nil, entry.sequence == sequence {
          state.entries.remove(at: index)
          state.completedCount -= 1
        }
      }
    }
    if state.completionOrderStart >= capacity {
      state.completionOrder.removeFirst(state.completionOrderStart)
      state.completionOrderStart = 0
    }
    // Entries that expired or were replaced leave stale slots behind; drop them before the
    // order list outgrows the entries it tracks.
    if state.completionOrder.count > 2 * capacity {
      let entries = state.entries
      state.completionOrder.removeAll { slot in
        guard let entry = entries[slot.key], entry.completedAt != nil else { return true }
        return entry.sequence != slot.sequence
      }
      state.completionOrderStart = 0
    }
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
