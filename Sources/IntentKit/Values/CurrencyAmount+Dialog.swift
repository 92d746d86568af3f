// Amounts in conversations: read from "$50", "50 dollars", "1000円"; spoken per currency and
// language, with the currency's own number of fraction digits ("$50.00", "¥1,000", "1,000円").

extension CurrencyAmount {
  /// Creates an amount from what the user said, such as "$50", "50 dollars", "€20.50",
  /// "1000円", "¥1,000" or "5万원"; a bare number is in the context's default currency.
  public init?(reply: String, context: DialogContext) {
    guard let amount = AmountParsing.amount(in: reply, defaultCurrency: context.defaultCurrency)
    else { return nil }
    self = amount
  }

  /// The amount as people write it in the context's language: "$50.00", "€20.50", "¥1,000",
  /// "1,000円" in Japanese, "1,000원" in Korean, "12.50 CHF" for currencies without a symbol.
  public func spokenPhrase(in context: DialogContext) -> String {
    formatted(in: context.language)
  }

  /// Returns the amount formatted for a language.
  public func formatted(in language: Language) -> String {
    let sign = minorUnits < 0 ? "-" : ""
    let number = groupedMagnitude
    switch (language, currency.code) {
    case (.japanese, "JPY"): return "\(sign)\(number)円"
    case (.japanese, "KRW"): return "\(sign)\(number)ウォン"
    case (.korean, "KRW"): return "\(sign)\(number)원"
    case (.korean, "JPY"): return "\(sign)\(number)엔"
    default: break
    }
    let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "KRW": "₩"]
    if let symbol = symbols[currency.code] { return "\(sign)\(symbol)\(number)" }
    return "\(sign)\(number) \(currency.code)"
  }

  /// The magnitude with thousands separators and the currency's fraction digits.
  private var groupedMagnitude: String {
    let digits = CurrencyAmount(minorUnits: minorUnits, currency: currency).decimalString
      .drop(while: { $0 == "-" })
    let parts = digits.split(separator: ".", maxSplits: 1)
    var whole = ""
    for (offset, digit) in parts[0].reversed().enumerated() {
      if offset > 0, offset % 3 == 0 { whole.append(",") }
      whole.append(digit)
    }
    let grouped = String(whole.reversed())
    return parts.count > 1 ? "\(grouped).\(parts[1])" : grouped
  }
}
