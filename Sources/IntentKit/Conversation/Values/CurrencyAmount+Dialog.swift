// Amounts in conversations: read from "$50", "50 dollars", "1000円"; spoken per currency and
// language, with the currency's own number of fraction digits ("$50.00", "¥1,000", "1,000円").

extension CurrencyAmount: ParameterValue {
  /// Creates an amount from what the user said, such as "$50", "50 dollars", "€20.50",
  /// "1000円", "¥1,000" or "5万원"; a bare number is in the context's default currency.
  public init?(reply: String, context: DialogContext) {
    guard let amount = AmountParsing.amount(in: reply, defaultCurrency: context.defaultCurrency)
    else { return nil }
    self = amount
  }

  /// Returns why a reply states an amount that can't be used: more decimal places than the
  /// currency has ("$12.345", `amountTooPrecise`), below zero ("-5 dollars", `amountNegative`), or
  /// more than 64 bits of minor units hold ("$99999999999999999999", `amountTooLarge`); `nil` if
  /// the reply states a usable amount or none.
  ///
  /// The reason's ``UnsupportedReason/arguments`` are `amount`, the amount as the user said it,
  /// and `currency`, the currency's name in the context's language (the catalog's
  /// `currency.<code>`, such as "dollars", or the code).
  public static func unsupportedReason(
    forReply reply: String,
    context: DialogContext
  ) -> UnsupportedReason? {
    let reading = AmountParsing.reading(of: reply, defaultCurrency: context.defaultCurrency)
    guard case .unusable(let problem, let currency) = reading else { return nil }
    let identifier =
      switch problem {
      case .tooPrecise: "amountTooPrecise"
      case .negative: "amountNegative"
      case .tooLarge: "amountTooLarge"
      }
    let name =
      context.prompts.template(forKey: "currency.\(currency.code)", language: context.language)
      ?? currency.code
    return UnsupportedReason(
      identifier,
      arguments: ["amount": TextLimits.excerpt(reply.trimmingWhitespace), "currency": name]
    )
  }

  /// Returns the amount as people write it in the context's language: "$50.00", "€20.50", "¥1,000",
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
    if let symbol = Self.symbols[currency.code] { return "\(sign)\(symbol)\(number)" }
    return "\(sign)\(number) \(currency.code)"
  }

  /// The symbols written before amounts in the currencies that have a well-known one.
  private static let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "KRW": "₩"]

  /// The magnitude with thousands separators and the currency's fraction digits.
  private var groupedMagnitude: String {
    let magnitude = minorUnits.magnitude
    let divisor = UInt64(currency.minorUnitsPerMajorUnit)
    let whole = Array(String(magnitude / divisor).utf8)
    var text: [UInt8] = []
    text.reserveCapacity(whole.count + whole.count / 3 + currency.exponent + 1)
    for (offset, digit) in whole.enumerated() {
      if offset > 0, (whole.count - offset) % 3 == 0 { text.append(UInt8(ascii: ",")) }
      text.append(digit)
    }
    if currency.exponent > 0 {
      let fraction = Array(String(magnitude % divisor).utf8)
      text.append(UInt8(ascii: "."))
      text += repeatElement(UInt8(ascii: "0"), count: currency.exponent - fraction.count)
      text += fraction
    }
    return String(decoding: text, as: UTF8.self)
  }
}
