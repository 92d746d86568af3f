/// An amount to pay with what it stands for, such as the minimum due, SiriKit's
/// `INPaymentAmount`.
///
/// Bill payments and transfers take these: "pay the minimum due" is an amount type the handler
/// turns into the bill's concrete amount.
public struct PaymentAmount: Hashable, Sendable, Codable, ParameterValue {
  /// What the amount stands for; ``AmountType/unknown`` for an amount the user named.
  public var amountType: AmountType

  /// The amount, when it is known.
  public var amount: CurrencyAmount?

  /// Creates a payment amount.
  public init(amountType: AmountType, amount: CurrencyAmount?) {
    self.amountType = amountType
    self.amount = amount
  }

  private static let typeWords: [(AmountType, [String])] = [
    (
      .minimumDue,
      ["minimum due", "the minimum due", "minimum", "the minimum", "最低額", "最低支払額", "최소 금액"]
    ),
    (
      .amountDue,
      ["amount due", "the amount due", "full amount", "in full", "the full amount", "全額", "전액"]
    ),
    (.currentBalance, ["current balance", "the current balance", "balance", "残高", "잔액"]),
    (.statementBalance, ["statement balance", "the statement balance", "請求額", "청구 금액"]),
  ]

  /// Creates an amount from what the user said: an amount type ("the minimum due", "全額") or a
  /// sum of money ("$50").
  public init?(reply: String, context: DialogContext) {
    let folded = ReplyWords.normalized(reply)
    if let type = Self.typeWords.first(where: { $0.1.contains(folded) })?.0 {
      self.init(amountType: type, amount: nil)
    } else if let amount = CurrencyAmount(reply: reply, context: context) {
      self.init(amountType: .unknown, amount: amount)
    } else {
      return nil
    }
  }

  /// Returns why a reply states a sum of money that can't be used, as
  /// ``CurrencyAmount/unsupportedReason(forReply:context:)`` does.
  public static func unsupportedReason(
    forReply reply: String,
    context: DialogContext
  ) -> UnsupportedReason? {
    CurrencyAmount.unsupportedReason(forReply: reply, context: context)
  }

  /// Returns the amount, with what it stands for when that is known: "$35.00 (minimum due)".
  public func spokenPhrase(in context: DialogContext) -> String {
    let type = amountType.spokenPhrase(in: context)
    guard let amount else { return type }
    let money = amount.spokenPhrase(in: context)
    return amountType == .unknown ? money : "\(money) (\(type))"
  }
}

/// A value that says what a payment amount stands for; raw values match SiriKit's `INAmountType`.
public enum AmountType: Int, Hashable, Sendable, Codable, CaseIterable, ParameterValue {
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
