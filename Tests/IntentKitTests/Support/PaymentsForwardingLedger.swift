import IntentKit

/// A ledger that forwards every call to an in-memory ledger: a ledger that isn't one of the
/// library's own, for testing the service over `any Ledger`.
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

  func validate(_ transfer: LedgerTransfer, idempotencyKey: String) async throws {
    try await base.validate(transfer, idempotencyKey: idempotencyKey)
  }

  func mostRecentPayment(from id: LedgerAccount.ID) async -> LedgerPosting? {
    await base.mostRecentPayment(from: id)
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
