import Synchronization

/// One method of a handler that comes in two shapes, `async` and completion handler.
@usableFromInline
enum _HandlerMethod: Hashable, Sendable {
  /// The resolve method of the parameter with this name.
  case resolve(String)
  /// The confirm method.
  case confirm
  /// The handle method.
  case handle
}

/// Watches, while the dispatcher calls one shape of a handler method for the first time, for
/// the protocol's default implementation of that method.
///
/// Every handling protocol has both shapes of every method, SiriKit's completion-handler form and
/// the `async` form, each with a default, so that a handler implements whichever it likes. Swift
/// can't say which one a handler implemented, so each default reports itself here: the
/// dispatcher calls the `async` shape under a probe, and if its default ran, calls the
/// completion shape; if that one's default ran too, the handler implements neither and the
/// defaults' answer (SiriKit's) stands. What was found is kept per registration in a
/// ``_ShapeChoice``, so later calls go straight to the right shape.
///
/// A probe watches one method of one intent type. The handler call it watches may run other
/// lifecycles, such as a confirm that dispatches an account search to check a balance; their
/// defaults run in the same task, and are told apart by their intent type, so that they aren't
/// taken for the watched handler's. (A lifecycle of the watched intent type itself, run from
/// inside the watched method, can't be told apart.)
@usableFromInline
final class _DefaultProbe: Sendable {
  /// The probe watching the current task's handler call, if any.
  @TaskLocal static var current: _DefaultProbe?

  private let method: _HandlerMethod
  private let intentType: ObjectIdentifier
  private let defaultRan = Atomic<Bool>(false)

  /// Creates a probe for one method of the handler of one intent type.
  ///
  /// The intent type keeps the probe from seeing the defaults of another intent's handler that
  /// the watched call reaches, such as one it dispatches to, whose task inherits the probe.
  @usableFromInline
  init<HandledIntent: Intent>(_ method: _HandlerMethod, for intentType: HandledIntent.Type) {
    self.method = method
    self.intentType = ObjectIdentifier(intentType)
  }

  /// A Boolean value that indicates whether the watched method's default ran.
  @usableFromInline
  var sawDefault: Bool {
    defaultRan.load(ordering: .acquiring)
  }

  /// Runs `body` (one call of one shape) with this probe watching, after clearing what it saw.
  @usableFromInline
  func watch<Output>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Output
  ) async rethrows -> Output {
    defaultRan.store(false, ordering: .releasing)
    return try await Self.$current.withValue(self, operation: body)
  }

  /// Records that the default implementation of `method` of a handler of `intentType` ran, if
  /// this task is being probed for that method.
  static func noteDefault<HandledIntent: Intent>(
    of method: _HandlerMethod,
    for intentType: HandledIntent.Type
  ) {
    guard let probe = current, probe.method == method,
      probe.intentType == ObjectIdentifier(intentType)
    else { return }
    probe.defaultRan.store(true, ordering: .releasing)
  }
}

/// Which shape of one method a registered handler implements, found on the first call.
@usableFromInline
final class _ShapeChoice: Sendable {
  /// A shape of a method.
  @usableFromInline
  enum Shape: UInt8, Sendable {
    /// Not known yet: the next call probes.
    case unknown
    /// The `async` shape (or a method's only shape), or neither: the `async` default then
    /// gives SiriKit's answer.
    case primary
    /// The completion-handler shape.
    case alternative
  }

  private let raw: Atomic<UInt8>

  /// Creates a choice, settled already when the method has only one shape.
  @usableFromInline
  init(_ shape: Shape = .unknown) {
    raw = Atomic(shape.rawValue)
  }

  /// The shape found so far.
  @usableFromInline
  var shape: Shape {
    Shape(rawValue: raw.load(ordering: .relaxed)) ?? .unknown
  }

  /// Returns whether a choice has settled on the primary shape, without retaining it: the
  /// caller keeps it alive, as the route keeps its resolvers' choices.
  @usableFromInline
  static func isPrimary(_ choice: Unmanaged<_ShapeChoice>) -> Bool {
    choice._withUnsafeGuaranteedRef { $0.shape == .primary }
  }

  /// Records the shape the handler implements.
  @usableFromInline
  func settle(_ shape: Shape) {
    raw.store(shape.rawValue, ordering: .relaxed)
  }
}

extension _ShapeChoice {
  /// Calls a method whose shape isn't known yet, and settles which shape the handler implements.
  ///
  /// The `async` shape runs under a probe; if its default ran, the completion shape runs; if
  /// that default ran too, the handler implements neither and the `async` default's answer
  /// (SiriKit's, or for handle ``UnimplementedHandleError``) stands, now and from then on. Each
  /// shape runs at most once, so a handler's own method never runs twice for one request, even
  /// if it calls the other shape's default itself.
  ///
  /// - Parameters:
  ///   - method: The method, which the defaults name when they report themselves.
  ///   - intentType: The intent type whose handler is called.
  ///   - isolation: The caller's isolation, which the calls keep.
  ///   - primary: A call of the `async` shape.
  ///   - alternative: A call of the completion-handler shape.
  /// - Returns: The answer of the shape the handler implements.
  /// - Throws: What that shape throws.
  @usableFromInline
  func discover<HandledIntent: Intent, Output>(
    _ method: _HandlerMethod,
    for intentType: HandledIntent.Type,
    isolation: isolated (any Actor)? = #isolation,
    primary: () async throws -> Output,
    alternative: () async throws -> Output
  ) async throws -> Output {
    let probe = _DefaultProbe(method, for: intentType)
    let first: Result<Output, any Error>
    do {
      first = .success(try await probe.watch { try await primary() })
    } catch {
      first = .failure(error)
    }
    guard probe.sawDefault else {
      settle(.primary)
      return try first.get()
    }
    let second = try await probe.watch { try await alternative() }
    guard probe.sawDefault else {
      settle(.alternative)
      return second
    }
    settle(.primary)
    return try first.get()
  }
}

/// An error a handler's `handle` step ends with when the handler implements neither
/// `handle(intent:)` nor `handle(intent:completion:)`.
///
/// SiriKit requires the handle method; because IntentKit accepts either shape, both have
/// defaults, and a handler with neither compiles. The dispatcher then ends the lifecycle at
/// handle with this error, which its diagnostics handler also reports, instead of guessing an
/// answer.
public struct UnimplementedHandleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The wire name of the intent whose handler has no handle method.
  public let intentName: String

  /// Creates the error for an intent type.
  public init(intentName: String) {
    self.intentName = intentName
  }

  public var description: String {
    "The handler for \(intentName) implements neither handle(intent:) nor handle(intent:completion:)."
  }
}

/// Keeps two overloads of one resolve method whose defaults call each other, such as SiriKit's
/// current `resolvePayee(for:)` and its iOS 10 overload, from calling each other in a loop.
///
/// The current shape's default calls the older one while forwarding; the older one's default,
/// called that way, answers SiriKit's default, and called directly (by code that asked for the
/// older result type) calls the current shape, which the handler may implement.
enum _ShapeForwarding {
  /// The method whose current shape's default is calling its older shape, if any.
  @TaskLocal static var current: String?

  /// Whether the current shape's default of `method` is calling its older shape.
  static func isForwarding(_ method: String) -> Bool {
    current == method
  }
}
