import IntentKit

/// A ledger that forwards to an in-memory ledger but keeps the protocol's default
/// `mostRecentPayment(from:)`, to test the default against the actor's own.
struct PaymentsForwardingLedger: Ledger {
  let base: InMemoryLedger

  func account(_ id: LedgerAccount.ID) async -> LedgerAccount? {
    await base.account(id)
  }

  func accounts() async -> [LedgerAccount] {
    await base.accounts()
  }

  func balance(of id: LedgerAccount.ID) async throws -> CurrencyAmount {
    try await base.balance(of: id)
  }

  func limits(for currency: Currency) async -> AmountLimits? {
    await base.limits(for: currency)
  }

  func validate(_ transfer: LedgerTransfer) async throws {
    try await base.validate(transfer)
  }

  func post(_ transfer: LedgerTransfer, idempotencyKey: String) async throws -> LedgerPosting {
    try await base.post(transfer, idempotencyKey: idempotencyKey)
  }

  func postings(involving id: LedgerAccount.ID?) async -> [LedgerPosting] {
    await base.postings(involving: id)
  }

  func record(_ request: PaymentRequest) async throws -> PaymentRequest {
    try await base.record(request)
  }

  func requests(withStatus status: PaymentStatus?) async -> [PaymentRequest] {
    await base.requests(withStatus: status)
  }
}
