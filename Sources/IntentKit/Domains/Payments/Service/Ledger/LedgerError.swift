/// An error thrown when a ledger refuses a transfer; nothing is posted.
///
/// Handlers turn these into SiriKit response codes and unsupported reasons: insufficient funds
/// into `failureInsufficientFunds`, a limit into `paymentsAmountAboveMaximum`, and so on.
public struct LedgerError: Error, Hashable, Sendable, CustomStringConvertible {
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

  /// A value that classifies a ledger refusal; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case accountNotFound, sameAccount, nonPositiveAmount, currencyMismatch
      case amountBelowMinimum, amountAboveMaximum, insufficientFunds, overflow
      case idempotencyKeyReused, requestNotFound
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// An account in the transfer doesn't exist.
    public static var accountNotFound: Self { Self(.accountNotFound) }
    /// The transfer's two accounts are the same.
    public static var sameAccount: Self { Self(.sameAccount) }
    /// The amount is zero or negative.
    public static var nonPositiveAmount: Self { Self(.nonPositiveAmount) }
    /// The amount's currency differs from an account's.
    public static var currencyMismatch: Self { Self(.currencyMismatch) }
    /// The amount is below the currency's minimum.
    public static var amountBelowMinimum: Self { Self(.amountBelowMinimum) }
    /// The amount is above the currency's maximum.
    public static var amountAboveMaximum: Self { Self(.amountAboveMaximum) }
    /// The source account doesn't hold enough money.
    public static var insufficientFunds: Self { Self(.insufficientFunds) }
    /// A balance would overflow 64 bits of minor units.
    public static var overflow: Self { Self(.overflow) }
    /// The idempotency key was already used for a different transfer or request.
    public static var idempotencyKeyReused: Self { Self(.idempotencyKeyReused) }
    /// No payment request has that identifier.
    public static var requestNotFound: Self { Self(.requestNotFound) }

    public var description: String {
      base.rawValue
    }
  }
}
