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
    let code = currency.code
    switch (language, code) {
    case (.japanese, "JPY"): return text(suffix: "円")
    case (.japanese, "KRW"): return text(suffix: "ウォン")
    case (.korean, "KRW"): return text(suffix: "원")
    case (.korean, "JPY"): return text(suffix: "엔")
    default: break
    }
    if let symbol = Self.symbol(for: code) { return text(prefix: symbol) }
    return text(suffix: " " + code)
  }

  /// The symbol written before amounts in a currency that has a well-known one.
  private static func symbol(for code: String) -> String? {
    switch code {
    case "USD": "$"
    case "EUR": "€"
    case "GBP": "£"
    case "JPY": "¥"
    case "KRW": "₩"
    default: nil
    }
  }

  /// The amount's sign, then `prefix`, the magnitude with thousands separators and the
  /// currency's fraction digits, then `suffix`, written in one pass into one string (which
  /// allocates nothing when it is short, such as "$50.00").
  private func text(prefix: String = "", suffix: String = "") -> String {
    let magnitude = minorUnits.magnitude
    let exponent = currency.exponent
    let divisor = UInt64(currency.minorUnitsPerMajorUnit)
    let whole = magnitude / divisor
    var wholeDigits = 1
    var rest = whole / 10
    while rest > 0 {
      wholeDigits += 1
      rest /= 10
    }
    let number = wholeDigits + (wholeDigits - 1) / 3 + (exponent > 0 ? exponent + 1 : 0)
    let sign = minorUnits < 0 ? 1 : 0
    let length = sign + prefix.utf8.count + number + suffix.utf8.count
    return String(unsafeUninitializedCapacity: length) { buffer in
      var index = 0
      if sign == 1 {
        buffer[index] = UInt8(ascii: "-")
        index += 1
      }
      for byte in prefix.utf8 {
        buffer[index] = byte
        index += 1
      }
      // The digits, right to left: the fraction, zero-padded, then the grouped whole part.
      var position = index + number - 1
      if exponent > 0 {
        var fraction = magnitude % divisor
        for _ in 0..<exponent {
          buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
          fraction /= 10
          position -= 1
        }
        buffer[position] = UInt8(ascii: ".")
        position -= 1
      }
      var remaining = whole
      for digit in 0..<wholeDigits {
        if digit > 0, digit % 3 == 0 {
          buffer[position] = UInt8(ascii: ",")
          position -= 1
        }
        buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
        position -= 1
      }
      index += number
      for byte in suffix.utf8 {
        buffer[index] = byte
        index += 1
      }
      return index
    }
  }
}
