/// The typed closures the dispatcher stores for one intent type, built once at registration.
struct HandlerRegistration<Registered: Intent>: Sendable {
  typealias Call = HandlerCall<Registered, Registered.Response>

  /// The handler's resolvers, in the order of the intent's parameters.
  let steps: [ParameterResolver<Registered>]
  let confirm: Call
  let handle: Call

  init(resolvers: [ParameterResolver<Registered>], confirm: Call, handle: Call) {
    let declared = Registered.parameters.map(\.name)
    var byName: [String: ParameterResolver<Registered>] = [:]
    for resolver in resolvers {
      precondition(
        declared.contains(resolver.parameterName),
        "\(Registered.wireName) declares no parameter '\(resolver.parameterName)'."
      )
      precondition(
        byName.updateValue(resolver, forKey: resolver.parameterName) == nil,
        "Two resolvers for \(Registered.wireName).\(resolver.parameterName)."
      )
    }
    self.steps = declared.compactMap { byName[$0] }
    self.confirm = confirm
    self.handle = handle
  }

  init<Handler: IntentHandling>(_ handler: Handler) where Handler.HandledIntent == Registered {
    self.init(
      resolvers: handler.parameterResolvers,
      confirm: .async(handler.confirm(intent:)),
      handle: .async(handler.handle(intent:))
    )
  }

  init<Handler: IntentCompletionHandling>(_ handler: Handler)
  where Handler.HandledIntent == Registered {
    self.init(
      resolvers: handler.parameterResolvers,
      confirm: .completion(handler.confirm(intent:completion:)),
      handle: .completion(handler.handle(intent:completion:))
    )
  }
}
