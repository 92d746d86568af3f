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

// MARK: - JSON

extension SendPaymentIntent: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      identifier: try object.name("identifier"),
      payee: try object.decodeIfPresent("payee"),
      currencyAmount: try object.decodeIfPresent("currencyAmount"),
      note: try object.textIfPresent("note")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      try object.writeIfPresent("currencyAmount", currencyAmount)
      object.string("identifier", identifier)
      object.stringIfPresent("note", note)
      try object.writeIfPresent("payee", payee)
    }
  }
}
