/// An error thrown when a ``BillService`` refuses a bill, an account or a payment request;
/// nothing changes.
public struct BillServiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of refusal this is.
  public let code: Code

  /// A sentence that names the problem.
  public let message: String

  /// Creates an error.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  public var description: String {
    "\(code): \(message)"
  }

  /// A value that classifies a bill-service refusal; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case notSignedIn, billNotFound, billNotPayable, duplicateBill, invalidBill
      case accountNotFound, currencyUnsupported, nonPositiveAmount, dateInPast
      case idempotencyKeyReused
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// The user is signed out, so no bill can be paid.
    public static var notSignedIn: Self { Self(.notSignedIn) }
    /// No bill has the identifier.
    public static var billNotFound: Self { Self(.billNotFound) }
    /// The bill is already paid, or its payment is scheduled.
    public static var billNotPayable: Self { Self(.billNotPayable) }
    /// A bill with the same identifier was already added.
    public static var duplicateBill: Self { Self(.duplicateBill) }
    /// The bill has no payee, mixes currencies, has a negative amount, or a minimum due above
    /// its amount due.
    public static var invalidBill: Self { Self(.invalidBill) }
    /// The account isn't one of the user's payment accounts, or isn't in the ledger.
    public static var accountNotFound: Self { Self(.accountNotFound) }
    /// The currency isn't accepted, or isn't the bill's or the account's currency.
    public static var currencyUnsupported: Self { Self(.currencyUnsupported) }
    /// The amount is zero or negative.
    public static var nonPositiveAmount: Self { Self(.nonPositiveAmount) }
    /// The day to pay on has passed.
    public static var dateInPast: Self { Self(.dateInPast) }
    /// The idempotency key was already used for a different payment.
    public static var idempotencyKeyReused: Self { Self(.idempotencyKeyReused) }

    public var description: String {
      base.rawValue
    }
  }
}
