/// A phase of an intent's lifecycle: resolving one parameter, confirming or handling.
public enum LifecyclePhase: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Resolving the named parameter.
  case resolve(parameter: String)
  /// Confirming the intent once every parameter is resolved.
  case confirm
  /// Handling the intent.
  case handle

  public var description: String {
    switch self {
    case .resolve(let parameter): "resolve(\(parameter))"
    case .confirm: "confirm"
    case .handle: "handle"
    }
  }

  /// The stage of the lifecycle this phase belongs to: ``Stage/resolve`` for every parameter.
  public var stage: Stage {
    switch self {
    case .resolve: .resolve
    case .confirm: .confirm
    case .handle: .handle
    }
  }

  /// A stage of the lifecycle, whichever parameter it resolves: what interceptors see.
  ///
  /// An ``IntentInterceptor`` runs before resolution starts, around confirm and around handle,
  /// so it sees the three stages rather than one phase per parameter.
  public enum Stage: String, Hashable, Sendable, Codable {
    /// Resolution of the intent's parameters is about to start.
    case resolve
    /// The intent is about to be, or was just, confirmed.
    case confirm
    /// The intent is about to be, or was just, handled.
    case handle
  }
}
