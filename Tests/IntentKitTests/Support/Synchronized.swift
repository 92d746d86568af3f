import Foundation
import IntentKit

/// Holds continuations that a test's handler never resumes, so the handler "never answers"
/// without leaking a continuation; the test releases them when it ends.
final class Parking: Sendable {
  private let parked = TestLock<[CheckedContinuation<Void, Never>]>([])

  /// Suspends forever, or until ``releaseAll()``.
  func wait() async {
    await withCheckedContinuation { continuation in
      parked.withLock { $0.append(continuation) }
    }
  }

  /// Resumes every parked caller.
  func releaseAll() {
    let continuations = parked.withLock { parked in
      defer { parked.removeAll() }
      return parked
    }
    for continuation in continuations { continuation.resume() }
  }
}

/// Collects diagnostics reported by a dispatcher.
final class DiagnosticsRecorder: Sendable {
  private let reported = TestLock<[IntentDiagnostic]>([])

  var handler: @Sendable (IntentDiagnostic) -> Void {
    { diagnostic in self.reported.withLock { $0.append(diagnostic) } }
  }

  var diagnostics: [IntentDiagnostic] {
    reported.withLock { $0 }
  }
}

/// A list of events that concurrent code appends to.
final class EventLog: Sendable {
  private let storage = TestLock<[String]>([])

  func append(_ event: String) {
    storage.withLock { $0.append(event) }
  }

  var values: [String] {
    storage.withLock { $0 }
  }
}

/// A value guarded by an `NSLock`, which ThreadSanitizer understands (unlike
/// `Synchronization.Mutex` on Linux).
final class TestLock<State: Sendable>: @unchecked Sendable {  // reason: `lock` guards `state`
  private let lock = NSLock()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}

extension TestLock where State == Int {
  /// Adds one to the count and returns the new count.
  func increment() -> Int {
    withLock { count in
      count += 1
      return count
    }
  }
}
