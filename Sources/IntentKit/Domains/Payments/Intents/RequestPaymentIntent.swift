/// A request to ask a person for money, SiriKit's `INRequestPaymentIntent`.
///
/// "Request 20 euros from John" is `RequestPaymentIntent(payer: Person(displayName: "John"),
/// currencyAmount: .eur(20_00))`. Requests ask the user a final yes/no and need an unlocked
/// device.
public struct RequestPaymentIntent: Intent, Hashable {
  public typealias Response = RequestPaymentIntentResponse

  public static let wireName = "RequestPaymentIntent"

  public static let parameters: [PartialIntentParameter<Self>] = [
    .init(.payer), .init(.currencyAmount), .init(.note),
  ]

  public static var requiresFinalConfirmation: Bool { true }

  public static var requiresUnlockedDevice: Bool { true }

  public let identifier: String

  /// Who to ask for the money.
  public var payer: Person?

  /// How much to ask for.
  public var currencyAmount: CurrencyAmount?

  /// A note for the payer.
  public var note: String?

  /// Creates a payment request; the parameters are in SiriKit's initializer order.
  public init(
    identifier: String = RequestPaymentIntent.makeIdentifier(),
    payer: Person? = nil,
    currencyAmount: CurrencyAmount? = nil,
    note: String? = nil
  ) {
    self.identifier = identifier
    self.payer = payer
    self.currencyAmount = currencyAmount
    self.note = note
  }
}

extension IntentParameter where Root == RequestPaymentIntent, Value == Person {
  /// The payer of a ``RequestPaymentIntent``.
  public static let payer = IntentParameter("payer", \.payer)
}

extension IntentParameter where Root == RequestPaymentIntent, Value == CurrencyAmount {
  /// The amount of a ``RequestPaymentIntent``.
  public static let currencyAmount = IntentParameter("currencyAmount", \.currencyAmount)
}

extension IntentParameter where Root == RequestPaymentIntent, Value == String {
  /// The note of a ``RequestPaymentIntent``.
  public static let note = IntentParameter("note", \.note)
}

// MARK: - Codable

extension RequestPaymentIntent {
  private enum CodingKeys: String, CodingKey {
    case identifier, payer, currencyAmount, note
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      payer: try container.decodeIfPresent(Person.self, forKey: .payer),
      currencyAmount: try container.decodeIfPresent(CurrencyAmount.self, forKey: .currencyAmount),
      note: try container.decodeTextIfPresent(forKey: .note)
    )
  }
}
