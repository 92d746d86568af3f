/// A request to send money to a person, SiriKit's `INSendPaymentIntent`.
///
/// "Send $50 to Jane" is `SendPaymentIntent(payee: Person(displayName: "Jane"),
/// currencyAmount: .usd(50_00))`. Sending money asks the user a final yes/no and needs an
/// unlocked device.
public struct SendPaymentIntent: Intent, Hashable {
  public typealias Response = SendPaymentIntentResponse

  public static let wireName = "SendPaymentIntent"

  public static let parameters: [PartialIntentParameter<Self>] = [
    .init(.payee), .init(.currencyAmount), .init(.note),
  ]

  public static var requiresFinalConfirmation: Bool { true }

  public static var requiresUnlockedDevice: Bool { true }

  public let identifier: String

  /// Who to pay.
  public var payee: Person?

  /// How much to send.
  public var currencyAmount: CurrencyAmount?

  /// A note for the payee.
  public var note: String?

  /// Creates a request to send money; the parameters are in SiriKit's initializer order.
  public init(
    identifier: String = SendPaymentIntent.makeIdentifier(),
    payee: Person? = nil,
    currencyAmount: CurrencyAmount? = nil,
    note: String? = nil
  ) {
    self.identifier = identifier
    self.payee = payee
    self.currencyAmount = currencyAmount
    self.note = note
  }
}

extension IntentParameter where Root == SendPaymentIntent, Value == Person {
  /// The payee of a ``SendPaymentIntent``.
  public static let payee = IntentParameter("payee", \.payee)
}

extension IntentParameter where Root == SendPaymentIntent, Value == CurrencyAmount {
  /// The amount of a ``SendPaymentIntent``.
  public static let currencyAmount = IntentParameter("currencyAmount", \.currencyAmount)
}

extension IntentParameter where Root == SendPaymentIntent, Value == String {
  /// The note of a ``SendPaymentIntent``.
  public static let note = IntentParameter("note", \.note)
}

// MARK: - Codable

extension SendPaymentIntent {
  private enum CodingKeys: String, CodingKey {
    case identifier, payee, currencyAmount, note
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeName(forKey: .identifier),
      payee: try container.decodeIfPresent(Person.self, forKey: .payee),
      currencyAmount: try container.decodeIfPresent(CurrencyAmount.self, forKey: .currencyAmount),
      note: try container.decodeTextIfPresent(forKey: .note)
    )
  }
}
