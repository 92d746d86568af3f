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

  /// The store's clock, in nanoseconds on a time line of its own.
  ///
  /// Not `ContinuousClock.Instant`: the standard library may change that type's layout, so every
  /// copy of a record holding one went through its value witnesses.
  @usableFromInline let nanoseconds: @Sendable () -> Int64
  private let partitions = _Locked<[ObjectIdentifier: any IdempotencyPartitionProtocol]>([:])

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - capacity: The most completed entries to keep per intent type; must be positive. A
  ///     capacity above `Int32.max` (over 2 billion entries) keeps `Int32.max`.
  ///   - timeToLive: How long to remember a completed entry; 24 hours by default, as Stripe does.
  ///   - now: The clock reading to use; inject one to test expiry. With `nil`, the default, the
  ///     store reads `ContinuousClock`'s time to within a few milliseconds, which is cheaper.
  public init(
    capacity: Int = 100_000,
    timeToLive: Duration = .seconds(24 * 60 * 60),
    now: (@Sendable () -> ContinuousClock.Instant)? = nil
  ) {
    precondition(capacity > 0, "An idempotency store needs a positive capacity.")
    // The table numbers records with 32-bit integers (see `_CompletionTable.Entry`).
    self.capacity = min(capacity, Int(Int32.max))
    self.timeToLive = timeToLive
    if let now {
      let origin = ContinuousClock.now
      nanoseconds = { _CoarseClock.nanoseconds(in: origin.duration(to: now())) }
    } else {
      nanoseconds = { _CoarseClock.nanoseconds() }
    }
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
/// Completed requests are kept in completion order in a ring of `capacity` records. A
/// completion overwrites the record of the completion `capacity` before it, so evicting the oldest
/// allocates nothing. A completion forgotten early (it expired, or its identifier completed again)
/// leaves its slot to wait for its turn.
///
/// Every identifier the partition knows, completed or claimed, has one entry in a
/// ``_CompletionTable``: its hash and the place of its record in the ring, or for a claim the
/// place of the claiming intent among the claimants. So a look-up reads one entry, a completion
/// turns its claim's entry into the completion's, and an eviction finds its entry by the hash
/// its record keeps and the place it leaves. A lifecycle hashes the identifier once, outside the
/// lock, for its look-up, claim and completion; two `String`-keyed dictionaries hashed it about
/// seven times.
///
/// Its methods are inlinable so that routes specialise them for their intent type: run as
/// generic code, its collections of generic entries spent most of their time looking up metadata.
@usableFromInline
final class _IdempotencyPartition<HandledIntent: Intent>: IdempotencyPartitionProtocol, Sendable {
  @usableFromInline typealias Response = HandledIntent.Response

  /// A completed request: the intent, for telling a retry from a reused identifier, and handle's
  /// answer, for replaying.
  ///
  /// Every field has a layout fixed when the route is specialised (no `ContinuousClock.Instant`,
  /// no `IntentOutcome.Ending`), so no field is copied through value witnesses of its own. Swift
  /// may still copy or destroy a whole record through the record's metadata, as it does values
  /// of generic types, so `complete` makes each record in the slot that keeps it, and overwrites
  /// an evicted record field by field (``replace(intent:response:completedAt:hash:)``).
  @usableFromInline
  struct Record: Sendable {
    @usableFromInline private(set) var intent: HandledIntent
    @usableFromInline private(set) var response: Response
    /// When the request completed, on the store's clock (``IdempotencyStore/nanoseconds``).
    @usableFromInline private(set) var completedAt: Int64
    /// The identifier's hash, for finding its entry in the table when the record is evicted.
    @usableFromInline private(set) var hash: Int

    @inlinable
    init(intent: HandledIntent, response: Response, completedAt: Int64, hash: Int) {
      self.intent = intent
      self.response = response
      self.completedAt = completedAt
      self.hash = hash
    }

    /// Makes this record another completion's, each field destroyed and written with its own
    /// type: a whole record written over this one was destroyed through the record's metadata.
    @inlinable
    mutating func replace(
      intent: HandledIntent,
      response: Response,
      completedAt: Int64,
      hash: Int
    ) {
      self.intent = intent
      self.response = response
      self.completedAt = completedAt
      self.hash = hash
    }
  }

  @usableFromInline
  struct State: Sendable {
    /// Every identifier the partition knows, by its hash: completed ones with the place of
    /// their record in `records`, claimed ones with their claimant (see
    /// ``_CompletionTable/claim(_:)``).
    ///
    /// A record whose identifier maps to another place here, or to none, is forgotten: it
    /// expired, or its identifier completed again.
    @usableFromInline var table = _CompletionTable()
    /// The intents that claimed an identifier and neither completed nor released it, at the
    /// places their entries give.
    ///
    /// A free place (in `freeClaimants`) keeps its last claimant until the next claim takes
    /// it, so that freeing a place writes nothing: storing `nil` in an array of optionals
    /// destroyed the old value through the optional's metadata, and so did overwriting the
    /// `nil` at the next claim. No entry gives a free place, so its intent is never read.
    @usableFromInline var claimants: [HandledIntent] = []
    /// The free places in `claimants`.
    @usableFromInline var freeClaimants: [Int] = []
    /// The last `capacity` completions, the oldest overwritten first.
    @usableFromInline var records: [Record] = []
    /// Where the next completion's record goes: after the last one, or back at the start.
    @usableFromInline var nextSlot = 0

    @usableFromInline
    init() {}

    /// The number of claims held.
    @usableFromInline var inFlightCount: Int {
      claimants.count - freeClaimants.count
    }

    /// The hash stored in the table slot read by ``warmUpcomingEviction()``; kept only so that
    /// the read isn't optimised away.
    @usableFromInline var warmedHash: UInt32 = 0

    /// Reads the table slot of the record that the next completion will overwrite, so that its
    /// cache miss happens here, alongside the look-up's own miss, and not in the completion.
    @inlinable
    mutating func warmUpcomingEviction() {
      guard nextSlot < records.count else { return }
      let home = Int(UInt32(truncatingIfNeeded: records[nextSlot].hash))
      warmedHash = table.entries[home & (table.entries.count - 1)].hash
    }

    /// Frees a claim's place in `claimants`; the caller has removed or replaced its entry.
    @inlinable
    mutating func freeClaimant(_ place: Int) {
      freeClaimants.append(place)
    }
  }

  @usableFromInline let state = _Locked(State())
  @usableFromInline let capacity: Int
  /// The store's ``IdempotencyStore/timeToLive``, in nanoseconds.
  @usableFromInline let timeToLive: Int64
  /// The store's clock, in nanoseconds.
  @usableFromInline let now: @Sendable () -> Int64
  /// How identifiers are hashed: `String.hashValue`, seeded per process, so that nobody can choose
  /// identifiers that collide; tests pass one that collides on purpose.
  @usableFromInline let hash: @Sendable (String) -> Int

  init(store: IdempotencyStore, hash: @escaping @Sendable (String) -> Int = { $0.hashValue }) {
    self.capacity = store.capacity
    self.timeToLive = _CoarseClock.nanoseconds(in: store.timeToLive)
    self.now = store.nanoseconds
    self.hash = hash
  }

  var count: Int {
    state.withLock { $0.table.count }
  }

  var inFlightCount: Int {
    state.withLock { $0.inFlightCount }
  }

  /// The hash of an intent's identifier, which every operation below takes: a lifecycle hashes
  /// it once, for its look-up, its claim and its completion.
  @inlinable
  func identifierHash(of intent: HandledIntent) -> Int {
    hash(intent.identifier)
  }

  /// Returns what the partition knows about an intent's identifier, without claiming it.
  @inlinable
  func lookUp(_ intent: HandledIntent, identifierHash hash: Int) -> _IdempotencyStatus<Response> {
    state.withLock { state in
      state.warmUpcomingEviction()
      return status(of: intent, hash: hash, in: &state)
    }
  }

  /// Claims an intent's identifier for handling, unless the partition already knows it.
  ///
  /// - Returns: `.unknown` when the claim succeeded; otherwise what the partition knows.
  @inlinable
  func claim(_ intent: HandledIntent, identifierHash hash: Int) -> _IdempotencyStatus<Response> {
    state.withLock { state in
      let status = status(of: intent, hash: hash, in: &state)
      guard case .unknown = status else { return status }
      let place: Int
      if let free = state.freeClaimants.popLast() {
        place = free
        state.claimants[place] = intent
      } else {
        place = state.claimants.count
        state.claimants.append(intent)
      }
      state.table.insert(hash: hash, number: _CompletionTable.claim(place))
      return status
    }
  }

  /// Records handle's answer to a claimed intent.
  ///
  /// Specialised for the route's intent type but never inlined, so that the route's handle,
  /// which calls it, stays small enough to be inlined into the lifecycle. When a build inlined
  /// it there, handle became a function of its own, and every lifecycle, with a store or
  /// without, paid an async frame and an executor switch for it.
  @inlinable @inline(never)
  func complete(_ intent: HandledIntent, with response: Response, identifierHash hash: Int) {
    let completedAt = now()
    // Records are made or overwritten where they are stored: a record made outside the lock was
    // copied in, and the copy destroyed, each through the record's type's metadata.
    state.withLock { state in
      let slot = state.nextSlot
      state.nextSlot = slot + 1 == capacity ? 0 : slot + 1
      if slot < state.records.count {
        // The ring is written in order, so this slot holds the oldest completion; its entry goes,
        // unless it was forgotten already. No other entry gives this slot, so the slot alone
        // tells the entry among those with the record's hash.
        let evictedHash = state.records[slot].hash
        if let index = state.table.index(ofHash: evictedHash, where: { $0 == slot }) {
          state.table.remove(at: index)
        }
        state.records[slot].replace(
          intent: intent,
          response: response,
          completedAt: completedAt,
          hash: hash
        )
      } else {
        state.records.append(
          Record(intent: intent, response: response, completedAt: completedAt, hash: hash)
        )
      }
      // The claim's entry becomes the completion's; an identifier completed again (after it
      // expired, say) is remembered as this completion.
      guard let index = index(of: intent.identifier, hash: hash, in: state) else {
        state.table.insert(hash: hash, number: slot)
        return
      }
      if let place = _CompletionTable.claimant(state.table.number(at: index)) {
        state.freeClaimant(place)
      }
      state.table.setNumber(slot, at: index)
    }
  }

  /// Gives up a claim, so the identifier can be handled again.
  @inlinable
  func release(_ intent: HandledIntent, identifierHash hash: Int) {
    state.withLock { state in
      guard let index = index(of: intent.identifier, hash: hash, in: state),
        let place = _CompletionTable.claimant(state.table.number(at: index))
      else { return }
      state.table.remove(at: index)
      state.freeClaimant(place)
    }
  }

  /// What the partition knows about an intent's identifier; forgets the identifier if its
  /// completion expired.
  @inlinable
  func status(
    of intent: HandledIntent,
    hash: Int,
    in state: inout State
  ) -> _IdempotencyStatus<Response> {
    guard let index = index(of: intent.identifier, hash: hash, in: state) else { return .unknown }
    let number = state.table.number(at: index)
    if let place = _CompletionTable.claimant(number) {
      return state.claimants[place] == intent ? .inFlight : .reused
    }
    // A completion: the number is its record's place.
    guard now() &- state.records[number].completedAt <= timeToLive else {
      state.table.remove(at: index)
      return .unknown
    }
    guard state.records[number].intent == intent else { return .reused }
    return .completed(state.records[number].response)
  }

  /// The table index of a known identifier's entry: one with its hash whose record, or
  /// claimant, is the identifier's.
  ///
  /// Always inlined: called apart, it was passed the state's arrays one by one, each retained.
  @inlinable @inline(__always)
  func index(of identifier: String, hash: Int, in state: State) -> Int? {
    state.table.index(ofHash: hash) { number in
      if let place = _CompletionTable.claimant(number) {
        return state.claimants[place].identifier == identifier
      }
      return state.records[number].intent.identifier == identifier
    }
  }
}

/// Numbers found by hash, for ``_IdempotencyPartition``.
///
/// The numbers are places of records, and claims coded as negative numbers by ``claim(_:)``.
/// It is an open-addressed table with linear probing whose entries are the hash's low 32 bits and
/// the number together, 8 bytes, so a probe reads one cache line and compares integers, and the
/// table of a full store of 100,000 is 2 MB: its slots are read at random, one per lifecycle and
/// one per eviction, and in 4 MB of 16-byte entries more of those reads missed the caches. Whose
/// number an entry is (an identifier) is the caller's to check, on a matching hash only.
///
/// It keeps at most half its slots full, doubling by the stored hashes, and deletes by shifting
/// back the entries that follow, so a search never meets a tombstone.
@usableFromInline
struct _CompletionTable: Sendable {
  @usableFromInline
  struct Entry: Sendable {
    /// The hash's low 32 bits, which also place the entry.
    @usableFromInline var hash: UInt32
    /// ``number`` as stored: a record's place is below the store's capacity, at most
    /// `Int32.max`, and claims held at once number far fewer.
    @usableFromInline var storedNumber: Int32

    @usableFromInline static let empty = Entry(hash: 0, number: -1)

    @inlinable
    init(hash: Int, number: Int) {
      self.hash = UInt32(truncatingIfNeeded: hash)
      self.storedNumber = Int32(truncatingIfNeeded: number)
    }

    /// A record's place, or a claim (``_CompletionTable/claim(_:)``); -1 in an empty slot.
    @inlinable
    var number: Int {
      get { Int(storedNumber) }
      set { storedNumber = Int32(truncatingIfNeeded: newValue) }
    }
  }

  /// A power of two of slots.
  @usableFromInline var entries = [Entry](repeating: .empty, count: 8)
  /// The number of full slots.
  @usableFromInline var count = 0

  @usableFromInline
  init() {}

  /// The number that stands for a claim: the claimant's place, coded below -1.
  @inlinable
  static func claim(_ place: Int) -> Int {
    -2 - place
  }

  /// The claimant's place if a number stands for a claim, or `nil` for a record's place.
  @inlinable
  static func claimant(_ number: Int) -> Int? {
    number < -1 ? -2 - number : nil
  }

  /// The number at an index that ``index(ofHash:where:)`` returned.
  @inlinable
  func number(at index: Int) -> Int {
    entries[index].number
  }

  /// Replaces the number at an index that ``index(ofHash:where:)`` returned.
  @inlinable
  mutating func setNumber(_ number: Int, at index: Int) {
    entries[index].number = number
  }

  /// The index of the entry with this hash whose number satisfies `matches`, if there is one.
  @inlinable
  func index(ofHash hash: Int, where matches: (Int) -> Bool) -> Int? {
    let mask = entries.count - 1
    let hash = UInt32(truncatingIfNeeded: hash)
    var index = Int(hash) & mask
    while true {
      let entry = entries[index]
      if entry.number == -1 { return nil }
      if entry.hash == hash, matches(entry.number) { return index }
      index = (index + 1) & mask
    }
  }

  /// Adds an entry; the caller knows its number isn't in the table.
  @inlinable
  mutating func insert(hash: Int, number: Int) {
    if 2 * (count + 1) > entries.count { grow() }
    let mask = entries.count - 1
    var index = Int(UInt32(truncatingIfNeeded: hash)) & mask
    while entries[index].number != -1 { index = (index + 1) & mask }
    entries[index] = Entry(hash: hash, number: number)
    count += 1
  }

  /// Removes the entry at an index that ``index(ofHash:where:)`` returned.
  ///
  /// Each entry that follows in the run moves into the hole if the hole lies between the
  /// entry's home slot and where it is, so that every entry stays reachable from its home.
  @inlinable
  mutating func remove(at index: Int) {
    let mask = entries.count - 1
    var hole = index
    var next = (hole + 1) & mask
    while entries[next].number != -1 {
      let home = Int(entries[next].hash) & mask
      if (next - home) & mask >= (next - hole) & mask {
        entries[hole] = entries[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    entries[hole] = .empty
    count -= 1
  }

  /// Doubles the slots, placing each entry by its stored hash.
  @usableFromInline
  mutating func grow() {
    let old = entries
    entries = [Entry](repeating: .empty, count: 2 * old.count)
    count = 0
    for entry in old where entry.number != -1 {
      insert(hash: Int(entry.hash), number: entry.number)
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
  /// The same intent was handled; this is handle's answer.
  case completed(Recorded)
  /// The identifier belongs to a different intent.
  case reused
}
