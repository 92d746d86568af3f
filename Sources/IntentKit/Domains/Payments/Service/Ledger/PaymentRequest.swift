#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A value that records money the user asked someone for, until they pay.
public struct PaymentRequest: Hashable, Sendable, Codable, Identifiable {
  /// The request's identifier: the idempotency key it was made under.
  public let id: String

  /// Who was asked to pay.
  public let payer: Person

  /// The account the money should arrive in.
  public let account: LedgerAccount.ID

  /// How much was asked for.
  public let amount: CurrencyAmount

  /// The note sent with the request.
  public let note: String?

  /// The request's state: pending until paid or cancelled.
  public internal(set) var status: PaymentStatus

  /// When the request was made, by the ledger's clock.
  public let requestedAt: Date

  /// Creates a request record.
  public init(
    id: String,
    payer: Person,
    account: LedgerAccount.ID,
    amount: CurrencyAmount,
    note: String?,
    status: PaymentStatus = .pending,
    requestedAt: Date
  ) {
    self.id = id
    self.payer = payer
    self.account = account
    self.amount = amount
    self.note = note
    self.status = status
    self.requestedAt = requestedAt
  }
}

extension PaymentRequest {
  /// Whether two requests ask the same payer for the same money, ignoring when they were made.
  func matches(_ other: PaymentRequest) -> Bool {
    id == other.id && payer == other.payer && account == other.account && amount == other.amount
      && note == other.note
  }
}
