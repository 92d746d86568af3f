extension IntentDispatcher {
  /// The policies a dispatcher applies to every lifecycle it runs.
  ///
  /// The defaults enforce ten-second deadlines and remember handled intents for 24 hours, so a
  /// repeated request is answered from memory instead of running twice.
  ///
  /// ```swift
  /// var configuration = IntentDispatcher.Configuration()
  /// configuration.deadlines.handle = .seconds(30)
  /// configuration.diagnosticsHandler = { print("handler problem:", $0) }
  /// let dispatcher = IntentDispatcher(configuration: configuration)
  /// ```
  public struct Configuration: Sendable {
    /// How long handlers have to answer in each phase.
    public var deadlines: HandlerDeadlines

    /// The store that makes handling idempotent, or `nil` to handle every request it's given.
    public var idempotencyStore: IdempotencyStore?

    /// The largest JSON request, in bytes, that ``IntentDispatcher/dispatch(json:)`` reads.
    public var maximumRequestSize: Int

    /// The deepest nesting of arrays and objects that ``IntentDispatcher/dispatch(json:)``
    /// reads; 64 by default.
    public var maximumRequestDepth: Int = 64

    /// A closure that receives every handler misbehaviour the dispatcher notices, such as a
    /// completion handler called twice.
    public var diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)?

    /// The watchdog that enforces deadlines; copies of the configuration share it.
    @usableFromInline let _watchdog = _DeadlineWatchdog()

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - deadlines: How long handlers have to answer; ``HandlerDeadlines/standard`` by default.
    ///   - idempotencyStore: The store that makes handling idempotent; a new in-memory store by
    ///     default. Pass `nil` to turn idempotency off.
    ///   - maximumRequestSize: The largest JSON request to read; 64 KiB by default.
    ///   - diagnosticsHandler: Receives handler misbehaviour reports.
    public init(
      deadlines: HandlerDeadlines = .standard,
      idempotencyStore: IdempotencyStore? = IdempotencyStore(),
      maximumRequestSize: Int = 64 * 1024,
      diagnosticsHandler: (@Sendable (IntentDiagnostic) -> Void)? = nil
    ) {
      self.deadlines = deadlines
      self.idempotencyStore = idempotencyStore
      self.maximumRequestSize = maximumRequestSize
      self.diagnosticsHandler = diagnosticsHandler
    }
  }
}
