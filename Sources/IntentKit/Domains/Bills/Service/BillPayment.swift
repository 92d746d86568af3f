/// A value that records one payment of a bill: what was asked, and whether the money moved.
///
/// A payment is ``PaymentStatus/pending`` while it is scheduled for a later day or being posted,
/// ``PaymentStatus/completed`` once the ledger posted it, and ``PaymentStatus/failed`` if the
/// ledger refused it, in which case the bill is unpaid again and ``failure`` says why.
public struct BillPayment: Hashable, Sendable, Identifiable {
  /// What was asked.
  public let request: BillPaymentRequest

  /// The payment's state.
  public internal(set) var status: PaymentStatus

  /// The ledger posting that moved the money, once the payment completed.
  public internal(set) var posting: LedgerPosting?

  /// Why the payment failed, if it did.
  public internal(set) var failure: Failure?

  /// Creates a pending payment.
  init(request: BillPaymentRequest) {
    self.request = request
    self.status = .pending
  }

  /// The payment's identifier: its idempotency key.
  public var id: String {
    request.idempotencyKey
  }

  /// A value that explains why a payment failed.
  public struct Failure: Hashable, Sendable, CustomStringConvertible {
    /// The ledger's refusal code, when the ledger refused the posting.
    public let ledgerErrorCode: LedgerError.Code?

    /// A description of what went wrong.
    public let description: String

    /// Creates a failure from the error that stopped the payment.
    init(_ error: any Error) {
      let ledgerError = error as? LedgerError
      self.ledgerErrorCode = ledgerError?.code
      self.description = ledgerError?.description ?? String(describing: error)
    }
  }
}
