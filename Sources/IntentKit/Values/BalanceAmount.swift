/// An account balance: money in a currency, or a count of points or miles, SiriKit's
/// `INBalanceAmount`.
public struct BalanceAmount: Hashable, Sendable, Codable {
  /// What the balance counts.
  public let balanceType: BalanceType

  /// The balance in minor units for money, or the number of points or miles.
  public let amount: Int64

  /// The currency, for money balances.
  public let currency: Currency?

  /// Creates a money balance.
  public init(_ money: CurrencyAmount) {
    self.balanceType = .money
    self.amount = money.minorUnits
    self.currency = money.currency
  }

  /// Creates a balance of points or miles, or returns `nil` for ``BalanceType/money``, which
  /// needs a currency.
  public init?(amount: Int64, balanceType: BalanceType) {
    guard balanceType != .money else { return nil }
    self.balanceType = balanceType
    self.amount = amount
    self.currency = nil
  }

  /// The balance as money, if it is money.
  public var currencyAmount: CurrencyAmount? {
    currency.map { CurrencyAmount(minorUnits: amount, currency: $0) }
  }
}

/// A value that says what a balance counts; raw values match SiriKit's `INBalanceType`.
public enum BalanceType: Int, Hashable, Sendable, Codable, CaseIterable, IntentValue {
  /// Not known, or not given.
  case unknown = 0
  /// Money.
  case money = 1
  /// Loyalty points.
  case points = 2
  /// Frequent-flier miles.
  case miles = 3
}

// MARK: - JSON

extension BalanceAmount: JSONCodable {
  init(json: JSONValueReader) throws(StrictJSONError) {
    let object = try json.object()
    self.balanceType = try object.decode("balanceType")
    self.amount = try object.integer("amount")
    self.currency = try object.decodeIfPresent("currency")
  }

  func write(json: inout JSONValueWriter) throws(StrictJSONError) {
    try json.object { object throws(StrictJSONError) in
      object.integer("amount", amount)
      object.write("balanceType", balanceType)
      try object.writeIfPresent("currency", currency)
    }
  }
}
