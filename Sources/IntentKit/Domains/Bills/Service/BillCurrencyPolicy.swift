/// A value that says which currencies a ``BillService`` pays bills in.
///
/// The bill-payment app in SiriKit's Japanese sample accepts yen only and tells the user it can't
/// handle any other amount; ``only(_:)`` models that policy:
///
/// ```swift
/// let service = BillService(ledger: ledger, currencyPolicy: .only(.jpy))
/// ```
public struct BillCurrencyPolicy: Hashable, Sendable {
  /// The currencies accepted, or `nil` to accept every currency.
  public let acceptedCurrencies: Set<Currency>?

  /// Creates a policy.
  ///
  /// - Parameter acceptedCurrencies: The currencies to accept, or `nil` for every currency.
  public init(acceptedCurrencies: Set<Currency>?) {
    self.acceptedCurrencies = acceptedCurrencies
  }

  /// A policy that accepts every currency; an amount must still be in its bill's currency.
  public static let anyCurrency = BillCurrencyPolicy(acceptedCurrencies: nil)

  /// Returns a policy that accepts only the given currencies.
  public static func only(_ currencies: Currency...) -> BillCurrencyPolicy {
    BillCurrencyPolicy(acceptedCurrencies: Set(currencies))
  }

  /// Returns a Boolean value that indicates whether the policy accepts a currency.
  public func accepts(_ currency: Currency) -> Bool {
    acceptedCurrencies?.contains(currency) ?? true
  }
}
