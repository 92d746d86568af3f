#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The loop that runs scheduled payments when the clock reaches their day.

extension BillService {
  /// Starts the scheduler: a task that sleeps on the service's clock until the next scheduled
  /// payment's day, runs the payments due, and sleeps again.
  ///
  /// Each time it goes to sleep the scheduler reports ``Event/waiting(until:)`` on ``events``,
  /// and each payment it runs ``Event/paid(_:)`` or ``Event/failed(_:)``, so a test can advance a
  /// `ManualWallClock` (from `IntentKitTesting`) and wait for the payment without sleeping:
  ///
  /// ```swift
  /// await service.start()
  /// var events = service.events.makeAsyncIterator()
  /// // … schedule a payment for next Sunday, wait for .waiting(until: nextSunday) …
  /// await clock.advance(to: nextSunday)
  /// let event = await events.next()  // .paid(payment)
  /// ```
  ///
  /// Starting a started scheduler does nothing. The scheduler holds the service until
  /// ``stop()`` is called.
  public func start() {
    guard scheduler == nil else { return }
    scheduler = Task { await self.runScheduler() }
  }

  /// Stops the scheduler; scheduled payments stay scheduled.
  public func stop() {
    scheduler?.cancel()
    scheduler = nil
    sleeper?.cancel()
    sleeper = nil
    idleWaiter?.resume()
    idleWaiter = nil
  }

  /// How long the scheduler waits before it tries an interrupted payment again, in seconds.
  static var retryInterval: TimeInterval { 60 }

  /// Wakes the scheduler so it looks at the scheduled payments again.
  func wakeScheduler() {
    sleeper?.cancel()
    sleeper = nil
    idleWaiter?.resume()
    idleWaiter = nil
  }

  private func runScheduler() async {
    while !Task.isCancelled {
      await runScheduledPayments()
      guard !Task.isCancelled else { return }
      // A payment still due after the run was interrupted (see ``pay(_:)``): try it again
      // after a pause rather than at once, so a ledger that keeps failing isn't hammered.
      let retry = clock.now.addingTimeInterval(Self.retryInterval)
      let next = scheduledPayments().first.map { max($0.request.day, retry) }
      eventSink.yield(.waiting(until: next))
      if let next {
        let clock = self.clock
        let sleep = Task { try await clock.sleep(until: next) }
        sleeper = sleep
        _ = try? await sleep.value
      } else {
        await withCheckedContinuation { idleWaiter = $0 }
      }
    }
  }
}
