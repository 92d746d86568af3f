/// An indicative range of prices for a ride, SiriKit's `INPriceRange`.
///
/// A range has a minimum, a maximum or both, in one currency; a missing bound leaves the range
/// open in that direction. Prices are exact ``CurrencyAmount`` values.
///
/// ```swift
/// let range = try PriceRange(firstPrice: .usd(56_00), secondPrice: .usd(68_00))  // $56–$68
/// let from = PriceRange(minimumPrice: .usd(7_00))  // from $7.00
/// ```
public struct PriceRange: Hashable, Sendable {
  /// The lowest price, or `nil` if the range has no lower bound.
  public let minimumPrice: CurrencyAmount?

  /// The highest price, or `nil` if the range has no upper bound.
  public let maximumPrice: CurrencyAmount?

  /// The currency of both prices.
  public let currency: Currency

  /// Creates a range between two prices, given in either order: "(min) to (max)".
  ///
  /// - Throws: ``MoneyError`` with code ``MoneyError/Code/currencyMismatch`` if the prices are
  ///   in different currencies.
  public init(firstPrice: CurrencyAmount, secondPrice: CurrencyAmount) throws {
    guard firstPrice.currency == secondPrice.currency else {
      throw MoneyError(
        code: .currencyMismatch,
        message:
          "A price range can't mix \(firstPrice.currency.code) and \(secondPrice.currency.code)."
      )
    }
    let ordered = firstPrice.minorUnits <= secondPrice.minorUnits
    self.init(
      minimum: ordered ? firstPrice : secondPrice,
      maximum: ordered ? secondPrice : firstPrice,
      currency: firstPrice.currency
    )
  }

  /// Creates a range with only an upper bound: "up to (amount)".
  public init(maximumPrice: CurrencyAmount) {
    self.init(minimum: nil, maximum: maximumPrice, currency: maximumPrice.currency)
  }

  /// Creates a range with only a lower bound: "starting from (amount)".
  public init(minimumPrice: CurrencyAmount) {
    self.init(minimum: minimumPrice, maximum: nil, currency: minimumPrice.currency)
  }

  /// Creates a range of one price: "(amount)".
  public init(price: CurrencyAmount) {
    self.init(minimum: price, maximum: price, currency: price.currency)
  }

  /// Creates a range from bounds known to be in `currency` and in order.
  init(minimum: CurrencyAmount?, maximum: CurrencyAmount?, currency: Currency) {
    self.minimumPrice = minimum
    self.maximumPrice = maximum
    self.currency = currency
  }
}

// MARK: - Codable

extension PriceRange: Codable {
  private enum CodingKeys: String, CodingKey {
    case minimumPrice, maximumPrice, currency
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let minimum = try container.decodeIfPresent(CurrencyAmount.self, forKey: .minimumPrice)
    let maximum = try container.decodeIfPresent(CurrencyAmount.self, forKey: .maximumPrice)
    let currency = try container.decode(Currency.self, forKey: .currency)
    let problem: String? =
      if minimum == nil, maximum == nil {
        "a price range needs a minimum or a maximum price"
      } else if [minimum, maximum].contains(where: { $0.map { $0.currency != currency } ?? false })
      {
        "a price range's prices must be in \(currency.code)"
      } else if let minimum, let maximum, minimum.minorUnits > maximum.minorUnits {
        "a price range's minimum is above its maximum"
      } else {
        nil
      }
    if let problem {
      throw DecodingError.dataCorruptedError(
        forKey: .currency,
        in: container,
        debugDescription: problem
      )
    }
    self.init(minimum: minimum, maximum: maximum, currency: currency)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(minimumPrice, forKey: .minimumPrice)
    try container.encodeIfPresent(maximumPrice, forKey: .maximumPrice)
    try container.encode(currency, forKey: .currency)
  }
}

// MARK: - Dialog

extension PriceRange {
  /// Returns the range as people say it: "$56.00–$68.00", "from $7.00", "up to $10.00", or one
  /// price, in the context's language.
  public func spokenPhrase(in context: DialogContext) -> String {
    let language = context.language
    let low = minimumPrice?.formatted(in: language)
    let high = maximumPrice?.formatted(in: language)
    switch (low, high, language) {
    case (let low?, let high?, _) where low == high: return low
    case (let low?, let high?, .japanese): return "\(low)〜\(high)"
    case (let low?, let high?, .korean): return "\(low)~\(high)"
    case (let low?, let high?, _): return "\(low)–\(high)"
    case (let low?, nil, .japanese): return "\(low)〜"
    case (let low?, nil, .korean): return "\(low)부터"
    case (let low?, nil, _): return "from \(low)"
    case (nil, let high?, .japanese): return "最大\(high)"
    case (nil, let high?, .korean): return "최대 \(high)"
    case (nil, let high?, _): return "up to \(high)"
    case (nil, nil, _): return ""
    }
  }
}
