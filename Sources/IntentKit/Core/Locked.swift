#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`; an adaptive one on glibc, which spins briefly before
/// it sleeps.
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
  // reason: every access is under the mutex, so the runtime's exclusivity check only costs time.
  @exclusivity(unchecked) @usableFromInline var state: State

  package init(_ state: State) {
    self.mutex = .allocate(capacity: 1)
    self.mutex.initialize(to: pthread_mutex_t())
    #if canImport(Glibc)
      // Critical sections here are short, so a thread that finds the mutex held spins a little
      // before it sleeps: sleeping and waking cost two system calls and a context switch, far
      // more than the wait.
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    #else
      pthread_mutex_init(mutex, nil)
    #endif
    self.state = state
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// Inlinable, so that it is specialised for its state and result where it is called: lookups
  /// of generic metadata cost more than the lock itself.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body(&state)
  }

  @usableFromInline
  func lock() {
    pthread_mutex_lock(mutex)
  }

  @usableFromInline
  func unlock() {
    pthread_mutex_unlock(mutex)
  }
}
