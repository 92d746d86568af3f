public import IntentKit

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A clock that moves only when told to, for deterministic tests of scheduled work.
///
/// Tasks that sleep on the clock wake, in deadline order, when ``advance(by:)`` or
/// ``advance(to:)`` moves the clock past their deadline.
///
/// ```swift
/// let clock = ManualWallClock(now: Date(timeIntervalSince1970: 0))
/// Task { try await clock.sleep(for: .seconds(20)); print("woke") }
/// await clock.advance(by: .seconds(20))  // "woke"
/// ```
public final class ManualWallClock: WallClock, Sendable {
  private struct Sleeper {
    let id: Int
    let deadline: Date
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: Date
    var sleepers: [Sleeper] = []
    /// Sleepers cancelled before they were registered.
    var cancelledIDs: Set<Int> = []
    var nextID = 0
  }

  private let state: _Locked<State>

  /// Creates a clock that reads `now` until it is advanced.
  public init(now: Date) {
    state = _Locked(State(now: now))
  }

  public var now: Date {
    state.withLock { $0.now }
  }

  /// The number of tasks sleeping on the clock.
  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  public func sleep(until deadline: Date) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = state.withLock { state -> Result<Void, any Error>? in
          if state.cancelledIDs.remove(id) != nil { return .failure(CancellationError()) }
          guard deadline > state.now else { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledIDs.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by a duration, waking every sleeper whose deadline it passes.
  public func advance(by duration: Duration) async {
    let (seconds, attoseconds) = duration.components
    await advance(to: now.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18))
  }

  /// Moves the clock to a date, waking every sleeper whose deadline it passes, in deadline
  /// order; the clock never moves backwards.
  public func advance(to date: Date) async {
    let woken = state.withLock { state -> [Sleeper] in
      state.now = max(state.now, date)
      let due = state.sleepers.filter { $0.deadline <= state.now }
      state.sleepers.removeAll { $0.deadline <= state.now }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in woken {
      sleeper.continuation.resume()
      await Task.yield()
    }
  }
}
