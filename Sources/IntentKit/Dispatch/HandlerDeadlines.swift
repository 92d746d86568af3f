/// The time a handler has to answer in each lifecycle phase, and how that time is enforced.
///
/// A handler that misses its deadline ends the phase as a failure with a timed-out diagnosis.
/// A `nil` deadline puts no time limit on the phase.
///
/// By default deadlines are ``Enforcement-swift.enum/cooperative``: handlers run on the caller's
/// task, which costs nothing extra, and an answer that comes after its deadline is a timeout.
/// A handler that never answers then holds its caller; for handlers you don't trust to answer,
/// one line makes every lifecycle run on a worker task that the caller stops waiting for at the
/// deadline:
///
/// ```swift
/// var configuration = IntentDispatcher.Configuration()
/// configuration.deadlines.enforcement = .preemptive
/// ```
public struct HandlerDeadlines: Hashable, Sendable {
  /// The time each resolve method has to answer, or `nil` for no limit.
  public var resolve: Duration?

  /// The time the confirm method has to answer, or `nil` for no limit.
  public var confirm: Duration?

  /// The time the handle method has to answer, or `nil` for no limit.
  public var handle: Duration?

  /// How the deadlines are enforced; ``Enforcement-swift.enum/cooperative`` by default.
  public var enforcement: Enforcement

  /// How a dispatcher holds handlers to their deadlines.
  ///
  /// Both ways end a phase that misses its deadline as a failure with a timed-out
  /// ``IntentFailure``, report it to the diagnostics handler, and never go on to handle after a
  /// confirm that answered late. A handle method's late answer still completes its idempotency
  /// record, so a retry replays it. They differ in what a handler that never answers costs, and
  /// in what every other lifecycle costs.
  public enum Enforcement: Hashable, Sendable {
    /// Handlers run on the caller's task, and each answer is checked against its deadline when
    /// it arrives.
    ///
    /// This costs a few nanoseconds per phase (a coarse clock, read to within a few
    /// milliseconds). Cancelling the caller's task cancels the handler, since it runs on that
    /// task. A handler that never answers holds its caller: use it for handlers that answer, such
    /// as in-process services and clients with their own timeouts.
    case cooperative

    /// Each lifecycle runs on a worker task; when a phase's deadline passes, the caller gets a
    /// timed-out failure at once and the worker is cancelled.
    ///
    /// A handler that never answers can't hold its caller past the deadline. This costs a task,
    /// a timer registration and two thread hand-offs per lifecycle, and in a conversation per
    /// handler call: measured in `intentkit-bench`, about ten times a lean lifecycle.
    case preemptive
  }

  /// Creates deadlines for each phase.
  ///
  /// - Parameters:
  ///   - resolve: The time each resolve method has to answer, or `nil` for no limit.
  ///   - confirm: The time the confirm method has to answer, or `nil` for no limit.
  ///   - handle: The time the handle method has to answer, or `nil` for no limit.
  ///   - enforcement: How the deadlines are enforced; ``Enforcement-swift.enum/cooperative`` by
  ///     default.
  public init(
    resolve: Duration?,
    confirm: Duration?,
    handle: Duration?,
    enforcement: Enforcement = .cooperative
  ) {
    self.resolve = resolve
    self.confirm = confirm
    self.handle = handle
    self.enforcement = enforcement
  }

  /// Ten seconds for every phase, SiriKit's order of magnitude for an extension's answer,
  /// enforced cooperatively.
  public static let standard = HandlerDeadlines(
    resolve: .seconds(10),
    confirm: .seconds(10),
    handle: .seconds(10)
  )

  /// No deadlines: every handler call runs inline on the caller's task.
  public static let none = HandlerDeadlines(resolve: nil, confirm: nil, handle: nil)

  /// Returns the deadline for a phase.
  public func limit(for phase: LifecyclePhase) -> Duration? {
    limit(forStage: phase.stage)
  }

  /// Returns the deadline for a stage of the lifecycle.
  func limit(forStage stage: LifecyclePhase.Stage) -> Duration? {
    switch stage {
    case .resolve: resolve
    case .confirm: confirm
    case .handle: handle
    }
  }

  /// Whether any phase has a deadline.
  var hasLimits: Bool {
    resolve != nil || confirm != nil || handle != nil
  }
}
