#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A value that describes one bill: who it is from, what kind it is, how much is due and by
/// when, and whether it has been paid, SiriKit's `INBillDetails`.
///
/// As in SiriKit the properties are read-write, so a handler can fill in what it knows. Dates are
/// calendar days given as date components.
///
/// ```swift
/// let bill = BillDetails(
///   billType: .electricity, paymentStatus: .unpaid, billPayee: tokyoElectric,
///   amountDue: .jpy(8_200), dueDate: DateComponents(year: 2026, month: 11, day: 30)
/// )
/// ```
///
/// SiriKit's initializer is failable only because Objective-C initializers may return `nil`;
/// this one can't fail. ``BillService`` checks a bill's amounts when it is added.
public struct BillDetails: Hashable, Sendable, Codable {
  /// The kind of bill.
  public var billType: BillType

  /// Whether the bill is unpaid, scheduled (``PaymentStatus/pending``) or paid
  /// (``PaymentStatus/completed``).
  public var paymentStatus: PaymentStatus

  /// Who the bill is from.
  public var billPayee: BillPayee?

  /// The full amount due.
  public var amountDue: CurrencyAmount?

  /// The smallest payment the payee accepts.
  public var minimumDue: CurrencyAmount?

  /// The fee charged if the bill is paid after its due date.
  public var lateFee: CurrencyAmount?

  /// The day the bill is due.
  public var dueDate: DateComponents?

  /// The day the bill was paid, or is scheduled to be paid.
  public var paymentDate: DateComponents?

  /// Creates a bill; the parameters are in SiriKit's initializer order.
  public init(
    billType: BillType,
    paymentStatus: PaymentStatus,
    billPayee: BillPayee?,
    amountDue: CurrencyAmount?,
    minimumDue: CurrencyAmount? = nil,
    lateFee: CurrencyAmount? = nil,
    dueDate: DateComponents?,
    paymentDate: DateComponents? = nil
  ) {
    self.billType = billType
    self.paymentStatus = paymentStatus
    self.billPayee = billPayee
    self.amountDue = amountDue
    self.minimumDue = minimumDue
    self.lateFee = lateFee
    self.dueDate = dueDate
    self.paymentDate = paymentDate
  }
}
