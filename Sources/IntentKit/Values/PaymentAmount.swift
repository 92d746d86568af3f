/// An amount to pay with what it stands for, such as the minimum due, SiriKit's
/// `INPaymentAmount`.
///
/// Bill payments and transfers take these: "pay the minimum due" is an amount type the handler
/// turns into the bill's concrete amount.
public struct PaymentAmount: Hashable, Sendable, Codable, IntentValue {
  /// What the amount stands for; ``AmountType/unknown`` for an amount the user named.
  public var amountType: AmountType

  /// The amount, when it is known.
  public var amount: CurrencyAmount?

  /// Creates a payment amount.
  public init(amountType: AmountType, amount: CurrencyAmount?) {
    self.amountType = amountType
    self.amount = amount
  }
}

/// A value that says what a payment amount stands for; raw values match SiriKit's `INAmountType`.
public enum AmountType: Int, Hashable, Sendable, Codable, CaseIterable, IntentValue {
  /// An amount the user named.
  case unknown = 0
  /// The minimum payment due.
  case minimumDue = 1
  /// The full amount due.
  case amountDue = 2
  /// The current balance.
  case currentBalance = 3
  /// The most that can be transferred.
  case maximumTransferAmount = 4
  /// The least that can be transferred.
  case minimumTransferAmount = 5
  /// The balance on the last statement.
  case statementBalance = 6
}

// MARK: - JSON

extension PaymentAmount: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.init(
      amountType: try object.decode("amountType"),
      amount: try object.decodeIfPresent("amount")
    )
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      try object.writeIfPresent("amount", amount)
      object.write("amountType", amountType)
    }
  }
}
