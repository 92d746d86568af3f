// Payment amounts in conversations: read as an amount type ("the minimum due", "全額") or a sum
// of money; spoken with what they stand for.

extension PaymentAmount: ParameterValue {
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

extension AmountType: ParameterValue {}
