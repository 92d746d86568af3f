/// A way to pay: an account, a card or Apple Pay, SiriKit's `INPaymentMethod`.
public struct PaymentMethod: Hashable, Sendable, Codable, IntentValue {
  /// The kind of payment method.
  public var type: MethodType

  /// The method's name, such as "Card 1".
  public var name: String?

  /// A hint that identifies the method without revealing it, such as "••••1111".
  public var identificationHint: String?

  /// Creates a payment method.
  public init(type: MethodType, name: String? = nil, identificationHint: String? = nil) {
    self.type = type
    self.name = name
    self.identificationHint = identificationHint
  }

  /// Returns Apple Pay, whose name and hint aren't significant.
  public static func applePay() -> PaymentMethod {
    PaymentMethod(type: .applePay)
  }

  /// The kinds of payment method; raw values match SiriKit's `INPaymentMethodType`.
  public enum MethodType: Int, Hashable, Sendable, Codable, CaseIterable, IntentValue {
    /// The kind isn't known.
    case unknown = 0
    /// A checking account.
    case checking = 1
    /// A savings account.
    case savings = 2
    /// A brokerage account.
    case brokerage = 3
    /// A debit card.
    case debit = 4
    /// A credit card.
    case credit = 5
    /// A prepaid card.
    case prepaid = 6
    /// A store card.
    case store = 7
    /// Apple Pay.
    case applePay = 8
  }
}

// MARK: - JSON

extension PaymentMethod: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      type: try object.decode("type"),
      name: try object.stringIfPresent("name"),
      identificationHint: try object.stringIfPresent("identificationHint")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object in
      object.stringIfPresent("identificationHint", identificationHint)
      object.stringIfPresent("name", name)
      object.write("type", type)
    }
  }
}
