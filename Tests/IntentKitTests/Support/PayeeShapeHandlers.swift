import IntentKit

// Send-payment handlers that each implement one of the four shapes SiriKit has had for the
// payee resolve method, over a directory of one contact: Jane can be paid, anyone else has no
// account. They are written as SiriKit code is (completion handlers aren't `@Sendable`), and
// record every call of their own methods in an `EventLog`, so tests see which ran and how often.

/// The payee directory behind the shape handlers: "Jane" is Jane Appleseed, anyone else has no
/// account.
enum PayeeDirectory {
  /// The one contact who can be paid.
  static let jane = Person(displayName: "Jane Appleseed", contactIdentifier: "jane-appleseed")

  /// SiriKit's answer for a payee: ask when missing, Jane when she is meant, no account otherwise.
  static func resolution(for intent: SendPaymentIntent) -> SendPaymentPayeeResolutionResult {
    guard let payee = intent.payee else { return .needsValue() }
    guard payee.displayName.hasPrefix("Jane") else {
      return .unsupported(forReason: .noAccount)
    }
    return .success(with: jane)
  }
}

/// A handler with SiriKit's current completion-handler payee method,
/// `resolvePayee(for:with:)` taking a `SendPaymentPayeeResolutionResult`.
struct CompletionPayeeHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping (SendPaymentPayeeResolutionResult) -> Void
  ) {
    log.append("resolvePayee(for:with:)")
    completion(PayeeDirectory.resolution(for: intent))
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("handle(intent:)")
    return SendPaymentIntentResponse(code: .success)
  }
}

/// A handler with the `async` payee method returning a `SendPaymentPayeeResolutionResult`.
struct AsyncPayeeHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func resolvePayee(for intent: SendPaymentIntent) async -> SendPaymentPayeeResolutionResult {
    log.append("resolvePayee(for:)")
    return PayeeDirectory.resolution(for: intent)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("handle(intent:)")
    return SendPaymentIntentResponse(code: .success)
  }
}

/// A handler with SiriKit's iOS 10 completion-handler payee method, which takes a generic
/// `PersonResolutionResult`.
struct LegacyCompletionPayeeHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func resolvePayee(
    for intent: SendPaymentIntent,
    with completion: @escaping (PersonResolutionResult) -> Void
  ) {
    log.append("resolvePayee(for:with:) iOS 10")
    completion(PayeeDirectory.resolution(for: intent).resolution)
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("handle(intent:)")
    return SendPaymentIntentResponse(code: .success)
  }
}

/// A handler with the `async` form of SiriKit's iOS 10 payee method, which returns a generic
/// `PersonResolutionResult`.
struct LegacyAsyncPayeeHandler: SendPaymentIntentHandling {
  let log = EventLog()

  func resolvePayee(for intent: SendPaymentIntent) async -> PersonResolutionResult {
    log.append("resolvePayee(for:) iOS 10")
    return PayeeDirectory.resolution(for: intent).resolution
  }

  func handle(intent: SendPaymentIntent) async throws -> SendPaymentIntentResponse {
    log.append("handle(intent:)")
    return SendPaymentIntentResponse(code: .success)
  }
}

extension EventLog {
  /// How many times an event was logged.
  func count(of event: String) -> Int {
    values.filter { $0 == event }.count
  }
}

/// A non-`@Sendable` completion handler, as SiriKit hands them out, carried to another task.
///
/// The dispatcher's completion handlers are `@Sendable`; a handler written against SiriKit's
/// signature sees them as plain closures and must vouch for them itself to call one from a task.
struct UncheckedCompletion<Value>: @unchecked Sendable {  // reason: test double
  let body: (Value) -> Void

  init(_ body: @escaping (Value) -> Void) {
    self.body = body
  }

  func call(_ value: Value) {
    body(value)
  }
}
