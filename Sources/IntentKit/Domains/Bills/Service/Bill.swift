/// A value that holds one bill in a ``BillService``: its details, its identifier, and the
/// ledger account that receives its payments.
///
/// Beyond SiriKit's ``BillDetails``, a bill can carry a statement balance and a current balance,
/// as credit card bills do, so that "pay the statement balance" has a concrete amount.
///
/// ```swift
/// let bill = Bill(
///   id: "tepco-2026-11",
///   details: BillDetails(billType: .electricity, paymentStatus: .unpaid, billPayee: tepco,
///                        amountDue: .jpy(8_200), dueDate: DateComponents(year: 2026, month: 11, day: 30)),
///   payeeAccount: "tepco"
/// )
/// ```
public struct Bill: Hashable, Sendable, Identifiable {
  /// The bill's identifier, unique within its service.
  public let id: String

  /// The bill as SiriKit describes it: payee, type, amounts, dates and status.
  public var details: BillDetails

  /// The payee's ledger account, which payments of this bill credit.
  public let payeeAccount: LedgerAccount.ID

  /// The balance on the payee's last statement, for bills that have statements.
  public var statementBalance: CurrencyAmount?

  /// The balance owed now, for bills that keep one, such as credit cards.
  public var currentBalance: CurrencyAmount?

  /// Creates a bill.
  public init(
    id: String,
    details: BillDetails,
    payeeAccount: LedgerAccount.ID,
    statementBalance: CurrencyAmount? = nil,
    currentBalance: CurrencyAmount? = nil
  ) {
    self.id = id
    self.details = details
    self.payeeAccount = payeeAccount
    self.statementBalance = statementBalance
    self.currentBalance = currentBalance
  }

  /// The bill's payee.
  public var payee: BillPayee? {
    details.billPayee
  }

  /// The currency the bill's amounts are in, if it has any amount.
  public var currency: Currency? {
    amounts.first?.currency
  }

  /// Returns the concrete amount an amount type stands for on this bill, such as its minimum
  /// due, or `nil` if the bill doesn't carry that amount.
  public func amount(for amountType: AmountType) -> CurrencyAmount? {
    switch amountType {
    case .minimumDue: details.minimumDue
    case .amountDue: details.amountDue
    case .statementBalance: statementBalance
    case .currentBalance: currentBalance
    case .unknown, .maximumTransferAmount, .minimumTransferAmount: nil
    }
  }

  /// Every amount the bill carries.
  var amounts: [CurrencyAmount] {
    [details.amountDue, details.minimumDue, details.lateFee, statementBalance, currentBalance]
      .compactMap { $0 }
  }
}
