// Payment methods in conversations: read and spoken by kind ("credit card", "Apple Pay").

extension PaymentMethod: ParameterValue {
  /// Creates a payment method from what the user said: its kind ("credit card", "Apple Pay").
  public init?(reply: String, context: DialogContext) {
    let folded = TextFolding.fold(reply)
    let type =
      MethodType(reply: reply, context: context)
      ?? MethodType.allCases.first { $0 != .unknown && folded.contains(String(describing: $0)) }
    guard let type else { return nil }
    self.init(type: type)
  }

  /// Returns the method's name, or its kind in words, with its hint: "Card 1 (••••1111)".
  public func spokenPhrase(in context: DialogContext) -> String {
    let name = name ?? type.spokenPhrase(in: context)
    return identificationHint.map { "\(name) (\($0))" } ?? name
  }
}

extension PaymentMethod.MethodType: ParameterValue {}
