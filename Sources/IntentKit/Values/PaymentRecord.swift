/// A value that describes a payment: who pays whom, how much, how, and its state, SiriKit's
/// `INPaymentRecord`.
public struct PaymentRecord: Hashable, Sendable, Codable {
  /// Who receives the money.
  public var payee: Person?

  /// Who pays.
  public var payer: Person?

  /// How much.
  public var currencyAmount: CurrencyAmount?

  /// How the money is paid.
  public var paymentMethod: PaymentMethod?

  /// A note for the payee.
  public var note: String?

  /// The payment's state.
  public var status: PaymentStatus

  /// The fee charged for the payment.
  public var feeAmount: CurrencyAmount?

  /// Creates a record.
  public init(
    payee: Person?,
    payer: Person?,
    currencyAmount: CurrencyAmount?,
    paymentMethod: PaymentMethod? = nil,
    note: String? = nil,
    status: PaymentStatus,
    feeAmount: CurrencyAmount? = nil
  ) {
    self.payee = payee
    self.payer = payer
    self.currencyAmount = currencyAmount
    self.paymentMethod = paymentMethod
    self.note = note
    self.status = status
    self.feeAmount = feeAmount
  }
}

// MARK: - JSON

extension PaymentRecord: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      payee: try object.decodeIfPresent("payee"),
      payer: try object.decodeIfPresent("payer"),
      currencyAmount: try object.decodeIfPresent("currencyAmount"),
      paymentMethod: try object.decodeIfPresent("paymentMethod"),
      note: try object.stringIfPresent("note"),
      status: try object.decode("status"),
      feeAmount: try object.decodeIfPresent("feeAmount")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      try object.writeIfPresent("currencyAmount", currencyAmount)
      try object.writeIfPresent("feeAmount", feeAmount)
      object.stringIfPresent("note", note)
      try object.writeIfPresent("payee", payee)
      try object.writeIfPresent("payer", payer)
      try object.writeIfPresent("paymentMethod", paymentMethod)
      object.write("status", status)
    }
  }
}
