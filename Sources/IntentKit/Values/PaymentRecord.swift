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
