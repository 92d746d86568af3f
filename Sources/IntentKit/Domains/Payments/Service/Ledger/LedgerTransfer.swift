#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A value that describes money to move from one ledger account to another.
public struct LedgerTransfer: Hashable, Sendable, Codable {
  /// The account the money leaves.
  public var from: LedgerAccount.ID

  /// The account the money enters.
  public var to: LedgerAccount.ID

  /// How much; positive, in the accounts' currency.
  public var amount: CurrencyAmount

  /// A note kept with the posting.
  public var memo: String?

  /// Creates a transfer.
  public init(
    from: LedgerAccount.ID,
    to: LedgerAccount.ID,
    amount: CurrencyAmount,
    memo: String? = nil
  ) {
    self.from = from
    self.to = to
    self.amount = amount
    self.memo = memo
  }
}

/// A value that records a transfer the ledger posted: two entries, a debit and a credit of the
/// same amount.
public struct LedgerPosting: Hashable, Sendable, Codable, Identifiable {
  /// The posting's sequence number in the ledger, from 1.
  public let id: Int

  /// The idempotency key the posting was made under.
  public let idempotencyKey: String

  /// The transfer that was posted.
  public let transfer: LedgerTransfer

  /// When it was posted, by the ledger's clock.
  public let postedAt: Date

  /// Creates a posting record.
  public init(id: Int, idempotencyKey: String, transfer: LedgerTransfer, postedAt: Date) {
    self.id = id
    self.idempotencyKey = idempotencyKey
    self.transfer = transfer
    self.postedAt = postedAt
  }
}
