#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`.
///
/// IntentKit locks with this rather than `Synchronization.Mutex` because ThreadSanitizer
/// understands pthread mutexes but not `Mutex`'s futex-based lock on Linux, whose every
/// critical section it reports as a race; with this lock, `swift test --sanitize=thread` is a
/// gate CI can keep.
///
/// It is `package` so that the package's other modules (`IntentKitTesting`'s manual clock, the
/// demo's clock) lock the same way and stay clean under TSan too.
@usableFromInline
package final class _Locked<State: Sendable>: @unchecked Sendable {  // reason: mutex guards it
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  package init(_ state: State) {
    self.mutex = .allocate(capacity: 1)
    self.mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    self.state = state
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
