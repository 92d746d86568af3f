/// The time a handler has to answer in each lifecycle phase.
///
/// A handler that misses its deadline ends the phase as a failure with a timed-out diagnosis.
/// A `nil` deadline runs the handler inline with no time limit: the cheapest path, for handlers
/// you trust to answer, such as in-memory services in benchmarks.
public struct HandlerDeadlines: Hashable, Sendable {
  /// The time each resolve method has to answer, or `nil` for no limit.
  public var resolve: Duration?

  /// The time the confirm method has to answer, or `nil` for no limit.
  public var confirm: Duration?

  /// The time the handle method has to answer, or `nil` for no limit.
  public var handle: Duration?

  /// Creates deadlines for each phase.
  public init(resolve: Duration?, confirm: Duration?, handle: Duration?) {
    self.resolve = resolve
    self.confirm = confirm
    self.handle = handle
  }

  /// Ten seconds for every phase, SiriKit's order of magnitude for an extension's answer.
  public static let standard = HandlerDeadlines(
    resolve: .seconds(10),
    confirm: .seconds(10),
    handle: .seconds(10)
  )

  /// No deadlines: every handler call runs inline on the caller's task.
  public static let none = HandlerDeadlines(resolve: nil, confirm: nil, handle: nil)

  /// Returns the deadline for a phase.
  public func limit(for phase: LifecyclePhase) -> Duration? {
    switch phase {
    case .resolve: resolve
    case .confirm: confirm
    case .handle: handle
    }
  }
}
