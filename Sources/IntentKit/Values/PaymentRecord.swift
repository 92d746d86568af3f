/// A value that describes a payment: who pays whom, how much, how, and its state, SiriKit's
/// `INPaymentRecord`.
public struct PaymentRecord: Hashable, Sendable, Codable {
  /// The record's values, behind one reference: copying a record, as every response that
  /// carries one does, is a retain rather than a copy of two people and two amounts.
  private var storage: Storage

  /// Who receives the money.
  public var payee: Person? {
    get { storage.payee }
    set { uniqueStorage().payee = newValue }
  }

  /// Who pays.
  public var payer: Person? {
    get { storage.payer }
    set { uniqueStorage().payer = newValue }
  }

  /// How much.
  public var currencyAmount: CurrencyAmount? {
    get { storage.currencyAmount }
    set { uniqueStorage().currencyAmount = newValue }
  }

  /// How the money is paid.
  public var paymentMethod: PaymentMethod? {
    get { storage.paymentMethod }
    set { uniqueStorage().paymentMethod = newValue }
  }

  /// A note for the payee.
  public var note: String? {
    get { storage.note }
    set { uniqueStorage().note = newValue }
  }

  /// The payment's state.
  public var status: PaymentStatus {
    get { storage.status }
    set { uniqueStorage().status = newValue }
  }

  /// The fee charged for the payment.
  public var feeAmount: CurrencyAmount? {
    get { storage.feeAmount }
    set { uniqueStorage().feeAmount = newValue }
  }

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
    storage = Storage(
      payee: payee,
      payer: payer,
      currencyAmount: currencyAmount,
      paymentMethod: paymentMethod,
      note: note,
      status: status,
      feeAmount: feeAmount
    )
  }

  /// Returns the storage, copied first if another record shares it.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// A record's values: copy-on-write storage, mutated only through `uniqueStorage()` when no
  /// other record holds it.
  private final class Storage: @unchecked Sendable {  // reason: copy-on-write, unique writes
    var payee: Person?
    var payer: Person?
    var currencyAmount: CurrencyAmount?
    var paymentMethod: PaymentMethod?
    var note: String?
    var status: PaymentStatus
    var feeAmount: CurrencyAmount?

    init(
      payee: Person?,
      payer: Person?,
      currencyAmount: CurrencyAmount?,
      paymentMethod: PaymentMethod?,
      note: String?,
      status: PaymentStatus,
      feeAmount: CurrencyAmount?
    ) {
      self.payee = payee
      self.payer = payer
      self.currencyAmount = currencyAmount
      self.paymentMethod = paymentMethod
      self.note = note
      self.status = status
      self.feeAmount = feeAmount
    }

    func copy() -> Storage {
      Storage(
        payee: payee,
        payer: payer,
        currencyAmount: currencyAmount,
        paymentMethod: paymentMethod,
        note: note,
        status: status,
        feeAmount: feeAmount
      )
    }
  }
}

// MARK: - Equatable and Hashable

extension PaymentRecord {
  // The same comparison and hash as the synthesized ones over the seven properties, in order.
  public static func == (lhs: PaymentRecord, rhs: PaymentRecord) -> Bool {
    if lhs.storage === rhs.storage { return true }
    let (left, right) = (lhs.storage, rhs.storage)
    return left.payee == right.payee
      && left.payer == right.payer
      && left.currencyAmount == right.currencyAmount
      && left.paymentMethod == right.paymentMethod
      && left.note == right.note
      && left.status == right.status
      && left.feeAmount == right.feeAmount
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(payee)
    hasher.combine(payer)
    hasher.combine(currencyAmount)
    hasher.combine(paymentMethod)
    hasher.combine(note)
    hasher.combine(status)
    hasher.combine(feeAmount)
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
