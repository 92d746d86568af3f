/// An error thrown when an amount of money can't be made or combined exactly.
public struct MoneyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure this is.
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

  /// A value that classifies a money failure; new codes aren't source-breaking.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Base: String, Hashable, Sendable {
      case invalidAmount, excessPrecision, overflow, currencyMismatch
    }

    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    /// The text isn't a decimal number.
    public static var invalidAmount: Self { Self(.invalidAmount) }

    /// The amount has more decimal digits than the currency's minor unit, such as `0.001 USD`.
    public static var excessPrecision: Self { Self(.excessPrecision) }

    /// The amount doesn't fit in 64 bits of minor units.
    public static var overflow: Self { Self(.overflow) }

    /// Two amounts in different currencies were combined.
    public static var currencyMismatch: Self { Self(.currencyMismatch) }

    public var description: String {
      base.rawValue
    }
  }
}
