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
}
