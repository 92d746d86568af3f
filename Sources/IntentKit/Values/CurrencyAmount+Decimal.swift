#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

// SiriKit's `INCurrencyAmount` is an `NSDecimalNumber` and a currency code string, both optional.
// These members give ported code the same names, exactly: a `Decimal` that fits in the currency's
// minor units converts, and one that doesn't is refused rather than rounded.

extension CurrencyAmount {
  /// Creates an amount from a decimal number and an ISO 4217 code, SiriKit's
  /// `init(amount:currencyCode:)`, or returns `nil` if the amount can't be held exactly.
  ///
  /// The amount is converted exactly, never rounded: `nil` is returned when the code isn't an
  /// ISO 4217 currency with a minor unit (see ``Currency/init(code:)``), when the amount has more
  /// fraction digits than the currency allows (`0.001` dollars, `0.5` yen), when it doesn't fit
  /// in 64 bits of minor units, or when it is NaN.
  ///
  /// ```swift
  /// let fifty = CurrencyAmount(amount: 50, currencyCode: "USD")  // Optional($50.00)
  /// let tooFine = CurrencyAmount(amount: Decimal(string: "0.001")!, currencyCode: "USD")  // nil
  /// ```
  ///
  /// SiriKit's amount is an `NSDecimalNumber`; pass its `decimalValue`.
  public init?(amount: Decimal, currencyCode: String) {
    guard let currency = Currency(code: currencyCode), amount.isFinite else { return nil }
    // `Decimal`'s description is plain decimal notation ("-5.25", "1000000"), which the exact
    // parser reads or refuses.
    guard let exact = try? CurrencyAmount(decimalString: amount.description, currency: currency)
    else { return nil }
    self = exact
  }

  /// The amount as a decimal number in major units, such as `50.25` for $50.25, SiriKit's
  /// `amount`.
  ///
  /// The value is exact, and never `nil`: it is optional only because SiriKit's is, so that ported
  /// code such as `if let amount = currencyAmount.amount` compiles unchanged. SiriKit's is an
  /// `NSDecimalNumber`; compare this value directly instead of its `intValue`, which truncates
  /// (`0.50` has an `intValue` of 0).
  public var amount: Decimal? {
    Decimal(
      sign: minorUnits < 0 ? .minus : .plus,
      exponent: -currency.exponent,
      significand: Decimal(minorUnits.magnitude)
    )
  }

  /// The ISO 4217 code of the amount's currency, such as `"USD"`, SiriKit's `currencyCode`.
  ///
  /// Never `nil`: it is optional only because SiriKit's is, so that ported code such as
  /// `if let currencyCode = currencyAmount.currencyCode` compiles unchanged. The same code is
  /// `currency.code`.
  public var currencyCode: String? {
    currency.code
  }
}
