#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Live status updates, SiriKit's `startSendingUpdates(for:to:)` observer as an `AsyncStream`.

/// One stream of status updates and the task that wakes it on the clock.
struct StatusObserver: Sendable {
  let key: String
  let continuation: AsyncStream<GetRideStatusIntentResponse>.Continuation
  var task: Task<Void, Never>?
  /// The ride the stream has reported while it was active.
  var followedRide: String?
}

extension RideService {
  /// Starts a stream of the current ride's status, replacing any stream started with the same
  /// key.
  ///
  /// The stream yields the status at once, then whenever the ride's phase changes and at least
  /// every ``Configuration/updateInterval`` of clock time while the ride is active. When the ride
  /// ends (or is cancelled) it yields the final status, then a response without a status — the
  /// user has no active ride — and finishes. With no active ride it yields only the latter.
  ///
  /// - Parameter key: The name of the stream, such as the status intent's identifier.
  /// - Returns: The stream of responses, each with code `success`.
  public func startSendingUpdates(for key: String) -> AsyncStream<GetRideStatusIntentResponse> {
    stopSendingUpdates(for: key)
    let (stream, continuation) = AsyncStream<GetRideStatusIntentResponse>.makeStream()
    let id = nextObserverID
    nextObserverID += 1
    observers[id] = StatusObserver(key: key, continuation: continuation)
    guard let deadline = publish(to: id) else { return stream }
    let task = Task { await self.pump(id, firstDeadline: deadline) }
    observers[id]?.task = task
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  /// Finishes the streams started with a key.
  public func stopSendingUpdates(for key: String) {
    for (id, observer) in observers where observer.key == key {
      observers[id] = nil
      observer.task?.cancel()
      observer.continuation.finish()
    }
  }

  /// The number of streams of status updates running.
  public var updateStreamCount: Int {
    observers.count
  }

  /// Sleeps on the clock until each deadline, then publishes, until the stream ends.
  private func pump(_ id: Int, firstDeadline: Date) async {
    var deadline: Date? = firstDeadline
    while let wake = deadline {
      do {
        try await clock.sleep(until: wake)
      } catch {
        break
      }
      deadline = publish(to: id)
    }
    if let observer = observers.removeValue(forKey: id) {
      observer.continuation.finish()
    }
  }

  /// Sends every stream the current status at once, as after a cancellation.
  func publishToAllObservers() {
    for id in observers.keys.sorted() {
      _ = publish(to: id)
    }
  }

  /// Sends one stream the current status.
  ///
  /// - Returns: When to send the next update, or `nil` once the stream has finished.
  private func publish(to id: Int) -> Date? {
    guard var observer = observers[id] else { return nil }
    let now = clock.now
    if let ride = activeRide(at: now) {
      var response = GetRideStatusIntentResponse(code: .success)
      response.rideStatus = ride.status(at: now)
      observer.followedRide = ride.identifier
      observers[id] = observer
      observer.continuation.yield(response)
      let regular = now.addingTimeInterval(configuration.updateInterval.timeInterval)
      return min(regular, ride.nextPhaseChange(after: now) ?? regular)
    }
    if let followed = observer.followedRide.flatMap({ rides[$0] }) {
      var final = GetRideStatusIntentResponse(code: .success)
      final.rideStatus = followed.status(at: now)
      observer.continuation.yield(final)
    }
    observer.continuation.yield(GetRideStatusIntentResponse(code: .success))
    observers[id] = nil
    observer.task?.cancel()
    observer.continuation.finish()
    return nil
  }
}
