/// Watches the deadlines of handler calls with one timer task for all of them.
///
/// A call registers its deadline and an action to run if the deadline passes; the watchdog's
/// task wakes every ``resolution`` while anything is watched and runs the actions that are due,
/// then exits when nothing is left to watch. Watching costs a lock and a dictionary update per
/// registration instead of a timer task per call, and deadlines fire within one resolution of
/// their time.
@usableFromInline
final class _DeadlineWatchdog: Sendable {
  /// How often the watchdog checks for passed deadlines while anything is watched.
  let resolution: Duration

  private struct Watch {
    var deadline: ContinuousClock.Instant?
    let onTimeout: @Sendable () -> Void
  }

  private struct State {
    var watches: [Int: Watch] = [:]
    var nextID = 0
    var isTicking = false
  }

  private let state = _Locked(State())

  init(resolution: Duration = .milliseconds(5)) {
    self.resolution = resolution
  }

  /// Starts watching a deadline; `onTimeout` runs once if the deadline passes before
  /// ``stop(_:)``.
  ///
  /// - Parameters:
  ///   - deadline: The deadline, or `nil` to register without one for now.
  ///   - onTimeout: The action to run if the deadline passes.
  /// - Returns: The watch's identifier.
  @usableFromInline
  func watch(
    until deadline: ContinuousClock.Instant?,
    onTimeout: @escaping @Sendable () -> Void
  ) -> Int {
    let (id, mustStart) = state.withLock { state in
      let id = state.nextID
      state.nextID += 1
      state.watches[id] = Watch(deadline: deadline, onTimeout: onTimeout)
      defer { state.isTicking = true }
      return (id, !state.isTicking)
    }
    if mustStart { startTicking() }
    return id
  }

  /// Moves a watch's deadline, or suspends it when `deadline` is `nil`.
  @usableFromInline
  func update(_ id: Int, deadline: ContinuousClock.Instant?) {
    state.withLock { $0.watches[id]?.deadline = deadline }
  }

  /// Stops watching; the timeout action won't run.
  @usableFromInline
  func stop(_ id: Int) {
    state.withLock { _ = $0.watches.removeValue(forKey: id) }
  }

  private func startTicking() {
    Task.detached { [self] in
      while let due = await self.nextTick() {
        for action in due { action() }
      }
    }
  }

  /// Sleeps one resolution and takes the actions that are due; `nil` when nothing is watched.
  private func nextTick() async -> [@Sendable () -> Void]? {
    try? await Task.sleep(for: resolution)
    let now = ContinuousClock.now
    return state.withLock { state -> [@Sendable () -> Void]? in
      guard !state.watches.isEmpty else {
        state.isTicking = false
        return nil
      }
      let dueIDs = state.watches.compactMap { id, watch in
        watch.deadline.flatMap { $0 <= now ? id : nil }
      }
      return dueIDs.compactMap { state.watches.removeValue(forKey: $0)?.onTimeout }
    }
  }
}
