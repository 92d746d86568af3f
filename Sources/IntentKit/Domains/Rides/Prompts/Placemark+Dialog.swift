// Places in conversations: the user says a place by name; the handler resolves the name against
// the service's directory.

extension Placemark: ParameterValue {
  /// Creates a placemark from a place's name as the user said it, with no coordinate yet.
  public init?(reply: String, context: DialogContext) {
    let name = reply.trimmingWhitespace
    guard !name.isEmpty, TextLimits.problem(withName: name) == nil else { return nil }
    self.init(name: name)
  }

  /// Returns the place's name, or its city, or its coordinate.
  public func spokenPhrase(in context: DialogContext) -> String {
    name ?? locality ?? coordinate?.description ?? ""
  }
}
