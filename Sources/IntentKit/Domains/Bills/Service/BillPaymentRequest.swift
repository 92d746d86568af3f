#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A value that asks a ``BillService`` to pay a bill from an account on a day.
///
/// The idempotency key, normally the ``PayBillIntent``'s identifier, makes the payment happen at
/// most once: the same request again returns the first payment.
public struct BillPaymentRequest: Hashable, Sendable {
  /// The bill to pay.
  public var billID: Bill.ID

  /// The user's ledger account to pay from.
  public var account: LedgerAccount.ID

  /// How much to pay, in the bill's currency.
  public var amount: CurrencyAmount

  /// The day to pay on: today pays now, a later day schedules the payment.
  public var day: Date

  /// A note kept with the payment.
  public var note: String?

  /// The key that makes the payment happen at most once.
  public var idempotencyKey: String

  /// Creates a request.
  public init(
    billID: Bill.ID,
    account: LedgerAccount.ID,
    amount: CurrencyAmount,
    day: Date,
    note: String? = nil,
    idempotencyKey: String
  ) {
    self.billID = billID
    self.account = account
    self.amount = amount
    self.day = day
    self.note = note
    self.idempotencyKey = idempotencyKey
  }
}
