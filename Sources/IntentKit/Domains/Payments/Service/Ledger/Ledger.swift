/// A type that keeps accounts and moves money between them exactly and at most once per
/// idempotency key.
///
/// A ledger is double-entry: every posting debits one account and credits another by the same
/// amount, so money is never created or destroyed except by deposits. Posting is idempotent with
/// Stripe's semantics: the same key with the same transfer returns the first posting again and
/// moves nothing; the same key with a different transfer throws
/// ``LedgerError/Code/idempotencyKeyReused``. Handlers pass the intent's identifier as the key.
public protocol Ledger: Sendable {
  /// Returns the account with an identifier, if the ledger has one.
  func account(_ id: LedgerAccount.ID) async -> LedgerAccount?

  /// Returns every account, in the order they were added.
  func accounts() async -> [LedgerAccount]

  /// Returns an account's balance.
  ///
  /// - Throws: ``LedgerError`` with code ``LedgerError/Code/accountNotFound``.
  func balance(of id: LedgerAccount.ID) async throws -> CurrencyAmount

  /// Returns the limits on one transfer in a currency, if the ledger has any.
  func limits(for currency: Currency) async -> AmountLimits?

  /// Checks that a transfer could be posted now, without posting it.
  ///
  /// - Throws: ``LedgerError`` naming the first problem: non-positive amount, same account,
  ///   unknown account, currency mismatch, a limit, insufficient funds or overflow.
  func validate(_ transfer: LedgerTransfer) async throws

  /// Checks that posting a transfer under an idempotency key would succeed now, without
  /// posting it.
  ///
  /// A key already used for the same transfer passes whatever the balances are now, because
  /// posting it again replays the first posting: a retried request that already moved the
  /// money is confirmed, never refused for the funds it spent. Confirm steps call this with
  /// the key that handle posts under.
  ///
  /// - Throws: ``LedgerError`` as ``validate(_:)``, or with code
  ///   ``LedgerError/Code/idempotencyKeyReused`` when the key belongs to something else.
  func validate(_ transfer: LedgerTransfer, idempotencyKey: String) async throws

  /// Posts a transfer once per idempotency key.
  ///
  /// - Returns: The posting; the first one again if the key was used for the same transfer.
  /// - Throws: ``LedgerError``, as ``validate(_:)``, or with code
  ///   ``LedgerError/Code/idempotencyKeyReused`` when the key belongs to something else. When it
  ///   throws, nothing was posted.
  func post(_ transfer: LedgerTransfer, idempotencyKey: String) async throws -> LedgerPosting

  /// Returns the postings that touch an account, or every posting, oldest first.
  func postings(involving id: LedgerAccount.ID?) async -> [LedgerPosting]

  /// Returns the most recent posting out of an account that went to another person's account:
  /// the last payment, which handlers suggest when the user names no payee or amount.
  func mostRecentPayment(from id: LedgerAccount.ID) async -> LedgerPosting?

  /// Returns the most recent payment out of any of several accounts: the one posted last, by
  /// its date and then its identifier.
  ///
  /// The default implementation asks ``mostRecentPayment(from:)`` for each account in turn; a
  /// ledger that answers every account in one call, such as an actor in one turn, overrides it.
  func mostRecentPayment(fromAnyOf ids: [LedgerAccount.ID]) async -> LedgerPosting?

  /// Records a payment request once per identifier.
  ///
  /// - Returns: The recorded request; the first one again if its identifier was used for the
  ///   same request.
  /// - Throws: ``LedgerError`` with code ``LedgerError/Code/idempotencyKeyReused`` when the
  ///   identifier belongs to something else, ``LedgerError/Code/accountNotFound``,
  ///   ``LedgerError/Code/currencyMismatch``, ``LedgerError/Code/nonPositiveAmount`` or a limit.
  func record(_ request: PaymentRequest) async throws -> PaymentRequest

  /// Returns the payment requests with a status, or every request, oldest first.
  func requests(withStatus status: PaymentStatus?) async -> [PaymentRequest]
}

// MARK: - Default implementations

extension Ledger {
  /// The default implementation, which asks ``mostRecentPayment(from:)`` for each account.
  public func mostRecentPayment(fromAnyOf ids: [LedgerAccount.ID]) async -> LedgerPosting? {
    var latest: LedgerPosting?
    for id in ids {
      guard let posting = await mostRecentPayment(from: id) else { continue }
      if let current = latest, (current.postedAt, current.id) >= (posting.postedAt, posting.id) {
        continue
      }
      latest = posting
    }
    return latest
  }
}
