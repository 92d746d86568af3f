#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A posting as a ledger keeps it: its accounts by position in the ledger's accounts, and
/// neither the amount's currency, which is the accounts', nor the idempotency key, which the
/// ledger's key table holds.
///
/// A ledger only grows, so what it keeps per posting is memory it touches for the first time:
/// 48 bytes here against a ``LedgerPosting``'s 112.
struct CompactPosting: Sendable {
  let id: Int
  let from: Int32
  let to: Int32
  let minorUnits: Int64
  let postedAt: Date
  let memo: String?

  /// Keeps a posting whose accounts are at positions `from` and `to` of the ledger's accounts.
  ///
  /// - Precondition: Both positions are below 2³¹, as every ``FixedKeyTable`` position is.
  init(_ posting: LedgerPosting, from: Int, to: Int) {
    id = posting.id
    self.from = Int32(truncatingIfNeeded: from)
    self.to = Int32(truncatingIfNeeded: to)
    minorUnits = posting.transfer.amount.minorUnits
    postedAt = posting.postedAt
    memo = posting.transfer.memo
  }

  /// Returns a Boolean value that indicates whether the posting moved a transfer: the same
  /// accounts, amount and memo, compared as ``LedgerTransfer``'s `==` compares them.
  ///
  /// - Parameters:
  ///   - transfer: The transfer to compare.
  ///   - accounts: The ledger's accounts, in the order `from` and `to` count them.
  /// - Returns: `true` if the posting and `transfer` are equal transfers.
  func posts(_ transfer: LedgerTransfer, in accounts: [LedgerAccount]) -> Bool {
    let (source, destination) = (Int(from), Int(to))
    return minorUnits == transfer.amount.minorUnits
      && accounts[source].currency == transfer.amount.currency
      && accounts[source].id == transfer.from
      && accounts[destination].id == transfer.to
      && memo == transfer.memo
  }

  /// Returns the posting in full.
  ///
  /// - Parameters:
  ///   - key: The idempotency key it was posted under.
  ///   - accounts: The ledger's accounts, in the order `from` and `to` count them.
  /// - Returns: A posting equal to the one kept.
  func posting(key: String, in accounts: [LedgerAccount]) -> LedgerPosting {
    let source = accounts[Int(from)]
    return LedgerPosting(
      id: id,
      idempotencyKey: key,
      transfer: LedgerTransfer(
        from: source.id,
        to: accounts[Int(to)].id,
        amount: CurrencyAmount(minorUnits: minorUnits, currency: source.currency),
        memo: memo
      ),
      postedAt: postedAt
    )
  }
}
