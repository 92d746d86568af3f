// SiriKit has no unsupported-reason enumeration for bills, so the bill handlers use these
// open-set reasons. Their prompts are keyed `PayBillIntent.<parameter>.unsupported.<reason>`.

extension UnsupportedReason {
  /// No payee matches the name the user said.
  public static let billPayeeNotFound = UnsupportedReason("billPayeeNotFound")

  /// The payee has no unpaid bill.
  public static let noUnpaidBill = UnsupportedReason("noUnpaidBill")

  /// No payee has an unpaid bill of the kind the user asked for.
  public static let noUnpaidBillOfType = UnsupportedReason("noUnpaidBillOfType")

  /// No payment account matches the name the user said.
  public static let billAccountNotFound = UnsupportedReason("billAccountNotFound")

  /// Bills can't be paid in the amount's currency: the app's currency policy refuses it, or the
  /// bill is in another currency.
  public static let billCurrencyUnsupported = UnsupportedReason("billCurrencyUnsupported")

  /// The bill doesn't carry the amount the amount type stands for, such as a statement balance.
  public static let billAmountTypeUnavailable = UnsupportedReason("billAmountTypeUnavailable")

  /// The amount to pay is zero or negative.
  public static let billAmountNotPositive = UnsupportedReason("billAmountNotPositive")

  /// The day to pay on has passed.
  public static let billDateInPast = UnsupportedReason("billDateInPast")
}
